import { DEMO_CUSTOMER } from '@shop/db/seed/demo-customer';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD, ensureDemoStaff } from '@shop/db/seed/demo-staff';
import { ORDER_MESSAGES } from '@shop/shop/orders/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { browserAt, freshAddress } from '../../testing/browser';
import { checkoutBody, placeOrder, type Browser } from '../../testing/checkout';
import { multipart } from '../../testing/multipart-form';
import { pdfText } from '../../testing/pdf-text';
import { startSmtpInbox } from '../../testing/smtp-inbox';
import { createTestApp } from '../../testing/test-app';

// Issue 34: staff answer a quote request with a quotation priced by hand; its customer finds it
// under My account (and through the emailed link) and orders it at the quoted prices. PGlite or
// PostgreSQL as TEST_DATABASE_URL says.

const ORIGIN = { origin: 'http://localhost:80' };
let app: App;
let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  const created = await createTestApp({ env: { SMTP_URL: inbox.url }, demoCustomer: true });
  app = created.app;
  await ensureDemoStaff(created.database.db);
});
afterAll(async () => {
  await app?.close();
  await inbox?.close();
});

async function signedIn(path: string, body: Record<string, string>, headers = {}) {
  const browser = browserAt(app, freshAddress());
  const answer = await browser.request('POST', path, body, headers);
  expect(answer.statusCode, answer.body).toBe(200);
  return browser;
}
const staffBrowser = () =>
  signedIn(
    '/api/admin/sign-in',
    { email: DEMO_STAFF[0].email, password: DEMO_STAFF_PASSWORD },
    ORIGIN,
  );
const customerBrowser = () =>
  signedIn('/api/auth/login', { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password });

/** A Special Quantity request sent by `browser`; its reference. */
async function requestQuote(browser: Browser) {
  const body = multipart(
    [
      ['firstname', 'Ana'],
      ['lastname', 'Lima'],
      ['email_address', 'ana@example.org'],
      ['quantity', '25000'],
      ['quote_type', 'Special Quantity'],
      ['comment', 'For a festival'],
      ['featured_item_id', '1'],
      ['configuration', 'product_id=1&featured_item_id=1&width=2&height=2&custom_quantity=25000'],
    ],
    [],
  );
  const sent = await browser.request('POST', '/api/quote/create/quote-request', body.payload, {
    'content-type': body.type,
  });
  expect(sent.statusCode, sent.body).toBe(201);
  return sent.json().reference_no as string;
}

const ANSWER = {
  lines: [
    {
      description: 'Vinyl stickers 2" x 2"\nGloss laminate',
      quantity: 25000,
      price: '1850.00',
      printing_days: 6,
    },
    { description: 'Rush proof by courier', quantity: 1, price: '25.50', printing_days: 2 },
  ],
  note: 'Printed in two runs; the proof ships first.',
};

