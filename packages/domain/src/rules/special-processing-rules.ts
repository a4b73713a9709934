/**
 * Rules of the Special Processing quote form (spec 001 §2 "Special Processing modal", §4 "Special
 * Processing form cascade", §5 "Special Processing form", §8). The shared option lists (shapes,
 * finishings, orientation, premium processing) come from option-lists.ts, and which cuttings are
 * left out or disabled from special-processing-cuttings.ts.
 */
import type { FieldProblem } from '../api-error';
import type {
  Catalog,
  Cutting,
  DimLookup,
  NamedOption,
  Product,
  Shape,
  SizePreset,
  SpecialProcessingOption,
} from '../catalog-model';
import {
  CUTTING_ROLL,
  FINISHING_PREMIUM_COAT,
  SP_OPTION_6,
  SP_OPTION_7,
  SP_OPTION_STAMP_SPOT,
} from './catalog-ids';
import { checkCutPerShape, checkStickersPerSheet } from './cut-count-rules';
import { isCuttingDisabled, isCuttingRemoved } from './special-processing-cuttings';
export { specialProcessingProducts } from './special-processing-products';
import { byIds } from './by-ids';
import { checkSize, chooseDimLookup } from './size-rules';

/** Spec 001 §9 / §5: at most 3 sub-processing items in total. */
export const MAX_SUB_ITEMS = 3;

/** Spec 001 §8, exact. */
export const SPECIAL_PROCESSING_MESSAGES = {
  optionRequired: 'Please select a special processing option.',
  sizeRequired: 'Size is required.',
} as const;

// Spec 001 §4 "Special processing option rules by product id".
const STAMP_SPOT_DISABLED_FOR: readonly number[] = [7, 8, 9, 12, 14];
const OPTION_6_DISABLED_FOR: readonly number[] = [1, 2, 4, 6, 9];
const OPTION_6_NEEDS_FINISHING_6_FOR: readonly number[] = [7, 8];
const OPTION_7_DISABLED_FOR: readonly number[] = [7, 8, 9];

export interface OptionState<T> {
  option: T;
  disabled: boolean;
}

export interface SpecialProcessingSelection {
  optionIds: number[];
  /** Sub-option item ids (sent as ai-{code} per option). */
  subItemIds: number[];
}

export const EMPTY_SPECIAL_PROCESSING: SpecialProcessingSelection = {
  optionIds: [],
  subItemIds: [],
};

/** The supply (cutting) list: cutting 7 removed for Hologram; 6 and 7 disabled by product. */
export function specialProcessingCuttings(
  catalog: Catalog,
  product: Product,
): OptionState<Cutting>[] {
  return byIds(catalog.cuttings, product.cuttingIds)
    .filter((cutting) => !isCuttingRemoved(cutting.id, product.id))
    .map((cutting) => ({ option: cutting, disabled: isCuttingDisabled(cutting.id, product.id) }));
}

/** The option auto-selected after a reload (spec 001 §4): the first one not disabled. */
export function firstEnabled<T>(states: readonly OptionState<T>[]): T | null {
  return states.find((state) => !state.disabled)?.option ?? null;
}

export function isOptionDisabled(
  optionId: number,
  productId: number,
  finishingId: number | null,
): boolean {
  switch (optionId) {
    case SP_OPTION_STAMP_SPOT:
      return STAMP_SPOT_DISABLED_FOR.includes(productId);
    case SP_OPTION_6:
      return (
        OPTION_6_DISABLED_FOR.includes(productId) ||
        (OPTION_6_NEEDS_FINISHING_6_FOR.includes(productId) &&
          finishingId !== FINISHING_PREMIUM_COAT)
      );
    case SP_OPTION_7:
      return OPTION_7_DISABLED_FOR.includes(productId);
    default:
      return false;
  }
}

/** The product's special-processing checkboxes with their disabled state for the finishing. */
export function specialProcessingOptionStates(
  catalog: Catalog,
  product: Product,
  finishingId: number | null,
): OptionState<SpecialProcessingOption>[] {
  return byIds(catalog.specialProcessingOptions, product.specialProcessingOptionIds).map(
    (option) => ({ option, disabled: isOptionDisabled(option.id, product.id, finishingId) }),
  );
}

function optionOf(
  states: readonly OptionState<SpecialProcessingOption>[],
  optionId: number,
): OptionState<SpecialProcessingOption> | null {
  return states.find((state) => state.option.id === optionId) ?? null;
}

function withoutItems(subItemIds: readonly number[], items: readonly NamedOption[]): number[] {
  const ids = new Set(items.map((item) => item.id));
  return subItemIds.filter((id) => !ids.has(id));
}

/**
 * Deselects options that became disabled (spec 001 §4 says so for stamp spot; a disabled box
 * that still counts would confuse, so it applies to all) and options the product lacks, with
 * their sub-items.
 */
export function pruneSpecialProcessing(
  states: readonly OptionState<SpecialProcessingOption>[],
  selection: SpecialProcessingSelection,
): SpecialProcessingSelection {
  const kept = states.filter(
    (state) => !state.disabled && selection.optionIds.includes(state.option.id),
  );
  const keptItems = new Set(kept.flatMap((state) => state.option.items.map((item) => item.id)));
  return {
    optionIds: kept.map((state) => state.option.id),
    subItemIds: selection.subItemIds.filter((id) => keptItems.has(id)),
  };
}

