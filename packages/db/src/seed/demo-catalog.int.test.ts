import { dispatchDate } from '@shop/domain/shipping-calendar';
import type { Catalog, Product } from '@shop/domain/catalog-model';
import type { Configuration } from '@shop/domain/configuration';
import { priceTier } from '@shop/domain/pricing';
import { limitInches } from '@shop/domain/rules/size-rules';
import fc from 'fast-check';
import { format, resolveConfig } from 'prettier';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../client';
import { loadCatalog } from '../repositories/catalog-loader';
import { createTestDatabase } from '../testing/test-database';
import { seedDemoData } from './seed';

// The demo catalog as loaded from the database: the ids the rules depend on mean what
// ../shared/catalog-ids.md says, and every seeded price grid keeps the pricing properties.
let database: DatabaseHandle;
let catalog: Catalog;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoData(database.db, new Date('2026-11-21T12:00:00Z'));
  ({ catalog } = await loadCatalog(database.db));
});
afterAll(() => database.close());

describe('catalog ids', () => {
  it('has the 23 products with the ids and slugs of catalog-ids.md', () => {
    const slugs = [
      'standard-vinyl',
      'transparent-stickers',
      'silver-vinyl-stickers',
      'kraft-paper',
      'art-paper',
      'classic-paper',
      'embossed-paper-stickers',
      'foil-paper-stickers',
      'vinyl-lettering',
      'pvc-vinyl',
      'bumper-stickers',
      'dome-stickers',
      'hologram-stickers',
      'gold-vinyl-stickers',
      'custom-decals',
      'standard-business-card',
      'premium-business-card',
      'hang-tags',
      'standard-matte',
      'royal-extra-white',
      'vintage-kraft',
      'lettering-decals',
      'transfer-decals',
    ];
    expect([...catalog.products.values()].map((p) => [p.id, p.urlSlug])).toEqual(
      slugs.map((slug, index) => [index + 1, slug]),
    );
  });

  it('gives the rule ids their meanings', () => {
    expect(catalog.printedSides.get(2)?.name).toBe('Both Sides');
    for (const id of [3, 5, 6, 8])
      expect(catalog.cuttings.get(id)?.inputEa, `cutting ${id}`).toBe(true);
    expect(
      [...catalog.cuttings.values()].filter((c) => c.specialProcessing).map((c) => c.id),
    ).toEqual([6, 7]);
    expect(catalog.cuttings.get(9)?.name).toBe('Roll');
    expect(catalog.finishings.get(5)?.name).toBe('Glossy');
    expect(catalog.finishings.get(7)?.name).toBe('Hologram');
    const groups = [...catalog.addonGroups.values()];
    const itemsOf = (code: string) => groups.find((g) => g.code === code)?.items.map((i) => i.id);
    expect(itemsOf('roll-orientation')).toEqual([53, 54, 55, 56]);
    expect(itemsOf('premium-processing')?.[1]).toBe(48);
    expect(catalog.specialProcessingOptions.get(5)?.code).toBe('stamp-spot');
    expect(catalog.products.get(13)?.finishingIds).toEqual([7]);
    expect(catalog.products.get(16)?.printFeatureGroupIds).toEqual([]);
    expect(catalog.products.get(9)?.installReady).toBe(true);
    for (const id of [19, 20, 21]) expect(catalog.products.get(id)?.type).toBe('business-card');
  });

  it('has holidays for this year and next, and a dispatch date that skips them', () => {
    const dates = catalog.holidays.map((h) => h.date);
    expect(dates).toContain('2026-11-26');
    expect(dates).toContain('2027-11-25');
    expect(
      dispatchDate({
        orderedAt: new Date('2026-11-25T17:00:00Z'),
        timeZone: 'America/Los_Angeles',
        printingDays: 1,
        holidays: catalog.holidays,
      }),
    ).toBe('2026-11-30');
  });
});

