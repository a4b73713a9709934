/**
 * A visitor of a product page, for property tests: the controls the quote form shows for a state
 * (apps/web/app/features/configurator) and what each sends to the configurator reducer, with the
 * same keystroke filters and the same disabled entries. What this visitor cannot reach, no
 * visitor of the page can.
 */
import type { Catalog, FeaturedItem } from '../src/catalog-model';
import type { Configuration } from '../src/configuration';
import { startingState } from '../src/price-configuration';
import type { PricingQuery } from '../src/pricing-query';
import {
  applyChange,
  type ConfiguratorChange,
  type ConfiguratorState,
} from '../src/rules/configurator-cascade';
import { CUTS_FIELD } from '../src/rules/cut-count-rules';
import { numericValue } from '../src/numeric-input';
import { disabledFeatureItemIds, featureSide } from '../src/rules/print-feature-rules';
import { selectCustomQuantity, selectPresetQuantity } from '../src/rules/quantity-rules';
import { CUSTOM_SETS_KINDS, SETS_PRESETS, selectSets } from '../src/rules/sets-rules';
import { dimensionField, QUOTE_PAGE_DIMENSION_MAX_LENGTH } from '../src/rules/size-rules';
import { isCuttingDisabled } from '../src/rules/special-processing-cuttings';

/** One thing a visitor does: which control (modulo those shown), which entry, what typed. */
export interface VisitorAction {
  control: number;
  pick: number;
  text: string;
}

export interface Visit {
  /** The page, by index into the catalog's pages. */
  page: number;
  /** The product named in the URL, by index into the page's products; null: none named. */
  product: number | null;
  /** `?featured=1`: the page's saved preset, where it has one. */
  featured: boolean;
  actions: VisitorAction[];
}

type Control = (pick: number, text: string) => ConfiguratorChange;

const entry = <T>(list: readonly T[], pick: number): T | undefined => list[pick % list.length];

/** The controls the form shows for `state`, each turning a pick and a text into a change. */
export function controlsOf(page: FeaturedItem, state: ConfiguratorState): Control[] {
  const { configuration: c, options: o, view } = state;
  const controls: Control[] = [];
  const select = (ids: readonly number[], change: (id: number) => ConfiguratorChange) => {
    if (ids.length === 0) return;
    controls.push((pick) => change(entry(ids, pick) ?? -1));
  };
  const ids = (list: readonly { id: number }[]) => list.map((option) => option.id);

  if (page.productIds.length > 1) {
    select(page.productIds, (productId) => ({ field: 'product', productId }));
  }
  // Disabled cuttings are listed, not selectable (configurator.tsx).
  select(
    ids(o.cuttings.filter((cutting) => !isCuttingDisabled(cutting.id, c.productId))),
    (cuttingId) => ({ field: 'cutting', cuttingId }),
  );
  select(ids(o.shapes), (shapeId) => ({ field: 'shape', shapeId }));
  if (view.cutPerShapeRequired) {
    controls.push((_, text) => {
      // CountField: the count its text reads as, null while empty or not a whole number.
      return { field: 'cutPerShape', cutPerShape: numericValue(CUTS_FIELD, text) };
    });
  }
  select(ids(o.finishings), (finishingId) => ({ field: 'finishing', finishingId }));
  select(ids(o.adhesives), (adhesiveId) => ({ field: 'adhesive', adhesiveId }));
  select(ids(o.materials), (materialId) => ({ field: 'material', materialId }));
  select(ids(o.sizes), (sizePresetId) => ({ field: 'sizePreset', sizePresetId }));
  if (!view.sizeReadOnly) {
    // Typing in one side; the other keeps what it shows (SizeField).
    const side = dimensionField('width', QUOTE_PAGE_DIMENSION_MAX_LENGTH);
    const typed = (text: string) => numericValue(side, text) ?? 0;
    controls.push((_, text) => ({ field: 'size', widthIn: typed(text), heightIn: c.heightIn }));
    controls.push((_, text) => ({ field: 'size', widthIn: c.widthIn, heightIn: typed(text) }));
  }
  select(ids(o.orientations), (orientationId) => ({ field: 'orientation', orientationId }));
  select(ids(o.printedSides), (printedSideId) => ({ field: 'printedSide', printedSideId }));
  select(ids(o.colors), (colorId) => ({ field: 'color', colorId }));
  for (const group of o.addons) {
    select(ids(group.items), (addonItemId) => ({ field: 'addon', addonItemId }));
  }
  select(ids(o.premiumProcessing), (premiumProcessingId) => ({
    field: 'premiumProcessing',
    premiumProcessingId,
  }));
  select(ids(o.premiumCoating), (premiumCoatingId) => ({
    field: 'premiumCoating',
    premiumCoatingId,
  }));
  if (view.installReadyOffered) {
    select([1, 2], (id) => ({ field: 'installReady', installReady: id === 1 }));
  }
  // Quantity: a preset (button or More), or a typed number (QuantityField, at most 6 characters).
  controls.push((pick, text) => ({
    field: 'quantity',
    quantity:
      pick % 3 === 0 || o.quantities.length === 0
        ? selectCustomQuantity(text.slice(0, 6))
        : selectPresetQuantity(pick % o.quantities.length),
  }));
  // Sets: a listed number, or a typed one (SetsField).
  controls.push((pick, text) => ({
    field: 'sets',
    sets:
      pick % 3 === 0
        ? selectSets(CUSTOM_SETS_KINDS, text)
        : selectSets(entry(SETS_PRESETS, pick) ?? 1),
  }));
  for (const group of o.printFeatureGroups) {
    const disabled = disabledFeatureItemIds(group, c.printFeatureItemIds);
    select(
      group.items.filter((item) => !disabled.includes(item.id)).map((item) => item.id),
      (itemId) => ({ field: 'printFeature', groupId: group.id, itemId }),
    );
  }
  return controls;
}

