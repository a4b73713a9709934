import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { createTestApp } from '../../testing/test-app';

let app: App;
beforeAll(async () => {
  ({ app } = await createTestApp({ clock: () => new Date('2026-11-21T18:00:00Z') }));
});
afterAll(() => app.close());

describe('GET /api/featured-items', () => {
  it('groups the product pages by category', async () => {
    const body = (await app.inject('/api/featured-items')).json();
    expect(body.map((c: { url_slug: string }) => c.url_slug)).toEqual([
      'stickers',
      'business-cards',
      'labels',
      'lettering-decals',
    ]);
    const stickers = body[0].items.map((i: { url_slug: string }) => i.url_slug);
    expect(stickers).toEqual(expect.arrayContaining(['standard-vinyl', 'roll']));
  });

  it('resolves every product page by slug with its full option tree', async () => {
    const groups = (await app.inject('/api/featured-items')).json();
    const pages = groups.flatMap((g: { url_slug: string; items: Array<{ url_slug: string }> }) =>
      g.items.map((i) => ({ slug: i.url_slug, category: g.url_slug })),
    );
    expect(pages.length).toBeGreaterThanOrEqual(20);
    for (const { slug, category } of pages) {
      const response = await app.inject(`/api/featured-items/${slug}`);
      expect(response.statusCode, slug).toBe(200);
      const item = response.json();
      expect(item.url_slug).toBe(slug);
      expect(item.products.length).toBeGreaterThan(0);
      for (const product of item.products) {
        expect(product.attributes.quantities.length, `${slug}/${product.url_slug}`).toBeGreaterThan(
          0,
        );
        // Stickers add three roll pictures (slice from 9); cards, tags and lettering have none.
        const noRollPictures = [9, 16, 17, 18, 19, 20, 21, 22, 23].includes(product.id);
        expect(product.attributes.gallery.length, `${category}/${slug}`).toBe(
          noRollPictures ? 9 : 12,
        );
        expect(product.attributes.thumbnails).toHaveLength(1);
      }
    }
  });

  it('covers all 23 products across the pages', async () => {
    const groups = (await app.inject('/api/featured-items')).json();
    const ids = new Set<number>();
    for (const slug of groups.flatMap((g: { items: Array<{ url_slug: string }> }) =>
      g.items.map((i) => i.url_slug),
    )) {
      for (const product of (await app.inject(`/api/featured-items/${slug}`)).json().products)
        ids.add(product.id);
    }
    expect([...ids].sort((a, b) => a - b)).toEqual(Array.from({ length: 23 }, (_, i) => i + 1));
  });

  it('links only images that exist (every thumbnail, gallery and feature picture)', async () => {
    const groups = (await app.inject('/api/featured-items')).json();
    const paths = new Set<string>();
    for (const slug of groups.flatMap((g: { items: Array<{ url_slug: string }> }) =>
      g.items.map((i) => i.url_slug),
    )) {
      for (const product of (await app.inject(`/api/featured-items/${slug}`)).json().products) {
        for (const t of product.attributes.thumbnails) paths.add(t.thumbnail);
        for (const g of product.attributes.gallery) paths.add(g.file_path);
        for (const group of product.attributes.print_features) {
          for (const item of group.items) if (item.file_path) paths.add(item.file_path);
        }
      }
    }
    expect(paths.size).toBeGreaterThan(100);
    for (const path of paths) {
      const response = await app.inject(path);
      expect(response.statusCode, path).toBe(200);
      expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    }
  });

  it('shows the roll options of the roll page and no special-processing cutting', async () => {
    const item = (await app.inject('/api/featured-items/roll')).json();
    const vinyl = item.products.find((p: { id: number }) => p.id === 1);
    expect(vinyl.attributes.cuttings.map((c: { id: number }) => c.id)).toContain(9);
    expect(vinyl.attributes.cuttings.map((c: { id: number }) => c.id)).not.toContain(7);
    expect(vinyl.attributes.special_processing.cuttings.map((c: { id: number }) => c.id)).toEqual([
      6, 7,
    ]);
    const orientation = vinyl.attributes.addons.find(
      (a: { code: string }) => a.code === 'roll-orientation',
    );
    expect(orientation.items.map((i: { id: number }) => i.id)).toEqual([53, 54, 55, 56]);
    expect(item.preset).toMatchObject({ product_id: 1, run_size: 1000 });
  });

  it('answers an unknown slug with a JSON 404 and a malformed one with a 400', async () => {
    expect((await app.inject('/api/featured-items/no-such-page')).statusCode).toBe(404);
    const bad = await app.inject('/api/featured-items/Bad_Slug');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0].field).toBe('slug');
  });
});

describe('GET /api/quote/get/shipping-info/:featuredItemId', () => {
  it('lists the products of the page with their printing days', async () => {
    expect((await app.inject('/api/quote/get/shipping-info/4')).json()).toEqual([
      { id: 4, product: 'Kraft Paper Stickers', printing_days: 5 },
      { id: 5, product: 'Art Paper Stickers', printing_days: 5 },
      { id: 6, product: 'Classic Paper Stickers', printing_days: 5 },
    ]);
  });

  it('answers 404 for an unknown page and 400 for a malformed id', async () => {
    expect((await app.inject('/api/quote/get/shipping-info/999')).statusCode).toBe(404);
    expect((await app.inject('/api/quote/get/shipping-info/abc')).statusCode).toBe(400);
  });
});

describe('GET /api/quote/get/holidays', () => {
  it('lists federal holidays and shop closures of this year and the next, by date', async () => {
    const holidays = (await app.inject('/api/quote/get/holidays')).json();
    expect(holidays).toEqual(
      expect.arrayContaining([
        { date: '2026-11-26', name: 'Thanksgiving Day', type: 'federal' },
        { date: '2026-11-27', name: 'Day after Thanksgiving (shop closed)', type: 'closure' },
        { date: '2027-01-01', name: "New Year's Day", type: 'federal' },
      ]),
    );
    const dates = holidays.map((h: { date: string }) => h.date);
    expect(dates).toEqual([...dates].sort());
    expect(dates.some((d: string) => d.startsWith('2027'))).toBe(true);
  });
});

describe('GET /api/special-processing-form', () => {
  it('lists the form’s products (not 9 or 23) and its option lists, without prices', async () => {
    const response = await app.inject('/api/special-processing-form');
    expect(response.statusCode).toBe(200);
    const form = response.json();
    const ids = form.products.map((p: { id: number }) => p.id);
    expect(ids).toContain(1);
    expect(ids).toContain(13);
    expect(ids).not.toContain(9);
    expect(ids).not.toContain(23);
    expect(
      form.products.every(
        (p: { priceTable: { cells: unknown[] } }) => p.priceTable.cells.length === 0,
      ),
    ).toBe(true);
    expect(form.specialProcessingOptions.map((o: { id: number }) => o.id)).toContain(5);
    expect(form.cuttings.map((c: { id: number }) => c.id)).toEqual(
      expect.arrayContaining([6, 7, 9]),
    );
    // The whole form catalog stays small enough to fetch on a phone when the form opens.
    expect(response.body.length).toBeLessThan(200_000);
  });
});
