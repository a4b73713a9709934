import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, sql } from 'drizzle-orm';
import { orders } from '@shop/db/schema-orders';
import type { DatabaseHandle } from '@shop/db/client';
import { DEMO_CUSTOMER } from '@shop/db/seed/demo-customer';
import { ORDER_MESSAGES } from '@shop/shop/orders/contract';
import type { App } from '../../app';
import { browserAt, freshAddress } from '../../testing/browser';
import { startSmtpInbox } from '../../testing/smtp-inbox';
import {
  addSticker as addStickerTo,
  checkoutBody,
  HOME,
  newEmail,
  placeOrder,
  TEXAS,
  type Browser,
} from '../../testing/checkout';

// Issue 31: checkout and orders through the API, on PGlite (and PostgreSQL in CI's second run).
// Monday 2026-11-30, 10:00 in New York: a business day before the 6:00 PM cut-off.
const now = new Date('2026-11-30T15:00:00Z');
let app: App;
let database: DatabaseHandle;
let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  const { createTestApp } = await import('../../testing/test-app');
  ({ app, database } = await createTestApp({
    clock: () => now,
    demoCustomer: true,
    env: { SMTP_URL: inbox.url, SALES_TAX_RATES: 'NY:8.875', PUBLIC_URL: 'https://shop.example' },
  }));
});
afterAll(async () => {
  await app.close();
  await inbox.close();
});

const guestEmail = () => newEmail();
const addSticker = (browser: Browser, kinds = 1) => addStickerTo(app, browser, kinds);

const countOrders = async () => {
  const [row] = await database.db.select({ n: count() }).from(orders);
  return row?.n ?? 0;
};

