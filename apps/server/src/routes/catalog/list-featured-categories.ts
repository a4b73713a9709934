import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { featuredCategoriesSchema } from '@shop/shop/catalog/contract';

export const listFeaturedCategories: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/featured-categories',
    {
      schema: {
        tags: ['catalog'],
        summary: 'The featured categories of the storefront navigation, in display order',
        response: { 200: featuredCategoriesSchema },
      },
    },
    () => app.shop.catalog.listFeaturedCategories(),
  );
};
