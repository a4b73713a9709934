import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { browserAt, freshAddress } from '../../testing/browser';
import { pdfText } from '../../testing/pdf-text';
import { quotePayloadFor } from '../../testing/quote-payload';
import { startSmtpInbox } from '../../testing/smtp-inbox';

// Issue 32, item 4: an order's invoice as a PDF, drawn as the quotation is.
// 9:00 PM on Monday 2026-11-30 in New York, already Dec 1 in UTC: the invoice is dated by the shop.
const now = new Date('2026-12-01T02:00:00Z');
let app: App;
let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  const { createTestApp } = await import('../../testing/test-app');
  ({ app } = await createTestApp({
    clock: () => now,
    env: {
      SMTP_URL: inbox.url,
      SALES_TAX_RATES: 'NY:8.875',
      PUBLIC_URL: 'https://shop.example',
      SHOP_TIMEZONE: 'America/New_York',
      PAYMENT_TEST_PROVIDER: 'true',
    },
  }));
});
afterAll(async () => {
  await app.close();
  await inbox.close();
});

type Browser = ReturnType<typeof browserAt>;

const ALBANY = {
  name: 'Ada Lovelace',
  company: '',
  address1: '1 Main St',
  address2: '',
  city: 'Albany',
  state: 'NY',
  zip: '12207',
  phone: '(512) 555-0199',
};

let people = 0;
const guestEmail = () => `invoice.${++people}.${Date.now()}@example.org`;

interface PlacedOrder {
  browser: Browser;
  email: string;
  orderNo: string;
  totalCents: number;
}

