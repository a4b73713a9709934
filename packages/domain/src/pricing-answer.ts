import type { Catalog } from './catalog-model';
import { formatCents, priceTiers, type PriceResult } from './pricing';
import type { PricingResponse, PricingRow, ShippingOptionRow } from './pricing-response';
import type { Resolved } from './resolve-configuration';
import { dispatchDate, holidayDates, shippingLine, type Holiday } from './shipping-calendar';

/**
 * The pricing answer (pricing-response.ts holds its schema), computed the same way by the server
 * and by the page. Apart from the schema, so the page prices without zod in its first load.
 */

/** A stable id of one product's tier, as the form's hidden product_pricing_id field carries it. */
export const productPricingId = (productId: number, quantity: number) =>
  productId * 1_000_000 + quantity;

type ResolvedOk = Extract<Resolved, { ok: true }>;

/**
 * Business-day arithmetic costs about a millisecond; a dispatch date only changes when the minute
 * does (the 6:00 PM cut-off falls on a whole minute in every time zone), so it is remembered per
 * holiday list (the catalog's, replaced on reload), minute, zone and printing days.
 */
const dispatchMemo = new WeakMap<
  readonly Holiday[],
  { dates: ReadonlySet<string>; byKey: Map<string, string> }
>();

function memoizedDispatchDate(
  holidays: readonly Holiday[],
  now: Date,
  timeZone: string,
  printingDays: number,
): string {
  let memo = dispatchMemo.get(holidays);
  if (!memo) {
    memo = { dates: holidayDates(holidays), byKey: new Map() };
    dispatchMemo.set(holidays, memo);
  }
  const key = `${Math.floor(now.getTime() / 60_000)}|${timeZone}|${printingDays}`;
  let date = memo.byKey.get(key);
  if (date === undefined) {
    if (memo.byKey.size > 10_000) memo.byKey.clear();
    date = dispatchDate({ orderedAt: now, timeZone, printingDays, holidays: memo.dates });
    memo.byKey.set(key, date);
  }
  return date;
}

/**
 * Prices every tier of a resolved configuration and attaches the shipping options: each method's
 * printing days (the page's printing days plus the method's delta), its dispatch date from `now`
 * in the shop's time zone, and its cost, where the first method ships free from $100 (spec 000 §9).
 */
export function pricingResponse(
  catalog: Catalog,
  resolved: ResolvedOk,
  now: Date,
  timeZone: string,
): PricingResponse {
  const { product, featuredItem, configuration } = resolved;
  const priced = priceTiers(catalog, product, configuration, resolved.customQuantity);
  const quoteReason = resolved.specialSize
    ? ('size-above-maximum' as const)
    : resolved.specialProcessing
      ? ('special-processing' as const)
      : resolved.cutsAboveMaximum
        ? ('cuts-above-maximum' as const)
        : null;
  const result: PriceResult =
    quoteReason === null
      ? priced
      : { status: 'quote', reason: quoteReason, tiers: [], customQuantity: priced.customQuantity };
  // Dispatch dates depend on the method only, not on the tier: compute them once.
  const methods = catalog.shippingMethods.map((method) => {
    const printingDays = Math.max(1, featuredItem.printingDays + method.printingDaysDelta);
    return {
      method,
      printingDays,
      date: memoizedDispatchDate(catalog.holidays, now, timeZone, printingDays),
    };
  });
  const kinds = Math.max(1, configuration.kinds);
  // Two shipping lists serve every tier: the first method is either charged or free ($100+).
  const shippingFor = (free: boolean): ShippingOptionRow[] =>
    methods.map(({ method, printingDays, date }, index) => ({
      id: method.id,
      method: method.method,
      printing_days: printingDays,
      shipping_days: method.shippingDays,
      cost: formatCents(index === 0 && free ? 0 : method.costCents),
      cost_cents: index === 0 && free ? 0 : method.costCents,
      shipping_date: date,
    }));
  const paid = shippingFor(false);
  const free = shippingFor(true);
  const firstCost = methods[0]?.method.costCents ?? 0;

  const rows = result.tiers.map((tier): PricingRow => ({
    product_id: product.id,
    product_pricing_id: productPricingId(product.id, tier.quantity),
    quantity: tier.quantity,
    price: formatCents(tier.priceCents),
    price_cents: tier.priceCents,
    ...(tier.origPriceCents === null
      ? {}
      : { orig_price: formatCents(tier.origPriceCents), orig_price_cents: tier.origPriceCents }),
    print_feature_price: formatCents(tier.printFeatureCents),
    print_feature_price_cents: tier.printFeatureCents,
    custom_qty: tier.customQty,
    shipping: shippingLine(tier.priceCents * kinds, firstCost).free ? free : paid,
  }));

  return {
    status: result.status,
    quote_reason: result.status === 'quote' ? result.reason : null,
    custom_quantity: result.customQuantity.status,
    kinds,
    rows,
  };
}
