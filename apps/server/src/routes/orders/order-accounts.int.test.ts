import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import { orderLines, orders } from '@shop/db/schema-orders';
import type { DatabaseHandle } from '@shop/db/client';
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

// Issue 31: the payment providers, a guest's orders joining the account made with their email,
// what an account's deletion leaves of its orders, sales tax and free shipping, through the API
// (PGlite, and PostgreSQL in CI's second run). One app for the whole file.
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
    env: {
      SMTP_URL: inbox.url,
      SALES_TAX_RATES: 'NY:8.875',
      PAYMENT_TEST_PROVIDER: 'true',
      PUBLIC_URL: 'https://shop.example',
    },
  }));
});
afterAll(async () => {
  await app.close();
  await inbox.close();
});

/** A billing address unlike the shipping one, to tell the two apart in the database. */
const OFFICE = {
  name: 'Lovelace Analytics',
  company: 'Analytical Engines LLC',
  address1: '200 Congress Ave',
  address2: 'Suite 5',
  city: 'Dallas',
  state: 'TX',
  zip: '75201',
  phone: '(214) 555-0123',
};

const addSticker = (browser: Browser, kinds = 1) => addStickerTo(app, browser, kinds);

/** Places the order, expecting it placed: its number. */
async function placed(browser: Browser, body: Record<string, unknown>, key?: string) {
  const answer = await placeOrder(browser, body, key);
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json().order_no as string;
}

const countOrders = async () => {
  const [row] = await database.db.select({ n: count() }).from(orders);
  return row?.n ?? 0;
};

const cartCount = async (browser: Browser) =>
  (await browser.request('GET', '/api/cart')).json().count as number;

const orderRow = async (orderNo: string) => {
  const [row] = await database.db.select().from(orders).where(eq(orders.orderNo, orderNo));
  return row;
};

const listed = async (browser: Browser) =>
  (await browser.request('GET', '/api/orders'))
    .json()
    .orders.map((row: { order_no: string }) => row.order_no);

/** Signs up in `browser` with `email`; the account stays unverified until `verify`. */
async function signUp(browser: Browser, email: string, password = 'paper-cuts') {
  const response = await browser.request('POST', '/api/auth/sign-up', {
    first_name: 'Rosa',
    last_name: 'Park',
    email,
    password,
    confirm_password: password,
  });
  expect(response.statusCode, response.body).toBe(201);
  await app.shop.mail.deliverDue();
}

async function verify(browser: Browser, email: string) {
  const verified = await browser.request('POST', '/api/auth/verify-email', {
    code: inbox.codeFor(email),
  });
  expect(verified.statusCode, verified.body).toBe(200);
}

