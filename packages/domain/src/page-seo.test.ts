import { describe, expect, it } from 'vitest';
import {
  breadcrumbJsonLd,
  breadcrumbsFor,
  jsonLdText,
  productJsonLd,
  structuredDataPrice,
  visibleCrumbs,
} from './page-seo';

const stickers = { name: 'Stickers', urlSlug: 'stickers' };
const cards = { name: 'Business Cards', urlSlug: 'business-cards' };
const vinyl = { id: 1, name: 'Standard Vinyl Stickers', urlSlug: 'standard-vinyl' };
const clear = { id: 2, name: 'Transparent Stickers', urlSlug: 'transparent-stickers' };

describe('breadcrumbs', () => {
  it('renames Stickers and shows a two-level sticker page whole', () => {
    const crumbs = breadcrumbsFor({
      category: stickers,
      item: { name: 'Standard Vinyl Stickers', urlSlug: 'standard-vinyl' },
      products: [vinyl, clear],
      selectedProduct: null,
      startingProductId: 1,
    });
    expect(crumbs).toEqual([
      { name: 'Custom Stickers', path: '/stickers' },
      { name: 'Standard Vinyl Stickers', path: '/stickers/standard-vinyl' },
    ]);
    expect(visibleCrumbs(crumbs)).toEqual(crumbs);
  });

  it('adds the chosen product and then shows only the first and the last', () => {
    const crumbs = breadcrumbsFor({
      category: stickers,
      item: { name: 'Roll Stickers', urlSlug: 'roll' },
      products: [vinyl, clear],
      selectedProduct: clear,
      startingProductId: 2,
    });
    expect(crumbs.map((c) => c.name)).toEqual([
      'Custom Stickers',
      'Roll Stickers',
      'Transparent Stickers',
    ]);
    expect(visibleCrumbs(crumbs).map((c) => c.name)).toEqual([
      'Custom Stickers',
      'Transparent Stickers',
    ]);
  });

  it('gives business-card types and materials their level', () => {
    const type = breadcrumbsFor({
      category: cards,
      item: { name: 'Hang Tags', urlSlug: 'hang-tags' },
      products: [{ id: 18, name: 'Hang Tags', urlSlug: 'hang-tags' }],
      selectedProduct: null,
      startingProductId: 18,
    });
    expect(type.map((c) => c.name)).toEqual(['Business Cards', 'Type', 'Hang Tags']);
    expect(type[0]?.path).toBe('/business-cards');
    // Shown whole: the level is what the trail says (spec 001 §2 over 000 §2's shortening).
    expect(visibleCrumbs(type)).toEqual(type);
    const material = breadcrumbsFor({
      category: cards,
      item: { name: 'Vintage Kraft', urlSlug: 'vintage-kraft' },
      products: [{ id: 21, name: 'Vintage Kraft 300gsm', urlSlug: 'vintage-kraft' }],
      selectedProduct: null,
      startingProductId: 21,
    });
    expect(material.map((c) => c.name)).toEqual([
      'Business Cards',
      'Material',
      'Vintage Kraft 300gsm',
    ]);
  });

  it('names the Type of the product a two-product card page starts on', () => {
    // Issue 27 item 10: the hang-tags page also sells the standard card; it starts on hang tags
    // (product 18, a type), with or without its preset, so the trail has the Type level.
    const hangTags = { id: 18, name: 'Hang Tags (swing tags)', urlSlug: 'hang-tags' };
    const standard = { id: 16, name: 'Standard Business Card', urlSlug: 'standard-business-card' };
    const crumbs = breadcrumbsFor({
      category: cards,
      item: { name: 'Hang Tags', urlSlug: 'hang-tags' },
      products: [hangTags, standard],
      selectedProduct: null,
      startingProductId: 18,
    });
    expect(crumbs).toEqual([
      { name: 'Business Cards', path: '/business-cards' },
      { name: 'Type', path: '/business-cards', level: true },
      { name: 'Hang Tags (swing tags)', path: '/business-cards/hang-tags' },
    ]);
    expect(visibleCrumbs(crumbs)).toEqual(crumbs);
  });

  it('lists every crumb in the BreadcrumbList with absolute URLs', () => {
    const ld = breadcrumbJsonLd(
      [
        { name: 'Custom Stickers', path: '/stickers' },
        { name: 'Roll Stickers', path: '/stickers/roll' },
      ],
      'https://shop.example',
    );
    expect(ld['@type']).toBe('BreadcrumbList');
    expect(ld.itemListElement[1]).toEqual({
      '@type': 'ListItem',
      position: 2,
      name: 'Roll Stickers',
      item: 'https://shop.example/stickers/roll',
    });
  });
});

describe('structured data', () => {
  it.each([
    ['/stickers/standard-vinyl', false, 11],
    ['/business-cards/standard-business-card', false, 11],
    ['/business-cards/premium-business-card', false, 11],
    ['/business-cards/standard-matte', false, 11],
    ['/business-cards/hang-tags', false, 15],
    ['/business-cards/hang-tags/hang-tags', false, 15],
    ['/business-cards/hang-tags', true, 11],
    ['/business-cards/royal-extra-white', false, 29],
    ['/business-cards/vintage-kraft', false, 24],
  ])(
    'falls back to the figure for %s (featured %s), $%i, without a computed price',
    (path, featured, price) => {
      expect(structuredDataPrice(path, featured, null)).toBe(price);
    },
  );

  it('uses the computed lowest tier wherever there is one', () => {
    expect(structuredDataPrice('/stickers/standard-vinyl', false, 2_213)).toBe(22.13);
    expect(structuredDataPrice('/business-cards/hang-tags', false, 1_500)).toBe(15);
  });

  it('adds an AggregateRating only when there are reviews', () => {
    const base = { name: 'X', description: 'Y', image: '/i.svg', url: '/x', price: 11 };
    expect(productJsonLd({ ...base, rating: null })).not.toHaveProperty('aggregateRating');
    expect(
      productJsonLd({ ...base, rating: { average: 4.66, count: 12 } }).aggregateRating,
    ).toEqual({
      '@type': 'AggregateRating',
      ratingValue: '4.7',
      reviewCount: 12,
      bestRating: 5,
      worstRating: 1,
    });
  });

  it('never lets text close the script tag', () => {
    expect(jsonLdText({ name: '</script><b>' })).not.toContain('</script>');
    expect(JSON.parse(jsonLdText({ name: '</script>' }))).toEqual({ name: '</script>' });
  });
});
