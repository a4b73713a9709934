import {
  bleedText,
  CUT_MOVEMENT_IN,
  formatInches,
  safetyText,
  type ArtworkKind,
} from '../artwork-guide';
import { sameName } from './same-name';

/**
 * The FAQ sets of the product pages, the rule that picks one for a page, and its schema.org form
 * (spec 000 §2, §3, §9).
 */

export interface FaqEntry {
  question: string;
  answer: string;
  /** Spec 000 §2: every question starts open. */
  open: boolean;
}

const faq = (question: string, answer: string): FaqEntry => ({ question, answer, open: true });

// The statements spec 000 §9 requires, shared by the sets below.
const FORMATS = faq(
  'Which file formats can I upload?',
  'We accept AI, EPS, PDF, SVG, PSD, JPEG and PNG. Vector files (AI, EPS, PDF and SVG) keep text and cut lines sharp at any size; for photos and other raster artwork, send a PSD, JPEG or PNG at 300 DPI at the printed size.',
);
const RESOLUTION = faq(
  'What resolution does my artwork need?',
  'Raster artwork should be 300 DPI at the final print size: a 3 x 3 in sticker needs at least 900 x 900 pixels. Lower resolutions print soft or pixelated, and we point it out on your proof before anything is printed.',
);
// The bleed is the artwork guide's, the number its templates are drawn with, not 000 §9's "5mm"
// (issue 27 item 11, ADR 0034): one figure on every page.
const bleedFaq = (kind: ArtworkKind) =>
  faq(
    'Do I need to add bleed?',
    `Yes: extend background colours and images ${bleedText(kind)} past the trim line on every side, to the bleed edge of our templates, and keep text and logos ${safetyText(kind)} inside it, within the safety line. The cut can move up to ${formatInches(CUT_MOVEMENT_IN)}in, and the bleed means no thin white edge shows when it does. The artwork guide has templates for every standard size.`,
  );
const CUT_SPACING = faq(
  'How close together can cut lines be?',
  'Keep cut lines at least .2in (about 5mm) apart: between stickers on a sheet, between an outline and a cut-out inside it, and across narrow parts of a custom shape. Closer cuts can tear the material or lift when the backing is removed.',
);
const PROOF = faq(
  'Will I see a proof before you print?',
  'Yes. After you order and upload your artwork, we send a digital proof showing the size, the cut line and the colours. Nothing is printed until you approve it, and changes to the proof are free.',
);
const CUT_OFF = faq(
  'When does production start?',
  'Production starts on the business day your proof is approved and your payment is complete. Approvals and payments received after 6:00 PM Pacific are processed the next business day.',
);
const DELIVERY = faq(
  'How long does delivery take once my order ships?',
  'Orders are delivered within 3 business days after they ship, and the dispatch date shown with your price already skips weekends and holidays. Choose Express Shipping for a shorter turnaround. The carrier sets the final delivery day, so we cannot guarantee a delivery date.',
);
const REORDER = faq(
  'Can I reorder a past design?',
  'Yes. We keep your approved artwork with your order, so a reorder skips the artwork check. Reply to your order confirmation email, or contact us with your order number, and we set up the same job; you still see a proof before we print.',
);
const SETS = faq(
  'Can I order several designs in one order?',
  'Yes: use Number of Sets. Designs that share the same size, material, colour and quantity but have different artwork are ordered as separate sets, and each set is printed at the quantity you chose.',
);

const STICKER_TURNAROUND = faq(
  'How long will my stickers take?',
  'Standard turnaround for stickers is 9-10 business days, counted from proof approval and payment to delivery. Special processing such as foil stamping, embossing or laser cutting can add a few business days; the dispatch date next to your price shows the exact day for your choices.',
);
const STICKER_MINIMUM = faq(
  'What is the minimum order for stickers?',
  'Bumper stickers and roll stickers can be ordered from a minimum of 10 pieces. Other stickers start at the smallest quantity in the price table, and you can type any larger quantity under Input the number here.',
);
const WATERPROOF = faq(
  'Are your stickers waterproof?',
  'Our vinyl stickers (standard, transparent, silver, gold, PVC and hologram) are waterproof and made for outdoor use. Paper stickers (art, classic, kraft, embossed and foil) are for dry, indoor use. Only PVC Vinyl Stickers are made for the top rack of a dishwasher.',
);
const DIE_VS_KISS = faq(
  'What is the difference between die cut and kiss cut?',
  'A die-cut sticker is cut through the sticker and its backing, so the backing matches the sticker’s shape. A kiss-cut sticker is cut through the sticker only, leaving a larger backing with a border around it that makes peeling easier.',
);

