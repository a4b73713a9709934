/**
 * The lettering designer's constants (spec 001 §9). How they are used is recorded in
 * docs/decisions/0028-lettering-typefaces-and-measurement.md.
 */

/** Text is measured as if drawn on a canvas with a 100 px font... */
export const CANVAS_FONT_PX = 100;
/** ...with 10 px between one line and the next (baselines 110 px apart). */
export const LINE_GAP_PX = 10;
/** One canvas pixel in millimetres (a CSS pixel: 25.4 / 96, as the spec rounds it). */
export const PX_TO_MM = 0.2645833333;

/** Every letter and digit must be at least this tall and this wide when cut. */
export const MIN_CHARACTER_MM = 10;
/** An automatic size (no width or height typed by the visitor) is never shorter than this. */
export const AUTO_SIZE_MIN_HEIGHT_MM = 30;

/** The editor draws the lettering inside this padding (horizontal x vertical)... */
export const EDITOR_PADDING_PX = { x: 30, y: 40 } as const;
/** ...in a box at most this large before it is scaled to fit the page. */
export const EDITOR_MAX_PX = { width: 647, height: 392 } as const;

/** The size a design starts with, and the size of a text with nothing to cut. */
export const DEFAULT_SIZE_IN = { widthIn: 1.18, heightIn: 1.18 } as const;
export const DEFAULT_TEXT = 'Your text';

/** Colours drawn with a gradient or a pattern rather than one flat colour (spec 001 §9). */
export const CUSTOM_COLOUR_IDS = ['gold', 'silver', 'bronze', 'hologram', 'full-color'] as const;
export type CustomColourId = (typeof CUSTOM_COLOUR_IDS)[number];

/**
 * Spec 001 §2: the route named vinyl-lettering-designer, the Vinyl Lettering page with the
 * designer's own header.
 */
export const LETTERING_DESIGNER_PAGE = {
  path: '/vinyl-lettering-designer',
  categorySlug: 'lettering-decals',
  itemSlug: 'vinyl-lettering',
  title: 'Vinyl Lettering Designer',
} as const;

/**
 * Spec 001 §2: the designer route's header has a Transfer Decals variant. It is the same route
 * with `?product=transfer-decals` (the spec's route parameter "optional product"): the Transfer
 * Decals page under the route's header, worded for the customer's own artwork (transfer decals
 * have no creation tool, 001 §2). `?product=vinyl-lettering` is the route's own page.
 */
export const DESIGNER_PAGE_VARIANTS = {
  'vinyl-lettering': {
    itemSlug: LETTERING_DESIGNER_PAGE.itemSlug,
    title: LETTERING_DESIGNER_PAGE.title,
    path: LETTERING_DESIGNER_PAGE.path,
  },
  'transfer-decals': {
    itemSlug: 'transfer-decals',
    title: 'Transfer Decals Designer',
    path: `${LETTERING_DESIGNER_PAGE.path}?product=transfer-decals`,
  },
} as const;

export type DesignerPageVariant = keyof typeof DESIGNER_PAGE_VARIANTS;

/**
 * The variant the designer route's `product` parameter asks for: none is the Vinyl Lettering
 * page; any other name is not a page of this route (null: the 404 page, spec 000 §2).
 */
export function designerPageVariant(product: string | null): DesignerPageVariant | null {
  if (product === null) return 'vinyl-lettering';
  return isDesignerPageVariant(product) ? product : null;
}

const isDesignerPageVariant = (name: string): name is DesignerPageVariant =>
  Object.hasOwn(DESIGNER_PAGE_VARIANTS, name);
