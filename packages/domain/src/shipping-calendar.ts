import { TZDate, tz } from '@date-fns/tz';
import { addDays, format, isValid, isWeekend, parseISO } from 'date-fns';

/** Orders and approvals at or after this local hour (18:00, 6:00 PM) start the next business day. */
export const CUTOFF_HOUR = 18;

/** Order totals at or above this many cents ship free. */
export const FREE_SHIPPING_THRESHOLD_CENTS = 10_000;

export type HolidayType = 'federal' | 'closure';

export interface Holiday {
  readonly date: string;
  readonly name: string;
  readonly type: HolidayType;
}

/** Holiday dates ('YYYY-MM-DD'), either as a prepared set or as the holiday records themselves. */
export type Holidays = ReadonlySet<string> | readonly Holiday[];

export interface Turnaround {
  /** First day of production. */
  readonly start: string;
  /** The business days after `start`, up to and including `dispatch`. */
  readonly productionDays: string[];
  readonly dispatch: string;
}

export interface DispatchDateInput {
  readonly orderedAt: Date;
  readonly timeZone: string;
  readonly printingDays: number;
  readonly holidays: Holidays;
}

export interface ShippingLine {
  readonly free: boolean;
  readonly label: 'Free Fast Shipping' | 'Fast Shipping';
  readonly costCents: number;
}

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const DATE_FORMAT = 'yyyy-MM-dd';
// Calendar dates are computed in UTC so the host's own time zone and DST never shift a day.
const inUtc = { in: tz('UTC') };

function parseCalendarDate(date: string): TZDate {
  // parseISO alone also accepts forms like '20260105', so the shape is checked first.
  const parsed = DATE_PATTERN.test(date) ? parseISO(date, inUtc) : undefined;
  if (parsed === undefined || !isValid(parsed)) {
    throw new RangeError(
      `Invalid calendar date ${JSON.stringify(date)}: expected a real YYYY-MM-DD`,
    );
  }
  return parsed;
}

function formatCalendarDate(date: TZDate): string {
  return format(date, DATE_FORMAT);
}

function assertDayCount(name: string, days: number): void {
  if (!Number.isSafeInteger(days) || days < 0) {
    throw new RangeError(`Invalid ${name} ${days}: expected an integer >= 0`);
  }
}

function assertCents(name: string, cents: number): void {
  if (!Number.isSafeInteger(cents) || cents < 0) {
    throw new RangeError(`Invalid ${name} ${cents}: expected a whole number of cents >= 0`);
  }
}

// Zones already checked: building an Intl formatter per call was 4 % of a product page's render
// (issue 14). Zones come from configuration, so the set stays tiny; the cap is a guard.
const knownTimeZones = new Set<string>();

function assertTimeZone(timeZone: string): void {
  if (knownTimeZones.has(timeZone)) return;
  try {
    // Intl rejects unknown zones; TZDate would silently accept some malformed names.
    Intl.DateTimeFormat('en-US', { timeZone }).resolvedOptions();
  } catch {
    throw new RangeError(`Unknown time zone ${JSON.stringify(timeZone)}: expected an IANA name`);
  }
  if (knownTimeZones.size < 100) knownTimeZones.add(timeZone);
}

function toHolidaySet(holidays: Holidays): ReadonlySet<string> {
  return 'has' in holidays ? holidays : holidayDates(holidays);
}

function isBusinessDayParsed(day: TZDate, holidays: ReadonlySet<string>): boolean {
  return !isWeekend(day) && !holidays.has(formatCalendarDate(day));
}

function nextBusinessDayParsed(day: TZDate, holidays: ReadonlySet<string>): TZDate {
  let next = addDays(day, 1);
  while (!isBusinessDayParsed(next, holidays)) next = addDays(next, 1);
  return next;
}

/** Builds the set of holiday dates, validating each one. */
export function holidayDates(holidays: readonly Holiday[]): ReadonlySet<string> {
  return new Set(holidays.map((holiday) => formatCalendarDate(parseCalendarDate(holiday.date))));
}

/** A business day is a weekday that is not a holiday. */
export function isBusinessDay(date: string, holidays: Holidays): boolean {
  return isBusinessDayParsed(parseCalendarDate(date), toHolidaySet(holidays));
}

