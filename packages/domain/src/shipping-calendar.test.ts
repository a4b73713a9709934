import { TZDate, tz } from '@date-fns/tz';
import { addDays, differenceInCalendarDays, eachDayOfInterval, format, isWeekend } from 'date-fns';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import type { Holiday } from './shipping-calendar';
import {
  CUTOFF_HOUR,
  FREE_SHIPPING_THRESHOLD_CENTS,
  addBusinessDays,
  dispatchDate,
  holidayDates,
  isBusinessDay,
  knowShopClock,
  nextBusinessDay,
  productionStartDate,
  readShopClock,
  shippingLine,
  shopDate,
  turnaround,
} from './shipping-calendar';

const LA = 'America/Los_Angeles';
const NY = 'America/New_York';

const HOLIDAY_LIST: Holiday[] = [
  { date: '2026-01-01', name: "New Year's Day", type: 'federal' },
  { date: '2026-05-25', name: 'Memorial Day', type: 'federal' },
  { date: '2026-06-19', name: 'Juneteenth', type: 'federal' },
  { date: '2026-07-03', name: 'Independence Day (observed)', type: 'federal' },
  { date: '2026-09-07', name: 'Labor Day', type: 'federal' },
  { date: '2026-11-26', name: 'Thanksgiving Day', type: 'federal' },
  { date: '2026-11-27', name: 'Day after Thanksgiving', type: 'closure' },
  { date: '2026-12-25', name: 'Christmas Day', type: 'federal' },
  { date: '2027-01-01', name: "New Year's Day", type: 'federal' },
  { date: '2027-05-31', name: 'Memorial Day', type: 'federal' },
  { date: '2027-11-25', name: 'Thanksgiving Day', type: 'federal' },
  { date: '2027-11-26', name: 'Day after Thanksgiving', type: 'closure' },
  { date: '2027-12-24', name: 'Christmas Day (observed)', type: 'federal' },
  { date: '2028-01-17', name: 'Martin Luther King Jr. Day', type: 'federal' },
];
const HOLIDAYS = holidayDates(HOLIDAY_LIST);
const NONE: ReadonlySet<string> = new Set();

const at = (iso: string): Date => new Date(iso);

describe('constants', () => {
  it('cuts off at 18:00 and ships free from $100', () => {
    expect(CUTOFF_HOUR).toBe(18);
    expect(FREE_SHIPPING_THRESHOLD_CENTS).toBe(10_000);
  });
});

describe('holidayDates', () => {
  it('collects the dates of federal holidays and closures alike', () => {
    expect(HOLIDAYS.has('2026-11-26')).toBe(true);
    expect(HOLIDAYS.has('2026-11-27')).toBe(true);
    expect(HOLIDAYS.size).toBe(HOLIDAY_LIST.length);
  });

  it('rejects a malformed holiday date', () => {
    expect(() => holidayDates([{ date: '2026-11-31', name: 'Nope', type: 'closure' }])).toThrow(
      RangeError,
    );
  });
});

describe('isBusinessDay', () => {
  it.each([
    ['2026-06-16', true], // Tuesday
    ['2026-06-19', false], // Juneteenth, a Friday
    ['2026-06-20', false], // Saturday
    ['2026-06-21', false], // Sunday
    ['2026-11-27', false], // shop closure
    ['2027-01-01', false], // New Year's Day
    ['2028-02-29', true], // leap day, a Tuesday
  ])('%s -> %s', (date, expected) => {
    expect(isBusinessDay(date, HOLIDAYS)).toBe(expected);
  });

  it('accepts the holiday records as well as a prepared set', () => {
    expect(isBusinessDay('2026-11-26', HOLIDAY_LIST)).toBe(false);
    expect(isBusinessDay('2026-11-26', NONE)).toBe(true);
    expect(isBusinessDay('2026-11-26', [])).toBe(true);
  });
});

