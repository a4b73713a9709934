import type { QuotePayload } from '@shop/domain/cart-contract';
import { SETS_MESSAGE } from '@shop/domain/rules/sets-rules';
import type { DatabaseHandle } from '@shop/db/client';
import { cartLines, idempotencyKeys } from '@shop/db/schema';
import { DEMO_CUSTOMER } from '@shop/db/seed/demo-customer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { createTestApp } from '../../testing/test-app';
import { pdfText } from '../../testing/pdf-text';
import { browserAt } from '../../testing/browser';
import { quotePayloadFor, quoteRequestBody } from '../../testing/quote-payload';

const NOW = new Date('2026-11-26T04:00:00Z');
let app: App;
let database: DatabaseHandle;
beforeAll(async () => {
  ({ app, database } = await createTestApp({ clock: () => NOW, demoCustomer: true }));
});
afterAll(() => app.close());

const CONFIGURATION = 'product_id=1&featured_item_id=1&width=2&height=2';

/** The payload the quote page sends for the first tier of CONFIGURATION, as the API prices it. */
const payload = (kinds = 1) =>
  quotePayloadFor(app, {
    priceQuery: CONFIGURATION,
    kinds,
    originPath: '/stickers/standard-vinyl',
  });

/** A browser at app.inject's default address: keeps the cookies the shop sets. */
const visitor = () => browserAt(app, '127.0.0.1');

