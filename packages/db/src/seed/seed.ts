import { demoCoupons } from './demo-coupons';
import { count, getTableColumns, sql } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Database } from '../database';
import { calendarRepository } from '../repositories/calendar';
import * as schema from '../schema';
import { coupons } from '../schema-orders';
import { demoCategories } from './demo-categories';
import { demoFeaturedItems, demoFeaturedPresets } from './demo-featured';
import { demoHolidays } from './demo-holidays';
import {
  demoAddonGroups,
  demoAddonItems,
  demoAdhesives,
  demoColors,
  demoCuttings,
  demoFinishings,
  demoMaterials,
  demoPrintedSides,
  demoPrintFeatureGroups,
  demoPrintFeatureItems,
  demoShapes,
  demoShippingMethods,
  demoSpecialProcessingItems,
  demoSpecialProcessingOptions,
} from './demo-options';
import { productMedia } from './demo-media';
import { seedDemoReviews } from './demo-reviews';
import {
  dimLookupsFor,
  HANG_TAG_SIZES,
  priceGrid,
  productSeeds,
  SIZE_PRESETS,
} from './demo-products';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Inserts rows, or overwrites every column of the rows whose key already exists. */
async function upsert<T extends PgTable>(
  tx: Tx,
  table: T,
  key: PgColumn,
  rows: T['$inferInsert'][],
) {
  if (rows.length === 0) return;
  const columns = getTableColumns(table);
  // Built from the table's own columns, so the keys are exactly the table's properties.
  const set = Object.fromEntries(
    Object.entries(columns)
      .filter(([, column]) => column.name !== key.name)
      .map(([property, column]) => [property, sql.raw(`excluded."${column.name}"`)]),
  ) as PgUpdateSetSource<T>;
  await tx.insert(table).values(rows).onConflictDoUpdate({ target: key, set });
}

/**
 * Loads the demo catalog. Idempotent: rows are upserted by their fixed ids (and the per-product
 * lookup rows replaced), so running it again restores the demo data without duplicating anything.
 * `now` picks the holiday years (this year and next).
 */
