import { PRODUCT_EMBOSSED_PAPER, PRODUCT_VINYL_LETTERING } from './rules/catalog-ids';

/**
 * The words under a product page's banner: marketing panels (spec 001 §2 "Product info and
 * marketing panels"), material notes, the business-card stock table, the FAQ sets with their
 * schema.org form (spec 000 §2, §3, §9) and the special-processing explainers. Pure data and the
 * rules that pick from it; the web app only renders what these functions return.
 */

const mockup = (name: string) => `/media/mockups/${name}.svg`;

// ---------------------------------------------------------------------------------------------
// Product panels

export interface PanelSection {
  title: string;
  items: readonly string[];
}

export interface PanelVideo {
  src: string;
  poster: string;
  label: string;
}

/** One product's marketing block: plain text only, one string per paragraph. */
export interface ProductPanel {
  title: string;
  subtitle: string;
  description: readonly string[];
  sections: readonly PanelSection[];
  closing: string;
  /** A mockup under /media/mockups that shows the product. */
  image: string;
  imageAlt: string;
  /** Spec 001 §2 allows a clip (thumbnail, click to play); none of ours has one yet. */
  video?: PanelVideo;
}

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

const OUTDOOR_APPLY_TIP = 'Apply above 50°F (10°C) and let it cure for 72 hours before washing';
const PAPER_DRY_TIP = 'Paper stock: made for dry, indoor use, so keep it away from standing water';

