import type { DatabaseHandle } from '@shop/db/client';
import { demoFeaturedItems, demoFeaturedPresets } from '@shop/db/seed/demo-featured';
import { seedDemoData } from '@shop/db/seed/seed';
import { createTestDatabase } from '@shop/db/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShop, type Shop } from '../shop';
import { UNUSED_FILES } from '../testing/unused-files';

let database: DatabaseHandle;
let shop: Shop;
beforeAll(async () => {
  database = await createTestDatabase();
  const now = new Date('2026-11-21T18:00:00Z');
  await seedDemoData(database.db, now);
  shop = await createShop(database, {
    ...UNUSED_FILES,
    clock: () => now,
    shopTimeZone: 'America/New_York',
    catalogRefreshMs: 0,
  });
});
afterAll(async () => {
  shop.close();
  await database.close();
});

const at = (categorySlug: string, itemSlug: string, productSlug: string | null = null) => ({
  categorySlug,
  itemSlug,
  productSlug,
});

describe('pagesByCategory', () => {
  it('lists every product page once, under its own category, with its storefront path', () => {
    const groups = shop.catalog.pagesByCategory();
    const pages = groups.flatMap(({ category, pages }) =>
      pages.map((page) => ({ ...page, category: category.id })),
    );
    expect(pages.map((page) => page.id).sort((a, b) => a - b)).toEqual(
      demoFeaturedItems.map((item) => item.id).sort((a, b) => a - b),
    );
    for (const page of pages) {
      const item = demoFeaturedItems.find((candidate) => candidate.id === page.id);
      expect(page.category, page.url_slug).toBe(item?.categoryId);
    }
    const stickers = groups.find(({ category }) => category.url_slug === 'stickers');
    expect(stickers?.pages.find((page) => page.id === 1)?.path).toBe('/stickers/standard-vinyl');
  });

  it('answers the API’s menu with the same grouping', () => {
    expect(shop.catalog.featuredItemsMenu()).toEqual(
      shop.catalog.pagesByCategory().map(({ category, pages }) => ({
        id: category.id,
        name: category.name,
        url_slug: category.url_slug,
        items: pages.map(({ id, name, url_slug }) => ({ id, name, url_slug })),
      })),
    );
  });
});

describe('categoryPage', () => {
  it('shows a category’s pages as cards with their first product’s picture and words', () => {
    const page = shop.catalog.categoryPage('stickers');
    expect(page?.category.url_slug).toBe('stickers');
    expect(page?.pages.length).toBeGreaterThan(5);
    for (const card of page?.pages ?? []) {
      expect(card.href).toMatch(/^\/stickers\/[a-z0-9-]+$/);
      expect(card.picture, card.href).toMatch(/^\/media\//);
      expect(card.summary, card.href).not.toBe('');
    }
  });

  it('finds no unknown category', () => {
    expect(shop.catalog.categoryPage('no-such-category')).toBeNull();
  });
});

describe('findProductPage', () => {
  it('finds a page by its path, with the catalog slice and media of its own products', () => {
    const page = shop.catalog.findProductPage(at('stickers', 'paper-stickers'), {
      featured: false,
    });
    expect(page?.item).toEqual({
      id: 4,
      name: expect.any(String),
      urlSlug: 'paper-stickers',
      categorySlug: 'stickers',
    });
    expect(page?.products.map((product) => product.id)).toEqual([4, 5, 6]);
    expect(page?.product).toBeNull();
    expect(page?.productId).toBe(4);
    expect(page?.preset).toBeNull();
    expect([...(page?.catalog.products.keys() ?? [])].sort()).toEqual([4, 5, 6]);
    expect([...(page?.catalog.featuredItems.keys() ?? [])]).toEqual([4]);
    expect(page?.media.every((m) => [4, 5, 6].includes(m.productId))).toBe(true);
    expect(page?.imagePath).toMatch(/^\/media\//);
    expect(page?.lowestTierCents).toBeGreaterThan(0);
    expect(page?.pages.flatMap((group) => group.items)).toHaveLength(demoFeaturedItems.length);
  });

  it('starts on the product the path names', () => {
    const page = shop.catalog.findProductPage(at('stickers', 'paper-stickers', 'kraft-paper'), {
      featured: false,
    });
    expect(page?.product).toMatchObject({ id: 4, urlSlug: 'kraft-paper' });
    expect(page?.productId).toBe(4);
  });

  it('loads the saved preset, and its product, only when asked to', () => {
    for (const item of demoFeaturedItems) {
      const { url_slug: categorySlug } =
        shop.catalog.listFeaturedCategories().find((c) => c.id === item.categoryId) ?? {};
      const path = at(categorySlug ?? '', item.urlSlug);
      const plain = shop.catalog.findProductPage(path, { featured: false });
      const featured = shop.catalog.findProductPage(path, { featured: true });
      expect(plain?.preset, item.urlSlug).toBeNull();
      expect(plain?.productId, item.urlSlug).toBe(item.productIds[0]);
      const saved = demoFeaturedPresets.find((preset) => preset.featuredItemId === item.id);
      expect(featured?.preset?.productId ?? null, item.urlSlug).toBe(saved?.productId ?? null);
      expect(featured?.productId, item.urlSlug).toBe(saved?.productId ?? item.productIds[0]);
    }
  });

  it('opens the hang-tags page’s saved preset on a hang tag, at the structured-data prices', () => {
    // Issue 27 item 10: featured=1 opened the Standard Business Card. Spec 001 §9 (catalog-ids):
    // $15 for the page, $11 with featured=1.
    const path = at('business-cards', 'hang-tags');
    const plain = shop.catalog.findProductPage(path, { featured: false });
    const featured = shop.catalog.findProductPage(path, { featured: true });
    expect(plain?.productId).toBe(18);
    expect(plain?.lowestTierCents).toBe(1_500);
    expect(featured?.productId).toBe(18);
    expect(featured?.preset).toMatchObject({ productId: 18 });
    expect(featured?.lowestTierCents).toBe(1_100);
  });

  it('finds nothing under another category, for an unknown page or another page’s product', () => {
    for (const path of [
      at('labels', 'paper-stickers'),
      at('stickers', 'no-such-page'),
      at('stickers', 'paper-stickers', 'standard-vinyl'),
    ]) {
      expect(shop.catalog.findProductPage(path, { featured: false }), path.itemSlug).toBeNull();
    }
  });
});

describe('featuredItemView', () => {
  it('answers a 404 problem for an unknown slug', () => {
    expect(() => shop.catalog.featuredItemView('no-such-page')).toThrow(
      expect.objectContaining({ statusCode: 404, code: 'NOT_FOUND' }),
    );
  });
});