describe('checkout as a guest', () => {
  it('shows Standard and Express side by side with their costs and dates', async () => {
    const browser = browserAt(app, freshAddress());
    await addSticker(browser);
    const start = await browser.request('GET', '/api/checkout');
    expect(start.statusCode, start.body).toBe(200);
    const { review, who } = start.json();
    expect(who.kind).toBe('anonymous');
    expect(review.delivery_options.map((option: { group: string }) => option.group)).toEqual([
      'standard',
      'express',
    ]);
    const [standard, express] = review.delivery_options;
    // Express prints 2 days sooner and ships in 2 days, not 3 (demo shipping methods).
    expect(express.dispatch_date < standard.dispatch_date).toBe(true);
    expect(express.cost_cents).toBe(2495);
    expect(standard.delivery_from > standard.dispatch_date).toBe(true);
    expect(standard.delivery_to >= standard.delivery_from).toBe(true);
    expect(review.dates_assume).toBe(ORDER_MESSAGES.datesAssume);
    expect(review.totals.tax_rate).toBeNull();
    // The test provider is not offered without PAYMENT_TEST_PROVIDER=true.
    expect(review.payment_methods.map((method: { id: string }) => method.id)).toEqual(['invoice']);
  });

  it('places an order: the cart empties, the order has its timeline, the email its link', async () => {
    const browser = browserAt(app, freshAddress());
    await addSticker(browser, 2);
    const email = guestEmail();
    const placed = await placeOrder(browser, checkoutBody(email), 'guest-order-1');
    expect(placed.statusCode, placed.body).toBe(201);
    const { order_no: orderNo } = placed.json();
    expect(orderNo).toMatch(/^PP-20261130-[0-9A-F]{8}$/);

    expect((await browser.request('GET', '/api/cart')).json().count).toBe(0);
    const order = (await browser.request('GET', `/api/orders/${orderNo}`)).json();
    expect(order).toMatchObject({
      order_no: orderNo,
      email,
      payment_state: 'awaiting_payment',
      production_state: 'awaiting_artwork',
      can_cancel: true,
      shipping_address: { city: 'Austin', state: 'TX' },
      billing_address: { city: 'Austin' },
    });
    expect(order.lines).toHaveLength(1);
    expect(order.lines[0].kinds).toBe(2);
    expect(order.timeline.map((step: { label: string }) => step.label)).toEqual(['Order placed']);
    const list = (await browser.request('GET', '/api/orders')).json();
    expect(list.orders.map((row: { order_no: string }) => row.order_no)).toEqual([orderNo]);

    await app.shop.mail.deliverDue();
    const mail = inbox.received.findLast((message) => message.to.includes(email));
    expect(mail?.raw).toContain(`Your Peel & Press order ${orderNo}`);
    const key = /orders\/PP-[0-9A-F-]+\?key=([\w-]+)/.exec(
      (mail?.raw ?? '').replace(/=\r?\n/g, '').replaceAll('=3D', '='),
    )?.[1];
    expect(key).toBeTruthy();
    // The emailed link opens the order in any browser; without it, another browser sees nothing.
    const elsewhere = browserAt(app, freshAddress());
    expect((await elsewhere.request('GET', `/api/orders/${orderNo}`)).statusCode).toBe(404);
    expect(
      (await elsewhere.request('GET', `/api/orders/${orderNo}?key=${'x'.repeat(32)}`)).statusCode,
    ).toBe(404);
    const linked = await elsewhere.request('GET', `/api/orders/${orderNo}?key=${key}`);
    expect(linked.statusCode, linked.body).toBe(200);
    expect((await elsewhere.request('GET', '/api/orders')).json().orders).toEqual([]);
  });

  it('refuses a registered email, a disposable one, and a missing one, naming the field', async () => {
    const browser = browserAt(app, freshAddress());
    await addSticker(browser);
    const registered = await browser.request(
      'POST',
      '/api/checkout/review',
      checkoutBody(DEMO_CUSTOMER.email),
    );
    expect(registered.statusCode).toBe(409);
    expect(registered.json().error.details[0].field).toBe('email');
    const disposable = await browser.request(
      'POST',
      '/api/checkout/review',
      checkoutBody('x@mailinator.com'),
    );
    expect(disposable.statusCode).toBe(422);
    const missing = await browser.request('POST', '/api/checkout/review', checkoutBody(undefined));
    expect(missing.statusCode).toBe(422);
    expect(missing.json().error.details).toEqual([
      { field: 'email', message: ORDER_MESSAGES.emailRequired },
    ]);
  });

  it('refuses bad addresses and methods field by field, and an empty cart', async () => {
    const browser = browserAt(app, freshAddress());
    const empty = await browser.request('GET', '/api/checkout');
    expect(empty.statusCode).toBe(409);
    expect(empty.json().error.code).toBe('CART_EMPTY');
    await addSticker(browser);
    const email = guestEmail();
    const badZip = await browser.request(
      'POST',
      '/api/checkout/review',
      checkoutBody(email, { ...TEXAS, zip: '7870' }),
    );
    expect(badZip.statusCode).toBe(400);
    expect(badZip.json().error.details[0].field).toBe('shipping.zip');
    const noShipping = await browser.request('POST', '/api/checkout/review', {
      email,
      shipping_method_id: 1,
      payment_method: 'invoice',
    });
    expect(noShipping.json().error.details).toEqual([
      { field: 'shipping', message: ORDER_MESSAGES.shippingAddress },
    ]);
    const noBilling = await browser.request(
      'POST',
      '/api/checkout/review',
      checkoutBody(email, TEXAS, { billing_same: false }),
    );
    expect(noBilling.json().error.details).toEqual([
      { field: 'billing', message: ORDER_MESSAGES.billingAddress },
    ]);
    const noMethod = await browser.request(
      'POST',
      '/api/checkout/review',
      checkoutBody(email, TEXAS, { shipping_method_id: 99 }),
    );
    expect(noMethod.statusCode).toBe(422);
    expect(noMethod.json().error.details[0].field).toBe('shipping_method_id');
    const testProvider = await browser.request(
      'POST',
      '/api/checkout/review',
      checkoutBody(email, TEXAS, { payment_method: 'test' }),
    );
    expect(testProvider.statusCode).toBe(422);
    expect(testProvider.json().error.details[0].field).toBe('payment_method');
    // Another visitor's address book entry is not theirs to ship to.
    const bookEntry = await browser.request('POST', '/api/checkout/review', {
      email,
      shipping_address_id: 1,
      shipping_method_id: 1,
      payment_method: 'invoice',
    });
    expect(bookEntry.statusCode).toBe(422);
    expect(bookEntry.json().error.details[0].field).toBe('shipping_address_id');
  });
});

