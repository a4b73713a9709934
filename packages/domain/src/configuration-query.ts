import type { Configuration } from './configuration';

/**
 * A size as query text: the number as typed. A fraction typed without its 0 (".50000001", the 9
 * characters the field allows) keeps it off, so the text stays within the schema's 9 characters.
 */
function inchesText(inches: number): string {
  const text = String(inches);
  return text.length > 9 && text.startsWith('0.') ? text.slice(1) : text;
}

/** The query string that prices `configuration` (the inverse of resolveConfiguration). */
export function pricingQueryFor(
  configuration: Configuration,
  featuredItemId: number,
  customQuantity: number | null,
): URLSearchParams {
  const c = configuration;
  const params = new URLSearchParams({
    product_id: String(c.productId),
    featured_item_id: String(featuredItemId),
    width: inchesText(c.widthIn),
    height: inchesText(c.heightIn),
    kinds: String(c.kinds),
  });
  const ids: Array<[string, number | null]> = [
    ['cutting_id', c.cuttingId],
    ['shape_id', c.shapeId],
    ['cut_per_shape', c.cutPerShape],
    ['finishing_id', c.finishingId],
    ['adhesive_id', c.adhesiveId],
    ['material_id', c.materialId],
    ['orientation', c.orientationId],
    ['printed_side_id', c.printedSideId],
    ['color_id', c.colorId],
    ['addon_item_id', c.addonItemId],
    ['premium_processing_id', c.premiumProcessingId],
    ['premium_coating_id', c.premiumCoatingId],
    ['custom_quantity', customQuantity],
  ];
  for (const [key, value] of ids) if (value !== null) params.set(key, String(value));
  if (c.installReady !== null) params.set('install_ready', c.installReady ? 'yes' : 'no');
  for (const itemId of c.printFeatureItemIds) params.append('print_features[]', String(itemId));
  return params;
}
