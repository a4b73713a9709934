import { describe, expect, it } from 'vitest';
import { cartView, type StoredCartLine } from './cart';
import type { Configuration } from './configuration';
import {
  configurationSummary,
  formatCount,
  linesOfSet,
  summaryText,
} from './configuration-summary';
import type { StoredConfiguration } from './chosen-configuration';
import { boxFont } from '../test/box-font';
import { testCatalog } from '../test/test-catalog';

const catalog = testCatalog();

const sticker: Configuration = {
  productId: 1,
  cuttingId: 1,
  shapeId: 1,
  cutPerShape: null,
  finishingId: 5,
  adhesiveId: 1,
  materialId: null,
  widthIn: 2,
  heightIn: 2,
  orientationId: null,
  printedSideId: 1,
  colorId: 1,
  addonItemId: null,
  premiumProcessingId: 47,
  premiumCoatingId: null,
  installReady: null,
  printFeatureItemIds: [],
  kinds: 1,
};

const luxuryCard: Configuration = {
  ...sticker,
  productId: 17,
  cuttingId: null,
  shapeId: null,
  finishingId: null,
  adhesiveId: null,
  materialId: 3,
  widthIn: 2,
  heightIn: 3.5,
  printedSideId: 2,
  colorId: 2,
  addonItemId: 58,
  premiumProcessingId: null,
  printFeatureItemIds: [131, 142, 151],
  kinds: 3,
};

describe('configurationSummary', () => {
  it('names the product, its quantity and sets first, then every choice of a card', () => {
    expect(configurationSummary(catalog, luxuryCard, 999_999)).toEqual({
      product: 'Premium Business Card',
      lines: [
        'Quantity: 999,999',
        'Sets: 3',
        'Material: Vintage Kraft 300gsm',
        'Size: 2" x 3.5"',
        'Sides: Both Sides',
        'Color: Single Color',
        'Corners: Rounded Corners',
        'Punch Holes: Punch Hole',
        'Hole Size: 5mm',
        'Tag Strings: Natural Twine',
      ],
    });
  });

  it("names a sticker's cutting, shape, finishing, adhesive and add-ons", () => {
    expect(configurationSummary(catalog, sticker, 50).lines).toEqual([
      'Quantity: 50',
      'Sets: 1',
      'Cutting: Die Cut',
      'Shape: Circle',
      'Finishing: Glossy',
      'Adhesive: Permanent',
      'Size: 2" x 2"',
      'Sides: Front Only',
      'Color: Full Color',
      'Premium Processing: No Laminate',
    ]);
  });

  it('tells apart two configurations that differ only by quantity', () => {
    const small = configurationSummary(catalog, sticker, 100);
    const large = configurationSummary(catalog, sticker, 10_000);
    expect(small.lines).toContain('Quantity: 100');
    expect(large.lines).toContain('Quantity: 10,000');
    expect(small).not.toEqual(large);
  });

  it('leaves the quantity out only while there is none, and always names the sets', () => {
    const lines = configurationSummary(catalog, { ...sticker, kinds: 2 }, null).lines;
    expect(lines.some((line) => line.startsWith('Quantity'))).toBe(false);
    expect(lines).toContain('Sets: 2');
  });

  it('names the cuts per shape, the roll orientation and install-ready lettering', () => {
    const roll = configurationSummary(
      catalog,
      { ...sticker, cuttingId: 9, orientationId: 54, cutPerShape: 4 },
      200,
    ).lines;
    expect(roll).toContain('Cutting: Roll');
    expect(roll).toContain('Cuts per shape: 4');
    expect(roll).toContain('Orientation: Bottom Edge First');
    const lettering = configurationSummary(
      catalog,
      { ...sticker, productId: 9, materialId: 4, adhesiveId: null, installReady: true },
      1,
    );
    expect(lettering.product).toBe('Vinyl Lettering');
    expect(lettering.lines).toContain('Material: Gloss Vinyl');
    expect(lettering.lines).toContain('Install ready: Yes');
  });
});

