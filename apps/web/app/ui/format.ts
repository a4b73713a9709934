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

// Built once: toLocaleDateString builds a formatter per call, which was 2.6 % of a product
// page's server render (issue 14).
const shortDay = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** A calendar date ("2026-12-04") as "Fri, Dec 4", the same in every time zone. */
export function formatShortDay(date: string): string {
  return shortDay.format(new Date(`${date}T12:00:00Z`));
}
