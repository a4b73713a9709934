/**
 * Catalog ids and codes the rules key on. The meanings are fixed by ../shared/catalog-ids.md
 * (the demo catalog must seed these ids); keep every id-based rule pointing here rather than at
 * a bare number.
 */

// Products
/** Spec 001 §2: the classic-paper tip (uncoated paper) shows when it is chosen. */
export const PRODUCT_CLASSIC_PAPER = 6;
export const PRODUCT_EMBOSSED_PAPER = 7;
export const PRODUCT_FOIL_PAPER = 8;
export const PRODUCT_VINYL_LETTERING = 9;
export const PRODUCT_HOLOGRAM = 13;
export const PRODUCT_STANDARD_BUSINESS_CARD = 16;
export const PRODUCT_LETTERING_DECALS = 22;
export const PRODUCT_TRANSFER_DECALS = 23;

/** Spec 001 §5/§9: the finishing select is labelled "Material" for these products. */
export const PRODUCTS_WITH_MATERIAL_LABEL: readonly number[] = [
  PRODUCT_EMBOSSED_PAPER,
  PRODUCT_FOIL_PAPER,
];
/** Spec 000 §4, 001 §4: no print features on the standard business card. */
export const PRODUCTS_WITHOUT_PRINT_FEATURES: readonly number[] = [PRODUCT_STANDARD_BUSINESS_CARD];
/** Spec 001 §4: install-ready (yes/no) is offered for vinyl lettering only. */
export const PRODUCTS_WITH_INSTALL_READY: readonly number[] = [PRODUCT_VINYL_LETTERING];
/**
 * Spec 001 §2: lettering products with the creation tool show the designer in place of the
 * carousel (issue 17: the vinyl-lettering and lettering-decals pages); transfer decals are the
 * customer's own artwork and show a clip instead.
 */
export const PRODUCTS_WITH_LETTERING_DESIGNER: readonly number[] = [
  PRODUCT_VINYL_LETTERING,
  PRODUCT_LETTERING_DECALS,
];
/** Spec 001 §2: left out of the Special Processing product dropdown. */
export const PRODUCTS_HIDDEN_FROM_SPECIAL_PROCESSING: readonly number[] = [
  PRODUCT_VINYL_LETTERING,
  PRODUCT_TRANSFER_DECALS,
];

// Printed sides
export const PRINTED_SIDE_BOTH = 2;

// Cuttings (supply)
export const CUTTING_SPECIAL_SHEET = 6;
export const CUTTING_SPECIAL_CUT = 7;
export const CUTTING_ROLL = 9;
/**
 * Spec 001 §2 names a Thomson shape-picker modal and a multicut modal but not their cuttings
 * ("not shown", so ours): a Thomson die is the steel-rule die a die cut is stamped with, which
 * the demo catalog uses for Die Cut (1, each sticker cut to its shape) and Thomson Die-Cut Sheet
 * (6, several die-cut stickers on one sheet); Multi-Cut Sheet (5) puts several shapes on a sheet.
 */
export const THOMSON_CUTTINGS: readonly number[] = [1, CUTTING_SPECIAL_SHEET];
export const MULTI_CUT_CUTTINGS: readonly number[] = [5];
/** Spec 001 §2/§9: size inputs are labelled "Sheet Size" for these cuttings. */
export const SHEET_CUTTINGS: readonly number[] = [3, 5, 6, 8];

// Finishings
export const FINISHING_GLOSSY = 5;
export const FINISHING_PREMIUM_COAT = 6;
export const FINISHING_HOLOGRAM = 7;
/** Spec 001 §4: premium coating is offered on these finishings. */
export const PREMIUM_COATING_FINISHINGS: readonly number[] = [
  FINISHING_PREMIUM_COAT,
  FINISHING_HOLOGRAM,
];

// Add-on items
export const GLOSS_LAMINATE_ITEM = 48;
/** Spec 001 §5: roll orientations whose width is checked against the roll's narrow side. */
export const ROLL_ORIENTATIONS_WIDTH: readonly number[] = [53, 54];
/** Spec 001 §5: roll orientations whose height is checked against the roll's narrow side. */
export const ROLL_ORIENTATIONS_HEIGHT: readonly number[] = [55, 56];

// Special-processing options
export const SP_OPTION_STAMP_SPOT = 5;
export const SP_OPTION_6 = 6;
export const SP_OPTION_7 = 7;

// Add-on group codes (catalog-model.ts AddonGroup)
export const ADDON_PREMIUM_PROCESSING = 'premium-processing';
export const ADDON_HOLOGRAM_COATING = 'hologram-coating';
export const ADDON_ROLL_ORIENTATION = 'roll-orientation';
/** Groups the configurator shows in their own selects, not among the ordinary add-ons. */
export const DEDICATED_ADDON_CODES: readonly string[] = [
  ADDON_PREMIUM_PROCESSING,
  ADDON_HOLOGRAM_COATING,
  ADDON_ROLL_ORIENTATION,
];

// Print-feature group codes
export const FEATURE_EMBOSS_DEBOSS = 'emboss-deboss';
export const FEATURE_PUNCH_HOLES = 'punch-holes';
export const FEATURE_PUNCH_HOLES_2 = 'punch-holes2';
export const FEATURE_TAG_STRINGS = 'tag-strings';

// Shape names (spec 001 §3: Circle, Square, Oval, Rectangle)
export const SHAPE_CIRCLE = 'Circle';
export const SHAPE_SQUARE = 'Square';
export const SHAPE_OVAL = 'Oval';
export const SHAPE_RECTANGLE = 'Rectangle';
