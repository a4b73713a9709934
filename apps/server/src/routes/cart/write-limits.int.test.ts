import { CART_FULL_MESSAGE, CART_LINES_MAX } from '@shop/domain/rules/cart-rules';
import type { CounterStore } from '@shop/shop/limits/counter-store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { browserAt, freshAddress } from '../../testing/browser';
import { quotePayloadFor, quoteRequestBody } from '../../testing/quote-payload';
import { createTestApp } from '../../testing/test-app';
import { testRedisCounters } from '../../testing/test-redis';

// Issue 13, item 6: a cart holds at most CART_LINES_MAX lines, and cart adds, quotations and
// quote requests are rate limited per visitor and per address, with Retry-After on the 429.
const START = new Date('2026-11-26T04:00:00Z').getTime();
const CONFIGURATION = 'product_id=1&featured_item_id=1&width=2&height=2';
const redis = await testRedisCounters();
const stores: [string, (() => CounterStore) | undefined][] = [
  ['in memory', undefined],
  ...(redis ? [['in Redis', redis] as [string, () => CounterStore]] : []),
];

const QUOTE_REQUEST = quoteRequestBody(CONFIGURATION);

/** Sends `times` requests one after another and answers their statuses. */
async function statuses(times: number, send: () => Promise<{ statusCode: number }>) {
  const seen: number[] = [];
  for (let sent = 0; sent < times; sent++) seen.push((await send()).statusCode);
  return seen;
}

const only = (status: number, count: number) => Array.from({ length: count }, () => status);

describe('a full cart', () => {
  let app: App;
  let now = START;
  // Minutes pass between batches of adds, so the per-minute rate limit is not what refuses.
  const nextMinute = () => {
    now += 61_000;
  };
  beforeAll(async () => {
    ({ app } = await createTestApp({ clock: () => new Date(now) }));
  });
  afterAll(() => app.close());

  const fill = async (browser: ReturnType<typeof browserAt>, lines: number) => {
    const payload = await quotePayloadFor(app, {
      priceQuery: CONFIGURATION,
      originPath: '/stickers/standard-vinyl',
    });
    for (let added = 0; added < lines; added++) {
      if (added > 0 && added % 25 === 0) nextMinute();
      const response = await browser.request('POST', '/api/cart/items', payload);
      expect(response.statusCode).toBe(201);
    }
    nextMinute();
    return payload;
  };

  it(`refuses line ${CART_LINES_MAX + 1} with a message, and takes it once a line is removed`, async () => {
    const browser = browserAt(app, freshAddress());
    const payload = await fill(browser, CART_LINES_MAX);
    const refused = await browser.request('POST', '/api/cart/items', payload, {
      'idempotency-key': 'full-cart-0001',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toEqual({ code: 'CART_FULL', message: CART_FULL_MESSAGE });
    expect(CART_FULL_MESSAGE).toBe(
      'Your cart is full: it holds at most 50 items. Remove an item or place an order first.',
    );
    const cart = (await browser.request('GET', '/api/cart')).json();
    expect(cart.count).toBe(CART_LINES_MAX);

    await browser.request('DELETE', `/api/cart/items/${cart.lines[0].id}`);
    // The refused key was not kept: the same retry now adds the line.
    const retried = await browser.request('POST', '/api/cart/items', payload, {
      'idempotency-key': 'full-cart-0001',
    });
    expect(retried.statusCode).toBe(201);
    expect(retried.json().cart_count).toBe(CART_LINES_MAX);
  });

  it('lets parallel adds fill the cart to the limit and no further', async () => {
    const browser = browserAt(app, freshAddress());
    const payload = await fill(browser, CART_LINES_MAX - 2);
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => browser.request('POST', '/api/cart/items', payload)),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 201, 409, 409, 409]);
    expect((await browser.request('GET', '/api/cart')).json().count).toBe(CART_LINES_MAX);
  });
});

