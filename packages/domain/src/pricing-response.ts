import { z } from 'zod';
import type { Catalog } from './catalog-model';
import { formatCents, priceTiers } from './pricing';
import type { Resolved } from './resolve-configuration';
import { dispatchDate, holidayDates, shippingLine } from './shipping-calendar';

/** What GET /api/get/pricing-data answers; the browser computes the same with this module. */
const money = z.string().regex(/^-?\d+\.\d{2}$/);

export const shippingOptionSchema = z.object({
  id: z.number().int(),
  method: z.string(),
  printing_days: z.number().int(),
  shipping_days: z.number().int(),
  cost: money,
  shipping_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
});

export const pricingRowSchema = z.object({
  product_id: z.number().int(),
  product_pricing_id: z.number().int(),
  quantity: z.number().int(),
  price: money,
  orig_price: money.optional(),
  print_feature_price: money,
  custom_qty: z.boolean(),
  shipping: z.array(shippingOptionSchema),
});

export const pricingResponseSchema = z.object({
  status: z.enum(['priced', 'quote']),
  quote_reason: z.enum(['size-above-maximum', 'quantity-above-range']).nullable(),
  custom_quantity: z.enum(['none', 'priced', 'below-minimum', 'above-maximum']),
  kinds: z.number().int(),
  rows: z.array(pricingRowSchema),
});

export type ShippingOptionRow = z.infer<typeof shippingOptionSchema>;
export type PricingRow = z.infer<typeof pricingRowSchema>;
export type PricingResponse = z.infer<typeof pricingResponseSchema>;

/** A stable id of one product's tier, as the form's hidden product_pricing_id field carries it. */
export const productPricingId = (productId: number, quantity: number) =>
  productId * 1_000_000 + quantity;

type ResolvedOk = Extract<Resolved, { ok: true }>;

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
  const result = priceTiers(catalog, product, configuration, resolved.customQuantity);
  const holidays = holidayDates(catalog.holidays);
  // Dispatch dates depend on the method only, not on the tier: compute them once.
  const methods = catalog.shippingMethods.map((method) => {
    const printingDays = Math.max(1, featuredItem.printingDays + method.printingDaysDelta);
    return {
      method,
      printingDays,
      date: dispatchDate({ orderedAt: now, timeZone, printingDays, holidays }),
    };
  });
  const kinds = Math.max(1, configuration.kinds);

  const rows = result.tiers.map((tier): PricingRow => {
    const totalCents = tier.priceCents * kinds;
    return {
      product_id: product.id,
      product_pricing_id: productPricingId(product.id, tier.quantity),
      quantity: tier.quantity,
      price: formatCents(tier.priceCents),
      ...(tier.origPriceCents === null ? {} : { orig_price: formatCents(tier.origPriceCents) }),
      print_feature_price: formatCents(tier.printFeatureCents),
      custom_qty: tier.customQty,
      shipping: methods.map(({ method, printingDays, date }, index) => ({
        id: method.id,
        method: method.method,
        printing_days: printingDays,
        shipping_days: method.shippingDays,
        cost: formatCents(
          index === 0 ? shippingLine(totalCents, method.costCents).costCents : method.costCents,
        ),
        shipping_date: date,
      })),
    };
  });

  return {
    status: result.status,
    quote_reason: result.status === 'quote' ? result.reason : null,
    custom_quantity: result.customQuantity.status,
    kinds,
    rows,
  };
}
