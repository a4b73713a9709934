/**
 * A small in-memory catalog for the rules' unit tests (test-only: outside src/, so no application
 * module can import it). Ids follow ../shared/catalog-ids.md so the id-keyed rules apply;
 * everything else is just enough to exercise them.
 */
import type {
  AddonGroup,
  Catalog,
  Cutting,
  DimLookup,
  FeaturedItem,
  PricedOption,
  PrintFeatureGroup,
  PrintFeatureItem,
  Product,
  Shape,
  SpecialProcessingOption,
} from '../src/catalog-model';

const mm = (inches: number): number => Math.round(inches * 25.4 * 10) / 10;

const priced = (id: number, name: string): PricedOption => ({ id, name, priceFactorBp: 10_000 });

export const shapes: Shape[] = [
  { id: 1, name: 'Circle', cuts: null },
  { id: 2, name: 'Square', cuts: null },
  { id: 3, name: 'Oval', cuts: null },
  { id: 4, name: 'Rectangle', cuts: null },
  { id: 5, name: 'Custom Shape', cuts: null },
  { id: 6, name: 'Multiple Shapes', cuts: 30 },
];

const cutting = (
  id: number,
  name: string,
  shapeIds: number[],
  flags: { specialProcessing?: boolean; inputEa?: boolean } = {},
): Cutting => ({
  id,
  name,
  priceFactorBp: 10_000,
  shapeIds,
  specialProcessing: flags.specialProcessing ?? false,
  inputEa: flags.inputEa ?? false,
});

export const cuttings: Cutting[] = [
  cutting(1, 'Die Cut', [1, 2, 3, 4, 5]),
  cutting(3, 'Kiss-Cut Sheet', [2, 4], { inputEa: true }),
  cutting(5, 'Multi-Cut Sheet', [6], { inputEa: true }),
  cutting(6, 'Thomson Die-Cut Sheet', [6], { specialProcessing: true, inputEa: true }),
  cutting(7, 'Laser Cut', [1, 2, 3, 4, 5], { specialProcessing: true }),
  cutting(9, 'Roll', [1, 2, 3, 4]),
];

const addonGroup = (
  id: number,
  code: string,
  name: string,
  items: Array<[number, string]>,
): AddonGroup => ({
  id,
  code,
  name,
  description: '',
  maxSelected: 1,
  items: items.map(([itemId, itemName]) => ({
    id: itemId,
    name: itemName,
    priceFactorBp: 10_000,
    filePath: null,
  })),
});

export const addonGroups: AddonGroup[] = [
  addonGroup(1, 'white-ink', 'White Print', [
    [1, 'Without White Print'],
    [2, 'With White Print'],
  ]),
  addonGroup(2, 'premium-processing', 'Premium Processing', [
    [47, 'No Laminate'],
    [48, 'Gloss Laminate'],
    [49, 'Matte Laminate'],
  ]),
  addonGroup(3, 'hologram-coating', 'Premium Coating', [
    [50, 'Rainbow Hologram'],
    [51, 'Sparkle Hologram'],
  ]),
  addonGroup(4, 'roll-orientation', 'Orientation', [
    [53, 'Top Edge First'],
    [54, 'Bottom Edge First'],
    [55, 'Right Edge First'],
    [56, 'Left Edge First'],
  ]),
  addonGroup(5, 'corners', 'Corners', [
    [57, 'Square Corners'],
    [58, 'Rounded Corners'],
  ]),
];

const item = (id: number, name: string): PrintFeatureItem => ({
  id,
  name,
  filePath: null,
  setupCents: 0,
  perThousandCents: 0,
});

const group = (
  id: number,
  code: string,
  name: string,
  optionType: 'checkbox' | 'radio',
  maxSelected: number,
  appliedSide: PrintFeatureGroup['appliedSide'],
  items: Array<[number, string]>,
): PrintFeatureGroup => ({
  id,
  code,
  name,
  optionType,
  maxSelected,
  appliedSide,
  items: items.map(([itemId, itemName]) => item(itemId, itemName)),
});

