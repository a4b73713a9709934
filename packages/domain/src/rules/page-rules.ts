/**
 * What a product page (a featured item) decides by itself, read from the catalog rather than from
 * its URL: its kind, and the cutting and shape its form starts on. The browser's configurator
 * (configurator-cascade.ts) and the server's resolver (resolve-configuration.ts) both start from
 * here, so a page opens on the same choices whichever side computes them (issue 12).
 */
import type { Catalog, Cutting, FeaturedItem, Product } from '../catalog-model';
import { CUTTING_ROLL } from './catalog-ids';
import { isCuttingDisabled } from './special-processing-cuttings';

/**
 * - `roll`: the page sells its products on the roll cutting (cutting 9, catalog-ids.md);
 * - `business-cards`: the page sells business cards or hang tags (product type business-card);
 * - `lettering`: the page sells lettering (product type lettering);
 * - `stickers`: every other page.
 */
export type PageKind = 'stickers' | 'roll' | 'business-cards' | 'lettering';

/**
 * The kind of the page with this id, from the page's own cutting and its first product's type
 * (the product the page opens on). A page the catalog does not hold is a sticker page.
 */
export function pageKind(catalog: Catalog, featuredItemId: number): PageKind {
  const item = catalog.featuredItems.get(featuredItemId);
  if (!item) return 'stickers';
  if (item.cuttingId === CUTTING_ROLL) return 'roll';
  const type = catalog.products.get(item.productIds[0] ?? -1)?.type;
  if (type === 'business-card') return 'business-cards';
  if (type === 'lettering') return 'lettering';
  return 'stickers';
}

/**
 * The cutting a page's form starts on for a product: the page's own cutting where the product
 * offers it (the roll pages start, and stay after a product change, on the roll cutting), else
 * the first ordinary cutting the product offers. Special-processing and disabled cuttings are
 * chosen by the visitor, never by default (spec 001 §4). `offered` is the product's cutting list.
 */
export function startingCuttingId(
  offered: readonly Cutting[],
  product: Product,
  page: FeaturedItem | null,
): number | null {
  const enabled = offered.filter((cutting) => !isCuttingDisabled(cutting.id, product.id));
  const own = enabled.find((cutting) => cutting.id === page?.cuttingId);
  return (own ?? enabled.find((cutting) => !cutting.specialProcessing))?.id ?? null;
}

/**
 * The offered shapes with the page's own first where offered (lettering pages cut a custom
 * shape), so that "the first offered" is the page's shape.
 */
export function pageShapesFirst<T extends { id: number }>(
  offered: readonly T[],
  page: FeaturedItem | null,
): T[] {
  const own = page?.shapeId ?? null;
  return [
    ...offered.filter((shape) => shape.id === own),
    ...offered.filter((shape) => shape.id !== own),
  ];
}
