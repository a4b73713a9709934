import { mockup, type ProductPanel } from './product-panel';

/** Spec 001 §2 panels of the vinyl stickers: white, clear, metallic, hologram, PVC and domed. */

export const STANDARD_VINYL: ProductPanel = {
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
};

export const TRANSPARENT_STICKERS: ProductPanel = {
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
};

export const SILVER_VINYL_STICKERS: ProductPanel = {
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
};

export const GOLD_VINYL_STICKERS: ProductPanel = {
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
};

export const HOLOGRAM_STICKERS: ProductPanel = {
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
};

export const PVC_VINYL: ProductPanel = {
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
};

export const DOME_STICKERS: ProductPanel = {
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
};