/** A guest orders 2" x 2" stickers shipped to Albany, with the figures reviewed. */
async function guestOrder(extra: Record<string, unknown> = {}): Promise<PlacedOrder> {
  const browser = browserAt(app, freshAddress());
  const payload = await quotePayloadFor(app, {
    priceQuery: 'product_id=1&featured_item_id=1&width=2&height=2',
    originPath: '/stickers/standard-vinyl',
  });
  const added = await browser.request('POST', '/api/cart/items', payload);
  expect(added.statusCode, added.body).toBe(201);

  const email = guestEmail();
  const body = {
    email,
    shipping: ALBANY,
    shipping_method_id: 1,
    payment_method: 'invoice',
    ...extra,
  };
  const review = await browser.request('POST', '/api/checkout/review', body);
  expect(review.statusCode, review.body).toBe(200);
  const figures = review.json();
  const option = figures.delivery_options.find(
    (candidate: { method_id: number }) => candidate.method_id === body.shipping_method_id,
  );
  const placed = await browser.request('POST', '/api/orders', {
    ...body,
    expected_total_cents: figures.totals.total_cents,
    expected_dispatch_date: option.dispatch_date,
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const { order_no: orderNo } = placed.json();
  return { browser, email, orderNo, totalCents: figures.totals.total_cents };
}

const dollars = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

/** The key of the order's link in its confirmation email. */
async function emailedKey(email: string): Promise<string> {
  await app.shop.mail.deliverDue();
  const mail = inbox.received.findLast((message) => message.to.includes(email));
  const key = /orders\/PP-[0-9A-F-]+\?key=([\w-]+)/.exec(
    (mail?.raw ?? '').replace(/=\r?\n/g, '').replaceAll('=3D', '='),
  )?.[1];
  if (!key) throw new Error(`No order link in the mail to ${email}`);
  return key;
}

describe('the invoice PDF of an order', () => {
  it('gives its owner the invoice: number, date, billing name, lines, tax and total', async () => {
    const { browser, orderNo, totalCents } = await guestOrder();
    const order = (await browser.request('GET', `/api/orders/${orderNo}`)).json();

    const response = await browser.request('GET', `/pdf/invoice/preview?order_no=${orderNo}`);
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `inline; filename="invoice-${orderNo}.pdf"`,
    );
    expect(response.headers['cache-control']).toBe('private, no-store');

    const text = await pdfText(response.rawPayload);
    expect(text).toContain('INVOICE');
    expect(text).toMatch(new RegExp(`Invoice No\\.\\s*${orderNo}`));
    // Placed at 9:00 PM in New York: Nov 30 there, though Dec 1 in UTC.
    expect(text).toMatch(/Date\s*Nov 30, 2026/);
    expect(text).toMatch(/Payment\s*Invoice \(bank transfer\)\s*Awaiting payment/);
    expect(text).toMatch(/Order Status\s*Awaiting artwork/);
    expect(text).toContain('Ada Lovelace');
    expect(text).toContain('Albany, NY 12207');
    expect(text).toContain(order.lines[0].product_name);
    expect(text).toContain(`${order.lines[0].quantity.toLocaleString('en-US')} pcs × 1 set`);
    expect(text).toMatch(
      new RegExp(`Sales tax \\(8\\.875%\\)\\s*\\${dollars(order.totals.tax_cents)}`),
    );
    expect(order.totals.tax_cents).toBeGreaterThan(0);
    expect(text).toMatch(new RegExp(`Total\\s*\\${dollars(totalCents)}`));
    expect(text.replace(/\s+/g, ' ')).toContain(
      `Please pay ${dollars(totalCents)} by bank transfer within 14 days to Peel & Press LLC`,
    );
    expect(text.replace(/\s+/g, ' ')).toContain(`quoting ${orderNo} as the reference`);
  });

  it('downloads as an attachment named after the order', async () => {
    const { browser, orderNo } = await guestOrder();
    const response = await browser.request('GET', `/pdf/invoice/download?order_no=${orderNo}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="invoice-${orderNo}.pdf"`,
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(await pdfText(response.rawPayload)).toContain(orderNo);
  });

  it('is 404 to another browser, unless it holds the key from the order email', async () => {
    const { email, orderNo } = await guestOrder();
    const elsewhere = browserAt(app, freshAddress());
    for (const mode of ['preview', 'download']) {
      const refused = await elsewhere.request('GET', `/pdf/invoice/${mode}?order_no=${orderNo}`);
      expect(refused.statusCode).toBe(404);
      expect(refused.headers['content-type']).toContain('application/json');
      expect(refused.json().error.code).toBeTruthy();
      const wrongKey = await elsewhere.request(
        'GET',
        `/pdf/invoice/${mode}?order_no=${orderNo}&key=${'x'.repeat(32)}`,
      );
      expect(wrongKey.statusCode).toBe(404);
    }

    const key = await emailedKey(email);
    const linked = await elsewhere.request(
      'GET',
      `/pdf/invoice/download?order_no=${orderNo}&key=${key}`,
    );
    expect(linked.statusCode, linked.body.slice(0, 200)).toBe(200);
    expect(await pdfText(linked.rawPayload)).toContain(orderNo);
  });

  it('answers 404 for an unknown order and 400 for a malformed number or key', async () => {
    const browser = browserAt(app, freshAddress());
    const unknown = await browser.request(
      'GET',
      '/pdf/invoice/preview?order_no=PP-20261130-0A1B2C3D',
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toMatchObject({ code: expect.any(String) });
    for (const query of [
      'order_no=Q-20261130-0001',
      'order_no=',
      '',
      'order_no=PP-20261130-0A1B2C3D&key=!',
    ]) {
      const malformed = await browser.request('GET', `/pdf/invoice/preview?${query}`);
      expect(malformed.statusCode, query).toBe(400);
      expect(malformed.json().error.code).toBeTruthy();
    }
  });

  it('prints a Bill To in Chinese as written', async () => {
    const billing = { ...ALBANY, name: '王小明', address1: '建国门外大街1号' };
    const { browser, orderNo } = await guestOrder({ billing_same: false, billing });
    const response = await browser.request('GET', `/pdf/invoice/download?order_no=${orderNo}`);
    expect(response.statusCode).toBe(200);
    const lines = (await pdfText(response.rawPayload)).split('\n');
    expect(lines).toContain('王小明');
    expect(lines).toContain('建国门外大街1号');
    // The billing name, not the shipping one.
    expect(lines).not.toContain('Ada Lovelace');
  });

  it('says when a card order is charged', async () => {
    const { browser, orderNo } = await guestOrder({
      payment_method: 'test',
      test_outcome: 'approve',
    });
    const response = await browser.request('GET', `/pdf/invoice/preview?order_no=${orderNo}`);
    expect(response.statusCode).toBe(200);
    const text = await pdfText(response.rawPayload);
    expect(text).toMatch(/Payment\s*Card\s*Card authorized/);
    expect(text).toContain('Card authorized; charged when your proof is approved.');
    expect(text).not.toContain('bank transfer');
  });
});
