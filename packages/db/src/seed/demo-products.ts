/**
 * The 23 demo products (ids and slugs of ../shared/catalog-ids.md), their sizes, quantities,
 * base price grids and imagery. Prices are computed from a curve fitted to what real shops
 * charge and pinned where the structured data names a price (docs/pricing.md).
 */

type ProductType = 'sticker' | 'business-card' | 'lettering';

interface ProductSeed {
  id: number;
  name: string;
  urlSlug: string;
  type: ProductType;
  description: string;
  look: string;
  cuttingIds: number[];
  finishingIds: number[];
  adhesiveIds: number[];
  materialIds: number[];
  printedSideIds: number[];
  colorIds: number[];
  addonGroupIds: number[];
  printFeatureGroupIds: number[];
  specialProcessingOptionIds: number[];
  quantities: number[];
  /** Multiplies the category's price curve (a harder material costs more to make). */
  priceLevel: number;
  /** Cents the lowest tier must show exactly, where the structured data names it. */
  lowestPriceCents?: number;
  /**
   * Cents the lowest tier of the grid's smallest area must show exactly, for a product whose
   * saved preset is a smaller size with its own structured-data price (hang tags' mini tag).
   * Rows below the pinned one take this scale; the rest keep `lowestPriceCents`'.
   */
  smallestAreaPriceCents?: number;
  listPriceFactorBp: number;
  installReady: boolean;
}

const STICKER_QUANTITIES = [50, 100, 200, 300, 500, 1000, 2000, 3000, 5000, 10000];
const SMALL_RUN_QUANTITIES = [10, 25, 50, 100, 200, 300, 500, 1000, 2000, 5000];
const CARD_QUANTITIES = [200, 400, 600, 800, 1000, 2000, 3000, 5000];
const LETTERING_QUANTITIES = [1, 2, 3, 5, 10, 20, 50, 100];

const VINYL_CUTTINGS = [1, 2, 3, 4, 5, 6, 7, 8, 9];
// Every sticker lists the special-processing cuttings 6 and 7; the rules of spec 001 §4 then
// disable or remove them per product.
const PAPER_CUTTINGS = [1, 2, 3, 4, 6, 7, 8, 9];

const sticker = (
  seed: Pick<ProductSeed, 'id' | 'name' | 'urlSlug' | 'description' | 'look' | 'priceLevel'> &
    Partial<ProductSeed>,
): ProductSeed => ({
  type: 'sticker',
  cuttingIds: VINYL_CUTTINGS,
  finishingIds: [5, 1],
  adhesiveIds: [1, 2, 3],
  materialIds: [],
  printedSideIds: [1],
  colorIds: [1],
  addonGroupIds: [2, 4],
  printFeatureGroupIds: [],
  specialProcessingOptionIds: [5, 6, 7],
  quantities: STICKER_QUANTITIES,
  listPriceFactorBp: 12_500,
  installReady: false,
  ...seed,
});

const card = (
  seed: Pick<ProductSeed, 'id' | 'name' | 'urlSlug' | 'description' | 'look' | 'materialIds'> &
    Partial<ProductSeed>,
): ProductSeed => ({
  type: 'business-card',
  cuttingIds: [],
  finishingIds: [],
  adhesiveIds: [],
  printedSideIds: [1, 2],
  colorIds: [1],
  addonGroupIds: [5],
  printFeatureGroupIds: [1, 2, 3, 7],
  // Foil (stamp spot) and emboss beyond what the page prices, through the Special Processing
  // form (issue 16); the standard card offers none.
  specialProcessingOptionIds: [5, 6],
  quantities: CARD_QUANTITIES,
  priceLevel: 1,
  listPriceFactorBp: 10_000,
  installReady: false,
  ...seed,
});

const lettering = (
  seed: Pick<ProductSeed, 'id' | 'name' | 'urlSlug' | 'description' | 'look'> &
    Partial<ProductSeed>,
): ProductSeed => ({
  type: 'lettering',
  cuttingIds: [1],
  finishingIds: [5, 1],
  adhesiveIds: [],
  materialIds: [4, 5],
  printedSideIds: [],
  colorIds: [3, 4, 5, 6, 7, 8, 9],
  addonGroupIds: [],
  printFeatureGroupIds: [],
  specialProcessingOptionIds: [],
  quantities: LETTERING_QUANTITIES,
  priceLevel: 1,
  listPriceFactorBp: 10_000,
  installReady: false,
  ...seed,
});

