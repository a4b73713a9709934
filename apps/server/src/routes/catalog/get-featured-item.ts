import { featuredItemView } from '@shop/domain/featured-item-view';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ShopProblem } from '@shop/shop/problem';

/** A product page with its products' full option tree and its saved preset. */
export const getFeaturedItem: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/featured-items/:slug',
    {
      schema: {
        tags: ['catalog'],
        summary: 'A product page by slug, with every option its products offer',
        params: z.object({
          slug: z
            .string()
            .max(100, 'slug must be at most 100 characters')
            .regex(/^[a-z0-9-]+$/, 'slug must be lowercase letters, digits and hyphens'),
        }),
      },
    },
    async (request) => {
      const { catalog, media } = app.shop.catalog.current();
      const item = [...catalog.featuredItems.values()].find(
        (candidate) => candidate.urlSlug === request.params.slug,
      );
      if (!item) {
        throw new ShopProblem(
          404,
          'NOT_FOUND',
          `There is no product page ${JSON.stringify(request.params.slug)}.`,
        );
      }
      return featuredItemView(catalog, item, media);
    },
  );
};
