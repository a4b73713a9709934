import type { Catalog, FeaturedItem, Product } from '@shop/domain/catalog-model';
import { asc } from 'drizzle-orm';
import type { Database } from '../database';
import * as t from '../schema';

/** Everything the product pages and pricing read, loaded in one go for the in-memory cache. */
export interface CatalogSnapshot {
  version: number;
  catalog: Catalog;
  categories: Array<typeof t.featuredCategories.$inferSelect>;
  media: Array<typeof t.productMedia.$inferSelect>;
}

const byId = <T extends { id: number }>(rows: T[]) => new Map(rows.map((row) => [row.id, row]));

export async function loadCatalog(db: Database): Promise<CatalogSnapshot> {
  // One read-only, repeatable-read transaction: every query sees the same snapshot, so products
  // never pair with the price tables of a seed committing meanwhile.
  return db.transaction(
    async (tx) => {
      const [
        versionRows,
        categories,
        itemRows,
        presetRows,
        productRows,
        materials,
        finishings,
        adhesives,
        printedSides,
        colors,
        shapes,
        cuttings,
        addonGroups,
        addonItems,
        featureGroups,
        featureItems,
        spOptions,
        spItems,
        sizes,
        dims,
        lookups,
        tables,
        shipping,
        holidays,
        media,
      ] = await Promise.all([
        tx.select().from(t.catalogVersion),
        tx.select().from(t.featuredCategories).orderBy(asc(t.featuredCategories.sortOrder)),
        tx.select().from(t.featuredItems).orderBy(asc(t.featuredItems.sortOrder)),
        tx.select().from(t.featuredPresets),
        tx.select().from(t.products).orderBy(asc(t.products.sortOrder)),
        tx.select().from(t.materials).orderBy(asc(t.materials.id)),
        tx.select().from(t.finishings).orderBy(asc(t.finishings.id)),
        tx.select().from(t.adhesives).orderBy(asc(t.adhesives.id)),
        tx.select().from(t.printedSides).orderBy(asc(t.printedSides.id)),
        tx.select().from(t.colors).orderBy(asc(t.colors.id)),
        tx.select().from(t.shapes).orderBy(asc(t.shapes.id)),
        tx.select().from(t.cuttings).orderBy(asc(t.cuttings.id)),
        tx.select().from(t.addonGroups).orderBy(asc(t.addonGroups.id)),
        tx.select().from(t.addonItems).orderBy(asc(t.addonItems.sortOrder), asc(t.addonItems.id)),
        tx.select().from(t.printFeatureGroups).orderBy(asc(t.printFeatureGroups.sortOrder)),
        tx
          .select()
          .from(t.printFeatureItems)
          .orderBy(asc(t.printFeatureItems.sortOrder), asc(t.printFeatureItems.id)),
        tx
          .select()
          .from(t.specialProcessingOptions)
          .orderBy(asc(t.specialProcessingOptions.sortOrder)),
        tx.select().from(t.specialProcessingItems).orderBy(asc(t.specialProcessingItems.sortOrder)),
        tx
          .select()
          .from(t.sizePresets)
          .orderBy(asc(t.sizePresets.sortOrder), asc(t.sizePresets.id)),
        tx.select().from(t.dimLookups).orderBy(asc(t.dimLookups.id)),
        tx.select().from(t.attributeLookups).orderBy(asc(t.attributeLookups.id)),
        tx.select().from(t.priceTables),
        tx.select().from(t.shippingMethods).orderBy(asc(t.shippingMethods.sortOrder)),
        tx.select().from(t.holidays).orderBy(asc(t.holidays.date)),
        tx.select().from(t.productMedia).orderBy(asc(t.productMedia.sortOrder)),
      ]);

      const tableOf = new Map(tables.map((row) => [row.productId, row]));
      const products = new Map<number, Product>(
        productRows.map((row) => {
          const table = tableOf.get(row.id);
          return [
            row.id,
            {
              id: row.id,
              name: row.name,
              urlSlug: row.urlSlug,
              prodInfoRef: row.prodInfoRef,
              type: row.type,
              description: row.description,
              cuttingIds: row.cuttingIds,
              finishingIds: row.finishingIds,
              adhesiveIds: row.adhesiveIds,
              materialIds: row.materialIds,
              printedSideIds: row.printedSideIds,
              colorIds: row.colorIds,
              addonGroupIds: row.addonGroupIds,
              printFeatureGroupIds: row.printFeatureGroupIds,
              specialProcessingOptionIds: row.specialProcessingOptionIds,
              sizePresets: sizes
                .filter((size) => size.productId === row.id)
                .map(({ id, name, widthIn, heightIn }) => ({ id, name, widthIn, heightIn })),
              dimLookups: dims
                .filter((dim) => dim.productId === row.id)
                .map(({ productId: _productId, ...dim }) => dim),
              attributeLookups: lookups
                .filter((lookup) => lookup.productId === row.id)
                .map(({ cuttingId, finishingId, adhesiveId, addonItemId }) => ({
                  cuttingId,
                  finishingId,
                  adhesiveId,
                  addonItemId,
                })),
              quantities: row.quantities,
              priceTable: table
                ? {
                    areaBreakpoints: table.areaBreakpoints,
                    quantityBreakpoints: table.quantityBreakpoints,
                    cells: table.cells,
                  }
                : { areaBreakpoints: [], quantityBreakpoints: [], cells: [] },
              listPriceFactorBp: row.listPriceFactorBp,
              installReady: row.installReady,
            },
          ];
        }),
      );

      const presetOf = new Map(presetRows.map((row) => [row.featuredItemId, row]));
      const featuredItems = new Map<number, FeaturedItem>(
        itemRows.map((row) => {
          const preset = presetOf.get(row.id);
          return [
            row.id,
            {
              id: row.id,
              name: row.name,
              urlSlug: row.urlSlug,
              categoryId: row.categoryId,
              productIds: row.productIds,
              materialIds: row.materialIds,
              addonItemIds: row.addonItemIds,
              printFeatureGroupIds: row.printFeatureGroupIds,
              printingDays: row.printingDays,
              cuttingId: row.cuttingId,
              shapeId: row.shapeId,
              preset: preset
                ? {
                    productId: preset.productId,
                    materialId: preset.materialId,
                    widthIn: preset.width,
                    heightIn: preset.height,
                    printedSideId: preset.printedSideId,
                    colorId: preset.colorId,
                    addonItemId: preset.addonItemId,
                    quantity: preset.runSize,
                    printFeatures: preset.printFeatures,
                    sets: preset.sets,
                  }
                : null,
            },
          ];
        }),
      );

      const catalog: Catalog = {
        products,
        featuredItems,
        materials: byId(materials),
        cuttings: byId(cuttings),
        shapes: byId(shapes),
        finishings: byId(finishings),
        adhesives: byId(adhesives),
        printedSides: byId(printedSides),
        colors: byId(colors),
        addonGroups: new Map(
          addonGroups.map((group) => [
            group.id,
            {
              ...group,
              items: addonItems
                .filter((item) => item.groupId === group.id)
                .map(({ id, name, filePath, priceFactorBp }) => ({
                  id,
                  name,
                  filePath,
                  priceFactorBp,
                })),
            },
          ]),
        ),
        printFeatureGroups: new Map(
          featureGroups.map(({ sortOrder: _sortOrder, ...group }) => [
            group.id,
            {
              ...group,
              items: featureItems
                .filter((item) => item.groupId === group.id)
                .map(({ id, name, filePath, setupCents, perThousandCents }) => ({
                  id,
                  name,
                  filePath,
                  setupCents,
                  perThousandCents,
                })),
            },
          ]),
        ),
        specialProcessingOptions: new Map(
          spOptions.map(({ sortOrder: _sortOrder, ...option }) => [
            option.id,
            {
              ...option,
              items: spItems
                .filter((item) => item.optionId === option.id)
                .map(({ id, name }) => ({ id, name })),
            },
          ]),
        ),
        shippingMethods: shipping.map(({ sortOrder: _sortOrder, ...method }) => method),
        holidays,
      };

      return { version: versionRows[0]?.version ?? 0, catalog, categories, media };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** The catalog's version number alone: servers poll it to know when to reload. */
export async function catalogVersionOf(db: Database): Promise<number> {
  const [row] = await db.select({ version: t.catalogVersion.version }).from(t.catalogVersion);
  return row?.version ?? 0;
}
