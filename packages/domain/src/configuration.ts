/**
 * What a visitor has chosen on a product page (the quote form), in domain terms. The API's
 * query strings and the browser form both turn into this shape before any rule or price runs.
 */
export interface Configuration {
  productId: number;
  cuttingId: number | null;
  shapeId: number | null;
  /** Number of cuts per shape, when the shape has cuts (1 to 30). */
  cutPerShape: number | null;
  finishingId: number | null;
  adhesiveId: number | null;
  materialId: number | null;
  /** Inches, as typed (decimals allowed). */
  widthIn: number;
  heightIn: number;
  /** Roll orientation add-on item (53 to 56), only for cutting 9. */
  orientationId: number | null;
  printedSideId: number | null;
  colorId: number | null;
  addonItemId: number | null;
  /** Item of the 'premium-processing' add-on group (48 is gloss laminate). */
  premiumProcessingId: number | null;
  /** Item of the 'hologram-coating' group, forced for product 13 and finishing 7. */
  premiumCoatingId: number | null;
  /** Product 9 only: yes means weeded and pre-applied to transfer film. */
  installReady: boolean | null;
  /** Selected print-feature item ids (front and back items carry their own ids). */
  printFeatureItemIds: number[];
  /** Number of kinds (sets): the same configuration with different artwork. */
  kinds: number;
}