describe('payment providers', () => {
  const testCard = (email: string, outcome: string) =>
    checkoutBody(email, TEXAS, { payment_method: 'test', test_outcome: outcome });

  it('offers the invoice and the test card when PAYMENT_TEST_PROVIDER is true', async () => {
    const browser = browserAt(app, freshAddress());
    await addSticker(browser);
    const start = await browser.request('GET', '/api/checkout');
    expect(start.statusCode, start.body).toBe(200);
    expect(start.json().review.payment_methods.map((method: { id: string }) => method.id)).toEqual([
      'invoice',
      'test',
    ]);
  });

  it('places an approved test-card order as authorized, its timeline saying so', async () => {
    const browser = browserAt(app, freshAddress());
    await addSticker(browser);
    const orderNo = await placed(browser, testCard(newEmail(), 'approve'), 'card-approve-0001');
    const order = (await browser.request('GET', `/api/orders/${orderNo}`)).json();
    expect(order).toMatchObject({
      payment_method: 'test',
      payment_state: 'authorized',
      payment_label: 'Card authorized',
      production_state: 'awaiting_artwork',
    });
    expect(order.timeline).toHaveLength(1);
    expect(order.timeline[0]).toMatchObject({
      track: 'placed',
      from: null,
      to: 'authorized',
      label: 'Order placed',
      by: 'customer',
    });
    expect(order.timeline[0].note).toMatch(/authorized/i);
    expect(await cartCount(browser)).toBe(0);
    expect((await orderRow(orderNo))?.paymentState).toBe('authorized');
  });

  it('places nothing when the card is declined (402), and the same key then places it once', async () => {
    const browser = browserAt(app, freshAddress());
    await addSticker(browser);
    const email = newEmail();
    const before = await countOrders();
    const review = (
      await browser.request('POST', '/api/checkout/review', testCard(email, 'decline'))
    ).json();
    const send = (outcome: string) =>
      browser.request(
        'POST',
        '/api/orders',
        {
          ...testCard(email, outcome),
          expected_total_cents: review.totals.total_cents,
          expected_dispatch_date: review.delivery_options[0].dispatch_date,
        },
        { 'idempotency-key': 'card-retry-0001' },
      );
    const declined = await send('decline');
    expect(declined.statusCode, declined.body).toBe(402);
    expect(declined.json().error.code).toBe('PAYMENT_DECLINED');
    expect(declined.json().error.details).toEqual([
      { field: 'payment_method', message: ORDER_MESSAGES.declined },
    ]);
    expect(await countOrders()).toBe(before);
    expect(await cartCount(browser)).toBe(1);
    expect(await listed(browser)).toEqual([]);

    // The failed attempt released its key: the retry with it runs (it is no replay of a refusal).
    const approved = await send('approve');
    expect(approved.statusCode, approved.body).toBe(201);
    const orderNo = approved.json().order_no;
    expect(await countOrders()).toBe(before + 1);
    expect(await cartCount(browser)).toBe(0);
    expect(await listed(browser)).toEqual([orderNo]);
    expect((await browser.request('GET', `/api/orders/${orderNo}`)).json().payment_state).toBe(
      'authorized',
    );
    // From then on the key answers that order, and places no other.
    const again = await send('approve');
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().order_no).toBe(orderNo);
    expect(await countOrders()).toBe(before + 1);
  });

  it('places nothing when the payment service does not answer (502)', async () => {
    const browser = browserAt(app, freshAddress());
    await addSticker(browser);
    const before = await countOrders();
    const failed = await placeOrder(browser, testCard(newEmail(), 'error'), 'card-error-0001');
    expect(failed.statusCode, failed.body).toBe(502);
    expect(failed.json().error.code).toBe('PAYMENT_UNAVAILABLE');
    expect(failed.json().error.message).toBe(ORDER_MESSAGES.paymentUnavailable);
    expect(await countOrders()).toBe(before);
    expect(await cartCount(browser)).toBe(1);
  });
});

describe("a guest's orders and the account made with their email", () => {
  it("become the account's once the email is verified, not before", async () => {
    const email = newEmail('guest');
    const guest = browserAt(app, freshAddress());
    await addSticker(guest);
    // Typed as people do; the order keeps it the way accounts do (trimmed, lower case).
    const orderNo = await placed(guest, checkoutBody(` ${email.toUpperCase()} `));
    expect((await orderRow(orderNo))?.email).toBe(email);
    expect(await listed(guest)).toEqual([orderNo]);

    // Someone signs up with that email in another browser: an unverified sign-up gets nothing.
    const newcomer = browserAt(app, freshAddress());
    await signUp(newcomer, email);
    expect(await listed(newcomer)).toEqual([]);
    expect((await newcomer.request('GET', `/api/orders/${orderNo}`)).statusCode).toBe(404);
    expect((await orderRow(orderNo))?.customerId).toBeNull();

    // Verified: the order is the account's.
    await verify(newcomer, email);
    expect(await listed(newcomer)).toEqual([orderNo]);
    const order = await newcomer.request('GET', `/api/orders/${orderNo}`);
    expect(order.statusCode, order.body).toBe(200);
    expect(order.json()).toMatchObject({ order_no: orderNo, email });
    const row = await orderRow(orderNo);
    expect(row?.customerId).not.toBeNull();
    expect(row?.sessionId).toBeNull();
  });

  it("leaves another email's guest orders where they are", async () => {
    const guest = browserAt(app, freshAddress());
    await addSticker(guest);
    const orderNo = await placed(guest, checkoutBody(newEmail('guest')));
    const other = newEmail('other');
    const newcomer = browserAt(app, freshAddress());
    await signUp(newcomer, other);
    await verify(newcomer, other);
    expect(await listed(newcomer)).toEqual([]);
    expect(await listed(guest)).toEqual([orderNo]);
    expect((await orderRow(orderNo))?.customerId).toBeNull();
  });
});