/** Ticks or unticks an option; a disabled one refuses; unticking clears its sub-items. */
export function toggleSpecialProcessingOption(
  states: readonly OptionState<SpecialProcessingOption>[],
  selection: SpecialProcessingSelection,
  optionId: number,
): SpecialProcessingSelection {
  const state = optionOf(states, optionId);
  if (!state || state.disabled) return selection;
  if (selection.optionIds.includes(optionId)) {
    return {
      optionIds: selection.optionIds.filter((id) => id !== optionId),
      subItemIds: withoutItems(selection.subItemIds, state.option.items),
    };
  }
  return { ...selection, optionIds: [...selection.optionIds, optionId] };
}

/**
 * Ticks or unticks a sub-option (spec 001 §4, §9): only under a ticked option; max_selected 1
 * makes the option single-choice (a tick replaces the other); a higher max_selected caps the
 * option; at most 3 sub-items are ticked in total. A refused tick returns `selection` itself.
 */
export function toggleSpecialProcessingSubItem(
  states: readonly OptionState<SpecialProcessingOption>[],
  selection: SpecialProcessingSelection,
  optionId: number,
  itemId: number,
): SpecialProcessingSelection {
  const state = optionOf(states, optionId);
  if (!state || state.disabled || !selection.optionIds.includes(optionId)) return selection;
  const { option } = state;
  if (!option.items.some((item) => item.id === itemId)) return selection;
  if (selection.subItemIds.includes(itemId)) {
    return { ...selection, subItemIds: selection.subItemIds.filter((id) => id !== itemId) };
  }
  const base =
    option.maxSelected <= 1
      ? withoutItems(selection.subItemIds, option.items)
      : selection.subItemIds;
  const inOption = option.items.filter((item) => base.includes(item.id)).length;
  if (base.length >= MAX_SUB_ITEMS || inOption >= option.maxSelected) return selection;
  return { ...selection, subItemIds: [...base, itemId] };
}

/** Sub-items a tick would be refused for: the 3-in-total cap or the option's own cap. */
export function disabledSubItemIds(
  states: readonly OptionState<SpecialProcessingOption>[],
  selection: SpecialProcessingSelection,
): number[] {
  return states.flatMap(({ option, disabled }) =>
    option.items
      .filter((item) => !selection.subItemIds.includes(item.id))
      .filter(
        (item) =>
          disabled ||
          toggleSpecialProcessingSubItem(states, selection, option.id, item.id) === selection,
      )
      .map((item) => item.id),
  );
}

/** The sub-items per option code, as the request sends them (ai-{code}). */
export function subItemsByOptionCode(
  states: readonly OptionState<SpecialProcessingOption>[],
  selection: SpecialProcessingSelection,
): Record<string, number[]> {
  const out: Record<string, number[]> = {};
  for (const { option } of states) {
    const ids = option.items
      .filter((item) => selection.subItemIds.includes(item.id))
      .map((item) => item.id);
    if (ids.length > 0) out[option.code] = ids;
  }
  return out;
}

/**
 * Spec 001 §5: Send Quote needs a special-processing choice, and a special-processing cutting
 * (6, 7) counts as one ("none of the special processing categories (cutting, stamp spot,
 * others) is chosen").
 */
export function hasSpecialProcessingChoice(
  cutting: Cutting | null,
  selection: SpecialProcessingSelection,
): boolean {
  return (cutting?.specialProcessing ?? false) || selection.optionIds.length > 0;
}

export interface SpecialProcessingFormInput {
  cutting: Cutting | null;
  shape: Shape | null;
  cutPerShape: number | null;
  /** Stickers per sheet (ea). */
  stickersPerSheet: number | null;
  widthIn: number | null;
  heightIn: number | null;
  /** The chosen fixed size (roll), when the form shows the fixed-size dropdown. */
  sizeId: number | null;
  fixedSizes: readonly SizePreset[];
  dimLookups: readonly DimLookup[];
  selection: SpecialProcessingSelection;
}

function sizeProblem(input: SpecialProcessingFormInput): string | null {
  const cuttingId = input.cutting?.id ?? null;
  if (cuttingId === CUTTING_ROLL && input.fixedSizes.length > 0) {
    const chosen = input.fixedSizes.some((size) => size.id === input.sizeId);
    return chosen ? null : SPECIAL_PROCESSING_MESSAGES.sizeRequired;
  }
  const lookup = chooseDimLookup(
    input.dimLookups,
    cuttingId,
    input.widthIn ?? 0,
    input.heightIn ?? 0,
  );
  const check = checkSize(
    {
      widthIn: input.widthIn,
      heightIn: input.heightIn,
      lookup,
      cuttingId,
      orientationId: null,
    },
    'special-processing',
  );
  return check.status === 'ok' ? null : check.message;
}

/**
 * Everything the form checks on submit, in field order (spec 001 §5). Field names are the
 * request's: cut_per_shape, ea, size, addons.
 */
export function validateSpecialProcessingForm(input: SpecialProcessingFormInput): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const cuts = checkCutPerShape(input.shape, input.cutPerShape);
  if (cuts) problems.push({ field: 'cut_per_shape', message: cuts });
  const ea = checkStickersPerSheet(input.cutting, input.stickersPerSheet);
  if (ea) problems.push({ field: 'ea', message: ea });
  const size = sizeProblem(input);
  if (size) problems.push({ field: 'size', message: size });
  if (!hasSpecialProcessingChoice(input.cutting, input.selection)) {
    problems.push({ field: 'addons', message: SPECIAL_PROCESSING_MESSAGES.optionRequired });
  }
  return problems;
}
