import { FINISHING_PREMIUM_COAT, PRODUCT_EMBOSSED_PAPER, SP_OPTION_6 } from '../rules/catalog-ids';
import { mockup, type ProductPanel } from './product-panel';

/** Spec 001 §2 panels of the paper stickers: kraft, art, classic, embossed and foil. */

const PAPER_DRY_TIP = 'Paper stock: made for dry, indoor use, so keep it away from standing water';

export const KRAFT_PAPER: ProductPanel = {
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
};

export const ART_PAPER: ProductPanel = {
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
};

export const CLASSIC_PAPER: ProductPanel = {
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
};

export const EMBOSSED_PAPER_STICKERS: ProductPanel = {
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
  specialProcessingRequest: {
    label: 'Request a Special Processing quote',
    // A raised area is the Emboss option, which the form offers on product 7 only on the Pearl
    // White paper (spec 001 §4): the form starts there, ready to send.
    start: {
      productId: PRODUCT_EMBOSSED_PAPER,
      finishingId: FINISHING_PREMIUM_COAT,
      optionIds: [SP_OPTION_6],
    },
    note: 'Embossed stickers are printed in one colour: please mention Single Color Printing in the remarks (we have started them for you).',
    comment: 'Single Color Printing',
  },
  image: mockup('sticker-embossed-circle'),
  imageAlt: 'Round embossed paper seal with a raised texture and a one-colour monogram',
};

export const FOIL_PAPER_STICKERS: ProductPanel = {
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
};