export const printFeatureGroups: PrintFeatureGroup[] = [
  group(1, 'foil-stamp', 'Foil Stamp', 'checkbox', 2, 'front', [
    [101, 'Gold Foil'],
    [102, 'Silver Foil'],
    [103, 'Rose Gold Foil'],
  ]),
  group(2, 'emboss-deboss', 'Emboss / Deboss', 'radio', 1, 'na', [
    [111, 'Emboss'],
    [112, 'Deboss'],
    [113, 'No Need'],
  ]),
  group(3, 'die-cut', 'Die Cut', 'radio', 1, 'na', [
    [121, 'No Need'],
    [122, 'Custom Die Cut'],
  ]),
  group(4, 'punch-holes', 'Punch Holes', 'checkbox', 1, 'na', [[131, 'Punch Hole']]),
  group(5, 'punch-holes2', 'Hole Size', 'radio', 1, 'na', [
    [141, '4mm'],
    [142, '5mm'],
    [143, '6mm'],
    [144, '8mm'],
  ]),
  group(6, 'tag-strings', 'Tag Strings', 'radio', 1, 'na', [
    [151, 'Natural Twine'],
    [152, 'Black Cotton'],
    [153, 'No Need'],
  ]),
  // Both sides in one group, items prefixed fs-/bs- (as the demo seed does).
  group(7, 'spot-uv', 'Spot UV', 'radio', 1, 'both', [
    [161, 'fs-No Need'],
    [162, 'fs-Spot UV'],
    [163, 'bs-No Need'],
    [164, 'bs-Spot UV'],
  ]),
  // Both sides as a pair of groups with fs-/bs- codes; the back lists its items in another order.
  group(8, 'fs-foil-edge', 'Foil Edge (Front)', 'radio', 1, 'both', [
    [171, 'Gold'],
    [172, 'Silver'],
  ]),
  group(9, 'bs-foil-edge', 'Foil Edge (Back)', 'radio', 1, 'both', [
    [182, 'Silver'],
    [181, 'Gold'],
  ]),
  group(10, 'extras', 'Extras', 'checkbox', 2, 'na', [
    [191, 'No Need'],
    [192, 'Varnish'],
    [193, 'Glitter'],
    [194, 'Scent'],
  ]),
];

const spOption = (
  id: number,
  code: string,
  maxSelected: number,
  items: Array<[number, string]>,
): SpecialProcessingOption => ({
  id,
  code,
  name: code,
  description: '',
  maxSelected,
  items: items.map(([itemId, name]) => ({ id: itemId, name })),
});

export const specialProcessingOptions: SpecialProcessingOption[] = [
  spOption(5, 'stamp-spot', 1, [
    [501, 'Gold'],
    [502, 'Silver'],
    [503, 'Hologram'],
  ]),
  spOption(6, 'emboss', 1, [
    [601, 'Emboss'],
    [602, 'Deboss'],
  ]),
  spOption(7, 'white-layer', 3, [
    [701, 'Single White'],
    [702, 'Double White'],
    [703, 'Spot White'],
    [704, 'Flood White'],
  ]),
  spOption(8, 'varnish', 2, [
    [801, 'Gloss Varnish'],
    [802, 'Matte Varnish'],
    [803, 'Soft Touch'],
  ]),
];

let lookupId = 1000;
const range = (
  cuttingId: number | null,
  minIn: number,
  maxSquareIn: number,
  maxW: number,
  maxH: number,
): DimLookup[] => [
  {
    id: lookupId++,
    cuttingId,
    minWidthMm: mm(minIn),
    minHeightMm: mm(minIn),
    maxWidthMm: mm(maxSquareIn),
    maxHeightMm: mm(maxSquareIn),
    equalSide: true,
  },
  {
    id: lookupId++,
    cuttingId,
    minWidthMm: mm(minIn),
    minHeightMm: mm(minIn),
    maxWidthMm: mm(maxW),
    maxHeightMm: mm(maxH),
    equalSide: false,
  },
];

const fixed = (cuttingId: number, w: number, h: number, id: number): DimLookup => ({
  id,
  cuttingId,
  minWidthMm: mm(w),
  minHeightMm: mm(h),
  maxWidthMm: mm(w),
  maxHeightMm: mm(h),
  equalSide: w === h,
});

