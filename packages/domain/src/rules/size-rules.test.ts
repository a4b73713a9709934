import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DimLookup } from '../catalog-model';
import {
  MM_PER_INCH,
  PRICE_TAB_SIZE_MESSAGES,
  QUOTE_PAGE_DIMENSION_MAX_LENGTH,
  QUOTE_PAGE_SIZE_MESSAGES,
  SPECIAL_PROCESSING_DIMENSION_MAX_LENGTH,
  SPECIAL_PROCESSING_SIZE_MESSAGES,
  checkProductSize,
  checkSize,
  chooseDimLookup,
  fixedSizes,
  formatInches,
  isEnteredDimension,
  limitInches,
  mmToInches,
  parseDimension,
} from './size-rules';
import type { SizeCheckInput } from './size-rules';
import { testCatalog, testProduct } from '../../test/test-catalog';

const inch = (value: number): number => value * MM_PER_INCH;

function lookup(
  minW: number,
  minH: number,
  maxW: number,
  maxH: number,
  extra: Partial<DimLookup> = {},
): DimLookup {
  return {
    id: 1,
    cuttingId: 1,
    minWidthMm: inch(minW),
    minHeightMm: inch(minH),
    maxWidthMm: inch(maxW),
    maxHeightMm: inch(maxH),
    equalSide: false,
    ...extra,
  };
}

/** Die-cut limits: 0.5 in minimum, 24 x 12 in maximum. */
const dieCut = lookup(0.5, 0.5, 24, 12);

const input = (
  widthIn: number | null,
  heightIn: number | null,
  extra: Partial<SizeCheckInput> = {},
): SizeCheckInput => ({
  widthIn,
  heightIn,
  lookup: dieCut,
  cuttingId: 1,
  orientationId: null,
  ...extra,
});

describe('mm to inches', () => {
  it('divides by 25.4', () => {
    expect(mmToInches(25.4)).toBe(1);
    expect(mmToInches(304.8)).toBeCloseTo(12, 10);
  });

  it('rounds limits to two decimals', () => {
    expect(limitInches(50.8)).toBe(2);
    expect(limitInches(50)).toBe(1.97);
    expect(limitInches(50.9)).toBe(2);
    expect(limitInches(12.7)).toBe(0.5);
  });

  it.each([
    [2, '2'],
    [1.5, '1.5'],
    [1.9685, '1.97'],
    [0.5, '0.5'],
    [12, '12'],
    [1.1, '1.1'],
    [10, '10'],
    [0.05, '0.05'],
  ])('formats %d as %j', (value, text) => {
    expect(formatInches(value)).toBe(text);
  });
});

describe('parseDimension / isEnteredDimension', () => {
  it.each([
    ['', null],
    ['.', null],
    ['0', null],
    ['0.0', null],
    ['2.5', 2.5],
    ['3.', 3],
    ['.75', 0.75],
  ])('parses %j as %j', (text, value) => {
    expect(parseDimension(text)).toBe(value);
  });

  it('treats null, zero, negatives and NaN as not entered', () => {
    expect(isEnteredDimension(null)).toBe(false);
    expect(isEnteredDimension(0)).toBe(false);
    expect(isEnteredDimension(-1)).toBe(false);
    expect(isEnteredDimension(Number.NaN)).toBe(false);
    expect(isEnteredDimension(Number.POSITIVE_INFINITY)).toBe(false);
    expect(isEnteredDimension(0.01)).toBe(true);
  });
});

describe('parseDimension', () => {
  it('reads one decimal number, a decimal comma as a point (issue 27 item 1)', () => {
    expect(QUOTE_PAGE_DIMENSION_MAX_LENGTH).toBe(9);
    expect(SPECIAL_PROCESSING_DIMENSION_MAX_LENGTH).toBe(6);
    expect(parseDimension('3,5')).toBe(3.5);
    expect(parseDimension('.5')).toBe(0.5);
    expect(parseDimension('1e3')).toBeNull();
    expect(parseDimension('-3')).toBeNull();
    expect(parseDimension('12.3.4')).toBeNull();
    expect(parseDimension('2,5 in')).toBeNull();
  });
});

