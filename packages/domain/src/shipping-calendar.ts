import { TZDate } from '@date-fns/tz';

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
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A calendar date as the UTC midnight that starts it: calendar days are counted in UTC, so the
 * host's own time zone and DST never shift a day. Plain `Date` arithmetic, not a zoned date: a
 * zoned date asks Intl for its offset at every step, and a product page computes a dispatch date
 * for every quantity and shipping method as it hydrates, which on a phone was the page's longest
 * task (issue 28 item 4). Only the order's own instant is read in the shop's zone (`orderDay`).
 */
type CalendarDay = Date;

function parseCalendarDate(date: string): CalendarDay {
  // The shape first (Date also reads other forms), then the round trip refuses days that do not
  // exist (2026-02-30 would roll over into March).
  const parsed = DATE_PATTERN.test(date) ? new Date(`${date}T00:00:00Z`) : undefined;
  if (parsed === undefined || !isValidDate(parsed) || formatCalendarDate(parsed) !== date) {
    throw new RangeError(
      `Invalid calendar date ${JSON.stringify(date)}: expected a real YYYY-MM-DD`,
    );
  }
  return parsed;
}

function formatCalendarDate(date: CalendarDay): string {
  return date.toISOString().slice(0, 10);
}

const isValidDate = (date: Date) => !Number.isNaN(date.getTime());
const nextDay = (day: CalendarDay): CalendarDay => new Date(day.getTime() + DAY_MS);
const isWeekend = (day: CalendarDay) => day.getUTCDay() === 0 || day.getUTCDay() === 6;
const twoDigits = (value: number) => String(value).padStart(2, '0');

/** A zoned date's own calendar date, as `YYYY-MM-DD`. */
function zonedCalendarDate(local: TZDate): string {
  return `${String(local.getFullYear()).padStart(4, '0')}-${twoDigits(local.getMonth() + 1)}-${twoDigits(local.getDate())}`;
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

function isBusinessDayParsed(day: CalendarDay, holidays: ReadonlySet<string>): boolean {
  return !isWeekend(day) && !holidays.has(formatCalendarDate(day));
}

function nextBusinessDayParsed(day: CalendarDay, holidays: ReadonlySet<string>): CalendarDay {
  let next = nextDay(day);
  while (!isBusinessDayParsed(next, holidays)) next = nextDay(next);
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
  if (!isValidDate(instant)) throw new RangeError('Invalid instant: expected a valid Date');
  return shopClock(instant, timeZone).day;
}

/**
 * When an order is placed (and approved and paid): an instant, read in the shop's time zone, or a
 * calendar day chosen in the shipping calendar, which stands for that day's opening (before the
 * cut-off).
 */
export type OrderMoment =
  { readonly at: Date; readonly timeZone: string } | { readonly day: string };

/**
 * An instant read in the shop's time zone: its calendar day and whether it is at or after the
 * cut-off. The one reading that needs the zone (Intl); `knowShopClock` lets a browser start from
 * the server's reading of the page's instant instead of loading the zone itself.
 */
export interface ShopClockReading {
  readonly time: number;
  readonly timeZone: string;
  readonly day: string;
  readonly afterCutoff: boolean;
}

/** Reads `at` in the shop's zone (Intl: building the first zoned formatter loads ICU's zones). */
export function readShopClock(at: Date, timeZone: string): ShopClockReading {
  if (!isValidDate(at)) throw new RangeError('Invalid orderedAt: expected a valid Date');
  assertTimeZone(timeZone);
  const local = new TZDate(at.getTime(), timeZone);
  return {
    time: at.getTime(),
    timeZone,
    day: zonedCalendarDate(local),
    afterCutoff: local.getHours() >= CUTOFF_HOUR,
  };
}

// The readings in use: a page prices every quantity and method at the same instant, so it is read
// once. A product page's browser is handed the server's reading of its instant (`knowShopClock`),
// which spares a phone loading ICU's time zones as the page hydrates, its longest task (issue 28
// item 4). A few entries at most; the cap is a guard.
const readings = new Map<string, ShopClockReading>();
const readingKey = (time: number, timeZone: string) => `${time}|${timeZone}`;

/** Keeps a reading made elsewhere (the server's, of the same instant and zone). */
export function knowShopClock(reading: ShopClockReading): void {
  if (readings.size >= 16) readings.clear();
  readings.set(readingKey(reading.time, reading.timeZone), reading);
}

/** The calendar day of an order and whether it came at or after the 6:00 PM cut-off. */
function orderDay(order: OrderMoment): { day: CalendarDay; afterCutoff: boolean } {
  if ('day' in order) return { day: parseCalendarDate(order.day), afterCutoff: false };
  if (!isValidDate(order.at)) throw new RangeError('Invalid orderedAt: expected a valid Date');
  const reading = shopClock(order.at, order.timeZone);
  return { day: parseCalendarDate(reading.day), afterCutoff: reading.afterCutoff };
}

/** The reading of a valid instant, kept or made. */
function shopClock(at: Date, timeZone: string): ShopClockReading {
  const kept = readings.get(readingKey(at.getTime(), timeZone));
  if (kept) return kept;
  const reading = readShopClock(at, timeZone);
  knowShopClock(reading);
  return reading;
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
