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
  const only = <T>(map: ReadonlyMap<number, T>, ids: ReadonlySet<number>) =>
    new Map([...map].filter(([id]) => ids.has(id)));
  // The entries of `map` that some product of the page offers, by the ids `ids` lists.
  const offered = <T>(map: ReadonlyMap<number, T>, ids: (product: Product) => readonly number[]) =>
    only(map, new Set([...products.values()].flatMap(ids)));
  const cuttings = offered(catalog.cuttings, (p) => p.cuttingIds);
  return {
    products,
    featuredItems: new Map([[item.id, item]]),
    materials: offered(catalog.materials, (p) => p.materialIds),
    cuttings,
    shapes: only(catalog.shapes, new Set([...cuttings.values()].flatMap((c) => c.shapeIds))),
    finishings: offered(catalog.finishings, (p) => p.finishingIds),
    adhesives: offered(catalog.adhesives, (p) => p.adhesiveIds),
    printedSides: offered(catalog.printedSides, (p) => p.printedSideIds),
    colors: offered(catalog.colors, (p) => p.colorIds),
    addonGroups: catalog.addonGroups,
    printFeatureGroups: offered(catalog.printFeatureGroups, (p) => p.printFeatureGroupIds),
    specialProcessingOptions: offered(
      catalog.specialProcessingOptions,
      (p) => p.specialProcessingOptionIds,
    ),
    shippingMethods: catalog.shippingMethods,
    holidays: holidaysFrom(catalog.holidays, today),
  };
}
