import { z } from 'zod';

/**
 * What GET /api/get/pricing-data answers; the browser computes the same with pricingResponse (pricing-answer.ts). Every
 * amount comes twice: the spec's decimal string ("49.06") and the same amount in integer cents
 * (`*_cents`), which the pages compute and print with (money.ts), never parsing the strings.
 */
const money = z.string().regex(/^-?\d+\.\d{2}$/);
const cents = z.number().int();

export const shippingOptionSchema = z.object({
  id: z.number().int(),
  method: z.string(),
  printing_days: z.number().int(),
  shipping_days: z.number().int(),
  cost: money,
  cost_cents: cents,
  shipping_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
});

export const pricingRowSchema = z.object({
  product_id: z.number().int(),
  product_pricing_id: z.number().int(),
  quantity: z.number().int(),
  price: money,
  price_cents: cents,
  orig_price: money.optional(),
  orig_price_cents: cents.optional(),
  print_feature_price: money,
  print_feature_price_cents: cents,
  custom_qty: z.boolean(),
  shipping: z.array(shippingOptionSchema),
});

export const pricingResponseSchema = z.object({
  status: z.enum(['priced', 'quote']),
  quote_reason: z
    .enum([
      'size-above-maximum',
      'quantity-above-range',
      'special-processing',
      'cuts-above-maximum',
    ])
    .nullable(),
  custom_quantity: z.enum(['none', 'priced', 'below-minimum', 'above-maximum']),
  kinds: z.number().int(),
  rows: z.array(pricingRowSchema),
});

export type ShippingOptionRow = z.infer<typeof shippingOptionSchema>;
export type PricingRow = z.infer<typeof pricingRowSchema>;
export type PricingResponse = z.infer<typeof pricingResponseSchema>;