describe('nextBusinessDay', () => {
  it.each([
    ['2026-06-16', '2026-06-17'], // Tue -> Wed
    ['2026-06-18', '2026-06-22'], // Thu -> Mon over Juneteenth and the weekend
    ['2026-06-20', '2026-06-22'], // Sat -> Mon
    ['2026-11-25', '2026-11-30'], // over Thanksgiving, the closure and the weekend
    ['2026-12-31', '2027-01-04'], // over New Year's Day and the weekend
    ['2026-02-27', '2026-03-02'], // month end
  ])('%s -> %s', (date, expected) => {
    expect(nextBusinessDay(date, HOLIDAYS)).toBe(expected);
  });
});

describe('addBusinessDays', () => {
  it('returns the date itself for 0 days, even a non-business day', () => {
    expect(addBusinessDays('2026-06-20', 0, HOLIDAYS)).toBe('2026-06-20');
  });

  it('skips weekends and holidays', () => {
    expect(addBusinessDays('2026-11-24', 3, HOLIDAYS)).toBe('2026-12-01');
    expect(addBusinessDays('2026-12-30', 2, HOLIDAYS)).toBe('2027-01-04');
    expect(addBusinessDays('2026-12-30', 2, NONE)).toBe('2027-01-01');
  });
});

describe('shopDate', () => {
  it('gives a different local day in another time zone for the same instant', () => {
    const instant = at('2026-06-17T04:30:00Z');
    expect(shopDate(instant, LA)).toBe('2026-06-16'); // 21:30 PDT
    expect(shopDate(instant, NY)).toBe('2026-06-17'); // 00:30 EDT
  });

  it('maps instants around midnight on the spring-forward day (2026-03-08)', () => {
    expect(shopDate(at('2026-03-08T07:59:59Z'), LA)).toBe('2026-03-07'); // 23:59:59 PST
    expect(shopDate(at('2026-03-08T08:00:00Z'), LA)).toBe('2026-03-08'); // 00:00 PST
    expect(shopDate(at('2026-03-09T06:59:59Z'), LA)).toBe('2026-03-08'); // 23:59:59 PDT
    expect(shopDate(at('2026-03-09T07:00:00Z'), LA)).toBe('2026-03-09'); // 00:00 PDT
  });

  it('maps instants around midnight on the fall-back day (2026-11-01)', () => {
    expect(shopDate(at('2026-11-01T06:59:59Z'), LA)).toBe('2026-10-31'); // 23:59:59 PDT
    expect(shopDate(at('2026-11-01T07:00:00Z'), LA)).toBe('2026-11-01'); // 00:00 PDT
    expect(shopDate(at('2026-11-02T07:59:59Z'), LA)).toBe('2026-11-01'); // 23:59:59 PST
    expect(shopDate(at('2026-11-02T08:00:00Z'), LA)).toBe('2026-11-02'); // 00:00 PST
  });
});

describe('the shop clock handed to a browser (issue 28 item 4)', () => {
  it('reads an instant in the zone: its day and the cut-off', () => {
    expect(readShopClock(at('2026-06-17T01:30:00Z'), LA)).toEqual({
      time: at('2026-06-17T01:30:00Z').getTime(),
      timeZone: LA,
      day: '2026-06-16', // 18:30 PDT
      afterCutoff: true,
    });
  });

  it('dates an order from a reading it was given, without loading the zone', () => {
    const instant = at('2026-06-18T15:00:00Z');
    const reading = readShopClock(instant, NY);
    // A browser's first zoned formatter loads ICU's zones: with the server's reading it makes none.
    const formatter = vi.spyOn(Intl, 'DateTimeFormat');
    try {
      knowShopClock({ ...reading, time: instant.getTime() + 1 });
      const later = new Date(instant.getTime() + 1);
      expect(
        dispatchDate({ orderedAt: later, timeZone: NY, printingDays: 2, holidays: HOLIDAYS }),
      ).toBe('2026-06-23'); // Thursday 11:00 EDT; Friday is Juneteenth
      expect(shopDate(later, NY)).toBe('2026-06-18');
      expect(formatter).not.toHaveBeenCalled();
    } finally {
      formatter.mockRestore();
    }
  });
});

