import { expect } from 'vitest';
import type { App } from '../app';
import type { browserAt } from './browser';
import { quotePayloadFor } from './quote-payload';

/**
 * What the checkout and order tests share (issue 31): a browser, addresses, a sticker in the
 * cart, the checkout's body, and "review, then place with the figures reviewed".
 */

export type Browser = ReturnType<typeof browserAt>;

/** A New York address (the shop collects sales tax there in these tests). */
export const HOME = {
  name: 'Ada Lovelace',
  company: '',
  address1: '1 Main St',
  address2: '',
  city: 'Albany',
  state: 'NY',
  zip: '12207',
  phone: '(512) 555-0199',
};

/** The same person in Texas (no sales tax collected). */
export const TEXAS = { ...HOME, city: 'Austin', state: 'TX', zip: '78701' };

let people = 0;
/** An email no other test of this run uses. */
export const newEmail = (who = 'buyer') => `${who}.${++people}.${Date.now()}@example.org`;

/** The standard sticker, 2" x 2", its first tier (50 at $39.03 a set in the demo catalog). */
export async function addSticker(app: App, browser: Browser, kinds = 1) {
  const payload = await quotePayloadFor(app, {
    priceQuery: 'product_id=1&featured_item_id=1&width=2&height=2',
    originPath: '/stickers/standard-vinyl',
    kinds,
  });
  const added = await browser.request('POST', '/api/cart/items', payload);
  expect(added.statusCode, added.body).toBe(201);
  return payload;
}

/** A checkout by invoice with Standard shipping; a guest's `email`, none for a customer. */
export const checkoutBody = (email: string | undefined, shipping = TEXAS, extra = {}) => ({
  ...(email ? { email } : {}),
  shipping,
  shipping_method_id: 1,
  payment_method: 'invoice',
  ...extra,
});

/** Reviews the checkout and places it with the figures reviewed (its total, its dispatch). */
export async function placeOrder(browser: Browser, body: Record<string, unknown>, key?: string) {
  const review = await browser.request('POST', '/api/checkout/review', body);
  expect(review.statusCode, review.body).toBe(200);
  const figures = review.json();
  const option = figures.delivery_options.find(
    (candidate: { method_id: number }) => candidate.method_id === body.shipping_method_id,
  );
  return browser.request(
    'POST',
    '/api/orders',
    {
      ...body,
      expected_total_cents: figures.totals.total_cents,
      expected_dispatch_date: option?.dispatch_date ?? '2026-12-01',
    },
    key ? { 'idempotency-key': key } : {},
  );
}
