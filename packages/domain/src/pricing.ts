import type { Catalog, PriceTable, Product } from './catalog-model';
import type { Configuration } from './configuration';

/**
 * The pricing engine (docs/pricing.md): configuration + catalog -> one price per quantity tier.
 * Pure and deterministic; integer cents out, with all arithmetic done on exact inputs and
 * rounded once per figure.
 */

/** Install-ready lettering is weeded and taped by hand: +25 %. */
export const INSTALL_READY_FACTOR_BP = 12_500;

export interface TierPrice {
  quantity: number;
  /** One kind, print features included. */
  priceCents: number;
  /** List price, only when above the price. */
  origPriceCents: number | null;
  printFeatureCents: number;
  /** The visitor's typed quantity rather than a preset. */
  customQty: boolean;
}

export type QuoteReason =
  'size-above-maximum' | 'quantity-above-range' | 'special-processing' | 'cuts-above-maximum';

export type CustomQuantityOutcome =
  | { status: 'none' }
  | { status: 'priced' }
  | { status: 'below-minimum'; minimum: number }
  | { status: 'above-maximum'; maximum: number };

export type PriceResult =
  | { status: 'priced'; tiers: TierPrice[]; customQuantity: CustomQuantityOutcome }
  | {
      status: 'quote';
      reason: QuoteReason;
      /** Preset tiers still priced (a custom quantity above the range leaves them valid). */
      tiers: TierPrice[];
      customQuantity: CustomQuantityOutcome;
    };

/** Linear interpolation weights of `value` within ascending `points` (clamped below). */
function bracket(points: readonly number[], value: number): [number, number, number] {
  const last = points.length - 1;
  if (value <= (points[0] ?? 0)) return [0, 0, 0];
  for (let i = 0; i < last; i++) {
    const low = points[i] ?? 0;
    const high = points[i + 1] ?? 0;
    if (value <= high) return [i, i + 1, (value - low) / (high - low)];
  }
  return [last, last, 0];
}

/**
 * Base total of one kind at (area, quantity): bilinear interpolation of the grid, clamped to the
 * smallest priced area and quantity. Interpolating totals keeps them non-decreasing in both area
 * and quantity, and keeps unit prices non-increasing between grid points (docs/pricing.md).
 */
export function baseTotalCents(table: PriceTable, areaSqIn: number, quantity: number): number {
  const [a0, a1, ta] = bracket(table.areaBreakpoints, areaSqIn);
  const [q0, q1, tq] = bracket(table.quantityBreakpoints, quantity);
  const cell = (a: number, q: number) => table.cells[a]?.[q] ?? 0;
  const low = cell(a0, q0) + (cell(a0, q1) - cell(a0, q0)) * tq;
  const high = cell(a1, q0) + (cell(a1, q1) - cell(a1, q0)) * tq;
  return low + (high - low) * ta;
}

/**
 * Product of the chosen options' price factors, each relative to the product's default option of
 * its kind (the first one offered): the grid prices the default configuration, so choosing the
 * default never changes the price and a dearer option scales it by the ratio of their factors.
 */
export function optionMultiplier(
  catalog: Catalog,
  product: Product,
  configuration: Configuration,
): number {
  const relative = <T extends { priceFactorBp: number }>(
    table: Map<number, T>,
    offered: readonly number[],
    chosen: number | null,
  ) => {
    if (chosen === null) return 1;
    const factor = table.get(chosen)?.priceFactorBp ?? 10_000;
    const defaultId = offered.find((id) => table.has(id));
    const base = defaultId === undefined ? 10_000 : (table.get(defaultId)?.priceFactorBp ?? 10_000);
    return factor / base;
  };
  const regularCuttings = product.cuttingIds.filter(
    (id) => catalog.cuttings.get(id)?.specialProcessing === false,
  );
  let multiplier =
    relative(catalog.materials, product.materialIds, configuration.materialId) *
    relative(catalog.cuttings, regularCuttings, configuration.cuttingId) *
    relative(catalog.finishings, product.finishingIds, configuration.finishingId) *
    relative(catalog.adhesives, product.adhesiveIds, configuration.adhesiveId) *
    relative(catalog.printedSides, product.printedSideIds, configuration.printedSideId) *
    relative(catalog.colors, product.colorIds, configuration.colorId);
  // Add-on items are priced relative to the first item of their group, wherever the group is
  // offered from (the hologram coating may come from the catalog rather than the product).
  for (const itemId of [
    configuration.addonItemId,
    configuration.premiumProcessingId,
    configuration.premiumCoatingId,
    configuration.orientationId,
  ]) {
    if (itemId === null) continue;
    for (const group of catalog.addonGroups.values()) {
      const item = group.items.find((candidate) => candidate.id === itemId);
      if (item) multiplier *= item.priceFactorBp / (group.items[0]?.priceFactorBp ?? 10_000);
    }
  }
  if (configuration.installReady) multiplier *= INSTALL_READY_FACTOR_BP / 10_000;
  return multiplier;
}

