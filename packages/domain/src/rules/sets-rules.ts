/**
 * Number of sets ("kinds"): the same configuration ordered with different artwork (spec 000 §4
 * "Sets", §5 "Custom number of sets", §9).
 *
 * kinds 0 or 1 means one kind; 2 to 10 is a multiplier chosen from the list; -1 means a custom
 * number typed by the visitor.
 */
import { numericRefusal, numericValue, type NumericField } from '../numeric-input';

export const CUSTOM_SETS_KINDS = -1;
/**
 * The number of sets a line may have (spec 000 §5, §9: a custom number is at most 2 digits). The
 * one statement of the limit: the quote payload, the cart API, the cart page and its input use it.
 */
export const SETS_MIN = 1;
export const SETS_MAX = 99;
/** Why a number of sets is refused, by the cart page and the API alike; the wording is ours. */
export const SETS_MESSAGE = `Sets must be a whole number from ${SETS_MIN} to ${SETS_MAX}.`;
/** Spec 000 §9: preset multipliers go up to 10. */
export const MAX_PRESET_SETS = 10;
/** Spec 000 §5: the dropdown lists 1 to 9, then an entry to type a number. */
export const SETS_PRESETS: readonly number[] = [1, 2, 3, 4, 5, 6, 7, 8, 9];
/** Spec 000 §5/§9: custom sets input length: the digits of the largest number of sets. */
export const CUSTOM_SETS_MAX_LENGTH = String(SETS_MAX).length;
/** The custom number of sets input: a whole number, at most 2 characters (spec 000 §5). */
export const CUSTOM_SETS_FIELD: NumericField = {
  label: 'Number of Sets',
  kind: 'whole',
  maxLength: CUSTOM_SETS_MAX_LENGTH,
};
/** The spec does not word the entry; it mirrors the quantity dropdown's "Input the number here". */
export const SETS_INPUT_OPTION_LABEL = 'Input the number here';
/** Spec 000 §5 describes the tooltip's meaning; the wording is ours. */
export const SETS_TOOLTIP =
  'Designs that share the same size, color, material and quantity but have different artwork ' +
  'are ordered as separate sets. Choose how many different designs you are sending.';

export interface SetsSelection {
  /** 0 or 1: one kind; 2..10: preset multiplier; -1: custom (see `custom`). */
  kinds: number;
  /** The typed number when kinds is -1, as typed or pasted; '' otherwise. */
  custom: string;
}

export const DEFAULT_SETS: SetsSelection = { kinds: 1, custom: '' };

/** Picks a preset (1..9) or, with CUSTOM_SETS_KINDS, switches to typing a number. */
export function selectSets(kinds: number, custom = ''): SetsSelection {
  if (kinds === CUSTOM_SETS_KINDS) {
    return { kinds: CUSTOM_SETS_KINDS, custom };
  }
  return { kinds, custom: '' };
}

/**
 * A featured preset's saved sets (spec 000 §4): over 10 becomes a custom multiplier holding the
 * number; 0 or less is one kind.
 */
export function setsFromPreset(sets: number): SetsSelection {
  const whole = Math.trunc(sets);
  if (whole > MAX_PRESET_SETS) return selectSets(CUSTOM_SETS_KINDS, String(whole));
  return { kinds: whole >= 1 ? whole : 1, custom: '' };
}

/** A typed number of sets, or null while it is empty, 0 or refused (numeric-input.ts). */
function typedSets(custom: string): number | null {
  const value = numericValue(CUSTOM_SETS_FIELD, custom);
  return value !== null && value >= SETS_MIN ? value : null;
}

/**
 * The multiplier applied to the price. A custom entry without a number of sets prices one set,
 * so the price shown never drops to zero while typing; nothing is ordered until a number is
 * entered (setsEntered).
 */
export function effectiveSetsMultiplier(selection: SetsSelection): number {
  if (selection.kinds === CUSTOM_SETS_KINDS) return typedSets(selection.custom) ?? 1;
  return Number.isInteger(selection.kinds) && selection.kinds >= 2 ? selection.kinds : 1;
}

/**
 * Whether the number of sets is known: a preset, or a typed 1 to 99. Until then ADD TO CART,
 * Print Quote and Compare wait, as they do for an untyped custom quantity (spec 000 §4).
 */
export function setsEntered(selection: SetsSelection): boolean {
  return selection.kinds !== CUSTOM_SETS_KINDS || typedSets(selection.custom) !== null;
}

/** Shown under an empty or zero custom number of sets; the wording is ours (spec 000 §5 is silent). */
export const CUSTOM_SETS_EMPTY_MESSAGE = `Enter how many sets (${SETS_MIN} to ${SETS_MAX}).`;

/** Why the typed number of sets cannot be ordered yet, or null when it can. */
export function customSetsMessage(selection: SetsSelection): string | null {
  if (selection.kinds !== CUSTOM_SETS_KINDS) return null;
  const refusal = numericRefusal(CUSTOM_SETS_FIELD, selection.custom);
  if (refusal !== null) return refusal;
  return typedSets(selection.custom) === null ? CUSTOM_SETS_EMPTY_MESSAGE : null;
}

/**
 * What the sets controls show: a listed preset in the dropdown, or "Input the number here" with
 * the number in the box. A saved multiplier of 10 is valid but not listed (1 to 9), so it shows
 * as a typed 10.
 */
export function setsControlView(selection: SetsSelection): {
  listed: number | null;
  typed: string;
} {
  if (selection.kinds === CUSTOM_SETS_KINDS) return { listed: null, typed: selection.custom };
  const kinds = Math.max(1, selection.kinds);
  return SETS_PRESETS.includes(kinds)
    ? { listed: kinds, typed: '' }
    : { listed: null, typed: String(kinds) };
}
