/**
 * Which options a product offers for the current choices (spec 001 §4 "Price configurator
 * cascade" and "Special Processing form cascade"). Each function derives one select's list from
 * the catalog; the cascade decides when to call them.
 */
import { isCuttingRemoved } from './special-processing-cuttings';
import type {
  AddonGroup,
  AddonItem,
  AttributeLookup,
  Catalog,
  Cutting,
  Finishing,
  PricedOption,
  Product,
  Shape,
  SizePreset,
} from '../catalog-model';
import {
  ADDON_HOLOGRAM_COATING,
  ADDON_PREMIUM_PROCESSING,
  ADDON_ROLL_ORIENTATION,
  CUTTING_ROLL,
  DEDICATED_ADDON_CODES,
  FINISHING_GLOSSY,
  FINISHING_HOLOGRAM,
  GLOSS_LAMINATE_ITEM,
  PREMIUM_COATING_FINISHINGS,
  PRODUCT_HOLOGRAM,
  PRODUCTS_WITH_INSTALL_READY,
  PRODUCTS_WITH_MATERIAL_LABEL,
  SHAPE_CIRCLE,
  SHAPE_OVAL,
  SHAPE_RECTANGLE,
  SHAPE_SQUARE,
  SHEET_CUTTINGS,
} from './catalog-ids';
import { byIds, withinAllowed } from './by-ids';
import { fixedSizes, isEnteredDimension } from './size-rules';

export type FinishingLabel = 'Finishing' | 'Material';
export type SizeLabel = 'Size (in)' | 'Sheet Size';

/**
 * The cuttings a product page lists: all the product's, less those the special-processing rules
 * remove (cutting 7 for the Hologram product, spec 001 §4). Disabled ones stay listed, disabled.
 */
export function cuttingsFor(catalog: Catalog, product: Product): Cutting[] {
  return byIds(catalog.cuttings, product.cuttingIds).filter(
    (cutting) => !isCuttingRemoved(cutting.id, product.id),
  );
}

const UNEQUAL_SIDES_HIDDEN = [SHAPE_CIRCLE, SHAPE_SQUARE].map((name) => name.toLowerCase());
const EQUAL_SIDES_HIDDEN = [SHAPE_OVAL, SHAPE_RECTANGLE].map((name) => name.toLowerCase());

/**
 * Spec 001 §4: unequal sides hide Circle and Square, equal sides hide Oval and Rectangle. Until
 * both sides are entered nothing is hidden.
 */
export function shapesForSides(
  shapes: readonly Shape[],
  widthIn: number | null,
  heightIn: number | null,
): Shape[] {
  if (!isEnteredDimension(widthIn) || !isEnteredDimension(heightIn)) return [...shapes];
  const hidden = widthIn === heightIn ? EQUAL_SIDES_HIDDEN : UNEQUAL_SIDES_HIDDEN;
  return shapes.filter((shape) => !hidden.includes(shape.name.trim().toLowerCase()));
}

export function shapesFor(
  catalog: Catalog,
  cuttingId: number | null,
  widthIn: number | null,
  heightIn: number | null,
): Shape[] {
  const cutting = cuttingId === null ? undefined : catalog.cuttings.get(cuttingId);
  return cutting ? shapesForSides(byIds(catalog.shapes, cutting.shapeIds), widthIn, heightIn) : [];
}

/**
 * The product's attribute lookups for a cutting. A cutting without any rows has no recorded
 * constraints, so everything the product offers is compatible with it.
 */
function lookupsFor(product: Product, cuttingId: number | null): AttributeLookup[] | null {
  const rows = product.attributeLookups.filter((row) => row.cuttingId === cuttingId);
  return rows.length === 0 ? null : rows;
}

function matchesFinishing(row: AttributeLookup, finishingId: number | null): boolean {
  return row.finishingId === null || row.finishingId === finishingId;
}