export const productSeeds: ProductSeed[] = [
  sticker({
    id: 1,
    name: 'Standard Vinyl Stickers',
    urlSlug: 'standard-vinyl',
    look: 'white-vinyl',
    priceLevel: 1,
    description:
      'White PVC vinyl with a glossy or matte finish: waterproof, scratch-resistant and made for outdoor use.',
  }),
  sticker({
    id: 2,
    name: 'Transparent Stickers',
    urlSlug: 'transparent-stickers',
    look: 'transparent',
    priceLevel: 1.1,
    addonGroupIds: [1, 2, 4],
    description:
      'Clear vinyl that lets the surface show through, with or without a white print layer under the colours.',
  }),
  sticker({
    id: 3,
    name: 'Silver Vinyl Stickers',
    urlSlug: 'silver-vinyl-stickers',
    look: 'silver',
    priceLevel: 1.3,
    finishingIds: [3, 4],
    description:
      'Metallic silver vinyl in brushed matte or mirror finish for a premium, eye-catching label.',
  }),
  sticker({
    id: 4,
    name: 'Kraft Paper Stickers',
    urlSlug: 'kraft-paper',
    look: 'kraft',
    priceLevel: 0.95,
    cuttingIds: PAPER_CUTTINGS,
    finishingIds: [8],
    adhesiveIds: [1, 2],
    description:
      'Natural brown kraft paper for a handmade, eco-friendly look on packaging and gifts.',
  }),
  sticker({
    id: 5,
    name: 'Art Paper Stickers',
    urlSlug: 'art-paper',
    look: 'art-paper',
    priceLevel: 0.85,
    cuttingIds: PAPER_CUTTINGS,
    adhesiveIds: [1, 2],
    description:
      'Smooth coated paper that prints crisp colour at a friendly price: ideal for labels and packaging.',
  }),
  sticker({
    id: 6,
    name: 'Classic Paper Stickers',
    urlSlug: 'classic-paper',
    look: 'classic-paper',
    priceLevel: 0.8,
    cuttingIds: PAPER_CUTTINGS,
    finishingIds: [1],
    adhesiveIds: [1, 2],
    description: 'Uncoated paper you can write and stamp on, for price tags, jar labels and seals.',
  }),
  sticker({
    id: 7,
    name: 'Embossed Paper Stickers',
    urlSlug: 'embossed-paper-stickers',
    look: 'embossed',
    priceLevel: 1.6,
    cuttingIds: [1, 2, 4, 6, 7, 9],
    finishingIds: [11, 12, 6],
    adhesiveIds: [1],
    colorIds: [2],
    description:
      'Textured paper with a raised pattern, printed in a single colour for an elegant seal.',
  }),
  sticker({
    id: 8,
    name: 'Foil Paper Stickers',
    urlSlug: 'foil-paper-stickers',
    look: 'foil',
    priceLevel: 1.5,
    cuttingIds: [1, 2, 4, 6, 7],
    finishingIds: [9, 10, 6],
    adhesiveIds: [1],
    description:
      'Gold or silver metallic foil paper that catches the light on boxes, bottles and invitations.',
  }),
  lettering({
    id: 9,
    name: 'Vinyl Lettering',
    urlSlug: 'vinyl-lettering',
    look: 'gold',
    installReady: true,
    description:
      'Individually cut vinyl letters in solid and metallic colours, pre-spaced on application tape.',
  }),
  sticker({
    id: 10,
    name: 'PVC Vinyl Stickers',
    urlSlug: 'pvc-vinyl',
    look: 'pvc',
    priceLevel: 1.15,
    description: 'Thick, flexible PVC that survives dishwashers, sun and rain for years.',
  }),
  sticker({
    id: 11,
    name: 'Bumper Stickers',
    urlSlug: 'bumper-stickers',
    look: 'white-vinyl',
    priceLevel: 1.2,
    quantities: SMALL_RUN_QUANTITIES,
    cuttingIds: [1, 4, 6, 7, 9],
    adhesiveIds: [1, 3],
    description:
      'Weatherproof vinyl with a UV-resistant laminate, sized for car bumpers and windows.',
  }),
  sticker({
    id: 12,
    name: 'Dome Stickers',
    urlSlug: 'dome-stickers',
    look: 'white-vinyl',
    priceLevel: 2.4,
    cuttingIds: [1],
    finishingIds: [5],
    adhesiveIds: [1],
    addonGroupIds: [],
    description: 'A clear resin dome over full-colour print for a 3D, touchable badge.',
  }),
  sticker({
    id: 13,
    name: 'Hologram Stickers',
    urlSlug: 'hologram-stickers',
    look: 'hologram',
    priceLevel: 1.5,
    cuttingIds: [1, 2, 3, 4, 5, 6, 7, 8],
    finishingIds: [7],
    addonGroupIds: [2, 3],
    description: 'Holographic film with a rainbow shimmer that shifts as it moves.',
  }),
  sticker({
    id: 14,
    name: 'Gold Vinyl Stickers',
    urlSlug: 'gold-vinyl-stickers',
    look: 'gold',
    priceLevel: 1.35,
    cuttingIds: [1, 2, 3, 4, 5, 6, 7, 8, 9],
    finishingIds: [5, 1],
    description: 'Metallic gold vinyl for luxury labels and seals.',
  }),
  sticker({
    id: 15,
    name: 'Custom Decals',
    urlSlug: 'custom-decals',
    look: 'white-vinyl',
    priceLevel: 1.25,
    cuttingIds: [1, 2, 4, 6, 7],
    adhesiveIds: [1, 3],
    description:
      'Printed vinyl decals for cars, windows and equipment, laminated for outdoor life.',
  }),
  card({
    id: 16,
    name: 'Standard Business Card',
    urlSlug: 'standard-business-card',
    look: 'standard-matte',
    materialIds: [1],
    printFeatureGroupIds: [],
    specialProcessingOptionIds: [],
    lowestPriceCents: 1100,
    description: 'Classic 3.5 x 2 in cards on smooth 250gsm matte stock.',
  }),
  card({
    id: 17,
    name: 'Premium Business Card',
    urlSlug: 'premium-business-card',
    look: 'royal-white',
    // From $11 on the standard stock (the page's structured-data price), up to Royal Extra White.
    materialIds: [1, 2, 3],
    lowestPriceCents: 1100,
    description: 'Premium finishes on every stock: foil, emboss and spot UV, from 250 to 400gsm.',
  }),
  card({
    id: 18,
    name: 'Hang Tags (swing tags)',
    urlSlug: 'hang-tags',
    look: 'kraft',
    materialIds: [1, 2, 3],
    printFeatureGroupIds: [1, 4, 5, 6],
    // $15 for the 2 x 3.5 in tag the page starts on, $11 for the 2 x 2 in mini tag of its saved
    // preset (the structured-data prices of spec 001 §9, with and without featured=1).
    lowestPriceCents: 1500,
    smallestAreaPriceCents: 1100,
    description: 'Swing tags with punched holes and strings for clothing, gifts and products.',
  }),
  card({
    id: 19,
    name: 'Standard Matte 250gsm',
    urlSlug: 'standard-matte',
    look: 'standard-matte',
    materialIds: [1],
    lowestPriceCents: 1100,
    description: 'Smooth uncoated 250gsm card that takes ink and pencil well.',
  }),
  card({
    id: 20,
    name: 'Royal Extra White 400gsm',
    urlSlug: 'royal-extra-white',
    look: 'royal-white',
    materialIds: [2],
    lowestPriceCents: 2900,
    description: 'Our thickest, brightest card for cards that feel as good as they look.',
  }),
  card({
    id: 21,
    name: 'Vintage Kraft 300gsm',
    urlSlug: 'vintage-kraft',
    look: 'kraft',
    materialIds: [3],
    lowestPriceCents: 2400,
    description: 'Recycled brown kraft card with a warm, rustic character.',
  }),
  lettering({
    id: 22,
    name: 'Lettering Decals',
    urlSlug: 'lettering-decals',
    look: 'white-vinyl',
    description: 'Cut vinyl lettering for windows, walls and vans, supplied on application tape.',
  }),
  lettering({
    id: 23,
    name: 'Transfer Decals',
    urlSlug: 'transfer-decals',
    look: 'transparent',
    description: 'Printed transfer decals that move from the backing to the surface in one piece.',
  }),
];

