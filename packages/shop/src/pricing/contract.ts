import { z } from 'zod';
import { idField } from '@shop/domain/query-fields';

/*
 * Pricing's requests and answers. The pricing query and response are domain schemas (the
 * browser prices with the same rules and builds the same query); they are named here so each
 * route and form finds every pricing schema in one place.
 */
export { pricingQuerySchema, type PricingQuery } from '@shop/domain/pricing-query';
export { pricingResponseSchema, type PricingResponse } from '@shop/domain/pricing-response';

/** A side as typed on the size lookup: empty means not entered yet. */
const inches = (field: string) =>
  z
    .string()
    .max(9, `${field} must be at most 9 characters`)
    .regex(/^\d{0,4}(\.\d{0,4})?$/, `${field} must be a number of inches such as 3 or 2.5`)
    .transform((value) => (value === '' ? null : Number(value)));

/** GET /api/size-lookup */
export const sizeCheckQuerySchema = z
  .object({
    product_id: idField('product_id'),
    cutting_id: idField('cutting_id').optional(),
    width: inches('width').optional(),
    height: inches('height').optional(),
    orientation: idField('orientation').optional(),
    page: z
      .enum(['quote-page', 'price-tab', 'special-processing'], {
        message: 'page must be quote-page, price-tab or special-processing',
      })
      .optional(),
  })
  .strict();

export type SizeCheckQuery = z.infer<typeof sizeCheckQuerySchema>;
