import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ShopProblem } from '@shop/shop/problem';

const shippingInfoSchema = z.array(
  z.object({ id: z.number().int(), product: z.string(), printing_days: z.number().int() }),
);

/** The products of a product page with their printing days (the shipping-info table). */
export const getShippingInfo: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/quote/get/shipping-info/:featuredItemId',
    {
      schema: {
        tags: ['shipping'],
        summary: 'Printing days of each product of a product page',
        params: z.object({
          featuredItemId: z.coerce
            .number({ message: 'featuredItemId must be a number' })
            .int('featuredItemId must be a whole number')
            .positive('featuredItemId must be a positive id')
            .max(999_999_999, 'featuredItemId is too large'),
        }),
        response: { 200: shippingInfoSchema },
      },
    },
    async (request) => {
      const { catalog } = app.shop.catalog.current();
      const item = catalog.featuredItems.get(request.params.featuredItemId);
      if (!item) {
        throw new ShopProblem(
          404,
          'UNKNOWN_ID',
          `There is no featured item with id ${request.params.featuredItemId}.`,
          [{ field: 'featuredItemId', message: 'unknown featured item' }],
        );
      }
      return item.productIds.flatMap((productId) => {
        const product = catalog.products.get(productId);
        return product
          ? [{ id: product.id, product: product.name, printing_days: item.printingDays }]
          : [];
      });
    },
  );
};