export async function seedDemoData(db: Database, now: Date = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    await upsert(tx, schema.featuredCategories, schema.featuredCategories.id, demoCategories);
    await upsert(tx, schema.shapes, schema.shapes.id, demoShapes);
    await upsert(tx, schema.cuttings, schema.cuttings.id, demoCuttings);
    await upsert(tx, schema.finishings, schema.finishings.id, demoFinishings);
    await upsert(tx, schema.adhesives, schema.adhesives.id, demoAdhesives);
    await upsert(tx, schema.materials, schema.materials.id, demoMaterials);
    await upsert(tx, schema.printedSides, schema.printedSides.id, demoPrintedSides);
    await upsert(tx, schema.colors, schema.colors.id, demoColors);
    await upsert(tx, schema.addonGroups, schema.addonGroups.id, demoAddonGroups);
    await upsert(tx, schema.addonItems, schema.addonItems.id, demoAddonItems);
    await upsert(tx, schema.printFeatureGroups, schema.printFeatureGroups.id, [
      ...demoPrintFeatureGroups,
    ]);
    await upsert(tx, schema.printFeatureItems, schema.printFeatureItems.id, demoPrintFeatureItems);
    await upsert(
      tx,
      schema.specialProcessingOptions,
      schema.specialProcessingOptions.id,
      demoSpecialProcessingOptions,
    );
    await upsert(
      tx,
      schema.specialProcessingItems,
      schema.specialProcessingItems.id,
      demoSpecialProcessingItems,
    );
    await upsert(tx, schema.shippingMethods, schema.shippingMethods.id, demoShippingMethods);

    await upsert(
      tx,
      schema.products,
      schema.products.id,
      productSeeds.map((product, index) => ({
        id: product.id,
        name: product.name,
        urlSlug: product.urlSlug,
        prodInfoRef: product.urlSlug,
        type: product.type,
        description: product.description,
        cuttingIds: product.cuttingIds,
        finishingIds: product.finishingIds,
        adhesiveIds: product.adhesiveIds,
        materialIds: product.materialIds,
        printedSideIds: product.printedSideIds,
        colorIds: product.colorIds,
        addonGroupIds: product.addonGroupIds,
        printFeatureGroupIds: product.printFeatureGroupIds,
        specialProcessingOptionIds: product.specialProcessingOptionIds,
        quantities: product.quantities,
        listPriceFactorBp: product.listPriceFactorBp,
        installReady: product.installReady,
        sortOrder: index + 1,
      })),
    );
    await upsert(
      tx,
      schema.priceTables,
      schema.priceTables.productId,
      productSeeds.map((product) => ({ productId: product.id, ...priceGrid(product) })),
    );
    await upsert(
      tx,
      schema.sizePresets,
      schema.sizePresets.id,
      productSeeds.flatMap((product) =>
        (product.id === 18 ? HANG_TAG_SIZES : SIZE_PRESETS[product.type]).map(
          ([name, widthIn, heightIn], index) => ({
            id: product.id * 100 + index + 1,
            productId: product.id,
            name,
            widthIn,
            heightIn,
            sortOrder: index + 1,
          }),
        ),
      ),
    );
    await upsert(
      tx,
      schema.dimLookups,
      schema.dimLookups.id,
      productSeeds.flatMap((product) =>
        dimLookupsFor(product).map((lookup, index) => ({
          id: product.id * 100 + index + 1,
          productId: product.id,
          ...lookup,
        })),
      ),
    );
    await tx.delete(schema.attributeLookups);
    const lookups = productSeeds.flatMap((product) =>
      product.cuttingIds.flatMap((cuttingId) =>
        (product.finishingIds.length > 0 ? product.finishingIds : [null])
          // A mirror or pearl finish cannot be wound onto a roll.
          .filter((finishingId) => !(cuttingId === 9 && (finishingId === 4 || finishingId === 6)))
          .map((finishingId) => ({
            productId: product.id,
            cuttingId,
            finishingId,
            adhesiveId: null,
            addonItemId: null,
          })),
      ),
    );
    if (lookups.length > 0) await tx.insert(schema.attributeLookups).values(lookups);
    // Replaced, not upserted: a gallery that shrank must not keep its old pictures (issue 11).
    await tx.delete(schema.productMedia);
    await tx.insert(schema.productMedia).values(productMedia(productSeeds));

    await upsert(tx, schema.featuredItems, schema.featuredItems.id, demoFeaturedItems);
    await upsert(
      tx,
      schema.featuredPresets,
      schema.featuredPresets.featuredItemId,
      demoFeaturedPresets,
    );
    await seedDemoReviews(tx);

    const year = now.getUTCFullYear();
    // `holiday_years` is left to `ensureHolidays`: this seed also runs on databases of older
    // migrations (the upgrade tests), which have no such table.
    await upsert(tx, schema.holidays, schema.holidays.date, demoHolidays([year, year + 1]));

    await tx
      .insert(schema.catalogVersion)
      .values({ id: 1, version: 1 })
      .onConflictDoUpdate({
        target: schema.catalogVersion.id,
        set: { version: sql`${schema.catalogVersion.version} + 1`, updatedAt: sql`now()` },
      });
  });
}

/**
 * Holidays of this year and the next, checked at every start, so a shop that runs for years never
 * computes dispatch dates past the end of its holiday list. Each year is filled once from the
 * maintained list (`holiday_years` remembers which): from then on its calendar is the admins'
 * (issue 35), and a holiday they removed, renamed or added stays so. Filling a year is a catalog
 * write: processes already running are told.
 */
export async function ensureHolidays(db: Database, now: Date = new Date()): Promise<void> {
  const year = now.getUTCFullYear();
  await db.transaction(async (tx) => {
    const filled = await tx
      .insert(schema.holidayYears)
      .values([{ year }, { year: year + 1 }])
      .onConflictDoNothing()
      .returning({ year: schema.holidayYears.year });
    if (filled.length === 0) return;
    const years = filled.map((row) => row.year);
    await tx.insert(schema.holidays).values(demoHolidays(years)).onConflictDoNothing();
    await calendarRepository(tx).catalogChanged();
  });
}

/**
 * The demo coupons (README): added once, never reset, so their uses survive a restart. Apart
 * from the catalog, which is also seeded into databases of older migrations (tests of upgrades).
 */
export async function seedDemoCoupons(db: Database): Promise<void> {
  await db.insert(coupons).values(demoCoupons).onConflictDoNothing({ target: coupons.code });
}

/** First start: a database without a catalog gets the demo one. Returns whether it seeded. */
export async function seedIfEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(schema.products);
  if ((row?.n ?? 0) > 0) return false;
  await seedDemoData(db);
  await seedDemoCoupons(db);
  return true;
}