/** Die cut 0.5 to 12 (square) / 24x12 in; sheets 2 to 11 / 17x11 in; roll in fixed sizes. */
const stickerLookups = (): DimLookup[] => [
  ...range(1, 0.5, 12, 24, 12),
  ...range(3, 2, 11, 17, 11),
  ...range(5, 2, 11, 17, 11),
  ...range(6, 2, 11, 17, 11),
  ...range(7, 0.5, 12, 24, 12),
  fixed(9, 2, 2, 901),
  fixed(9, 2, 3, 902),
  fixed(9, 3, 4, 903),
];

const baseProduct = (id: number, name: string): Product => ({
  id,
  name,
  urlSlug: name.toLowerCase().replace(/\s+/g, '-'),
  prodInfoRef: '',
  type: 'sticker',
  description: '',
  cuttingIds: [1, 3, 5, 6, 7, 9],
  finishingIds: [5, 1],
  adhesiveIds: [1, 2, 3],
  materialIds: [],
  printedSideIds: [1],
  colorIds: [1],
  addonGroupIds: [2, 4],
  printFeatureGroupIds: [],
  specialProcessingOptionIds: [5, 6, 7],
  sizePresets: [
    { id: 1, name: '2" x 2"', widthIn: 2, heightIn: 2 },
    { id: 2, name: '2" x 3"', widthIn: 2, heightIn: 3 },
    { id: 3, name: '3" x 3"', widthIn: 3, heightIn: 3 },
  ],
  dimLookups: stickerLookups(),
  attributeLookups: [],
  quantities: [50, 100, 200, 500, 1000],
  priceTable: { areaBreakpoints: [1], quantityBreakpoints: [50], cells: [[1000]] },
  listPriceFactorBp: 10_000,
  installReady: false,
});

const card = (id: number, name: string, printFeatureGroupIds: number[]): Product => ({
  ...baseProduct(id, name),
  type: 'business-card',
  cuttingIds: [],
  finishingIds: [],
  adhesiveIds: [],
  materialIds: [1, 2, 3],
  printedSideIds: [1, 2],
  colorIds: [1, 2],
  addonGroupIds: [5],
  printFeatureGroupIds,
  specialProcessingOptionIds: [],
  sizePresets: [{ id: 10, name: '3.5" x 2"', widthIn: 3.5, heightIn: 2 }],
  // Cards have no cutting: one lookup pair for the product (1.5 in up to 3.5 square / 4 x 3.5).
  dimLookups: range(null, 1.5, 3.5, 4, 3.5),
  quantities: [200, 400, 600, 1000],
});

export const products: Product[] = [
  {
    ...baseProduct(1, 'Standard Vinyl Stickers'),
    // Die cut: matte takes only the permanent adhesive; glossy takes both listed.
    attributeLookups: [
      { cuttingId: 1, finishingId: 5, adhesiveId: 1, addonItemId: null },
      { cuttingId: 1, finishingId: 5, adhesiveId: 2, addonItemId: null },
      { cuttingId: 1, finishingId: 1, adhesiveId: 1, addonItemId: null },
      // Kiss-cut sheets only come glossy.
      { cuttingId: 3, finishingId: 5, adhesiveId: null, addonItemId: null },
    ],
  },
  {
    ...baseProduct(2, 'Transparent Stickers'),
    addonGroupIds: [1, 2, 4],
    // White print only on glossy; matte rows name the "without" item only.
    attributeLookups: [
      { cuttingId: 1, finishingId: 5, adhesiveId: null, addonItemId: 1 },
      { cuttingId: 1, finishingId: 5, adhesiveId: null, addonItemId: 2 },
      { cuttingId: 1, finishingId: 1, adhesiveId: null, addonItemId: 1 },
      { cuttingId: 1, finishingId: 1, adhesiveId: null, addonItemId: 48 },
    ],
  },
  { ...baseProduct(4, 'Kraft Paper Stickers'), finishingIds: [1] },
  { ...baseProduct(6, 'Classic Paper Stickers'), finishingIds: [1] },
  {
    ...baseProduct(7, 'Embossed Paper Stickers'),
    cuttingIds: [1, 9],
    finishingIds: [1, 6],
    adhesiveIds: [1],
    colorIds: [2],
  },
  { ...baseProduct(8, 'Foil Paper Stickers'), cuttingIds: [1], finishingIds: [5, 6] },
  {
    ...baseProduct(9, 'Vinyl Lettering'),
    type: 'lettering',
    cuttingIds: [1],
    adhesiveIds: [],
    materialIds: [4, 5],
    colorIds: [1, 2],
    addonGroupIds: [],
    specialProcessingOptionIds: [],
    installReady: true,
  },
  { ...baseProduct(11, 'Bumper Stickers'), quantities: [10, 25, 50] },
  { ...baseProduct(12, 'Dome Stickers') },
  { ...baseProduct(13, 'Hologram Stickers'), finishingIds: [7, 5] },
  { ...baseProduct(14, 'Gold Vinyl Stickers') },
  { ...baseProduct(15, 'Custom Decals'), specialProcessingOptionIds: [5, 6, 7, 8] },
  card(16, 'Standard Business Card', [1, 2, 3, 7]),
  card(17, 'Premium Business Card', [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]),
  { ...baseProduct(23, 'Transfer Decals'), type: 'lettering' },
];