/** The page's pages in a stable order (by id). */
export function pagesOf(catalog: Catalog): FeaturedItem[] {
  return [...catalog.featuredItems.values()].sort((a, b) => a.id - b.id);
}

/** Opens the page as its loader does, then does each action on whatever control it lands on. */
export function visitPage(
  catalog: Catalog,
  visit: Visit,
): { page: FeaturedItem; state: ConfiguratorState } {
  const pages = pagesOf(catalog);
  const page = entry(pages, visit.page);
  if (!page) throw new Error('the catalog has no pages');
  const preset = visit.featured ? page.preset : null;
  const named = visit.product === null ? undefined : entry(page.productIds, visit.product);
  // The loader: the product the URL names, else the preset's, else the page's first.
  const productId = named ?? preset?.productId ?? page.productIds[0] ?? 0;
  let state = startingState(catalog, { productId, featuredItemId: page.id, preset });
  for (const action of visit.actions) {
    const controls = controlsOf(page, state);
    const control = entry(controls, action.control);
    if (control) state = applyChange(state, control(action.pick, action.text), catalog);
  }
  return { page, state };
}

/**
 * What the page could send for `query`, if anything: the visitor sets each choice the query
 * names, parents before children (product, cutting, size, shape and cuts, finishing, adhesive,
 * the plain lists, add-on, premium processing and coating, orientation, install-ready, sets,
 * quantity, print features), each through the control the form shows at that moment. Returns
 * the state reached, or null when some choice could not be made or did not hold to the end.
 */
