import { z } from 'zod';
import type { SpecialProcessingCatalog } from '@shop/domain/special-processing-catalog';

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

/** A catalog row as the JSON carries it: an object with its numeric id. */
const catalogRow = <T>() =>
  z.custom<T>(
    (value) =>
      typeof value === 'object' && value !== null && 'id' in value && typeof value.id === 'number',
    'must be a catalog row with an id',
  );

/**
 * GET /api/special-processing-form's answer as the browser reads it (ADR 0041): each list of the
 * domain's SpecialProcessingCatalog, its rows the domain's types.
 */
export const specialProcessingFormSchema = z.object({
  products: z.array(catalogRow<SpecialProcessingCatalog['products'][number]>()),
  featuredItems: z.array(catalogRow<SpecialProcessingCatalog['featuredItems'][number]>()),
  cuttings: z.array(catalogRow<SpecialProcessingCatalog['cuttings'][number]>()),
  shapes: z.array(catalogRow<SpecialProcessingCatalog['shapes'][number]>()),
  finishings: z.array(catalogRow<SpecialProcessingCatalog['finishings'][number]>()),
  adhesives: z.array(catalogRow<SpecialProcessingCatalog['adhesives'][number]>()),
  colors: z.array(catalogRow<SpecialProcessingCatalog['colors'][number]>()),
  addonGroups: z.array(catalogRow<SpecialProcessingCatalog['addonGroups'][number]>()),
  specialProcessingOptions:
    z.array(catalogRow<SpecialProcessingCatalog['specialProcessingOptions'][number]>()),
}) satisfies z.ZodType<SpecialProcessingCatalog>;
