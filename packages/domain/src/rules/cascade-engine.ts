/**
 * One cascade for the price configurator (configurator-cascade.ts) and the Special Processing
 * form (special-processing-form.ts): spec 000 §4 and 001 §4 (ADR 0053). A change of a parent
 * option reloads its children and selects their first option; a choice the lists do not offer
 * is refused (nothing changes), so a stale click, or a request the server replays, cannot put a
 * form out of step with its lists.
 *
 * The engine works on a `Cascade`, the part of a form's state the cascade owns. Each form reads
 * it from its own state and writes it back (`CascadeAdapter`), because the two keep sizes and counts
 * differently (numbers against typed text). Where the spec makes the forms differ, the form's
 * `CascadeOptions` say so (cascade-options.ts).
 */
import type {
  AddonGroup,
  AddonItem,
  Catalog,
  FeaturedItem,
  Finishing,
  PricedOption,
  Product,
  Shape,
  SizePreset,
} from '../catalog-model';
import {
  choosableCuttings,
  cuttingLists,
  finishingLists,
  firstId,
  offeredOrFirst,
  offers,
} from './cascade-levels';
import type { CascadeOptions } from './cascade-options';
import { shapeHasCuts } from './cut-count-rules';
import {
  finishingLabel,
  isSizeReadOnly,
  premiumCoatingFor,
  shapesFor,
  sizeLabel,
} from './option-lists';
import type { FinishingLabel, SizeLabel } from './option-lists';

/** The choices the cascade owns, by the names both forms use; `Cut` is how a form keeps a count. */
export interface CascadeChoices<Cut> {
  cuttingId: number | null;
  shapeId: number | null;
  cutPerShape: Cut;
  orientationId: number | null;
  finishingId: number | null;
  adhesiveId: number | null;
  addonItemId: number | null;
  premiumProcessingId: number | null;
  premiumCoatingId: number | null;
  /** The quantity, when it reloads with the cutting (`CascadeOptions.quantityWithCutting`). */
  quantity: number | null;
}

export interface CascadeLists {
  sizes: SizePreset[];
  shapes: Shape[];
  orientations: AddonItem[];
  finishings: Finishing[];
  adhesives: PricedOption[];
  addons: AddonGroup[];
  premiumProcessing: AddonItem[];
  premiumCoating: AddonItem[];
  quantities: number[];
}

export interface Cascade<Cut> {
  choices: CascadeChoices<Cut>;
  lists: CascadeLists;
  /** The sides in inches; 0 when not entered. */
  widthIn: number;
  heightIn: number;
  /** The listed size (a preset, or a roll's fixed size) the sides are, else null. */
  size: SizePreset | null;
}

/** How far a change reloaded: a form reloads its own fields that hang from the same choice. */
export type CascadeReload = 'cutting' | 'finishing' | 'none';

/** How a form holds the cascade: its options, and how it keeps the cascade in its own state. */
export interface CascadeAdapter<S, Cut> {
  readonly options: CascadeOptions;
  /** The count of cuts when none is entered. */
  readonly noCuts: Cut;
  read(state: S): Cascade<Cut>;
  /** The state with the cascade written back; `reloaded` says which of its own fields go too. */
  write(state: S, cascade: Cascade<Cut>, reloaded: CascadeReload, scope: CascadeScope): S;
}

/** What the lists are for: the catalog, the product and the page (its add-on subset). */
export interface CascadeScope {
  catalog: Catalog;
  product: Product;
  page: FeaturedItem | null;
}

/** The choices a form passes to the engine as they come (the form of 001 §4 has no add-on). */
export type CascadeChoice =
  | { field: 'cutting'; cuttingId: number }
  | { field: 'shape'; shapeId: number }
  | { field: 'orientation'; orientationId: number }
  | { field: 'finishing'; finishingId: number }
  | { field: 'adhesive'; adhesiveId: number }
  | { field: 'addon'; addonItemId: number }
  | { field: 'premiumProcessing'; premiumProcessingId: number }
  | { field: 'premiumCoating'; premiumCoatingId: number | null };

// Records, so the compiler keeps each list in step with its type.
const CHOICE_FIELDS: Record<CascadeChoice['field'], true> = {
  cutting: true,
  shape: true,
  orientation: true,
  finishing: true,
  adhesive: true,
  addon: true,
  premiumProcessing: true,
  premiumCoating: true,
};

export function isCascadeChoice<C extends { field: string }>(
  change: C,
): change is Extract<C, { field: CascadeChoice['field'] }> {
  return Object.hasOwn(CHOICE_FIELDS, change.field);
}

/** The changes the engine makes; a form turns its own size changes into the last two. */
export type CascadeChange =
  | CascadeChoice
  /** Typed sides in inches (0: not entered); a form refuses them itself where sizes are fixed. */
  | { field: 'sides'; widthIn: number; heightIn: number }
  /** One of the listed sizes. */
  | { field: 'listedSize'; sizeId: number };

