import type {
  AddonGroup,
  AddonItem,
  Catalog,
  Cutting,
  FeaturedItem,
  Finishing,
  PricedOption,
  PrintFeatureGroup,
  Product,
  Shape,
  SizePreset,
} from './catalog-model';
import type { Configuration } from './configuration';
import type { PricingQuery } from './pricing-query';
import { CUTTING_ROLL, PRINTED_SIDE_BOTH } from './rules/catalog-ids';
import {
  featureSide,
  featureSummary,
  isNoNeedItem,
  featureGroupsForSides,
  outOfStepGroup,
  shownFeatureSelection,
  visibleFeatureGroups,
} from './rules/print-feature-rules';
import { byIds, withinAllowed } from './rules/by-ids';
import { choosableCuttings, cuttingLists, finishingLists } from './rules/cascade-levels';
import { PRICE_CONFIGURATOR_CASCADE } from './rules/cascade-options';
import { installReadyOffered, premiumCoatingFor } from './rules/option-lists';
import { cutsAboveMaximum } from './rules/cut-count-rules';
import { pageShapesFirst, startingCuttingId } from './rules/page-rules';
import { checkProductSize, fixedSizes, sizeProblemField } from './rules/size-rules';

/**
 * Turns a validated pricing query into a complete configuration: unknown ids are named (404),
 * ids the product does not offer together are named (422), and omitted ids take the product's
 * default, the first option, as the page auto-selects it (spec 000 §4, 001 §4).
 */

export type ResolveProblem =
  | { status: 400; code: 'MISSING_FIELD'; field: string; message: string }
  | { status: 404; code: 'UNKNOWN_ID'; field: string; message: string }
  | { status: 422; code: 'INCOMPATIBLE_OPTIONS'; field: string; message: string };

export type Resolved =
  | {
      ok: true;
      configuration: Configuration;
      product: Product;
      featuredItem: FeaturedItem;
      customQuantity: number | null;
      quantity: number | null;
      /** Above the cutting's largest size: a special size, priced by quote (spec 000 §5). */
      specialSize: boolean;
      /** A special-processing cutting: made to order, priced by quote. */
      specialProcessing: boolean;
      /** 31 to 10000 cuts per shape: priced by quote (spec 001 §5, §8; cut-count-rules.ts). */
      cutsAboveMaximum: boolean;
    }
  | { ok: false; problem: ResolveProblem };

class Problem extends Error {
  constructor(readonly problem: ResolveProblem) {
    super(problem.message);
  }
}

const unknown = (field: string, value: number, what: string): never => {
  throw new Problem({
    status: 404,
    code: 'UNKNOWN_ID',
    field,
    message: `There is no ${what} with id ${value}.`,
  });
};

const incompatible = (field: string, message: string): never => {
  throw new Problem({ status: 422, code: 'INCOMPATIBLE_OPTIONS', field, message });
};

/**
 * Picks `given` when it is among the `offered` options (the same lists the page shows, from
 * rules/cascade-levels.ts), or the first offered option when omitted; names an unknown id (404)
 * or one not offered here (422).
 */
function choose(
  field: string,
  what: string,
  given: number | undefined,
  offered: ReadonlyArray<{ id: number }>,
  exists: (id: number) => boolean,
  where: string,
): number | null {
  if (given === undefined) return offered[0]?.id ?? null;
  if (!exists(given)) unknown(field, given, what);
  if (!offered.some((option) => option.id === given)) {
    incompatible(field, `${where} is not available with ${what} ${given}.`);
  }
  return given;
}

export function resolveConfiguration(catalog: Catalog, query: PricingQuery): Resolved {
  try {
    return { ok: true, ...resolve(catalog, query) };
  } catch (error) {
    if (error instanceof Problem) return { ok: false, problem: error.problem };
    throw error;
  }
}

