import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { featuredItemParamsSchema } from '@shop/shop/catalog/contract';

/** A product page with its products' full option tree and its saved preset. */
export const getFeaturedItem: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/featured-items/:slug',
    {
      schema: {
        tags: ['catalog'],
        summary: 'A product page by slug, with every option its products offer',
        params: featuredItemParamsSchema,
      },
    },
    async (request) => app.shop.catalog.featuredItemView(request.params.slug),
  );
};
