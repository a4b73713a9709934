import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { featuredItemsMenuSchema } from '@shop/shop/catalog/contract';

/** The title dropdown: product pages grouped by featured category, in display order. */
export const listFeaturedItems: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/featured-items',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Product pages, grouped by featured category',
        response: { 200: featuredItemsMenuSchema },
      },
    },
    async () => app.shop.catalog.featuredItemsMenu(),
  );
};
