/**
 * Size rules of the quote page (spec 000 §5), the business-card price tab (spec 001 §5 "Price
 * configurator") and the Special Processing form (spec 001 §5 "Special Processing form").
 *
 * Limits are stored in mm (DimLookup) and shown in inches. They are rounded to two decimals once,
 * and the same rounded value is both compared and printed, so a message never contradicts the
 * check (e.g. 50.9 mm is shown as "2in" and 2 in passes). The 0.005 in this forgives is far below
 * the 0.08 in the cutter may move (spec 001 §9).
 */
import type { DimLookup, Product, SizePreset } from '../catalog-model';
import { numericValue, type NumericField } from '../numeric-input';
import { CUTTING_ROLL, ROLL_ORIENTATIONS_HEIGHT, ROLL_ORIENTATIONS_WIDTH } from './catalog-ids';

export const MM_PER_INCH = 25.4;

/** Spec 000 §5/§9 and 001 §5: width/height inputs on the quote page and price tab. */
export const QUOTE_PAGE_DIMENSION_MAX_LENGTH = 9;
/** Spec 001 §5/§9: Special Processing numeric inputs. */
export const SPECIAL_PROCESSING_DIMENSION_MAX_LENGTH = 6;

/** Which page's wording a size check speaks (the two specs word the messages differently). */
export type SizeMessagePage = 'quote-page' | 'price-tab' | 'special-processing';

/**
 * The wording of a product's configurator: business cards and hang tags are sold on the price
 * tab of spec 001 (the `※` messages), everything else on the quote page of spec 000 (`*`).
 */
export function sizeMessagePageFor(product: Pick<Product, 'type'>): 'quote-page' | 'price-tab' {
  return product.type === 'business-card' ? 'price-tab' : 'quote-page';
}

/**
 * A special size comes with a link to ask for a quotation (spec 000 §5); the price tab adds the
 * sentence the quote page's message already is (spec 001 §5).
 */
export const SPECIAL_SIZE_QUOTE = {
  hint: 'For special sizes, request a quote from the button below.',
  link: 'Ask for a quotation',
} as const;

/** Spec 000 §5 (the `*` forms). */
export const QUOTE_PAGE_SIZE_MESSAGES = {
  missingWidth: 'Please enter width',
  missingHeight: 'Please enter height',
  missingBoth: 'Please enter width and height',
  belowMinimum: (min: string): string => `* Width or height must not be below ${min}in.`,
  aboveMaximum: `* ${SPECIAL_SIZE_QUOTE.hint}`,
} as const;

/**
 * Spec 001 §5 "Price configurator" (the `※` forms). The missing-size wording is not given there;
 * the quote page's is reused.
 */
export const PRICE_TAB_SIZE_MESSAGES = {
  missingWidth: QUOTE_PAGE_SIZE_MESSAGES.missingWidth,
  missingHeight: QUOTE_PAGE_SIZE_MESSAGES.missingHeight,
  missingBoth: QUOTE_PAGE_SIZE_MESSAGES.missingBoth,
  belowMinimum: (size: string): string => `※ Width or height must not be below ${size}in.`,
  aboveMaximum: '※ It is a special size.',
} as const;

/** Spec 001 §5 "Special Processing form" and §8. */
export const SPECIAL_PROCESSING_SIZE_MESSAGES = {
  required: 'Size is required.',
  belowMinimum: (larger: string, smaller: string): string =>
    `* Width or height must not be below ${larger}x${smaller}in.`,
} as const;

export type MissingField = 'width' | 'height' | 'both';

export type SizeCheck =
  | { status: 'missing'; field: MissingField; message: string }
  | { status: 'below-minimum'; message: string; minIn: number }
  | { status: 'above-maximum'; message: string; maxIn: number }
  | { status: 'ok' };

export function mmToInches(mm: number): number {
  return mm / MM_PER_INCH;
}

/** A limit in inches, rounded to two decimals (the value both shown and compared). */
export function limitInches(mm: number): number {
  return Math.round((mm * 100) / MM_PER_INCH) / 100;
}

/** Two decimals with trailing zeros trimmed: 2 -> "2", 1.5 -> "1.5", 1.9685 -> "1.97". */
export function formatInches(inches: number): string {
  return inches.toFixed(2).replace(/\.?0+$/, '');
}

/** A dimension counts as entered when it is a positive finite number; 0 means "not entered". */
export function isEnteredDimension(value: number | null): value is number {
  return value !== null && Number.isFinite(value) && value > 0;
}

/**
 * A width or height input (spec 000 §5, 001 §5): a decimal number of inches, read by the one
 * numeric input rule (numeric-input.ts), so "3,5" is 3.5.
 */
