import { numericRefusal, numericValue, type NumericField } from '../numeric-input';

/**
 * Quantity rules of the quote page (spec 000 §4 "Quantity modes", "Price-match flag", §5, §9).
 * Presets are the product's (or the pricing answer's) quantities, ascending.
 */

/** Spec 000 §4: the custom quantity is selected as index -1. */
export const CUSTOM_QUANTITY_INDEX = -1;
/** Spec 000 §9: two preset quantities are buttons; the rest go into a dropdown. */
export const VISIBLE_PRESET_BUTTONS = 2;
/** Spec 000 §5/§9: custom quantity input length. */
export const CUSTOM_QUANTITY_MAX_LENGTH = 6;
/** The custom quantity input: a whole number, at most 6 characters (spec 000 §5). */
export const CUSTOM_QUANTITY_FIELD: NumericField = {
  label: 'Quantity',
  kind: 'whole',
  maxLength: CUSTOM_QUANTITY_MAX_LENGTH,
};
/** Spec 000 §4: the dropdown's entry that switches to a typed quantity. */
export const INPUT_THE_NUMBER_LABEL = 'Input the number here';

/** Spec 000 §5. */
export const QUANTITY_MESSAGES = {
  belowMinimum: (min: number): string => `* Please enter quantity greater than ${min}.`,
  aboveMaximum: '* You can request a quote from the button below.',
} as const;

/**
 * How the quantity was chosen: one of the two buttons, an entry of the "more" dropdown (index
 * into the full preset list), or a typed custom quantity.
 */
export type QuantitySelection =
  | { mode: 'preset'; index: number }
  | { mode: 'more'; index: number }
  | { mode: 'custom'; index: typeof CUSTOM_QUANTITY_INDEX; typed: string };

/** Spec 000 §4: true inside the preset range, -1 below it, false above it (request a quote). */
export type PriceMatch = true | -1 | false;

export function visiblePresetButtons(presets: readonly number[]): number[] {
  return presets.slice(0, VISIBLE_PRESET_BUTTONS);
}

/** The presets listed in the "more options" dropdown (followed there by INPUT_THE_NUMBER_LABEL). */
export function dropdownQuantities(presets: readonly number[]): number[] {
  return presets.slice(VISIBLE_PRESET_BUTTONS);
}

/** Selects the preset at `index`, as a button or a dropdown entry depending on where it shows. */
export function selectPresetQuantity(index: number): QuantitySelection {
  return index < VISIBLE_PRESET_BUTTONS ? { mode: 'preset', index } : { mode: 'more', index };
}

/** A typed custom quantity, kept as it was typed or pasted (the input filters keystrokes). */
export function selectCustomQuantity(typed: string): QuantitySelection {
  return { mode: 'custom', index: CUSTOM_QUANTITY_INDEX, typed };
}

/** The first preset, or an empty custom entry when the product has no presets. */
export function defaultQuantitySelection(presets: readonly number[]): QuantitySelection {
  return presets.length > 0 ? selectPresetQuantity(0) : selectCustomQuantity('');
}

/** A saved quantity (featured preset): its preset when it is one, otherwise a typed custom one. */
export function quantitySelectionFor(
  quantity: number,
  presets: readonly number[],
): QuantitySelection {
  const index = presets.indexOf(quantity);
  if (index >= 0) return selectPresetQuantity(index);
  return selectCustomQuantity(quantity > 0 ? String(Math.trunc(quantity)) : '');
}

/** A typed custom quantity, or null while it is empty, 0 or refused (numeric-input.ts). */
export function typedQuantity(typed: string): number | null {
  const value = numericValue(CUSTOM_QUANTITY_FIELD, typed);
  return value !== null && value > 0 ? value : null;
}

/** The chosen quantity, or null while a custom quantity has not been entered. */
export function selectedQuantity(
  selection: QuantitySelection,
  presets: readonly number[],
): number | null {
  if (selection.mode === 'custom') return typedQuantity(selection.typed);
  return presets[selection.index] ?? null;
}

/**
 * Spec 000 §4: compares a typed quantity with the first and last preset (bounds included).
 * Without presets there is no range to fall outside of, so it matches.
 */
export function priceMatch(typed: number, presets: readonly number[]): PriceMatch {
  const first = presets[0];
  const last = presets[presets.length - 1];
  if (first === undefined || last === undefined) return true;
  if (!(typed >= first)) return -1;
  if (typed > last) return false;
  return true;
}

/** The message of a typed quantity against the presets, or null inside the priced range. */
export function customQuantityMessage(typed: number, presets: readonly number[]): string | null {
  const match = priceMatch(typed, presets);
  if (match === -1) return QUANTITY_MESSAGES.belowMinimum(presets[0] ?? 0);
  if (match === false) return QUANTITY_MESSAGES.aboveMaximum;
  return null;
}

/**
 * The message under the custom quantity field: why its text is refused (numeric-input.ts), else
 * where the typed quantity lies against the presets; null while empty or inside the range.
 */
export function customQuantityFieldMessage(
  typed: string,
  presets: readonly number[],
): string | null {
  const refusal = numericRefusal(CUSTOM_QUANTITY_FIELD, typed);
  if (refusal !== null) return refusal;
  const quantity = typedQuantity(typed);
  return quantity === null ? null : customQuantityMessage(quantity, presets);
}
