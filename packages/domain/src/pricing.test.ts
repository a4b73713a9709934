import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Catalog, PriceTable, Product } from './catalog-model';
import type { Configuration } from './configuration';
import { baseTotalCents, formatCents, priceTier, priceTiers } from './pricing';

// A grid shaped like the demo catalog's: totals grow with area and quantity, unit prices fall.
const areas = [0.25, 1, 4, 9, 16, 36, 64, 144, 288];
const quantities = [50, 100, 200, 300, 500, 1000, 2000, 3000, 5000, 10000];
const table: PriceTable = {
  areaBreakpoints: areas,
  quantityBreakpoints: quantities,
  cells: areas.map((a) => quantities.map((q) => Math.round(1500 + 90.8 * a ** 0.43 * q ** 0.685))),
};

const product: Product = {
  id: 1,
  name: 'Standard Vinyl Stickers',
  urlSlug: 'standard-vinyl',
  prodInfoRef: 'standard-vinyl',
  type: 'sticker',
  description: '',
  cuttingIds: [1],
  finishingIds: [5],
  adhesiveIds: [1],
  materialIds: [],
  printedSideIds: [1, 2],
  colorIds: [1],
  addonGroupIds: [2],
  printFeatureGroupIds: [1],
  specialProcessingOptionIds: [],
  sizePresets: [],
  dimLookups: [],
  attributeLookups: [],
  quantities,
  priceTable: table,
  listPriceFactorBp: 12_500,
  installReady: false,
};

const option = (id: number, priceFactorBp = 10_000) =>
  [id, { id, name: `#${id}`, priceFactorBp }] as const;

const catalog: Catalog = {
  products: new Map([[1, product]]),
  featuredItems: new Map(),
  materials: new Map(),
  cuttings: new Map([
    [
      1,
      {
        id: 1,
        name: 'Die Cut',
        priceFactorBp: 10_000,
        shapeIds: [1],
        specialProcessing: false,
        inputEa: false,
      },
    ],
  ]),
  shapes: new Map(),
  finishings: new Map([option(5)]),
  adhesives: new Map([option(1)]),
  printedSides: new Map([option(1), option(2, 16_000)]),
  colors: new Map([option(1)]),
  addonGroups: new Map([
    [
      2,
      {
        id: 2,
        code: 'premium-processing',
        name: 'Premium Processing',
        description: '',
        maxSelected: 1,
        items: [
          { id: 47, name: 'No Laminate', priceFactorBp: 10_000, filePath: null },
          { id: 48, name: 'Gloss Laminate', priceFactorBp: 11_500, filePath: null },
        ],
      },
    ],
  ]),
  printFeatureGroups: new Map([
    [
      1,
      {
        id: 1,
        code: 'foil-stamp',
        name: 'Foil Stamp',
        optionType: 'checkbox',
        maxSelected: 2,
        appliedSide: 'front',
        items: [
          { id: 101, name: 'Gold Foil', filePath: null, setupCents: 2500, perThousandCents: 3000 },
        ],
      },
    ],
  ]),
  specialProcessingOptions: new Map(),
  shippingMethods: [],
  holidays: [],
};

const config = (overrides: Partial<Configuration> = {}): Configuration => ({
  productId: 1,
  cuttingId: 1,
  shapeId: null,
  cutPerShape: null,
  finishingId: 5,
  adhesiveId: 1,
  materialId: null,
  widthIn: 3,
  heightIn: 3,
  orientationId: null,
  printedSideId: 1,
  colorId: 1,
  addonItemId: null,
  premiumProcessingId: null,
  premiumCoatingId: null,
  installReady: null,
  printFeatureItemIds: [],
  kinds: 1,
  ...overrides,
});

const price = (c: Configuration, q: number) => priceTier(catalog, product, c, q).priceCents;

describe('baseTotalCents', () => {
  it('returns the grid value on a grid point', () => {
    expect(baseTotalCents(table, 9, 50)).toBe(table.cells[3]?.[0]);
    expect(baseTotalCents(table, 288, 10000)).toBe(table.cells[8]?.[9]);
  });

  it('interpolates linearly between quantities and between areas', () => {
    const q = (baseTotalCents(table, 9, 50) + baseTotalCents(table, 9, 100)) / 2;
    expect(baseTotalCents(table, 9, 75)).toBeCloseTo(q, 9);
    const a = (baseTotalCents(table, 4, 100) + baseTotalCents(table, 9, 100)) / 2;
    expect(baseTotalCents(table, 6.5, 100)).toBeCloseTo(a, 9);
  });

  it('prices areas below the smallest grid area as the smallest', () => {
    expect(baseTotalCents(table, 0.01, 50)).toBe(table.cells[0]?.[0]);
  });
});

describe('priceTier', () => {
  it('prices 50 die-cut 3x3 in stickers at about $49 and 1,000 at about $280', () => {
    expect(price(config(), 50)).toBe(table.cells[3]?.[0]);
    expect(price(config(), 50) / 100).toBeCloseTo(49, 0);
    expect(Math.abs(price(config(), 1000) / 100 - 280)).toBeLessThan(10);
  });

  it('applies option factors relative to the default: both sides x1.6, gloss laminate x1.15', () => {
    const plain = baseTotalCents(table, 9, 100);
    expect(price(config({ printedSideId: 2 }), 100)).toBe(Math.round(plain * 1.6));
    expect(price(config({ printedSideId: 2, premiumProcessingId: 48 }), 100)).toBe(
      Math.round(plain * 1.6 * 1.15),
    );
    // Choosing the default options explicitly changes nothing.
    expect(price(config({ printedSideId: 1, premiumProcessingId: 47 }), 100)).toBe(
      Math.round(plain),
    );
  });

  it('adds print features as set-up plus a cost per thousand', () => {
    const tier = priceTier(catalog, product, config({ printFeatureItemIds: [101] }), 500);
    expect(tier.printFeatureCents).toBe(2500 + 1500);
    expect(tier.priceCents).toBe(Math.round(baseTotalCents(table, 9, 500)) + 4000);
  });

  it('shows a list price 25 % above the price', () => {
    const tier = priceTier(catalog, product, config(), 100);
    expect(tier.origPriceCents).toBe(Math.round(tier.priceCents * 1.25));
  });
});