/** The first business day strictly after `date`. */
export function nextBusinessDay(date: string, holidays: Holidays): string {
  return formatCalendarDate(nextBusinessDayParsed(parseCalendarDate(date), toHolidaySet(holidays)));
}

/** `date` moved forward by `businessDays` business days; 0 returns `date` unchanged. */
export function addBusinessDays(date: string, businessDays: number, holidays: Holidays): string {
  assertDayCount('businessDays', businessDays);
  const set = toHolidaySet(holidays);
  let day = parseCalendarDate(date);
  for (let i = 0; i < businessDays; i += 1) day = nextBusinessDayParsed(day, set);
  return formatCalendarDate(day);
}

/** The shop's local calendar date at `instant`. */
export function shopDate(instant: Date, timeZone: string): string {
  if (!isValid(instant)) throw new RangeError('Invalid instant: expected a valid Date');
  assertTimeZone(timeZone);
  return format(new TZDate(instant.getTime(), timeZone), DATE_FORMAT);
}

/**
 * When an order is placed (and approved and paid): an instant, read in the shop's time zone, or a
 * calendar day chosen in the shipping calendar, which stands for that day's opening (before the
 * cut-off).
 */
export type OrderMoment =
  { readonly at: Date; readonly timeZone: string } | { readonly day: string };

/** The calendar day of an order and whether it came at or after the 6:00 PM cut-off. */
function orderDay(order: OrderMoment): { day: TZDate; afterCutoff: boolean } {
  if ('day' in order) return { day: parseCalendarDate(order.day), afterCutoff: false };
  if (!isValid(order.at)) throw new RangeError('Invalid orderedAt: expected a valid Date');
  assertTimeZone(order.timeZone);
  const local = new TZDate(order.at.getTime(), order.timeZone);
  return {
    day: parseCalendarDate(format(local, DATE_FORMAT)),
    afterCutoff: local.getHours() >= CUTOFF_HOUR,
  };
}

/**
 * The one turnaround rule (spec 000 §9, 001 §9), used by the shipping calendar, the pricing API,
 * the cart and checkout alike. An order is processed on its own day when that is a business day
 * and it came before 6:00 PM; otherwise (after the cut-off, on a weekend or a holiday) on the next
 * business day, exactly as if it had come at that day's opening. Production then takes
 * `printingDays` business days after that processing day, and the last one is the dispatch date.
 * So a Saturday order dispatches with a Friday-evening one, never before it.
 */
export function turnaround(
  order: OrderMoment,
  printingDays: number,
  holidays: Holidays,
): Turnaround {
  assertDayCount('printingDays', printingDays);
  const set = toHolidaySet(holidays);
  const { day, afterCutoff } = orderDay(order);
  const start =
    isBusinessDayParsed(day, set) && !afterCutoff ? day : nextBusinessDayParsed(day, set);
  const productionDays: string[] = [];
  let current = start;
  for (let i = 0; i < printingDays; i += 1) {
    current = nextBusinessDayParsed(current, set);
    productionDays.push(formatCalendarDate(current));
  }
  return {
    start: formatCalendarDate(start),
    productionDays,
    dispatch: formatCalendarDate(current),
  };
}

/** The day production starts for an order placed (or approved) at `orderedAt`. */
export function productionStartDate(orderedAt: Date, timeZone: string, holidays: Holidays): string {
  return turnaround({ at: orderedAt, timeZone }, 0, holidays).start;
}

/** The day an order placed at `orderedAt` leaves the shop: `turnaround`'s dispatch date. */
export function dispatchDate({
  orderedAt,
  timeZone,
  printingDays,
  holidays,
}: DispatchDateInput): string {
  return turnaround({ at: orderedAt, timeZone }, printingDays, holidays).dispatch;
}

/** The shipping line of the cart/checkout summary. */
export function shippingLine(totalCents: number, firstOptionCostCents: number): ShippingLine {
  assertCents('totalCents', totalCents);
  assertCents('firstOptionCostCents', firstOptionCostCents);
  return totalCents >= FREE_SHIPPING_THRESHOLD_CENTS
    ? { free: true, label: 'Free Fast Shipping', costCents: 0 }
    : { free: false, label: 'Fast Shipping', costCents: firstOptionCostCents };
}
