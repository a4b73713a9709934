import { formatMoney } from '@shop/domain/money';
import { parseMoney } from '@shop/domain/pricing';

/**
 * An API's decimal amount ("1234.56") as money.ts formats it ("$1,234.56"); anything that is not
 * an amount as it is. For answers that carry no cents yet (the quotation); prefer <Money cents>.
 */
export function formatUsd(amount: string | number): string {
  if (typeof amount === 'number') {
    return Number.isFinite(amount) ? formatMoney(Math.round(amount * 100)) : String(amount);
  }
  return /^\s*-?\d+(\.\d+)?\s*$/.test(amount) ? formatMoney(parseMoney(amount.trim())) : amount;
}

// Written out rather than with Intl.DateTimeFormat: building the first Intl formatter of a page
// costs a phone about 80 ms (ICU's data), in a task of its own while the page hydrates (issue 28
// item 4). The day is the calendar date's own, so the result is the same in every time zone.
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

/** A calendar date ("2026-12-04") as "Fri, Dec 4", the same in every time zone. */
export function formatShortDay(date: string): string {
  const day = new Date(`${date}T12:00:00Z`);
  return `${WEEKDAYS[day.getUTCDay()]}, ${MONTHS[day.getUTCMonth()]} ${day.getUTCDate()}`;
}

/** The same with its year, for lists that run across years: "Fri, Dec 4, 2026". */
export function formatDayWithYear(date: string): string {
  return `${formatShortDay(date)}, ${date.slice(0, 4)}`;
}

/**
 * An instant as the shop's staff read it, in the shop's time zone (the server's and the
 * browser's zones may differ: both render the same text). "Nov 28, 2026, 9:05 AM".
 */
export function formatShopTime(iso: string, timeZone: string, seconds = false): string {
  return new Date(iso).toLocaleString('en-US', {
    dateStyle: 'medium',
    timeStyle: seconds ? 'medium' : 'short',
    timeZone,
  });
}