function findFeaturedItem(catalog: Catalog, product: Product, id: number | undefined) {
  if (id === undefined) {
    // The first page that sells the product, by id: where the product is usually priced.
    const pages = [...catalog.featuredItems.values()].filter((item) =>
      item.productIds.includes(product.id),
    );
    return (
      pages.sort((a, b) => a.id - b.id)[0] ??
      incompatible('product_id', `${product.name} is not on sale on any product page.`)
    );
  }
  const item = catalog.featuredItems.get(id) ?? unknown('featured_item_id', id, 'featured item');
  if (!item.productIds.includes(product.id)) {
    incompatible('featured_item_id', `${item.name} does not offer ${product.name}.`);
  }
  return item;
}

/** A size of the list by id (presets, or a roll's fixed sizes), typed sides, or the first one. */
function findSize(
  sizes: readonly SizePreset[],
  q: PricingQuery,
): { widthIn: number; heightIn: number } {
  if (q.size_id !== undefined) {
    const preset =
      sizes.find((p) => p.id === q.size_id) ??
      unknown('size_id', q.size_id, 'size for this product and cutting');
    return { widthIn: preset.widthIn, heightIn: preset.heightIn };
  }
  const first = sizes[0];
  const widthIn = q.width ?? (q.height === undefined ? first?.widthIn : undefined);
  const heightIn = q.height ?? (q.width === undefined ? first?.heightIn : undefined);
  if (widthIn === undefined || heightIn === undefined) {
    const field = widthIn === undefined ? 'width' : 'height';
    throw new Problem({
      status: 400,
      code: 'MISSING_FIELD',
      field,
      message: `Please enter ${field}`,
    });
  }
  return { widthIn, heightIn };
}

/**
 * The print-feature rules of spec 000 §4, on the server too: every item exists and is offered,
 * a radio group holds one item per side, a checkbox group at most max_selected, and tag strings
 * only come with a punch hole.
 */
function checkPrintFeatures(
  catalog: Catalog,
  product: Product,
  groups: PrintFeatureGroup[],
  itemIds: number[],
) {
  for (const itemId of itemIds) {
    const exists = [...catalog.printFeatureGroups.values()].some((g) =>
      g.items.some((i) => i.id === itemId),
    );
    if (!exists) unknown('print_features', itemId, 'print feature');
    if (!groups.some((g) => g.items.some((i) => i.id === itemId))) {
      incompatible(
        'print_features',
        `${product.name} is not available with print feature ${itemId}.`,
      );
    }
  }
  for (const group of groups) {
    const chosen = group.items.filter((item) => itemIds.includes(item.id));
    const bySide = (side: string | null) =>
      chosen.filter((item) => featureSide(group, item) === side).length;
    const tooMany =
      group.optionType === 'radio'
        ? Math.max(bySide('front'), bySide('back'), bySide(null)) > 1
        : chosen.length > group.maxSelected;
    if (tooMany) {
      incompatible(
        'print_features',
        `${group.name} takes at most ${group.optionType === 'radio' ? 'one choice' : `${group.maxSelected} choices`}.`,
      );
    }
  }
  const visible = visibleFeatureGroups(
    product.id,
    groups,
    featureSummary(groups, itemIds).join('\n'),
  );
  for (const group of groups) {
    if (
      !visible.includes(group) &&
      group.items.some((item) => itemIds.includes(item.id) && !isNoNeedItem(item))
    ) {
      incompatible('print_features', `${group.name} needs a punch hole.`);
    }
  }
}

/** What every step knows: the catalog, the query, and the product and page it is for. */
interface Given {
  catalog: Catalog;
  q: PricingQuery;
  product: Product;
  featuredItem: FeaturedItem;
  /** The product's name, for messages. */
  name: string;
}

const addonItemExists = (catalog: Catalog) => (itemId: number) =>
  [...catalog.addonGroups.values()].some((group) => group.items.some((item) => item.id === itemId));