describe('productionStartDate', () => {
  describe('6:00 PM cutoff in America/Los_Angeles (PDT, UTC-7)', () => {
    it.each([
      ['2026-06-16T16:00:00Z', '2026-06-16'], // Tue 09:00
      ['2026-06-17T00:59:59Z', '2026-06-16'], // Tue 17:59:59
      ['2026-06-17T00:59:59.999Z', '2026-06-16'], // Tue 17:59:59.999
      ['2026-06-17T01:00:00Z', '2026-06-17'], // Tue 18:00:00 counts as after
      ['2026-06-17T01:00:01Z', '2026-06-17'], // Tue 18:00:01
      ['2026-06-17T06:59:59Z', '2026-06-17'], // Tue 23:59:59
      ['2026-06-17T07:00:00Z', '2026-06-17'], // Wed 00:00
    ])('order at %s starts %s', (instant, expected) => {
      expect(productionStartDate(at(instant), LA, HOLIDAYS)).toBe(expected);
    });
  });

  describe('weekend orders', () => {
    it.each([
      ['2026-10-30T23:00:00Z', '2026-10-30'], // Fri 16:00 PDT: before the cutoff
      ['2026-10-31T01:00:00Z', '2026-11-02'], // Fri 18:00 PDT
      ['2026-10-31T04:00:00Z', '2026-11-02'], // Fri 21:00 PDT
      ['2026-10-31T17:00:00Z', '2026-11-02'], // Sat 10:00 PDT
      ['2026-11-01T19:00:00Z', '2026-11-02'], // Sun 11:00 PST
    ])('order at %s starts %s', (instant, expected) => {
      expect(productionStartDate(at(instant), LA, HOLIDAYS)).toBe(expected);
    });
  });

  it('starts after holidays and closures', () => {
    // Wed 2026-11-25 19:00 PST: after the cutoff, then Thanksgiving, the closure, the weekend.
    expect(productionStartDate(at('2026-11-26T03:00:00Z'), LA, HOLIDAYS)).toBe('2026-11-30');
    // Thanksgiving morning.
    expect(productionStartDate(at('2026-11-26T17:00:00Z'), LA, HOLIDAYS)).toBe('2026-11-30');
    expect(productionStartDate(at('2026-11-26T17:00:00Z'), LA, NONE)).toBe('2026-11-26');
  });

  it('crosses the year end', () => {
    // Thu 2026-12-31 19:00 PST (already 2027-01-01 in UTC).
    expect(productionStartDate(at('2027-01-01T03:00:00Z'), LA, HOLIDAYS)).toBe('2027-01-04');
    // Thu 2026-12-31 17:59:59 PST.
    expect(productionStartDate(at('2027-01-01T01:59:59Z'), LA, HOLIDAYS)).toBe('2026-12-31');
  });

  it('uses the PDT offset on the Monday after spring forward', () => {
    // Mon 2026-03-09 17:59:59 PDT; with the old PST offset it would read 16:59:59.
    expect(productionStartDate(at('2026-03-10T00:59:59Z'), LA, HOLIDAYS)).toBe('2026-03-09');
    // Mon 18:00 PDT; with the PST offset it would read 17:00, before the cutoff.
    expect(productionStartDate(at('2026-03-10T01:00:00Z'), LA, HOLIDAYS)).toBe('2026-03-10');
    // Sun 2026-03-08 23:59:59 PDT is still Sunday.
    expect(productionStartDate(at('2026-03-09T06:59:59Z'), LA, HOLIDAYS)).toBe('2026-03-09');
    // Sat 2026-03-07 23:59:59 PST.
    expect(productionStartDate(at('2026-03-08T07:59:59Z'), LA, HOLIDAYS)).toBe('2026-03-09');
  });

  it('uses the PST offset on the Monday after fall back', () => {
    // Mon 2026-11-02 17:59:59 PST; with the old PDT offset it would read 18:59:59.
    expect(productionStartDate(at('2026-11-03T01:59:59Z'), LA, HOLIDAYS)).toBe('2026-11-02');
    expect(productionStartDate(at('2026-11-03T02:00:00Z'), LA, HOLIDAYS)).toBe('2026-11-03');
    // Sun 2026-11-01 23:59:59 PST is still Sunday; Mon 00:00 PST is a business day.
    expect(productionStartDate(at('2026-11-02T07:59:59Z'), LA, HOLIDAYS)).toBe('2026-11-02');
    expect(productionStartDate(at('2026-11-02T08:00:00Z'), LA, HOLIDAYS)).toBe('2026-11-02');
  });

  it('depends on the shop time zone', () => {
    // 15:30 PDT is before the cutoff; 18:30 EDT is after it.
    const afternoon = at('2026-06-16T22:30:00Z');
    expect(productionStartDate(afternoon, LA, HOLIDAYS)).toBe('2026-06-16');
    expect(productionStartDate(afternoon, NY, HOLIDAYS)).toBe('2026-06-17');
    // Near midnight UTC: Tue 13:00 PDT, but already Wed 05:00 in Tokyo.
    const utcEvening = at('2026-06-16T20:00:00Z');
    expect(productionStartDate(utcEvening, LA, HOLIDAYS)).toBe('2026-06-16');
    expect(productionStartDate(utcEvening, 'Asia/Tokyo', HOLIDAYS)).toBe('2026-06-17');
  });
});

