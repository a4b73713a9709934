import { describe, expect, it } from 'vitest';
import { bleedText } from '../artwork-guide';
import { CARD_PANEL_SLUGS, CARD_PANELS } from './card-panels';
import { CARD_STOCK_RATINGS, CARD_STOCKS, WRITING_TOOLS } from './card-stocks';
import {
  BUSINESS_CARD_FAQ_KEY,
  DEFAULT_FAQ_KEY,
  FAQ_SETS,
  faqFor,
  faqJsonLd,
  type FaqEntry,
} from './faq';
import { FINISHING_DESCRIPTIONS, MATERIAL_DESCRIPTIONS, materialNoteFor } from './material-notes';
import {
  PRODUCT_CATALOGUE,
  PRODUCT_INFO_HIDDEN_ITEM_IDS,
  PRODUCT_PANEL_SLUGS,
  PRODUCT_PANELS,
  hidesProductInfo,
  productInfoFor,
} from './product-info';
import type { ProductPanel } from './product-panel';
import {
  SPECIAL_PROCESSING_TABS,
  specialProcessingRequestFor,
  specialProcessingTabsFor,
} from './special-processing-tabs';
import { seededCatalog } from '../../test/seeded-catalog';
import { testCatalog } from '../../test/test-catalog';

// The 15 slugs of spec 001 §2, written out so a dropped one fails here.
const SPEC_SLUGS = [
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
];

// The mockup name grammar of apps/server/src/media/mockup-svg/mockup-name.ts
// (kind-look-shape[-variant]);
// the domain may not import the server, so the word lists are repeated here.
const MOCKUP = new RegExp(
  '^/media/mockups/' +
    '(sticker|sheet|roll|card|tag|lettering|decal|dome)-' +
    '(white-vinyl|transparent|silver|gold|kraft|art-paper|classic-paper|embossed|foil|hologram|pvc|matte|royal-white|standard-matte)-' +
    '(circle|square|rectangle|oval|die-cut|front|back|script|block)(-[1-9])?\\.svg$',
);

// Every business-card and hang-tag page and product of the demo catalog (catalog-ids.md, 16-21).
const CARD_SLUGS = [
  'standard-business-card',
  'premium-business-card',
  'hang-tags',
  'standard-matte',
  'royal-extra-white',
  'vintage-kraft',
];

const allPanels: ProductPanel[] = [
  ...Object.values(PRODUCT_PANELS),
  ...Object.values(CARD_PANELS),
  ...PRODUCT_CATALOGUE.map((entry) => entry.panel),
];

const allText = (panel: ProductPanel) => [
  panel.title,
  panel.subtitle,
  ...panel.description,
  ...panel.sections.flatMap((section) => [section.title, ...section.items]),
  panel.closing,
  panel.imageAlt,
];

const joined = (entries: readonly FaqEntry[]) =>
  entries.map((entry) => `${entry.question} ${entry.answer}`).join('\n');

describe('product panels', () => {
  it('has a panel for every one of the 15 slugs of spec 001 §2', () => {
    expect([...PRODUCT_PANEL_SLUGS].sort()).toEqual([...SPEC_SLUGS].sort());
    for (const slug of SPEC_SLUGS) {
      expect(productInfoFor({ itemSlug: slug })).not.toBeNull();
    }
  });

  it('fills every panel with plain-text copy and a real mockup picture', () => {
    for (const panel of allPanels) {
      expect(panel.description.length).toBeGreaterThan(0);
      expect(panel.sections.length).toBeGreaterThan(0);
      for (const section of panel.sections) expect(section.items.length).toBeGreaterThan(0);
      for (const text of allText(panel)) {
        expect(text.trim()).not.toBe('');
        expect(text).not.toMatch(/<[a-z/]|lorem|ipsum|TODO/i);
      }
      expect(panel.image).toMatch(MOCKUP);
    }
  });

  it('has a content block for every card and tag page, found by its slug', () => {
    expect([...CARD_PANEL_SLUGS].sort()).toEqual([...CARD_SLUGS].sort());
    for (const slug of CARD_SLUGS) {
      const byPage = productInfoFor({ itemSlug: slug, itemName: 'No such name' });
      expect(byPage, slug).toBe(CARD_PANELS[slug as keyof typeof CARD_PANELS]);
      expect(productInfoFor({ productSlug: slug }), slug).toBe(byPage);
    }
    // /business-cards/hang-tags/standard-business-card: the page has none of its own product's.
    expect(
      productInfoFor({ itemSlug: 'no-such-page', productSlug: 'standard-business-card' })?.title,
    ).toBe('Standard Business Card');
  });

  it('writes each paragraph, closing line and picture text once, for one product only', () => {
    const unique = [...new Set(allPanels)];
    const texts = unique.flatMap((panel) => [...panel.description, panel.closing, panel.imageAlt]);
    expect(new Set(texts).size).toBe(texts.length);
    expect(new Set(unique.map((panel) => panel.title)).size).toBe(unique.length);
  });

  it('gives a clip a thumbnail, an MP4 and words for the play button', () => {
    const clips = [...new Set(allPanels)].flatMap((panel) => (panel.video ? [panel.video] : []));
    expect(clips.map((clip) => clip.src).sort()).toEqual([
      '/media/videos/hang-tag-turn.mp4',
      '/media/videos/premium-card-turn.mp4',
    ]);
    for (const clip of clips) {
      expect(clip.poster).toMatch(/^\/media\/videos\/[a-z-]+\.(webp|png|jpg)$/);
      expect(clip.label).toMatch(/^[a-z].{20,}[^.]$/);
    }
  });

  it('claims dishwasher safety only for PVC vinyl', () => {
    for (const [slug, panel] of Object.entries(PRODUCT_PANELS)) {
      const claims = allText(panel).some((text) => /dishwasher-safe/i.test(text));
      expect(claims, slug).toBe(slug === 'pvc-vinyl');
    }
  });
});