/** Area grids (sq in) per product type; quantities come from the product. */
export const AREA_BREAKPOINTS: Record<ProductType, number[]> = {
  sticker: [0.25, 1, 4, 9, 16, 36, 64, 144, 288],
  'business-card': [5, 7, 8, 12, 15],
  lettering: [1, 12, 48, 144, 576, 1152],
};

/**
 * Total cents for one kind: a fixed set-up part plus a part that grows slower than area and
 * quantity (economies of scale). Fitted to e.g. 50 die-cut 3x3 in vinyl stickers at $49 and
 * 1,000 at about $280. Unit prices fall with quantity because the exponent of q is below 1.
 */
const CURVES: Record<ProductType, { setup: number; k: number; areaExp: number; qtyExp: number }> = {
  sticker: { setup: 1500, k: 90.8, areaExp: 0.43, qtyExp: 0.685 },
  'business-card': { setup: 600, k: 2.6, areaExp: 0.5, qtyExp: 0.8 },
  lettering: { setup: 500, k: 45, areaExp: 0.8, qtyExp: 0.85 },
};

export function priceGrid(product: ProductSeed) {
  const curve = CURVES[product.type];
  const areas = AREA_BREAKPOINTS[product.type];
  const raw = areas.map((area) =>
    product.quantities.map(
      (q) => curve.setup + curve.k * area ** curve.areaExp * q ** curve.qtyExp,
    ),
  );
  // Pin the lowest tier of the standard size (3.5 x 2 in = 7 sq in for cards) where the
  // structured data names a price; the whole grid scales with it.
  const pinRow = product.type === 'business-card' ? areas.indexOf(7) : 0;
  const pinnedAt = (row: number, cents: number) => cents / (raw[row]?.[0] ?? 1);
  const scale =
    product.lowestPriceCents === undefined
      ? product.priceLevel
      : pinnedAt(pinRow, product.lowestPriceCents);
  // A smaller size pinned too scales the rows below the standard size's; a whole row scaled by
  // one factor keeps unit prices falling with quantity, and the smaller pin keeps totals rising
  // with area (seed tests check both).
  const smallScale =
    product.smallestAreaPriceCents === undefined
      ? scale
      : pinnedAt(0, product.smallestAreaPriceCents);
  return {
    areaBreakpoints: areas,
    quantityBreakpoints: product.quantities,
    cells: raw.map((row, index) =>
      row.map((cents) => Math.round(cents * (index < pinRow ? smallScale : scale))),
    ),
  };
}