/** Spec 001 §4: finishings are filtered by the attribute lookups of the cutting. */
export function finishingsFor(
  catalog: Catalog,
  product: Product,
  cuttingId: number | null,
): Finishing[] {
  const all = byIds(catalog.finishings, product.finishingIds);
  const rows = lookupsFor(product, cuttingId);
  return rows
    ? all.filter((finishing) => rows.some((row) => matchesFinishing(row, finishing.id)))
    : all;
}

/** Spec 001 §4: none on a roll; otherwise filtered by the lookups of cutting and finishing. */
export function adhesivesFor(
  catalog: Catalog,
  product: Product,
  cuttingId: number | null,
  finishingId: number | null,
): PricedOption[] {
  if (cuttingId === CUTTING_ROLL) return [];
  const all = byIds(catalog.adhesives, product.adhesiveIds);
  const rows = lookupsFor(product, cuttingId)?.filter((row) => matchesFinishing(row, finishingId));
  if (!rows) return all;
  return all.filter((adhesive) =>
    rows.some((row) => row.adhesiveId === null || row.adhesiveId === adhesive.id),
  );
}

/**
 * An add-on group's items compatible with cutting and finishing. A lookup row carries one add-on
 * item while a configuration holds several (add-on, premium processing, coating), so each group
 * is constrained only by the rows naming one of its items; a group no row names is unconstrained.
 */
function addonItemsAllowed(
  product: Product,
  cuttingId: number | null,
  finishingId: number | null,
  items: readonly AddonItem[],
): AddonItem[] {
  const ids = new Set(items.map((item) => item.id));
  const named = (lookupsFor(product, cuttingId) ?? []).filter(
    (row) =>
      matchesFinishing(row, finishingId) && row.addonItemId !== null && ids.has(row.addonItemId),
  );
  if (named.length === 0) return [...items];
  return items.filter((item) => named.some((row) => row.addonItemId === item.id));
}

/** The product's add-on group with this code, else the catalog's (rules that key on ids). */
function groupByCode(
  catalog: Catalog,
  product: Product,
  code: string,
  fallbackToCatalog: boolean,
): AddonGroup | null {
  const own = byIds(catalog.addonGroups, product.addonGroupIds).find(
    (group) => group.code === code,
  );
  if (own || !fallbackToCatalog) return own ?? null;
  return [...catalog.addonGroups.values()].find((group) => group.code === code) ?? null;
}

/**
 * The ordinary add-on groups (white ink, corners, ...) with the items compatible with cutting and
 * finishing and allowed by the featured item; groups left empty are dropped.
 */
export function addonGroupsFor(
  catalog: Catalog,
  product: Product,
  cuttingId: number | null,
  finishingId: number | null,
  allowedItemIds: readonly number[] = [],
): AddonGroup[] {
  return byIds(catalog.addonGroups, product.addonGroupIds)
    .filter((group) => !DEDICATED_ADDON_CODES.includes(group.code))
    .map((group) => ({
      ...group,
      items: withinAllowed(
        addonItemsAllowed(product, cuttingId, finishingId, group.items),
        allowedItemIds,
      ),
    }))
    .filter((group) => group.items.length > 0);
}

/** Spec 001 §4: orientation only for the roll cutting; the first is the default. */
export function orientationsFor(
  catalog: Catalog,
  product: Product,
  cuttingId: number | null,
): AddonItem[] {
  if (cuttingId !== CUTTING_ROLL) return [];
  return groupByCode(catalog, product, ADDON_ROLL_ORIENTATION, true)?.items ?? [];
}

/** Where the two forms of spec 001 §4 differ on premium processing. */
export interface PremiumProcessingRule {
  /**
   * The price configurator hides premium processing on special-processing cuttings (6, 7; 001 §4
   * "Price configurator cascade": reloaded "only when cutting is not special processing"); the
   * Special Processing form offers it there, so a laminate can be asked for on a special cut
   * (001 §4 "Special Processing form cascade" leaves it out for the roll alone).
   */
  readonly onSpecialProcessingCuttings: boolean;
}