describe('cart', () => {
  it('adds a re-priced line, lists it with totals and removes it', async () => {
    const browser = visitor();
    const added = await browser.request('POST', '/api/cart/items', await payload(3));
    expect(added.statusCode).toBe(201);
    expect(added.json().cart_count).toBe(1);
    const session = added.cookies.find((c) => c.name === 'shop_session');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(session?.value.length).toBeGreaterThanOrEqual(43);
    const cart = (await browser.request('GET', '/api/cart')).json();
    const line = cart.lines[0];
    expect(line.kinds).toBe(3);
    expect(line.price).toBe((Number(line.unit_price) * 3).toFixed(2));
    expect(line.details).toContain('Size: 2" x 2"');
    expect(cart.sub_total).toBe(line.price);
    const removed = await browser.request('DELETE', `/api/cart/items/${line.id}`);
    expect(removed.json()).toMatchObject({ count: 0, total_price: '0.00' });
  });

  it.each<[string, Partial<QuotePayload>, string]>([
    ['a tampered cost', { cost: '0.01' }, 'cost'],
    ['a tampered shipping cost', { shipping_cost: '0.00' }, 'shipping_cost'],
    ['a quantity that is not sold', { quantity: 77, select_quantity: 77 }, 'quantity'],
  ])('refuses %s with 422 and stores nothing', async (_name, change, field) => {
    const browser = visitor();
    const response = await browser.request('POST', '/api/cart/items', {
      ...(await payload()),
      ...change,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().error.details[0].field).toBe(field);
    expect((await browser.request('GET', '/api/cart')).json().count).toBe(0);
  });

  it('adds one line for a replayed Idempotency-Key', async () => {
    const browser = visitor();
    const body = await payload();
    const headers = { 'idempotency-key': 'add-to-cart-0001' };
    const first = await browser.request('POST', '/api/cart/items', body, headers);
    const second = await browser.request('POST', '/api/cart/items', body, headers);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect((await browser.request('GET', '/api/cart')).json().count).toBe(1);
  });

  it('keeps a cart to its own visitor', async () => {
    const owner = visitor();
    await owner.request('POST', '/api/cart/items', await payload());
    const lineId = (await owner.request('GET', '/api/cart')).json().lines[0].id;
    const stranger = visitor();
    expect((await stranger.request('GET', '/api/cart')).json().count).toBe(0);
    expect((await stranger.request('DELETE', `/api/cart/items/${lineId}`)).statusCode).toBe(404);
    expect((await owner.request('GET', '/api/cart')).json().count).toBe(1);
  });

  it("changes a line's sets for its owner and re-totals the cart", async () => {
    const owner = visitor();
    await owner.request('POST', '/api/cart/items', await payload(1));
    const before = (await owner.request('GET', '/api/cart')).json();
    const line = before.lines[0];
    const changed = await owner.request('PATCH', `/api/cart/items/${line.id}`, { kinds: 4 });
    expect(changed.statusCode).toBe(200);
    const cart = changed.json();
    expect(cart.lines[0]).toMatchObject({ id: line.id, kinds: 4, unit_price: line.unit_price });
    expect(Math.round(Number(cart.lines[0].price) * 100)).toBe(
      Math.round(Number(line.unit_price) * 100) * 4,
    );
    expect((await owner.request('GET', '/api/cart')).json().lines[0].kinds).toBe(4);
  });

  it("refuses to change another visitor's line and leaves it as it was", async () => {
    const owner = visitor();
    await owner.request('POST', '/api/cart/items', await payload(2));
    const before = (await owner.request('GET', '/api/cart')).json();
    const lineId = before.lines[0].id;
    const stranger = visitor();
    // A stranger with a session of their own, and one with no session at all.
    await stranger.request('POST', '/api/cart/items', await payload(1));
    for (const who of [stranger, visitor()]) {
      const response = await who.request('PATCH', `/api/cart/items/${lineId}`, { kinds: 9 });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe(`There is no line ${lineId} in your cart.`);
    }
    expect((await owner.request('GET', '/api/cart')).json()).toEqual(before);
    expect((await stranger.request('GET', '/api/cart')).json().lines[0].kinds).toBe(1);
  });

  it.each([
    [{ kinds: 0 }, 'kinds'],
    [{ kinds: 100 }, 'kinds'],
    [{ kinds: 2.5 }, 'kinds'],
    [{ kinds: '3' }, 'kinds'],
    [{ kinds: 3, price: '0.01' }, ''],
  ])('answers 400 naming the field for a bad sets change %j', async (body, field) => {
    const owner = visitor();
    await owner.request('POST', '/api/cart/items', await payload(1));
    const lineId = (await owner.request('GET', '/api/cart')).json().lines[0].id;
    const response = await owner.request('PATCH', `/api/cart/items/${lineId}`, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_FAILED');
    if (field) expect(response.json().error.details[0].field).toBe(field);
    expect((await owner.request('GET', '/api/cart')).json().lines[0].kinds).toBe(1);
  });

  // The cart page says the same (apps/web/app/routes/cart.test.ts): one field, one message.
  it.each([0, 100, 2.5])('refuses %s sets with the message the cart page shows', async (kinds) => {
    const owner = visitor();
    await owner.request('POST', '/api/cart/items', await payload(1));
    const lineId = (await owner.request('GET', '/api/cart')).json().lines[0].id;
    const response = await owner.request('PATCH', `/api/cart/items/${lineId}`, { kinds });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toEqual([{ field: 'kinds', message: SETS_MESSAGE }]);
  });
});

describe('accounts', () => {
  it('signs in with a new session id and moves the guest cart to the customer', async () => {
    const browser = visitor();
    await browser.request('POST', '/api/cart/items', await payload());
    const before = browser.jar.get('shop_session');
    const wrong = await browser.request('POST', '/api/auth/login', {
      email: DEMO_CUSTOMER.email,
      password: 'nope-nope',
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.message).toBe('Incorrect password.');
    const right = await browser.request('POST', '/api/auth/login', {
      email: DEMO_CUSTOMER.email,
      password: DEMO_CUSTOMER.password,
    });
    expect(right.json()).toEqual({ status: 'SUCCESS', message: 'Logged in Successfully' });
    expect(browser.jar.get('shop_session')).not.toBe(before);
    const me = (await browser.request('GET', '/api/me')).json();
    expect(me).toMatchObject({ customer: { email: DEMO_CUSTOMER.email }, cart_count: 1 });
    await browser.request('POST', '/api/auth/logout');
    expect((await browser.request('GET', '/api/me')).json()).toMatchObject({
      customer: null,
      cart_count: 0,
    });
  });

  // X-Forwarded-For is not trusted here (TRUST_PROXY unset): every attempt is from one address.
  it('rate limits sign-in attempts on one account from one address', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 7; attempt++) {
      const response = await visitor().request(
        'POST',
        '/api/auth/login',
        { email: 'nobody@peelandpress.example', password: 'guess-guess' },
        { 'x-forwarded-for': `10.0.0.${attempt}` },
      );
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.at(-1)).toBe(429);
  });

  it('tells a registered email and refuses a disposable one', async () => {
    const check = (email: string) =>
      visitor().request('POST', '/api/inquiry/form/email-exist', { email });
    expect((await check(DEMO_CUSTOMER.email)).json()).toEqual({ exists: true });
    expect((await check('someone.new@example.org')).json()).toEqual({ exists: false });
    const disposable = await check('someone@mailinator.com');
    expect(disposable.statusCode).toBe(422);
    expect(disposable.json().error).toMatchObject({
      message: "※Sorry, we don't allow disposable email address.",
      details: { is_email_disposable: true },
    });
  });
});

describe('quote requests and quotations', () => {
  const request = quoteRequestBody(CONFIGURATION);

  it('stores a guest quote request once per Idempotency-Key and remembers the guest', async () => {
    const browser = visitor();
    const headers = { 'idempotency-key': 'quote-request-01' };
    const first = await browser.request(
      'POST',
      '/api/quote/create/quote-request',
      request,
      headers,
    );
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ status: 'SUCCESS', code: 201 });
    const again = await browser.request(
      'POST',
      '/api/quote/create/quote-request',
      request,
      headers,
    );
    expect(again.json().reference_no).toBe(first.json().reference_no);
    const stored = await app.shop.quotes.findQuoteRequest(first.json().reference_no);
    expect(stored).toMatchObject({
      email: 'ana.lima@example.org',
      quantity: 25_000,
      utm: { utm_source: 'newsletter' },
    });
    expect(stored?.comment).toContain('Standard Vinyl Stickers');
    expect((await browser.request('GET', '/api/me')).json().guest).toEqual({
      first_name: 'Ana',
      last_name: 'Lima',
      email: 'ana.lima@example.org',
    });
  });

  // Issue 13 item 8: PostgreSQL answered concurrent repeats 409 while PGlite replayed them.
  it('answers simultaneous repeats of one Idempotency-Key with the one request it stored', async () => {
    const browser = visitor();
    await browser.request('POST', '/api/cart/items', await payload());
    const headers = { 'idempotency-key': 'quote-request-burst' };
    // Twelve: beyond the ten quote requests a visitor may make in an hour, since a repeat is
    // the same request, not another.
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        browser.request('POST', '/api/quote/create/quote-request', request, headers),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(12).fill(201));
    const references = new Set(answers.map((answer) => answer.json().reference_no));
    expect(references.size).toBe(1);
    const cartAdds = await Promise.all(
      Array.from({ length: 10 }, async () =>
        browser.request('POST', '/api/cart/items', await payload(), {
          'idempotency-key': 'cart-add-burst',
        }),
      ),
    );
    expect(cartAdds.map((answer) => answer.statusCode)).toEqual(Array(10).fill(201));
    expect((await browser.request('GET', '/api/cart')).json().count).toBe(2);
    // Issue 29: quotations take a key too. Each of these is another sets count, so without the
    // key each would be a quotation of its own; with it, the first one made is every answer.
    // Twenty-four: beyond the twenty a visitor may ask for in an hour.
    const quotations = await Promise.all(
      Array.from({ length: 24 }, async (_, index) =>
        browser.request('POST', '/api/quote/create/quotation', await payload((index % 8) + 1), {
          'idempotency-key': 'quotation-burst',
        }),
      ),
    );
    expect(quotations.map((answer) => answer.statusCode)).toEqual(Array(24).fill(201));
    expect(new Set(quotations.map((answer) => answer.json().quotation_no)).size).toBe(1);
  });

  it('names the field of a missing name, and refuses a registered email from a visitor', async () => {
    const missing = await visitor().request('POST', '/api/quote/create/quote-request', {
      ...request,
      firstname: '',
    });
    expect(missing.statusCode).toBe(400);
    expect(JSON.stringify(missing.json())).toContain('※Please enter the first name.');
    const registered = await visitor().request('POST', '/api/quote/create/quote-request', {
      ...request,
      email_address: DEMO_CUSTOMER.email,
    });
    expect(registered.statusCode).toBe(409);
  });

  it('creates a quotation per kind, edits its Bill To and prints it for its owner only', async () => {
    const browser = visitor();
    const created = await browser.request('POST', '/api/quote/create/quotation', await payload(2));
    expect(created.statusCode).toBe(201);
    const quotation = created.json();
    expect(quotation.quotations).toHaveLength(2);
    const saved = await browser.request('PUT', `/api/quote/update/quotation/${quotation.id}`, {
      name: 'Ana Lima',
      company: 'Lima Ceramics',
      address: '1 Clay Road\nPortland, OR 97201',
    });
    expect(saved.json().company).toBe('Lima Ceramics');
    // The address is a textarea: its lines are kept.
    expect(saved.json().address).toBe('1 Clay Road\nPortland, OR 97201');
    const pdf = await browser.request(
      'GET',
      `/pdf/quotation/download?quotation_no=${quotation.quotation_no}`,
    );
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain('attachment');
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain(quotation.quotation_no);
    expect(text).toContain('Lima Ceramics');
    const stranger = visitor();
    expect(
      (await stranger.request('GET', `/api/quote/get/quotation/${quotation.quotation_no}`))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await stranger.request(
          'GET',
          `/pdf/quotation/preview?quotation_no=${quotation.quotation_no}`,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await stranger.request('PUT', `/api/quote/update/quotation/${quotation.id}`, {
          name: '',
          company: 'x',
          address: '',
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('housekeeping', () => {
  it('drops expired sessions with their carts and forgets day-old idempotency keys', async () => {
    const browser = visitor();
    await browser.request('POST', '/api/cart/items', await payload(), {
      'idempotency-key': 'housekeeping-01',
    });
    const lineId = (await browser.request('GET', '/api/cart')).json().lines[0].id;
    const keys = async () =>
      (await database.db.select().from(idempotencyKeys)).filter(
        (row) => row.key === 'housekeeping-01',
      );
    expect(await keys()).toHaveLength(1);
    await app.shop.accounts.sessions.forgetExpired(new Date(NOW.getTime() + 31 * 86_400_000));
    await app.shop.forgetOldIdempotencyKeys(new Date(Date.now() + 2 * 86_400_000));
    const lines = await database.db.select().from(cartLines);
    expect(lines.some((line) => line.id === lineId)).toBe(false);
    expect(await keys()).toHaveLength(0);
  });
});

describe('abuse', () => {
  it('locks an account after five wrong passwords even when they arrive at once', async () => {
    const email = 'parallel@peelandpress.example';
    const responses = await Promise.all(
      Array.from({ length: 12 }, () =>
        visitor().request('POST', '/api/auth/login', { email, password: 'wrong-password' }),
      ),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
  });

  it('keeps Idempotency-Keys apart per endpoint', async () => {
    const browser = visitor();
    const headers = { 'idempotency-key': 'shared-key-0001' };
    expect(
      (await browser.request('POST', '/api/cart/items', await payload(), headers)).statusCode,
    ).toBe(201);
    const quote = await browser.request(
      'POST',
      '/api/quote/create/quote-request',
      {
        firstname: 'Ana',
        lastname: 'Lima',
        email_address: 'ana.keys@example.org',
        quantity: 100,
        quote_type: 'Special Size',
        comment: '',
        featured_item_id: 1,
        // 100" wide: above the sticker's largest size.
        configuration: 'product_id=1&featured_item_id=1&width=100&height=2',
        utm: {},
      },
      headers,
    );
    expect(quote.statusCode).toBe(201);
    expect(quote.json().status).toBe('SUCCESS');
  });

  it('answers 400, not 500, for ids beyond the database range', async () => {
    const browser = visitor();
    expect((await browser.request('DELETE', '/api/cart/items/99999999999')).statusCode).toBe(400);
    expect(
      (
        await browser.request('PUT', '/api/quote/update/quotation/99999999999', {
          name: '',
          company: '',
          address: '',
        })
      ).statusCode,
    ).toBe(400);
  });

  it('forgets the guest at sign-out', async () => {
    const browser = visitor();
    await browser.request('POST', '/api/guest', {
      first_name: 'Gil',
      last_name: 'Ray',
      email: 'gil.ray@example.org',
    });
    expect((await browser.request('GET', '/api/me')).json().guest).not.toBeNull();
    await browser.request('POST', '/api/auth/logout');
    expect(browser.jar.has('guest_id')).toBe(false);
    expect((await browser.request('GET', '/api/me')).json().guest).toBeNull();
  });
});