/** Size presets in inches by product type. */
export const SIZE_PRESETS: Record<ProductType, Array<[string, number, number]>> = {
  sticker: [
    ['2" x 2"', 2, 2],
    ['3" x 3"', 3, 3],
    ['4" x 4"', 4, 4],
    ['2" x 3"', 2, 3],
    ['3" x 4"', 3, 4],
  ],
  'business-card': [['3.5" x 2"', 3.5, 2]],
  lettering: [
    ['12" x 4"', 12, 4],
    ['24" x 6"', 24, 6],
    ['36" x 12"', 36, 12],
  ],
};

export const HANG_TAG_SIZES: Array<[string, number, number]> = [
  ['2" x 3.5"', 2, 3.5],
  ['2" x 4"', 2, 4],
  ['3" x 5"', 3, 5],
  // The mini tag of the page's saved preset (featured=1).
  ['2" x 2"', 2, 2],
];

const mm = (inches: number) => Math.round(inches * 25.4 * 10) / 10;

/**
 * Allowed sizes per cutting, in mm (equal-sides entry and unequal-sides entry). Cards and tags
 * have no cutting: one pair for the product. Every maximum lies inside the product's price grid
 * (AREA_BREAKPOINTS), so the lookup alone decides what is a special size.
 */
export function dimLookupsFor(product: ProductSeed) {
  const rows: Array<{
    cuttingId: number | null;
    minWidthMm: number;
    minHeightMm: number;
    maxWidthMm: number;
    maxHeightMm: number;
    equalSide: boolean;
  }> = [];
  const range = (
    cuttingId: number | null,
    min: number,
    maxSquare: number,
    maxW: number,
    maxH: number,
  ) => {
    rows.push({
      cuttingId,
      minWidthMm: mm(min),
      minHeightMm: mm(min),
      maxWidthMm: mm(maxSquare),
      maxHeightMm: mm(maxSquare),
      equalSide: true,
    });
    rows.push({
      cuttingId,
      minWidthMm: mm(min),
      minHeightMm: mm(min),
      maxWidthMm: mm(maxW),
      maxHeightMm: mm(maxH),
      equalSide: false,
    });
  };
  if (product.type === 'business-card') {
    // From a 1.5 in mini card; up to a 3.5 in square, a 4 x 3.5 in folded-size card, or a
    // 5 x 3 in tag (the largest hang-tag preset).
    if (product.id === 18) range(null, 1.5, 3.5, 5, 3);
    else range(null, 1.5, 3.5, 4, 3.5);
  }
  for (const cuttingId of product.cuttingIds) {
    if (cuttingId === 9) {
      // Roll labels come in fixed sizes: min equals max.
      for (const [w, h] of [
        [1, 1],
        [2, 2],
        [3, 3],
        [2, 3],
        [3, 4],
        [4, 6],
      ] as const) {
        rows.push({
          cuttingId,
          minWidthMm: mm(w),
          minHeightMm: mm(h),
          maxWidthMm: mm(w),
          maxHeightMm: mm(h),
          equalSide: w === h,
        });
      }
    } else if (product.type === 'lettering') {
      range(cuttingId, 1, 24, 48, 24);
    } else if ([3, 5, 6, 8].includes(cuttingId)) {
      range(cuttingId, 2, 11, 17, 11);
    } else {
      range(cuttingId, 0.5, 12, 24, 12);
    }
  }
  return rows;
}
