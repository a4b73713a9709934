import { productPagePath } from './catalog-pages';

/**
 * What search engines read about a product page: breadcrumbs (spec 000 §2, 001 §2) and the
 * schema.org Product offer price by path (spec 001 §9). Pure; the route turns it into markup.
 */

export interface Crumb {
  name: string;
  path: string;
  /** A business-card page's Type or Material level (spec 001 §2): its trail is shown whole. */
  level?: true;
}

/**
 * Spec 000 §2: Stickers is called Custom Stickers in the breadcrumbs. (000 also renames Business
 * Cards to Business Card, but 001 §2, the business-card pages' own spec, starts their trail with
 * Business Cards: the more specific one wins, on every card page alike.)
 */
const CRUMB_NAMES: Record<string, string> = {
  Stickers: 'Custom Stickers',
};

/** Spec 001 §2 / §9: business-card products 16-18 are types, 19-21 materials. */
export const BUSINESS_CARD_TYPE_IDS: readonly number[] = [16, 17, 18];
export const BUSINESS_CARD_MATERIAL_IDS: readonly number[] = [19, 20, 21];

export function breadcrumbsFor(page: {
  category: { name: string; urlSlug: string };
  item: { name: string; urlSlug: string };
  /** The page's products; a page with exactly one adds the Type / Material level. */
  products: ReadonlyArray<{ id: number; name: string; urlSlug: string }>;
  /** The product chosen by the route's product parameter, if any. */
  selectedProduct: { id: number; name: string; urlSlug: string } | null;
  /**
   * The product the page's form starts on: the named one, else the saved preset's, else the
   * page's first. On a page of two (hang tags also sells the standard card) it is the one
   * selected, so the Type level shows there too (issue 27 item 10).
   */
  startingProductId: number;
}): Crumb[] {
  const categoryPath = `/${page.category.urlSlug}`;
  const itemPath = productPagePath(page.category, page.item);
  const crumbs: Crumb[] = [
    { name: CRUMB_NAMES[page.category.name] ?? page.category.name, path: categoryPath },
  ];
  // Spec 001 §2: "when exactly one product is selected" — the form always has one selected.
  const single =
    page.selectedProduct ??
    page.products.find((product) => product.id === page.startingProductId) ??
    null;
  const level = single
    ? BUSINESS_CARD_TYPE_IDS.includes(single.id)
      ? 'Type'
      : BUSINESS_CARD_MATERIAL_IDS.includes(single.id)
        ? 'Material'
        : null
    : null;
  if (level && single) {
    // A business-card page (spec 001 §2): Business Cards › Type|Material › the product.
    crumbs.push({ name: level, path: categoryPath, level: true });
    crumbs.push({
      name: single.name,
      path: page.selectedProduct ? `${itemPath}/${single.urlSlug}` : itemPath,
    });
    return crumbs;
  }
  crumbs.push({ name: page.item.name, path: itemPath });
  if (page.selectedProduct && page.selectedProduct.name !== page.item.name) {
    crumbs.push({
      name: page.selectedProduct.name,
      path: `${itemPath}/${page.selectedProduct.urlSlug}`,
    });
  }
  return crumbs;
}

/**
 * Spec 000 §2: beyond two crumbs only the first and the last are shown; a business-card page's
 * trail keeps its Type or Material level (spec 001 §2), so it is shown whole.
 */
export function visibleCrumbs(crumbs: readonly Crumb[]): Crumb[] {
  const first = crumbs[0];
  const last = crumbs[crumbs.length - 1];
  if (crumbs.some((crumb) => crumb.level)) return [...crumbs];
  return crumbs.length > 2 && first && last ? [first, last] : [...crumbs];
}

export function breadcrumbJsonLd(crumbs: readonly Crumb[], origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: `${origin}${crumb.path}`,
    })),
  };
}

/**
 * The Product structured-data price (USD): the lowest tier of what the page shows first, so search
 * engines never see a price the shop does not sell at (issue 11). Spec 001 §9's figures by path
 * are the fallback for a page whose first configuration has no computed price (a quote).
 */
export function structuredDataPrice(
  path: string,
  featured: boolean,
  lowestTierCents: number | null,
): number {
  if (lowestTierCents !== null) return lowestTierCents / 100;
  if (path.includes('/hang-tags')) return featured ? 11 : 15;
  if (path.includes('/royal-extra-white')) return 29;
  if (path.includes('/vintage-kraft')) return 24;
  return 11;
}

export function productJsonLd(input: {
  name: string;
  description: string;
  image: string;
  url: string;
  price: number;
  rating: { average: number; count: number } | null;
}) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: input.name,
    description: input.description,
    image: input.image,
    brand: { '@type': 'Brand', name: 'Peel & Press' },
    offers: {
      '@type': 'Offer',
      url: input.url,
      priceCurrency: 'USD',
      price: input.price.toFixed(2),
      availability: 'https://schema.org/InStock',
    },
    ...(input.rating && input.rating.count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: input.rating.average.toFixed(1),
            reviewCount: input.rating.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

/** JSON for a <script type="application/ld+json">: `<` escaped so no text can close the tag. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
