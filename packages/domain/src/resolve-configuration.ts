import type { Catalog, FeaturedItem, Product } from './catalog-model';
import type { Configuration } from './configuration';
import type { PricingQuery } from './pricing-query';
import { CUTTING_ROLL } from './rules/catalog-ids';
import { checkSize, chooseDimLookup, fixedSizes } from './rules/size-rules';

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

/** Picks `given` when the product offers it, its first option when omitted. */
function choose(
  field: string,
  what: string,
  given: number | undefined,
  offered: readonly number[],
  exists: (id: number) => boolean,
  productName: string,
): number | null {
  if (given === undefined) return offered[0] ?? null;
  if (!exists(given)) unknown(field, given, what);
  if (!offered.includes(given))
    incompatible(field, `${productName} is not available with ${what} ${given}.`);
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

function addonGroupItems(catalog: Catalog, product: Product, code: string): number[] {
  for (const groupId of product.addonGroupIds) {
    const group = catalog.addonGroups.get(groupId);
    if (group?.code === code) return group.items.map((item) => item.id);
  }
  return [];
}

const SPECIAL_GROUPS = new Set(['premium-processing', 'hologram-coating', 'roll-orientation']);

function resolve(catalog: Catalog, q: PricingQuery) {
  const product =
    catalog.products.get(q.product_id) ?? unknown('product_id', q.product_id, 'product');
  const name = product.name;

  let featuredItem: FeaturedItem | undefined;
  if (q.featured_item_id !== undefined) {
    featuredItem =
      catalog.featuredItems.get(q.featured_item_id) ??
      unknown('featured_item_id', q.featured_item_id, 'featured item');
    if (!featuredItem.productIds.includes(product.id)) {
      incompatible('featured_item_id', `${featuredItem.name} does not offer ${name}.`);
    }
  } else {
    featuredItem = [...catalog.featuredItems.values()]
      .filter((item) => item.productIds.includes(product.id))
      .sort((a, b) => a.id - b.id)[0];
  }
  if (!featuredItem)
    return incompatible('product_id', `${name} is not on sale on any product page.`);

  const cuttingId = choose(
    'cutting_id',
    'cutting',
    q.cutting_id,
    product.cuttingIds.filter(
      (id) => !catalog.cuttings.get(id)?.specialProcessing || id === q.cutting_id,
    ),
    (id) => catalog.cuttings.has(id),
    name,
  );
  const cutting = cuttingId === null ? undefined : catalog.cuttings.get(cuttingId);
  if (cutting?.specialProcessing) {
    incompatible(
      'cutting_id',
      `${cutting.name} is made to order: request a special-processing quote.`,
    );
  }
  const isRoll = cuttingId === CUTTING_ROLL;

  const shapeId = cutting
    ? choose(
        'shape_id',
        'shape',
        q.shape_id,
        cutting.shapeIds,
        (id) => catalog.shapes.has(id),
        `${cutting.name}`,
      )
    : null;
  if (q.shape_id !== undefined && !cutting)
    incompatible('shape_id', `${name} has no shapes to choose.`);
  const shape = shapeId === null ? undefined : catalog.shapes.get(shapeId);
  const cutPerShape = shape?.cuts ? (q.cut_per_shape ?? 1) : null;
  if (q.cut_per_shape !== undefined && !shape?.cuts)
    incompatible('cut_per_shape', 'The chosen shape has no cuts to count.');

  // Finishings allowed with this cutting (attribute lookups), in the product's order.
  const finishingsForCutting =
    product.attributeLookups.length === 0 || cuttingId === null
      ? product.finishingIds
      : product.finishingIds.filter((finishingId) =>
          product.attributeLookups.some(
            (l) =>
              l.cuttingId === cuttingId &&
              (l.finishingId === null || l.finishingId === finishingId),
          ),
        );
  if (
    q.finishing_id !== undefined &&
    product.finishingIds.includes(q.finishing_id) &&
    !finishingsForCutting.includes(q.finishing_id)
  ) {
    incompatible(
      'finishing_id',
      `Finishing ${q.finishing_id} cannot be combined with ${cutting?.name ?? 'this cutting'}.`,
    );
  }
  const finishingId = choose(
    'finishing_id',
    'finishing',
    q.finishing_id,
    finishingsForCutting,
    (id) => catalog.finishings.has(id),
    name,
  );

  if (isRoll && q.adhesive_id !== undefined)
    incompatible('adhesive_id', 'Roll labels have no adhesive choice.');
  const adhesiveId = isRoll
    ? null
    : choose(
        'adhesive_id',
        'adhesive',
        q.adhesive_id,
        product.adhesiveIds,
        (id) => catalog.adhesives.has(id),
        name,
      );
  const materialId = choose(
    'material_id',
    'material',
    q.material_id,
    featuredItem.materialIds.length > 0
      ? product.materialIds.filter((id) => featuredItem.materialIds.includes(id))
      : product.materialIds,
    (id) => catalog.materials.has(id),
    name,
  );
  const printedSideId = choose(
    'printed_side_id',
    'printed side',
    q.printed_side_id,
    product.printedSideIds,
    (id) => catalog.printedSides.has(id),
    name,
  );
  const colorId = choose(
    'color_id',
    'color',
    q.color_id,
    product.colorIds,
    (id) => catalog.colors.has(id),
    name,
  );

  const addonItemExists = (itemId: number) =>
    [...catalog.addonGroups.values()].some((g) => g.items.some((i) => i.id === itemId));
  const plainAddonItems = product.addonGroupIds.flatMap((groupId) => {
    const group = catalog.addonGroups.get(groupId);
    return group && !SPECIAL_GROUPS.has(group.code) ? group.items.map((item) => item.id) : [];
  });
  const addonItemId = choose(
    'addon_item_id',
    'add-on item',
    q.addon_item_id,
    featuredItem.addonItemIds.length > 0
      ? plainAddonItems.filter((id) => featuredItem.addonItemIds.includes(id))
      : plainAddonItems,
    addonItemExists,
    name,
  );

  const premiumItems = isRoll ? [] : addonGroupItems(catalog, product, 'premium-processing');
  if (isRoll && q.premium_processing_id !== undefined)
    incompatible('premium_processing_id', 'Roll labels have no premium processing.');
  const premiumProcessingId = choose(
    'premium_processing_id',
    'premium processing item',
    q.premium_processing_id,
    premiumItems,
    addonItemExists,
    name,
  );
  const coatingItems = addonGroupItems(catalog, product, 'hologram-coating');
  const premiumCoatingId =
    q.premium_coating_id === undefined
      ? (coatingItems[0] ?? null)
      : choose(
          'premium_coating_id',
          'premium coating',
          q.premium_coating_id,
          coatingItems,
          addonItemExists,
          name,
        );

  const orientations = isRoll ? addonGroupItems(catalog, product, 'roll-orientation') : [];
  if (!isRoll && q.orientation !== undefined)
    incompatible('orientation', 'Only roll labels have an orientation.');
  const orientationId = isRoll
    ? choose('orientation', 'orientation', q.orientation, orientations, addonItemExists, name)
    : null;

  if (q.install_ready !== undefined && !product.installReady)
    incompatible('install_ready', `${name} is not offered install-ready.`);
  const installReady = product.installReady ? q.install_ready === 'yes' : null;

  const featureGroups = product.printFeatureGroupIds.filter(
    (groupId) =>
      featuredItem.printFeatureGroupIds.length === 0 ||
      featuredItem.printFeatureGroupIds.includes(groupId),
  );
  const offeredFeatures = featureGroups.flatMap(
    (groupId) => catalog.printFeatureGroups.get(groupId)?.items.map((item) => item.id) ?? [],
  );
  const printFeatureItemIds = [
    ...new Set([...(q.print_features ?? []), ...(q['print_features[]'] ?? [])]),
  ];
  for (const itemId of printFeatureItemIds) {
    const exists = [...catalog.printFeatureGroups.values()].some((g) =>
      g.items.some((i) => i.id === itemId),
    );
    if (!exists) unknown('print_features', itemId, 'print feature');
    if (!offeredFeatures.includes(itemId))
      incompatible('print_features', `${name} is not available with print feature ${itemId}.`);
  }

  // Size: a preset by id, typed width and height, or the product's first preset.
  let widthIn = q.width;
  let heightIn = q.height;
  if (q.size_id !== undefined) {
    const preset =
      product.sizePresets.find((p) => p.id === q.size_id) ??
      unknown('size_id', q.size_id, 'size preset for this product');
    widthIn = preset.widthIn;
    heightIn = preset.heightIn;
  } else if (widthIn === undefined && heightIn === undefined) {
    widthIn = product.sizePresets[0]?.widthIn;
    heightIn = product.sizePresets[0]?.heightIn;
  }
  if (widthIn === undefined || heightIn === undefined) {
    const field = widthIn === undefined ? 'width' : 'height';
    throw new Problem({
      status: 400,
      code: 'MISSING_FIELD',
      field,
      message: `Please enter ${field}`,
    });
  }

  // Roll labels come only in their fixed sizes; other cuttings are checked against their lookup.
  if (isRoll) {
    const sizes = fixedSizes(product.dimLookups, cuttingId);
    if (sizes.length > 0 && !sizes.some((s) => s.widthIn === widthIn && s.heightIn === heightIn)) {
      incompatible(
        'width',
        `Roll labels come in these sizes: ${sizes.map((s) => s.name).join(', ')}.`,
      );
    }
  }
  const sizeCheck = checkSize({
    widthIn,
    heightIn,
    lookup: chooseDimLookup(product.dimLookups, cuttingId, widthIn, heightIn),
    cuttingId,
    orientationId,
  });
  if (sizeCheck.status === 'below-minimum') {
    const field = Math.min(widthIn, heightIn) === widthIn ? 'width' : 'height';
    incompatible(field, sizeCheck.message);
  }

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
  };
}
