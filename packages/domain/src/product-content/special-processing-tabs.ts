import { bleedText } from '../artwork-guide';
import type { Catalog } from '../catalog-model';
import { byIds, withinAllowed } from '../rules/by-ids';
import {
  baseFeatureCode,
  PUNCH_HOLE_SUMMARY_TEXT,
  visibleFeatureGroups,
} from '../rules/print-feature-rules';
import { mockup } from './product-panel';
import { CUTTING_SPECIAL_CUT, SP_OPTION_6, SP_OPTION_STAMP_SPOT } from '../rules/catalog-ids';
import type { SpecialProcessingStart } from '../rules/special-processing-start';
import { specialProcessingProducts } from '../rules/special-processing-products';

/** The special-processing explainers (spec 000 §2: this order exactly). */

export interface SpecialProcessingTab {
  /** The print-feature group code it explains. */
  id: string;
  label: string;
  explanation: string;
  tips: readonly string[];
  image: string;
  imageAlt: string;
}

export const SPECIAL_PROCESSING_TABS: readonly SpecialProcessingTab[] = [
  {
    id: 'foil-stamp',
    label: 'Foil Stamp',
    explanation:
      'Foil stamping presses a thin metallic foil onto the card with a heated die, leaving a bright, reflective metal finish that ink cannot match. We stamp gold, silver or rose gold foil on the front of the card, on any of our three stocks.',
    tips: [
      'Put the foil areas on their own layer or page, in 100% black',
      'Keep lines at least 0.3pt thick and text at least 6pt',
      'Large solid foil areas can show small specks; outlines and type stamp cleanest',
      'Keep foil 0.12in (3mm) inside the trim edge',
    ],
    image: mockup('card-foil-front'),
    imageAlt: 'Business card with a gold foil-stamped logo',
  },
  {
    id: 'emboss-deboss',
    label: 'Emboss / Deboss',
    explanation:
      'Embossing raises part of the design above the card surface; debossing presses it in. A matched pair of metal plates shapes the card under pressure, so the effect can be felt as well as seen, with or without ink on top.',
    tips: [
      'Supply the raised or pressed area as a separate layer in 100% black',
      'Bold shapes and text of 10pt or more give the cleanest relief',
      'Thick stock such as Royal Extra White 400gsm shows the most depth',
      'The back of the card shows the impression in reverse, so keep that area clear',
    ],
    image: mockup('card-embossed-front'),
    imageAlt: 'Business card with an embossed logo casting a soft shadow',
  },
  {
    id: 'die-cut',
    label: 'Die Cut',
    explanation:
      'Die cutting cuts the card to a custom outline with a shaped steel blade instead of a straight rectangle. Use it for rounded or irregular shapes, cut-out windows, or a card shaped like your product.',
    tips: [
      'Draw the cut line as a single vector path on its own layer',
      'Keep cut lines at least .2in apart, and away from text',
      'Avoid narrow necks under 0.2in wide; they can tear',
      `Extend the background ${bleedText('business-card')} past the cut line`,
    ],
    image: mockup('tag-royal-white-oval'),
    imageAlt: 'Oval die-cut card in Royal Extra White',
  },
  {
    id: 'punch-holes',
    label: 'Punch Holes',
    explanation:
      'A clean round hole punched through the card for hanging or threading. Choose a hole size from 4mm to 8mm: 5mm suits most strings, 8mm takes thick cord or ribbon.',
    tips: [
      'Mark the centre of the hole in your artwork',
      'Keep text and logos at least 0.2in from the hole',
      'Place the hole at least 0.2in (5mm) from the card edge so it cannot tear out',
    ],
    image: mockup('tag-kraft-circle'),
    imageAlt: 'Round kraft hang tag with a punched hole',
  },
  {
    id: 'tag-strings',
    label: 'Tag Strings',
    explanation:
      'Add a string to every punched tag, threaded through the hole and knotted, ready to tie on. Choose natural twine for a rustic look or black cotton for a clean, modern one. Strings are offered once the tag has a punch hole.',
    tips: [
      'Add Punch Holes first: strings need a hole',
      'Natural twine pairs well with Vintage Kraft',
      'Black cotton suits Royal Extra White and dark designs',
    ],
    image: mockup('tag-kraft-rectangle'),
    imageAlt: 'Rectangular kraft tag threaded with a natural twine string',
  },
  {
    id: 'fold',
    label: 'Fold',
    explanation:
      'A fold turns one card into two panels: a folded business card, a tent card or a tag that opens like a small booklet. We score the card before folding, so the crease is crisp and the print does not crack along it.',
    tips: [
      'Set up the artwork as one flat, open spread with the fold line marked',
      'Keep text at least 0.12in (3mm) away from the fold',
      'Solid colour across the fold can show a fine line at the crease; plan a break there if you can',
    ],
    image: mockup('card-standard-matte-back'),
    imageAlt: 'Folded business card seen from the back',
  },
];

/**
 * The explainers of what a page sells: the print features any of its products offers there
 * (within the page's allowed subset, and none for a product sold without them, spec 001 §4).
 * Tag strings count, though the form shows them only once a punch hole is chosen.
 */
export function specialProcessingTabsFor(
  catalog: Catalog,
  featuredItemId: number,
): SpecialProcessingTab[] {
  const page = catalog.featuredItems.get(featuredItemId);
  if (!page) return [];
  const offered = new Set(
    page.productIds.flatMap((productId) => {
      const product = catalog.products.get(productId);
      if (!product) return [];
      const groups = withinAllowed(
        byIds(catalog.printFeatureGroups, product.printFeatureGroupIds),
        page.printFeatureGroupIds,
      );
      // As if a punch hole were chosen: every group the product can show.
      return visibleFeatureGroups(productId, groups, PUNCH_HOLE_SUMMARY_TEXT).map((group) =>
        baseFeatureCode(group.code),
      );
    }),
  );
  return SPECIAL_PROCESSING_TABS.filter((tab) => offered.has(tab.id));
}

/**
 * What an explainer's "Request a quote" opens (issue 16 item 1): the Special Processing form on
 * the page's product, with foil stamping as the stamp-spot option, embossing as the emboss option
 * and a die cut as the special cutting ticked; the others (punch holes, tag strings, fold) have no
 * process of their own there and leave the choice to the visitor. The form drops what the product
 * does not offer. Null when the form does not list the product (nothing could be sent for it).
 */
export function specialProcessingRequestFor(
  catalog: Catalog,
  productId: number,
  tabId: string,
): SpecialProcessingStart | null {
  const product = catalog.products.get(productId);
  if (!product || specialProcessingProducts([product]).length === 0) return null;
  switch (tabId) {
    case 'foil-stamp':
      return { productId, optionIds: [SP_OPTION_STAMP_SPOT] };
    case 'emboss-deboss':
      return { productId, optionIds: [SP_OPTION_6] };
    case 'die-cut':
      return { productId, cuttingId: CUTTING_SPECIAL_CUT };
    default:
      return { productId };
  }
}
