import type { CatalogCache } from '@shop/db/catalog-cache';
import type { CatalogSnapshot } from '@shop/db/repositories/catalog-loader';
import {
  findProductPage,
  featuredItemBySlug,
  pagesByCategory,
  productPagePath,
  productsOf,
  type Category,
  type ProductPagePath,
} from '@shop/domain/catalog-pages';
import { catalogForPage } from '@shop/domain/catalog-slice';
import { featuredItemView, type FeaturedItemView } from '@shop/domain/featured-item-view';
import { lowestTierCents, startingState } from '@shop/domain/price-configuration';
import {
  specialProcessingCatalog,
  type SpecialProcessingCatalog,
} from '@shop/domain/special-processing-catalog';
import type { Catalog } from '@shop/domain/catalog-model';
import type { LetteringSize } from '@shop/domain/lettering/measure';
import { ShopProblem } from '../problem';
import type { FeaturedCategory, FeaturedItemsMenu } from './contract';

/** A product page as a link: the storefront lists and menus show these. */
export interface PageLink {
  id: number;
  name: string;
  url_slug: string;
  /** The page's storefront path, `/{category}/{item}`. */
  path: string;
}

/** One form catalog per catalog snapshot: built once, not per request. */
const specialProcessingForms = new WeakMap<Catalog, SpecialProcessingCatalog>();

const DAY_MS = 24 * 3600 * 1000;
const utcDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

const featuredCategory = ({ id, name, urlSlug, summary }: Category): FeaturedCategory => ({
  id,
  name,
  url_slug: urlSlug,
  summary,
});

/**
 * The catalog's operations over the catalog in memory: the navigation, the product pages by
 * category and by path, and what a product page needs to render and price in the browser.
 */