describe.each(stores)('write limits with counters %s', (_name, counters) => {
  let app: App;
  beforeAll(async () => {
    ({ app } = await createTestApp({ clock: () => new Date(START), counters: counters?.() }));
  });
  afterAll(() => app.close());

  const payload = () =>
    quotePayloadFor(app, { priceQuery: CONFIGURATION, originPath: '/stickers/standard-vinyl' });

  const expectRetryAfter = (
    response: { headers: Record<string, unknown>; json(): { error: { message: string } } },
    message: RegExp,
  ) => {
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    expect(response.json().error.message).toMatch(message);
  };

  it('limits cart adds to 30 a minute per visitor; another visitor is not affected', async () => {
    const body = await payload();
    const address = freshAddress();
    const browser = browserAt(app, address);
    const add = () => browser.request('POST', '/api/cart/items', body);
    expect(await statuses(30, add)).toEqual(only(201, 30));
    const refused = await add();
    expect(refused.statusCode).toBe(429);
    expectRetryAfter(
      refused,
      /^You have added 30 items to your cart in the last minute\. Please try again in (59|60) seconds\.$/,
    );
    expect((await browser.request('GET', '/api/cart')).json().count).toBe(30);
    // Someone else at the same address still adds.
    const neighbour = browserAt(app, address);
    expect((await neighbour.request('POST', '/api/cart/items', body)).statusCode).toBe(201);
  });

  it('limits cart adds to 120 a minute per address', async () => {
    const body = await payload();
    const address = freshAddress();
    for (let visitor = 0; visitor < 4; visitor++) {
      const browser = browserAt(app, address);
      expect(await statuses(30, () => browser.request('POST', '/api/cart/items', body))).toEqual(
        only(201, 30),
      );
    }
    const refused = await browserAt(app, address).request('POST', '/api/cart/items', body);
    expect(refused.statusCode).toBe(429);
    expectRetryAfter(refused, /^Too many items have been added to carts from your network/);
    const elsewhere = browserAt(app, freshAddress());
    expect((await elsewhere.request('POST', '/api/cart/items', body)).statusCode).toBe(201);
  });

  it('limits quotations to 20 an hour per visitor and 60 per address', async () => {
    const body = await payload();
    const address = freshAddress();
    const create = (browser: ReturnType<typeof browserAt>) => () =>
      browser.request('POST', '/api/quote/create/quotation', body);
    const first = browserAt(app, address);
    expect(await statuses(20, create(first))).toEqual(only(201, 20));
    const refused = await create(first)();
    expect(refused.statusCode).toBe(429);
    expectRetryAfter(
      refused,
      /^You have created 20 quotations in the last hour\. Please try again in 60 minutes\.$/,
    );
    // 21 counted so far at this address: two more visitors make 60 in all.
    expect(await statuses(20, create(browserAt(app, address)))).toEqual(only(201, 20));
    expect(await statuses(19, create(browserAt(app, address)))).toEqual(only(201, 19));
    const overAddress = await create(browserAt(app, address))();
    expect(overAddress.statusCode).toBe(429);
    expectRetryAfter(overAddress, /^Too many quotations have been created from your network/);
    expect((await create(browserAt(app, freshAddress()))()).statusCode).toBe(201);
  });

  it('limits quote requests to 10 an hour per visitor and 30 per address', async () => {
    const address = freshAddress();
    const send = (browser: ReturnType<typeof browserAt>) => () =>
      browser.request('POST', '/api/quote/create/quote-request', QUOTE_REQUEST);
    const first = browserAt(app, address);
    expect(await statuses(10, send(first))).toEqual(only(201, 10));
    const refused = await send(first)();
    expect(refused.statusCode).toBe(429);
    expectRetryAfter(
      refused,
      /^You have sent 10 quote requests in the last hour\. Please try again in 60 minutes\.$/,
    );
    expect(await statuses(10, send(browserAt(app, address)))).toEqual(only(201, 10));
    expect(await statuses(9, send(browserAt(app, address)))).toEqual(only(201, 9));
    const overAddress = await send(browserAt(app, address))();
    expect(overAddress.statusCode).toBe(429);
    expectRetryAfter(overAddress, /^Too many quote requests have been sent from your network/);
    expect((await send(browserAt(app, freshAddress()))()).statusCode).toBe(201);
  });
});