describe('dispatchDate', () => {
  const base = { timeZone: LA, holidays: HOLIDAYS };

  it('adds printing days to the start day', () => {
    const orderedAt = at('2026-06-16T16:00:00Z'); // Tue 09:00 PDT
    expect(dispatchDate({ ...base, orderedAt, printingDays: 0 })).toBe('2026-06-16');
    expect(dispatchDate({ ...base, orderedAt, printingDays: 1 })).toBe('2026-06-17');
    expect(dispatchDate({ ...base, orderedAt, printingDays: 2 })).toBe('2026-06-18');
    // Juneteenth and the weekend are skipped.
    expect(dispatchDate({ ...base, orderedAt, printingDays: 3 })).toBe('2026-06-22');
  });

  it('dispatches on the next business day for 0 printing days after the cutoff', () => {
    const orderedAt = at('2026-10-31T02:00:00Z'); // Fri 19:00 PDT
    expect(dispatchDate({ ...base, orderedAt, printingDays: 0 })).toBe('2026-11-02');
  });

  it('skips Thanksgiving and the day-after closure in the middle of production', () => {
    const orderedAt = at('2026-11-24T18:00:00Z'); // Tue 10:00 PST
    expect(dispatchDate({ ...base, orderedAt, printingDays: 3 })).toBe('2026-12-01');
    expect(dispatchDate({ ...base, orderedAt, printingDays: 3, holidays: NONE })).toBe(
      '2026-11-27',
    );
    expect(dispatchDate({ ...base, orderedAt, printingDays: 3, holidays: HOLIDAY_LIST })).toBe(
      '2026-12-01',
    );
  });

  it('crosses month end and year end', () => {
    const endOfFebruary = at('2026-02-27T20:00:00Z'); // Fri 12:00 PST
    expect(dispatchDate({ ...base, orderedAt: endOfFebruary, printingDays: 1 })).toBe('2026-03-02');
    const yearEnd = at('2026-12-31T01:00:00Z'); // Wed 2026-12-30 17:00 PST
    expect(dispatchDate({ ...base, orderedAt: yearEnd, printingDays: 2 })).toBe('2027-01-04');
  });
});

