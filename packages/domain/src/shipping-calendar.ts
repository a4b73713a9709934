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

/** The day production starts for an order placed (or approved) at `orderedAt`. */
export function productionStartDate(orderedAt: Date, timeZone: string, holidays: Holidays): string {
  if (!isValid(orderedAt)) throw new RangeError('Invalid orderedAt: expected a valid Date');
  assertTimeZone(timeZone);
  const set = toHolidaySet(holidays);
  const local = new TZDate(orderedAt.getTime(), timeZone);
  const day = parseCalendarDate(format(local, DATE_FORMAT));
  if (isBusinessDayParsed(day, set) && local.getHours() < CUTOFF_HOUR) {
    return formatCalendarDate(day);
  }
  return formatCalendarDate(nextBusinessDayParsed(day, set));
}

/** The day an order placed at `orderedAt` leaves the shop. */
export function dispatchDate({
  orderedAt,
  timeZone,
  printingDays,
  holidays,
}: DispatchDateInput): string {
  assertDayCount('printingDays', printingDays);
  const set = toHolidaySet(holidays);
  return addBusinessDays(productionStartDate(orderedAt, timeZone, set), printingDays, set);
}

/**
 * The shipping-calendar widget's view of a chosen order/approval date: production starts that day
 * (or the next business day when it is not one) and runs `printingDays` business days.
 */
export function turnaroundFromDate(
  date: string,
  printingDays: number,
  holidays: Holidays,
): Turnaround {
  assertDayCount('printingDays', printingDays);
  const set = toHolidaySet(holidays);
  const chosen = parseCalendarDate(date);
  const start = isBusinessDayParsed(chosen, set) ? chosen : nextBusinessDayParsed(chosen, set);
  const productionDays: string[] = [];
  let day = start;
  for (let i = 0; i < printingDays; i += 1) {
    day = nextBusinessDayParsed(day, set);
    productionDays.push(formatCalendarDate(day));
  }
  return {
    start: formatCalendarDate(start),
    productionDays,
    dispatch: formatCalendarDate(day),
  };
}

/** The shipping line of the cart/checkout summary. */
export function shippingLine(totalCents: number, firstOptionCostCents: number): ShippingLine {
  assertCents('totalCents', totalCents);
  assertCents('firstOptionCostCents', firstOptionCostCents);
  return totalCents >= FREE_SHIPPING_THRESHOLD_CENTS
    ? { free: true, label: 'Free Fast Shipping', costCents: 0 }
    : { free: false, label: 'Fast Shipping', costCents: firstOptionCostCents };
}
