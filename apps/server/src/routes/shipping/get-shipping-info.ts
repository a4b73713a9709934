import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { shippingInfoParamsSchema, shippingInfoSchema } from '@shop/shop/shipping/contract';

/** The products of a product page with their printing days (the shipping-info table). */
export const getShippingInfo: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/quote/get/shipping-info/:featuredItemId',
    {
      schema: {
        tags: ['shipping'],
        summary: 'Printing days of each product of a product page',
        params: shippingInfoParamsSchema,
        response: { 200: shippingInfoSchema },
      },
    },
    async (request) => app.shop.shipping.shippingInfo(request.params.featuredItemId),
  );
};