export function dimensionField(side: 'width' | 'height', maxLength: number): NumericField {
  return { label: side === 'width' ? 'Width' : 'Height', kind: 'decimal', maxLength };
}

/** Reads a dimension whatever its input's length: the server reads what any page sent. */
const ANY_DIMENSION: NumericField = { label: 'Size', kind: 'decimal', maxLength: Infinity };

/** A width/height text in inches; empty, unreadable and zero are "not entered" (null). */
export function parseDimension(text: string): number | null {
  const value = numericValue(ANY_DIMENSION, text);
  return isEnteredDimension(value) ? value : null;
}

/** A lookup whose minimum is its maximum: a fixed size, chosen from a list (roll labels). */
export function isFixed(lookup: DimLookup): boolean {
  return lookup.minWidthMm === lookup.maxWidthMm && lookup.minHeightMm === lookup.maxHeightMm;
}

function sortedDesc(a: number, b: number): [number, number] {
  return a >= b ? [a, b] : [b, a];
}

function matchesFixed(lookup: DimLookup, widthIn: number, heightIn: number): boolean {
  const [big, small] = sortedDesc(widthIn, heightIn);
  const [fixedBig, fixedSmall] = sortedDesc(
    limitInches(lookup.minWidthMm),
    limitInches(lookup.minHeightMm),
  );
  return big === fixedBig && small === fixedSmall;
}

/**
 * The lookup that limits a size (spec 000 §5, 001 §5): among the cutting's entries, a fixed size
 * equal to the entered one wins (roll sizes are seeded as fixed entries); otherwise range entries
 * are preferred over fixed ones, and with several the one whose equal_side matches whether
 * width equals height is used (the first when none matches).
 */
export function chooseDimLookup(
  lookups: readonly DimLookup[],
  cuttingId: number | null,
  widthIn: number,
  heightIn: number,
): DimLookup | null {
  const forCutting = lookups.filter((lookup) => lookup.cuttingId === cuttingId);
  const exact = forCutting.find(
    (lookup) => isFixed(lookup) && matchesFixed(lookup, widthIn, heightIn),
  );
  if (exact) return exact;
  const ranges = forCutting.filter((lookup) => !isFixed(lookup));
  const pool = ranges.length > 0 ? ranges : forCutting;
  const equal = widthIn === heightIn;
  return pool.find((lookup) => lookup.equalSide === equal) ?? pool[0] ?? null;
}

/**
 * Spec 001 §4: for cutting 9 the lookups whose min equals max become a fixed-size dropdown. They
 * are returned as size presets (id = lookup id) so the UI renders them like any preset.
 */
export function fixedSizes(lookups: readonly DimLookup[], cuttingId: number | null): SizePreset[] {
  return lookups
    .filter((lookup) => lookup.cuttingId === cuttingId && isFixed(lookup))
    .map((lookup) => {
      const widthIn = limitInches(lookup.minWidthMm);
      const heightIn = limitInches(lookup.minHeightMm);
      return {
        id: lookup.id,
        name: `${formatInches(widthIn)}" x ${formatInches(heightIn)}"`,
        widthIn,
        heightIn,
      };
    });
}

export interface SizeCheckInput {
  /** Inches; null, 0 or NaN means not entered. */
  widthIn: number | null;
  heightIn: number | null;
  lookup: DimLookup | null;
  cuttingId: number | null;
  /** Roll orientation item (53 to 56), only read for cutting 9. */
  orientationId: number | null;
}

function missingCheck(
  input: SizeCheckInput,
  page: SizeMessagePage,
): Extract<SizeCheck, { status: 'missing' }> | null {
  const hasWidth = isEnteredDimension(input.widthIn);
  const hasHeight = isEnteredDimension(input.heightIn);
  if (hasWidth && hasHeight) return null;
  const field: MissingField = !hasWidth && !hasHeight ? 'both' : hasWidth ? 'height' : 'width';
  if (page === 'special-processing') {
    return { status: 'missing', field, message: SPECIAL_PROCESSING_SIZE_MESSAGES.required };
  }
  const messages = page === 'price-tab' ? PRICE_TAB_SIZE_MESSAGES : QUOTE_PAGE_SIZE_MESSAGES;
  const message =
    field === 'both'
      ? messages.missingBoth
      : field === 'width'
        ? messages.missingWidth
        : messages.missingHeight;
  return { status: 'missing', field, message };
}

/**
 * Which maximum each side must respect. Normally sides are compared sorted (largest first); on a
 * roll the orientation fixes which side runs across the roll's narrow max (spec 001 §5): width
 * for 53/54, height for 55/56, and the other side gets the larger max. A fixed roll size (min =
 * max) is the label itself, not the roll: it is matched sorted, or every portrait fixed size
 * would turn "special" under orientations 55/56.
 */
