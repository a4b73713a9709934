import { describe, expect, it } from 'vitest';
import type { FeaturedItem, Product } from './catalog-model';
import {
  featuredItemBySlug,
  findProductPage,
  pagesByCategory,
  productPagePath,
  productsOf,
  type Category,
} from './catalog-pages';

const product = (id: number, urlSlug: string): Product => ({
  id,
  name: `Product ${id}`,
  urlSlug,
  prodInfoRef: urlSlug,
  type: 'sticker',
  description: '',
  cuttingIds: [],
  finishingIds: [],
  adhesiveIds: [],
  materialIds: [],
  printedSideIds: [],
  colorIds: [],
  addonGroupIds: [],
  printFeatureGroupIds: [],
  specialProcessingOptionIds: [],
  sizePresets: [],
  dimLookups: [],
  attributeLookups: [],
  quantities: [50],
  priceTable: { areaBreakpoints: [1], quantityBreakpoints: [50], cells: [[100]] },
  listPriceFactorBp: 10_000,
  installReady: false,
});

const page = (
  id: number,
  urlSlug: string,
  categoryId: number,
  productIds: number[],
): FeaturedItem => ({
  id,
  name: `Page ${id}`,
  urlSlug,
  categoryId,
  productIds,
  materialIds: [],
  addonItemIds: [],
  printFeatureGroupIds: [],
  printingDays: 3,
  cuttingId: null,
  shapeId: null,
  preset: null,
});

const categories: Category[] = [
  { id: 2, name: 'Stickers', urlSlug: 'stickers', summary: '' },
  { id: 1, name: 'Labels', urlSlug: 'labels', summary: '' },
  { id: 3, name: 'Empty', urlSlug: 'empty', summary: '' },
];

// Display order is the map's order; it interleaves the categories on purpose.
const catalog = {
  products: new Map([1, 2, 3].map((id) => [id, product(id, `product-${id}`)])),
  featuredItems: new Map([
    [10, page(10, 'vinyl', 2, [1, 2])],
    [11, page(11, 'roll-labels', 1, [3, 99])],
    [12, page(12, 'paper', 2, [2])],
  ]),
};

describe('productsOf', () => {
  it('lists the page’s products in its order and skips ids the catalog lacks', () => {
    expect(productsOf(catalog, page(1, 'x', 1, [2, 1])).map((p) => p.id)).toEqual([2, 1]);
    expect(productsOf(catalog, page(1, 'x', 1, [3, 99])).map((p) => p.id)).toEqual([3]);
  });
});

describe('featuredItemBySlug', () => {
  it('finds a page by its slug, whatever its category', () => {
    expect(featuredItemBySlug(catalog, 'roll-labels')?.id).toBe(11);
    expect(featuredItemBySlug(catalog, 'no-such-page')).toBeUndefined();
  });
});

describe('findProductPage', () => {
  it('finds the page under its own category, with its products', () => {
    const found = findProductPage(catalog, categories, {
      categorySlug: 'stickers',
      itemSlug: 'vinyl',
      productSlug: null,
    });
    expect(found?.category.id).toBe(2);
    expect(found?.item.id).toBe(10);
    expect(found?.products.map((p) => p.id)).toEqual([1, 2]);
    expect(found?.product).toBeNull();
  });

  it('finds a product the path names among the page’s own products', () => {
    const path = { categorySlug: 'stickers', itemSlug: 'vinyl', productSlug: 'product-2' };
    expect(findProductPage(catalog, categories, path)?.product?.id).toBe(2);
  });

  it('finds nothing for a wrong category, an unknown page or a product of another page', () => {
    const paths = [
      { categorySlug: 'labels', itemSlug: 'vinyl', productSlug: null },
      { categorySlug: 'nowhere', itemSlug: 'vinyl', productSlug: null },
      { categorySlug: 'stickers', itemSlug: 'no-such-page', productSlug: null },
      { categorySlug: 'stickers', itemSlug: 'vinyl', productSlug: 'product-3' },
      { categorySlug: 'stickers', itemSlug: 'vinyl', productSlug: 'no-such-product' },
    ];
    for (const path of paths) {
      expect(findProductPage(catalog, categories, path), JSON.stringify(path)).toBeNull();
    }
  });

  it('finds nothing for a page whose category is not listed', () => {
    const path = { categorySlug: 'stickers', itemSlug: 'vinyl', productSlug: null };
    expect(findProductPage(catalog, [], path)).toBeNull();
  });
});

describe('pagesByCategory', () => {
  it('groups the pages under every category, both in display order', () => {
    expect(
      pagesByCategory(catalog, categories).map(({ category, items }) => [
        category.urlSlug,
        items.map((item) => item.urlSlug),
      ]),
    ).toEqual([
      ['stickers', ['vinyl', 'paper']],
      ['labels', ['roll-labels']],
      ['empty', []],
    ]);
  });
});

describe('productPagePath', () => {
  it('joins the slugs into the storefront path', () => {
    const stickers = { urlSlug: 'stickers' };
    const vinyl = { urlSlug: 'vinyl' };
    expect(productPagePath(stickers, vinyl)).toBe('/stickers/vinyl');
    expect(productPagePath(stickers, vinyl, { urlSlug: 'matte' })).toBe('/stickers/vinyl/matte');
  });
});