export function catalogService({
  catalog,
  clock,
  shopTimeZone,
}: {
  catalog: CatalogCache;
  clock: () => Date;
  shopTimeZone: string;
}) {
  const groups = () => {
    const { catalog: model, categories } = catalog.current();
    return pagesByCategory(model, categories).map(({ category, items }) => ({
      category: featuredCategory(category),
      pages: items.map((item): PageLink => ({
        id: item.id,
        name: item.name,
        url_slug: item.urlSlug,
        path: productPagePath(category, item),
      })),
    }));
  };

  // A page's cheapest tier depends on the catalog and the page's start alone (prices do not move
  // with the date): remembered per catalog snapshot, at most one per page, product and preset.
  const cheapest = new WeakMap<CatalogSnapshot, Map<string, number | null>>();
  const cheapestOf = (snapshot: CatalogSnapshot, key: string, price: () => number | null) => {
    let known = cheapest.get(snapshot);
    if (!known) cheapest.set(snapshot, (known = new Map()));
    if (!known.has(key)) known.set(key, price());
    return known.get(key) ?? null;
  };

  return {
    /** The catalog in memory's version: it changes with every catalog or calendar write. */
    version: (): number => catalog.current().version,

    /** The featured categories of the storefront navigation, in display order. */
    listFeaturedCategories: (): FeaturedCategory[] =>
      catalog.current().categories.map(featuredCategory),

    /** Every category in display order with its product pages in display order. */
    pagesByCategory: groups,

    /** GET /api/featured-items: the title dropdown's pages grouped by category. */
    featuredItemsMenu: (): FeaturedItemsMenu =>
      groups().map(({ category, pages }) => ({
        id: category.id,
        name: category.name,
        url_slug: category.url_slug,
        items: pages.map(({ id, name, url_slug }) => ({ id, name, url_slug })),
      })),

    /** What the Special Processing form reads of the catalog in the browser (issue 16). */
    specialProcessingForm(): SpecialProcessingCatalog {
      const model = catalog.current().catalog;
      let form = specialProcessingForms.get(model);
      if (!form) {
        form = specialProcessingCatalog(model);
        specialProcessingForms.set(model, form);
      }
      return form;
    },

    /** A product page by its slug, with its products' full option tree; 404 when unknown. */
    featuredItemView(slug: string): FeaturedItemView {
      const { catalog: model, media } = catalog.current();
      const item = featuredItemBySlug(model, slug);
      if (!item) {
        throw new ShopProblem(
          404,
          'NOT_FOUND',
          `There is no product page ${JSON.stringify(slug)}.`,
        );
      }
      return featuredItemView(model, item, media);
    },

    /**
     * A category's own page (`/stickers`): its product pages as cards with their first product's
     * picture and words; null for an unknown category.
     */
    categoryPage(categorySlug: string) {
      const { catalog: model, categories, media } = catalog.current();
      const group = pagesByCategory(model, categories).find(
        ({ category }) => category.urlSlug === categorySlug,
      );
      if (!group) return null;
      const { category, items } = group;
      return {
        category: featuredCategory(category),
        pages: items.map((item) => {
          const firstProduct = productsOf(model, item)[0];
          return {
            name: item.name,
            href: productPagePath(category, item),
            picture:
              media.find((m) => m.kind === 'thumbnail' && m.productId === firstProduct?.id)
                ?.filePath ?? null,
            summary: firstProduct?.description ?? '',
          };
        }),
      };
    },

    /**
     * The product page at a path, with what it renders: the catalog slice it prices with in the
     * browser, its media, the title dropdown's pages and the first configuration's lowest price
     * (for search engines). `featured` loads the page's saved preset (spec 000 §2). Null when
     * the path names no page (404).
     */
    findProductPage(
      path: ProductPagePath,
      {
        featured,
        letteringSize = null,
      }: { featured: boolean; letteringSize?: LetteringSize | null },
    ) {
      const snapshot = catalog.current();
      const { catalog: model, categories, media } = snapshot;
      const page = findProductPage(model, categories, path);
      if (!page) return null;
      const { category, item, product } = page;
      const preset = featured ? item.preset : null;
      const productId = product?.id ?? preset?.productId ?? item.productIds[0] ?? 0;
      const letteringKey = letteringSize
        ? `${letteringSize.widthIn}x${letteringSize.heightIn}`
        : '';
      return {
        category: { name: category.name, urlSlug: category.urlSlug },
        item: {
          id: item.id,
          name: item.name,
          urlSlug: item.urlSlug,
          categorySlug: category.urlSlug,
        },
        products: page.products.map(({ id, name, urlSlug, description }) => ({
          id,
          name,
          urlSlug,
          description,
        })),
        /** The product the path names, if it names one. */
        product: product && { id: product.id, name: product.name, urlSlug: product.urlSlug },
        productId,
        preset,
        // A day before today in UTC is never after the shop's today, in any zone, and costs no
        // time-zone arithmetic on every render.
        catalog: catalogForPage(model, item, { today: utcDate(clock().getTime() - DAY_MS) }),
        media: media.filter((m) => item.productIds.includes(m.productId)),
        // The title dropdown: every product page, grouped by category.
        pages: groups().map(({ category: group, pages }) => ({
          name: group.name,
          urlSlug: group.url_slug,
          items: pages.map(({ name, url_slug }) => ({ name, urlSlug: url_slug })),
        })),
        /** The cheapest tier of the configuration the page shows first; null when quoted. */
        lowestTierCents: cheapestOf(
          snapshot,
          `${item.id}|${productId}|${featured}|${letteringKey}`,
          () =>
            lowestTierCents(
              model,
              startingState(model, { productId, featuredItemId: item.id, preset, letteringSize }),
              clock(),
              shopTimeZone,
            ),
        ),
        /** The page's main picture (a path on this site). */
        imagePath:
          media.find((m) => m.kind === 'thumbnail' && m.productId === productId)?.filePath ??
          '/favicon.svg',
      };
    },
  };
}

export type CatalogService = ReturnType<typeof catalogService>;
