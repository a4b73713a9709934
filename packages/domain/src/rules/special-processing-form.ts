/**
 * The Special Processing form as a pure reducer (ADR 0009), spec 001 §4 "Special Processing form
 * cascade": a product change clears everything and reloads cuttings, colours, quantities and the
 * special-processing options; a cutting change reloads shapes, orientation, finishings, premium
 * processing, quantities and sizes; a finishing change reloads adhesives and premium processing.
 * After each reload the first (enabled) option is selected. The lists come from option-lists.ts
 * and special-processing-rules.ts, the same functions the quote page and the server use.
 *
 * A change the state does not offer is ignored (the state comes back unchanged), so the server
 * can replay a request through this reducer and refuse whatever did not take
 * (special-processing-request.ts).
 */
import type {
  AddonItem,
  Catalog,
  Cutting,
  Finishing,
  PricedOption,
  Product,
  Shape,
  SizePreset,
  SpecialProcessingOption,
} from '../catalog-model';
import { byIds } from './by-ids';
import { CUTTING_ROLL } from './catalog-ids';
import { parseCount, shapeHasCuts } from './cut-count-rules';
import {
  adhesivesFor,
  finishingLabel,
  finishingsFor,
  orientationsFor,
  premiumCoatingFor,
  premiumProcessingFor,
  SPECIAL_PROCESSING_FORM_PREMIUM,
  shapesFor,
  sizeLabel,
} from './option-lists';
import type { FinishingLabel, SizeLabel } from './option-lists';
import { SPECIAL_PROCESSING_DIMENSION_MAX_LENGTH, fixedSizes, parseDimension } from './size-rules';
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

/** The lists the form's fields show, each for the current choices. */
export interface SpecialProcessingFormOptions {
  /** Products 9 and 23 are left out (spec 001 §2). */
  products: Product[];
  /** Cuttings 6 and 7 may be listed disabled (spec 001 §4). */
  cuttings: OptionState<Cutting>[];
  shapes: Shape[];
  orientations: AddonItem[];
  finishings: Finishing[];
  premiumProcessing: AddonItem[];
  premiumCoating: AddonItem[];
  adhesives: PricedOption[];
  colors: PricedOption[];
  /** The roll's fixed sizes (a dropdown); empty: width and height are typed. */
  fixedSizes: SizePreset[];
  quantities: number[];
  specialProcessing: OptionState<SpecialProcessingOption>[];
  /** Sub-items whose tick would be refused (the 3-in-total cap, an option's own cap). */
  disabledSubItemIds: number[];
}

