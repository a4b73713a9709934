import { mockup, type ProductPanel } from './product-panel';

/**
 * The content blocks of the business-card and hang-tag pages (spec 001 §2, "Business-cards page":
 * title, subtitle, descriptions, optional video, bullet sections, closing paragraph), keyed by the
 * slug of the page or product they describe in CARD_PANELS below. product-info.ts finds them by
 * slug and, as spec 001 §2's static catalogue, by case-insensitive name.
 */

const CARD_SIZE = 'Size: 3.5 x 2 in, the US standard';
const CARD_MINIMUM = 'From 200 cards per design';

export const STANDARD_CARD: ProductPanel = {
  title: 'Standard Business Card',
  subtitle: 'Clean, classic cards on 250gsm matte stock',
  description: [
    'Our standard business cards are printed in full colour on Standard Matte 250gsm, a smooth uncoated white card, in the US standard 3.5 x 2 in size. Print one side or both, with square or rounded corners.',
    'The uncoated surface takes pen, pencil and stamps, so there is room to write a note or an appointment time on the back.',
  ],
  sections: [
    {
      title: 'Specifications',
      items: [
        CARD_SIZE,
        'Stock: Standard Matte 250gsm, uncoated',
        'Printing: full colour, front only or both sides',
        'Corners: square or rounded',
        CARD_MINIMUM,
      ],
    },
    {
      title: 'Good for',
      items: [
        'Everyday networking cards',
        'Appointment and loyalty cards',
        'Cards for a whole team, ordered as sets',
      ],
    },
  ],
  closing: 'Need foil, embossing or a heavier stock? Step up to the Premium Business Card.',
  image: mockup('card-standard-matte-front'),
  imageAlt: 'Standard matte business card, front',
};

export const PREMIUM_CARD: ProductPanel = {
  title: 'Premium Business Card',
  subtitle: 'Foil, emboss, die cut and spot UV on a choice of three stocks',
  description: [
    'Premium business cards start with your choice of stock (Standard Matte 250gsm, Royal Extra White 400gsm or Vintage Kraft 300gsm) and add the finishes that make a card memorable: foil stamping, embossing or debossing, custom die cutting and spot UV.',
    'Each finish is made from its own layer of your artwork, so you decide exactly where the foil shines or the logo rises. The SPECIAL FEATURES tab shows how each one works and how to prepare the file.',
  ],
  sections: [
    {
      title: 'Finishes',
      items: [
        'Foil Stamp in gold, silver or rose gold',
        'Emboss (raised) or Deboss (pressed in)',
        'Custom die-cut shapes',
        'Spot UV gloss on the front, the back or both',
      ],
    },
    {
      title: 'Stocks',
      items: [
        'Royal Extra White 400gsm: the thickest and brightest, with a smooth satin surface',
        'Standard Matte 250gsm: uncoated and easy to write on',
        'Vintage Kraft 300gsm: recycled brown card with a rustic texture',
      ],
    },
    {
      title: 'Specifications',
      items: [
        CARD_SIZE,
        'Full colour, front only or both sides',
        'Square or rounded corners',
        CARD_MINIMUM,
      ],
    },
  ],
  closing: 'Pair gold foil with Royal Extra White for a card people keep.',
  image: mockup('card-foil-front'),
  imageAlt: 'Premium business card with a gold foil-stamped logo',
  video: {
    src: '/media/videos/premium-card-turn.mp4',
    poster: '/media/videos/premium-card-turn-poster.webp',
    label: 'a premium card with gold foil, turned over to show its back',
  },
};

export const HANG_TAGS: ProductPanel = {
  title: 'Hang Tags',
  subtitle: 'Swing tags with punched holes and strings, ready to tie on',
  description: [
    'Hang tags are printed on our business-card stocks and finished with a punched hole and, if you like, a string. They carry your brand, price and care details on clothing, gifts, candles, baked goods and handmade products.',
    'Pick a hole size from 4mm to 8mm and a natural twine or black cotton string, and add foil stamping to the front for a premium label.',
  ],
  sections: [
    {
      title: 'Options',
      items: [
        'Stocks: Standard Matte 250gsm, Royal Extra White 400gsm, Vintage Kraft 300gsm',
        'Punch hole: 4mm, 5mm, 6mm or 8mm',
        'Strings: natural twine or black cotton',
        'Foil Stamp in gold, silver or rose gold',
      ],
    },
    {
      title: 'Popular uses',
      items: [
        'Clothing and accessory brand tags',
        'Price and care-instruction tags',
        'Gift and wedding favour tags',
        'Candle, soap and bakery product tags',
      ],
    },
    {
      title: 'Good to know',
      items: [
        'Keep text and logos at least 0.2in away from the hole',
        'Vintage Kraft takes rubber stamps well for hand-finished details',
        'Use the back for care instructions, sizes or a thank-you note',
      ],
    },
  ],
  closing: 'A good tag makes a product feel finished, and ours arrive strung and ready to hang.',
  image: mockup('tag-kraft-rectangle'),
  imageAlt: 'Rectangular kraft hang tag with a punched hole and twine string',
  video: {
    src: '/media/videos/hang-tag-turn.mp4',
    poster: '/media/videos/hang-tag-turn-poster.webp',
    label: 'a kraft hang tag on its twine, turned over to show the care details on its back',
  },
};