describe('priceTiers', () => {
  it('prices every preset quantity in order', () => {
    const result = priceTiers(catalog, product, config());
    expect(result.status).toBe('priced');
    expect(result.tiers.map((t) => t.quantity)).toEqual(quantities);
    expect(result.tiers.every((t) => !t.customQty)).toBe(true);
  });

  it('adds a custom quantity within the range as its own tier', () => {
    const result = priceTiers(catalog, product, config(), 750);
    expect(result.customQuantity).toEqual({ status: 'priced' });
    expect(result.tiers.map((t) => t.quantity)).toContain(750);
    expect(result.tiers.find((t) => t.quantity === 750)?.customQty).toBe(true);
  });

  it('marks a custom quantity equal to a preset instead of repeating it', () => {
    const result = priceTiers(catalog, product, config(), 500);
    expect(result.tiers.filter((t) => t.quantity === 500)).toEqual([
      expect.objectContaining({ customQty: true }),
    ]);
  });

  it('does not price a custom quantity below the smallest preset', () => {
    const result = priceTiers(catalog, product, config(), 20);
    expect(result).toMatchObject({
      status: 'priced',
      customQuantity: { status: 'below-minimum', minimum: 50 },
    });
    expect(result.tiers).toHaveLength(quantities.length);
  });

  it('asks for a quote above the largest preset, keeping the preset tiers', () => {
    const result = priceTiers(catalog, product, config(), 20_000);
    expect(result).toMatchObject({ status: 'quote', reason: 'quantity-above-range' });
    expect(result.tiers).toHaveLength(quantities.length);
  });
});

describe('pricing properties', () => {
  const side = fc.double({ min: 0.5, max: 12, noNaN: true });
  const quantity = fc.integer({ min: 50, max: 10_000 });
  const options = fc.record({
    printedSideId: fc.constantFrom(1, 2),
    premiumProcessingId: fc.constantFrom(null, 48),
    printFeatureItemIds: fc.constantFrom<number[]>([], [101]),
  });

  it('never decreases the total when the quantity grows', () => {
    fc.assert(
      fc.property(side, side, quantity, quantity, options, (w, h, q1, q2, o) => {
        const c = config({ widthIn: w, heightIn: h, ...o });
        const [low, high] = q1 <= q2 ? [q1, q2] : [q2, q1];
        expect(price(c, high)).toBeGreaterThanOrEqual(price(c, low));
      }),
    );
  });

  it('never decreases the total when the area grows', () => {
    fc.assert(
      fc.property(side, side, side, quantity, options, (w, h1, h2, q, o) => {
        const [low, high] = h1 <= h2 ? [h1, h2] : [h2, h1];
        expect(price(config({ widthIn: w, heightIn: high, ...o }), q)).toBeGreaterThanOrEqual(
          price(config({ widthIn: w, heightIn: low, ...o }), q),
        );
      }),
    );
  });

  it('never raises the unit price when the quantity grows (up to a cent of rounding)', () => {
    fc.assert(
      fc.property(side, side, quantity, quantity, options, (w, h, q1, q2, o) => {
        const c = config({ widthIn: w, heightIn: h, ...o });
        const [low, high] = q1 <= q2 ? [q1, q2] : [q2, q1];
        // Each total is rounded to the cent once, so a unit price may move by 0.5 / q.
        expect(price(c, high) / high).toBeLessThanOrEqual(
          price(c, low) / low + 0.5 / low + 0.5 / high,
        );
      }),
    );
  });

  it('is deterministic and always a whole, finite, positive number of cents', () => {
    fc.assert(
      fc.property(side, side, quantity, options, (w, h, q, o) => {
        const c = config({ widthIn: w, heightIn: h, ...o });
        const first = priceTier(catalog, product, c, q);
        expect(priceTier(catalog, product, c, q)).toEqual(first);
        for (const cents of [
          first.priceCents,
          first.printFeatureCents,
          first.origPriceCents ?? 0,
        ]) {
          expect(Number.isInteger(cents)).toBe(true);
          expect(cents).toBeGreaterThanOrEqual(0);
        }
        expect(first.priceCents).toBeGreaterThan(0);
      }),
    );
  });

  // A special size is the dimension lookup's call (size-rules.test.ts checkProductSize).
  it('asks for a quote for every quantity above the range', () => {
    fc.assert(
      fc.property(fc.integer({ min: 10_001, max: 999_999 }), (q) => {
        expect(priceTiers(catalog, product, config(), q)).toMatchObject({ status: 'quote' });
      }),
    );
  });
});

describe('formatCents', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [4900, '49.00'],
    [123456, '1234.56'],
    [-250, '-2.50'],
  ])('%i -> %s', (cents, text) => {
    expect(formatCents(cents)).toBe(text);
  });
});
