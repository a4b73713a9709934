import { QUOTE_FORM_MESSAGES } from '@shop/domain/accounts';
import { QUOTE_NOT_NEEDED_MESSAGE } from '@shop/domain/quote-type';
import type { DatabaseHandle } from '@shop/db/client';
import { quoteRequests } from '@shop/db/schema';
import { DEMO_CUSTOMER } from '@shop/db/seed/demo-customer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { browserAt, freshAddress } from '../../testing/browser';
import { createTestApp } from '../../testing/test-app';

// Issue 15 item 6: the business-card QUOTE modal's request (spec 001 §3 "Quote request payload",
// §4, §7 "Create quote request", §8). Each test is a browser of its own address, so the write
// limits of one do not reach another.
const NOW = new Date('2026-11-26T04:00:00Z');
let app: App;
let database: DatabaseHandle;
beforeAll(async () => {
  ({ app, database } = await createTestApp({ clock: () => NOW, demoCustomer: true }));
});
afterAll(() => app.close());

/** The Premium Business Card (product 17 on page 18) at 12" x 12": above its largest size. */
const SPECIAL_SIZE = 'product_id=17&featured_item_id=18&width=12&height=12';
const UTM = {
  utm_source: 'newsletter',
  utm_medium: 'email',
  utm_campaign: 'spring-cards',
  utm_term: 'business cards',
  utm_content: 'hero',
};

/** What the QUOTE modal sends for a special size; the quantity is typed (the size has none). */
const specialSizeRequest = (overrides: Record<string, unknown> = {}) => ({
  firstname: 'Ana',
  lastname: 'Lima',
  email_address: 'ana.cards@example.org',
  quantity: 500,
  quote_type: 'Special Size',
  comment: '',
  featured_item_id: 18,
  configuration: SPECIAL_SIZE,
  utm: UTM,
  ...overrides,
});

const visitor = () => browserAt(app, freshAddress());
const send = (browser: ReturnType<typeof visitor>, body: object) =>
  browser.request('POST', '/api/quote/create/quote-request', body);
const storedCount = async () => (await database.db.select().from(quoteRequests)).length;

describe('a Special Size quote request', () => {
  it('is stored with its type, configuration and UTM values, and the visitor becomes a guest', async () => {
    const browser = visitor();
    const created = await send(browser, specialSizeRequest());
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ status: 'SUCCESS', code: 201 });
    const stored = await app.shop.quotes.findQuoteRequest(created.json().reference_no);
    expect(stored).toMatchObject({
      quoteType: 'Special Size',
      firstName: 'Ana',
      lastName: 'Lima',
      email: 'ana.cards@example.org',
      quantity: 500,
      customerId: null,
      configuration: {
        featuredItemId: 18,
        options: { productId: 17, widthIn: 12, heightIn: 12 },
      },
      utm: UTM,
    });
    expect(stored?.guestId).toEqual(expect.any(String));
    expect(stored?.comment).toContain('Premium Business Card');
    expect(stored?.comment).toContain('Size: 12" x 12"');
    expect((await browser.request('GET', '/api/me')).json().guest).toEqual({
      first_name: 'Ana',
      last_name: 'Lima',
      email: 'ana.cards@example.org',
    });
  });

  it('updates the guest it remembers rather than storing another (spec 001 §4)', async () => {
    const browser = visitor();
    const first = await send(browser, specialSizeRequest());
    const second = await send(
      browser,
      specialSizeRequest({ firstname: 'Ana Maria', email_address: 'ana.maria@example.org' }),
    );
    expect(second.statusCode).toBe(201);
    const [one, two] = await Promise.all(
      [first, second].map((answer) => app.shop.quotes.findQuoteRequest(answer.json().reference_no)),
    );
    expect(two?.guestId).toBe(one?.guestId);
    expect((await browser.request('GET', '/api/me')).json().guest).toEqual({
      first_name: 'Ana Maria',
      last_name: 'Lima',
      email: 'ana.maria@example.org',
    });
  });

  it('is stored for a signed-in customer as the account, whatever names the body holds', async () => {
    const browser = visitor();
    const login = await browser.request('POST', '/api/auth/login', {
      email: DEMO_CUSTOMER.email,
      password: DEMO_CUSTOMER.password,
    });
    expect(login.statusCode).toBe(200);
    const created = await send(
      browser,
      specialSizeRequest({
        firstname: 'Not',
        lastname: 'Dana',
        email_address: 'x@example.org',
        utm: {},
      }),
    );
    expect(created.statusCode).toBe(201);
    const stored = await app.shop.quotes.findQuoteRequest(created.json().reference_no);
    expect(stored).toMatchObject({
      quoteType: 'Special Size',
      firstName: DEMO_CUSTOMER.firstName,
      lastName: DEMO_CUSTOMER.lastName,
      email: DEMO_CUSTOMER.email,
      utm: {},
    });
    expect(stored?.customerId).toEqual(expect.any(Number));
    expect(stored?.guestId).toBeNull();
  });
});

