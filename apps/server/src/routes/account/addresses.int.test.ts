import { ADDRESS_MESSAGES } from '@shop/domain/addresses';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { browserAt, freshAddress } from '../../testing/browser';
import { quotePayloadFor } from '../../testing/quote-payload';

// Issue 30: the address book, with every message, kept to its owner; the default fills a new
// quotation's Bill To.
let app: App;
beforeAll(async () => {
  const { createTestApp } = await import('../../testing/test-app');
  ({ app } = await createTestApp());
});
afterAll(() => app.close());

type Browser = ReturnType<typeof browserAt>;
let people = 0;

async function customer(): Promise<Browser> {
  const browser = browserAt(app, freshAddress());
  const made = await browser.request('POST', '/api/auth/sign-up', {
    first_name: 'Ines',
    last_name: 'Costa',
    email: `book.${++people}.${Date.now()}@example.org`,
    password: 'addresses',
    confirm_password: 'addresses',
  });
  expect(made.statusCode).toBe(201);
  return browser;
}

const HOME = {
  label: 'Home',
  name: 'Ines Costa',
  company: '',
  address1: '12 Elm Street',
  address2: 'Apt 3',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  phone: '(512) 555-0199',
};

describe('the address book', () => {
  it('adds an address with its phone read, makes the first the default, and refuses a twin', async () => {
    const browser = await customer();
    const added = await browser.request('POST', '/api/account/addresses', HOME);
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({
      message: ADDRESS_MESSAGES.added,
      addresses: [{ ...HOME, phone: '(512) 555-0199', is_default: true }],
    });
    const twin = await browser.request('POST', '/api/account/addresses', {
      ...HOME,
      label: 'Again',
      address1: '12  elm street',
    });
    expect(twin.statusCode).toBe(409);
    expect(twin.json().error.message).toBe(ADDRESS_MESSAGES.duplicate);
  });

  it.each([
    ['label', '', ADDRESS_MESSAGES.labelRequired],
    ['address1', '  ', ADDRESS_MESSAGES.address1Required],
    ['city', '', ADDRESS_MESSAGES.cityRequired],
    ['state', 'XX', ADDRESS_MESSAGES.stateRequired],
    ['zip', '', ADDRESS_MESSAGES.zipRequired],
    ['zip', '1234', ADDRESS_MESSAGES.zipInvalid],
    ['phone', '', ADDRESS_MESSAGES.phoneRequired],
    ['phone', '555-01', ADDRESS_MESSAGES.phoneInvalid],
    ['name', '', ADDRESS_MESSAGES.nameRequired],
  ])('refuses %s %j with its message', async (field, value, message) => {
    const browser = await customer();
    const response = await browser.request('POST', '/api/account/addresses', {
      ...HOME,
      [field]: value,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toContainEqual({ field, message });
  });

  it("changes, defaults and removes only the customer's own addresses", async () => {
    const owner = await customer();
    const other = await customer();
    const book = (await owner.request('POST', '/api/account/addresses', HOME)).json();
    const office = (
      await owner.request('POST', '/api/account/addresses', {
        ...HOME,
        label: 'Office',
        address1: '500 Congress Ave',
        address2: '',
        is_default: true,
      })
    ).json();
    expect(office.addresses.map((a: { label: string }) => a.label)).toEqual(['Office', 'Home']);
    const homeId = book.addresses[0].id;

    for (const [method, url] of [
      ['PUT', `/api/account/addresses/${homeId}`],
      ['DELETE', `/api/account/addresses/${homeId}`],
      ['POST', `/api/account/addresses/${homeId}/default`],
    ] as const) {
      const response = await other.request(method, url, method === 'PUT' ? HOME : undefined);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await other.request('GET', '/api/account/addresses')).json().addresses).toEqual([]);

    const changed = await owner.request('PUT', `/api/account/addresses/${homeId}`, {
      ...HOME,
      city: 'Round Rock',
      zip: '78664',
    });
    expect(changed.json().message).toBe(ADDRESS_MESSAGES.updated);
    const defaulted = await owner.request('POST', `/api/account/addresses/${homeId}/default`);
    expect(defaulted.json().addresses[0]).toMatchObject({ label: 'Home', is_default: true });
    const removed = await owner.request('DELETE', `/api/account/addresses/${homeId}`);
    expect(removed.json()).toMatchObject({
      message: ADDRESS_MESSAGES.removed,
      addresses: [{ label: 'Office', is_default: true }],
    });
    expect(
      (await browserAt(app, freshAddress()).request('GET', '/api/account/addresses')).statusCode,
    ).toBe(401);
  });

  it('fills a new quotation’s Bill To with the default address', async () => {
    const browser = await customer();
    await browser.request('POST', '/api/account/addresses', { ...HOME, company: 'Costa Prints' });
    const payload = await quotePayloadFor(app, {
      priceQuery: 'product_id=1&featured_item_id=1&width=2&height=2',
      originPath: '/stickers/standard-vinyl',
    });
    const quotation = await browser.request('POST', '/api/quote/create/quotation', payload);
    expect(quotation.statusCode, quotation.body).toBe(201);
    expect(quotation.json()).toMatchObject({
      name: 'Ines Costa',
      company: 'Costa Prints',
      address: '12 Elm Street\nApt 3\nAustin, TX 78701',
    });
  });
});
