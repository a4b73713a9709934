import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/fixtures';

// Issue 11 §18: a product page's structured data never claims a price the shop does not sell at.
// It is the cheapest tier of the configuration the page shows first, as the server-rendered
// price list shows it.

interface Category {
  url_slug: string;
  items: Array<{ url_slug: string }>;
}

const jsonLdBlocks = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map((match) =>
    JSON.parse(match[1] ?? 'null'),
  );

/** The prices in the server-rendered quote form's price list, in cents. */
const priceListCents = (html: string) =>
  [...html.matchAll(/<span class="price-list__price">(.*?)<\/span>\s*<\/td>/gs)].map((match) =>
    Math.round(Number((match[1] ?? '').replace(/<[^>]*>|now|\$|,|\s/g, '')) * 100),
  );

const offeredPrice = async (request: APIRequestContext, path: string) => {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  const html = await response.text();
  const product = jsonLdBlocks(html).find((block) => block['@type'] === 'Product');
  expect(product, `${path} has Product JSON-LD`).toBeTruthy();
  return { price: product.offers.price as string, listed: priceListCents(html) };
};

test('every product page offers the cheapest price its price list shows', async ({ request }) => {
  const categories = (await (await request.get('/api/featured-items')).json()) as Category[];
  const paths = categories.flatMap((category) =>
    category.items.map((item) => `/${category.url_slug}/${item.url_slug}`),
  );
  expect(paths.length).toBeGreaterThanOrEqual(20);
  for (const path of [...paths, '/business-cards/hang-tags?featured=1']) {
    const { price, listed } = await offeredPrice(request, path);
    expect(listed.length, `${path} server-renders its price list`).toBeGreaterThan(0);
    expect(Math.round(Number(price) * 100), path).toBe(Math.min(...listed));
  }
});

test("the seeded card prices agree with the spec's structured-data figures", async ({
  request,
}) => {
  for (const [path, price] of [
    ['/business-cards/hang-tags', '15.00'],
    ['/business-cards/hang-tags?featured=1', '11.00'],
    ['/business-cards/royal-extra-white', '29.00'],
    ['/business-cards/vintage-kraft', '24.00'],
  ] as const) {
    expect((await offeredPrice(request, path)).price, path).toBe(price);
  }
});
