/**
 * The Special Processing form as a pure reducer (ADR 0009), spec 001 §4 "Special Processing form
 * cascade": a product change clears everything and reloads cuttings, colours, quantities and the
 * special-processing options; a cutting change reloads shapes, orientation, finishings, premium
 * processing, quantities and sizes; a finishing change reloads adhesives and premium processing.
 * After each reload the first (enabled) option is selected. The cascade is the price
 * configurator's engine (cascade-engine.ts, ADR 0053) with the form's options; the
 * special-processing options come from special-processing-rules.ts.
 *
 * A change the state does not offer is ignored (the state comes back unchanged), so the server
 * can replay a request through this reducer and refuse whatever did not take
 * (special-processing-request.ts).
 */
import type {
  Catalog,
  Cutting,
  PricedOption,
  Product,
  Shape,
  SizePreset,
  SpecialProcessingOption,
} from '../catalog-model';
import { byIds } from './by-ids';
import { cascadeEngine, isCascadeChoice } from './cascade-engine';
import type { CascadeChoice, CascadeLists, CascadeScope, CascadeView } from './cascade-engine';
import { firstId, offers } from './cascade-levels';
import { SPECIAL_PROCESSING_FORM_CASCADE } from './cascade-options';
import { parseCount } from './cut-count-rules';
import { SPECIAL_PROCESSING_DIMENSION_MAX_LENGTH, parseDimension } from './size-rules';
import {
  EMPTY_SPECIAL_PROCESSING,
  disabledSubItemIds,
  firstEnabled,
  pruneSpecialProcessing,
  specialProcessingCuttings,
  specialProcessingOptionStates,
  specialProcessingProducts,
  toggleSpecialProcessingOption,
  toggleSpecialProcessingSubItem,
} from './special-processing-rules';
import type { OptionState, SpecialProcessingSelection } from './special-processing-rules';

/** What the visitor has chosen; counts and sizes are the filtered texts of their inputs. */
export interface SpecialProcessingValues {
  productId: number;
  cuttingId: number | null;
  shapeId: number | null;
  orientationId: number | null;
  /** Number of cuts, digits only (at most 6); '' when not entered. */
  cutPerShape: string;
  /** Stickers per sheet, digits only (at most 6); '' when not entered. */
  ea: string;
  finishingId: number | null;
  premiumProcessingId: number | null;
  premiumCoatingId: number | null;
  adhesiveId: number | null;
  colorId: number | null;
  /** Inches as typed (digits and one point, at most 6 characters); '' when not entered. */
  width: string;
  height: string;
  /** The fixed size chosen on a roll (a dimension lookup id); null when sizes are typed. */
  sizeId: number | null;
  quantity: number | null;
  selection: SpecialProcessingSelection;
}

/**
 * The lists the form's fields show, each for the current choices: the cascade's (it has no
 * add-ons, and names its sizes `fixedSizes`) and the form's own.
 */
export interface SpecialProcessingFormOptions extends Omit<CascadeLists, 'sizes' | 'addons'> {
  /** Products 9 and 23 are left out (spec 001 §2). */
  products: Product[];
  /** Cuttings 6 and 7 may be listed disabled (spec 001 §4). */
  cuttings: OptionState<Cutting>[];
  colors: PricedOption[];
  /** The roll's fixed sizes (a dropdown); empty: width and height are typed. */
  fixedSizes: SizePreset[];
  specialProcessing: OptionState<SpecialProcessingOption>[];
  /** Sub-items whose tick would be refused (the 3-in-total cap, an option's own cap). */
  disabledSubItemIds: number[];
}

/** Labels and flags the form needs besides the lists ('Material' and 'Sheet Size' included). */
export interface SpecialProcessingFormView extends CascadeView {
  sizeMode: 'fixed' | 'typed';
  eaRequired: boolean;
}

export interface SpecialProcessingFormState {
  featuredItemId: number | null;
  values: SpecialProcessingValues;
  options: SpecialProcessingFormOptions;
  view: SpecialProcessingFormView;
}

export type SpecialProcessingChange =
  | { field: 'product'; productId: number }
  | Exclude<CascadeChoice, { field: 'addon' }>
  | { field: 'cutPerShape'; text: string }
  | { field: 'ea'; text: string }
  | { field: 'color'; colorId: number }
  /** Typed sizes (not on a roll with fixed sizes); texts are filtered as typed. */
  | { field: 'size'; width: string; height: string }
  | { field: 'fixedSize'; sizeId: number }
  | { field: 'quantity'; quantity: number }
  /** Ticks or unticks a special-processing option. */
  | { field: 'option'; optionId: number }
  /** Ticks or unticks a sub-item of a ticked option. */
  | { field: 'subItem'; optionId: number; itemId: number };