export function reachQuery(
  catalog: Catalog,
  page: FeaturedItem,
  query: PricingQuery,
): ConfiguratorState | null {
  if (!page.productIds.includes(query.product_id)) return null;
  let state = startingState(catalog, {
    productId: query.product_id,
    featuredItemId: page.id,
    preset: null,
  });
  const wanted: Partial<Configuration> = {};
  const set = (change: ConfiguratorChange, field: keyof Configuration, value: unknown) => {
    state = applyChange(state, change, catalog);
    (wanted as Record<string, unknown>)[field] = value;
  };
  const q = query;
  if (q.cutting_id !== undefined) {
    if (isCuttingDisabled(q.cutting_id, q.product_id)) return null;
    set({ field: 'cutting', cuttingId: q.cutting_id }, 'cuttingId', q.cutting_id);
  }
  if (q.width !== undefined && q.height !== undefined) {
    // A listed size by the presets select (the only way on a roll), else typed.
    const listed = state.options.sizes.find(
      (size) => size.widthIn === q.width && size.heightIn === q.height,
    );
    const change: ConfiguratorChange = listed
      ? { field: 'sizePreset', sizePresetId: listed.id }
      : { field: 'size', widthIn: q.width, heightIn: q.height };
    state = applyChange(state, change, catalog);
    wanted.widthIn = q.width;
    wanted.heightIn = q.height;
  } else if (q.width !== undefined || q.height !== undefined) {
    return null;
  }
  if (q.shape_id !== undefined) set({ field: 'shape', shapeId: q.shape_id }, 'shapeId', q.shape_id);
  if (q.cut_per_shape !== undefined) {
    set({ field: 'cutPerShape', cutPerShape: q.cut_per_shape }, 'cutPerShape', q.cut_per_shape);
  }
  if (q.finishing_id !== undefined) {
    set({ field: 'finishing', finishingId: q.finishing_id }, 'finishingId', q.finishing_id);
  }
  if (q.adhesive_id !== undefined) {
    set({ field: 'adhesive', adhesiveId: q.adhesive_id }, 'adhesiveId', q.adhesive_id);
  }
  if (q.material_id !== undefined) {
    set({ field: 'material', materialId: q.material_id }, 'materialId', q.material_id);
  }
  if (q.printed_side_id !== undefined) {
    set(
      { field: 'printedSide', printedSideId: q.printed_side_id },
      'printedSideId',
      q.printed_side_id,
    );
  }
  if (q.color_id !== undefined) set({ field: 'color', colorId: q.color_id }, 'colorId', q.color_id);
  if (q.addon_item_id !== undefined) {
    set({ field: 'addon', addonItemId: q.addon_item_id }, 'addonItemId', q.addon_item_id);
  }
  if (q.premium_processing_id !== undefined) {
    set(
      { field: 'premiumProcessing', premiumProcessingId: q.premium_processing_id },
      'premiumProcessingId',
      q.premium_processing_id,
    );
  }
  if (q.premium_coating_id !== undefined) {
    set(
      { field: 'premiumCoating', premiumCoatingId: q.premium_coating_id },
      'premiumCoatingId',
      q.premium_coating_id,
    );
  }
  if (q.orientation !== undefined) {
    set({ field: 'orientation', orientationId: q.orientation }, 'orientationId', q.orientation);
  }
  if (q.install_ready !== undefined) {
    const installReady = q.install_ready === 'yes';
    if (!state.view.installReadyOffered) return null;
    set({ field: 'installReady', installReady }, 'installReady', installReady);
  }
  if (q.kinds !== undefined) {
    const sets =
      q.kinds <= 1 || SETS_PRESETS.includes(q.kinds)
        ? selectSets(Math.max(1, q.kinds))
        : selectSets(CUSTOM_SETS_KINDS, String(q.kinds));
    set({ field: 'sets', sets }, 'kinds', q.kinds);
  }
  if (q.custom_quantity !== undefined) {
    state = applyChange(
      state,
      { field: 'quantity', quantity: selectCustomQuantity(String(q.custom_quantity)) },
      catalog,
    );
  }
  const features = [...new Set([...(q.print_features ?? []), ...(q['print_features[]'] ?? [])])];
  if (
    features.length > 0 ||
    q.print_features !== undefined ||
    q['print_features[]'] !== undefined
  ) {
    state = reachFeatures(catalog, state, features);
    wanted.printFeatureItemIds = features;
  }
  const reached = state.configuration;
  const holds = Object.entries(wanted).every(([field, value]) =>
    field === 'printFeatureItemIds'
      ? selectionHolds(state, features)
      : reached[field as keyof Configuration] === value,
  );
  return holds ? state : null;
}

/**
 * The selection holds what the query lists, and beyond it only the defaults of side sets the
 * query leaves out (a query's omitted choice is the page's default, as for any other id).
 */
function selectionHolds(state: ConfiguratorState, target: readonly number[]): boolean {
  const selected = state.configuration.printFeatureItemIds;
  if (!target.every((id) => selected.includes(id))) return false;
  const sideSet = (id: number) => {
    for (const group of state.options.printFeatureGroups) {
      const item = group.items.find((candidate) => candidate.id === id);
      if (item) return `${group.id}:${featureSide(group, item) ?? ''}`;
    }
    return null;
  };
  const named = new Set(target.map(sideSet));
  return selected.every((id) => target.includes(id) || !named.has(sideSet(id)));
}

/**
 * Ticks and unticks print features until the selection is `target` or nothing more can be done:
 * a few rounds, since ticking a punch hole shows the tag strings.
 */
function reachFeatures(
  catalog: Catalog,
  start: ConfiguratorState,
  target: readonly number[],
): ConfiguratorState {
  let state = start;
  for (let round = 0; round < 4; round++) {
    const before = state;
    const click = (groupId: number, itemId: number) => {
      const group = state.options.printFeatureGroups.find((g) => g.id === groupId);
      const disabled = group
        ? disabledFeatureItemIds(group, state.configuration.printFeatureItemIds)
        : [];
      if (disabled.includes(itemId)) return;
      state = applyChange(state, { field: 'printFeature', groupId, itemId }, catalog);
    };
    // Untick first (a checkbox set at its limit refuses new ticks), then tick.
    for (const group of state.options.printFeatureGroups) {
      for (const item of group.items) {
        const selected = state.configuration.printFeatureItemIds.includes(item.id);
        if (selected && !target.includes(item.id) && group.optionType === 'checkbox') {
          click(group.id, item.id);
        }
      }
    }
    for (const group of state.options.printFeatureGroups) {
      for (const item of group.items) {
        if (
          target.includes(item.id) &&
          !state.configuration.printFeatureItemIds.includes(item.id)
        ) {
          click(group.id, item.id);
        }
      }
    }
    if (state === before) break;
  }
  return state;
}