describe('productInfoFor', () => {
  it('prefers the selected item over the single product', () => {
    expect(
      productInfoFor({
        itemName: 'Standard Vinyl Stickers',
        itemSlug: 'standard-vinyl',
        productName: 'Kraft Paper Stickers',
        productSlug: 'kraft-paper',
      }),
    ).toBe(PRODUCT_PANELS['standard-vinyl']);
  });

  it('falls back to the single product when the item has no panel', () => {
    expect(
      productInfoFor({
        itemName: 'Paper Stickers',
        itemSlug: 'paper-stickers',
        productName: 'Kraft Paper Stickers',
        productSlug: 'kraft-paper',
      }),
    ).toBe(PRODUCT_PANELS['kraft-paper']);
  });

  it('then matches the catalogue by case-insensitive name, item first', () => {
    const premium = productInfoFor({
      itemName: 'PREMIUM business card',
      itemSlug: 'premium-cards-renamed',
      productName: 'Hang Tags (swing tags)',
      productSlug: 'tags-renamed',
    });
    expect(premium?.title).toBe('Premium Business Card');
    const tags = productInfoFor({
      productName: 'hang tags (SWING TAGS)',
      productSlug: 'tags-renamed',
    });
    expect(tags?.title).toBe('Hang Tags');
  });

  it('prefers a card page by slug over another product of the page', () => {
    expect(
      productInfoFor({
        itemName: 'Hang Tags',
        itemSlug: 'hang-tags',
        productName: 'Standard Business Card',
        productSlug: 'standard-business-card',
      }),
    ).toBe(CARD_PANELS['hang-tags']);
  });

  it('returns null when nothing matches', () => {
    expect(productInfoFor({ itemName: 'Roll Stickers', itemSlug: 'roll' })).toBeNull();
    expect(productInfoFor({})).toBeNull();
    expect(productInfoFor({ itemSlug: 'constructor', itemName: 'toString' })).toBeNull();
  });
});

describe('materials', () => {
  it('describes every demo material and finishing', () => {
    expect(Object.keys(MATERIAL_DESCRIPTIONS).map(Number)).toEqual([1, 2, 3, 4, 5]);
    expect(Object.keys(FINISHING_DESCRIPTIONS).map(Number)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12,
    ]);
  });

  it('picks the product note, then the finishing, then the material', () => {
    expect(materialNoteFor({ productId: 2, finishingId: 5 })).toMatch(/white print/);
    expect(materialNoteFor({ productId: 7, finishingId: 11 })).toMatch(/Single Color Printing/);
    expect(materialNoteFor({ productId: 3, finishingId: 4 })).toBe(FINISHING_DESCRIPTIONS[4]);
    expect(materialNoteFor({ productId: 20, materialId: 2 })).toBe(MATERIAL_DESCRIPTIONS[2]);
    expect(materialNoteFor({ productId: 99 })).toBeNull();
  });
});