export const PRODUCT_PANELS: Readonly<Record<ProductPanelSlug, ProductPanel>> = {
  'standard-vinyl': {
    title: 'Standard Vinyl Stickers',
    subtitle: 'White vinyl that handles sun, rain and everyday knocks',
    description: [
      'Our best-selling sticker: full-colour print on white PVC vinyl, finished glossy or matte. The vinyl is waterproof and scratch-resistant, so the same sticker works on a laptop lid, a water bottle rinsed under the tap, a toolbox or a shop window.',
      'Glossy makes colours deep and punchy and wipes clean; matte takes the glare off under shop lights and camera flash and feels softer in the hand. Both are printed with UV-resistant inks that hold their colour for about three years outdoors, and a laminate under Premium Processing adds scratch and UV protection on top.',
    ],
    sections: [
      {
        title: 'Why customers choose it',
        items: [
          'Waterproof and oil-resistant: wipe it down and the edges stay put',
          'Rated for about 3 years outdoors, longer with a laminate',
          'Glossy or matte finishing at the same price',
          'Die cut, kiss cut, sheets or rolls from the same artwork',
        ],
      },
      {
        title: 'Good for',
        items: [
          'Logo stickers for packaging, mailers and giveaways',
          'Laptop, phone case and water bottle stickers',
          'Event, band and merch stickers',
          'Equipment and product labels that get handled every day',
        ],
      },
      {
        title: 'Good to know',
        items: [
          'Fine for hand washing; for the dishwasher choose PVC Vinyl Stickers',
          'Apply to a clean, dry, smooth surface above 50°F (10°C)',
          'Choose removable adhesive if the sticker has to come off cleanly later',
        ],
      },
    ],
    closing:
      'Upload any shape and we cut to it. You see a proof with the cut line drawn in before anything is printed.',
    image: mockup('sticker-white-vinyl-die-cut'),
    imageAlt: 'Die-cut white vinyl sticker with a full-colour design',
  },

  'transparent-stickers': {
    title: 'Transparent Stickers',
    subtitle: 'Clear vinyl for a printed-on look',
    description: [
      'Transparent stickers are printed on clear gloss vinyl, so only your design shows and the surface behind it becomes the background. On glass jars, bottles, windows and clear packaging they look as if they were printed straight onto the product.',
      'Choose With White Print to lay white ink under your colours: they stay bright and opaque on any surface, dark glass included. Without white print the inks stay translucent, like stained glass, which suits pale surfaces and windows lit from behind. Anything you leave empty in the artwork stays clear.',
    ],
    sections: [
      {
        title: 'What makes it work',
        items: [
          'Waterproof clear vinyl that copes with fridges, ice buckets and condensation',
          'With or without a white underlayer, chosen per order',
          'Glossy surface that blends into glass and plastic',
          'Rated for about 3 years outdoors',
        ],
      },
      {
        title: 'Popular uses',
        items: [
          'Candle jar, cosmetics and bottle labels',
          'Window and storefront decals',
          'Seals for clear bags and boxes',
          'Drink cans and reusable cups',
        ],
      },
      {
        title: 'Design tips',
        items: [
          'White, light grey and pastel colours only show with white print',
          'For white under part of the design only, request a Spot White quote through Special Processing',
          'Keep lines thicker than 0.5pt; hairlines get lost on clear film',
        ],
      },
    ],
    closing:
      'Not sure whether you need white print? If the sticker goes on anything darker than pale glass, order it with white.',
    image: mockup('sticker-transparent-circle'),
    imageAlt: 'Round transparent sticker showing the surface through the unprinted areas',
  },

  'silver-vinyl-stickers': {
    title: 'Silver Vinyl Stickers',
    subtitle: 'Brushed or mirror-bright metallic vinyl',
    description: [
      'Printed on metallic silver vinyl, these stickers turn every unprinted area into real metallic silver. Choose Silver Matte for a brushed-aluminium look that reads as industrial and premium, or Silver Mirror for a chrome-like shine that catches every light.',
      'Colours printed over the silver take on a metallic sheen. The vinyl is waterproof and tough enough for equipment, tools and products that live outdoors.',
    ],
    sections: [
      {
        title: 'Finishes',
        items: [
          'Silver Matte: soft brushed metal with no glare, and it hides fingerprints',
          'Silver Mirror: reflective chrome that stands out on a shelf',
        ],
      },
      {
        title: 'Popular uses',
        items: [
          'Equipment nameplates, serial number and asset labels',
          'Cosmetics, candle and spirits labels',
          'Premium logo stickers and packaging seals',
          'Branding for audio and tech products',
        ],
      },
      {
        title: 'Design tips',
        items: [
          'Leave areas unprinted wherever you want pure silver',
          'Black and dark colours give the strongest contrast',
          'Mirror silver shows every dent underneath, so apply it to flat, smooth surfaces',
        ],
      },
    ],
    closing: 'Silver vinyl makes a simple one-colour logo look like a machined metal badge.',
    image: mockup('sticker-silver-rectangle'),
    imageAlt: 'Rectangular silver vinyl label with a dark printed logo',
  },

  'kraft-paper': {
    title: 'Kraft Paper Stickers',
    subtitle: 'Natural brown paper with a handmade feel',
    description: [
      'Kraft stickers are printed on unbleached brown paper with visible fibres, which gives coffee bags, bakery boxes and gift wrap a warm, handmade look. The ink soaks into the fibres, so the print looks stamped rather than glossy.',
      'Because the paper is brown, colours print darker and there is no white: white areas in your artwork show as kraft brown. Bold, dark designs in black, navy, deep red or forest green look best.',
    ],
    sections: [
      {
        title: 'Why kraft',
        items: [
          'A natural, eco-minded look for food, craft and small-batch brands',
          'Uncoated matte surface you can write or stamp on',
          'Permanent or removable adhesive',
        ],
      },
      {
        title: 'Popular uses',
        items: [
          'Coffee, tea and spice packaging',
          'Bakery boxes and bag seals',
          'Gift tags, wedding favours and handmade goods',
          'Shipping and mailer stickers',
        ],
      },
      {
        title: 'Good to know',
        items: [
          PAPER_DRY_TIP,
          'White and light colours do not show on kraft; for white ink, request a Special Processing quote',
          'Rolls are available for packing lines that label by hand or machine',
        ],
      },
    ],
    closing: 'For a stamped, farmers-market look, print a one-colour black logo on kraft.',
    image: mockup('sticker-kraft-circle'),
    imageAlt: 'Round brown kraft paper sticker printed in dark ink',
  },

  'art-paper': {
    title: 'Art Paper Stickers',
    subtitle: 'Crisp, full-colour paper labels at a friendly price',
    description: [
      'Art paper is a smooth coated paper that holds fine detail and rich colour, finished glossy or matte. It is the most economical way to print sharp, photo-quality labels, especially in larger runs.',
      'Art paper stickers are made for dry, indoor use: product boxes, jars that stay on the shelf, mailers and envelopes. For anything that gets wet, handled a lot or goes outdoors, choose a vinyl sticker, or add a laminate under Premium Processing for extra scuff resistance.',
    ],
    sections: [
      {
        title: 'Why art paper',
        items: [
          'Sharp text and photographic detail',
          'Glossy or matte finishing',
          'The lowest price per piece in our sticker range',
          'Permanent or removable adhesive',
        ],
      },
      {
        title: 'Popular uses',
        items: [
          'Product and packaging labels',
          'Mailer, envelope and box seals',
          'Promotional stickers for events and handouts',
          'Roll labels for hand or machine application',
        ],
      },
      {
        title: 'Good to know',
        items: [
          'Not waterproof: water and oil can mark the paper',
          'Matte art paper can be written on with a ball point pen',
        ],
      },
    ],
    closing: 'If your labels live indoors and you need a lot of them, art paper is the smart buy.',
    image: mockup('sticker-art-paper-rectangle'),
    imageAlt: 'Rectangular art paper label with a bright photographic print',
  },

  'classic-paper': {
    title: 'Classic Paper Stickers',
    subtitle: 'Uncoated paper you can write and stamp on',
    description: [
      'Classic paper is an uncoated, matte white paper with a soft, natural feel. Pens, pencils, markers and rubber stamps all take to it, so it suits labels you fill in by hand: prices, dates, names and batch numbers.',
      'Print on uncoated paper looks slightly softer and less saturated than on coated stock, which is part of its quiet, stationery-like charm. Like all our paper stickers, it is made for dry, indoor use.',
    ],
    sections: [
      {
        title: 'Why classic paper',
        items: [
          'Writes cleanly with pen, pencil and marker',
          'Takes rubber stamps and date stamps without smudging',
          'A muted, natural print finish',
          'Permanent or removable adhesive',
        ],
      },
      {
        title: 'Popular uses',
        items: [
          'Price tags and inventory labels',
          'Jam, honey and pantry jar labels',
          'Envelope seals and stationery',
          'School, office and filing labels',
        ],
      },
      {
        title: 'Good to know',
        items: [
          'Not waterproof, so keep it dry',
          'Colours print a little softer than on glossy stock; check the proof if colour matching matters',
        ],
      },
    ],
    closing: 'Leave a blank line in the design and your customers, or your staff, can fill it in.',
    image: mockup('sticker-classic-paper-circle'),
    imageAlt: 'Round uncoated paper sticker with a hand-written date line',
  },

  'embossed-paper-stickers': {
    title: 'Embossed Paper Stickers',
    subtitle: 'Textured paper and a single, elegant colour',
    description: [
      'Embossed paper stickers are printed on textured stock (Embossed White, Embossed Cream or Pearl White) with a raised pattern you can feel. The texture is pressed into the paper with a concave plate, so it stays crisp and does not flatten with handling.',
      'These stickers are printed in a single colour, which keeps the design clean and lets the paper do the talking. A one-colour logo or monogram looks like a letterpress seal.',
    ],
    sections: [
      {
        title: 'Papers',
        items: [
          'Embossed White: bright white with a fine raised texture',
          'Embossed Cream: warm ivory with a classic wedding-stationery feel',
          'Pearl White: a soft pearlescent sheen that also takes a premium coating',
        ],
      },
      {
        title: 'Popular uses',
        items: [
          'Wedding invitation and envelope seals',
          'Boutique, jewellery and gift-box seals',
          'Wine, spirits and candle labels',
          'Certificates and thank-you cards',
        ],
      },
      {
        title: 'Good to know',
        items: [
          'Single-colour printing only: send the artwork in one solid colour',
          'Hairlines under 0.3pt can break up on the texture',
          PAPER_DRY_TIP,
        ],
      },
    ],
    closing:
      'Want a raised logo on one particular area? Request a Special Processing quote and mention Single Color Printing in your remarks.',
    image: mockup('sticker-embossed-circle'),
    imageAlt: 'Round embossed paper seal with a raised texture and a one-colour monogram',
  },

  'foil-paper-stickers': {
    title: 'Foil Paper Stickers',
    subtitle: 'Gold and silver metallic paper that catches the light',
    description: [
      'Foil paper stickers are printed on metallic paper in Gold Foil or Silver Foil, or on Pearl White for a softer shimmer. Anything you leave unprinted shines metallic, and colours printed on top take on a subtle sheen.',
      'The metal layer is bonded to the paper, which gives the look of hot-foil stamping at a sticker price. Foil paper is made for packaging, stationery and gifts kept indoors.',
    ],
    sections: [
      {
        title: 'Papers',
        items: [
          'Gold Foil: warm, rich gold',
          'Silver Foil: bright, cool silver',
          'Pearl White: pearlescent white that takes a premium coating',
        ],
      },
      {
        title: 'Popular uses',
        items: [
          'Gift box, bag and envelope seals',
          'Candle, cosmetics and fragrance labels',
          'Invitations and event favours',
          'Holiday and seasonal packaging',
        ],
      },
      {
        title: 'Design tips',
        items: [
          'Leave areas empty wherever the foil should show through',
          'Black and dark colours give the strongest contrast on foil',
          'Foil paper creases if it is bent hard; apply it to flat surfaces or gentle curves',
        ],
      },
    ],
    closing:
      'A single black logo on gold foil paper is the quickest way to make packaging look expensive.',
    image: mockup('sticker-foil-circle'),
    imageAlt: 'Round gold foil paper sticker with a black logo',
  },

  'vinyl-lettering': {
    title: 'Vinyl Lettering',
    subtitle: 'Cut letters, no background, ready to apply',
    description: [
      'Vinyl lettering is cut from solid-colour vinyl, letter by letter, so there is no sticker background: only the words stay on the surface. Every job is pre-spaced on application tape exactly as you set it in the lettering designer.',
      'Choose from solid colours and metallic gold, silver and bronze. The cast vinyl is water- and weather-resistant and rated for up to 6 years outdoors on windows, walls, doors, vans and signboards.',
      'Choose install-ready and we remove the surrounding vinyl and pre-apply the letters to application film: you peel, position and rub them down. Without install-ready, the lettering comes on its auxiliary film and you weed out the excess yourself. Either way the auxiliary sheet and illustrated application steps come enclosed.',
    ],
    sections: [
      {
        title: 'What you get',
        items: [
          'Letters cut individually and pre-spaced on application tape',
          'Gloss or matte cast vinyl',
          'Solid colours plus metallic gold, silver and bronze',
          'An auxiliary sheet and step-by-step application guide',
        ],
      },
      {
        title: 'Popular uses',
        items: [
          'Opening hours and window signs for shops',
          'Van, truck and trailer lettering',
          'Wall quotes and office signage',
          'Boat names and mailbox numbers',
        ],
      },
      {
        title: 'Good to know',
        items: [
          'Every character must be at least 10mm wide and tall to cut cleanly',
          'The surface colour in the preview is only illustrative and is not produced',
          'Apply to smooth, clean surfaces above 50°F (10°C)',
        ],
      },
    ],
    closing:
      'Type your text in the lettering designer, pick a font and colour, and watch the size and price update as you go.',
    image: mockup('lettering-gold-script'),
    imageAlt: 'Gold vinyl lettering in a script font applied to a window',
  },

  'pvc-vinyl': {
    title: 'PVC Vinyl Stickers',
    subtitle: 'Thick, flexible and dishwasher-safe',
    description: [
      'PVC vinyl stickers use a thicker, more flexible vinyl than our standard stickers, made for things that get washed, knocked about and left in the sun. They are top-rack dishwasher-safe, waterproof and resistant to UV fading.',
      'The extra thickness makes them feel substantial in the hand and lets them hug curved surfaces such as tumblers and helmets without lifting at the edges.',
    ],
    sections: [
      {
        title: 'Built to last',
        items: [
          'Top-rack dishwasher-safe',
          'Waterproof, UV- and scratch-resistant',
          'Flexible enough for curved surfaces',
          'Glossy or matte finishing',
        ],
      },
      {
        title: 'Popular uses',
        items: [
          'Water bottles, tumblers and lunch boxes',
          'Coolers, helmets and outdoor gear',
          'Skateboards, bikes and sports equipment',
          'Name labels for kids and schools',
        ],
      },
      {
        title: 'Good to know',
        items: [
          'Let the sticker set for 72 hours before its first wash',
          'Wipe the surface with rubbing alcohol and let it dry before applying',
        ],
      },
    ],
    closing:
      'If the sticker is going on something that goes through the dishwasher, PVC vinyl is the one to choose.',
    image: mockup('sticker-pvc-die-cut'),
    imageAlt: 'Thick die-cut PVC vinyl sticker on a curved bottle',
  },

  'bumper-stickers': {
    title: 'Bumper Stickers',
    subtitle: 'Weatherproof vinyl made for the road',
    description: [
      'Bumper stickers are printed on outdoor vinyl and sealed with a UV-resistant laminate, so colours stay bright through sun, rain, road salt and car washes. The classic 11.5 x 3 in size fits most bumpers and rear windows, and any other size works too.',
      'Order from just 10 pieces, which makes them practical for campaigns, clubs, small businesses and one-off gifts. Choose Extra Strong adhesive for textured plastic bumpers, or Permanent for paint and glass.',
    ],
    sections: [
      {
        title: 'Built for outdoors',
        items: [
          'UV-resistant laminate against fading and scratches',
          'Waterproof and car-wash-safe once cured',
          'Rated for 3 to 5 years outdoors',
        ],
      },
      {
        title: 'Popular uses',
        items: [
          'Political and advocacy campaigns',
          'Promotion for businesses, radio stations and events',
          'Clubs, schools and team spirit',
          'Funny and personal designs for your own car',
        ],
      },
      {
        title: 'Good to know',
        items: [
          'Minimum order: 10 pieces',
          OUTDOOR_APPLY_TIP,
          'To remove, warm the sticker with a hair dryer and peel it back slowly',
        ],
      },
    ],
    closing:
      'Short message, big type, strong contrast: a bumper sticker has about three seconds to be read.',
    image: mockup('sticker-white-vinyl-rectangle'),
    imageAlt: 'Long rectangular bumper sticker with bold lettering',
  },

  'dome-stickers': {
    title: 'Dome Stickers',
    subtitle: 'A clear resin dome for a raised, 3D badge',
    description: [
      'Dome stickers are full-colour vinyl stickers topped with a layer of clear polyurethane resin. The resin forms a soft, glossy dome that magnifies the print underneath and gives it depth you can feel.',
      'The resin is flexible, scratch-resistant and UV-stable, so dome stickers hold up on products handled every day, indoors and out.',
    ],
    sections: [
      {
        title: 'Why a dome',
        items: [
          'A raised, glossy finish that looks like an enamel badge',
          'Flexible resin that shrugs off scratches and knocks',
          'Waterproof and UV-stable for indoor and outdoor use',
        ],
      },
      {
        title: 'Popular uses',
        items: [
          'Product badges on appliances, electronics and furniture',
          'Dealer and manufacturer logos on vehicles and boats',
          'Keyrings, phone cases and promotional gifts',
          'Premium labels on bottles and gift boxes',
        ],
      },
      {
        title: 'Good to know',
        items: [
          'Die cut only, with a glossy finish',
          'Resin rounds off at the edge: keep fine detail 0.06in (1.5mm) inside the outline',
          'Hand wash only; the dome is not made for the dishwasher',
          'Best on flat or gently curved surfaces',
        ],
      },
    ],
    closing: 'A dome turns a flat logo into a badge people want to touch.',
    image: mockup('dome-white-vinyl-circle'),
    imageAlt: 'Round dome sticker with a glossy raised resin surface',
  },

  'hologram-stickers': {
    title: 'Hologram Stickers',
    subtitle: 'Rainbow holographic film that shifts as it moves',
    description: [
      'Hologram stickers are printed on holographic film that throws rainbow colour as the light and the viewing angle change. Leave areas unprinted to show pure hologram, or print over it for a shimmer behind your colours.',
      'With premium processing, the print is sealed under a holographic coating in a Rainbow, Sparkle or Broken Glass pattern for an extra layer of effect.',
    ],
    sections: [
      {
        title: 'What makes it stand out',
        items: [
          'A shifting rainbow effect under any light',
          'Three coating patterns: Rainbow, Sparkle and Broken Glass',
          'Waterproof film for laptops, bottles and packaging',
        ],
      },
      {
        title: 'Popular uses',
        items: [
          'Merch, band and artist stickers',
          'Packaging seals and product launches',
          'Event badges and giveaways',
          'Phone, laptop and notebook stickers',
        ],
      },
      {
        title: 'Design tips',
        items: [
          'Unprinted areas show the full hologram, so plan for them',
          'Bold shapes and dark outlines read best over the rainbow',
          'For solid colours on top of the film, request a white layer through Special Processing',
        ],
      },
    ],
    closing: 'Tilt a hologram sticker in the light once and everyone wants one.',
    image: mockup('sticker-hologram-die-cut'),
    imageAlt: 'Die-cut holographic sticker with a rainbow sheen',
  },

  'gold-vinyl-stickers': {
    title: 'Gold Vinyl Stickers',
    subtitle: 'Metallic gold for labels that look luxurious',
    description: [
      'Gold vinyl stickers are printed on metallic gold vinyl: every area you leave unprinted shines gold, and colours printed on top pick up a warm metallic glow. Finish them glossy for polished metal or matte for a soft, brushed gold.',
      'Because it is vinyl, gold stands up to moisture and handling that would mark foil paper: wine bottles in an ice bucket, candles, cosmetics and bathroom products.',
    ],
    sections: [
      {
        title: 'Why gold vinyl',
        items: [
          'Real metallic gold from the film itself',
          'Glossy or matte finishing',
          'Waterproof and durable on products handled every day',
        ],
      },
      {
        title: 'Popular uses',
        items: [
          'Wine, spirits and craft beer labels',
          'Candle, cosmetics and jewellery packaging',
          'Wedding and event favours',
          'Premium logo seals',
        ],
      },
      {
        title: 'Design tips',
        items: [
          'Leave the logo or text unprinted to show pure gold',
          'Black, deep navy and burgundy look best against gold',
          'Mark the areas that should stay gold when you upload the artwork',
        ],
      },
    ],
    closing: 'Gold vinyl gives packaging a foil-stamped look that still survives a wet hand.',
    image: mockup('sticker-gold-die-cut'),
    imageAlt: 'Die-cut metallic gold vinyl sticker with a black logo',
  },

  'custom-decals': {
    title: 'Custom Decals',
    subtitle: 'Printed vinyl decals for cars, windows and equipment',
    description: [
      'Custom decals are full-colour prints on outdoor vinyl with a protective laminate, cut to any shape. They are made for vehicles, storefront glass, machinery and signs, and to stay there through sun, rain and cleaning.',
      'Choose Extra Strong adhesive for textured plastic, powder-coated metal and rough outdoor surfaces, or Permanent for paint and glass. Decals are rated for 3 to 5 years outdoors.',
    ],
    sections: [
      {
        title: 'Built for outdoors',
        items: [
          'Laminated against UV fading and scratches',
          'Waterproof and car-wash-safe once cured',
          'Die cut to your outline, or as a square-cut rectangle',
        ],
      },
      {
        title: 'Popular uses',
        items: [
          'Company names, logos and phone numbers on vans and trucks',
          'Storefront window and door graphics',
          'Equipment, tool and safety labels',
          'Boat, trailer and helmet graphics',
        ],
      },
      {
        title: 'Good to know',
        items: [
          OUTDOOR_APPLY_TIP,
          'Clean with mild soap and keep pressure washers at a distance',
          'For letters with no background at all, choose Vinyl Lettering',
        ],
      },
    ],
    closing: 'Send your logo at its final size and we prepare a proof with the cut line drawn in.',
    image: mockup('decal-white-vinyl-die-cut'),
    imageAlt: 'Die-cut vinyl decal with a full-colour logo on a vehicle door',
  },
};

