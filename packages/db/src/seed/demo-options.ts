/**
 * The demo catalog's option tables. Ids that rules depend on follow ../shared/catalog-ids.md
 * (cuttings 3, 5, 6, 8 are sheets, 6 and 7 special processing, 9 roll; finishing 5 glossy,
 * 6 and 7 take a premium coating, 7 hologram; add-on item 48 gloss laminate, 53 to 56 roll
 * orientations; special-processing option 5 stamp spot; printed side 2 both sides).
 */
export const demoShapes = [
  { id: 1, name: 'Circle', cuts: null },
  { id: 2, name: 'Square', cuts: null },
  { id: 3, name: 'Oval', cuts: null },
  { id: 4, name: 'Rectangle', cuts: null },
  { id: 5, name: 'Custom Shape', cuts: null },
  { id: 6, name: 'Multiple Shapes', cuts: 30 },
];

const ALL_SHAPES = [1, 2, 3, 4, 5];

export const demoCuttings = [
  {
    id: 1,
    name: 'Die Cut',
    shapeIds: ALL_SHAPES,
    specialProcessing: false,
    inputEa: false,
    priceFactorBp: 10_000,
  },
  {
    id: 2,
    name: 'Kiss Cut',
    shapeIds: ALL_SHAPES,
    specialProcessing: false,
    inputEa: false,
    priceFactorBp: 10_000,
  },
  {
    id: 3,
    name: 'Kiss-Cut Sheet',
    shapeIds: [2, 4],
    specialProcessing: false,
    inputEa: true,
    priceFactorBp: 11_000,
  },
  {
    id: 4,
    name: 'Square Cut',
    shapeIds: [2, 4],
    specialProcessing: false,
    inputEa: false,
    priceFactorBp: 9_500,
  },
  {
    id: 5,
    name: 'Multi-Cut Sheet',
    shapeIds: [6],
    specialProcessing: false,
    inputEa: true,
    priceFactorBp: 12_000,
  },
  {
    id: 6,
    name: 'Thomson Die-Cut Sheet',
    shapeIds: [6],
    specialProcessing: true,
    inputEa: true,
    priceFactorBp: 14_000,
  },
  {
    id: 7,
    name: 'Laser Cut',
    shapeIds: ALL_SHAPES,
    specialProcessing: true,
    inputEa: false,
    priceFactorBp: 15_000,
  },
  {
    id: 8,
    name: 'Half-Cut Sheet',
    shapeIds: [2, 4],
    specialProcessing: false,
    inputEa: true,
    priceFactorBp: 10_500,
  },
  {
    id: 9,
    name: 'Roll',
    shapeIds: [1, 2, 3, 4],
    specialProcessing: false,
    inputEa: false,
    priceFactorBp: 9_000,
  },
];

export const demoFinishings = [
  {
    id: 1,
    name: 'Matte',
    description: 'Soft, glare-free surface that is easy to write on.',
    priceFactorBp: 10_000,
  },
  {
    id: 2,
    name: 'Semi-Gloss',
    description: 'A gentle sheen between matte and glossy.',
    priceFactorBp: 10_000,
  },
  {
    id: 3,
    name: 'Silver Matte',
    description: 'Brushed-metal look with a soft finish.',
    priceFactorBp: 10_000,
  },
  {
    id: 4,
    name: 'Silver Mirror',
    description: 'Chrome-like reflective silver.',
    priceFactorBp: 11_000,
  },
  {
    id: 5,
    name: 'Glossy',
    description: 'Bright, vivid colours with a shiny surface.',
    priceFactorBp: 10_000,
  },
  {
    id: 6,
    name: 'Pearl White',
    description: 'Pearlescent base that takes a premium coating.',
    priceFactorBp: 11_500,
  },
  {
    id: 7,
    name: 'Hologram',
    description: 'Rainbow holographic film that shifts with the light.',
    priceFactorBp: 10_000,
  },
  {
    id: 8,
    name: 'Natural Kraft',
    description: 'Unbleached brown paper with visible fibres.',
    priceFactorBp: 10_000,
  },
  { id: 9, name: 'Gold Foil', description: 'Metallic gold foil paper.', priceFactorBp: 10_000 },
  {
    id: 10,
    name: 'Silver Foil',
    description: 'Metallic silver foil paper.',
    priceFactorBp: 10_000,
  },
  {
    id: 11,
    name: 'Embossed White',
    description: 'Bright white paper with a raised texture.',
    priceFactorBp: 10_000,
  },
  {
    id: 12,
    name: 'Embossed Cream',
    description: 'Warm cream paper with a raised texture.',
    priceFactorBp: 10_500,
  },
];