describe('a refused quote request', () => {
  it('refuses a disposable email with 422 and is_email_disposable, and stores nothing', async () => {
    const before = await storedCount();
    const refused = await send(
      visitor(),
      specialSizeRequest({ email_address: 'someone@mailinator.com' }),
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toMatchObject({
      message: QUOTE_FORM_MESSAGES.emailDisposable,
      details: { is_email_disposable: true },
    });
    expect(await storedCount()).toBe(before);
  });

  it('refuses a registered email from a visitor who is not signed in with 409 on the field', async () => {
    const refused = await send(
      visitor(),
      specialSizeRequest({ email_address: DEMO_CUSTOMER.email }),
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.details).toEqual([
      { field: 'email_address', message: QUOTE_FORM_MESSAGES.emailRegistered },
    ]);
  });

  it.each([
    ['firstname', { firstname: '' }, QUOTE_FORM_MESSAGES.firstNameRequired],
    ['lastname', { lastname: '   ' }, QUOTE_FORM_MESSAGES.lastNameRequired],
    ['email_address', { email_address: '' }, QUOTE_FORM_MESSAGES.emailRequired],
    ['email_address', { email_address: 'ana@' }, QUOTE_FORM_MESSAGES.emailInvalid],
    ['quantity', { quantity: 0 }, QUOTE_FORM_MESSAGES.quantityRequired],
    ['firstname', { firstname: 'A'.repeat(101) }, 'Names can be at most 100 characters.'],
    ['lastname', { lastname: '<script>alert(1)</script>' }, 'Names cannot contain HTML tags.'],
    ['firstname', { firstname: '<b>Ana</b>' }, 'Names cannot contain HTML tags.'],
  ])('refuses a bad %s with a 400 naming it: %j', async (field, override, message) => {
    const before = await storedCount();
    const refused = await send(visitor(), specialSizeRequest(override));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.details).toContainEqual({ field, message });
    expect(await storedCount()).toBe(before);
  });

  it('refuses an unknown quote type, and a field the request does not have, naming them', async () => {
    const type = await send(visitor(), specialSizeRequest({ quote_type: 'Free Cards' }));
    expect(type.statusCode).toBe(400);
    expect(type.json().error.details).toContainEqual(
      expect.objectContaining({ field: 'quote_type' }),
    );
    // Another visitor's guest or customer id cannot be slipped in: the body is strict.
    for (const extra of [{ guest_id: 'someone-elses-guest' }, { customer_id: 1 }]) {
      const refused = await send(visitor(), specialSizeRequest(extra));
      expect(refused.statusCode).toBe(400);
      expect(JSON.stringify(refused.json().error)).toContain(Object.keys(extra)[0]);
    }
  });

  it('refuses a page that does not exist or a configuration that is not a pricing query', async () => {
    const page = await send(visitor(), specialSizeRequest({ featured_item_id: 2_000_000_000 }));
    expect(page.statusCode).toBe(404);
    expect(page.json().error.details).toContainEqual(
      expect.objectContaining({ field: 'featured_item_id' }),
    );
    const configuration = await send(
      visitor(),
      specialSizeRequest({ configuration: 'product_id=17&width=<b>12</b>' }),
    );
    expect(configuration.statusCode).toBe(400);
    expect(configuration.json().error.details).toContainEqual(
      expect.objectContaining({ field: 'configuration' }),
    );
  });
});

