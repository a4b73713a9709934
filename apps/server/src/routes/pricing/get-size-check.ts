import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sizeCheckQuerySchema } from '@shop/shop/pricing/contract';

/** The size lookup of a product's cutting and the check of the entered sides. */
export const getSizeCheck: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/size-lookup',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Allowed size range of a cutting and the check of entered sides',
        querystring: sizeCheckQuerySchema,
      },
    },
    async (request) => app.shop.pricing.checkSize(request.query),
  );
};