describe('deleting an account', () => {
  it('keeps its orders for the accounts, without the person, except a paid bill', async () => {
    const email = newEmail('leaving');
    const browser = browserAt(app, freshAddress());
    await signUp(browser, email, 'goodbye-now');
    await verify(browser, email);

    await addSticker(browser);
    const paidNo = await placed(
      browser,
      checkoutBody(undefined, TEXAS, { billing_same: false, billing: OFFICE }),
    );
    await addSticker(browser, 2);
    const unpaidNo = await placed(
      browser,
      checkoutBody(undefined, HOME, { billing_same: false, billing: OFFICE }),
    );
    expect(await listed(browser)).toEqual(expect.arrayContaining([paidNo, unpaidNo]));
    await database.db.execute(
      sql`update orders set payment_state = 'paid' where order_no = ${paidNo}`,
    );
    const before = await database.db
      .select()
      .from(orders)
      .where(inArray(orders.orderNo, [paidNo, unpaidNo]))
      .orderBy(asc(orders.id));
    expect(
      before.map((row) => [row.email, row.customerId !== null, row.linkDigest !== '']),
    ).toEqual([
      [email, true, true],
      [email, true, true],
    ]);
    const linesBefore = await database.db
      .select({ orderId: orderLines.orderId, n: count() })
      .from(orderLines)
      .where(
        inArray(
          orderLines.orderId,
          before.map((row) => row.id),
        ),
      )
      .groupBy(orderLines.orderId);

    // Orders on their way keep the account: they need its address and email.
    const early = await browser.request('DELETE', '/api/account', { password: 'goodbye-now' });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.code).toBe('ORDER_IN_PROGRESS');
    await database.db.execute(
      sql`update orders set production_state = 'delivered' where order_no = ${paidNo}`,
    );
    const cancelled = await browser.request('POST', `/api/orders/${unpaidNo}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    const gone = await browser.request('DELETE', '/api/account', { password: 'goodbye-now' });
    expect(gone.statusCode, gone.body).toBe(204);
    // The last message reaches the address (it was once dropped with the account's queued mail).
    await app.shop.mail.deliverDue();
    expect(
      inbox.received.some(
        (mail) => mail.to.includes(email) && mail.raw.includes('account has been deleted'),
      ),
    ).toBe(true);
    expect((await browser.request('GET', '/api/me')).json().customer).toBeNull();

    const paid = await orderRow(paidNo);
    const unpaid = await orderRow(unpaidNo);
    expect(paid).toBeDefined();
    expect(unpaid).toBeDefined();
    const cleared = {
      email: '',
      linkDigest: '',
      customerId: null,
      sessionId: null,
      shipName: '',
      shipCompany: '',
      shipAddress1: '',
      shipAddress2: '',
      shipCity: '',
      shipState: '',
      shipZip: '',
      shipPhone: '',
      billPhone: '',
    };
    expect(paid).toMatchObject({
      ...cleared,
      paymentState: 'paid',
      billName: OFFICE.name,
      billAddress1: OFFICE.address1,
      billCity: OFFICE.city,
      billState: OFFICE.state,
      billZip: OFFICE.zip,
    });
    expect(unpaid).toMatchObject({
      ...cleared,
      paymentState: 'cancelled',
      billName: '',
      billCompany: '',
      billAddress1: '',
      billAddress2: '',
      billCity: '',
      billState: '',
      billZip: '',
    });
    // The figures stay as they were.
    for (const [row, was] of [
      [paid, before[0]],
      [unpaid, before[1]],
    ] as const) {
      expect(row).toMatchObject({
        orderNo: was?.orderNo,
        subTotalCents: was?.subTotalCents,
        shippingCents: was?.shippingCents,
        taxCents: was?.taxCents,
        totalCents: was?.totalCents,
      });
    }
    const linesAfter = await database.db
      .select({ orderId: orderLines.orderId, n: count() })
      .from(orderLines)
      .where(
        inArray(
          orderLines.orderId,
          before.map((row) => row.id),
        ),
      )
      .groupBy(orderLines.orderId);
    expect(linesAfter).toHaveLength(2);
    expect(linesAfter).toEqual(expect.arrayContaining(linesBefore));

    // Someone who signs up with the email again finds none of them.
    const again = browserAt(app, freshAddress());
    await signUp(again, email);
    await verify(again, email);
    expect(await listed(again)).toEqual([]);
    expect((await again.request('GET', `/api/orders/${paidNo}`)).statusCode).toBe(404);
  });
});

describe('sales tax', () => {
  it('charges New York its rate on items and shipping, and Texas none', async () => {
    const browser = browserAt(app, freshAddress());
    await addSticker(browser);
    const newYork = await placed(browser, checkoutBody(newEmail(), HOME));
    await addSticker(browser);
    const texas = await placed(browser, checkoutBody(newEmail(), TEXAS));

    const stored = await orderRow(newYork);
    expect(stored?.taxRate).toBe(8875);
    const taxable = (stored?.subTotalCents ?? 0) + (stored?.shippingCents ?? 0);
    expect(taxable).toBeGreaterThan(0);
    // 8.875 % of items and shipping, half a cent and up rounded up.
    expect(stored?.taxCents).toBe(Math.round((taxable * 8875) / 100_000));
    expect(stored?.totalCents).toBe(taxable + (stored?.taxCents ?? 0));
    const shown = (await browser.request('GET', `/api/orders/${newYork}`)).json();
    expect(shown.totals).toEqual({
      sub_total_cents: stored?.subTotalCents,
      coupon_code: '',
      coupon_discount_cents: 0,
      promo_discount_cents: 0,
      point_discount_cents: 0,
      shipping_cents: stored?.shippingCents,
      tax_cents: stored?.taxCents,
      tax_rate: '8.875%',
      total_cents: stored?.totalCents,
    });

    const untaxed = await orderRow(texas);
    expect(untaxed).toMatchObject({ taxRate: 0, taxCents: 0 });
    expect(untaxed?.totalCents).toBe((untaxed?.subTotalCents ?? 0) + (untaxed?.shippingCents ?? 0));
    const texasShown = (await browser.request('GET', `/api/orders/${texas}`)).json();
    expect(texasShown.totals).toMatchObject({ tax_cents: 0, tax_rate: null });
  });
});

describe('free shipping', () => {
  const options = async (browser: Browser) => {
    const start = await browser.request('GET', '/api/checkout');
    expect(start.statusCode, start.body).toBe(200);
    const { review } = start.json();
    return review.delivery_options as Array<{ group: string; cost_cents: number; free: boolean }>;
  };

  it('ships Standard free from a $100 subtotal, while Express keeps its cost', async () => {
    const browser = browserAt(app, freshAddress());
    const payload = await addSticker(browser, 2);
    const setCents = Math.round(Number(payload.cost) * 100);
    // Two sets stay under $100 (and a third goes over it): the demo price of the sticker.
    expect(setCents * 2).toBeLessThan(10_000);
    expect(setCents * 3).toBeGreaterThanOrEqual(10_000);
    const [standardBelow, expressBelow] = await options(browser);
    expect(standardBelow).toMatchObject({ group: 'standard', free: false });
    expect(standardBelow?.cost_cents).toBeGreaterThan(0);
    expect(expressBelow).toMatchObject({ group: 'express', free: false });
    expect(expressBelow?.cost_cents).toBeGreaterThan(0);

    await addSticker(browser, 1);
    const [standard, express] = await options(browser);
    expect(standard).toMatchObject({ group: 'standard', cost_cents: 0, free: true });
    expect(express).toMatchObject({
      group: 'express',
      cost_cents: expressBelow?.cost_cents,
      free: false,
    });

    const withExpress = await browser.request(
      'POST',
      '/api/checkout/review',
      checkoutBody(newEmail(), TEXAS, { shipping_method_id: 2 }),
    );
    expect(withExpress.json().totals.shipping_cents).toBe(expressBelow?.cost_cents);

    const orderNo = await placed(browser, checkoutBody(newEmail(), TEXAS));
    const order = (await browser.request('GET', `/api/orders/${orderNo}`)).json();
    expect(order.shipping_method).toBe('Standard Shipping');
    expect(order.totals).toMatchObject({
      sub_total_cents: setCents * 3,
      shipping_cents: 0,
      tax_cents: 0,
      total_cents: setCents * 3,
    });
  });
});