/** The form keeps the cascade's choices in its values, sizes and counts as typed text. */
const cascade = cascadeEngine<SpecialProcessingFormState, string>({
  options: SPECIAL_PROCESSING_FORM_CASCADE,
  noCuts: '',
  read: ({ values, options }) => ({
    choices: { ...values, addonItemId: null },
    lists: { ...options, sizes: options.fixedSizes, addons: [] },
    ...enteredSides(values),
    size: options.fixedSizes.find((size) => size.id === values.sizeId) ?? null,
  }),
  write: (state, result, reloaded, scope) => {
    const { addonItemId: _addon, ...choices } = result.choices;
    const { sizes, addons: _addons, ...lists } = result.lists;
    const { size } = result;
    const next = {
      ...state,
      values: {
        ...state.values,
        // `choices` carries the values `read` passed along as they were: the form's own fields
        // that hang from the cascade are set after it.
        ...choices,
        sizeId: size?.id ?? null,
        // A listed size is shown as the catalog has it; typed sides stay as typed.
        ...(size && { width: sizeText(size.widthIn), height: sizeText(size.heightIn) }),
        // Stickers per sheet are asked by the cutting (its input_ea), so they go with it.
        ...(reloaded === 'cutting' && { ea: '' }),
      },
      options: { ...state.options, ...lists, fixedSizes: sizes },
    };
    return reloaded === 'none' ? next : reloadSpecialProcessing(scope, next);
  },
});

function setValues(
  state: SpecialProcessingFormState,
  values: Partial<SpecialProcessingValues>,
): SpecialProcessingFormState {
  return { ...state, values: { ...state.values, ...values } };
}

function setOptions(
  state: SpecialProcessingFormState,
  options: Partial<SpecialProcessingFormOptions>,
): SpecialProcessingFormState {
  return { ...state, options: { ...state.options, ...options } };
}

/** A size in inches as the width/height inputs hold it. */
export function sizeText(inches: number): string {
  // A catalog size is a short positive decimal; the input holds at most 6 characters of it.
  return String(inches).slice(0, SPECIAL_PROCESSING_DIMENSION_MAX_LENGTH);
}

/** The entered sides in inches (0 when not entered, as shapesFor expects). */
export function enteredSides(values: Pick<SpecialProcessingValues, 'width' | 'height'>): {
  widthIn: number;
  heightIn: number;
} {
  return {
    widthIn: parseDimension(values.width) ?? 0,
    heightIn: parseDimension(values.height) ?? 0,
  };
}

export function selectedCutting(
  catalog: Catalog,
  values: Pick<SpecialProcessingValues, 'cuttingId'>,
): Cutting | null {
  return values.cuttingId === null ? null : (catalog.cuttings.get(values.cuttingId) ?? null);
}

export function selectedShape(state: SpecialProcessingFormState): Shape | null {
  return state.options.shapes.find((shape) => shape.id === state.values.shapeId) ?? null;
}

/**
 * The special-processing checkboxes for the finishing (option 6 depends on it for products 7
 * and 8); options that became disabled are unticked with their sub-items.
 */
function reloadSpecialProcessing(
  ctx: CascadeScope,
  state: SpecialProcessingFormState,
): SpecialProcessingFormState {
  const states = specialProcessingOptionStates(ctx.catalog, ctx.product, state.values.finishingId);
  const selection = pruneSpecialProcessing(states, state.values.selection);
  return setValues(
    setOptions(state, {
      specialProcessing: states,
      disabledSubItemIds: disabledSubItemIds(states, selection),
    }),
    { selection },
  );
}

function deriveView(
  ctx: CascadeScope,
  state: SpecialProcessingFormState,
): SpecialProcessingFormView {
  return {
    ...cascade.view(ctx, state),
    sizeMode: state.options.fixedSizes.length > 0 ? 'fixed' : 'typed',
    eaRequired: selectedCutting(ctx.catalog, state.values)?.inputEa ?? false,
  };
}

function withView(
  ctx: CascadeScope,
  state: SpecialProcessingFormState,
): SpecialProcessingFormState {
  return { ...state, view: deriveView(ctx, state) };
}

/** Spec 001 §4: a product change clears every choice and reloads from the cutting down. */
function loadProduct(
  ctx: CascadeScope,
  featuredItemId: number | null,
  keep: Pick<SpecialProcessingValues, 'width' | 'height'>,
): SpecialProcessingFormState {
  const { catalog, product } = ctx;
  const cuttings = specialProcessingCuttings(catalog, product);
  const colors = byIds(catalog.colors, product.colorIds);
  const blank: SpecialProcessingFormState = {
    featuredItemId,
    values: {
      productId: product.id,
      cuttingId: firstEnabled(cuttings)?.id ?? null,
      shapeId: null,
      orientationId: null,
      cutPerShape: '',
      ea: '',
      finishingId: null,
      premiumProcessingId: null,
      premiumCoatingId: null,
      adhesiveId: null,
      colorId: firstId(colors),
      // The size is the visitor's, not the product's: it is kept (a roll picks a fixed size).
      width: keep.width,
      height: keep.height,
      sizeId: null,
      quantity: null,
      selection: EMPTY_SPECIAL_PROCESSING,
    },
    options: {
      products: specialProcessingProducts(catalog.products.values()),
      cuttings,
      shapes: [],
      orientations: [],
      finishings: [],
      premiumProcessing: [],
      premiumCoating: [],
      adhesives: [],
      colors,
      fixedSizes: [],
      quantities: [],
      specialProcessing: [],
      disabledSubItemIds: [],
    },
    view: {
      finishingLabel: 'Finishing',
      sizeLabel: 'Size (in)',
      sizeMode: 'typed',
      premiumCoatingForced: false,
      cutPerShapeRequired: false,
      eaRequired: false,
    },
  };
  return withView(ctx, cascade.reload(ctx, blank));
}