/** Labels and flags the form needs besides the lists. */
export interface SpecialProcessingFormView {
  /** 'Material' for products 7 and 8. */
  finishingLabel: FinishingLabel;
  /** 'Sheet Size' for cuttings 3, 5, 6, 8. */
  sizeLabel: SizeLabel;
  sizeMode: 'fixed' | 'typed';
  /** A hologram coating must stay selected (Hologram product or finishing 7). */
  premiumCoatingForced: boolean;
  cutPerShapeRequired: boolean;
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
  | { field: 'cutting'; cuttingId: number }
  | { field: 'shape'; shapeId: number }
  | { field: 'orientation'; orientationId: number }
  | { field: 'cutPerShape'; text: string }
  | { field: 'ea'; text: string }
  | { field: 'finishing'; finishingId: number }
  | { field: 'premiumProcessing'; premiumProcessingId: number }
  | { field: 'premiumCoating'; premiumCoatingId: number | null }
  | { field: 'adhesive'; adhesiveId: number }
  | { field: 'color'; colorId: number }
  /** Typed sizes (not on a roll with fixed sizes); texts are filtered as typed. */
  | { field: 'size'; width: string; height: string }
  | { field: 'fixedSize'; sizeId: number }
  | { field: 'quantity'; quantity: number }
  /** Ticks or unticks a special-processing option. */
  | { field: 'option'; optionId: number }
  /** Ticks or unticks a sub-item of a ticked option. */
  | { field: 'subItem'; optionId: number; itemId: number };

interface Context {
  catalog: Catalog;
  product: Product;
}

function firstId(list: readonly { id: number }[]): number | null {
  return list[0]?.id ?? null;
}

function offers(list: readonly { id: number }[], id: number | null): boolean {
  return id !== null && list.some((entry) => entry.id === id);
}

function offeredOrFirst(list: readonly { id: number }[], wanted: number | null): number | null {
  return offers(list, wanted) ? wanted : firstId(list);
}

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

// Reloads, from the leaves up: each sets its lists and selects their first option.

function reloadCoating(
  ctx: Context,
  state: SpecialProcessingFormState,
): SpecialProcessingFormState {
  const { values } = state;
  const offer = premiumCoatingFor(
    ctx.catalog,
    ctx.product,
    values.finishingId,
    state.options.premiumProcessing,
    values.premiumProcessingId,
  );
  const next = setOptions(state, { premiumCoating: offer.items });
  return setValues(next, {
    premiumCoatingId: offeredOrFirst(offer.items, values.premiumCoatingId),
  });
}

/**
 * The special-processing checkboxes for the finishing (option 6 depends on it for products 7
 * and 8); options that became disabled are unticked with their sub-items.
 */
function reloadSpecialProcessing(
  ctx: Context,
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

/** Spec 001 §4: changing finishing reloads adhesive and premium processing. */
function reloadFinishingChildren(
  ctx: Context,
  state: SpecialProcessingFormState,
): SpecialProcessingFormState {
  const { cuttingId, finishingId } = state.values;
  const adhesives = adhesivesFor(ctx.catalog, ctx.product, cuttingId, finishingId);
  const premiumProcessing = premiumProcessingFor(
    ctx.catalog,
    ctx.product,
    selectedCutting(ctx.catalog, state.values),
    finishingId,
    SPECIAL_PROCESSING_FORM_PREMIUM,
  );
  const next = setValues(setOptions(state, { adhesives, premiumProcessing }), {
    adhesiveId: firstId(adhesives),
    premiumProcessingId: firstId(premiumProcessing),
    premiumCoatingId: null,
  });
  return reloadSpecialProcessing(ctx, reloadCoating(ctx, next));
}

/** Shapes by equal or unequal sides; the shape stays when still offered. */
function refreshShapes(
  ctx: Context,
  state: SpecialProcessingFormState,
): SpecialProcessingFormState {
  const { widthIn, heightIn } = enteredSides(state.values);
  const shapes = shapesFor(ctx.catalog, state.values.cuttingId, widthIn, heightIn);
  const keep = offers(shapes, state.values.shapeId);
  return setValues(setOptions(state, { shapes }), {
    shapeId: keep ? state.values.shapeId : firstId(shapes),
    cutPerShape: keep ? state.values.cutPerShape : '',
  });
}

/**
 * Spec 001 §4: for the roll (cutting 9) the sizes are the dimension lookups whose min and max
 * are equal; the current size stays when it is one of them, else the first is chosen.
 */
function reloadSizes(ctx: Context, state: SpecialProcessingFormState): SpecialProcessingFormState {
  const { cuttingId } = state.values;
  const sizes = cuttingId === CUTTING_ROLL ? fixedSizes(ctx.product.dimLookups, cuttingId) : [];
  const next = setOptions(state, { fixedSizes: sizes });
  const { widthIn, heightIn } = enteredSides(state.values);
  const chosen =
    sizes.find((size) => size.widthIn === widthIn && size.heightIn === heightIn) ?? sizes[0];
  if (!chosen) return setValues(next, { sizeId: null });
  return setValues(next, {
    sizeId: chosen.id,
    width: sizeText(chosen.widthIn),
    height: sizeText(chosen.heightIn),
  });
}

/**
 * Spec 001 §4: changing cutting reloads shape, orientation, finishing, premium processing,
 * quantity and sizes.
 */
function reloadCuttingChildren(
  ctx: Context,
  state: SpecialProcessingFormState,
): SpecialProcessingFormState {
  const sized = reloadSizes(ctx, state);
  const { cuttingId } = sized.values;
  const { widthIn, heightIn } = enteredSides(sized.values);
  const shapes = shapesFor(ctx.catalog, cuttingId, widthIn, heightIn);
  const orientations = orientationsFor(ctx.catalog, ctx.product, cuttingId);
  const finishings = finishingsFor(ctx.catalog, ctx.product, cuttingId);
  const quantities = [...ctx.product.quantities];
  const next = setValues(setOptions(sized, { shapes, orientations, finishings, quantities }), {
    shapeId: firstId(shapes),
    cutPerShape: '',
    ea: '',
    orientationId: firstId(orientations),
    finishingId: firstId(finishings),
    quantity: quantities[0] ?? null,
  });
  return reloadFinishingChildren(ctx, next);
}

function deriveView(ctx: Context, state: SpecialProcessingFormState): SpecialProcessingFormView {
  const { values } = state;
  const coating = premiumCoatingFor(
    ctx.catalog,
    ctx.product,
    values.finishingId,
    state.options.premiumProcessing,
    values.premiumProcessingId,
  );
  return {
    finishingLabel: finishingLabel(ctx.product.id),
    sizeLabel: sizeLabel(values.cuttingId),
    sizeMode: state.options.fixedSizes.length > 0 ? 'fixed' : 'typed',
    premiumCoatingForced: coating.forced,
    cutPerShapeRequired: shapeHasCuts(selectedShape(state)),
    eaRequired: selectedCutting(ctx.catalog, values)?.inputEa ?? false,
  };
}

function withView(ctx: Context, state: SpecialProcessingFormState): SpecialProcessingFormState {
  return { ...state, view: deriveView(ctx, state) };
}

/** Spec 001 §4: a product change clears every choice and reloads from the cutting down. */
function loadProduct(
  ctx: Context,
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
  return withView(ctx, reloadCuttingChildren(ctx, blank));
}

/** The product when the form lists it (products 9 and 23 are not listed). */
function contextFor(catalog: Catalog, productId: number): Context | null {
  const product = specialProcessingProducts(catalog.products.values()).find(
    (candidate) => candidate.id === productId,
  );
  return product ? { catalog, product } : null;
}

// One handler per change.

function changeCutting(ctx: Context, state: SpecialProcessingFormState, cuttingId: number) {
  const offered = state.options.cuttings.find((entry) => entry.option.id === cuttingId);
  if (!offered || offered.disabled) return state;
  return reloadCuttingChildren(ctx, setValues(state, { cuttingId }));
}

function changeShape(state: SpecialProcessingFormState, shapeId: number) {
  const shape = state.options.shapes.find((candidate) => candidate.id === shapeId);
  if (!shape) return state;
  return setValues(state, {
    shapeId,
    cutPerShape: shapeHasCuts(shape) ? state.values.cutPerShape : '',
  });
}

function changeCount(state: SpecialProcessingFormState, key: 'cutPerShape' | 'ea', text: string) {
  const asked = key === 'cutPerShape' ? state.view.cutPerShapeRequired : state.view.eaRequired;
  if (!asked) return state;
  // Spec 001 §5: ea is kept as an integer (leading zeros go); text that is not a whole number
  // stays as it came and is refused (numeric-input.ts).
  const count = parseCount(text);
  const value = key === 'ea' && count !== null ? String(count) : text;
  return setValues(state, key === 'ea' ? { ea: value } : { cutPerShape: value });
}

function changeFinishing(ctx: Context, state: SpecialProcessingFormState, finishingId: number) {
  if (!offers(state.options.finishings, finishingId)) return state;
  return reloadFinishingChildren(ctx, setValues(state, { finishingId }));
}

function changePremiumProcessing(ctx: Context, state: SpecialProcessingFormState, id: number) {
  if (!offers(state.options.premiumProcessing, id)) return state;
  return reloadCoating(ctx, setValues(state, { premiumProcessingId: id }));
}

function changePremiumCoating(state: SpecialProcessingFormState, id: number | null) {
  if (id === null) {
    return state.view.premiumCoatingForced || state.values.premiumCoatingId === null
      ? state
      : setValues(state, { premiumCoatingId: null });
  }
  return offers(state.options.premiumCoating, id)
    ? setValues(state, { premiumCoatingId: id })
    : state;
}

function changeSize(
  ctx: Context,
  state: SpecialProcessingFormState,
  width: string,
  height: string,
) {
  if (state.view.sizeMode === 'fixed') return state;
  // Kept as typed, pasted or autofilled; the sides are read by the numeric input rule.
  const next = setValues(state, { width, height });
  return refreshShapes(ctx, next);
}

function changeFixedSize(ctx: Context, state: SpecialProcessingFormState, sizeId: number) {
  const size = state.options.fixedSizes.find((candidate) => candidate.id === sizeId);
  if (!size) return state;
  const next = setValues(state, {
    sizeId,
    width: sizeText(size.widthIn),
    height: sizeText(size.heightIn),
  });
  return refreshShapes(ctx, next);
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

type PlainKey = 'orientationId' | 'adhesiveId' | 'colorId';

function choose(
  state: SpecialProcessingFormState,
  list: readonly { id: number }[],
  key: PlainKey,
  id: number,
): SpecialProcessingFormState {
  if (!offers(list, id)) return state;
  const update: Partial<SpecialProcessingValues> = {};
  update[key] = id;
  return setValues(state, update);
}

function reduce(ctx: Context, state: SpecialProcessingFormState, change: SpecialProcessingChange) {
  const { options, values } = state;
  switch (change.field) {
    case 'product':
      // Handled by applySpecialProcessingChange: it needs the new product's context.
      return state;
    case 'cutting':
      return changeCutting(ctx, state, change.cuttingId);
    case 'shape':
      return changeShape(state, change.shapeId);
    case 'orientation':
      return choose(state, options.orientations, 'orientationId', change.orientationId);
    case 'cutPerShape':
      return changeCount(state, 'cutPerShape', change.text);
    case 'ea':
      return changeCount(state, 'ea', change.text);
    case 'finishing':
      return changeFinishing(ctx, state, change.finishingId);
    case 'premiumProcessing':
      return changePremiumProcessing(ctx, state, change.premiumProcessingId);
    case 'premiumCoating':
      return changePremiumCoating(state, change.premiumCoatingId);
    case 'adhesive':
      return choose(state, options.adhesives, 'adhesiveId', change.adhesiveId);
    case 'color':
      return choose(state, options.colors, 'colorId', change.colorId);
    case 'size':
      return changeSize(ctx, state, change.width, change.height);
    case 'fixedSize':
      return changeFixedSize(ctx, state, change.sizeId);
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
  return loadProduct({ catalog, product }, featuredItemId, { width: '', height: '' });
}
