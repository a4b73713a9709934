import { formatShortDay } from '~/ui/format';
import {
  dispatchDate,
  holidayDates,
  turnaround,
  type Holiday,
  type HolidayType,
} from '@shop/domain/shipping-calendar';
import {
  holidaysSchema,
  shippingInfoSchema,
  type ShippingInfoRow,
} from '@shop/shop/shipping/contract';
import { format, isWeekend, parseISO } from 'date-fns';
import type { ApiResult } from '~/lib/shop-api';

/*
 * The shipping section's view of the domain calendar: what to mark on the calendar and what to
 * say about it. Every business-day rule (weekends, holidays, cutoff) stays in
 * `@shop/domain/shipping-calendar`; this module only reshapes its answers.
 */

export type ShippingData =
  | {
      ok: true;
      rows: ShippingInfoRow[];
      holidays: Holiday[];
      /** The holiday dates, prepared once for the domain functions. */
      holidaySet: ReadonlySet<string>;
    }
  | { ok: false; reason: string };

/**
 * Checks both answers. Anything unusable (a failed call, an unexpected shape, an impossible date,
 * no products) makes the calendar unavailable rather than wrong.
 */
export function readShippingData(
  info: ApiResult<unknown>,
  holidays: ApiResult<unknown>,
): ShippingData {
  if (!info.ok) return { ok: false, reason: `shipping info: ${info.status} ${info.message}` };
  if (!holidays.ok)
    return { ok: false, reason: `holidays: ${holidays.status} ${holidays.message}` };
  const rows = shippingInfoSchema.safeParse(info.data);
  if (!rows.success) return { ok: false, reason: `shipping info: ${rows.error.message}` };
  if (rows.data.length === 0) return { ok: false, reason: 'shipping info: no products' };
  const days = holidaysSchema.safeParse(holidays.data);
  if (!days.success) return { ok: false, reason: `holidays: ${days.error.message}` };
  try {
    // The domain rejects dates of the right shape that do not exist (2026-02-30).
    const holidaySet = holidayDates(days.data);
    return { ok: true, rows: rows.data, holidays: days.data, holidaySet };
  } catch (error) {
    return { ok: false, reason: `holidays: ${String(error)}` };
  }
}

/** What the calendar marks for one chosen order/approval date. */
export interface TurnaroundMarks {
  /** The chosen order/approval date. */
  readonly order: string;
  /** Business days in production between the order date and the dispatch date (both excluded). */
  readonly production: readonly string[];
  readonly dispatch: string;
}

/** The marks for an order approved on `order`, from the domain's `turnaround`. */
export function turnaroundMarks(
  order: string,
  printingDays: number,
  holidays: ReadonlySet<string> | readonly Holiday[],
): TurnaroundMarks {
  const days = turnaround({ day: order }, printingDays, holidays);
  // Production starts on `start` (the order date itself when it is a business day); the order
  // and dispatch days keep their own marks.
  const production = [days.start, ...days.productionDays].filter(
    (day) => day !== order && day !== days.dispatch,
  );
  return { order, production, dispatch: days.dispatch };
}

/** One row of the turnaround table: the product and when an order placed now leaves the shop. */
export interface DispatchRow {
  readonly id: number;
  readonly product: string;
  readonly printingDays: number;
  readonly dispatch: string;
}

/** The table rows for an order placed (approved and paid) at `now` in the shop's time zone. */
export function dispatchRows(
  rows: readonly ShippingInfoRow[],
  now: Date,
  timeZone: string,
  holidays: ReadonlySet<string> | readonly Holiday[],
): DispatchRow[] {
  return rows.map((row) => ({
    id: row.id,
    product: row.product,
    printingDays: row.printing_days,
    dispatch: dispatchDate({
      orderedAt: now,
      timeZone,
      printingDays: row.printing_days,
      holidays,
    }),
  }));
}

/** The holidays by date, for labels and modifiers. */
export function holidaysByDate(holidays: readonly Holiday[]): ReadonlyMap<string, Holiday> {
  return new Map(holidays.map((holiday) => [holiday.date, holiday]));
}

/** The holiday dates of each type, so the calendar can style federal holidays and closures apart. */
export function holidayDatesByType(holidays: readonly Holiday[]): Record<HolidayType, string[]> {
  const byType: Record<HolidayType, string[]> = { federal: [], closure: [] };
  for (const holiday of holidays) byType[holiday.type].push(holiday.date);
  return byType;
}

/** Legend and label wording of each holiday type. */
export const HOLIDAY_TYPE_LABELS: Record<HolidayType, string> = {
  federal: 'US federal holiday',
  closure: 'Shop closed',
};

/** Legend wording of the three turnaround marks (spec 001 §2 "Shipping Info section"). */
/** Spec 001 §2: the calendar legend's three labels. */
export const TURNAROUND_LABELS = {
  order: 'Order and Approval Date',
  production: 'Production and processing',
  dispatch: 'Estimated Dispatch Date',
} as const;

/*
 * The calendar widget works with the browser's local dates at midnight (it is rendered in the
 * browser only). Converting through 'YYYY-MM-DD' keeps the shop's calendar date intact whatever
 * the browser's own zone is.
 */

/** 'YYYY-MM-DD' as the browser's local midnight of that day. */
export function calendarDay(date: string): Date {
  return parseISO(date);
}

/** A day of the calendar widget as 'YYYY-MM-DD'. */
export function calendarDateOf(day: Date): string {
  return format(day, 'yyyy-MM-dd');
}

/** The sentence under the calendar: "Ordered on Fri, Nov 20: dispatched by Tue, Dec 1." */
export function turnaroundSentence(marks: TurnaroundMarks): string {
  return `Ordered on ${formatShortDay(marks.order)}: dispatched by ${formatShortDay(marks.dispatch)}.`;
}

/**
 * What a day means for the turnaround, in words, for its accessible name: the holiday, the
 * weekend, and the turnaround marks ("Thanksgiving Day, US federal holiday", "printing day").
 */
export function describeDay(
  date: string,
  marks: TurnaroundMarks,
  holidays: ReadonlyMap<string, Holiday>,
): string[] {
  const parts: string[] = [];
  const holiday = holidays.get(date);
  if (holiday) parts.push(holiday.name, HOLIDAY_TYPE_LABELS[holiday.type]);
  if (isWeekend(calendarDay(date))) parts.push('weekend, no printing');
  if (date === marks.order) parts.push(TURNAROUND_LABELS.order.toLowerCase());
  // Not "production": Playwright's getByLabel('Product') matches substrings, and the page's
  // product dropdown is labelled "Product".
  if (marks.production.includes(date)) parts.push('printing day');
  if (date === marks.dispatch) parts.push(TURNAROUND_LABELS.dispatch.toLowerCase());
  return parts;
}

/**
 * The accessible name of a calendar day button: "Today, Tuesday, November 10, 2026, selected,
 * printing day". The day's number stands as a word of its own (the library's default says
 * "November 10th"), so the name contains the number the button shows: WCAG 2.5.3 Label in Name,
 * axe `label-content-name-mismatch` (issue 11).
 */
export function dayButtonLabel(
  date: string,
  state: { today: boolean; selected: boolean },
  marks: TurnaroundMarks,
  holidays: ReadonlyMap<string, Holiday>,
): string {
  return [
    ...(state.today ? ['Today'] : []),
    format(calendarDay(date), 'EEEE, MMMM d, yyyy'),
    ...(state.selected ? ['selected'] : []),
    ...describeDay(date, marks, holidays),
  ].join(', ');
}