describe('every seeded price grid', () => {
  const base = (product: Product, w: number, h: number): Configuration => ({
    productId: product.id,
    cuttingId: product.cuttingIds[0] ?? null,
    shapeId: null,
    cutPerShape: null,
    finishingId: product.finishingIds[0] ?? null,
    adhesiveId: product.adhesiveIds[0] ?? null,
    materialId: product.materialIds[0] ?? null,
    widthIn: w,
    heightIn: h,
    orientationId: null,
    printedSideId: product.printedSideIds[0] ?? null,
    colorId: product.colorIds[0] ?? null,
    addonItemId: null,
    premiumProcessingId: null,
    premiumCoatingId: null,
    installReady: null,
    printFeatureItemIds: [],
    kinds: 1,
  });

  it('never lowers the total or raises the unit price as quantity grows, for any product', () => {
    const products = [...catalog.products.values()];
    fc.assert(
      fc.property(
        fc.constantFrom(...products),
        fc.double({ min: 0.5, max: 12, noNaN: true }),
        fc.double({ min: 0.5, max: 12, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (product, w, h, a, b) => {
          const min = product.quantities[0] ?? 1;
          const max = product.quantities.at(-1) ?? 1;
          const [q1, q2] = [a, b]
            .map((t) => Math.round(min + t * (max - min)))
            .sort((x, y) => x - y) as [number, number];
          const c = base(product, w, h);
          const low = priceTier(catalog, product, c, q1).priceCents;
          const high = priceTier(catalog, product, c, q2).priceCents;
          expect(high).toBeGreaterThanOrEqual(low);
          expect(high / q2).toBeLessThanOrEqual(low / q1 + 0.5 / q1 + 0.5 / q2);
          expect(Number.isInteger(low) && low > 0).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('never lowers the total as the area grows, for any product', () => {
    const products = [...catalog.products.values()];
    fc.assert(
      fc.property(
        fc.constantFrom(...products),
        fc.double({ min: 0.5, max: 12, noNaN: true }),
        fc.double({ min: 0.5, max: 12, noNaN: true }),
        fc.double({ min: 0.5, max: 12, noNaN: true }),
        (product, w, h1, h2) => {
          const q = product.quantities[2] ?? product.quantities[0] ?? 1;
          const [low, high] = [h1, h2].sort((x, y) => x - y) as [number, number];
          expect(
            priceTier(catalog, product, base(product, w, high), q).priceCents,
          ).toBeGreaterThanOrEqual(
            priceTier(catalog, product, base(product, w, low), q).priceCents,
          );
        },
      ),
      { numRuns: 500 },
    );
  });

  it('limits every product and cutting by a lookup whose maximum its price grid covers', () => {
    // The lookup alone decides a special size (issue 11): nothing it allows may fall off the grid.
    for (const product of catalog.products.values()) {
      const cuttings = product.cuttingIds.length > 0 ? product.cuttingIds : [null];
      const largestArea = product.priceTable.areaBreakpoints.at(-1) ?? 0;
      for (const cuttingId of cuttings) {
        const lookups = product.dimLookups.filter((lookup) => lookup.cuttingId === cuttingId);
        expect(lookups.length, `${product.name}, cutting ${cuttingId}`).toBeGreaterThan(0);
        for (const lookup of lookups) {
          const area = limitInches(lookup.maxWidthMm) * limitInches(lookup.maxHeightMm);
          expect(area, `${product.name}, lookup ${lookup.id}`).toBeLessThanOrEqual(largestArea);
        }
      }
    }
  });
});

describe('the seeded catalog of the domain unit tests', () => {
  // packages/domain/test/seeded-catalog.json is this catalog, so that the domain's unit tests
  // (the browser/server agreement property) run on the real seed without a database. After a
  // change to the seed, refresh it: npx vitest run --project integration demo-catalog -u
  const fixture = '../../../domain/test/seeded-catalog.json';

  it('is the catalog the seed loads, Maps written as lists', async () => {
    const plain = Object.fromEntries(
      Object.entries(catalog).map(([key, value]) => [
        key,
        value instanceof Map ? [...value.values()] : value,
      ]),
    );
    const path = new URL(fixture, import.meta.url).pathname;
    const text = await format(JSON.stringify(plain), {
      ...(await resolveConfig(path)),
      filepath: path,
    });
    await expect(text).toMatchFileSnapshot(fixture);
  });
});
