import { idField } from '@shop/domain/query-fields';
import type { HolidayType } from '@shop/domain/shipping-calendar';
import { z } from 'zod';

/*
 * Shipping's requests and answers (spec 000 §7): the API validates what it sends with them, the
 * product page's shipping section what it receives. Browser-safe (zod and the domain only).
 */

const HOLIDAY_TYPES = ['federal', 'closure'] as const satisfies readonly HolidayType[];

/** GET /api/quote/get/holidays: the days the shop does not produce or dispatch, by date. */
export const holidaysSchema = z.array(
  z.object({
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    name: z.string(),
    type: z.enum(HOLIDAY_TYPES),
  }),
);

/** GET /api/quote/get/shipping-info/:featuredItemId */
export const shippingInfoParamsSchema = z.object({ featuredItemId: idField('featuredItemId') });

/** The products of a product page with their printing days (the shipping-info table). */
export const shippingInfoSchema = z.array(
  z.object({
    id: z.number().int(),
    product: z.string(),
    printing_days: z.number().int().nonnegative(),
  }),
);

export type ShippingInfoRow = z.infer<typeof shippingInfoSchema>[number];
