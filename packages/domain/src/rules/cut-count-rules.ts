/**
 * Number of cuts per shape (cut_per_shape) and stickers per sheet (ea): spec 001 §5 "Price
 * configurator" and "Special Processing form", §8, §9. Shared by the price configurator and the
 * Special Processing form.
 *
 * One rule of the spec allows 1 to 10000 cuts, yet the maximum of 30 applies (§5), and the §8
 * message for more than 30 says 'Request a quote from the button below': 1 to 30 cuts are priced,
 * 31 to 10000 are priced by quote (the button reads REQUEST A QUOTE, issue 11 item 3), and more
 * than 10000 is refused. The page and the server both decide with cutCountCheck.
 */
import type { Cutting, Shape } from '../catalog-model';
import { numericValue, type NumericField } from '../numeric-input';

/** The most cuts per shape that are priced on the page. */
export const MAX_CUTS_PER_SHAPE = 30;
/** Spec 001 §9: the upper bound of cut_per_shape; 31 up to this many cuts ask for a quote. */
export const MAX_QUOTED_CUTS_PER_SHAPE = 10_000;
export const MAX_STICKERS_PER_SHEET = 30;
/** Spec 001 §5/§9: Special Processing numeric inputs hold at most 6 characters. */
export const COUNT_INPUT_MAX_LENGTH = 6;

/** Spec 001 §8, exact. */
export const CUT_COUNT_MESSAGES = {
  cutsRequired: 'Number of cuts is required.',
  cutsOverMax: 'Number of cuts should not be more than 30. Request a quote from the button below.',
  // Not in §8: the §9 bound, above which no quote is offered either (so no quote is promised).
  cutsAboveLimit: 'Number of cuts should not be more than 10000.',
  stickersRequired: 'Please specify the number of stickers to place in one seat.',
  stickersOverMax: 'Number of stickers should not be more than 30.',
} as const;

/** The number-of-cuts input (spec 001 §5): a whole number, at most 6 characters. */
export const CUTS_FIELD: NumericField = {
  label: 'Number of Cuts',
  kind: 'whole',
  maxLength: COUNT_INPUT_MAX_LENGTH,
};
/** The stickers-per-sheet (ea) input of the Special Processing form (spec 001 §5). */
export const STICKERS_PER_SHEET_FIELD: NumericField = {
  label: 'Stickers/Sheet',
  kind: 'whole',
  maxLength: COUNT_INPUT_MAX_LENGTH,
};

/**
 * A count as an integer (spec 001 §5: ea is converted to an integer); null when empty or not a
 * whole number (the field says why: numeric-input.ts).
 */
export function parseCount(text: string): number | null {
  return numericValue(CUTS_FIELD, text);
}

/** Whether the shape asks for a number of cuts (cuts 'na' is stored as null). */
export function shapeHasCuts(shape: Shape | null | undefined): boolean {
  return shape !== null && shape !== undefined && shape.cuts !== null;
}

/**
 * The price configurator's verdict on cut_per_shape: 'ok' (or no cuts asked), 'missing' and
 * 'above-limit' block the form, 'quote' (31 to 10000) shows the over-30 message while the button
 * asks for a quote, as a special size does.
 */
export type CutCountCheck =
  | { status: 'ok'; message: null; blocks: false }
  | { status: 'quote'; message: string; blocks: false }
  | { status: 'missing' | 'above-limit'; message: string; blocks: true };

export function cutCountCheck(
  shape: Shape | null | undefined,
  value: number | null,
): CutCountCheck {
  if (!shapeHasCuts(shape)) return { status: 'ok', message: null, blocks: false };
  if (value === null || !(value >= 1)) {
    return { status: 'missing', message: CUT_COUNT_MESSAGES.cutsRequired, blocks: true };
  }
  if (value > MAX_QUOTED_CUTS_PER_SHAPE) {
    return { status: 'above-limit', message: CUT_COUNT_MESSAGES.cutsAboveLimit, blocks: true };
  }
  if (value > MAX_CUTS_PER_SHAPE) {
    return { status: 'quote', message: CUT_COUNT_MESSAGES.cutsOverMax, blocks: false };
  }
  return { status: 'ok', message: null, blocks: false };
}

/** 31 to 10000 cuts on a shape with cuts: priced by quote (the page and the server alike). */
export function cutsAboveMaximum(shape: Shape | null | undefined, value: number | null): boolean {
  return cutCountCheck(shape, value).status === 'quote';
}

/**
 * cut_per_shape on the Special Processing form: required (1 or more) when the shape has cuts, at
 * most 30 (that form is already a quote request); null when fine.
 */
export function checkCutPerShape(
  shape: Shape | null | undefined,
  value: number | null,
): string | null {
  if (!shapeHasCuts(shape)) return null;
  if (value === null || !(value >= 1)) return CUT_COUNT_MESSAGES.cutsRequired;
  if (value > MAX_CUTS_PER_SHAPE) return CUT_COUNT_MESSAGES.cutsOverMax;
  return null;
}

/** ea: required (1 or more) when the cutting asks for it, at most 30; null when fine. */
export function checkStickersPerSheet(
  cutting: Cutting | null | undefined,
  value: number | null,
): string | null {
  if (!cutting?.inputEa) return null;
  if (value === null || !(value >= 1)) return CUT_COUNT_MESSAGES.stickersRequired;
  if (value > MAX_STICKERS_PER_SHEET) return CUT_COUNT_MESSAGES.stickersOverMax;
  return null;
}
