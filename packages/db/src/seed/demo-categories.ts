import type { featuredCategories } from '../schema';

type NewCategory = typeof featuredCategories.$inferInsert;

/** The storefront's top-level groups; ids 2 and 3 carry rules (../shared/catalog-ids.md). */
export const demoCategories: NewCategory[] = [
  {
    id: 1,
    name: 'Stickers',
    urlSlug: 'stickers',
    summary:
      'Die-cut, kiss-cut and sheet stickers in vinyl, paper, foil and hologram, cut to any shape ' +
      'and tough enough for laptops, bottles and car bumpers.',
    sortOrder: 1,
  },
  {
    id: 2,
    name: 'Business Cards',
    urlSlug: 'business-cards',
    summary:
      'Standard, premium and hang-tag cards on 250 to 400 gsm stocks, with foil, emboss, ' +
      'punch holes and tag strings when a plain card will not do.',
    sortOrder: 2,
  },
  {
    id: 3,
    name: 'Labels / Roll Stickers',
    urlSlug: 'labels',
    summary:
      'Product labels on rolls, ready for hand or machine application. Free roll dispenser ' +
      'with 1,000 or more.',
    sortOrder: 3,
  },
  {
    id: 4,
    name: 'Lettering & Decals',
    urlSlug: 'lettering-decals',
    summary:
      'Cut vinyl lettering and transfer decals for windows, walls and vehicles, pre-spaced on ' +
      'application tape.',
    sortOrder: 4,
  },
];