/** Labels and flags both forms show. */
export interface CascadeView {
  finishingLabel: FinishingLabel;
  sizeLabel: SizeLabel;
  /** A hologram coating must stay selected (Hologram product or finishing 7). */
  premiumCoatingForced: boolean;
  cutPerShapeRequired: boolean;
}

interface Ctx<Cut> {
  scope: CascadeScope;
  options: CascadeOptions;
  noCuts: Cut;
}

type Step<Cut> = { cascade: Cascade<Cut>; reloaded: CascadeReload } | null;

function choose<Cut>(c: Cascade<Cut>, choices: Partial<CascadeChoices<Cut>>): Cascade<Cut> {
  return { ...c, choices: { ...c.choices, ...choices } };
}

function matchingSize(sizes: readonly SizePreset[], widthIn: number, heightIn: number) {
  return sizes.find((size) => size.widthIn === widthIn && size.heightIn === heightIn) ?? null;
}

function coatingOffer<Cut>({ scope }: Ctx<Cut>, c: Cascade<Cut>) {
  return premiumCoatingFor(
    scope.catalog,
    scope.product,
    c.choices.finishingId,
    c.lists.premiumProcessing,
    c.choices.premiumProcessingId,
  );
}

// Reloads, from the leaves up: each sets its lists and selects their first option.

function reloadCoating<Cut>(ctx: Ctx<Cut>, c: Cascade<Cut>): Cascade<Cut> {
  const { items } = coatingOffer(ctx, c);
  return {
    ...c,
    lists: { ...c.lists, premiumCoating: items },
    choices: { ...c.choices, premiumCoatingId: offeredOrFirst(items, c.choices.premiumCoatingId) },
  };
}

/** 001 §4: a finishing reloads adhesives, add-ons and premium processing, then the coating. */
function reloadFinishing<Cut>(ctx: Ctx<Cut>, c: Cascade<Cut>): Cascade<Cut> {
  const { catalog, product, page } = ctx.scope;
  const { cuttingId, finishingId } = c.choices;
  const cutting = cuttingId === null ? null : (catalog.cuttings.get(cuttingId) ?? null);
  const lists = finishingLists(
    catalog,
    product,
    cutting,
    finishingId,
    ctx.options,
    page?.addonItemIds ?? [],
  );
  return reloadCoating(ctx, {
    ...c,
    lists: { ...c.lists, ...lists },
    choices: {
      ...c.choices,
      adhesiveId: firstId(lists.adhesives),
      addonItemId: lists.addons[0]?.items[0]?.id ?? null,
      premiumProcessingId: firstId(lists.premiumProcessing),
      premiumCoatingId: null,
    },
  });
}

/**
 * 001 §4: a cutting reloads its sizes (on a roll the size must be one of the fixed sizes), the
 * shapes, orientation and finishings (and, where the options say so, the quantity), then the
 * finishing's children. The sizes step keeps a listed size, so loading a form on a size it has
 * already chosen changes nothing.
 */
function reloadCutting<Cut>(ctx: Ctx<Cut>, c: Cascade<Cut>): Cascade<Cut> {
  const { catalog, product } = ctx.scope;
  const { cuttingId } = c.choices;
  const sizes = ctx.options.sizes(product, cuttingId);
  const size =
    matchingSize(sizes, c.widthIn, c.heightIn) ??
    (isSizeReadOnly(cuttingId) ? (sizes[0] ?? null) : null);
  const widthIn = size?.widthIn ?? c.widthIn;
  const heightIn = size?.heightIn ?? c.heightIn;
  const lists = cuttingLists(catalog, product, cuttingId, widthIn, heightIn);
  const quantities = ctx.options.quantityWithCutting ? [...product.quantities] : c.lists.quantities;
  return reloadFinishing(ctx, {
    widthIn,
    heightIn,
    size,
    lists: { ...c.lists, ...lists, sizes, quantities },
    choices: {
      ...c.choices,
      shapeId: firstId(lists.shapes),
      cutPerShape: ctx.noCuts,
      orientationId: firstId(lists.orientations),
      finishingId: firstId(lists.finishings),
      quantity: ctx.options.quantityWithCutting ? (quantities[0] ?? null) : c.choices.quantity,
    },
  });
}

/** 001 §4: new sides refilter the shapes (equal or unequal sides); the shape stays if offered. */
function resize<Cut>(
  ctx: Ctx<Cut>,
  c: Cascade<Cut>,
  widthIn: number,
  heightIn: number,
  size: SizePreset | null,
): Cascade<Cut> {
  const { shapeId, cuttingId } = c.choices;
  const shapes = shapesFor(ctx.scope.catalog, cuttingId, widthIn, heightIn);
  const keep = offers(shapes, shapeId);
  return choose(
    { ...c, widthIn, heightIn, size, lists: { ...c.lists, shapes } },
    {
      shapeId: keep ? shapeId : firstId(shapes),
      cutPerShape: keep ? c.choices.cutPerShape : ctx.noCuts,
    },
  );
}