describe('chooseDimLookup', () => {
  const catalog = testCatalog();
  const lookups = testProduct(catalog, 1).dimLookups;

  it('uses the equal-sides entry when width equals height', () => {
    expect(chooseDimLookup(lookups, 1, 2, 2)?.equalSide).toBe(true);
  });

  it('uses the unequal-sides entry otherwise', () => {
    expect(chooseDimLookup(lookups, 1, 2, 3)?.equalSide).toBe(false);
  });

  it('is null for a cutting without entries', () => {
    expect(chooseDimLookup(lookups, 4, 2, 2)).toBeNull();
    expect(chooseDimLookup(lookups, null, 2, 2)).toBeNull();
  });

  it('uses the only entry whatever its equal_side', () => {
    const only = lookup(1, 1, 10, 10, { equalSide: true });
    expect(chooseDimLookup([only], 1, 2, 3)).toBe(only);
  });

  it('falls back to the first entry when no equal_side matches', () => {
    const a = lookup(1, 1, 10, 10, { id: 1, equalSide: false });
    const b = lookup(1, 1, 20, 20, { id: 2, equalSide: false });
    expect(chooseDimLookup([a, b], 1, 5, 5)).toBe(a);
  });

  it('picks the roll fixed size equal to the entered one, in either orientation', () => {
    expect(chooseDimLookup(lookups, 9, 2, 3)?.id).toBe(902);
    expect(chooseDimLookup(lookups, 9, 3, 2)?.id).toBe(902);
    expect(chooseDimLookup(lookups, 9, 4, 3)?.id).toBe(903);
  });

  it('prefers range entries over fixed ones when the size is not a fixed size', () => {
    const rangeEntry = lookup(1, 1, 4, 12, { id: 7, cuttingId: 9 });
    const fixedEntry = lookup(2, 2, 2, 2, { id: 8, cuttingId: 9, equalSide: true });
    expect(chooseDimLookup([fixedEntry, rangeEntry], 9, 5, 5)).toBe(rangeEntry);
    expect(chooseDimLookup([fixedEntry, rangeEntry], 9, 2, 2)).toBe(fixedEntry);
  });
});

describe('fixedSizes', () => {
  const catalog = testCatalog();
  const lookups = testProduct(catalog, 1).dimLookups;

  it('turns roll lookups whose min equals max into presets', () => {
    expect(fixedSizes(lookups, 9)).toEqual([
      { id: 901, name: '2" x 2"', widthIn: 2, heightIn: 2 },
      { id: 902, name: '2" x 3"', widthIn: 2, heightIn: 3 },
      { id: 903, name: '3" x 4"', widthIn: 3, heightIn: 4 },
    ]);
  });

  it('has none for range lookups', () => {
    expect(fixedSizes(lookups, 1)).toEqual([]);
  });
});

describe('checkSize: missing sizes', () => {
  it.each([
    [null, 2, 'width', 'Please enter width'],
    [2, null, 'height', 'Please enter height'],
    [null, null, 'both', 'Please enter width and height'],
    [0, 2, 'width', 'Please enter width'],
    [2, 0, 'height', 'Please enter height'],
    [0, 0, 'both', 'Please enter width and height'],
    [Number.NaN, 2, 'width', 'Please enter width'],
  ] as const)('width %j height %j names the %s', (w, h, field, message) => {
    expect(checkSize(input(w, h))).toEqual({ status: 'missing', field, message });
    expect(checkSize(input(w, h), 'price-tab')).toEqual({ status: 'missing', field, message });
  });

  it('says "Size is required." on the special-processing form', () => {
    expect(checkSize(input(null, 2), 'special-processing')).toEqual({
      status: 'missing',
      field: 'width',
      message: 'Size is required.',
    });
    expect(SPECIAL_PROCESSING_SIZE_MESSAGES.required).toBe('Size is required.');
  });

  it('checks presence even without a lookup', () => {
    expect(checkSize(input(2, null, { lookup: null })).status).toBe('missing');
    expect(checkSize(input(2, 500, { lookup: null }))).toEqual({ status: 'ok' });
  });
});