describe('card stock table', () => {
  it('lists the three stocks in order with a rating for each writing tool', () => {
    expect(CARD_STOCKS.map((stock) => stock.name)).toEqual([
      'Royal Extra White 400gsm',
      'Standard Matte 250gsm',
      'Vintage Kraft 300gsm',
    ]);
    for (const stock of CARD_STOCKS) {
      for (const tool of WRITING_TOOLS) {
        expect(CARD_STOCK_RATINGS).toContain(stock.writing[tool.key]);
      }
      expect(stock.finishing && stock.thickness && stock.whiteness).toBeTruthy();
    }
  });
});

describe('hidesProductInfo', () => {
  it('hides product info for featured items 10, 11 and 12 only', () => {
    expect(PRODUCT_INFO_HIDDEN_ITEM_IDS).toEqual([10, 11, 12]);
    expect([9, 10, 11, 12, 13].map(hidesProductInfo)).toEqual([false, true, true, true, false]);
  });
});

describe('FAQ', () => {
  it('states the spec 000 §9 facts', () => {
    const stickers = joined(faqFor({}));
    expect(stickers).toMatch(/turnaround for stickers is 9-10 business days/);
    expect(stickers).toMatch(/Bumper stickers and roll stickers .* minimum of 10 pieces/);
    const cards = joined(FAQ_SETS[BUSINESS_CARD_FAQ_KEY] ?? []);
    expect(cards).toMatch(/turnaround for business cards is 7-10 business days/);
    expect(cards).toMatch(/minimum order is 200 business cards/);
    for (const text of [stickers, cards]) {
      expect(text).toMatch(/300 DPI/);
      expect(text).toMatch(/AI, EPS, PDF, SVG, PSD, JPEG and PNG/);
      expect(text).toMatch(/at least \.2in/);
      expect(text).toMatch(/6:00 PM Pacific/);
    }
  });

  it('says the artwork guide’s bleed, and no other, wherever a page names one', () => {
    // Issue 27 item 11: the FAQ said 5mm (spec 000 §9) while the templates are drawn with
    // 0.08in (001 §9); every page now says the guide's figure (ADR 0034).
    const bleedAnswer = (set: readonly { question: string; answer: string }[]) =>
      set.find((entry) => entry.question === 'Do I need to add bleed?')?.answer ?? '';
    expect(bleedAnswer(faqFor({}))).toContain(`${bleedText('sticker')} past the trim line`);
    expect(bleedAnswer(FAQ_SETS[BUSINESS_CARD_FAQ_KEY] ?? [])).toContain(
      `${bleedText('business-card')} past the trim line`,
    );
    const texts = [
      ...Object.values(FAQ_SETS).flatMap((set) => set.map((entry) => entry.answer)),
      ...SPECIAL_PROCESSING_TABS.flatMap((tab) => [tab.explanation, ...tab.tips]),
    ];
    // Every length a sentence about bleed names is the guide's bleed (or the cut's movement,
    // the same 0.08in); no 5mm anywhere.
    const lengths = (text: string) => text.match(/\d*\.?\d+ ?(?:in|mm)\b/g) ?? [];
    const allowed = new Set(
      [bleedText('sticker'), bleedText('business-card')].flatMap((bleed) => lengths(bleed)),
    );
    const sentences = texts
      .flatMap((text) => text.split(/(?<=\.) /))
      .filter((sentence) => /bleed|background .* past/i.test(sentence));
    expect(sentences.length).toBeGreaterThan(1);
    for (const sentence of sentences) {
      for (const length of lengths(sentence)) expect(allowed, sentence).toContain(length);
    }
  });

  it('starts every entry open, each question once per set', () => {
    for (const set of Object.values(FAQ_SETS)) {
      expect(set.length).toBeGreaterThan(0);
      expect(new Set(set.map((entry) => entry.question)).size).toBe(set.length);
      for (const entry of set) expect(entry.open).toBe(true);
    }
  });

  it('chooses by item name, then single product name, then Default', () => {
    expect(faqFor({ itemName: 'bumper stickers', productName: 'Hang Tags (swing tags)' })).toBe(
      FAQ_SETS['Bumper Stickers'],
    );
    expect(faqFor({ itemName: 'Paper Stickers', productName: 'Hang Tags (swing tags)' })).toBe(
      FAQ_SETS['Hang Tags'],
    );
    expect(faqFor({ itemName: 'Paper Stickers', productName: 'Art Paper Stickers' })).toBe(
      FAQ_SETS[DEFAULT_FAQ_KEY],
    );
  });

  it('falls back to the business-card set on the business-card routes', () => {
    for (const path of [
      '/business-cards/standard-business-card',
      '/business-cards/premium-business-card?featured=1',
      '/business-cards/swing-tags',
    ]) {
      expect(faqFor({ itemName: 'Something New', path })).toBe(FAQ_SETS[BUSINESS_CARD_FAQ_KEY]);
    }
    expect(faqFor({ itemName: 'Hang Tags', path: '/business-cards/hang-tags' })).toBe(
      FAQ_SETS['Hang Tags'],
    );
    expect(faqFor({ path: '/stickers/standard-vinyl' })).toBe(FAQ_SETS[DEFAULT_FAQ_KEY]);
  });

  it('gives the standard, premium and swing-tag pages the card sets, never a sticker answer', () => {
    const pages = [
      { itemName: 'Standard Business Card', path: '/business-cards/standard-business-card' },
      { itemName: 'Premium Business Card', path: '/business-cards/premium-business-card' },
      { itemName: 'Hang Tags', path: '/business-cards/hang-tags' },
    ];
    for (const page of pages) {
      const text = joined(faqFor(page));
      expect(text, page.path).toMatch(/turnaround for business cards is 7-10 business days/);
      expect(text, page.path).toMatch(/minimum order is 200 business cards/);
      expect(text, page.path).not.toMatch(/stickers is 9-10 business days|waterproof/i);
    }
    expect(joined(faqFor(pages[2] ?? {}))).toMatch(/Punch holes come in 4mm, 5mm, 6mm and 8mm/);
  });

  it('turns entries into a schema.org FAQPage', () => {
    const entries = [{ question: 'Q?', answer: 'A.', open: true }];
    expect(faqJsonLd(entries)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [
        { '@type': 'Question', name: 'Q?', acceptedAnswer: { '@type': 'Answer', text: 'A.' } },
      ],
    });
  });
});