describe('the server prices every order', () => {
  it('prices a tampered cart line again and says what changed before the order is placed', async () => {
    const browser = browserAt(app, freshAddress());
    const payload = await addSticker(browser);
    // A cart line whose stored price, shipping and dispatch were edited in the database.
    await database.db.execute(
      sql`update cart_lines set unit_price_cents = 1, shipping_cost_cents = 0, dispatch_date = '2026-01-01' where session_id is not null and id = (select max(id) from cart_lines)`,
    );
    const start = (await browser.request('GET', '/api/checkout')).json();
    const line = start.review.lines[0];
    const todayCents = Math.round(Number(payload.cost) * 100);
    expect(line.unit_price_cents).toBe(todayCents);
    expect(line.changes).toEqual([
      { kind: 'price', was_cents: 1, now_cents: todayCents },
      { kind: 'dispatch', was: '2026-01-01', now: start.review.delivery_options[0].dispatch_date },
    ]);
    const placed = await placeOrder(browser, checkoutBody(guestEmail()));
    expect(placed.statusCode, placed.body).toBe(201);
    const order = (await browser.request('GET', `/api/orders/${placed.json().order_no}`)).json();
    expect(order.lines[0].unit_price_cents).toBe(todayCents);
    expect(order.totals.sub_total_cents).toBe(todayCents);
  });

  it('refuses to place a line whose stored quantity is not one the item is sold in', async () => {
    const browser = browserAt(app, freshAddress());
    await addSticker(browser);
    await database.db.execute(
      sql`update cart_lines set quantity = 7 where id = (select max(id) from cart_lines)`,
    );
    const start = (await browser.request('GET', '/api/checkout')).json();
    expect(start.review.lines[0].unavailable).toBe(
      '7 is no longer a quantity this item is sold in.',
    );
    expect(start.review.totals.sub_total_cents).toBe(0);
    const before = await countOrders();
    const placed = await placeOrder(browser, checkoutBody(guestEmail()));
    expect(placed.statusCode).toBe(409);
    expect(placed.json().error.code).toBe('LINES_UNAVAILABLE');
    expect(await countOrders()).toBe(before);
  });

  it('places nothing when the figures differ from those reviewed, and answers the new review', async () => {
    const browser = browserAt(app, freshAddress());
    await addSticker(browser);
    const before = await countOrders();
    const body = checkoutBody(guestEmail());
    const review = (await browser.request('POST', '/api/checkout/review', body)).json();
    const tampered = await browser.request('POST', '/api/orders', {
      ...body,
      expected_total_cents: 1,
      expected_dispatch_date: review.delivery_options[0].dispatch_date,
    });
    expect(tampered.statusCode).toBe(409);
    expect(tampered.json().error.code).toBe('CHECKOUT_CHANGED');
    expect(tampered.json().error.details.review.totals.total_cents).toBe(review.totals.total_cents);
    expect(await countOrders()).toBe(before);
    // A price or total sent by the client is not a field of the request at all.
    const extra = await browser.request('POST', '/api/orders', {
      ...body,
      expected_total_cents: review.totals.total_cents,
      expected_dispatch_date: review.delivery_options[0].dispatch_date,
      total_cents: 1,
    });
    expect(extra.statusCode).toBe(400);
    expect((await browser.request('GET', '/api/cart')).json().count).toBe(1);
  });

  it('adds sales tax where the shop collects it, on items and shipping', async () => {
    const browser = browserAt(app, freshAddress());
    await addSticker(browser);
    const review = (
      await browser.request('POST', '/api/checkout/review', checkoutBody(guestEmail(), HOME))
    ).json();
    const { sub_total_cents: items, shipping_cents: shipping, tax_cents: tax } = review.totals;
    expect(review.totals.tax_rate).toBe('8.875%');
    expect(tax).toBe(Math.floor(((items + shipping) * 8875 + 50_000) / 100_000));
    expect(review.totals.total_cents).toBe(items + shipping + tax);
  });
});