describe('checkSize: minimum', () => {
  it('words the quote page message with *', () => {
    expect(checkSize(input(0.4, 2))).toEqual({
      status: 'below-minimum',
      message: '* Width or height must not be below 0.5in.',
      minIn: 0.5,
    });
    expect(QUOTE_PAGE_SIZE_MESSAGES.belowMinimum('1.97')).toBe(
      '* Width or height must not be below 1.97in.',
    );
  });

  it('words the price tab message with ※', () => {
    expect(checkSize(input(2, 0.4), 'price-tab')).toEqual({
      status: 'below-minimum',
      message: '※ Width or height must not be below 0.5in.',
      minIn: 0.5,
    });
  });

  it('words the special-processing message with {min}x{min}', () => {
    expect(checkSize(input(0.4, 0.4), 'special-processing')).toEqual({
      status: 'below-minimum',
      message: '* Width or height must not be below 0.5x0.5in.',
      minIn: 0.5,
    });
    const uneven = lookup(2, 1, 20, 20);
    expect(checkSize(input(0.5, 3, { lookup: uneven }), 'special-processing')).toMatchObject({
      message: '* Width or height must not be below 2x1in.',
    });
  });

  it('accepts exactly the minimum', () => {
    expect(checkSize(input(0.5, 0.5))).toEqual({ status: 'ok' });
  });

  it('compares sorted sides with the sorted minimum', () => {
    // Minimum 2 x 1: 1.5 x 1.5 fails on the larger side, 3 x 0.5 on the smaller.
    const uneven = lookup(1, 2, 20, 20);
    expect(checkSize(input(1.5, 1.5, { lookup: uneven }))).toMatchObject({ minIn: 2 });
    expect(checkSize(input(0.5, 3, { lookup: uneven }))).toMatchObject({ minIn: 1 });
    expect(checkSize(input(3, 0.5, { lookup: uneven }))).toMatchObject({ minIn: 1 });
    expect(checkSize(input(1, 2, { lookup: uneven }))).toEqual({ status: 'ok' });
    // Both short: the larger minimum is named.
    expect(checkSize(input(1, 0.5, { lookup: uneven }))).toMatchObject({ minIn: 2 });
  });

  it('never contradicts its own message when the mm limit is not a round inch', () => {
    // 50.9 mm is 2.0039 in: shown as 2in, and 2 in passes.
    const odd: DimLookup = { ...dieCut, minWidthMm: 50.9, minHeightMm: 50.9 };
    expect(checkSize(input(1.99, 3, { lookup: odd }))).toMatchObject({
      message: '* Width or height must not be below 2in.',
    });
    expect(checkSize(input(2, 3, { lookup: odd }))).toEqual({ status: 'ok' });
  });
});

describe('checkSize: maximum', () => {
  it('asks for a quote above the maximum on the quote page', () => {
    expect(checkSize(input(25, 1))).toEqual({
      status: 'above-maximum',
      message: '* For special sizes, request a quote from the button below.',
      maxIn: 24,
    });
  });

  it('says it is a special size on the price tab', () => {
    expect(checkSize(input(13, 13), 'price-tab')).toEqual({
      status: 'above-maximum',
      message: '※ It is a special size.',
      maxIn: 12,
    });
    expect(PRICE_TAB_SIZE_MESSAGES.aboveMaximum).toBe('※ It is a special size.');
  });

  it('accepts exactly the maximum, in either orientation', () => {
    expect(checkSize(input(24, 12))).toEqual({ status: 'ok' });
    expect(checkSize(input(12, 24))).toEqual({ status: 'ok' });
  });

  it('checks the smaller side against the smaller maximum', () => {
    expect(checkSize(input(13, 13))).toMatchObject({ status: 'above-maximum', maxIn: 12 });
  });

  it('does not check the maximum on the special-processing form', () => {
    expect(checkSize(input(100, 100), 'special-processing')).toEqual({ status: 'ok' });
  });

  it('is symmetric in width and height off the roll', () => {
    const hundredths = fc.integer({ min: 0, max: 4000 }).map((n) => n / 100);
    fc.assert(
      fc.property(
        hundredths,
        hundredths,
        hundredths,
        hundredths,
        hundredths,
        hundredths,
        fc.constantFrom('quote-page', 'price-tab', 'special-processing' as const),
        (w, h, minA, minB, extraA, extraB, page) => {
          const limits = lookup(minA, minB, minA + extraA, minB + extraB);
          const a = checkSize(input(w, h, { lookup: limits }), page);
          const b = checkSize(input(h, w, { lookup: limits }), page);
          if (a.status === 'missing' && b.status === 'missing') {
            // The named field swaps with the sides; the verdict does not.
            expect(a.field === 'both').toBe(b.field === 'both');
          } else {
            expect(a).toEqual(b);
          }
        },
      ),
    );
  });

  it('accepts every size between the sorted limits', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 50, max: 2400 }),
        fc.integer({ min: 50, max: 1200 }),
        fc.boolean(),
        (big, small, swap) => {
          const [b, s] = big >= small ? [big / 100, small / 100] : [small / 100, big / 100];
          if (s > 12) return;
          const [w, h] = swap ? [s, b] : [b, s];
          expect(checkSize(input(w, h))).toEqual({ status: 'ok' });
        },
      ),
    );
  });
});