describe('special-processing tabs', () => {
  it('come in the spec order with copy and a picture each', () => {
    expect(SPECIAL_PROCESSING_TABS.map((tab) => tab.label)).toEqual([
      'Foil Stamp',
      'Emboss / Deboss',
      'Die Cut',
      'Punch Holes',
      'Tag Strings',
      'Fold',
    ]);
    for (const tab of SPECIAL_PROCESSING_TABS) {
      expect(tab.explanation.split('. ').length).toBeGreaterThanOrEqual(2);
      expect(tab.tips.length).toBeGreaterThan(0);
      expect(tab.image).toMatch(MOCKUP);
      expect(tab.imageAlt).not.toBe('');
    }
    expect(new Set(SPECIAL_PROCESSING_TABS.map((tab) => tab.id)).size).toBe(6);
  });

  it('explain on a page only what its products offer there', () => {
    const catalog = testCatalog();
    // Luxury Cards: the premium card, within the page's groups 2, 4, 5 and 6.
    expect(specialProcessingTabsFor(catalog, 5).map((tab) => tab.id)).toEqual([
      'emboss-deboss',
      'punch-holes',
      'tag-strings',
    ]);
    // A roll page of stickers and the standard card (sold without print features): none.
    expect(specialProcessingTabsFor(catalog, 13)).toEqual([]);
    expect(specialProcessingTabsFor(catalog, 404)).toEqual([]);
  });
});

describe('"Request a quote" on an explainer (issue 16)', () => {
  const catalog = seededCatalog();
  it('ticks the explainer’s own process on the page’s product', () => {
    expect(specialProcessingRequestFor(catalog, 17, 'foil-stamp')).toEqual({
      productId: 17,
      optionIds: [5],
    });
    expect(specialProcessingRequestFor(catalog, 17, 'emboss-deboss')).toEqual({
      productId: 17,
      optionIds: [6],
    });
    expect(specialProcessingRequestFor(catalog, 1, 'die-cut')).toEqual({
      productId: 1,
      cuttingId: 7,
    });
    expect(specialProcessingRequestFor(catalog, 18, 'punch-holes')).toEqual({ productId: 18 });
  });

  it('offers nothing for a product the form does not list', () => {
    expect(specialProcessingRequestFor(catalog, 16, 'foil-stamp')).toBeNull();
    expect(specialProcessingRequestFor(catalog, 9, 'foil-stamp')).toBeNull();
    expect(specialProcessingRequestFor(catalog, 404, 'foil-stamp')).toBeNull();
  });
});