export const demoAdhesives = [
  {
    id: 1,
    name: 'Permanent',
    description: 'Stays put on most clean, dry surfaces.',
    priceFactorBp: 10_000,
  },
  {
    id: 2,
    name: 'Removable',
    description: 'Peels off cleanly for up to a year.',
    priceFactorBp: 10_500,
  },
  {
    id: 3,
    name: 'Extra Strong',
    description: 'For rough and outdoor surfaces.',
    priceFactorBp: 11_000,
  },
];

export const demoMaterials = [
  {
    id: 1,
    name: 'Standard Matte 250gsm',
    description: 'Smooth uncoated card, easy to write on.',
    priceFactorBp: 10_000,
  },
  {
    id: 2,
    name: 'Royal Extra White 400gsm',
    description: 'Thick, bright white premium card.',
    priceFactorBp: 26_400,
  },
  {
    id: 3,
    name: 'Vintage Kraft 300gsm',
    description: 'Recycled brown card with a rustic feel.',
    priceFactorBp: 21_800,
  },
  {
    id: 4,
    name: 'Gloss Vinyl',
    description: 'Cast vinyl, 6-year outdoor life.',
    priceFactorBp: 10_000,
  },
  {
    id: 5,
    name: 'Matte Vinyl',
    description: 'Cast vinyl with a satin finish.',
    priceFactorBp: 10_000,
  },
];

export const demoPrintedSides = [
  { id: 1, name: 'Front Only', description: '', priceFactorBp: 10_000 },
  { id: 2, name: 'Both Sides', description: '', priceFactorBp: 16_000 },
];

export const demoColors = [
  {
    id: 1,
    name: 'Full Color',
    description: 'CMYK, photographs and gradients.',
    priceFactorBp: 10_000,
  },
  { id: 2, name: 'Single Color', description: 'One spot colour.', priceFactorBp: 9_000 },
  { id: 3, name: 'White', description: '', priceFactorBp: 10_000 },
  { id: 4, name: 'Black', description: '', priceFactorBp: 10_000 },
  { id: 5, name: 'Red', description: '', priceFactorBp: 10_000 },
  { id: 6, name: 'Navy Blue', description: '', priceFactorBp: 10_000 },
  { id: 7, name: 'Gold', description: 'Metallic.', priceFactorBp: 12_500 },
  { id: 8, name: 'Silver', description: 'Metallic.', priceFactorBp: 12_500 },
  { id: 9, name: 'Bronze', description: 'Metallic.', priceFactorBp: 12_500 },
];

export const demoAddonGroups = [
  {
    id: 1,
    code: 'white-ink',
    name: 'White Print',
    description: 'A white underlayer keeps colours opaque on clear film.',
    maxSelected: 1,
  },
  {
    id: 2,
    code: 'premium-processing',
    name: 'Premium Processing',
    description: 'A laminate that protects against scratches and UV.',
    maxSelected: 1,
  },
  {
    id: 3,
    code: 'hologram-coating',
    name: 'Premium Coating',
    description: 'A holographic overlay.',
    maxSelected: 1,
  },
  {
    id: 4,
    code: 'roll-orientation',
    name: 'Orientation',
    description: 'Which edge of the label comes off the roll first.',
    maxSelected: 1,
  },
  {
    id: 5,
    code: 'corners',
    name: 'Corners',
    description: 'Square or rounded card corners.',
    maxSelected: 1,
  },
];