describe('checkSize: roll orientation (cutting 9)', () => {
  // A roll 4 in wide that runs up to 12 in.
  const roll = lookup(1, 1, 4, 12, { cuttingId: 9 });
  const onRoll = (w: number, h: number, orientationId: number | null) =>
    checkSize(input(w, h, { lookup: roll, cuttingId: 9, orientationId }));

  it.each([53, 54])('orientation %d compares the width with the narrow side', (orientation) => {
    expect(onRoll(4, 12, orientation)).toEqual({ status: 'ok' });
    // 5 x 3 would pass sorted (5 <= 12, 3 <= 4) but the width runs across the roll.
    expect(onRoll(5, 3, orientation)).toMatchObject({ status: 'above-maximum', maxIn: 4 });
    expect(onRoll(3, 13, orientation)).toMatchObject({ status: 'above-maximum', maxIn: 12 });
  });

  it.each([55, 56])('orientation %d compares the height with the narrow side', (orientation) => {
    expect(onRoll(12, 4, orientation)).toEqual({ status: 'ok' });
    expect(onRoll(3, 5, orientation)).toMatchObject({ status: 'above-maximum', maxIn: 4 });
    expect(onRoll(13, 3, orientation)).toMatchObject({ status: 'above-maximum', maxIn: 12 });
  });

  it('compares sorted sides without an orientation', () => {
    expect(onRoll(5, 3, null)).toEqual({ status: 'ok' });
    expect(onRoll(3, 5, null)).toEqual({ status: 'ok' });
  });

  it('ignores orientations off the roll', () => {
    const offRoll = checkSize(input(5, 3, { lookup: roll, cuttingId: 1, orientationId: 53 }));
    expect(offRoll).toEqual({ status: 'ok' });
  });

  it('matches a fixed roll size sorted, whatever the orientation', () => {
    const fixed2x3 = lookup(2, 3, 2, 3, { cuttingId: 9 });
    for (const orientationId of [53, 54, 55, 56]) {
      expect(checkSize(input(2, 3, { lookup: fixed2x3, cuttingId: 9, orientationId }))).toEqual({
        status: 'ok',
      });
    }
    expect(
      checkSize(input(2, 4, { lookup: fixed2x3, cuttingId: 9, orientationId: 55 })),
    ).toMatchObject({ status: 'above-maximum' });
  });

  it('still checks the minimum sorted', () => {
    expect(onRoll(0.5, 3, 53)).toMatchObject({ status: 'below-minimum', minIn: 1 });
  });
});

describe('checkProductSize: one rule for every page and route', () => {
  const catalog = testCatalog();
  const card = testProduct(catalog, 16);
  const sticker = testProduct(catalog, 1);
  const size = (widthIn: number, heightIn: number) => ({
    widthIn,
    heightIn,
    cuttingId: null,
    orientationId: null,
  });

  it('limits a business card by its lookup, in the price tab wording (issue 11)', () => {
    expect(checkProductSize(card, size(0.1, 0.1)).check).toEqual({
      status: 'below-minimum',
      message: '※ Width or height must not be below 1.5in.',
      minIn: 1.5,
    });
    expect(checkProductSize(card, size(3.5, 2)).check).toEqual({ status: 'ok' });
    expect(checkProductSize(card, size(3.5, 2)).lookup?.equalSide).toBe(false);
  });

  it('makes every size beyond the lookup a special size, in each product’s wording', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 4.01, max: 500, noNaN: true }),
        fc.double({ min: 1.5, max: 500, noNaN: true }),
        (big, other) => {
          expect(checkProductSize(card, size(big, other)).check).toMatchObject({
            status: 'above-maximum',
            message: '※ It is a special size.',
          });
          expect(
            checkProductSize(sticker, { ...size(big * 6.1, other), cuttingId: 1 }).check,
          ).toMatchObject({
            status: 'above-maximum',
            message: '* For special sizes, request a quote from the button below.',
          });
        },
      ),
    );
  });
});
