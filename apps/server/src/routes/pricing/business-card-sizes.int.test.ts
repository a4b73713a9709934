import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { quotePayloadFor } from '../../testing/quote-payload';
import { createTestApp } from '../../testing/test-app';

// Issue 11 item 1: business cards and hang tags follow their dimension lookups on every route
// that takes a size, with the price tab's wording (spec 001 §5).
const NOW = new Date('2026-11-26T04:00:00Z');
let app: App;
beforeAll(async () => {
  ({ app } = await createTestApp({ clock: () => NOW }));
});
afterAll(() => app.close());

const BELOW = '※ Width or height must not be below 1.5in.';
const CARD = 'product_id=16&featured_item_id=17';
const TAG = 'product_id=18&featured_item_id=19';

/** The page's payload for the first tier of the standard card, with `size` put in after. */
const tamperedPayload = (width: number, height: number) =>
  quotePayloadFor(app, {
    priceQuery: `${CARD}&width=3.5&height=2`,
    configuration: `${CARD}&width=${width}&height=${height}`,
    materialId: 1,
    originPath: '/business-cards/standard-business-card',
  });

describe('business-card sizes on the server', () => {
  it('refuses a card or tag below the minimum with the price tab message, naming the field', async () => {
    for (const query of [`${CARD}&width=0.1&height=0.1`, `${TAG}&width=1&height=3`]) {
      const response = await app.inject(`/api/get/pricing-data?${query}`);
      expect(response.statusCode, query).toBe(422);
      expect(response.json().error).toMatchObject({
        message: BELOW,
        details: [{ field: 'width', message: BELOW }],
      });
    }
  });

  it('answers a quote, never a price, above the maximum', async () => {
    for (const query of [`${CARD}&width=12&height=12`, `${TAG}&width=6&height=3`]) {
      const response = await app.inject(`/api/get/pricing-data?${query}`);
      expect(response.statusCode, query).toBe(200);
      expect(response.json()).toMatchObject({
        status: 'quote',
        quote_reason: 'size-above-maximum',
        rows: [],
      });
    }
  });

  it('prices the sizes the lookups allow, the hang tag presets included', async () => {
    for (const query of [
      `${CARD}&width=3.5&height=2`,
      `${CARD}&width=1.5&height=1.5`,
      `${TAG}&width=3&height=5`,
    ]) {
      const response = await app.inject(`/api/get/pricing-data?${query}`);
      expect(response.json().status, query).toBe('priced');
    }
  });

  it('refuses a tampered size in a cart line or a quotation (422 naming the field)', async () => {
    for (const url of ['/api/cart/items', '/api/quote/create/quotation']) {
      const small = await app.inject({
        method: 'POST',
        url,
        payload: await tamperedPayload(0.1, 0.1),
      });
      expect(small.statusCode, url).toBe(422);
      expect(small.json().error.details).toEqual([{ field: 'width', message: BELOW }]);
      const large = await app.inject({
        method: 'POST',
        url,
        payload: await tamperedPayload(12, 12),
      });
      expect(large.statusCode, url).toBe(422);
      expect(large.json().error.code).toBe('QUOTE_REQUIRED');
    }
  });

  it('takes a quote request for a special size and refuses one below the minimum', async () => {
    const request = (configuration: string) =>
      app.inject({
        method: 'POST',
        url: '/api/quote/create/quote-request',
        payload: {
          firstname: 'Ana',
          lastname: 'Lima',
          email_address: 'ana.lima@example.org',
          quantity: 500,
          quote_type: 'Special Size',
          comment: '',
          featured_item_id: 17,
          configuration,
          utm: {},
        },
      });
    expect((await request(`${CARD}&width=12&height=12`)).statusCode).toBe(201);
    const small = await request(`${CARD}&width=0.1&height=0.1`);
    expect(small.statusCode).toBe(422);
    // The request has no width of its own: the size is part of its configuration (ADR 0024).
    expect(small.json().error.details).toEqual([{ field: 'configuration', message: BELOW }]);
  });

  it('gives the size lookup verdict of the card with the price tab wording', async () => {
    const check = async (query: string) =>
      (await app.inject(`/api/size-lookup?product_id=16&${query}`)).json().check;
    expect(await check('width=0.1&height=0.1')).toEqual({
      status: 'below-minimum',
      message: BELOW,
      minIn: 1.5,
    });
    expect(await check('width=12&height=12')).toMatchObject({
      status: 'above-maximum',
      message: '※ It is a special size.',
    });
    expect(await check('width=3.5&height=2')).toEqual({ status: 'ok' });
  });
});