const CARD_TURNAROUND = faq(
  'How long will my business cards take?',
  'Standard turnaround for business cards is 7-10 business days, counted from proof approval and payment to delivery. Foil stamping, embossing and die cutting can add a few business days; the dispatch date next to your price shows the exact day.',
);
const CARD_MINIMUM_FAQ = faq(
  'What is the minimum order for business cards?',
  'The minimum order is 200 business cards per design. Quantities go up in steps of 200 to 1,000 cards, then 2,000, 3,000 and 5,000.',
);
const CARD_STOCK_CHOICE = faq(
  'Which card stock should I choose?',
  'Royal Extra White 400gsm is the thickest and brightest, and the best base for foil and spot UV. Standard Matte 250gsm is uncoated and the easiest to write and stamp on. Vintage Kraft 300gsm is recycled brown card with a rustic look. The stock measurement table compares how each takes pencil, marker, ball point and stamps.',
);
const CARD_SIZE_FAQ = faq(
  'What size are your business cards?',
  'Cards are 3.5 x 2 in, the US standard, printed on the front only or on both sides, with square or rounded corners. Use the business card template in the artwork guide so bleed and safety lines are in the right place.',
);

const HOLES_AND_STRINGS = faq(
  'Which hole sizes and strings can I choose for hang tags?',
  'Punch holes come in 4mm, 5mm, 6mm and 8mm; 5mm suits most strings and 8mm takes thick cord or ribbon. Strings come in natural twine or black cotton, threaded through each tag and knotted, ready to tie on. Keep text and logos at least 0.2in from the hole.',
);

const ROLL_DISPENSER = faq(
  'Do roll stickers come with a dispenser?',
  'Orders of 1000 roll stickers or more come with a free roll dispenser. Choose the orientation (which edge comes off the roll first) to match how you apply the labels, by hand or with a labelling machine.',
);

const BUMPER_CARE = faq(
  'Will bumper stickers survive the car wash?',
  'Yes. Bumper stickers are laminated outdoor vinyl rated for 3 to 5 years. Apply them above 50°F (10°C) and wait 72 hours before the first wash. To remove one, warm it with a hair dryer and peel it back slowly.',
);

const WHITE_PRINT = faq(
  'Do I need white print on transparent stickers?',
  'Choose With White Print when the sticker goes on dark glass or any coloured surface, or when your design uses white or pale colours: the white layer keeps colours bright and opaque. Without white print, inks stay see-through, which suits pale surfaces and backlit windows.',
);

const LETTERING_INSTALL = faq(
  'What does install-ready mean?',
  'Install-ready lettering comes with the surrounding vinyl removed and the letters pre-applied to application film: peel, position and rub down. Without install-ready, the lettering comes on its auxiliary film and you weed out the excess vinyl yourself. Both come with the auxiliary sheet and illustrated application steps.',
);
const LETTERING_SIZE = faq(
  'How small can vinyl letters be?',
  'Every character must be at least 10mm wide and tall; smaller letters cannot be cut and weeded cleanly. The designer warns you when text is too small for the size you chose.',
);
const LETTERING_OUTDOOR = faq(
  'Is vinyl lettering suitable for outdoor use?',
  'Yes. The cast vinyl is water- and weather-resistant and rated for up to 6 years outdoors on windows, doors, walls, vans and signs. Apply it to a clean, smooth surface above 50°F (10°C).',
);

const artworkFaq = (kind: ArtworkKind) =>
  [FORMATS, RESOLUTION, bleedFaq(kind), CUT_SPACING] as const;
const ORDERING = [PROOF, CUT_OFF, DELIVERY, REORDER, SETS] as const;

