import { describe, expect, it } from 'vitest';
import { SHIPPING_TERMS } from './shipping-terms';
import { SHOP_PAGE_LINKS } from './shop-page-links';
import { shopPageAt } from './shop-pages';

// Issue 27 item 14: About, Shipping & Returns, Privacy and Terms, as every shop of this kind has.
const allText = (path: string) => {
  const page = shopPageAt(path);
  if (!page) throw new Error(`No page at ${path}`);
  return [
    page.intro,
    ...page.sections.flatMap((section) => [...section.paragraphs, ...(section.list ?? [])]),
  ].join('\n');
};

describe('the shop’s own pages', () => {
  it('has a titled, described page with text at every footer link, and none elsewhere', () => {
    expect(SHOP_PAGE_LINKS.map((link) => link.path)).toEqual([
      '/about',
      '/shipping-returns',
      '/privacy',
      '/terms',
    ]);
    for (const link of SHOP_PAGE_LINKS) {
      const page = shopPageAt(link.path);
      expect(page?.title, link.path).toBeTruthy();
      expect(page?.description.length, link.path).toBeGreaterThan(50);
      expect(page?.sections.length, link.path).toBeGreaterThan(0);
    }
    expect(shopPageAt('/contact')).toBeNull();
    expect(shopPageAt('/about/')).toBeNull();
  });

  it('states the shipping terms of spec 000 §9 and 001 §9, as the product pages do', () => {
    const shipping = allText('/shipping-returns');
    for (const term of SHIPPING_TERMS) expect(shipping).toContain(term);
    expect(shipping).toContain('after 6:00 PM (shop time) count from the next business day');
    expect(shipping).toContain('Standard: 8–14 business days');
    expect(shipping).toContain('Express: 5–11 business days');
    expect(shipping).toContain('up to 3 business days after your order is dispatched');
    expect(shipping).toContain('cannot guarantee a delivery date');
    expect(shipping).toContain('free on orders of $100 or more');
  });
});