/** A choice without children, taken when its list offers it. */
function pick<Cut>(
  c: Cascade<Cut>,
  list: readonly { id: number }[],
  choices: Partial<CascadeChoices<Cut>>,
  id: number,
): Step<Cut> {
  return offers(list, id) ? { cascade: choose(c, choices), reloaded: 'none' } : null;
}

function step<Cut>(ctx: Ctx<Cut>, c: Cascade<Cut>, change: CascadeChange): Step<Cut> {
  const { lists } = c;
  switch (change.field) {
    case 'cutting': {
      const { catalog, product } = ctx.scope;
      if (!offers(choosableCuttings(catalog, product), change.cuttingId)) return null;
      const cascade = reloadCutting(ctx, choose(c, { cuttingId: change.cuttingId }));
      return { cascade, reloaded: 'cutting' };
    }
    case 'shape': {
      const shape = lists.shapes.find((candidate) => candidate.id === change.shapeId);
      if (!shape) return null;
      const cutPerShape = shapeHasCuts(shape) ? c.choices.cutPerShape : ctx.noCuts;
      return { cascade: choose(c, { shapeId: shape.id, cutPerShape }), reloaded: 'none' };
    }
    case 'finishing': {
      if (!offers(lists.finishings, change.finishingId)) return null;
      const cascade = reloadFinishing(ctx, choose(c, { finishingId: change.finishingId }));
      return { cascade, reloaded: 'finishing' };
    }
    case 'premiumProcessing': {
      const id = change.premiumProcessingId;
      if (!offers(lists.premiumProcessing, id)) return null;
      return {
        cascade: reloadCoating(ctx, choose(c, { premiumProcessingId: id })),
        reloaded: 'none',
      };
    }
    case 'premiumCoating': {
      const id = change.premiumCoatingId;
      if (id !== null) return pick(c, lists.premiumCoating, { premiumCoatingId: id }, id);
      // A forced hologram coating stays; clearing an empty one changes nothing.
      if (coatingOffer(ctx, c).forced || c.choices.premiumCoatingId === null) return null;
      return { cascade: choose(c, { premiumCoatingId: null }), reloaded: 'none' };
    }
    case 'orientation':
      return pick(
        c,
        lists.orientations,
        { orientationId: change.orientationId },
        change.orientationId,
      );
    case 'adhesive':
      return pick(c, lists.adhesives, { adhesiveId: change.adhesiveId }, change.adhesiveId);
    case 'addon': {
      const items = lists.addons.flatMap((group) => group.items);
      return pick(c, items, { addonItemId: change.addonItemId }, change.addonItemId);
    }
    case 'sides': {
      const { widthIn, heightIn } = change;
      const size = matchingSize(lists.sizes, widthIn, heightIn);
      return { cascade: resize(ctx, c, widthIn, heightIn, size), reloaded: 'none' };
    }
    case 'listedSize': {
      const size = lists.sizes.find((candidate) => candidate.id === change.sizeId);
      if (!size) return null;
      return {
        cascade: resize(ctx, c, size.widthIn, size.heightIn, size),
        reloaded: 'none',
      };
    }
  }
}

/** The engine bound to one form: its changes, its first load and the view both forms show. */
export interface CascadeEngine<S> {
  /** The form's state after one change; the same state when the change is refused. */
  change(scope: CascadeScope, state: S, change: CascadeChange): S;
  /** Reloads everything from the cutting down: a form's first state (000 §4, 001 §4). */
  reload(scope: CascadeScope, state: S): S;
  view(scope: CascadeScope, state: S): CascadeView;
}

export function cascadeEngine<S, Cut>(adapter: CascadeAdapter<S, Cut>): CascadeEngine<S> {
  const ctxOf = (scope: CascadeScope): Ctx<Cut> => ({
    scope,
    options: adapter.options,
    noCuts: adapter.noCuts,
  });
  return {
    change(scope, state, change) {
      const next = step(ctxOf(scope), adapter.read(state), change);
      return next ? adapter.write(state, next.cascade, next.reloaded, scope) : state;
    },
    reload(scope, state) {
      const next = reloadCutting(ctxOf(scope), adapter.read(state));
      return adapter.write(state, next, 'cutting', scope);
    },
    view(scope, state) {
      const c = adapter.read(state);
      const shape = c.lists.shapes.find((candidate) => candidate.id === c.choices.shapeId);
      return {
        finishingLabel: finishingLabel(scope.product.id),
        sizeLabel: sizeLabel(c.choices.cuttingId),
        premiumCoatingForced: coatingOffer(ctxOf(scope), c).forced,
        cutPerShapeRequired: shapeHasCuts(shape ?? null),
      };
    },
  };
}
