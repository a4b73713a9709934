import {
  CARD_PANELS,
  HANG_TAGS,
  PREMIUM_CARD,
  ROYAL_EXTRA_WHITE,
  STANDARD_CARD,
  STANDARD_MATTE,
  VINTAGE_KRAFT,
} from './card-panels';
import { BUMPER_STICKERS, CUSTOM_DECALS, VINYL_LETTERING } from './outdoor-vinyl-panels';
import {
  ART_PAPER,
  CLASSIC_PAPER,
  EMBOSSED_PAPER_STICKERS,
  FOIL_PAPER_STICKERS,
  KRAFT_PAPER,
} from './paper-sticker-panels';
import type { ProductPanel } from './product-panel';
import { sameName } from './same-name';
import {
  DOME_STICKERS,
  GOLD_VINYL_STICKERS,
  HOLOGRAM_STICKERS,
  PVC_VINYL,
  SILVER_VINYL_STICKERS,
  STANDARD_VINYL,
  TRANSPARENT_STICKERS,
} from './vinyl-sticker-panels';

/**
 * Which marketing panel a product page shows (spec 001 §2), and where it shows none. The panels
 * themselves live one module per product family beside this one.
 */

/** Spec 001 §2: the slugs that have a panel of their own. */
export const PRODUCT_PANEL_SLUGS = [
  'custom-decals',
  'dome-stickers',
  'embossed-paper-stickers',
  'foil-paper-stickers',
  'gold-vinyl-stickers',
  'hologram-stickers',
  'kraft-paper',
  'vinyl-lettering',
  'pvc-vinyl',
  'silver-vinyl-stickers',
  'standard-vinyl',
  'transparent-stickers',
  'art-paper',
  'bumper-stickers',
  'classic-paper',
] as const;

export type ProductPanelSlug = (typeof PRODUCT_PANEL_SLUGS)[number];

export const PRODUCT_PANELS: Readonly<Record<ProductPanelSlug, ProductPanel>> = {
  'standard-vinyl': STANDARD_VINYL,
  'transparent-stickers': TRANSPARENT_STICKERS,
  'silver-vinyl-stickers': SILVER_VINYL_STICKERS,
  'kraft-paper': KRAFT_PAPER,
  'art-paper': ART_PAPER,
  'classic-paper': CLASSIC_PAPER,
  'embossed-paper-stickers': EMBOSSED_PAPER_STICKERS,
  'foil-paper-stickers': FOIL_PAPER_STICKERS,
  'vinyl-lettering': VINYL_LETTERING,
  'pvc-vinyl': PVC_VINYL,
  'bumper-stickers': BUMPER_STICKERS,
  'dome-stickers': DOME_STICKERS,
  'hologram-stickers': HOLOGRAM_STICKERS,
  'gold-vinyl-stickers': GOLD_VINYL_STICKERS,
  'custom-decals': CUSTOM_DECALS,
};

/** The static catalogue of spec 001 §2, by every name a page or product goes by. */
export const PRODUCT_CATALOGUE: ReadonlyArray<{ names: readonly string[]; panel: ProductPanel }> = [
  { names: ['Business Cards', 'Standard Business Card'], panel: STANDARD_CARD },
  { names: ['Premium Business Card'], panel: PREMIUM_CARD },
  { names: ['Hang Tags', 'Hang Tags (swing tags)', 'Swing Tags'], panel: HANG_TAGS },
  { names: ['Royal Extra White 400gsm'], panel: ROYAL_EXTRA_WHITE },
  { names: ['Standard Matte 250gsm'], panel: STANDARD_MATTE },
  { names: ['Vintage Kraft 300gsm'], panel: VINTAGE_KRAFT },
];

/** The panel keyed by this slug: a sticker panel of spec 001 §2, or a card or tag page's block. */
function panelForSlug(slug: string | null | undefined): ProductPanel | null {
  if (!slug) return null;
  if (Object.hasOwn(PRODUCT_PANELS, slug)) return PRODUCT_PANELS[slug as ProductPanelSlug];
  if (Object.hasOwn(CARD_PANELS, slug)) return CARD_PANELS[slug as keyof typeof CARD_PANELS];
  return null;
}

function catalogueByName(name: string | null | undefined): ProductPanel | null {
  if (!name) return null;
  return (
    PRODUCT_CATALOGUE.find((entry) => entry.names.some((n) => sameName(n, name)))?.panel ?? null
  );
}

export interface ProductInfoQuery {
  /** The selected featured item (the page). */
  itemName?: string | null;
  itemSlug?: string | null;
  /** Only when the page shows a single product (or one product's tab). */
  productName?: string | null;
  productSlug?: string | null;
}

/**
 * Spec 001 §2: the panel comes from the selected item, then the single product, then the static
 * catalogue by case-insensitive name (item name first). Null when nothing matches: the page then
 * shows no product-info block rather than an empty one.
 */
export function productInfoFor(query: ProductInfoQuery): ProductPanel | null {
  return (
    panelForSlug(query.itemSlug) ??
    panelForSlug(query.productSlug) ??
    catalogueByName(query.itemName) ??
    catalogueByName(query.productName)
  );
}

export const PRODUCT_INFO_HIDDEN_ITEM_IDS: readonly number[] = [10, 11, 12];

export function hidesProductInfo(featuredItemId: number): boolean {
  return PRODUCT_INFO_HIDDEN_ITEM_IDS.includes(featuredItemId);
}
