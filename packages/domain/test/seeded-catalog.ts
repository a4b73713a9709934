/**
 * The demo catalog exactly as the seed loads it from the database (packages/db/src/seed), for
 * unit tests that must hold on the real catalog without a database. seeded-catalog.json is kept
 * equal to the seeded catalog by packages/db/src/seed/demo-catalog.int.test.ts, which rewrites it
 * with `-u` after a change to the seed.
 */
import type { Catalog } from '../src/catalog-model';
import listed from './seeded-catalog.json';

/** The catalog with each Map written as the list of its values (as JSON can hold it). */
type ListedCatalog = {
  [K in keyof Catalog]: Catalog[K] extends ReadonlyMap<number, infer V> ? V[] : Catalog[K];
};

const byId = <T extends { id: number }>(rows: readonly T[]): Map<number, T> =>
  new Map(rows.map((row) => [row.id, row]));

/** A fresh copy of the seeded catalog (the rules never mutate it, but tests stay independent). */
export function seededCatalog(): Catalog {
  // Written from a loaded Catalog by the integration test above: the shape is Catalog's.
  const data = structuredClone(listed) as unknown as ListedCatalog;
  return {
    products: byId(data.products),
    featuredItems: byId(data.featuredItems),
    materials: byId(data.materials),
    cuttings: byId(data.cuttings),
    shapes: byId(data.shapes),
    finishings: byId(data.finishings),
    adhesives: byId(data.adhesives),
    printedSides: byId(data.printedSides),
    colors: byId(data.colors),
    addonGroups: byId(data.addonGroups),
    printFeatureGroups: byId(data.printFeatureGroups),
    specialProcessingOptions: byId(data.specialProcessingOptions),
    shippingMethods: data.shippingMethods,
    holidays: data.holidays,
  };
}
