import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { browserAt, freshAddress } from '../../testing/browser';
import { quotePayloadFor, quoteRequestBody } from '../../testing/quote-payload';

// Issue 30: what My account lists: the visitor's quotations and quote requests, newest first, a
// page at a time; a quote request's own page; nobody else's.
const NOT_FOUND = "Sorry, we're unable to find the quote request your were looking for.";
let app: App;
beforeAll(async () => {
  const { createTestApp } = await import('../../testing/test-app');
  ({ app } = await createTestApp());
});
afterAll(() => app.close());

const VINYL = 'product_id=1&featured_item_id=1&width=2&height=2';

describe('My account lists', () => {
  it("pages a visitor's quote requests, newest first, with their status", async () => {
    const guest = browserAt(app, freshAddress());
    const references: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const sent = await guest.request('POST', '/api/quote/create/quote-request', {
        ...quoteRequestBody(VINYL),
        comment: `request ${i}`,
        email_address: `pager.${Date.now()}@example.org`,
      });
      expect(sent.statusCode, sent.body).toBe(201);
      references.push(sent.json().reference_no);
    }
    const first = (await guest.request('GET', '/api/quote/get/quote-requests')).json();
    expect(first).toMatchObject({ page: 1, pages: 1 });
    expect(first.quote_requests.map((r: { reference_no: string }) => r.reference_no)).toEqual(
      [...references].reverse(),
    );
    expect(first.quote_requests[0].status).toBe('new');
    const one = await guest.request('GET', `/api/quote/get/quote-requests/${references[0]}`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ reference_no: references[0], status: 'new' });

    // Another visitor, or an unknown reference: the catalogue's message, 404.
    const stranger = browserAt(app, freshAddress());
    for (const reference of [references[0], 'QR-NO-SUCH']) {
      const response = await stranger.request('GET', `/api/quote/get/quote-requests/${reference}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe(NOT_FOUND);
    }
    expect((await guest.request('GET', '/api/quote/get/quote-requests?page=0')).statusCode).toBe(
      400,
    );
  });

  it("lists a visitor's quotations newest first, and no one else's", async () => {
    const browser = browserAt(app, freshAddress());
    for (const kinds of [1, 2]) {
      const payload = await quotePayloadFor(app, {
        priceQuery: VINYL,
        kinds,
        originPath: '/stickers/standard-vinyl',
      });
      expect(
        (await browser.request('POST', '/api/quote/create/quotation', payload)).statusCode,
      ).toBe(201);
    }
    const list = (await browser.request('GET', '/api/quote/get/quotations')).json();
    expect(list).toMatchObject({ page: 1, pages: 1 });
    expect(list.quotations.map((q: { items: number }) => q.items)).toEqual([2, 1]);
    expect(list.quotations[0].total_price).toMatch(/^\d+\.\d{2}$/);
    expect(
      (await browserAt(app, freshAddress()).request('GET', '/api/quote/get/quotations')).json()
        .quotations,
    ).toEqual([]);
  });
});