/**
 * Special-processing cuttings can be chosen (spec 001 §4) but are priced by quote; the rules of
 * 001 §4 disable some for some products. An omitted cutting is the one the page starts on
 * (rules/page-rules.ts): the page's own (the roll pages), else the first ordinary one.
 */
function resolveCutting({ catalog, q, product, featuredItem, name }: Given) {
  const offeredCuttings = choosableCuttings(catalog, product);
  const cuttingId =
    q.cutting_id === undefined
      ? startingCuttingId(offeredCuttings, product, featuredItem)
      : choose(
          'cutting_id',
          'cutting',
          q.cutting_id,
          offeredCuttings,
          (id) => catalog.cuttings.has(id),
          name,
        );
  const cutting = cuttingId === null ? null : (catalog.cuttings.get(cuttingId) ?? null);
  return { cuttingId, cutting };
}

/**
 * The shape among those the cutting offers at this size, and its cuts. The page's own shape is
 * put first: an omitted shape is the one the page starts on (a lettering page's custom shape),
 * as the configurator's first state puts it first too (rules/page-rules.ts).
 */
function resolveShape(
  { catalog, q, featuredItem, name }: Given,
  cutting: Cutting | null,
  shapes: Shape[],
) {
  if (q.shape_id !== undefined && !cutting)
    incompatible('shape_id', `${name} has no shapes to choose.`);
  const shapeId = choose(
    'shape_id',
    'shape',
    q.shape_id,
    pageShapesFirst(shapes, featuredItem),
    (id) => catalog.shapes.has(id),
    cutting?.name ?? name,
  );
  const shape = shapeId === null ? undefined : catalog.shapes.get(shapeId);
  if (q.cut_per_shape !== undefined && !shape?.cuts)
    incompatible('cut_per_shape', 'The chosen shape has no cuts to count.');
  const cutPerShape = shape?.cuts ? (q.cut_per_shape ?? 1) : null;
  return { shapeId, shape, cutPerShape };
}

/** The finishing among those the cutting offers. */
function resolveFinishing(
  { catalog, q, name }: Given,
  cutting: Cutting | null,
  finishings: Finishing[],
) {
  return choose(
    'finishing_id',
    'finishing',
    q.finishing_id,
    finishings,
    (id) => catalog.finishings.has(id),
    cutting ? `${name} with ${cutting.name}` : name,
  );
}

/** The adhesive among those cutting and finishing offer (none on a roll). */
function resolveAdhesive(
  { catalog, q, name }: Given,
  cuttingId: number | null,
  adhesives: PricedOption[],
) {
  if (cuttingId === CUTTING_ROLL && q.adhesive_id !== undefined)
    incompatible('adhesive_id', 'Roll labels have no adhesive choice.');
  return choose(
    'adhesive_id',
    'adhesive',
    q.adhesive_id,
    adhesives,
    (id) => catalog.adhesives.has(id),
    name,
  );
}

/** Material (within the page's subset), printed side and color: lists without children. */
function resolvePlainOptions({ catalog, q, product, featuredItem, name }: Given) {
  const materialId = choose(
    'material_id',
    'material',
    q.material_id,
    withinAllowed(byIds(catalog.materials, product.materialIds), featuredItem.materialIds),
    (id) => catalog.materials.has(id),
    name,
  );
  const printedSideId = choose(
    'printed_side_id',
    'printed side',
    q.printed_side_id,
    byIds(catalog.printedSides, product.printedSideIds),
    (id) => catalog.printedSides.has(id),
    name,
  );
  const colorId = choose(
    'color_id',
    'color',
    q.color_id,
    byIds(catalog.colors, product.colorIds),
    (id) => catalog.colors.has(id),
    name,
  );
  return { materialId, printedSideId, colorId };
}

/** The ordinary add-on item, among those cutting, finishing and the page allow. */
function resolveAddon({ catalog, q, name }: Given, addons: AddonGroup[]) {
  return choose(
    'addon_item_id',
    'add-on item',
    q.addon_item_id,
    addons.flatMap((group) => group.items),
    addonItemExists(catalog),
    name,
  );
}