/** The product when the form lists it (products 9 and 23 are not listed). */
function contextFor(catalog: Catalog, productId: number): CascadeScope | null {
  const product = specialProcessingProducts(catalog.products.values()).find(
    (candidate) => candidate.id === productId,
  );
  return product ? { catalog, product, page: null } : null;
}

// One handler per change.

function changeCount(state: SpecialProcessingFormState, key: 'cutPerShape' | 'ea', text: string) {
  const asked = key === 'cutPerShape' ? state.view.cutPerShapeRequired : state.view.eaRequired;
  if (!asked) return state;
  // Spec 001 §5: ea is kept as an integer (leading zeros go); text that is not a whole number
  // stays as it came and is refused (numeric-input.ts).
  const count = parseCount(text);
  const value = key === 'ea' && count !== null ? String(count) : text;
  return setValues(state, key === 'ea' ? { ea: value } : { cutPerShape: value });
}

function changeSize(
  ctx: CascadeScope,
  state: SpecialProcessingFormState,
  width: string,
  height: string,
) {
  if (state.view.sizeMode === 'fixed') return state;
  // Kept as typed, pasted or autofilled; the sides are read by the numeric input rule.
  const next = setValues(state, { width, height });
  return cascade.change(ctx, next, { field: 'sides', ...enteredSides(next.values) });
}

function changeSelection(state: SpecialProcessingFormState, selection: SpecialProcessingSelection) {
  if (selection === state.values.selection) return state;
  return setValues(
    setOptions(state, {
      disabledSubItemIds: disabledSubItemIds(state.options.specialProcessing, selection),
    }),
    { selection },
  );
}

/** A change within the product (applySpecialProcessingChange loads a new product). */
function reduce(
  ctx: CascadeScope,
  state: SpecialProcessingFormState,
  change: Exclude<SpecialProcessingChange, { field: 'product' }>,
) {
  if (isCascadeChoice(change)) return cascade.change(ctx, state, change);
  const { options, values } = state;
  switch (change.field) {
    case 'fixedSize': {
      const listedSize = { field: 'listedSize', sizeId: change.sizeId } as const;
      return cascade.change(ctx, state, listedSize);
    }
    case 'cutPerShape':
      return changeCount(state, 'cutPerShape', change.text);
    case 'ea':
      return changeCount(state, 'ea', change.text);
    case 'color':
      return offers(options.colors, change.colorId)
        ? setValues(state, { colorId: change.colorId })
        : state;
    case 'size':
      return changeSize(ctx, state, change.width, change.height);
    case 'quantity':
      return options.quantities.includes(change.quantity)
        ? setValues(state, { quantity: change.quantity })
        : state;
    case 'option':
      return changeSelection(
        state,
        toggleSpecialProcessingOption(options.specialProcessing, values.selection, change.optionId),
      );
    case 'subItem':
      return changeSelection(
        state,
        toggleSpecialProcessingSubItem(
          options.specialProcessing,
          values.selection,
          change.optionId,
          change.itemId,
        ),
      );
  }
}

/**
 * The next state after one change. Options not offered (including disabled ones) and unknown or
 * unlisted products leave the state as it is.
 */
export function applySpecialProcessingChange(
  state: SpecialProcessingFormState,
  change: SpecialProcessingChange,
  catalog: Catalog,
): SpecialProcessingFormState {
  if (change.field === 'product') {
    const ctx = contextFor(catalog, change.productId);
    if (!ctx || change.productId === state.values.productId) return state;
    return loadProduct(ctx, state.featuredItemId, state.values);
  }
  const ctx = contextFor(catalog, state.values.productId);
  if (!ctx) return state;
  const next = reduce(ctx, state, change);
  return next === state ? state : withView(ctx, next);
}

/**
 * A fresh form on `productId` when the form lists it, else on the first listed product; null
 * only when the catalog has no product the form lists. Sizes start empty.
 */
export function newSpecialProcessingForm(
  catalog: Catalog,
  productId: number | null,
  featuredItemId: number | null,
): SpecialProcessingFormState | null {
  const listed = specialProcessingProducts(catalog.products.values());
  const product = listed.find((candidate) => candidate.id === productId) ?? listed[0];
  if (!product) return null;
  return loadProduct({ catalog, product, page: null }, featuredItemId, { width: '', height: '' });
}
