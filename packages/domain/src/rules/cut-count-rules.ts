/**
 * Number of cuts per shape (cut_per_shape) and stickers per sheet (ea): spec 001 §5 "Price
 * configurator" and "Special Processing form", §8, §9. Shared by the price configurator and the
 * Special Processing form.
 *
 * One rule of the spec allows 1 to 10000 cuts, yet the maximum of 30 applies (§5): 30 it is.
 */
import type { Cutting, Shape } from '../catalog-model';

export const MAX_CUTS_PER_SHAPE = 30;
export const MAX_STICKERS_PER_SHEET = 30;
/** Spec 001 §5/§9: Special Processing numeric inputs hold at most 6 characters. */
export const COUNT_INPUT_MAX_LENGTH = 6;

/** Spec 001 §8, exact. */
export const CUT_COUNT_MESSAGES = {
  cutsRequired: 'Number of cuts is required.',
  cutsOverMax: 'Number of cuts should not be more than 30. Request a quote from the button below.',
  stickersRequired: 'Please specify the number of stickers to place in one seat.',
  stickersOverMax: 'Number of stickers should not be more than 30.',
} as const;

/** Keystroke filter for counts: digits only, at most 6. */
export function filterCountInput(text: string): string {
  return text.replace(/\D/g, '').slice(0, COUNT_INPUT_MAX_LENGTH);
}

/** A typed count as an integer (spec 001 §5: ea is converted to an integer); null when empty. */
export function parseCount(text: string): number | null {
  const value = Number.parseInt(filterCountInput(text), 10);
  return Number.isFinite(value) ? value : null;
}

/** Whether the shape asks for a number of cuts (cuts 'na' is stored as null). */
export function shapeHasCuts(shape: Shape | null | undefined): boolean {
  return shape !== null && shape !== undefined && shape.cuts !== null;
}

/** cut_per_shape: required (1 or more) when the shape has cuts, at most 30; null when fine. */
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
