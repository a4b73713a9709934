import { z } from 'zod';

/** A featured category as the storefront and the API show it. */
export const featuredCategorySchema = z.object({
  id: z.number().int().positive(),
  name: z.string().min(1),
  url_slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  summary: z.string(),
});

export type FeaturedCategory = z.infer<typeof featuredCategorySchema>;
