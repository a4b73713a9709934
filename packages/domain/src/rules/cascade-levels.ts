/**
 * The levels of the cascade of spec 001 §4: which lists hang from which choice. A cutting lists
 * the shapes, orientations and finishings; a finishing (with its cutting) lists the adhesives,
 * the add-ons and premium processing; premium processing lists the coating. The two forms'
 * reducers (cascade-engine.ts) and the server's resolver (resolve-configuration.ts) take their
 * lists from here, so the three cannot list differently.
 */
import type {
  AddonGroup,
  AddonItem,
  Catalog,
  Cutting,
  Finishing,
  PricedOption,
  Product,
  Shape,
} from '../catalog-model';
import type { CascadeOptions } from './cascade-options';
import {
  addonGroupsFor,
  adhesivesFor,
  cuttingsFor,
  finishingsFor,
  orientationsFor,
  premiumProcessingFor,
  shapesFor,
} from './option-lists';
import { isCuttingDisabled } from './special-processing-cuttings';

export function firstId(list: readonly { id: number }[]): number | null {
  return list[0]?.id ?? null;
}

export function offers(list: readonly { id: number }[], id: number | null): boolean {
  return id !== null && list.some((entry) => entry.id === id);
}

export function offeredOrFirst(
  list: readonly { id: number }[],
  wanted: number | null,
): number | null {
  return offers(list, wanted) ? wanted : firstId(list);
}

/** The cuttings a visitor may choose: the product's, less those removed or disabled (001 §4). */
export function choosableCuttings(catalog: Catalog, product: Product): Cutting[] {
  return cuttingsFor(catalog, product).filter(
    (cutting) => !isCuttingDisabled(cutting.id, product.id),
  );
}

export interface CuttingLists {
  shapes: Shape[];
  orientations: AddonItem[];
  finishings: Finishing[];
}

/** 001 §4: what a cutting reloads; shapes also by the sides entered (0: not entered). */
export function cuttingLists(
  catalog: Catalog,
  product: Product,
  cuttingId: number | null,
  widthIn: number,
  heightIn: number,
): CuttingLists {
  return {
    shapes: shapesFor(catalog, cuttingId, widthIn, heightIn),
    orientations: orientationsFor(catalog, product, cuttingId),
    finishings: finishingsFor(catalog, product, cuttingId),
  };
}

export interface FinishingLists {
  adhesives: PricedOption[];
  addons: AddonGroup[];
  premiumProcessing: AddonItem[];
}

/**
 * 001 §4: what a finishing reloads (with its cutting). `allowedAddonItemIds` is the page's subset
 * of the add-ons (empty: all).
 */
export function finishingLists(
  catalog: Catalog,
  product: Product,
  cutting: Cutting | null,
  finishingId: number | null,
  options: CascadeOptions,
  allowedAddonItemIds: readonly number[],
): FinishingLists {
  const cuttingId = cutting?.id ?? null;
  return {
    adhesives: adhesivesFor(catalog, product, cuttingId, finishingId),
    addons: options.addons
      ? addonGroupsFor(catalog, product, cuttingId, finishingId, allowedAddonItemIds)
      : [],
    premiumProcessing: premiumProcessingFor(
      catalog,
      product,
      cutting,
      finishingId,
      options.premium,
    ),
  };
}