describe('answering a quote request with a quotation', () => {
  it('makes the customer’s quotation, emails its link, and the customer orders it at its prices', async () => {
    const customer = await customerBrowser();
    const reference = await requestQuote(customer);
    const staff = await staffBrowser();
    const url = `/api/admin/inbox/quote-requests/${reference}/quotation`;

    // Only staff, only from the shop's pages, only with lines that say what they are.
    expect((await customer.request('POST', url, ANSWER, ORIGIN)).statusCode).toBe(404);
    expect((await staff.request('POST', url, ANSWER)).statusCode).toBe(403);
    const bad = await staff.request(
      'POST',
      url,
      { lines: [{ description: 'x', quantity: 0, price: '12.3.4', printing_days: 0 }] },
      ORIGIN,
    );
    expect(bad.statusCode).toBe(400);
    const fields = bad.json().error.details.map((detail: { field: string }) => detail.field);
    expect(fields).toEqual(
      expect.arrayContaining([
        'lines.0.description',
        'lines.0.quantity',
        'lines.0.price',
        'lines.0.printing_days',
      ]),
    );

    const answered = await staff.request('POST', url, ANSWER, ORIGIN);
    expect(answered.statusCode, answered.body).toBe(201);
    const quotationNo: string = answered.json().quotation_no;
    // 1850.00 + 25.50, Standard shipping free over $100.
    expect(answered.json().total_cents).toBe(187_550);
    const again = await staff.request('POST', url, ANSWER, ORIGIN);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(
      `This request was answered already, with quotation ${quotationNo}.`,
    );

    const shown = (
      await staff.request('GET', `/api/admin/inbox/quote-requests/${reference}`)
    ).json();
    expect(shown.status).toBe('answered');
    expect(shown.answer).toMatchObject({
      quotation_no: quotationNo,
      written_by: DEMO_STAFF[0].email,
      note: ANSWER.note,
      total_cents: 187_550,
    });
    expect(shown.answer.lines[0]).toEqual({
      details: ANSWER.lines[0]?.description,
      quantity: 25000,
      price_cents: 185_000,
      printing_days: 6,
    });
    const activity = (
      await staff.request('GET', '/api/admin/activity?action=quote_request.answer')
    ).json();
    expect(activity.entries[0]).toMatchObject({
      subject: `quote request ${reference}`,
      changes: { quotation_no: quotationNo },
    });

    // Emailed to the account's address with a link that opens the PDF; a wrong key does not.
    // The raw message, its quoted-printable soft breaks and escapes undone.
    const text = () =>
      inbox.received
        .map((mail) => mail.raw.replace(/=\r?\n/g, '').replaceAll('=3D', '='))
        .find((raw) => raw.includes(`quotation ${quotationNo}`)) ?? '';
    await app.shop.mail.deliverDue();
    expect(text()).toContain(ANSWER.note);
    expect(text()).toContain(`To: ${DEMO_CUSTOMER.email}`);
    const link = /\/pdf\/quotation\/preview\?quotation_no=[^\s&]+&key=[\w-]+/.exec(text())?.[0];
    expect(link).toBeDefined();
    const stranger = browserAt(app, freshAddress());
    const pdf = await stranger.request('GET', link ?? '');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const printed = await pdfText(pdf.rawPayload);
    expect(printed).toContain(quotationNo);
    expect(printed).toContain('Printed in 6 business days.');
    const forged = await stranger.request('GET', `${link?.slice(0, -4)}AAAA`);
    expect(forged.statusCode).toBe(404);

    // Under My account; ordered at its prices, each line dispatched after its own days.
    const mine = (await customer.request('GET', '/api/quote/get/quotations')).json();
    expect(mine.quotations.map((row: { quotation_no: string }) => row.quotation_no)).toContain(
      quotationNo,
    );
    const ordered = await customer.request('POST', `/api/quote/quotations/${quotationNo}/order`);
    expect(ordered.statusCode, ordered.body).toBe(200);
    expect(ordered.json()).toMatchObject({ priced: 'quoted', cart_count: 2 });
    // Once: in the cart already, it says so; its one set is not changed.
    const twice = await customer.request('POST', `/api/quote/quotations/${quotationNo}/order`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe(ORDER_MESSAGES.quotationInCart(quotationNo));
    const cart = (await customer.request('GET', '/api/cart')).json();
    expect(cart.lines.map((line: { quoted: boolean }) => line.quoted)).toEqual([true, true]);
    const sets = await customer.request('PATCH', `/api/cart/items/${cart.lines[0].id}`, {
      kinds: 3,
    });
    expect(sets.statusCode).toBe(409);
    expect(sets.json().error.code).toBe('QUOTED_LINE');
    const review = await customer.request('POST', '/api/checkout/review', checkoutBody(undefined));
    expect(review.statusCode, review.body).toBe(200);
    const lines = review.json().lines;
    expect(lines.map((line: { unit_price_cents: number }) => line.unit_price_cents)).toEqual([
      185_000, 2_550,
    ]);
    expect(lines[0].product_name).toBe('Standard Vinyl Stickers (Special Quantity)');
    expect(lines.every((line: { unavailable: string | null }) => line.unavailable === null)).toBe(
      true,
    );
    const placed = await placeOrder(customer, checkoutBody(undefined));
    expect(placed.statusCode, placed.body).toBe(201);
    const order = (await customer.request('GET', `/api/orders/${placed.json().order_no}`)).json();
    expect(order.lines.map((line: { printing_days: number }) => line.printing_days)).toEqual([
      6, 2,
    ]);
    expect(order.totals.sub_total_cents).toBe(187_550);
    const after = await customer.request('POST', `/api/quote/quotations/${quotationNo}/order`);
    expect(after.statusCode).toBe(409);
    expect(after.json().error.message).toBe(
      ORDER_MESSAGES.quotationOrdered(quotationNo, placed.json().order_no),
    );
    // Priced for that request: it is not ordered again as it was.
    const reorder = await customer.request('POST', `/api/orders/${order.order_no}/reorder`);
    expect(reorder.statusCode, reorder.body).toBe(200);
    expect(reorder.json()).toMatchObject({ added: 0 });
    expect(reorder.json().unavailable[0].reason).toBe(ORDER_MESSAGES.quotedAgain);
  });

  it('refuses another visitor the quotation and its order (404)', async () => {
    const customer = await customerBrowser();
    const reference = await requestQuote(customer);
    const staff = await staffBrowser();
    const answered = await staff.request(
      'POST',
      `/api/admin/inbox/quote-requests/${reference}/quotation`,
      ANSWER,
      ORIGIN,
    );
    const quotationNo: string = answered.json().quotation_no;
    const other = browserAt(app, freshAddress());
    expect(
      (await other.request('POST', `/api/quote/quotations/${quotationNo}/order`)).statusCode,
    ).toBe(404);
    expect(
      (await other.request('GET', `/pdf/quotation/preview?quotation_no=${quotationNo}`)).statusCode,
    ).toBe(404);
    const unknown = await staff.request(
      'POST',
      '/api/admin/inbox/quote-requests/QR-20260101-ABCDEF/quotation',
      ANSWER,
      ORIGIN,
    );
    expect(unknown.statusCode).toBe(404);
  });
});

describe('replying to a contact message', () => {
  it('emails the reply to its sender, keeps it with the message and logs it; only staff may', async () => {
    const sender = browserAt(app, freshAddress());
    const sent = await sender.request('POST', '/api/contact', {
      name: 'Rui Costa',
      email: 'rui.costa@example.org',
      about: '',
      message: 'Do you print on clear vinyl?',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const reference: string = sent.json().reference_no;
    const url = `/api/admin/inbox/contact/${reference}/reply`;
    const staff = await staffBrowser();

    expect((await sender.request('POST', url, { message: 'Yes' }, ORIGIN)).statusCode).toBe(404);
    const empty = await staff.request('POST', url, { message: '  ' }, ORIGIN);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.details[0]).toMatchObject({
      field: 'message',
      message: 'Please write the reply.',
    });

    const reply = 'Yes: clear vinyl is on every sticker page, under Material.';
    const replied = await staff.request('POST', url, { message: reply }, ORIGIN);
    expect(replied.statusCode, replied.body).toBe(204);

    const shown = (await staff.request('GET', `/api/admin/inbox/contact/${reference}`)).json();
    expect(shown.status).toBe('answered');
    expect(shown.replies).toEqual([
      { staff_email: DEMO_STAFF[0].email, message: reply, sent_at: expect.any(String) },
    ]);
    const logged = (await staff.request('GET', '/api/admin/activity?action=contact.reply')).json();
    expect(logged.entries[0]).toMatchObject({ subject: `contact message ${reference}` });

    await app.shop.mail.deliverDue();
    const mail = inbox.received
      .filter((received) => received.to.includes('rui.costa@example.org'))
      .map((received) => received.raw.replace(/=\r?\n/g, ''))
      .find((raw) => raw.includes('clear vinyl is on every sticker page'));
    expect(mail).toContain(reference);
  });
});