export const demoAddonItems = [
  { id: 1, groupId: 1, name: 'Without White Print', priceFactorBp: 10_000, sortOrder: 1 },
  { id: 2, groupId: 1, name: 'With White Print', priceFactorBp: 11_500, sortOrder: 2 },
  { id: 47, groupId: 2, name: 'No Laminate', priceFactorBp: 10_000, sortOrder: 1 },
  { id: 48, groupId: 2, name: 'Gloss Laminate', priceFactorBp: 11_500, sortOrder: 2 },
  { id: 49, groupId: 2, name: 'Matte Laminate', priceFactorBp: 11_500, sortOrder: 3 },
  { id: 50, groupId: 3, name: 'Rainbow Hologram', priceFactorBp: 11_000, sortOrder: 1 },
  { id: 51, groupId: 3, name: 'Sparkle Hologram', priceFactorBp: 11_000, sortOrder: 2 },
  { id: 52, groupId: 3, name: 'Broken Glass Hologram', priceFactorBp: 11_500, sortOrder: 3 },
  { id: 53, groupId: 4, name: 'Top Edge First', priceFactorBp: 10_000, sortOrder: 1 },
  { id: 54, groupId: 4, name: 'Bottom Edge First', priceFactorBp: 10_000, sortOrder: 2 },
  { id: 55, groupId: 4, name: 'Right Edge First', priceFactorBp: 10_000, sortOrder: 3 },
  { id: 56, groupId: 4, name: 'Left Edge First', priceFactorBp: 10_000, sortOrder: 4 },
  { id: 57, groupId: 5, name: 'Square Corners', priceFactorBp: 10_000, sortOrder: 1 },
  { id: 58, groupId: 5, name: 'Rounded Corners', priceFactorBp: 11_000, sortOrder: 2 },
].map((item) => ({ ...item, filePath: null }));

export const demoPrintFeatureGroups = [
  {
    id: 1,
    code: 'foil-stamp',
    name: 'Foil Stamp',
    optionType: 'checkbox',
    maxSelected: 2,
    appliedSide: 'front',
    sortOrder: 1,
  },
  {
    id: 2,
    code: 'emboss-deboss',
    name: 'Emboss / Deboss',
    optionType: 'radio',
    maxSelected: 1,
    appliedSide: 'na',
    sortOrder: 2,
  },
  {
    id: 3,
    code: 'die-cut',
    name: 'Die Cut',
    optionType: 'radio',
    maxSelected: 1,
    appliedSide: 'na',
    sortOrder: 3,
  },
  {
    id: 4,
    code: 'punch-holes',
    name: 'Punch Holes',
    optionType: 'checkbox',
    maxSelected: 1,
    appliedSide: 'na',
    sortOrder: 4,
  },
  {
    id: 5,
    code: 'punch-holes2',
    name: 'Hole Size',
    optionType: 'radio',
    maxSelected: 1,
    appliedSide: 'na',
    sortOrder: 5,
  },
  {
    id: 6,
    code: 'tag-strings',
    name: 'Tag Strings',
    optionType: 'radio',
    maxSelected: 1,
    appliedSide: 'na',
    sortOrder: 6,
  },
  {
    id: 7,
    code: 'spot-uv',
    name: 'Spot UV',
    optionType: 'radio',
    maxSelected: 1,
    appliedSide: 'both',
    sortOrder: 7,
  },
  {
    id: 8,
    code: 'fold',
    name: 'Fold',
    optionType: 'radio',
    maxSelected: 1,
    appliedSide: 'na',
    sortOrder: 8,
  },
] as const;

/** Each print-feature group is illustrated by a mockup of its effect. */
const FEATURE_PICTURES: Record<number, string> = {
  1: 'card-foil-front',
  2: 'card-embossed-front',
  3: 'sticker-white-vinyl-die-cut',
  4: 'tag-kraft-circle',
  5: 'tag-kraft-circle-2',
  6: 'tag-kraft-rectangle',
  7: 'card-royal-white-front',
  8: 'card-standard-matte-back',
};