describe('summaryText', () => {
  it('puts the product first, then every line', () => {
    const summary = configurationSummary(catalog, luxuryCard, 400);
    expect(summaryText(summary)).toBe(
      'Premium Business Card, Quantity: 400, Sets: 3, Material: Vintage Kraft 300gsm, ' +
        'Size: 2" x 3.5", Sides: Both Sides, Color: Single Color, Corners: Rounded Corners, ' +
        'Punch Holes: Punch Hole, Hole Size: 5mm, Tag Strings: Natural Twine',
    );
    expect(summaryText(summary, '\n').split('\n')).toEqual([summary.product, ...summary.lines]);
  });
});

describe('linesOfSet', () => {
  it('says which set a quotation line is where the summary says how many (issue 27)', () => {
    const lines = ['Quantity: 400', 'Sets: 3', 'Size: 2" x 2"'];
    expect(linesOfSet(lines, 2, 3)).toEqual(['Quantity: 400', 'Set 2 of 3', 'Size: 2" x 2"']);
    expect(linesOfSet(['Sets: 1'], 1, 1)).toEqual(['Set 1 of 1']);
  });
});

describe('formatCount', () => {
  it.each([
    [1, '1'],
    [999, '999'],
    [1000, '1,000'],
    [999_999, '999,999'],
    [1_234_567, '1,234,567'],
  ])('writes %i as %s', (count, text) => {
    expect(formatCount(count)).toBe(text);
  });
});

describe('cartView', () => {
  const stored = (kinds: number, configuration: StoredConfiguration): StoredCartLine => ({
    id: 1,
    featuredItemId: 5,
    productId: 17,
    configuration,
    details: ['as stored'],
    quantity: 400,
    kinds,
    unitPriceCents: 1000,
    shippingCostCents: 0,
    dispatchDate: '2026-12-01',
    originPath: '/business-cards/luxury-cards',
    lettering: null,
  });
  const query: StoredConfiguration = {
    featuredItemId: 5,
    options: luxuryCard,
    quantity: 400,
    customQuantity: null,
  };

  it("writes a line's summary with its quantity and its current number of sets", () => {
    const [line] = cartView(catalog, [stored(4, query)]).lines;
    expect(line?.details).toEqual(
      configurationSummary(catalog, { ...luxuryCard, kinds: 4 }, 400).lines,
    );
    expect(line?.details).toContain('Quantity: 400');
    expect(line?.details).toContain('Sets: 4');
  });

  it('keeps the stored summary of a configuration that could not be read (ADR 0040)', () => {
    const [line] = cartView(catalog, [
      stored(1, { unread: 'product_id=404&width=2&height=2' }),
    ]).lines;
    expect(line?.details).toEqual(['as stored']);
  });

  describe("a lettering line's preview", () => {
    // "A B" in the box font: A and B are 500 x 700 units, 850 apart (a 250 space between), so
    // 1350 x 700 units; ordered at 27 x 14 mm that is 0.02 mm a unit.
    const lettering = {
      lines: ['A B'],
      alignment: 'left' as const,
      selected_font: 'signika',
      selected_color: 'gold',
      width: 27 / 25.4,
      height: 14 / 25.4,
    };
    const line = (glyphs: Map<string, typeof boxFont>, widthMm = 27) =>
      cartView(
        catalog,
        [{ ...stored(1, query), lettering: { ...lettering, width: widthMm / 25.4 } }],
        glyphs,
      ).lines[0]?.lettering;

    it('gives the cut file’s outlines at the ordered size in mm, to 0.1 mm, spaces left out', () => {
      expect(line(new Map([['signika', boxFont]]))?.preview).toEqual({
        width_mm: 27,
        height_mm: 14,
        paths: ['M0 14L10 14L10 0L0 0Z', 'M17 14L27 14L27 0L17 0Z'],
      });
    });

    it('rounds to 0.1 mm', () => {
      // 1350 units at 9 mm: A is 500 units, 3.33 mm wide.
      const paths = line(new Map([['signika', boxFont]]), 9)?.preview?.paths;
      expect(paths?.[0]).toBe('M0 14L3.3 14L3.3 0L0 0Z');
    });

    it('is null without the typeface’s glyphs', () => {
      expect(line(new Map())?.preview).toBeNull();
    });
  });
});
