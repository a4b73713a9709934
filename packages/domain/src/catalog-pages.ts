import type { Catalog, FeaturedItem, Product } from './catalog-model';

/**
 * Where the product pages are: featured categories hold product pages (featured items), and a
 * page offers one or more products. Every lookup of a page by its slugs and every grouping of
 * pages by category is written here once, so the API, the storefront's loaders, the reviews and
 * the sitemap all find the same page for the same path.
 */

/** A featured category of the storefront's navigation: the level above the product pages. */
export interface Category {
  id: number;
  name: string;
  urlSlug: string;
  summary: string;
}

/** The products a page offers, in the page's order (an id the catalog lacks is skipped). */
export function productsOf(catalog: Pick<Catalog, 'products'>, item: FeaturedItem): Product[] {
  return item.productIds
    .map((id) => catalog.products.get(id))
    .filter((product): product is Product => product !== undefined);
}

/** A product page by its url_slug, unique across the shop (the database enforces it). */
export function featuredItemBySlug(
  catalog: Pick<Catalog, 'featuredItems'>,
  slug: string,
): FeaturedItem | undefined {
  for (const item of catalog.featuredItems.values()) if (item.urlSlug === slug) return item;
  return undefined;
}

/** The slugs of a product page's path, `/{category}/{item}[/{product}]`. */
export interface ProductPagePath {
  categorySlug: string;
  itemSlug: string;
  productSlug: string | null;
}

export interface ProductPage<C extends Category = Category> {
  category: C;
  item: FeaturedItem;
  /** The page's products, in its order. */
  products: Product[];
  /** The product the path's third segment names; null when the path names none. */
  product: Product | null;
}

/**
 * The product page at a path: the page of that slug, under the category of that slug, and, when
 * the path names a product, one of the page's own products. Null when any segment names nothing
 * (the page answers 404).
 */
export function findProductPage<C extends Category>(
  catalog: Pick<Catalog, 'featuredItems' | 'products'>,
  categories: readonly C[],
  path: ProductPagePath,
): ProductPage<C> | null {
  const item = featuredItemBySlug(catalog, path.itemSlug);
  const category = item && categories.find((candidate) => candidate.id === item.categoryId);
  if (!item || !category || category.urlSlug !== path.categorySlug) return null;
  const products = productsOf(catalog, item);
  if (path.productSlug === null) return { category, item, products, product: null };
  const product = products.find((candidate) => candidate.urlSlug === path.productSlug);
  return product ? { category, item, products, product } : null;
}

export interface CategoryPages<C extends Category = Category> {
  category: C;
  /** The category's product pages, in display order. */
  items: FeaturedItem[];
}

/** Every category in display order with its product pages in display order (even none). */
export function pagesByCategory<C extends Category>(
  catalog: Pick<Catalog, 'featuredItems'>,
  categories: readonly C[],
): CategoryPages<C>[] {
  const items = [...catalog.featuredItems.values()];
  return categories.map((category) => ({
    category,
    items: items.filter((item) => item.categoryId === category.id),
  }));
}

/** The storefront path of a product page, or of one of its products. */
export function productPagePath(
  category: Pick<Category, 'urlSlug'>,
  item: Pick<FeaturedItem, 'urlSlug'>,
  product: Pick<Product, 'urlSlug'> | null = null,
): string {
  return `/${category.urlSlug}/${item.urlSlug}${product ? `/${product.urlSlug}` : ''}`;
}
