/**
 * The configurator as a pure reducer: the selection flow of the quote page (spec 000 §4) and the
 * price configurator cascade of spec 001 §4. A change of a parent option reloads its children
 * and auto-selects their first option; the UI renders from `options` and `view`.
 *
 * Sizes are in inches; 0 means "not entered" (the text field is empty). Choosing an option the
 * state does not offer is ignored (the state comes back unchanged), so a stale click cannot put
 * the configuration out of step with its lists.
 */
import type {
  AddonGroup,
  AddonItem,
  Catalog,
  Cutting,
  DimLookup,
  FeaturedItem,
  FeaturedPreset,
  Finishing,
  PricedOption,
  PrintFeatureGroup,
  Product,
  Shape,
  SizePreset,
} from '../catalog-model';
import type { Configuration } from '../configuration';
import { shapeHasCuts } from './cut-count-rules';
import {
  addonGroupsFor,
  adhesivesFor,
  cuttingsFor,
  finishingLabel,
  finishingsFor,
  installReadyOffered,
  isGlossy,
  isSizeReadOnly,
  orientationsFor,
  premiumCoatingFor,
  premiumProcessingFor,
  PRICE_CONFIGURATOR_PREMIUM,
  shapesFor,
  sizeLabel,
  sizesFor,
  withinAllowed,
} from './option-lists';
import { byIds } from './by-ids';
import type { FinishingLabel, SizeLabel } from './option-lists';
import { pageShapesFirst, startingCuttingId } from './page-rules';
import {
  applyFeaturePreset,
  defaultFeatureItemIds,
  featureGroupsForSides,
  shownFeatureSelection,
  toggleFeatureItem,
} from './print-feature-rules';
import {
  defaultQuantitySelection,
  quantitySelectionFor,
  selectCustomQuantity,
  selectPresetQuantity,
} from './quantity-rules';
import type { QuantitySelection } from './quantity-rules';
import {
  CUSTOM_SETS_KINDS,
  DEFAULT_SETS,
  MAX_PRESET_SETS,
  effectiveSetsMultiplier,
  selectSets,
  setsFromPreset,
} from './sets-rules';
import type { SetsSelection } from './sets-rules';
import { chooseDimLookup, isEnteredDimension, sizeMessagePageFor } from './size-rules';

/** The lists the selects show, derived from the catalog for the current choices. */
export interface ConfiguratorOptions {
  cuttings: Cutting[];
  shapes: Shape[];
  finishings: Finishing[];
  adhesives: PricedOption[];
  materials: PricedOption[];
  printedSides: PricedOption[];
  colors: PricedOption[];
  /** Ordinary add-on groups (premium processing, coating and orientation have their own lists). */
  addons: AddonGroup[];
  /** Size presets; on a roll, the fixed sizes. */
  sizes: SizePreset[];
  orientations: AddonItem[];
  premiumProcessing: AddonItem[];
  premiumCoating: AddonItem[];
  printFeatureGroups: PrintFeatureGroup[];
  quantities: number[];
}

/** Labels and flags the UI needs besides the lists. */
export interface ConfiguratorView {
  finishingLabel: FinishingLabel;
  sizeLabel: SizeLabel;
  sizeReadOnly: boolean;
  installReadyOffered: boolean;
  /** A hologram coating must stay selected (Hologram product or finishing 7). */
  premiumCoatingForced: boolean;
  cutPerShapeRequired: boolean;
  /** is_glossy of the price form (spec 001 §3); not part of Configuration. */
  isGlossy: boolean;
  /** The dimension lookup limiting the current size. */
  dimLookup: DimLookup | null;
  /** Whose wording the size messages use: the price tab's for business cards (spec 001 §5). */
  sizeMessagePage: 'quote-page' | 'price-tab';
}

export interface ConfiguratorState {
  featuredItemId: number | null;
  configuration: Configuration;
  /** The size preset (or roll fixed size) the current size equals, else null (custom size). */
  sizePresetId: number | null;
  quantity: QuantitySelection;
  sets: SetsSelection;
  options: ConfiguratorOptions;
  view: ConfiguratorView;
  /** Set when a featured print-feature preset could not be read; the caller logs it (000 §4). */
  printFeaturePresetError: string | null;
}

