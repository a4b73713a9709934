/** The business-card stock table (spec 000 §2 "stock measurement", 001 §2 and §9). */

export const CARD_STOCK_RATINGS = ['Excellent', 'Good', 'Poor', 'Not Recommended'] as const;
export type CardStockRating = (typeof CARD_STOCK_RATINGS)[number];

export const WRITING_TOOLS = [
  { key: 'pencil', label: 'Pencil' },
  { key: 'marker', label: 'Marker' },
  { key: 'ballPoint', label: 'Ball Point' },
  { key: 'stamp', label: 'Stamp' },
] as const;
export type WritingTool = (typeof WRITING_TOOLS)[number]['key'];

export interface CardStock {
  materialId: number;
  name: string;
  finishing: string;
  thickness: string;
  whiteness: string;
  writing: Readonly<Record<WritingTool, CardStockRating>>;
}

/**
 * The ratings follow the surfaces: the satin coating of Royal Extra White repels graphite and
 * keeps stamp ink wet; uncoated Standard Matte takes everything; the open, absorbent fibres of
 * Vintage Kraft drink stamp ink but make felt-tip markers feather.
 */
export const CARD_STOCKS: readonly CardStock[] = [
  {
    materialId: 2,
    name: 'Royal Extra White 400gsm',
    finishing: 'Smooth satin coating',
    thickness: 'Extra thick, about 0.45mm',
    whiteness: 'Extra white',
    writing: { pencil: 'Poor', marker: 'Good', ballPoint: 'Good', stamp: 'Not Recommended' },
  },
  {
    materialId: 1,
    name: 'Standard Matte 250gsm',
    finishing: 'Uncoated matte',
    thickness: 'Standard, about 0.30mm',
    whiteness: 'Bright white',
    writing: { pencil: 'Excellent', marker: 'Good', ballPoint: 'Excellent', stamp: 'Excellent' },
  },
  {
    materialId: 3,
    name: 'Vintage Kraft 300gsm',
    finishing: 'Uncoated, natural fibre',
    thickness: 'Thick, about 0.40mm',
    whiteness: 'Natural brown (unbleached)',
    writing: { pencil: 'Good', marker: 'Poor', ballPoint: 'Good', stamp: 'Excellent' },
  },
];
