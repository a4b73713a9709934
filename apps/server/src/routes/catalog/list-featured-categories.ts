import { featuredCategorySchema } from '@shop/domain/catalog';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

export const listFeaturedCategories: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/featured-categories',
    {
      schema: {
        tags: ['catalog'],
        summary: 'The featured categories of the storefront navigation, in display order',
        response: { 200: z.array(featuredCategorySchema) },
      },
    },
    () => app.shop.catalog.listFeaturedCategories(),
  );
};
