/**
 * Number of sets ("kinds"): the same configuration ordered with different artwork (spec 000 §4
 * "Sets", §5 "Custom number of sets", §9).
 *
 * kinds 0 or 1 means one kind; 2 to 10 is a multiplier chosen from the list; -1 means a custom
 * number typed by the visitor.
 */

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
/** The spec does not word the entry; it mirrors the quantity dropdown's "Input the number here". */
export const SETS_INPUT_OPTION_LABEL = 'Input the number here';
/** Spec 000 §5 describes the tooltip's meaning; the wording is ours. */
export const SETS_TOOLTIP =
  'Designs that share the same size, color, material and quantity but have different artwork ' +
  'are ordered as separate sets. Choose how many different designs you are sending.';

export interface SetsSelection {
  /** 0 or 1: one kind; 2..10: preset multiplier; -1: custom (see `custom`). */
  kinds: number;
  /** The typed number when kinds is -1, filtered; '' otherwise. */
  custom: string;
}

export const DEFAULT_SETS: SetsSelection = { kinds: 1, custom: '' };

/** Keystroke filter for the custom number of sets: digits only, at most 2 (spec 000 §5). */
export function filterCustomSetsInput(text: string): string {
  return text.replace(/\D/g, '').slice(0, CUSTOM_SETS_MAX_LENGTH);
}

/** Picks a preset (1..9) or, with CUSTOM_SETS_KINDS, switches to typing a number. */
export function selectSets(kinds: number, custom = ''): SetsSelection {
  if (kinds === CUSTOM_SETS_KINDS) {
    return { kinds: CUSTOM_SETS_KINDS, custom: filterCustomSetsInput(custom) };
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

/**
 * The multiplier applied to the price. A custom entry that is empty or 0 counts as one set until
 * a number is typed, so the price never drops to zero while typing.
 */
export function effectiveSetsMultiplier(selection: SetsSelection): number {
  if (selection.kinds === CUSTOM_SETS_KINDS) {
    const typed = Number.parseInt(selection.custom, 10);
    return Number.isFinite(typed) && typed >= 1 ? typed : 1;
  }
  return Number.isInteger(selection.kinds) && selection.kinds >= 2 ? selection.kinds : 1;
}

/** Shown under an empty or zero custom number of sets; the wording is ours (spec 000 §5 is silent). */
export const CUSTOM_SETS_EMPTY_MESSAGE = `Enter how many sets (${SETS_MIN} to ${SETS_MAX}). Until then the price is for 1 set.`;

export function customSetsMessage(selection: SetsSelection): string | null {
  if (selection.kinds !== CUSTOM_SETS_KINDS) return null;
  return Number.parseInt(selection.custom, 10) >= 1 ? null : CUSTOM_SETS_EMPTY_MESSAGE;
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
