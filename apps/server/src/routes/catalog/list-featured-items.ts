import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const entry = z.object({ id: z.number().int(), name: z.string(), url_slug: z.string() });

/** The title dropdown: product pages grouped by featured category, in display order. */
export const listFeaturedItems: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/featured-items',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Product pages, grouped by featured category',
        response: { 200: z.array(entry.extend({ items: z.array(entry) })) },
      },
    },
    async () => {
      const { catalog, categories } = app.shop.catalog.current();
      const items = [...catalog.featuredItems.values()];
      return categories.map((category) => ({
        id: category.id,
        name: category.name,
        url_slug: category.urlSlug,
        items: items
          .filter((item) => item.categoryId === category.id)
          .map((item) => ({ id: item.id, name: item.name, url_slug: item.urlSlug })),
      }));
    },
  );
};