describe('one order per Idempotency-Key', () => {
  it('answers a double submit and 10 simultaneous submits with one order', async () => {
    const browser = browserAt(app, freshAddress());
    await addSticker(browser);
    const before = await countOrders();
    const body = checkoutBody(guestEmail());
    const review = (await browser.request('POST', '/api/checkout/review', body)).json();
    const placeBody = {
      ...body,
      expected_total_cents: review.totals.total_cents,
      expected_dispatch_date: review.delivery_options[0].dispatch_date,
    };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        browser.request('POST', '/api/orders', placeBody, { 'idempotency-key': 'burst-key-0001' }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(201));
    expect(new Set(answers.map((answer) => answer.json().order_no)).size).toBe(1);
    const again = await browser.request('POST', '/api/orders', placeBody, {
      'idempotency-key': 'burst-key-0001',
    });
    expect(again.json().order_no).toBe(answers[0]?.json().order_no);
    expect(await countOrders()).toBe(before + 1);
  });
});

describe('checkout signed in', () => {
  async function signedIn() {
    const browser = browserAt(app, freshAddress());
    const login = await browser.request('POST', '/api/auth/login', {
      email: DEMO_CUSTOMER.email,
      password: DEMO_CUSTOMER.password,
    });
    expect(login.statusCode, login.body).toBe(200);
    return browser;
  }

  it('ships to an address book entry, lists the order under the account, and cancels it', async () => {
    const browser = await signedIn();
    await addSticker(browser);
    const start = (await browser.request('GET', '/api/checkout')).json();
    expect(start.who).toMatchObject({ kind: 'customer', email: DEMO_CUSTOMER.email });
    const entry = start.addresses[0];
    expect(entry).toBeDefined();
    const placed = await placeOrder(browser, {
      shipping_address_id: entry.id,
      shipping_method_id: 2,
      payment_method: 'invoice',
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const orderNo = placed.json().order_no;
    const order = (await browser.request('GET', `/api/orders/${orderNo}`)).json();
    expect(order).toMatchObject({
      email: DEMO_CUSTOMER.email,
      shipping_method: 'Express Shipping',
    });
    expect(order.shipping_address.address1).toBe(entry.address1);
    // Another signed-in visitor (a guest here) sees none of it and cannot cancel it.
    const stranger = browserAt(app, freshAddress());
    expect((await stranger.request('POST', `/api/orders/${orderNo}/cancel`)).statusCode).toBe(404);

    const cancelled = await browser.request('POST', `/api/orders/${orderNo}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({
      production_state: 'cancelled',
      payment_state: 'cancelled',
      can_cancel: false,
      refund_due_cents: 0,
    });
    expect(cancelled.json().timeline.map((step: { label: string }) => step.label)).toEqual([
      'Order placed',
      'Cancelled',
      'Payment: Cancelled',
    ]);
    const twice = await browser.request('POST', `/api/orders/${orderNo}/cancel`);
    expect(twice.statusCode).toBe(409);
    const mine = (await browser.request('GET', '/api/orders')).json().orders;
    expect(mine.map((row: { order_no: string }) => row.order_no)).toContain(orderNo);
  });

  it('records the refund due when a paid order is cancelled', async () => {
    const browser = await signedIn();
    await addSticker(browser);
    const placed = await placeOrder(browser, checkoutBody(undefined, TEXAS));
    const orderNo = placed.json().order_no;
    await database.db.execute(
      sql`update orders set payment_state = 'paid' where order_no = ${orderNo}`,
    );
    const cancelled = (await browser.request('POST', `/api/orders/${orderNo}/cancel`)).json();
    expect(cancelled.payment_state).toBe('paid');
    expect(cancelled.refund_due_cents).toBe(cancelled.totals.total_cents);
  });
});
