/**
 * Where the Special Processing form starts (spec 001 §2, issue 16 item 1): the quote page's
 * configuration, or a preset such as the embossed-paper link's, replayed through the form's own
 * reducer so that only what the form offers is kept.
 */
import type { Catalog } from '../catalog-model';
import type { Configuration } from '../configuration';
import {
  applySpecialProcessingChange,
  newSpecialProcessingForm,
  sizeText,
} from './special-processing-form';
import type {
  SpecialProcessingChange,
  SpecialProcessingFormState,
} from './special-processing-form';

/**
 * Where the form starts (spec 001 §2, issue 16 item 1): what the visitor had configured on the
 * quote page, or a preset such as the embossed-paper link's. Anything the form does not offer
 * for the choices before it is dropped, as a visitor could not choose it either.
 */
export interface SpecialProcessingStart {
  productId?: number | null;
  featuredItemId?: number | null;
  cuttingId?: number | null;
  shapeId?: number | null;
  orientationId?: number | null;
  cutPerShape?: number | null;
  ea?: number | null;
  finishingId?: number | null;
  premiumProcessingId?: number | null;
  premiumCoatingId?: number | null;
  adhesiveId?: number | null;
  colorId?: number | null;
  widthIn?: number | null;
  heightIn?: number | null;
  quantity?: number | null;
  optionIds?: readonly number[];
  subItemIds?: readonly number[];
}

/** The changes that take a fresh form to `start`, in the form's order (parents first). */
function startChanges(start: SpecialProcessingStart): SpecialProcessingChange[] {
  const changes: SpecialProcessingChange[] = [];
  const add = (change: SpecialProcessingChange | null) => {
    if (change) changes.push(change);
  };
  const id = <T>(value: number | null | undefined, make: (id: number) => T): T | null =>
    value === null || value === undefined ? null : make(value);
  add(id(start.cuttingId, (cuttingId) => ({ field: 'cutting', cuttingId })));
  if (start.widthIn != null && start.heightIn != null) {
    const width = sizeText(start.widthIn);
    const height = sizeText(start.heightIn);
    add({ field: 'size', width, height });
  }
  add(id(start.shapeId, (shapeId) => ({ field: 'shape', shapeId })));
  add(id(start.orientationId, (orientationId) => ({ field: 'orientation', orientationId })));
  add(id(start.finishingId, (finishingId) => ({ field: 'finishing', finishingId })));
  add(
    id(start.premiumProcessingId, (value) => ({
      field: 'premiumProcessing',
      premiumProcessingId: value,
    })),
  );
  add(
    id(start.premiumCoatingId, (value) => ({ field: 'premiumCoating', premiumCoatingId: value })),
  );
  add(id(start.adhesiveId, (adhesiveId) => ({ field: 'adhesive', adhesiveId })));
  add(id(start.colorId, (colorId) => ({ field: 'color', colorId })));
  add(id(start.quantity, (quantity) => ({ field: 'quantity', quantity })));
  // After the finishing: the counts' inputs exist once shape and cutting are settled.
  add(id(start.cutPerShape, (count) => ({ field: 'cutPerShape', text: String(count) })));
  add(id(start.ea, (count) => ({ field: 'ea', text: String(count) })));
  return changes;
}

/** The fixed size matching the start's sides, chosen through the dropdown on a roll. */
function startFixedSize(
  state: SpecialProcessingFormState,
  start: SpecialProcessingStart,
): SpecialProcessingChange | null {
  const match = state.options.fixedSizes.find(
    (size) => size.widthIn === start.widthIn && size.heightIn === start.heightIn,
  );
  return match ? { field: 'fixedSize', sizeId: match.id } : null;
}

/**
 * The first state of the form: the start's product when the form lists it, else the first
 * listed; then each start value the form offers at that point. Null only when the catalog has
 * no product the form lists.
 */
export function initSpecialProcessingForm(
  catalog: Catalog,
  start: SpecialProcessingStart = {},
): SpecialProcessingFormState | null {
  let state = newSpecialProcessingForm(
    catalog,
    start.productId ?? null,
    start.featuredItemId ?? null,
  );
  if (!state) return null;
  for (const change of startChanges(start)) {
    state = applySpecialProcessingChange(state, change, catalog);
    if (change.field === 'cutting') {
      const fixed = startFixedSize(state, start);
      if (fixed) state = applySpecialProcessingChange(state, fixed, catalog);
    }
  }
  for (const optionId of start.optionIds ?? []) {
    state = applySpecialProcessingChange(state, { field: 'option', optionId }, catalog);
  }
  for (const itemId of start.subItemIds ?? []) {
    const option = state.options.specialProcessing.find((entry) =>
      entry.option.items.some((item) => item.id === itemId),
    );
    if (option) {
      const change = { field: 'subItem', optionId: option.option.id, itemId } as const;
      state = applySpecialProcessingChange(state, change, catalog);
    }
  }
  return state;
}

/** The start for a visitor coming from the quote page with this configuration and quantity. */
export function specialProcessingStartFrom(
  configuration: Configuration,
  quantity: number | null,
  featuredItemId: number | null,
): SpecialProcessingStart {
  return {
    productId: configuration.productId,
    featuredItemId,
    cuttingId: configuration.cuttingId,
    shapeId: configuration.shapeId,
    orientationId: configuration.orientationId,
    cutPerShape: configuration.cutPerShape,
    finishingId: configuration.finishingId,
    premiumProcessingId: configuration.premiumProcessingId,
    premiumCoatingId: configuration.premiumCoatingId,
    adhesiveId: configuration.adhesiveId,
    colorId: configuration.colorId,
    widthIn: configuration.widthIn > 0 ? configuration.widthIn : null,
    heightIn: configuration.heightIn > 0 ? configuration.heightIn : null,
    quantity,
  };
}