// Business cards and hang tags have no slug panel: spec 001 §2 takes their block from a static
// catalogue matched by case-insensitive name.

const CARD_SIZE = 'Size: 3.5 x 2 in, the US standard';
const CARD_MINIMUM = 'From 200 cards per design';

const STANDARD_CARD: ProductPanel = {
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

const PREMIUM_CARD: ProductPanel = {
  title: 'Premium Business Card',
  subtitle: 'Foil, emboss, die cut and spot UV on a choice of three stocks',
  description: [
    'Premium business cards start with your choice of stock (Standard Matte 250gsm, Royal Extra White 400gsm or Vintage Kraft 300gsm) and add the finishes that make a card memorable: foil stamping, embossing or debossing, custom die cutting and spot UV.',
    'Each finish is made from its own layer of your artwork, so you decide exactly where the foil shines or the logo rises. The Special Processing tabs below show how each one works and how to prepare the file.',
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
};

const HANG_TAGS: ProductPanel = {
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
};

const ROYAL_EXTRA_WHITE: ProductPanel = {
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
  ],
  closing: 'When the card is the first impression, start with Royal Extra White.',
  image: mockup('card-royal-white-front'),
  imageAlt: 'Bright white 400gsm business card, front',
};

const STANDARD_MATTE: ProductPanel = {
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
  ],
  closing: 'The best value per card, and the easiest one to write on.',
  image: mockup('card-standard-matte-front'),
  imageAlt: 'Standard matte 250gsm business card, front',
};