export type ConfiguratorChange =
  | { field: 'product'; productId: number; preset?: FeaturedPreset | null }
  | { field: 'cutting'; cuttingId: number }
  | { field: 'shape'; shapeId: number }
  | { field: 'cutPerShape'; cutPerShape: number | null }
  | { field: 'finishing'; finishingId: number }
  | { field: 'adhesive'; adhesiveId: number }
  | { field: 'material'; materialId: number }
  | { field: 'size'; widthIn: number; heightIn: number }
  | { field: 'sizePreset'; sizePresetId: number }
  | { field: 'orientation'; orientationId: number }
  | { field: 'printedSide'; printedSideId: number }
  | { field: 'color'; colorId: number }
  | { field: 'addon'; addonItemId: number }
  | { field: 'premiumProcessing'; premiumProcessingId: number }
  | { field: 'premiumCoating'; premiumCoatingId: number | null }
  | { field: 'installReady'; installReady: boolean }
  | { field: 'quantity'; quantity: QuantitySelection }
  | { field: 'sets'; sets: SetsSelection }
  | { field: 'printFeature'; groupId: number; itemId: number }
  | { field: 'printFeaturePreset'; preset: unknown };

export interface ConfiguratorStart {
  productId: number;
  featuredItemId?: number | null;
  /** A featured preset; used only when it is for this product. */
  preset?: FeaturedPreset | null;
}