const feature = (
  id: number,
  groupId: number,
  name: string,
  setupCents: number,
  perThousandCents: number,
  sortOrder: number,
) => ({
  id,
  groupId,
  name,
  setupCents,
  perThousandCents,
  sortOrder,
  filePath: `/media/mockups/${FEATURE_PICTURES[groupId] ?? 'card-royal-white-front'}.svg`,
});

export const demoPrintFeatureItems = [
  feature(101, 1, 'Gold Foil', 2500, 3000, 1),
  feature(102, 1, 'Silver Foil', 2500, 3000, 2),
  feature(103, 1, 'Rose Gold Foil', 2500, 3500, 3),
  feature(111, 2, 'Emboss', 3000, 2000, 1),
  feature(112, 2, 'Deboss', 3000, 2000, 2),
  feature(113, 2, 'No Need', 0, 0, 3),
  feature(121, 3, 'No Need', 0, 0, 1),
  feature(122, 3, 'Custom Die Cut', 4500, 2500, 2),
  feature(131, 4, 'Punch Hole', 500, 800, 1),
  feature(141, 5, '4mm', 0, 0, 1),
  feature(142, 5, '5mm', 0, 0, 2),
  feature(143, 5, '6mm', 0, 0, 3),
  feature(144, 5, '8mm', 0, 0, 4),
  feature(151, 6, 'Natural Twine', 0, 6000, 1),
  feature(152, 6, 'Black Cotton', 0, 6000, 2),
  feature(153, 6, 'No Need', 0, 0, 3),
  feature(161, 7, 'fs-No Need', 0, 0, 1),
  feature(162, 7, 'fs-Spot UV', 2000, 1500, 2),
  feature(163, 7, 'bs-No Need', 0, 0, 3),
  feature(164, 7, 'bs-Spot UV', 2000, 1500, 4),
  feature(171, 8, 'No Fold', 0, 0, 1),
  feature(172, 8, 'Half Fold', 1500, 1200, 2),
];

export const demoSpecialProcessingOptions = [
  {
    id: 5,
    code: 'stamp-spot',
    name: 'Stamp Spot',
    description: 'Foil stamping on selected areas.',
    maxSelected: 1,
    sortOrder: 1,
  },
  {
    id: 6,
    code: 'emboss',
    name: 'Emboss',
    description: 'Raised areas pressed into the material.',
    maxSelected: 1,
    sortOrder: 2,
  },
  {
    id: 7,
    code: 'white-layer',
    name: 'Multi-Layer White',
    description: 'Extra white layers for opacity on clear and metallic films.',
    maxSelected: 3,
    sortOrder: 3,
  },
];

export const demoSpecialProcessingItems = [
  { id: 501, optionId: 5, name: 'Gold', sortOrder: 1 },
  { id: 502, optionId: 5, name: 'Silver', sortOrder: 2 },
  { id: 503, optionId: 5, name: 'Hologram', sortOrder: 3 },
  { id: 601, optionId: 6, name: 'Emboss', sortOrder: 1 },
  { id: 602, optionId: 6, name: 'Deboss', sortOrder: 2 },
  { id: 701, optionId: 7, name: 'Single White', sortOrder: 1 },
  { id: 702, optionId: 7, name: 'Double White', sortOrder: 2 },
  { id: 703, optionId: 7, name: 'Spot White', sortOrder: 3 },
  { id: 704, optionId: 7, name: 'Flood White', sortOrder: 4 },
];

export const demoShippingMethods = [
  {
    id: 1,
    method: 'Standard Shipping',
    printingDaysDelta: 0,
    shippingDays: 3,
    costCents: 795,
    shippingGroup: 'standard',
    sortOrder: 1,
  },
  {
    id: 2,
    method: 'Express Shipping',
    printingDaysDelta: -2,
    shippingDays: 2,
    costCents: 2495,
    shippingGroup: 'express',
    sortOrder: 2,
  },
];