// The configuration decides the quote type, with the page's rule (packages/domain/src/quote-type.ts,
// ADR 0024): the server never stores the type a client claims.
describe('the quote type of a request', () => {
  /** Standard Vinyl Stickers on page 1 at 2" x 2": priced and sold (presets up to 10,000). */
  const VINYL = 'product_id=1&featured_item_id=1&width=2&height=2';
  const onVinyl = (overrides: Record<string, unknown>) =>
    specialSizeRequest({ featured_item_id: 1, utm: {}, ...overrides });

  it('stores a real special size as Special Size', async () => {
    const created = await send(visitor(), specialSizeRequest());
    expect(created.statusCode).toBe(201);
    const stored = await app.shop.quotes.findQuoteRequest(created.json().reference_no);
    expect(stored?.quoteType).toBe('Special Size');
  });

  it('stores a quantity above the largest preset as Special Quantity, with that quantity', async () => {
    const created = await send(
      visitor(),
      onVinyl({
        quote_type: 'Special Quantity',
        // The page sends the typed quantity in the configuration; the modal does not ask it.
        quantity: null,
        configuration: `${VINYL}&custom_quantity=25000`,
      }),
    );
    expect(created.statusCode).toBe(201);
    const stored = await app.shop.quotes.findQuoteRequest(created.json().reference_no);
    expect(stored).toMatchObject({
      quoteType: 'Special Quantity',
      quantity: 25_000,
      configuration: {
        featuredItemId: 1,
        options: { productId: 1 },
        quantity: 25_000,
        customQuantity: 25_000,
      },
    });
    expect(stored?.comment.split('\n')).toContain('Quantity: 25,000');
  });

  it('refuses a tampered quote type with 422 naming quote_type, and stores nothing', async () => {
    const before = await storedCount();
    for (const claimed of ['Special Quantity', 'Special Processing']) {
      const refused = await send(visitor(), specialSizeRequest({ quote_type: claimed }));
      expect(refused.statusCode).toBe(422);
      expect(refused.json().error).toMatchObject({
        code: 'QUOTE_TYPE_MISMATCH',
        details: [
          {
            field: 'quote_type',
            message: `This configuration asks for a Special Size quote, not ${claimed}.`,
          },
        ],
      });
    }
    expect(await storedCount()).toBe(before);
  });

  it('refuses a configuration the page prices and sells, sent as Special Size', async () => {
    const before = await storedCount();
    for (const [configuration, quantity] of [
      [VINYL, 500],
      [`${VINYL}&custom_quantity=10000`, 10_000],
    ] as const) {
      const refused = await send(
        visitor(),
        onVinyl({ quote_type: 'Special Size', configuration, quantity }),
      );
      expect(refused.statusCode).toBe(422);
      expect(refused.json().error).toMatchObject({
        code: 'QUOTE_NOT_NEEDED',
        message: QUOTE_NOT_NEEDED_MESSAGE,
        details: [{ field: 'configuration', message: QUOTE_NOT_NEEDED_MESSAGE }],
      });
    }
    expect(await storedCount()).toBe(before);
  });

  it('refuses a quantity that is not the configuration’s, naming quantity', async () => {
    const refused = await send(
      visitor(),
      onVinyl({
        quote_type: 'Special Quantity',
        quantity: 500,
        configuration: `${VINYL}&custom_quantity=25000`,
      }),
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.details).toEqual([
      { field: 'quantity', message: "The quantity (500) is not the configuration's (25000)." },
    ]);
  });

  it('answers garbage configurations with a 4xx naming configuration, never a 500', async () => {
    const before = await storedCount();
    const garbage = [
      'x',
      '=&=&',
      '%',
      '%zz&product_id=%',
      'product_id=17&product_id=18',
      'product_id=17&width=12&height=12&unknown=1',
      'product_id=99999&width=12&height=12',
      'product_id=1&width=12&height=12',
      'product_id=17&width=12&height=12&cutting_id=1',
      'product_id=17&featured_item_id=1&width=12&height=12',
      'product_id=17&width=-1&height=12',
      'product_id=17&width=12&height=12&cut_per_shape=40',
      'product_id=17&width=1e309&height=12',
      'product_id=17&width=12&height=12&print_features[]=999999',
      `product_id=17&width=12&height=12&${'kinds=1&'.repeat(200)}`,
      '\u0007product_id=17',
    ];
    for (const configuration of garbage) {
      const refused = await send(visitor(), specialSizeRequest({ configuration }));
      expect(refused.statusCode, `${configuration}: ${refused.body}`).toBeGreaterThanOrEqual(400);
      expect(refused.statusCode, `${configuration}: ${refused.body}`).toBeLessThan(500);
      expect(refused.json().error.details, configuration).toContainEqual(
        expect.objectContaining({ field: 'configuration' }),
      );
    }
    expect(await storedCount()).toBe(before);
  });
});