export const ROYAL_EXTRA_WHITE: ProductPanel = {
  title: 'Royal Extra White 400gsm',
  subtitle: 'Our thickest, brightest card',
  description: [
    'Royal Extra White is a 400gsm card with a smooth satin coating and our highest whiteness. It feels rigid and substantial in the hand, and the bright surface keeps colours clean and photographs sharp.',
    'The coated surface is the best base for foil stamping and spot UV, which sit crisply on top of it. To write on it, use a ball point pen or a permanent marker; pencil and rubber stamps do not take well to the coating.',
  ],
  sections: [
    {
      title: 'Specifications',
      items: [
        'Weight: 400gsm, about 0.45mm thick',
        'Surface: smooth satin coating',
        'Whiteness: extra white',
        CARD_SIZE,
      ],
    },
    {
      title: 'Best for',
      items: [
        'Premium business cards with foil or spot UV',
        'Luxury hang tags',
        'Cards for designers, photographers and consultants',
      ],
    },
    {
      title: 'Finishes on this stock',
      items: [
        'Foil Stamp: the smooth coating gives the sharpest edges',
        'Spot UV: a gloss that stands out against the satin surface',
        'Emboss and Deboss: the thickness holds a deep, crisp relief',
        'Custom die cut shapes',
      ],
    },
  ],
  closing: 'When the card is the first impression, start with Royal Extra White.',
  image: mockup('card-royal-white-front'),
  imageAlt: 'Bright white 400gsm business card, front',
};

export const STANDARD_MATTE: ProductPanel = {
  title: 'Standard Matte 250gsm',
  subtitle: 'Smooth, uncoated and easy to write on',
  description: [
    'Standard Matte is a 250gsm uncoated white card with a soft matte surface. Colours print clean and glare-free, and pencil, ball point pens and rubber stamps all take to it easily.',
    'It is our everyday stock: light enough to carry a stack in a wallet, sturdy enough to hand out with confidence.',
  ],
  sections: [
    {
      title: 'Specifications',
      items: [
        'Weight: 250gsm, about 0.30mm thick',
        'Surface: uncoated matte',
        'Whiteness: bright white',
        CARD_SIZE,
      ],
    },
    {
      title: 'Best for',
      items: [
        'Everyday business cards',
        'Appointment and loyalty cards you fill in or stamp',
        'Large runs for teams and events',
      ],
    },
    {
      title: 'Finishes on this stock',
      items: [
        'Foil Stamp for a logo or a name that catches the light',
        'Emboss or Deboss, softer in relief than on the 400gsm stock',
        'Spot UV, which reads as a subtle sheen on the uncoated surface',
        'Rounded corners and custom die cut shapes',
      ],
    },
  ],
  closing: 'The best value per card, and the easiest one to write on.',
  image: mockup('card-standard-matte-front'),
  imageAlt: 'Standard matte 250gsm business card, front',
};

export const VINTAGE_KRAFT: ProductPanel = {
  title: 'Vintage Kraft 300gsm',
  subtitle: 'Recycled brown card with a rustic texture',
  description: [
    'Vintage Kraft is a 300gsm recycled card in natural, unbleached brown, with visible fibres and a slightly toothy surface. It gives cards and tags an honest, handmade character.',
    'Inks print darker on brown and there is no white, so bold, dark designs work best. Rubber stamps look great on it, while felt-tip markers tend to feather along the fibres.',
  ],
  sections: [
    {
      title: 'Specifications',
      items: [
        'Weight: 300gsm, about 0.40mm thick',
        'Surface: uncoated, natural fibre',
        'Colour: natural brown',
        CARD_SIZE,
      ],
    },
    {
      title: 'Best for',
      items: [
        'Hang tags for handmade, organic and craft brands',
        'Coffee shop and bakery cards',
        'Rustic wedding and event cards',
      ],
    },
    {
      title: 'Finishes on this stock',
      items: [
        'Gold, silver or rose gold foil, bright against the brown',
        'Debossing, which presses cleanly into the fibres',
        'Custom die cut shapes for tags and cards',
        'Bold one-colour designs in dark ink, which read best on brown',
      ],
    },
  ],
  closing: 'Pair Vintage Kraft with gold or silver foil for a striking contrast.',
  image: mockup('card-kraft-front'),
  imageAlt: 'Brown recycled kraft business card, front',
};

/** The business-card pages and products (catalog-ids.md, products 16-21) by their url slug. */
export const CARD_PANEL_SLUGS = [
  'standard-business-card',
  'premium-business-card',
  'hang-tags',
  'standard-matte',
  'royal-extra-white',
  'vintage-kraft',
] as const;

export type CardPanelSlug = (typeof CARD_PANEL_SLUGS)[number];

export const CARD_PANELS: Readonly<Record<CardPanelSlug, ProductPanel>> = {
  'standard-business-card': STANDARD_CARD,
  'premium-business-card': PREMIUM_CARD,
  'hang-tags': HANG_TAGS,
  'standard-matte': STANDARD_MATTE,
  'royal-extra-white': ROYAL_EXTRA_WHITE,
  'vintage-kraft': VINTAGE_KRAFT,
};
