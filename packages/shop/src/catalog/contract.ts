import { z } from 'zod';

/*
 * The catalog's requests and answers: the storefront navigation, the title dropdown's pages and
 * one product page's option tree. Browser-safe (zod and the domain only).
 */

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);

/** A featured category as the storefront and the API show it. */
export const featuredCategorySchema = z.object({
  id: z.number().int().positive(),
  name: z.string().min(1),
  url_slug: slug,
  summary: z.string(),
});

export type FeaturedCategory = z.infer<typeof featuredCategorySchema>;

/** GET /api/featured-categories */
export const featuredCategoriesSchema = z.array(featuredCategorySchema);

const menuEntry = z.object({ id: z.number().int(), name: z.string(), url_slug: z.string() });

/** GET /api/featured-items: the product pages grouped by featured category, in display order. */
export const featuredItemsMenuSchema = z.array(menuEntry.extend({ items: z.array(menuEntry) }));

export type FeaturedItemsMenu = z.infer<typeof featuredItemsMenuSchema>;

/** GET /api/featured-items/:slug */
export const featuredItemParamsSchema = z.object({
  slug: z
    .string()
    .max(100, 'slug must be at most 100 characters')
    .regex(/^[a-z0-9-]+$/, 'slug must be lowercase letters, digits and hyphens'),
});
