import { mockup, type ProductPanel } from './product-panel';

/**
 * Spec 001 §2 panels of the vinyl made to live outdoors on vehicles, windows and signs: lettering,
 * custom decals and bumper stickers.
 */

const OUTDOOR_APPLY_TIP = 'Apply above 50°F (10°C) and let it cure for 72 hours before washing';

export const VINYL_LETTERING: ProductPanel = {
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
};

export const CUSTOM_DECALS: ProductPanel = {
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
};

export const BUMPER_STICKERS: ProductPanel = {
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
};
