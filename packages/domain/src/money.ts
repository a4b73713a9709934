/**
 * Money is integer cents in the domain, on the server and in the browser (docs/pricing.md). It
 * becomes text in two places only: at the JSON edge as the spec's decimal strings ("1234.56",
 * pricing.ts formatCents and parseMoney), and where it is shown, by the formatters below
 * ("$1,234.56"), which every page and the server's documents use.
 */

/** A unit price is kept to a tenth of a cent (a mill): 1 cent = 10 mills (docs/pricing.md). */
export const MILLS_PER_CENT = 10;

/**
 * The unit-price rule: the price of one piece of a tier, in tenths of a cent, rounded half up.
 * Stickers cost a few cents apiece, so whole cents would show $0.04 for $0.035.
 */
export function unitPriceMills(totalCents: number, quantity: number): number {
  if (!Number.isInteger(totalCents) || !Number.isInteger(quantity) || quantity <= 0) return 0;
  return Math.round((totalCents * MILLS_PER_CENT) / quantity);
}

const grouped = (whole: number) => String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** `units` of 10^-decimals dollars as "$1,234.56"; integer arithmetic only. */
function dollars(units: number, decimals: 2 | 3): string {
  const scale = decimals === 2 ? 100 : 1000;
  const sign = units < 0 ? '-' : '';
  const abs = Math.abs(Math.round(units));
  const fraction = String(abs % scale).padStart(decimals, '0');
  return `${sign}$${grouped(Math.floor(abs / scale))}.${fraction}`;
}

/** The money formatter: integer cents as US dollars, "$1,234.56", "-$5.00", "$0.00". */
export function formatMoney(cents: number): string {
  return dollars(cents, 2);
}

/**
 * A tier's unit price by the unit-price rule: to a tenth of a cent, with the third decimal only
 * when it is not zero ("$0.035", "$1.20").
 */
export function formatUnitPrice(totalCents: number, quantity: number): string {
  const mills = unitPriceMills(totalCents, quantity);
  return mills % MILLS_PER_CENT === 0 ? dollars(mills / MILLS_PER_CENT, 2) : dollars(mills, 3);
}