describe('turnaround', () => {
  it('lists the production days after a business-day start', () => {
    expect(turnaround({ day: '2026-06-16' }, 2, HOLIDAYS)).toEqual({
      start: '2026-06-16',
      productionDays: ['2026-06-17', '2026-06-18'],
      dispatch: '2026-06-18',
    });
  });

  it('starts a weekend date on the next business day', () => {
    expect(turnaround({ day: '2026-11-28' }, 2, HOLIDAYS)).toEqual({
      start: '2026-11-30',
      productionDays: ['2026-12-01', '2026-12-02'],
      dispatch: '2026-12-02',
    });
  });

  it('skips holidays across production', () => {
    expect(turnaround({ day: '2026-11-25' }, 2, HOLIDAYS)).toEqual({
      start: '2026-11-25',
      productionDays: ['2026-11-30', '2026-12-01'],
      dispatch: '2026-12-01',
    });
  });

  it('starts a holiday on the next business day', () => {
    expect(turnaround({ day: '2026-11-26' }, 1, HOLIDAY_LIST)).toEqual({
      start: '2026-11-30',
      productionDays: ['2026-12-01'],
      dispatch: '2026-12-01',
    });
  });

  it('dispatches on the start day for 0 printing days', () => {
    expect(turnaround({ day: '2026-06-16' }, 0, HOLIDAYS)).toEqual({
      start: '2026-06-16',
      productionDays: [],
      dispatch: '2026-06-16',
    });
    expect(turnaround({ day: '2026-06-20' }, 0, HOLIDAYS)).toEqual({
      start: '2026-06-22',
      productionDays: [],
      dispatch: '2026-06-22',
    });
  });

  it('crosses month end, leap day and year end', () => {
    expect(turnaround({ day: '2028-02-28' }, 2, HOLIDAYS)).toEqual({
      start: '2028-02-28',
      productionDays: ['2028-02-29', '2028-03-01'],
      dispatch: '2028-03-01',
    });
    expect(turnaround({ day: '2026-12-31' }, 1, HOLIDAYS)).toEqual({
      start: '2026-12-31',
      productionDays: ['2027-01-04'],
      dispatch: '2027-01-04',
    });
  });
});

describe('shippingLine', () => {
  it.each([
    [9_999, { free: false, label: 'Fast Shipping', costCents: 1_295 }],
    [10_000, { free: true, label: 'Free Fast Shipping', costCents: 0 }],
    [10_001, { free: true, label: 'Free Fast Shipping', costCents: 0 }],
    [0, { free: false, label: 'Fast Shipping', costCents: 1_295 }],
  ])('a total of %i cents', (total, expected) => {
    expect(shippingLine(total, 1_295)).toEqual(expected);
  });

  it.each([
    [-1, 500],
    [99.5, 500],
    [Number.NaN, 500],
    [5_000, -1],
    [5_000, 4.99],
  ])('rejects total %d with option cost %d', (total, cost) => {
    expect(() => shippingLine(total, cost)).toThrow(RangeError);
  });
});

