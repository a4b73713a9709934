/**
 * The catalog as the rules and the pricing engine see it: plain data, loaded from the database
 * by packages/db and held in memory by the server, and sent to the browser for a product page so
 * that it can price instantly with the same code. Ids follow ../shared/catalog-ids.md.
 *
 * Money is integer cents; sizes in inches are decimals (as typed), dimension lookups are in mm.
 */
import type { Holiday } from './shipping-calendar';

/** Price factors are basis points of the base price: 10_000 means x1.00, 12_500 means x1.25. */
export type BasisPoints = number;

export interface NamedOption {
  id: number;
  name: string;
}

export interface PricedOption extends NamedOption {
  priceFactorBp: BasisPoints;
}

export interface Shape extends NamedOption {
  /** How many cut variants the shape offers (cut_per_shape); null means none ('na'). */
  cuts: number | null;
}

export interface Cutting extends PricedOption {
  shapeIds: number[];
  /** Offered only through the special-processing quote form (cuttings 6 and 7). */
  specialProcessing: boolean;
  /** The form asks how many stickers go on one sheet (stickers/sheet, "ea"). */
  inputEa: boolean;
}

/** Finishing 5 is glossy; premium coating is offered on 6 and 7 (7 is hologram). */
export type Finishing = PricedOption;

export interface AddonItem extends PricedOption {
  filePath: string | null;
}

/**
 * Add-on groups by code: 'premium-processing' (item 48 is gloss laminate), 'hologram-coating'
 * (the premium coating of hologram products and finishings), 'roll-orientation' (items 53 to 56),
 * and ordinary add-ons such as 'white-ink'.
 */
export interface AddonGroup {
  id: number;
  code: string;
  name: string;
  description: string;
  maxSelected: number;
  items: AddonItem[];
}

export type PrintFeatureOptionType = 'checkbox' | 'radio';
export type AppliedSide = 'na' | 'front' | 'back' | 'both';

export interface PrintFeatureItem extends NamedOption {
  filePath: string | null;
  /** One-off cost of the feature for an order (plates, dies), in cents. */
  setupCents: number;
  /** Running cost per 1,000 pieces, in cents. */
  perThousandCents: number;
}

export interface PrintFeatureGroup {
  id: number;
  code: string;
  name: string;
  optionType: PrintFeatureOptionType;
  maxSelected: number;
  appliedSide: AppliedSide;
  items: PrintFeatureItem[];
}

export interface SpecialProcessingOption {
  id: number;
  code: string;
  name: string;
  description: string;
  maxSelected: number;
  items: NamedOption[];
}

export interface SizePreset {
  id: number;
  name: string;
  widthIn: number;
  heightIn: number;
}

/** Allowed sizes for a cutting, in mm as the spec stores them. */
export interface DimLookup {
  id: number;
  /** The cutting it limits; null for products without cuttings (business cards, hang tags). */
  cuttingId: number | null;
  minWidthMm: number;
  minHeightMm: number;
  maxWidthMm: number;
  maxHeightMm: number;
  /** yes: the entry for equal sides (width = height); no: for unequal sides. */
  equalSide: boolean;
}

/** One allowed combination; null means any. */
export interface AttributeLookup {
  cuttingId: number;
  finishingId: number | null;
  adhesiveId: number | null;
  addonItemId: number | null;
}

/**
 * Base prices: total cents for one kind at each (area, quantity) grid point, for the product's
 * base options (every factor 10_000). Rows follow areaBreakpoints, columns quantityBreakpoints.
 */
export interface PriceTable {
  /** Square inches, ascending; the first is the smallest priced area, the last the largest. */
  areaBreakpoints: number[];
  /** Pieces, ascending. */
  quantityBreakpoints: number[];
  cells: number[][];
}

export type ProductType = 'sticker' | 'business-card' | 'lettering';

export interface Product {
  id: number;
  name: string;
  urlSlug: string;
  prodInfoRef: string;
  type: ProductType;
  description: string;
  cuttingIds: number[];
  finishingIds: number[];
  adhesiveIds: number[];
  materialIds: number[];
  printedSideIds: number[];
  colorIds: number[];
  addonGroupIds: number[];
  printFeatureGroupIds: number[];
  specialProcessingOptionIds: number[];
  sizePresets: SizePreset[];
  dimLookups: DimLookup[];
  attributeLookups: AttributeLookup[];
  /** Preset quantities, ascending; the first two show as buttons. */
  quantities: number[];
  priceTable: PriceTable;
  /** List ("was") price as a factor of the price; shown struck through when above 10_000. */
  listPriceFactorBp: BasisPoints;
  installReady: boolean;
}

export interface FeaturedPreset {
  productId: number;
  materialId: number | null;
  widthIn: number;
  heightIn: number;
  printedSideId: number | null;
  colorId: number | null;
  addonItemId: number | null;
  quantity: number;
  /** Feature group code -> item ids, as saved (JSON in the database). */
  printFeatures: Record<string, number[]>;
  sets: number;
}

export interface FeaturedItem {
  id: number;
  name: string;
  urlSlug: string;
  categoryId: number;
  productIds: number[];
  /** Allowed subsets; empty means everything the product offers. */
  materialIds: number[];
  addonItemIds: number[];
  printFeatureGroupIds: number[];
  printingDays: number;
  /**
   * The page's own cutting and shape, chosen first wherever the product offers them (the roll
   * page is on the roll cutting, lettering pages cut a custom shape); null: the first offered.
   */
  cuttingId: number | null;
  shapeId: number | null;
  preset: FeaturedPreset | null;
}

export interface ShippingMethod {
  id: number;
  method: string;
  /** Business days this method takes off (negative) or adds to the item's printing days. */
  printingDaysDelta: number;
  shippingDays: number;
  costCents: number;
  shippingGroup: string;
}

export type { Holiday };

/** Everything pricing and the rules need, indexed by id. */
export interface Catalog {
  products: Map<number, Product>;
  featuredItems: Map<number, FeaturedItem>;
  materials: Map<number, PricedOption>;
  cuttings: Map<number, Cutting>;
  shapes: Map<number, Shape>;
  finishings: Map<number, Finishing>;
  adhesives: Map<number, PricedOption>;
  printedSides: Map<number, PricedOption>;
  colors: Map<number, PricedOption>;
  addonGroups: Map<number, AddonGroup>;
  printFeatureGroups: Map<number, PrintFeatureGroup>;
  specialProcessingOptions: Map<number, SpecialProcessingOption>;
  shippingMethods: ShippingMethod[];
  holidays: Holiday[];
}
