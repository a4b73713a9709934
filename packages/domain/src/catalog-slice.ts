import type { Catalog, FeaturedItem, Holiday, Product } from './catalog-model';

// One list per catalog and day: pricing remembers dispatch dates per holiday list (the WeakMap in
// pricing-response.ts), so every render of the day must hand it the same list, not a new copy.
const upcoming = new WeakMap<readonly Holiday[], { today: string; list: Holiday[] }>();

function holidaysFrom(holidays: readonly Holiday[], today: string): Holiday[] {
  const kept = upcoming.get(holidays);
  if (kept?.today === today) return kept.list;
  const list = holidays.filter((holiday) => holiday.date >= today);
  upcoming.set(holidays, { today, list });
  return list;
}

/**
 * The part of the catalog one product page needs to price instantly in the browser: its products
 * (with their price grids) and this page, the options those products offer, the shipping methods
 * and the holidays from `today` on (dispatch dates only count forward from the page's "now").
 * Every add-on group stays: the rules look the hologram coating and roll orientation up by code
 * in the whole catalog when the product has none. Everything else stays on the server (issue 14:
 * the slice is serialised into every product page).
 */
export function catalogForPage(
  catalog: Catalog,
  item: FeaturedItem,
  { today }: { today: string },
): Catalog {
  const products = new Map([...catalog.products].filter(([id]) => item.productIds.includes(id)));
  const offered = (ids: (product: Product) => readonly number[]) =>
    new Set([...products.values()].flatMap(ids));
  const only = <T>(map: ReadonlyMap<number, T>, ids: ReadonlySet<number>) =>
    new Map([...map].filter(([id]) => ids.has(id)));
  const cuttings = only(
    catalog.cuttings,
    offered((p) => p.cuttingIds),
  );
  return {
    products,
    featuredItems: new Map([[item.id, item]]),
    materials: only(
      catalog.materials,
      offered((p) => p.materialIds),
    ),
    cuttings,
    shapes: only(catalog.shapes, new Set([...cuttings.values()].flatMap((c) => c.shapeIds))),
    finishings: only(
      catalog.finishings,
      offered((p) => p.finishingIds),
    ),
    adhesives: only(
      catalog.adhesives,
      offered((p) => p.adhesiveIds),
    ),
    printedSides: only(
      catalog.printedSides,
      offered((p) => p.printedSideIds),
    ),
    colors: only(
      catalog.colors,
      offered((p) => p.colorIds),
    ),
    addonGroups: catalog.addonGroups,
    printFeatureGroups: only(
      catalog.printFeatureGroups,
      offered((p) => p.printFeatureGroupIds),
    ),
    specialProcessingOptions: only(
      catalog.specialProcessingOptions,
      offered((p) => p.specialProcessingOptionIds),
    ),
    shippingMethods: catalog.shippingMethods,
    holidays: holidaysFrom(catalog.holidays, today),
  };
}