const DEFAULT_FAQ: readonly FaqEntry[] = [
  STICKER_TURNAROUND,
  STICKER_MINIMUM,
  WATERPROOF,
  DIE_VS_KISS,
  ...artworkFaq('sticker'),
  ...ORDERING,
];
const BUSINESS_CARD_FAQ: readonly FaqEntry[] = [
  CARD_TURNAROUND,
  CARD_MINIMUM_FAQ,
  CARD_STOCK_CHOICE,
  CARD_SIZE_FAQ,
  ...artworkFaq('business-card'),
  ...ORDERING,
];
const HANG_TAG_FAQ: readonly FaqEntry[] = [
  CARD_TURNAROUND,
  CARD_MINIMUM_FAQ,
  HOLES_AND_STRINGS,
  CARD_STOCK_CHOICE,
  ...artworkFaq('business-card'),
  ...ORDERING,
];
const ROLL_FAQ: readonly FaqEntry[] = [
  STICKER_TURNAROUND,
  STICKER_MINIMUM,
  ROLL_DISPENSER,
  WATERPROOF,
  ...artworkFaq('sticker'),
  ...ORDERING,
];
const BUMPER_FAQ: readonly FaqEntry[] = [
  STICKER_TURNAROUND,
  STICKER_MINIMUM,
  BUMPER_CARE,
  ...artworkFaq('sticker'),
  ...ORDERING,
];
const TRANSPARENT_FAQ: readonly FaqEntry[] = [
  STICKER_TURNAROUND,
  STICKER_MINIMUM,
  WHITE_PRINT,
  WATERPROOF,
  ...artworkFaq('sticker'),
  ...ORDERING,
];
const LETTERING_FAQ: readonly FaqEntry[] = [
  LETTERING_INSTALL,
  LETTERING_SIZE,
  LETTERING_OUTDOOR,
  STICKER_TURNAROUND,
  PROOF,
  CUT_OFF,
  DELIVERY,
  REORDER,
];

export const DEFAULT_FAQ_KEY = 'Default';
export const BUSINESS_CARD_FAQ_KEY = 'Business Cards';

/** FAQ sets by featured-item or product name (demo-featured.ts, demo-products.ts), plus Default. */
export const FAQ_SETS: Readonly<Record<string, readonly FaqEntry[]>> = {
  [DEFAULT_FAQ_KEY]: DEFAULT_FAQ,
  [BUSINESS_CARD_FAQ_KEY]: BUSINESS_CARD_FAQ,
  'Standard Business Card': BUSINESS_CARD_FAQ,
  'Premium Business Card': BUSINESS_CARD_FAQ,
  'Standard Matte 250gsm': BUSINESS_CARD_FAQ,
  'Royal Extra White 400gsm': BUSINESS_CARD_FAQ,
  'Vintage Kraft 300gsm': BUSINESS_CARD_FAQ,
  'Hang Tags': HANG_TAG_FAQ,
  'Hang Tags (swing tags)': HANG_TAG_FAQ,
  'Roll Stickers': ROLL_FAQ,
  'Roll Labels': ROLL_FAQ,
  'Bumper Stickers': BUMPER_FAQ,
  'Transparent Stickers': TRANSPARENT_FAQ,
  'Vinyl Lettering': LETTERING_FAQ,
  'Lettering Decals': LETTERING_FAQ,
};

/**
 * Spec 000 §2 names these routes for "special FAQ treatment". We read it as: on a business-card
 * or swing-tag route the fallback is the business-card set, never the sticker Default (whose
 * turnaround and minimum would be wrong there). A set named after the item or the product still
 * wins, so the hang-tag page keeps its hole and string answers. Our hang-tag page lives at
 * /hang-tags, the spec's /swing-tags, so both count.
 */
export const BUSINESS_CARD_FAQ_ROUTES: readonly string[] = [
  '/standard-business-card',
  '/premium-business-card',
  '/swing-tags',
  '/hang-tags',
];

function faqSetByName(name: string | null | undefined): readonly FaqEntry[] | undefined {
  if (!name) return undefined;
  const key = Object.keys(FAQ_SETS).find((candidate) => sameName(candidate, name));
  return key === undefined ? undefined : FAQ_SETS[key];
}

/**
 * Spec 000 §2: the FAQ set by selected item name, then by the single product's name (pass it only
 * when the page shows exactly one product), then the fallback: business cards on the routes above,
 * Default elsewhere.
 */
export function faqFor(query: {
  itemName?: string | null;
  productName?: string | null;
  path?: string | null;
}): readonly FaqEntry[] {
  const fallbackKey = BUSINESS_CARD_FAQ_ROUTES.some((route) => query.path?.includes(route))
    ? BUSINESS_CARD_FAQ_KEY
    : DEFAULT_FAQ_KEY;
  return (
    faqSetByName(query.itemName) ??
    faqSetByName(query.productName) ??
    FAQ_SETS[fallbackKey] ??
    DEFAULT_FAQ
  );
}

/** The schema.org FAQPage search engines read (spec 000 §2); answers are plain text. */
export function faqJsonLd(entries: readonly FaqEntry[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: entries.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: entry.answer },
    })),
  };
}