/**
 * Premium processing (none on a roll), then the coating that spec 001 §4 offers with the second
 * premium option (and that hologram forces).
 */
function resolvePremium(
  { catalog, q, product, name }: Given,
  cuttingId: number | null,
  finishingId: number | null,
  premiumItems: AddonItem[],
) {
  if (cuttingId === CUTTING_ROLL && q.premium_processing_id !== undefined)
    incompatible('premium_processing_id', 'Roll labels have no premium processing.');
  const premiumProcessingId = choose(
    'premium_processing_id',
    'premium processing item',
    q.premium_processing_id,
    premiumItems,
    addonItemExists(catalog),
    name,
  );
  const coating = premiumCoatingFor(
    catalog,
    product,
    finishingId,
    premiumItems,
    premiumProcessingId,
  );
  const premiumCoatingId = choose(
    'premium_coating_id',
    'premium coating',
    q.premium_coating_id,
    coating.items,
    addonItemExists(catalog),
    name,
  );
  return { premiumProcessingId, premiumCoatingId };
}

/** Only roll labels have an orientation (spec 001 §4). */
function resolveOrientation(
  { catalog, q, name }: Given,
  cuttingId: number | null,
  orientations: AddonItem[],
) {
  if (cuttingId !== CUTTING_ROLL && q.orientation !== undefined)
    incompatible('orientation', 'Only roll labels have an orientation.');
  return choose(
    'orientation',
    'orientation',
    q.orientation,
    orientations,
    addonItemExists(catalog),
    name,
  );
}

/** Install-ready is offered for vinyl lettering only; yes unless the query says no. */
function resolveInstallReady({ q, product, name }: Given): boolean | null {
  const offersInstallReady = installReadyOffered(product.id);
  if (q.install_ready !== undefined && !offersInstallReady)
    incompatible('install_ready', `${name} is not offered install-ready.`);
  return offersInstallReady ? q.install_ready !== 'no' : null;
}

/**
 * The print features of the query, on the groups the product, page and printed sides offer, and
 * completed as the page completes them (what a query leaves out is the page's default).
 */
function resolvePrintFeatures(
  { catalog, q, product, featuredItem }: Given,
  printedSideId: number | null,
): number[] {
  const printFeatureItemIds = [
    ...new Set([...(q.print_features ?? []), ...(q['print_features[]'] ?? [])]),
  ];
  const offeredGroups = withinAllowed(
    byIds(catalog.printFeatureGroups, product.printFeatureGroupIds),
    featuredItem.printFeatureGroupIds,
  );
  const printedGroups = featureGroupsForSides(offeredGroups, printedSideId);
  const backOnly = printFeatureItemIds.find(
    (id) =>
      offeredGroups.some((g) => g.items.some((i) => i.id === id)) &&
      !printedGroups.some((g) => g.items.some((i) => i.id === id)),
  );
  if (backOnly !== undefined) {
    incompatible(
      'print_features',
      `Print feature ${backOnly} is for the back, which is printed only with both sides (printed_side_id ${PRINTED_SIDE_BOTH}).`,
    );
  }
  checkPrintFeatures(catalog, product, printedGroups, printFeatureItemIds);
  // Completed as the page keeps its selection: a side set left out takes its default (a back
  // left out, the twin of the front), and both sides of a radio feature stay in step.
  const completed = shownFeatureSelection(product.id, printedGroups, printFeatureItemIds).itemIds;
  const outOfStep = outOfStepGroup(printedGroups, completed);
  if (outOfStep) {
    incompatible(
      'print_features',
      `${outOfStep.name} takes the same choice on the front and the back.`,
    );
  }
  return completed;
}

/**
 * Roll labels come only in their fixed sizes (either way round, as the size lookup compares
 * sorted sides); other cuttings are checked against their lookup. Below the minimum is refused;
 * above the maximum is a special size (priced by quote).
 */