function maxFailure(
  input: SizeCheckInput,
  widthIn: number,
  heightIn: number,
  lookup: DimLookup,
): number | null {
  const [maxBig, maxSmall] = sortedDesc(
    limitInches(lookup.maxWidthMm),
    limitInches(lookup.maxHeightMm),
  );
  const roll = input.cuttingId === CUTTING_ROLL && input.orientationId !== null && !isFixed(lookup);
  if (roll && ROLL_ORIENTATIONS_WIDTH.includes(input.orientationId ?? -1)) {
    if (widthIn > maxSmall) return maxSmall;
    return heightIn > maxBig ? maxBig : null;
  }
  if (roll && ROLL_ORIENTATIONS_HEIGHT.includes(input.orientationId ?? -1)) {
    if (heightIn > maxSmall) return maxSmall;
    return widthIn > maxBig ? maxBig : null;
  }
  const [big, small] = sortedDesc(widthIn, heightIn);
  if (big > maxBig) return maxBig;
  return small > maxSmall ? maxSmall : null;
}

/**
 * The minimum a size falls short of (sorted sides against sorted minimum). The quote page's
 * message has a single {min}: the minimum of the side that fails is named, the larger one
 * first when both fail.
 */
function minFailure(widthIn: number, heightIn: number, lookup: DimLookup): number | null {
  const [big, small] = sortedDesc(widthIn, heightIn);
  const [minBig, minSmall] = sortedDesc(
    limitInches(lookup.minWidthMm),
    limitInches(lookup.minHeightMm),
  );
  if (big < minBig) return minBig;
  return small < minSmall ? minSmall : null;
}

/**
 * Checks an entered size against its lookup (spec 000 §5, 001 §5). Without a lookup only
 * presence is checked. The Special Processing form checks the minimum only: a size over the
 * maximum is exactly what that form is for.
 */
export function checkSize(input: SizeCheckInput, page: SizeMessagePage = 'quote-page'): SizeCheck {
  const missing = missingCheck(input, page);
  if (missing) return missing;
  const { lookup } = input;
  const widthIn = input.widthIn ?? 0;
  const heightIn = input.heightIn ?? 0;
  if (!lookup) return { status: 'ok' };

  const min = minFailure(widthIn, heightIn, lookup);
  if (min !== null) {
    if (page === 'special-processing') {
      const [minBig, minSmall] = sortedDesc(
        limitInches(lookup.minWidthMm),
        limitInches(lookup.minHeightMm),
      );
      const message = SPECIAL_PROCESSING_SIZE_MESSAGES.belowMinimum(
        formatInches(minBig),
        formatInches(minSmall),
      );
      return { status: 'below-minimum', message, minIn: min };
    }
    const messages = page === 'price-tab' ? PRICE_TAB_SIZE_MESSAGES : QUOTE_PAGE_SIZE_MESSAGES;
    return {
      status: 'below-minimum',
      message: messages.belowMinimum(formatInches(min)),
      minIn: min,
    };
  }

  if (page === 'special-processing') return { status: 'ok' };
  const max = maxFailure(input, widthIn, heightIn, lookup);
  if (max !== null) {
    const message =
      page === 'price-tab'
        ? PRICE_TAB_SIZE_MESSAGES.aboveMaximum
        : QUOTE_PAGE_SIZE_MESSAGES.aboveMaximum;
    return { status: 'above-maximum', message, maxIn: max };
  }
  return { status: 'ok' };
}

export interface ProductSizeInput {
  widthIn: number | null;
  heightIn: number | null;
  cuttingId: number | null;
  orientationId: number | null;
}

/**
 * The size rule of every page and route (quote form, pricing, cart, quotation, quote request,
 * size lookup): the product's lookup for the cutting and sides, checked in the product's wording
 * unless a page is named. Below the minimum is refused, above the maximum is a special size.
 */
export function checkProductSize(
  product: Pick<Product, 'type' | 'dimLookups'>,
  input: ProductSizeInput,
  page: SizeMessagePage = sizeMessagePageFor(product),
): { lookup: DimLookup | null; check: SizeCheck } {
  const lookup = chooseDimLookup(
    product.dimLookups,
    input.cuttingId,
    input.widthIn ?? 0,
    input.heightIn ?? 0,
  );
  return { lookup, check: checkSize({ ...input, lookup }, page) };
}

/** The field a size problem is reported on: the shorter side (width when they are equal). */
export function sizeProblemField(widthIn: number, heightIn: number): 'width' | 'height' {
  return widthIn <= heightIn ? 'width' : 'height';
}
