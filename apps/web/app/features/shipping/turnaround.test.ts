import { dispatchDate, turnaround, type Holiday } from '@shop/domain/shipping-calendar';
import { cutoffTimeLabel } from '@shop/domain/shipping-terms';
import { describe, expect, it } from 'vitest';
import type { ApiResult } from '~/lib/shop-api';
import {
  calendarDateOf,
  calendarDay,
  dayButtonLabel,
  describeDay,
  dispatchRows,
  holidayDatesByType,
  holidaysByDate,
  readShippingData,
  turnaroundMarks,
  turnaroundSentence,
} from './turnaround';

// The demo holidays around Thanksgiving 2026 (packages/db/src/seed/demo-holidays.ts): the
// federal holiday and the shop's closure the day after.
const HOLIDAYS: Holiday[] = [
  { date: '2026-11-26', name: 'Thanksgiving Day', type: 'federal' },
  { date: '2026-11-27', name: 'Day after Thanksgiving (shop closed)', type: 'closure' },
  { date: '2026-12-24', name: 'Christmas Eve (shop closed)', type: 'closure' },
  { date: '2026-12-25', name: 'Christmas Day', type: 'federal' },
];
const TIME_ZONE = 'America/New_York';

const ok = (data: unknown): ApiResult<unknown> => ({ ok: true, status: 200, data });
const failed = (status: number, message: string): ApiResult<unknown> => ({
  ok: false,
  status,
  code: null,
  message,
  fields: {},
  details: null,
});

describe('turnaroundMarks', () => {
  it('runs production over a holiday, a closure and a weekend, as the domain counts', () => {
    // Wed 11-25: Thu 11-26 Thanksgiving, Fri 11-27 closed, then the weekend.
    const marks = turnaroundMarks('2026-11-25', 5, HOLIDAYS);
    expect(marks).toEqual({
      order: '2026-11-25',
      production: ['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03'],
      dispatch: '2026-12-04',
    });
    const domain = turnaround({ day: '2026-11-25' }, 5, HOLIDAYS);
    expect(marks.dispatch).toBe(domain.dispatch);
    // An order approved that morning, before the cutoff, leaves the same day.
    expect(
      dispatchDate({
        orderedAt: new Date('2026-11-25T15:00:00Z'),
        timeZone: TIME_ZONE,
        printingDays: 5,
        holidays: HOLIDAYS,
      }),
    ).toBe(marks.dispatch);
    for (const day of ['2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29']) {
      expect(marks.production).not.toContain(day);
    }
  });

  it('starts production on the next business day when the chosen day is not one', () => {
    // Sat 11-21: production starts Mon 11-23.
    const marks = turnaroundMarks('2026-11-21', 2, HOLIDAYS);
    expect(marks).toEqual({
      order: '2026-11-21',
      production: ['2026-11-23', '2026-11-24'],
      dispatch: '2026-11-25',
    });
    expect(marks.dispatch).toBe(turnaround({ day: '2026-11-21' }, 2, HOLIDAYS).dispatch);
  });

  it('dispatches on the order day itself when there are no printing days', () => {
    expect(turnaroundMarks('2026-11-24', 0, HOLIDAYS)).toEqual({
      order: '2026-11-24',
      production: [],
      dispatch: '2026-11-24',
    });
  });

  it('accepts the holidays as a prepared set', () => {
    const set = new Set(HOLIDAYS.map((holiday) => holiday.date));
    expect(turnaroundMarks('2026-12-23', 1, set).dispatch).toBe('2026-12-28');
  });
});

describe('turnaroundSentence', () => {
  it('says when an order approved on the chosen day is dispatched', () => {
    expect(turnaroundSentence(turnaroundMarks('2026-11-20', 5, HOLIDAYS))).toBe(
      'Ordered on Fri, Nov 20: dispatched by Tue, Dec 1.',
    );
  });
});

