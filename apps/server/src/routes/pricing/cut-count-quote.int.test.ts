import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { quotePayloadFor } from '../../testing/quote-payload';
import { createTestApp } from '../../testing/test-app';

// Issue 11 item 3: more than 30 cuts per shape (up to the 10000 of spec 001 §9) is priced by
// quote, as the page's message says ('Request a quote from the button below', 001 §8), on every
// route that takes a configuration.
const NOW = new Date('2026-11-26T04:00:00Z');
let app: App;
beforeAll(async () => {
  ({ app } = await createTestApp({ clock: () => NOW }));
});
afterAll(() => app.close());

// Standard vinyl, Multi-Cut Sheet: its only shape, Multiple Shapes, has cuts.
const MULTI_CUT = 'product_id=1&featured_item_id=1&cutting_id=5&shape_id=6&width=3&height=3';
const withCuts = (cuts: number | string) => `${MULTI_CUT}&cut_per_shape=${cuts}`;

/** The page's payload for the first tier priced at 30 cuts, then sent with `cuts` cuts. */
async function cartPayload(cuts: number) {
  expect((await app.inject(`/api/get/pricing-data?${withCuts(30)}`)).json().status).toBe('priced');
  return quotePayloadFor(app, {
    priceQuery: withCuts(30),
    configuration: withCuts(cuts),
    materialId: 1,
    originPath: '/stickers/standard-vinyl',
  });
}

describe('more than 30 cuts per shape', () => {
  it('prices 1 to 30 cuts, quotes 31 to 10000 and refuses more (400 naming cut_per_shape)', async () => {
    for (const cuts of [1, 30]) {
      const response = await app.inject(`/api/get/pricing-data?${withCuts(cuts)}`);
      expect(response.statusCode, String(cuts)).toBe(200);
      expect(response.json()).toMatchObject({ status: 'priced', quote_reason: null });
      expect(response.json().rows.length).toBeGreaterThan(0);
    }
    for (const cuts of [31, 500, 10_000]) {
      const response = await app.inject(`/api/get/pricing-data?${withCuts(cuts)}`);
      expect(response.statusCode, String(cuts)).toBe(200);
      expect(response.json()).toMatchObject({
        status: 'quote',
        quote_reason: 'cuts-above-maximum',
        rows: [],
      });
    }
    for (const cuts of [10_001, 999_999]) {
      const response = await app.inject(`/api/get/pricing-data?${withCuts(cuts)}`);
      expect(response.statusCode, String(cuts)).toBe(400);
      expect(JSON.stringify(response.json())).toContain('cut_per_shape');
    }
  });

  it('refuses a cart line with 31 cuts (422 QUOTE_REQUIRED) and stores nothing', async () => {
    // The same line at 30 cuts is a sale; it opens the visitor's cart.
    const sold = await app.inject({
      method: 'POST',
      url: '/api/cart/items',
      payload: await cartPayload(30),
    });
    expect(sold.statusCode).toBe(201);
    const cookie = sold.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const add = await app.inject({
      method: 'POST',
      url: '/api/cart/items',
      headers: { cookie },
      payload: await cartPayload(31),
    });
    expect(add.statusCode).toBe(422);
    expect(add.json().error.code).toBe('QUOTE_REQUIRED');
    const cart = await app.inject({ url: '/api/cart', headers: { cookie } });
    expect(cart.json().lines).toHaveLength(1);
    expect(cart.json().lines[0].details).toContain('Cuts per shape: 30');
  });

  it('takes a quote request for 40 cuts and stores the cut count', async () => {
    const request = (configuration: string) =>
      app.inject({
        method: 'POST',
        url: '/api/quote/create/quote-request',
        payload: {
          firstname: 'Ana',
          lastname: 'Lima',
          email_address: 'ana.cuts@example.org',
          quantity: 500,
          quote_type: 'Special Processing',
          comment: '',
          featured_item_id: 1,
          configuration,
          utm: {},
        },
      });
    const created = await request(withCuts(40));
    expect(created.statusCode).toBe(201);
    const stored = await app.shop.quotes.findQuoteRequest(created.json().reference_no);
    expect(stored?.quoteType).toBe('Special Processing');
    expect(stored?.configuration).toMatchObject({ options: { cutPerShape: 40 } });
    expect(stored?.comment.split('\n')).toContain('Cuts per shape: 40');
    const tooMany = await request(withCuts(10_001));
    expect(tooMany.statusCode).toBe(400);
    expect(JSON.stringify(tooMany.json())).toContain('cut_per_shape');
  });
});
