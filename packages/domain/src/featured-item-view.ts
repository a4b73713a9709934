import type { Catalog, FeaturedItem, Product } from './catalog-model';
import { productsOf } from './catalog-pages';

/**
 * A product page's full option tree in the API's snake_case shape (GET /api/featured-items/:slug):
 * the page, its preset, and every product with the options it offers, in display order.
 */

export interface MediaItem {
  productId: number;
  kind: 'thumbnail' | 'gallery';
  filePath: string;
  videoPath: string | null;
  alt: string;
}

const named = <T extends { id: number; name: string }>(rows: Array<T | undefined>) =>
  rows.filter((row): row is T => row !== undefined);

function productView(catalog: Catalog, item: FeaturedItem, product: Product, media: MediaItem[]) {
  const pick = <T extends { id: number; name: string }>(ids: number[], table: Map<number, T>) =>
    named(ids.map((id) => table.get(id)));
  const materialIds =
    item.materialIds.length > 0
      ? product.materialIds.filter((id) => item.materialIds.includes(id))
      : product.materialIds;
  const featureGroupIds = product.printFeatureGroupIds.filter(
    (id) => item.printFeatureGroupIds.length === 0 || item.printFeatureGroupIds.includes(id),
  );
  const cuttings = pick(product.cuttingIds, catalog.cuttings);
  const ownMedia = media.filter((m) => m.productId === product.id);
  return {
    id: product.id,
    name: product.name,
    url_slug: product.urlSlug,
    prod_info_ref: product.prodInfoRef,
    type: product.type,
    description: product.description,
    install_ready: product.installReady,
    list_price_factor_bp: product.listPriceFactorBp,
    attributes: {
      cuttings: cuttings
        .filter((cutting) => !cutting.specialProcessing)
        .map((cutting) => ({
          id: cutting.id,
          name: cutting.name,
          input_ea: cutting.inputEa,
          price_factor_bp: cutting.priceFactorBp,
          shapes: named(cutting.shapeIds.map((id) => catalog.shapes.get(id))),
        })),
      finishings: pick(product.finishingIds, catalog.finishings),
      adhesives: pick(product.adhesiveIds, catalog.adhesives),
      materials: pick(materialIds, catalog.materials),
      printed_sides: pick(product.printedSideIds, catalog.printedSides),
      colors: pick(product.colorIds, catalog.colors),
      addons: named(product.addonGroupIds.map((id) => catalog.addonGroups.get(id))).map(
        (group) => ({
          id: group.id,
          code: group.code,
          name: group.name,
          description: group.description,
          max_selected: group.maxSelected,
          items: group.items
            .filter((i) => item.addonItemIds.length === 0 || item.addonItemIds.includes(i.id))
            .map((i) => ({
              id: i.id,
              name: i.name,
              file_path: i.filePath,
              price_factor_bp: i.priceFactorBp,
            })),
        }),
      ),
      quantities: product.quantities,
      size_presets: product.sizePresets.map((size) => ({
        id: size.id,
        name: size.name,
        width: size.widthIn,
        height: size.heightIn,
      })),
      dim_lookups: product.dimLookups.map((dim) => ({
        id: dim.id,
        cutting_id: dim.cuttingId,
        min_size: `${dim.minWidthMm}x${dim.minHeightMm}`,
        max_size: `${dim.maxWidthMm}x${dim.maxHeightMm}`,
        equal_side: dim.equalSide ? ('yes' as const) : ('no' as const),
      })),
      attribute_lookups: product.attributeLookups.map((lookup) => ({
        cutting_id: lookup.cuttingId,
        finishing_id: lookup.finishingId,
        adhesive_id: lookup.adhesiveId,
        addon_id: lookup.addonItemId,
      })),
      print_features: named(featureGroupIds.map((id) => catalog.printFeatureGroups.get(id))).map(
        (group) => ({
          id: group.id,
          code: group.code,
          name: group.name,
          option_type: group.optionType,
          max_selected: group.maxSelected,
          applied_side: group.appliedSide,
          items: group.items.map((i) => ({
            id: i.id,
            name: i.name,
            file_path: i.filePath,
            setup_cents: i.setupCents,
            per_thousand_cents: i.perThousandCents,
          })),
        }),
      ),
      special_processing: {
        cuttings: cuttings
          .filter((cutting) => cutting.specialProcessing)
          .map((cutting) => ({ id: cutting.id, name: cutting.name, input_ea: cutting.inputEa })),
        addons: named(
          product.specialProcessingOptionIds.map((id) => catalog.specialProcessingOptions.get(id)),
        ).map((option) => ({
          id: option.id,
          code: option.code,
          name: option.name,
          description: option.description,
          max_selected: option.maxSelected,
          items: option.items,
        })),
      },
      thumbnails: ownMedia
        .filter((m) => m.kind === 'thumbnail')
        .map((m) => ({ thumbnail: m.filePath, video: m.videoPath, alt: m.alt })),
      gallery: ownMedia
        .filter((m) => m.kind === 'gallery')
        .map((m) => ({ file_path: m.filePath, video: m.videoPath, alt: m.alt })),
    },
  };
}

export function featuredItemView(catalog: Catalog, item: FeaturedItem, media: MediaItem[]) {
  return {
    id: item.id,
    name: item.name,
    url_slug: item.urlSlug,
    featured_category_id: item.categoryId,
    printing_days: item.printingDays,
    preset: item.preset && {
      product_id: item.preset.productId,
      material_id: item.preset.materialId,
      width: item.preset.widthIn,
      height: item.preset.heightIn,
      printed_side_id: item.preset.printedSideId,
      color_id: item.preset.colorId,
      addon_item_id: item.preset.addonItemId,
      run_size: item.preset.quantity,
      print_features: item.preset.printFeatures,
      sets: item.preset.sets,
    },
    products: productsOf(catalog, item).map((product) =>
      productView(catalog, item, product, media),
    ),
  };
}

export type FeaturedItemView = ReturnType<typeof featuredItemView>;
