import { CUT_MOVEMENT_IN, formatInches } from './artwork-guide';
import { formatMoney } from './money';
import { FREE_SHIPPING_THRESHOLD_CENTS } from './shipping-calendar';
import { cutoffTimeLabel, SHIPPING_TERMS } from './shipping-terms';
import { SHOP_PAGE_LINKS, type ShopPageId } from './shop-page-links';

/**
 * The text of the shop's own pages (issue 27 item 14): About, Shipping & Returns, Privacy and
 * Terms, short and true of this shop. Shipping figures come from the shipping calendar's terms
 * (spec 000 §9, 001 §9), so the page and the product pages' shipping section say the same.
 */

export interface ShopPageSection {
  heading: string;
  paragraphs: readonly string[];
  list?: readonly string[];
}

export interface ShopPage {
  id: ShopPageId;
  path: string;
  title: string;
  /** The meta description. */
  description: string;
  intro: string;
  sections: readonly ShopPageSection[];
}

const CONTACT_EMAIL = 'hello@peelandpress.example';
const freeFrom = formatMoney(FREE_SHIPPING_THRESHOLD_CENTS).replace(/\.00$/, '');

const TEXT: Record<ShopPageId, Omit<ShopPage, 'id' | 'path'>> = {
  about: {
    title: 'About Peel & Press',
    description:
      'Peel & Press prints custom stickers, business cards, hang tags, labels and vinyl ' +
      'lettering, with the exact price and dispatch date shown as you choose.',
    intro:
      'Peel & Press prints custom stickers, business cards, hang tags, labels, roll stickers and ' +
      'vinyl lettering for small businesses, makers and anyone with a logo to share.',
    sections: [
      {
        heading: 'How we work',
        paragraphs: [
          'Every product page shows the exact price of each quantity and the day your order ' +
            'leaves our press, as you choose. No account is needed to get a price.',
          'After you order we send a digital proof. Nothing is printed until you approve it, ' +
            'and we print, cut and pack every order in our own workshop.',
          'A size, quantity or finish the page does not price is made to order: ask for a ' +
            'quote from the page and we answer with a price.',
        ],
      },
      {
        heading: 'Get in touch',
        paragraphs: [
          `Write to ${CONTACT_EMAIL} with your question or your order number. We answer on ` +
            'business days, Monday to Friday.',
          'Peel & Press is a demonstration shop: its products, prices and reviews show how the ' +
            'site works.',
        ],
      },
    ],
  },
  'shipping-returns': {
    title: 'Shipping & Returns',
    description:
      `When your order ships and arrives, what shipping costs (free from ${freeFrom}) and ` +
      'what we do when a print is not right.',
    intro:
      'Every price on our product pages comes with an estimated dispatch date that already ' +
      'skips weekends and holidays. These are the terms behind it.',
    sections: [
      {
        heading: 'Production and delivery',
        paragraphs: [
          'Production starts once your proof is approved and your payment is complete. ' +
            'Business days are Monday to Friday, except US federal holidays and the days the ' +
            'shop is closed; the calendar on each product page marks them.',
        ],
        list: SHIPPING_TERMS,
      },
      {
        heading: 'Shipping costs',
        paragraphs: [
          `Fast Shipping is free on orders of ${freeFrom} or more. Below that, its cost is ` +
            'shown with your price before you order. Express Shipping is offered beside it ' +
            'where it saves days.',
        ],
      },
      {
        heading: 'Returns and reprints',
        paragraphs: [
          'Everything we make is printed to your design, so we cannot take back an order you ' +
            'no longer need.',
          'If your order arrives damaged, misprinted or different from the proof you approved, ' +
            `write to ${CONTACT_EMAIL} within 14 days of delivery with your order number and a ` +
            'photo. We reprint it at no cost or refund it, whichever you prefer.',
          'Mistakes in an approved proof, such as a spelling error, are not covered: please ' +
            'check your proof carefully.',
        ],
      },
    ],
  },
  privacy: {
    title: 'Privacy',
    description:
      'What Peel & Press keeps about you, why, and for how long: the short version, in plain ' +
      'words.',
    intro:
      'We keep only what we need to price, quote, make and deliver your order, and we never ' +
      'sell it.',
    sections: [
      {
        heading: 'What we keep',
        paragraphs: [],
        list: [
          'Your name, email and, for quotations, your billing address, when you sign in, ' +
            'continue as a guest or ask for a quote.',
          'Your cart, your quote requests and the artwork files you send with them.',
          'Where a visit came from (the campaign tags of the link you followed), stored with a ' +
            'quote request so we know which of our adverts work.',
        ],
      },
      {
        heading: 'Cookies',
        paragraphs: [
          'We use a session cookie to keep you signed in and your cart together, and a guest ' +
            'cookie to recognise you when you continue as a guest. While you sign in to send a ' +
            'quote request, a short-lived cookie remembers the page to bring you back to. We use ' +
            'no advertising or tracking cookies.',
          'The configurations you add to Compare stay in your browser and are never sent to us.',
        ],
      },
      {
        heading: 'How long, and your choices',
        paragraphs: [
          'Artwork sent with a request that was never completed is deleted after an hour. ' +
            'Everything else is kept as long as we need it for your orders and the records the ' +
            'law asks us to keep.',
          `To see, correct or delete what we keep about you, write to ${CONTACT_EMAIL}.`,
        ],
      },
    ],
  },
  terms: {
    title: 'Terms',
    description:
      'The terms of ordering from Peel & Press: prices, quotes, proofs, your artwork, shipping ' +
      'and reprints.',
    intro: 'By ordering from Peel & Press you agree to these terms. They are short on purpose.',
    sections: [
      {
        heading: 'Prices and quotes',
        paragraphs: [
          'Prices are in US dollars. The price shown for your choices when you order is the ' +
            'price you pay.',
          'A size, quantity or finish that a page does not price is quoted by email. A printed ' +
            'quotation states the date it is valid until.',
        ],
      },
      {
        heading: 'Proofs and your artwork',
        paragraphs: [
          'We print only after you approve a proof. Please check its spelling, layout and size: ' +
            'an approved proof is what we print.',
          'You confirm that you have the right to print the artwork you send. We may refuse ' +
            'artwork that is unlawful or infringes someone else’s rights.',
          'Colours on paper and vinyl can differ slightly from your screen, and the cut may move ' +
            `up to ${formatInches(CUT_MOVEMENT_IN)}in; our artwork guide shows how to allow for both.`,
        ],
      },
      {
        heading: 'Delivery, reprints and liability',
        paragraphs: [
          `Orders approved and paid after ${cutoffTimeLabel()} are processed the next business ` +
            'day. Dispatch and delivery dates are estimates, not guarantees; our Shipping & ' +
            'Returns page sets out the timings and what we do when a print is not right.',
          'Our liability for an order is limited to what you paid for it.',
        ],
      },
    ],
  },
};

/** The shop page at a path, or null when the path is not one of them. */
export function shopPageAt(path: string): ShopPage | null {
  const link = SHOP_PAGE_LINKS.find((entry) => entry.path === path);
  return link ? { id: link.id, path: link.path, ...TEXT[link.id] } : null;
}