const VINTAGE_KRAFT: ProductPanel = {
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
  ],
  closing: 'Pair Vintage Kraft with gold or silver foil for a striking contrast.',
  image: mockup('card-kraft-front'),
  imageAlt: 'Brown recycled kraft business card, front',
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

const sameName = (a: string, b: string) =>
  a.trim().toLocaleLowerCase('en-US') === b.trim().toLocaleLowerCase('en-US');

function panelForSlug(slug: string | null | undefined): ProductPanel | null {
  if (!slug || !Object.hasOwn(PRODUCT_PANELS, slug)) return null;
  return PRODUCT_PANELS[slug as ProductPanelSlug];
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

// ---------------------------------------------------------------------------------------------
// Materials and finishes

/** By material id (packages/db demo-options: 1-3 card stocks, 4-5 lettering vinyl). */
export const MATERIAL_DESCRIPTIONS: Readonly<Record<number, string>> = {
  1: 'A smooth, uncoated 250gsm white card with a glare-free matte surface. Pencil, ball point pens and rubber stamps all take to it cleanly.',
  2: 'A rigid 400gsm card with a smooth satin coating and our brightest white. The best base for foil stamping and spot UV; write on it with a ball point pen or a permanent marker.',
  3: 'Recycled 300gsm card in natural, unbleached brown with visible fibres. It prints darker and warmer than white stock and takes rubber stamps beautifully.',
  4: 'Gloss cast vinyl rated for up to 6 years outdoors. Cast vinyl does not shrink, so edges stay down on windows, vans and signs, and the shine keeps colours saturated.',
  5: 'Matte cast vinyl with a satin, glare-free finish and the same 6-year outdoor life as gloss. It reads clearly from any angle, in full sun or under shop lights.',
};

/** By finishing id (demo-options); spec 001 §2 lists the materials these describe. */
export const FINISHING_DESCRIPTIONS: Readonly<Record<number, string>> = {
  1: 'Matte: a soft, non-reflective surface with no glare under shop lights or camera flash. It feels premium and can be written on with a permanent marker.',
  2: 'Semi-Gloss: a gentle sheen between matte and glossy, so colours stay rich without strong reflections.',
  3: 'Silver Matte: metallic silver with a brushed, satin look. Unprinted areas read as brushed aluminium, and it hides fingerprints well.',
  4: 'Silver Mirror: chrome-like reflective silver. Unprinted areas act like a mirror; it looks best on flat, smooth surfaces.',
  5: 'Glossy: a clear, shiny surface that deepens colours and wipes clean. On white vinyl this is the classic bright sticker look.',
  6: 'Pearl White: a white base with a soft pearlescent shimmer that changes with the light, and it takes a premium coating for extra effect.',
  7: 'Hologram: holographic film that throws rainbow colours as the angle changes. Unprinted areas show the full effect.',
  8: 'Natural Kraft: unbleached brown paper with visible fibres. There is no white, so light colours disappear and dark colours look rich and earthy.',
  9: 'Gold Foil: metallic gold paper. Unprinted areas shine gold and printed colours take on a warm metallic glow. For dry, indoor use.',
  10: 'Silver Foil: metallic silver paper. Unprinted areas shine silver and printed colours take on a cool metallic sheen. For dry, indoor use.',
  11: 'Embossed White: bright white paper with a fine raised texture, pressed in with a concave plate so the pattern stays crisp. Printed in a single colour.',
  12: 'Embossed Cream: warm ivory paper with a fine raised texture, pressed in with a concave plate so the pattern stays crisp. Printed in a single colour.',
};

const PRODUCT_TRANSPARENT = 2;
const PRODUCT_LETTERING_DECALS = 22;

const LETTERING_NOTE =
  'Solid-colour vinyl cut letter by letter, water- and weather-resistant for outdoor use. An auxiliary (application) sheet comes enclosed with every order, with illustrated steps for applying it.';

/** Products whose material story is about the product, whatever finish is chosen (spec 001 §2). */
const PRODUCT_MATERIAL_NOTES: Readonly<Record<number, string>> = {
  [PRODUCT_TRANSPARENT]:
    'Clear gloss vinyl. Without white print the inks stay translucent and the surface shows through them; with white print, a white layer under your colours keeps them bright and opaque on glass and dark surfaces.',
  [PRODUCT_EMBOSSED_PAPER]:
    'Embossing presses a raised texture into the paper with a concave plate. Embossed stickers are printed in a single colour; for an embossed area of your own, request a Special Processing quote and mention Single Color Printing in your remarks.',
  [PRODUCT_VINYL_LETTERING]: LETTERING_NOTE,
  [PRODUCT_LETTERING_DECALS]: LETTERING_NOTE,
};

/**
 * The note shown with the product panel for the current choice: the product's own note, else
 * the chosen finishing's, else the chosen material's; null when none applies.
 */
export function materialNoteFor(choice: {
  productId: number;
  finishingId?: number | null;
  materialId?: number | null;
}): string | null {
  return (
    PRODUCT_MATERIAL_NOTES[choice.productId] ??
    (choice.finishingId == null ? undefined : FINISHING_DESCRIPTIONS[choice.finishingId]) ??
    (choice.materialId == null ? undefined : MATERIAL_DESCRIPTIONS[choice.materialId]) ??
    null
  );
}

// ---------------------------------------------------------------------------------------------
// Business-card stock table (spec 000 §2 "stock measurement", 001 §2 and §9)

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

// ---------------------------------------------------------------------------------------------
// Where the product-info section is hidden

/** Spec 000 §2/§9: featured items 10, 11 and 12 (the lettering pages) show no product info. */
export const PRODUCT_INFO_HIDDEN_ITEM_IDS: readonly number[] = [10, 11, 12];

export function hidesProductInfo(featuredItemId: number): boolean {
  return PRODUCT_INFO_HIDDEN_ITEM_IDS.includes(featuredItemId);
}

// ---------------------------------------------------------------------------------------------
// FAQ (spec 000 §2, §3, §9)

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
const BLEED = faq(
  'Do I need to add bleed?',
  'Yes, add a 5mm bleed: extend background colours and images 5mm past the trim line on every side, and keep text and logos inside the safety line. The bleed means no thin white edge shows if the cut shifts slightly. The artwork guide has templates for every standard size.',
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

const ARTWORK = [FORMATS, RESOLUTION, BLEED, CUT_SPACING] as const;
const ORDERING = [PROOF, CUT_OFF, DELIVERY, REORDER, SETS] as const;

const DEFAULT_FAQ: readonly FaqEntry[] = [
  STICKER_TURNAROUND,
  STICKER_MINIMUM,
  WATERPROOF,
  DIE_VS_KISS,
  ...ARTWORK,
  ...ORDERING,
];
const BUSINESS_CARD_FAQ: readonly FaqEntry[] = [
  CARD_TURNAROUND,
  CARD_MINIMUM_FAQ,
  CARD_STOCK_CHOICE,
  CARD_SIZE_FAQ,
  ...ARTWORK,
  ...ORDERING,
];
const HANG_TAG_FAQ: readonly FaqEntry[] = [
  CARD_TURNAROUND,
  CARD_MINIMUM_FAQ,
  HOLES_AND_STRINGS,
  CARD_STOCK_CHOICE,
  ...ARTWORK,
  ...ORDERING,
];
const ROLL_FAQ: readonly FaqEntry[] = [
  STICKER_TURNAROUND,
  STICKER_MINIMUM,
  ROLL_DISPENSER,
  WATERPROOF,
  ...ARTWORK,
  ...ORDERING,
];
const BUMPER_FAQ: readonly FaqEntry[] = [
  STICKER_TURNAROUND,
  STICKER_MINIMUM,
  BUMPER_CARE,
  ...ARTWORK,
  ...ORDERING,
];
const TRANSPARENT_FAQ: readonly FaqEntry[] = [
  STICKER_TURNAROUND,
  STICKER_MINIMUM,
  WHITE_PRINT,
  WATERPROOF,
  ...ARTWORK,
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

// ---------------------------------------------------------------------------------------------
// Special-processing explainers (spec 000 §2: this order exactly)

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
      'Extend the background 5mm past the cut line',
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