interface Context {
  catalog: Catalog;
  product: Product;
  featured: FeaturedItem | null;
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

function matchingSize(sizes: readonly SizePreset[], widthIn: number, heightIn: number) {
  return sizes.find((size) => size.widthIn === widthIn && size.heightIn === heightIn) ?? null;
}

function patch(state: ConfiguratorState, configuration: Partial<Configuration>): ConfiguratorState {
  return { ...state, configuration: { ...state.configuration, ...configuration } };
}

function patchOptions(
  state: ConfiguratorState,
  options: Partial<ConfiguratorOptions>,
): ConfiguratorState {
  return { ...state, options: { ...state.options, ...options } };
}

function selectedCutting(ctx: Context, state: ConfiguratorState): Cutting | null {
  const id = state.configuration.cuttingId;
  return id === null ? null : (ctx.catalog.cuttings.get(id) ?? null);
}

// Reloads, from the leaves up: each sets its lists and auto-selects the first option.

function reloadCoating(ctx: Context, state: ConfiguratorState): ConfiguratorState {
  const { configuration: config } = state;
  const offer = premiumCoatingFor(
    ctx.catalog,
    ctx.product,
    config.finishingId,
    state.options.premiumProcessing,
    config.premiumProcessingId,
  );
  const next = patchOptions(state, { premiumCoating: offer.items });
  return patch(next, {
    premiumCoatingId: offeredOrFirst(offer.items, config.premiumCoatingId),
  });
}

/** Spec 001 §4: changing finishing reloads adhesives, add-ons and premium processing. */
function reloadFinishingChildren(ctx: Context, state: ConfiguratorState): ConfiguratorState {
  const { cuttingId, finishingId } = state.configuration;
  const adhesives = adhesivesFor(ctx.catalog, ctx.product, cuttingId, finishingId);
  const addons = addonGroupsFor(
    ctx.catalog,
    ctx.product,
    cuttingId,
    finishingId,
    ctx.featured?.addonItemIds ?? [],
  );
  const premiumProcessing = premiumProcessingFor(
    ctx.catalog,
    ctx.product,
    selectedCutting(ctx, state),
    finishingId,
    PRICE_CONFIGURATOR_PREMIUM,
  );
  const next = patch(patchOptions(state, { adhesives, addons, premiumProcessing }), {
    adhesiveId: firstId(adhesives),
    addonItemId: addons[0]?.items[0]?.id ?? null,
    premiumProcessingId: firstId(premiumProcessing),
    premiumCoatingId: null,
  });
  return reloadCoating(ctx, next);
}

/** Spec 001 §4: changing cutting reloads shapes, orientation, finishings and premium processing. */
function reloadCuttingChildren(ctx: Context, state: ConfiguratorState): ConfiguratorState {
  const { cuttingId, widthIn, heightIn } = state.configuration;
  const shapes = shapesFor(ctx.catalog, cuttingId, widthIn, heightIn);
  const orientations = orientationsFor(ctx.catalog, ctx.product, cuttingId);
  const finishings = finishingsFor(ctx.catalog, ctx.product, cuttingId);
  const next = patch(patchOptions(state, { shapes, orientations, finishings }), {
    shapeId: firstId(shapes),
    cutPerShape: null,
    orientationId: firstId(orientations),
    finishingId: firstId(finishings),
  });
  return reloadFinishingChildren(ctx, next);
}

/** A size change refilters shapes by equal/unequal sides, keeping the shape when still offered. */
function refreshShapes(ctx: Context, state: ConfiguratorState): ConfiguratorState {
  const { cuttingId, widthIn, heightIn, shapeId } = state.configuration;
  const shapes = shapesFor(ctx.catalog, cuttingId, widthIn, heightIn);
  const keep = offers(shapes, shapeId);
  return patch(patchOptions(state, { shapes }), {
    shapeId: keep ? shapeId : firstId(shapes),
    cutPerShape: keep ? state.configuration.cutPerShape : null,
  });
}

function candidateFeatureGroups(ctx: Context, state: ConfiguratorState): PrintFeatureGroup[] {
  return featureGroupsForSides(
    withinAllowed(
      byIds(ctx.catalog.printFeatureGroups, ctx.product.printFeatureGroupIds),
      ctx.featured?.printFeatureGroupIds ?? [],
    ),
    state.configuration.printedSideId,
  );
}

/**
 * Shows the groups the summary allows (tag strings need a punch hole, spec 000 §4), drops the
 * items of hidden groups and gives a newly shown group its default.
 */
function refreshPrintFeatures(
  ctx: Context,
  state: ConfiguratorState,
  itemIds: readonly number[],
): ConfiguratorState {
  const shown = shownFeatureSelection(ctx.product.id, candidateFeatureGroups(ctx, state), itemIds);
  return patch(patchOptions(state, { printFeatureGroups: shown.groups }), {
    printFeatureItemIds: shown.itemIds,
  });
}

function deriveView(ctx: Context, state: ConfiguratorState): ConfiguratorView {
  const config = state.configuration;
  const shape = state.options.shapes.find((candidate) => candidate.id === config.shapeId) ?? null;
  const coating = premiumCoatingFor(
    ctx.catalog,
    ctx.product,
    config.finishingId,
    state.options.premiumProcessing,
    config.premiumProcessingId,
  );
  return {
    finishingLabel: finishingLabel(ctx.product.id),
    sizeLabel: sizeLabel(config.cuttingId),
    sizeReadOnly: isSizeReadOnly(config.cuttingId),
    installReadyOffered: installReadyOffered(ctx.product.id),
    premiumCoatingForced: coating.forced,
    cutPerShapeRequired: shapeHasCuts(shape),
    isGlossy: isGlossy(config.finishingId, config.premiumProcessingId),
    dimLookup: chooseDimLookup(
      ctx.product.dimLookups,
      config.cuttingId,
      config.widthIn,
      config.heightIn,
    ),
    sizeMessagePage: sizeMessagePageFor(ctx.product),
  };
}

function withView(ctx: Context, state: ConfiguratorState): ConfiguratorState {
  return { ...state, view: deriveView(ctx, state) };
}

function initialSize(
  product: Product,
  cuttingId: number | null,
  preset: FeaturedPreset | null,
): { widthIn: number; heightIn: number; sizePresetId: number | null } {
  const sizes = sizesFor(product, cuttingId);
  const wanted =
    preset && isEnteredDimension(preset.widthIn) && isEnteredDimension(preset.heightIn)
      ? { widthIn: preset.widthIn, heightIn: preset.heightIn }
      : null;
  const match = wanted ? matchingSize(sizes, wanted.widthIn, wanted.heightIn) : null;
  // A read-only (roll) size must be one of the fixed sizes.
  if (wanted && (match || !isSizeReadOnly(cuttingId) || sizes.length === 0)) {
    return { ...wanted, sizePresetId: match?.id ?? null };
  }
  const first = sizes[0];
  return first
    ? { widthIn: first.widthIn, heightIn: first.heightIn, sizePresetId: first.id }
    : { widthIn: 0, heightIn: 0, sizePresetId: null };
}

function emptyView(): ConfiguratorView {
  return {
    finishingLabel: 'Finishing',
    sizeLabel: 'Size (in)',
    sizeReadOnly: false,
    installReadyOffered: false,
    premiumCoatingForced: false,
    cutPerShapeRequired: false,
    isGlossy: false,
    dimLookup: null,
    sizeMessagePage: 'quote-page',
  };
}

/**
 * Spec 000 §4, 001 §4: choosing a product resets everything, then selects the first option of
 * each list, or the featured preset's value where the product offers it.
 */
function loadProduct(ctx: Context, presetInput: FeaturedPreset | null): ConfiguratorState {
  const { catalog, product, featured } = ctx;
  const preset = presetInput?.productId === product.id ? presetInput : null;
  const cuttings = cuttingsFor(catalog, product);
  const materials = withinAllowed(
    byIds(catalog.materials, product.materialIds),
    featured?.materialIds ?? [],
  );
  const printedSides = byIds(catalog.printedSides, product.printedSideIds);
  const colors = byIds(catalog.colors, product.colorIds);
  const cuttingId = startingCuttingId(cuttings, product, featured);
  const size = initialSize(product, cuttingId, preset);
  const quantities = [...product.quantities];
  const sets = preset ? setsFromPreset(preset.sets) : DEFAULT_SETS;

  const blank: ConfiguratorState = {
    featuredItemId: featured?.id ?? null,
    configuration: {
      productId: product.id,
      cuttingId,
      shapeId: null,
      cutPerShape: null,
      finishingId: null,
      adhesiveId: null,
      materialId: offeredOrFirst(materials, preset?.materialId ?? null),
      widthIn: size.widthIn,
      heightIn: size.heightIn,
      orientationId: null,
      printedSideId: offeredOrFirst(printedSides, preset?.printedSideId ?? null),
      colorId: offeredOrFirst(colors, preset?.colorId ?? null),
      addonItemId: null,
      premiumProcessingId: null,
      premiumCoatingId: null,
      // Yes is the first of the yes/no options (spec 001 §3), so it is the auto-selection.
      installReady: installReadyOffered(product.id) ? true : null,
      printFeatureItemIds: [],
      kinds: effectiveSetsMultiplier(sets),
    },
    sizePresetId: size.sizePresetId,
    quantity: preset
      ? quantitySelectionFor(preset.quantity, quantities)
      : defaultQuantitySelection(quantities),
    sets,
    options: {
      cuttings,
      shapes: [],
      finishings: [],
      adhesives: [],
      materials,
      printedSides,
      colors,
      addons: [],
      sizes: sizesFor(product, cuttingId),
      orientations: [],
      premiumProcessing: [],
      premiumCoating: [],
      printFeatureGroups: [],
      quantities,
    },
    view: emptyView(),
    printFeaturePresetError: null,
  };

  let state = reloadCuttingChildren(ctx, blank);
  state = patch(state, { shapeId: firstId(pageShapesFirst(state.options.shapes, featured)) });
  const presetAddon = preset?.addonItemId ?? null;
  if (state.options.addons.some((group) => offers(group.items, presetAddon))) {
    state = patch(state, { addonItemId: presetAddon });
  }
  const featureGroups = candidateFeatureGroups(ctx, state);
  const defaults = defaultFeatureItemIds(featureGroups);
  const applied = preset ? applyFeaturePreset(featureGroups, defaults, preset.printFeatures) : null;
  state = refreshPrintFeatures(ctx, state, applied?.itemIds ?? defaults);
  if (applied && !applied.ok) state = { ...state, printFeaturePresetError: applied.error };
  return withView(ctx, state);
}

function contextFor(
  catalog: Catalog,
  productId: number,
  featuredItemId: number | null,
): Context | null {
  const product = catalog.products.get(productId);
  if (!product) return null;
  const featured =
    featuredItemId === null ? null : (catalog.featuredItems.get(featuredItemId) ?? null);
  return { catalog, product, featured };
}

/** The first state for a product page; null when the product is unknown (a 404). */
export function initConfigurator(
  catalog: Catalog,
  start: ConfiguratorStart,
): ConfiguratorState | null {
  const ctx = contextFor(catalog, start.productId, start.featuredItemId ?? null);
  return ctx ? loadProduct(ctx, start.preset ?? null) : null;
}

// One handler per change.

function changeCutting(ctx: Context, state: ConfiguratorState, cuttingId: number) {
  if (!offers(state.options.cuttings, cuttingId)) return state;
  const sizes = sizesFor(ctx.product, cuttingId);
  const { widthIn, heightIn } = state.configuration;
  const current = matchingSize(sizes, widthIn, heightIn);
  // On a roll the size is read-only: it must be one of the fixed sizes.
  const size =
    isSizeReadOnly(cuttingId) && !current && sizes[0]
      ? { widthIn: sizes[0].widthIn, heightIn: sizes[0].heightIn, id: sizes[0].id }
      : { widthIn, heightIn, id: current?.id ?? null };
  const next = patch(patchOptions(state, { sizes }), {
    cuttingId,
    widthIn: size.widthIn,
    heightIn: size.heightIn,
  });
  return reloadCuttingChildren(ctx, { ...next, sizePresetId: size.id });
}

function changeShape(state: ConfiguratorState, shapeId: number) {
  const shape = state.options.shapes.find((candidate) => candidate.id === shapeId);
  if (!shape) return state;
  return patch(state, {
    shapeId,
    cutPerShape: shapeHasCuts(shape) ? state.configuration.cutPerShape : null,
  });
}

function changeCutPerShape(state: ConfiguratorState, cutPerShape: number | null) {
  const shape = state.options.shapes.find((s) => s.id === state.configuration.shapeId);
  if (!shapeHasCuts(shape)) return state;
  return patch(state, { cutPerShape });
}

function changeFinishing(ctx: Context, state: ConfiguratorState, finishingId: number) {
  if (!offers(state.options.finishings, finishingId)) return state;
  return reloadFinishingChildren(ctx, patch(state, { finishingId }));
}

function changeSize(ctx: Context, state: ConfiguratorState, widthIn: number, heightIn: number) {
  if (isSizeReadOnly(state.configuration.cuttingId)) return state;
  const clean = (value: number) => (isEnteredDimension(value) ? value : 0);
  const next = patch(state, { widthIn: clean(widthIn), heightIn: clean(heightIn) });
  const match = matchingSize(state.options.sizes, clean(widthIn), clean(heightIn));
  return refreshShapes(ctx, { ...next, sizePresetId: match?.id ?? null });
}

function changeSizePreset(ctx: Context, state: ConfiguratorState, sizePresetId: number) {
  const size = state.options.sizes.find((candidate) => candidate.id === sizePresetId);
  if (!size) return state;
  const next = patch(state, { widthIn: size.widthIn, heightIn: size.heightIn });
  return refreshShapes(ctx, { ...next, sizePresetId });
}

function changePremiumProcessing(ctx: Context, state: ConfiguratorState, id: number) {
  if (!offers(state.options.premiumProcessing, id)) return state;
  return reloadCoating(ctx, patch(state, { premiumProcessingId: id }));
}

function changePremiumCoating(state: ConfiguratorState, id: number | null) {
  if (id === null)
    return state.view.premiumCoatingForced ? state : patch(state, { premiumCoatingId: null });
  return offers(state.options.premiumCoating, id) ? patch(state, { premiumCoatingId: id }) : state;
}

function changeQuantity(state: ConfiguratorState, quantity: QuantitySelection) {
  if (quantity.mode === 'custom')
    return { ...state, quantity: selectCustomQuantity(quantity.typed) };
  if (state.options.quantities[quantity.index] === undefined) return state;
  return { ...state, quantity: selectPresetQuantity(quantity.index) };
}

function changeSets(state: ConfiguratorState, sets: SetsSelection) {
  const valid =
    sets.kinds === CUSTOM_SETS_KINDS ||
    (Number.isInteger(sets.kinds) && sets.kinds >= 0 && sets.kinds <= MAX_PRESET_SETS);
  if (!valid) return state;
  const next = selectSets(sets.kinds, sets.custom);
  return patch({ ...state, sets: next }, { kinds: effectiveSetsMultiplier(next) });
}

function changePrintFeature(
  ctx: Context,
  state: ConfiguratorState,
  groupId: number,
  itemId: number,
) {
  const ids = toggleFeatureItem(
    state.options.printFeatureGroups,
    state.configuration.printFeatureItemIds,
    groupId,
    itemId,
  );
  if (ids === state.configuration.printFeatureItemIds) return state;
  return refreshPrintFeatures(ctx, state, ids);
}

/** Spec 000 §4: a featured preset may arrive late (after 50 ms); tag strings may be in it. */
function changePrintFeaturePreset(ctx: Context, state: ConfiguratorState, preset: unknown) {
  // Applied over every allowed group, not only the visible ones: the preset's own punch hole
  // is what makes its tag strings visible.
  const result = applyFeaturePreset(
    candidateFeatureGroups(ctx, state),
    state.configuration.printFeatureItemIds,
    preset,
  );
  if (!result.ok) return { ...state, printFeaturePresetError: result.error };
  return { ...refreshPrintFeatures(ctx, state, result.itemIds), printFeaturePresetError: null };
}

type PlainOptionKey =
  'adhesiveId' | 'materialId' | 'orientationId' | 'printedSideId' | 'colorId' | 'addonItemId';

/** Sets a plain option (one without children) when the list offers it. */
function choose(
  state: ConfiguratorState,
  list: readonly { id: number }[],
  key: PlainOptionKey,
  id: number,
): ConfiguratorState {
  if (!offers(list, id)) return state;
  const update: Partial<Configuration> = {};
  update[key] = id;
  return patch(state, update);
}

function reduce(ctx: Context, state: ConfiguratorState, change: ConfiguratorChange) {
  const { options } = state;
  switch (change.field) {
    case 'product':
      // Handled by applyChange: it needs the new product's context.
      return state;
    case 'cutting':
      return changeCutting(ctx, state, change.cuttingId);
    case 'shape':
      return changeShape(state, change.shapeId);
    case 'cutPerShape':
      return changeCutPerShape(state, change.cutPerShape);
    case 'finishing':
      return changeFinishing(ctx, state, change.finishingId);
    case 'adhesive':
      return choose(state, options.adhesives, 'adhesiveId', change.adhesiveId);
    case 'material':
      return choose(state, options.materials, 'materialId', change.materialId);
    case 'size':
      return changeSize(ctx, state, change.widthIn, change.heightIn);
    case 'sizePreset':
      return changeSizePreset(ctx, state, change.sizePresetId);
    case 'orientation':
      return choose(state, options.orientations, 'orientationId', change.orientationId);
    case 'printedSide': {
      // One printed side takes the back-side features away (and their ticks with them).
      const next = choose(state, options.printedSides, 'printedSideId', change.printedSideId);
      return next === state
        ? state
        : refreshPrintFeatures(ctx, next, next.configuration.printFeatureItemIds);
    }
    case 'color':
      return choose(state, options.colors, 'colorId', change.colorId);
    case 'addon':
      return choose(
        state,
        options.addons.flatMap((group) => group.items),
        'addonItemId',
        change.addonItemId,
      );
    case 'premiumProcessing':
      return changePremiumProcessing(ctx, state, change.premiumProcessingId);
    case 'premiumCoating':
      return changePremiumCoating(state, change.premiumCoatingId);
    case 'installReady':
      return state.view.installReadyOffered
        ? patch(state, { installReady: change.installReady })
        : state;
    case 'quantity':
      return changeQuantity(state, change.quantity);
    case 'sets':
      return changeSets(state, change.sets);
    case 'printFeature':
      return changePrintFeature(ctx, state, change.groupId, change.itemId);
    case 'printFeaturePreset':
      return changePrintFeaturePreset(ctx, state, change.preset);
  }
}

/**
 * The next state after one change. Unknown ids and options not offered leave the state as it
 * is; a product change to an unknown product does too.
 */
export function applyChange(
  state: ConfiguratorState,
  change: ConfiguratorChange,
  catalog: Catalog,
): ConfiguratorState {
  if (change.field === 'product') {
    const ctx = contextFor(catalog, change.productId, state.featuredItemId);
    return ctx ? loadProduct(ctx, change.preset ?? null) : state;
  }
  const ctx = contextFor(catalog, state.configuration.productId, state.featuredItemId);
  if (!ctx) return state;
  const next = reduce(ctx, state, change);
  return next === state ? state : withView(ctx, next);
}