describe('input validation', () => {
  it.each(['2026-02-30', '2026-13-01', '2026-2-3', '20260203', '2026-02-03T00:00', '', 'tomorrow'])(
    'rejects the date %j',
    (date) => {
      expect(() => isBusinessDay(date, HOLIDAYS)).toThrow(RangeError);
      expect(() => nextBusinessDay(date, HOLIDAYS)).toThrow(RangeError);
      expect(() => addBusinessDays(date, 1, HOLIDAYS)).toThrow(RangeError);
      expect(() => turnaround({ day: date }, 1, HOLIDAYS)).toThrow(/Invalid calendar date/);
    },
  );

  it.each([-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])('rejects printingDays %d', (days) => {
    const orderedAt = at('2026-06-16T16:00:00Z');
    expect(() => turnaround({ day: '2026-06-16' }, days, HOLIDAYS)).toThrow(/printingDays/);
    expect(() => addBusinessDays('2026-06-16', days, HOLIDAYS)).toThrow(RangeError);
    expect(() =>
      dispatchDate({ orderedAt, timeZone: LA, printingDays: days, holidays: HOLIDAYS }),
    ).toThrow(RangeError);
  });

  it.each(['Mars/Olympus_Mons', '', 'Bogus-05:00', 'Pacific Time'])(
    'rejects the time zone %j',
    (timeZone) => {
      const orderedAt = at('2026-06-16T16:00:00Z');
      expect(() => productionStartDate(orderedAt, timeZone, HOLIDAYS)).toThrow(/time zone/);
      expect(() => shopDate(orderedAt, timeZone)).toThrow(RangeError);
      expect(() =>
        dispatchDate({ orderedAt, timeZone, printingDays: 1, holidays: HOLIDAYS }),
      ).toThrow(RangeError);
    },
  );

  it('rejects an invalid instant', () => {
    expect(() => productionStartDate(new Date(Number.NaN), LA, HOLIDAYS)).toThrow(RangeError);
    expect(() => shopDate(new Date(Number.NaN), LA)).toThrow(RangeError);
  });
});

// Issue 27 item 12: the dates of a weekend start, fixed. Five printing days; Monday 18 January
// 2027 (Martin Luther King Jr. Day) a holiday.
describe('a weekend start (January 2027)', () => {
  const mlk = new Set(['2027-01-18']);
  const dispatchAt = (iso: string): string =>
    dispatchDate({ orderedAt: at(iso), timeZone: LA, printingDays: 5, holidays: mlk });

  it('dispatches a Friday 17:59 order five business days after Friday', () => {
    expect(dispatchAt('2027-01-16T01:59:00Z')).toBe('2027-01-25'); // Fri 15, 17:59 PST
  });

  it('processes a Friday 18:00 order on Tuesday, the next business day', () => {
    expect(dispatchAt('2027-01-16T02:00:00Z')).toBe('2027-01-26'); // Fri 15, 18:00 PST
    expect(productionStartDate(at('2027-01-16T02:00:00Z'), LA, mlk)).toBe('2027-01-19');
  });

  it('treats a Saturday order, in the API and in the calendar, as a Friday-evening one', () => {
    expect(dispatchAt('2027-01-16T18:00:00Z')).toBe('2027-01-26'); // Sat 16, 10:00 PST
    expect(turnaround({ day: '2027-01-16' }, 5, mlk)).toEqual({
      start: '2027-01-19',
      productionDays: ['2027-01-20', '2027-01-21', '2027-01-22', '2027-01-25', '2027-01-26'],
      dispatch: '2027-01-26',
    });
  });

  it('gives a day chosen in the calendar the dispatch of an order at its opening', () => {
    expect(turnaround({ day: '2027-01-15' }, 5, mlk).dispatch).toBe(
      dispatchAt('2027-01-15T08:00:00Z'), // Fri 15, 00:00 PST
    );
  });
});