export const PRICE_CONFIGURATOR_PREMIUM: PremiumProcessingRule = {
  onSpecialProcessingCuttings: false,
};
export const SPECIAL_PROCESSING_FORM_PREMIUM: PremiumProcessingRule = {
  onSpecialProcessingCuttings: true,
};

/**
 * Spec 001 §4: premium processing is absent on a roll (and, in the price configurator, on
 * special-processing cuttings); otherwise the product's premium-processing items compatible with
 * cutting and finishing.
 */
export function premiumProcessingFor(
  catalog: Catalog,
  product: Product,
  cutting: Cutting | null,
  finishingId: number | null,
  rule: PremiumProcessingRule,
): AddonItem[] {
  if (!cutting || cutting.id === CUTTING_ROLL) return [];
  if (cutting.specialProcessing && !rule.onSpecialProcessingCuttings) return [];
  const group = groupByCode(catalog, product, ADDON_PREMIUM_PROCESSING, false);
  return group ? addonItemsAllowed(product, cutting.id, finishingId, group.items) : [];
}

export interface PremiumCoatingOffer {
  items: AddonItem[];
  /** Hologram product or finishing: a hologram coating must stay selected. */
  forced: boolean;
}

/**
 * Spec 001 §4: premium coating appears when the product is Hologram or the finishing is 6 or 7,
 * and the second premium-processing option (index 1 of the offered list) is chosen. For the
 * Hologram product and finishing 7 the hologram coating is forced (cannot be cleared).
 */
export function premiumCoatingFor(
  catalog: Catalog,
  product: Product,
  finishingId: number | null,
  premiumProcessing: readonly AddonItem[],
  premiumProcessingId: number | null,
): PremiumCoatingOffer {
  const hologram = product.id === PRODUCT_HOLOGRAM || finishingId === FINISHING_HOLOGRAM;
  const eligible = hologram || PREMIUM_COATING_FINISHINGS.includes(finishingId ?? -1);
  const second = premiumProcessing[1];
  if (!eligible || second === undefined || second.id !== premiumProcessingId) {
    return { items: [], forced: false };
  }
  const group = groupByCode(catalog, product, ADDON_HOLOGRAM_COATING, true);
  const items = group?.items ?? [];
  return { items, forced: hologram && items.length > 0 };
}

/** Spec 001 §4: gloss laminate (48) makes the sticker glossy, unless the finishing already is. */
export function isGlossy(finishingId: number | null, premiumProcessingId: number | null): boolean {
  return premiumProcessingId === GLOSS_LAMINATE_ITEM && finishingId !== FINISHING_GLOSSY;
}

/** Spec 000 §5, 001 §5: size is read-only on a roll (it comes from the fixed sizes). */
export function isSizeReadOnly(cuttingId: number | null): boolean {
  return cuttingId === CUTTING_ROLL;
}

/** The size presets offered: the roll's fixed sizes when it has them, else the product's. */
export function sizesFor(product: Product, cuttingId: number | null): SizePreset[] {
  if (cuttingId === CUTTING_ROLL) {
    const fixed = fixedSizes(product.dimLookups, cuttingId);
    if (fixed.length > 0) return fixed;
  }
  return [...product.sizePresets];
}

/** Spec 001 §2/§9: "Material" for products 7 and 8. */
export function finishingLabel(productId: number): FinishingLabel {
  return PRODUCTS_WITH_MATERIAL_LABEL.includes(productId) ? 'Material' : 'Finishing';
}

/** Spec 000 §9 "Size (in)"; spec 001 §2/§9 "Sheet Size" for cuttings 3, 5, 6, 8. */
export function sizeLabel(cuttingId: number | null): SizeLabel {
  return SHEET_CUTTINGS.includes(cuttingId ?? -1) ? 'Sheet Size' : 'Size (in)';
}

/**
 * Spec 001 §4: install-ready is offered for product 9 only. The spec keys the rule on the id, so
 * Product.installReady is not consulted (the demo seed sets it on product 9 alike).
 */
export function installReadyOffered(productId: number): boolean {
  return PRODUCTS_WITH_INSTALL_READY.includes(productId);
}