export const featuredItems: FeaturedItem[] = [
  {
    id: 5,
    name: 'Luxury Cards',
    urlSlug: 'luxury-cards',
    categoryId: 2,
    productIds: [17],
    materialIds: [2, 3],
    addonItemIds: [58],
    printFeatureGroupIds: [2, 4, 5, 6],
    printingDays: 7,
    cuttingId: null,
    shapeId: null,
    preset: {
      productId: 17,
      materialId: 3,
      widthIn: 2,
      heightIn: 3.5,
      printedSideId: 2,
      colorId: 2,
      addonItemId: 58,
      quantity: 400,
      printFeatures: { 'punch-holes': [131], 'punch-holes2': [142], 'tag-strings': [151] },
      sets: 3,
    },
  },
  {
    // A roll page: its own cutting (9) for every product that offers it.
    id: 13,
    name: 'Roll Stickers',
    urlSlug: 'roll',
    categoryId: 1,
    productIds: [1, 2, 16],
    materialIds: [],
    addonItemIds: [],
    printFeatureGroupIds: [],
    printingDays: 6,
    cuttingId: 9,
    shapeId: null,
    preset: null,
  },
  {
    // A lettering page: its own shape (5, Custom Shape).
    id: 11,
    name: 'Transfer Decals',
    urlSlug: 'transfer-decals',
    categoryId: 4,
    productIds: [23],
    materialIds: [],
    addonItemIds: [],
    printFeatureGroupIds: [],
    printingDays: 4,
    cuttingId: null,
    shapeId: 5,
    preset: null,
  },
];

/** A fresh catalog (the rules never mutate it, but tests stay independent). */
export function testCatalog(): Catalog {
  const byId = <T extends { id: number }>(rows: readonly T[]): Map<number, T> =>
    new Map(rows.map((row) => [row.id, row]));
  return {
    products: byId(products),
    featuredItems: byId(featuredItems),
    materials: byId([
      priced(1, 'Standard Matte 250gsm'),
      priced(2, 'Royal Extra White 400gsm'),
      priced(3, 'Vintage Kraft 300gsm'),
      priced(4, 'Gloss Vinyl'),
      priced(5, 'Matte Vinyl'),
    ]),
    cuttings: byId(cuttings),
    shapes: byId(shapes),
    finishings: byId([
      priced(1, 'Matte'),
      priced(5, 'Glossy'),
      priced(6, 'Pearl White'),
      priced(7, 'Hologram'),
    ]),
    adhesives: byId([priced(1, 'Permanent'), priced(2, 'Removable'), priced(3, 'Extra Strong')]),
    printedSides: byId([priced(1, 'Front Only'), priced(2, 'Both Sides')]),
    colors: byId([priced(1, 'Full Color'), priced(2, 'Single Color')]),
    addonGroups: byId(addonGroups),
    printFeatureGroups: byId(printFeatureGroups),
    specialProcessingOptions: byId(specialProcessingOptions),
    shippingMethods: [],
    holidays: [],
  };
}

/** The product with this id; throws when the fixture lacks it (a broken test, not a rule). */
export function testProduct(catalog: Catalog, id: number): Product {
  const product = catalog.products.get(id);
  if (!product) throw new Error(`test catalog has no product ${id}`);
  return product;
}

/** The print-feature group with this id, for tests. */
export function testGroup(id: number): PrintFeatureGroup {
  const found = printFeatureGroups.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`test catalog has no print-feature group ${id}`);
  return found;
}