/** Set-up plus running cost of the chosen print features for `quantity` pieces, in cents. */
export function printFeatureCents(catalog: Catalog, itemIds: readonly number[], quantity: number) {
  if (itemIds.length === 0) return 0;
  let total = 0;
  for (const group of catalog.printFeatureGroups.values()) {
    for (const item of group.items) {
      if (itemIds.includes(item.id)) {
        total += item.setupCents + (item.perThousandCents * quantity) / 1000;
      }
    }
  }
  return Math.round(total);
}

/** Prices one kind of `quantity` pieces of the configuration. */
export function priceTier(
  catalog: Catalog,
  product: Product,
  configuration: Configuration,
  quantity: number,
  customQty = false,
): TierPrice {
  return tierPricer(catalog, product, configuration)(quantity, customQty);
}

/** The per-quantity part of pricing, with everything that does not depend on quantity hoisted. */
function tierPricer(catalog: Catalog, product: Product, configuration: Configuration) {
  const area = configuration.widthIn * configuration.heightIn;
  const multiplier = optionMultiplier(catalog, product, configuration);
  return (quantity: number, customQty = false): TierPrice => {
    const base = Math.round(baseTotalCents(product.priceTable, area, quantity) * multiplier);
    const features = printFeatureCents(catalog, configuration.printFeatureItemIds, quantity);
    const priceCents = base + features;
    const listCents = Math.round((priceCents * product.listPriceFactorBp) / 10_000);
    return {
      quantity,
      priceCents,
      origPriceCents: listCents > priceCents ? listCents : null,
      printFeatureCents: features,
      customQty,
    };
  };
}

/**
 * Every preset tier of the product, plus the visitor's custom quantity when it lies within the
 * preset range. A custom quantity above the largest preset asks for a quote instead; one below
 * the smallest preset is not priced. Whether a size is special is the dimension lookup's call
 * (rules/size-rules.ts checkProductSize), made before pricing: every lookup's maximum lies
 * inside the product's grid (the seed's tests hold it to that).
 */
export function priceTiers(
  catalog: Catalog,
  product: Product,
  configuration: Configuration,
  customQuantity: number | null = null,
): PriceResult {
  const presets = product.quantities;
  const smallest = presets[0] ?? 0;
  const largest = presets.at(-1) ?? 0;

  let custom: CustomQuantityOutcome = { status: 'none' };
  if (customQuantity !== null) {
    if (customQuantity < smallest) custom = { status: 'below-minimum', minimum: smallest };
    else if (customQuantity > largest) custom = { status: 'above-maximum', maximum: largest };
    else custom = { status: 'priced' };
  }

  const price = tierPricer(catalog, product, configuration);
  const tiers = presets.map((quantity) => price(quantity));
  if (custom.status === 'priced' && customQuantity !== null) {
    const existing = tiers.find((tier) => tier.quantity === customQuantity);
    if (existing) existing.customQty = true;
    else {
      tiers.push(price(customQuantity, true));
      tiers.sort((a, b) => a.quantity - b.quantity);
    }
  }
  if (custom.status === 'above-maximum') {
    return { status: 'quote', reason: 'quantity-above-range', tiers, customQuantity: custom };
  }
  return { status: 'priced', tiers, customQuantity: custom };
}

/** Cents -> "12.34": two decimals, only at the edge. */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** "12.34" -> 1234: the inverse of formatCents, for a money string read back from an answer. */
export function parseMoney(money: string): number {
  return Math.round(Number(money) * 100);
}
