import type { Catalog, FeaturedItem } from './catalog-model';

/**
 * The part of the catalog one product page needs to price instantly in the browser: its products
 * (with their price grids) and this page, plus the small option tables, shipping methods and
 * holidays. Everything else stays on the server.
 */
export function catalogForPage(catalog: Catalog, item: FeaturedItem): Catalog {
  return {
    ...catalog,
    products: new Map([...catalog.products].filter(([id]) => item.productIds.includes(id))),
    featuredItems: new Map([[item.id, item]]),
  };
}