function checkResolvedSize(
  product: Product,
  size: {
    widthIn: number;
    heightIn: number;
    cuttingId: number | null;
    orientationId: number | null;
  },
) {
  const { widthIn, heightIn, cuttingId } = size;
  if (cuttingId === CUTTING_ROLL) {
    const sizes = fixedSizes(product.dimLookups, cuttingId);
    const sides = (w: number, h: number) => [Math.max(w, h), Math.min(w, h)].join('x');
    if (
      sizes.length > 0 &&
      !sizes.some((s) => sides(s.widthIn, s.heightIn) === sides(widthIn, heightIn))
    ) {
      incompatible(
        'width',
        `Roll labels come in these sizes: ${sizes.map((s) => s.name).join(', ')}.`,
      );
    }
  }
  const { check } = checkProductSize(product, size);
  if (check.status === 'below-minimum') {
    incompatible(sizeProblemField(widthIn, heightIn), check.message);
  }
  return check;
}

/**
 * The steps in the order the page's cascade fills its lists (spec 001 §4): product and page,
 * cutting, size, shape, finishing and adhesive, the plain lists, add-on, premium processing and
 * coating, orientation, install-ready, print features, and last the size limits. The first
 * problem found is the one answered. Each level's lists are the configurator's own
 * (rules/cascade-levels.ts, with the price configurator's options).
 */
function resolve(catalog: Catalog, q: PricingQuery) {
  const product =
    catalog.products.get(q.product_id) ?? unknown('product_id', q.product_id, 'product');
  const featuredItem = findFeaturedItem(catalog, product, q.featured_item_id);
  const given: Given = { catalog, q, product, featuredItem, name: product.name };

  const { cuttingId, cutting } = resolveCutting(given);
  const { widthIn, heightIn } = findSize(PRICE_CONFIGURATOR_CASCADE.sizes(product, cuttingId), q);
  const byCutting = cuttingLists(catalog, product, cuttingId, widthIn, heightIn);
  const { shapeId, shape, cutPerShape } = resolveShape(given, cutting, byCutting.shapes);
  const finishingId = resolveFinishing(given, cutting, byCutting.finishings);
  const byFinishing = finishingLists(
    catalog,
    product,
    cutting,
    finishingId,
    PRICE_CONFIGURATOR_CASCADE,
    featuredItem.addonItemIds,
  );
  const adhesiveId = resolveAdhesive(given, cuttingId, byFinishing.adhesives);
  const { materialId, printedSideId, colorId } = resolvePlainOptions(given);
  const addonItemId = resolveAddon(given, byFinishing.addons);
  const { premiumProcessingId, premiumCoatingId } = resolvePremium(
    given,
    cuttingId,
    finishingId,
    byFinishing.premiumProcessing,
  );
  const orientationId = resolveOrientation(given, cuttingId, byCutting.orientations);
  const installReady = resolveInstallReady(given);
  const printFeatureItemIds = resolvePrintFeatures(given, printedSideId);
  const sizeCheck = checkResolvedSize(product, { widthIn, heightIn, cuttingId, orientationId });

  const configuration: Configuration = {
    productId: product.id,
    cuttingId,
    shapeId,
    cutPerShape,
    finishingId,
    adhesiveId,
    materialId,
    widthIn,
    heightIn,
    orientationId,
    printedSideId,
    colorId,
    addonItemId,
    premiumProcessingId,
    premiumCoatingId,
    installReady,
    printFeatureItemIds,
    kinds: q.kinds ?? 1,
  };
  return {
    configuration,
    product,
    featuredItem,
    customQuantity: q.custom_quantity ?? null,
    quantity: q.quantity ?? null,
    specialSize: sizeCheck.status === 'above-maximum',
    specialProcessing: cutting?.specialProcessing ?? false,
    cutsAboveMaximum: cutsAboveMaximum(shape, cutPerShape),
  };
}
