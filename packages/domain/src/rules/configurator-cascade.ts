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
  Catalog,
  Cutting,
  DimLookup,
  FeaturedPreset,
  PricedOption,
  PrintFeatureGroup,
  Product,
} from '../catalog-model';
import type { Configuration } from '../configuration';
import { cascadeEngine, isCascadeChoice } from './cascade-engine';
import type { CascadeChoice, CascadeLists, CascadeScope, CascadeView } from './cascade-engine';
import { firstId, offeredOrFirst, offers } from './cascade-levels';
import { PRICE_CONFIGURATOR_CASCADE } from './cascade-options';
import { cuttingsFor, installReadyOffered, isGlossy, isSizeReadOnly } from './option-lists';
import { byIds, withinAllowed } from './by-ids';
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

/**
 * The lists the selects show, derived from the catalog for the current choices: the cascade's
 * (`sizes` are the presets, on a roll the fixed sizes) and those outside it.
 */
export interface ConfiguratorOptions extends CascadeLists {
  cuttings: Cutting[];
  materials: PricedOption[];
  printedSides: PricedOption[];
  colors: PricedOption[];
  printFeatureGroups: PrintFeatureGroup[];
}

/** Labels and flags the UI needs besides the lists. */
export interface ConfiguratorView extends CascadeView {
  sizeReadOnly: boolean;
  installReadyOffered: boolean;
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
  | CascadeChoice
  | { field: 'cutPerShape'; cutPerShape: number | null }
  | { field: 'material'; materialId: number }
  | { field: 'size'; widthIn: number; heightIn: number }
  | { field: 'sizePreset'; sizePresetId: number }
  | { field: 'printedSide'; printedSideId: number }
  | { field: 'color'; colorId: number }
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

/** The configurator keeps the cascade's choices in its configuration, sizes as numbers. */
const cascade = cascadeEngine<ConfiguratorState, number | null>({
  options: PRICE_CONFIGURATOR_CASCADE,
  noCuts: null,
  read: ({ configuration: config, options, sizePresetId }) => ({
    // Its quantity is the visitor's (quantity-rules.ts), not the cascade's.
    choices: { ...config, quantity: null },
    lists: options,
    widthIn: config.widthIn,
    heightIn: config.heightIn,
    size: options.sizes.find((size) => size.id === sizePresetId) ?? null,
  }),
  write: (state, next) => {
    const { quantity: _quantity, ...choices } = next.choices;
    const { quantities: _quantities, ...lists } = next.lists;
    return {
      ...state,
      configuration: {
        ...state.configuration,
        ...choices,
        widthIn: next.widthIn,
        heightIn: next.heightIn,
      },
      sizePresetId: next.size?.id ?? null,
      options: { ...state.options, ...lists },
    };
  },
});

function patch(state: ConfiguratorState, configuration: Partial<Configuration>): ConfiguratorState {
  return { ...state, configuration: { ...state.configuration, ...configuration } };
}

function candidateFeatureGroups(ctx: CascadeScope, state: ConfiguratorState): PrintFeatureGroup[] {
  return featureGroupsForSides(
    withinAllowed(
      byIds(ctx.catalog.printFeatureGroups, ctx.product.printFeatureGroupIds),
      ctx.page?.printFeatureGroupIds ?? [],
    ),
    state.configuration.printedSideId,
  );
}

/**
 * Shows the groups the summary allows (tag strings need a punch hole, spec 000 §4), drops the
 * items of hidden groups and gives a newly shown group its default.
 */
function refreshPrintFeatures(
  ctx: CascadeScope,
  state: ConfiguratorState,
  itemIds: readonly number[],
): ConfiguratorState {
  const shown = shownFeatureSelection(ctx.product.id, candidateFeatureGroups(ctx, state), itemIds);
  const options = { ...state.options, printFeatureGroups: shown.groups };
  return patch({ ...state, options }, { printFeatureItemIds: shown.itemIds });
}

function deriveView(ctx: CascadeScope, state: ConfiguratorState): ConfiguratorView {
  const config = state.configuration;
  return {
    ...cascade.view(ctx, state),
    sizeReadOnly: isSizeReadOnly(config.cuttingId),
    installReadyOffered: installReadyOffered(ctx.product.id),
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

function withView(ctx: CascadeScope, state: ConfiguratorState): ConfiguratorState {
  return { ...state, view: deriveView(ctx, state) };
}

/**
 * The sides a product starts on: the featured preset's, else the first listed size. The cascade
 * then finds the listed size they are (a roll's size must be one of its fixed sizes).
 */
function initialSides(product: Product, cuttingId: number | null, preset: FeaturedPreset | null) {
  if (preset && isEnteredDimension(preset.widthIn) && isEnteredDimension(preset.heightIn)) {
    return { widthIn: preset.widthIn, heightIn: preset.heightIn };
  }
  const first = PRICE_CONFIGURATOR_CASCADE.sizes(product, cuttingId)[0];
  return { widthIn: first?.widthIn ?? 0, heightIn: first?.heightIn ?? 0 };
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
function loadProduct(ctx: CascadeScope, presetInput: FeaturedPreset | null): ConfiguratorState {
  const { catalog, product, page } = ctx;
  const preset = presetInput?.productId === product.id ? presetInput : null;
  const cuttings = cuttingsFor(catalog, product);
  const materials = withinAllowed(
    byIds(catalog.materials, product.materialIds),
    page?.materialIds ?? [],
  );
  const printedSides = byIds(catalog.printedSides, product.printedSideIds);
  const colors = byIds(catalog.colors, product.colorIds);
  const cuttingId = startingCuttingId(cuttings, product, page);
  const sides = initialSides(product, cuttingId, preset);
  const quantities = [...product.quantities];
  const sets = preset ? setsFromPreset(preset.sets) : DEFAULT_SETS;

  const blank: ConfiguratorState = {
    featuredItemId: page?.id ?? null,
    configuration: {
      productId: product.id,
      cuttingId,
      shapeId: null,
      cutPerShape: null,
      finishingId: null,
      adhesiveId: null,
      materialId: offeredOrFirst(materials, preset?.materialId ?? null),
      widthIn: sides.widthIn,
      heightIn: sides.heightIn,
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
    sizePresetId: null,
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
      sizes: [],
      orientations: [],
      premiumProcessing: [],
      premiumCoating: [],
      printFeatureGroups: [],
      quantities,
    },
    view: emptyView(),
    printFeaturePresetError: null,
  };

  let state = cascade.reload(ctx, blank);
  state = patch(state, { shapeId: firstId(pageShapesFirst(state.options.shapes, page)) });
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
): CascadeScope | null {
  const product = catalog.products.get(productId);
  if (!product) return null;
  const page = featuredItemId === null ? null : (catalog.featuredItems.get(featuredItemId) ?? null);
  return { catalog, product, page };
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

// The view is read as the guard: every state, restored ones too, comes from this reducer.
function changeCutPerShape(state: ConfiguratorState, cutPerShape: number | null) {
  return state.view.cutPerShapeRequired ? patch(state, { cutPerShape }) : state;
}

function changeSize(
  ctx: CascadeScope,
  state: ConfiguratorState,
  widthIn: number,
  heightIn: number,
) {
  if (state.view.sizeReadOnly) return state;
  const clean = (value: number) => (isEnteredDimension(value) ? value : 0);
  const sides = { field: 'sides', widthIn: clean(widthIn), heightIn: clean(heightIn) } as const;
  return cascade.change(ctx, state, sides);
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
  ctx: CascadeScope,
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
function changePrintFeaturePreset(ctx: CascadeScope, state: ConfiguratorState, preset: unknown) {
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

type PlainOptionKey = 'materialId' | 'printedSideId' | 'colorId';

/** Sets a plain option (one outside the cascade) when the list offers it. */
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

/** A change within the product (applyChange loads a new product). */
function reduce(
  ctx: CascadeScope,
  state: ConfiguratorState,
  change: Exclude<ConfiguratorChange, { field: 'product' }>,
) {
  if (isCascadeChoice(change)) return cascade.change(ctx, state, change);
  const { options } = state;
  switch (change.field) {
    case 'sizePreset': {
      const listedSize = { field: 'listedSize', sizeId: change.sizePresetId } as const;
      return cascade.change(ctx, state, listedSize);
    }
    case 'size':
      return changeSize(ctx, state, change.widthIn, change.heightIn);
    case 'cutPerShape':
      return changeCutPerShape(state, change.cutPerShape);
    case 'material':
      return choose(state, options.materials, 'materialId', change.materialId);
    case 'printedSide': {
      // One printed side takes the back-side features away (and their ticks with them).
      const next = choose(state, options.printedSides, 'printedSideId', change.printedSideId);
      return next === state
        ? state
        : refreshPrintFeatures(ctx, next, next.configuration.printFeatureItemIds);
    }
    case 'color':
      return choose(state, options.colors, 'colorId', change.colorId);
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