describe('properties', () => {
  const utc = tz('UTC');
  const first = new TZDate(2026, 0, 1, 'UTC');
  const dayCount = differenceInCalendarDays(new TZDate(2028, 11, 31, 'UTC'), first) + 1;
  const dateIn2026To2028 = fc
    .integer({ min: 0, max: dayCount - 1 })
    .map((offset) => format(addDays(first, offset), 'yyyy-MM-dd'));
  const holidaySets = fc.oneof(
    fc.constant(HOLIDAYS),
    fc.uniqueArray(dateIn2026To2028, { maxLength: 40 }).map((dates) => new Set(dates)),
  );

  // Independent oracle: walk every calendar day in the range.
  const businessDaysBetween = (from: string, to: string, holidays: ReadonlySet<string>): number =>
    eachDayOfInterval({ start: from, end: to }, { in: utc })
      .filter((day) => !isWeekend(day))
      .map((day) => format(day, 'yyyy-MM-dd'))
      .filter((day) => day !== from && !holidays.has(day)).length;

  it('dispatches on a business day exactly printingDays business days after the start', () => {
    fc.assert(
      fc.property(
        dateIn2026To2028,
        fc.integer({ min: 0, max: 20 }),
        holidaySets,
        (date, printingDays, holidays) => {
          const { start, productionDays, dispatch } = turnaround(
            { day: date },
            printingDays,
            holidays,
          );
          expect(isBusinessDay(start, holidays)).toBe(true);
          expect(start >= date).toBe(true);
          expect(businessDaysBetween(date, start, holidays)).toBe(
            isBusinessDay(date, holidays) ? 0 : 1,
          );
          expect(isBusinessDay(dispatch, holidays)).toBe(true);
          expect(dispatch >= start).toBe(true);
          expect(businessDaysBetween(start, dispatch, holidays)).toBe(printingDays);
          expect(productionDays).toHaveLength(printingDays);
          expect(productionDays.every((day) => isBusinessDay(day, holidays))).toBe(true);
          expect(productionDays.at(-1) ?? start).toBe(dispatch);
          expect(addBusinessDays(start, printingDays, holidays)).toBe(dispatch);
        },
      ),
    );
  });

  it('starts production on the first business day at or after the order, honouring the cutoff', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('2026-01-01T00:00:00Z'),
          max: new Date('2028-12-31T23:59:59Z'),
          noInvalidDate: true,
        }),
        fc.constantFrom(LA, NY, 'Asia/Tokyo', 'UTC'),
        fc.integer({ min: 0, max: 20 }),
        (orderedAt, timeZone, printingDays) => {
          const local = new TZDate(orderedAt.getTime(), timeZone);
          const localDay = format(local, 'yyyy-MM-dd');
          const start = productionStartDate(orderedAt, timeZone, HOLIDAYS);
          expect(isBusinessDay(start, HOLIDAYS)).toBe(true);
          expect(start >= localDay).toBe(true);
          if (start === localDay) {
            expect(local.getHours()).toBeLessThan(CUTOFF_HOUR);
          } else {
            if (isBusinessDay(localDay, HOLIDAYS)) {
              expect(local.getHours()).toBeGreaterThanOrEqual(CUTOFF_HOUR);
            }
            // No business day is skipped between the order day and the start.
            expect(businessDaysBetween(localDay, start, HOLIDAYS)).toBe(1);
          }
          const dispatch = dispatchDate({ orderedAt, timeZone, printingDays, holidays: HOLIDAYS });
          expect(businessDaysBetween(start, dispatch, HOLIDAYS)).toBe(printingDays);
        },
      ),
      // An evening on a business day is a small slice of the range, so sample more.
      { numRuns: 500 },
    );
  });

  it('never dispatches a later order earlier', () => {
    const instant = fc.date({
      min: new Date('2026-01-01T00:00:00Z'),
      max: new Date('2028-12-31T23:59:59Z'),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(
        instant,
        instant,
        fc.constantFrom(LA, NY, 'UTC'),
        fc.integer({ min: 0, max: 20 }),
        holidaySets,
        (a, b, timeZone, printingDays, holidays) => {
          const [earlier, later] = a <= b ? [a, b] : [b, a];
          const dispatchOf = (orderedAt: Date): string =>
            dispatchDate({ orderedAt, timeZone, printingDays, holidays });
          expect(dispatchOf(later) >= dispatchOf(earlier)).toBe(true);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('gives a calendar day the same turnaround as an order at its opening', () => {
    fc.assert(
      fc.property(dateIn2026To2028, fc.integer({ min: 0, max: 20 }), holidaySets, (day, n, h) => {
        const [year, month, date] = day.split('-').map(Number) as [number, number, number];
        const opening = new TZDate(year, month - 1, date, LA);
        expect(turnaround({ day }, n, h)).toEqual(
          turnaround({ at: new Date(opening.getTime()), timeZone: LA }, n, h),
        );
      }),
    );
  });
});