describe('dispatchRows', () => {
  const rows = [{ id: 7, product: 'Die Cut Stickers', printing_days: 3 }];

  it('counts from today when the order is placed before the cutoff', () => {
    // 11:00 in New York on Tue 11-24.
    expect(dispatchRows(rows, new Date('2026-11-24T16:00:00Z'), TIME_ZONE, HOLIDAYS)).toEqual([
      { id: 7, product: 'Die Cut Stickers', printingDays: 3, dispatch: '2026-12-01' },
    ]);
  });

  it('counts from the next business day after the 6:00 PM cutoff, in the shop zone', () => {
    // 18:30 in New York on Wed 11-25 (already Thursday in UTC): production starts Mon 11-30.
    const [row] = dispatchRows(rows, new Date('2026-11-25T23:30:00Z'), TIME_ZONE, HOLIDAYS);
    expect(row?.dispatch).toBe('2026-12-03');
    expect(row?.dispatch).toBe(
      dispatchDate({
        orderedAt: new Date('2026-11-25T23:30:00Z'),
        timeZone: TIME_ZONE,
        printingDays: 3,
        holidays: HOLIDAYS,
      }),
    );
  });
});

describe('readShippingData', () => {
  const info = [
    { id: 1, product: 'Die Cut Stickers', printing_days: 5 },
    { id: 2, product: 'Kiss Cut Stickers', printing_days: 5 },
  ];

  it('keeps both answers and prepares the holiday set', () => {
    const data = readShippingData(ok(info), ok(HOLIDAYS));
    expect(data.ok).toBe(true);
    if (!data.ok) return;
    expect(data.rows).toEqual(info);
    expect(data.holidays).toEqual(HOLIDAYS);
    expect(data.holidaySet.has('2026-11-26')).toBe(true);
  });

  it('is unavailable when either call fails', () => {
    expect(readShippingData(failed(404, 'unknown'), ok(HOLIDAYS))).toMatchObject({ ok: false });
    expect(readShippingData(ok(info), failed(0, 'offline'))).toMatchObject({ ok: false });
  });

  it('is unavailable when an answer is not what the API promises', () => {
    expect(readShippingData(ok({ rows: info }), ok(HOLIDAYS)).ok).toBe(false);
    expect(readShippingData(ok([]), ok(HOLIDAYS)).ok).toBe(false);
    expect(
      readShippingData(ok(info), ok([{ date: '2026-11-26', name: 'x', type: 'party' }])).ok,
    ).toBe(false);
    // The right shape, but not a real day.
    expect(
      readShippingData(ok(info), ok([{ date: '2026-02-30', name: 'x', type: 'federal' }])).ok,
    ).toBe(false);
  });
});

describe('calendar days', () => {
  it('round-trips a shop date through the widget', () => {
    for (const date of ['2026-03-08', '2026-11-01', '2026-12-31', '2027-01-01']) {
      expect(calendarDateOf(calendarDay(date))).toBe(date);
    }
  });

  it('groups the holidays by type', () => {
    expect(holidayDatesByType(HOLIDAYS)).toEqual({
      federal: ['2026-11-26', '2026-12-25'],
      closure: ['2026-11-27', '2026-12-24'],
    });
  });

  it('describes a day for its accessible name', () => {
    const marks = turnaroundMarks('2026-11-25', 5, HOLIDAYS);
    const byDate = holidaysByDate(HOLIDAYS);
    expect(describeDay('2026-11-25', marks, byDate)).toEqual(['order and approval date']);
    expect(describeDay('2026-11-26', marks, byDate)).toEqual([
      'Thanksgiving Day',
      'US federal holiday',
    ]);
    expect(describeDay('2026-11-27', marks, byDate)).toEqual([
      'Day after Thanksgiving (shop closed)',
      'Shop closed',
    ]);
    expect(describeDay('2026-11-28', marks, byDate)).toEqual(['weekend, no printing']);
    expect(describeDay('2026-11-30', marks, byDate)).toEqual(['printing day']);
    expect(describeDay('2026-12-04', marks, byDate)).toEqual(['estimated dispatch date']);
  });

  it('names a day button with the number it shows as a word of its own', () => {
    const marks = turnaroundMarks('2026-11-25', 5, HOLIDAYS);
    const byDate = holidaysByDate(HOLIDAYS);
    const plain = { today: false, selected: false };
    expect(dayButtonLabel('2026-12-08', plain, marks, byDate)).toBe('Tuesday, December 8, 2026');
    expect(dayButtonLabel('2026-11-26', plain, marks, byDate)).toBe(
      'Thursday, November 26, 2026, Thanksgiving Day, US federal holiday',
    );
    expect(dayButtonLabel('2026-11-25', { today: true, selected: true }, marks, byDate)).toBe(
      'Today, Wednesday, November 25, 2026, selected, order and approval date',
    );
  });

  it('shows the cutoff as the terms state it', () => {
    expect(cutoffTimeLabel()).toBe('6:00 PM');
  });
});
