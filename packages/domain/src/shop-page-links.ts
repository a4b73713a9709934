/**
 * The shop's own pages beyond the catalog (issue 27 item 14): what a shop of this kind links
 * from every footer. Paths and link labels only, so the footer on every page carries no more
 * than this; the pages' text is `shop-pages.ts`, read by their loader on the server.
 */
export const SHOP_PAGE_LINKS = [
  { id: 'about', path: '/about', label: 'About us' },
  { id: 'shipping-returns', path: '/shipping-returns', label: 'Shipping & Returns' },
  { id: 'privacy', path: '/privacy', label: 'Privacy' },
  { id: 'terms', path: '/terms', label: 'Terms' },
] as const;

export type ShopPageId = (typeof SHOP_PAGE_LINKS)[number]['id'];
