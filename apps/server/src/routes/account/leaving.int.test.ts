import { quotations, quoteRequests } from '@shop/db/schema';
import type { DatabaseHandle } from '@shop/db/client';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { browserAt, freshAddress } from '../../testing/browser';
import { quotePayloadFor, quoteRequestBody } from '../../testing/quote-payload';

// Issue 30: a customer downloads their data and deletes their account; the shop keeps the
// quotations and quote requests without the person's details.
let app: App;
let database: DatabaseHandle;
beforeAll(async () => {
  const { createTestApp } = await import('../../testing/test-app');
  ({ app, database } = await createTestApp());
});
afterAll(() => app.close());

async function customerWithRecords() {
  const email = `leaving.${Date.now()}@example.org`;
  const browser = browserAt(app, freshAddress());
  expect(
    (
      await browser.request('POST', '/api/auth/sign-up', {
        first_name: 'Noor',
        last_name: 'Haddad',
        email,
        password: 'goodbye-now',
        confirm_password: 'goodbye-now',
      })
    ).statusCode,
  ).toBe(201);
  await browser.request('POST', '/api/account/addresses', {
    label: 'Home',
    name: 'Noor Haddad',
    address1: '9 Pine Road',
    city: 'Denver',
    state: 'CO',
    zip: '80202',
    phone: '303 555 0111',
  });
  const payload = await quotePayloadFor(app, {
    priceQuery: 'product_id=1&featured_item_id=1&width=2&height=2',
    originPath: '/stickers/standard-vinyl',
  });
  const quotation = (await browser.request('POST', '/api/quote/create/quotation', payload)).json();
  const request = (
    await browser.request(
      'POST',
      '/api/quote/create/quote-request',
      quoteRequestBody('product_id=1&featured_item_id=1&width=2&height=2'),
    )
  ).json();
  return { email, browser, quotationNo: quotation.quotation_no, referenceNo: request.reference_no };
}

describe('leaving', () => {
  it('downloads everything the shop keeps about the customer, and only theirs', async () => {
    const { email, browser, quotationNo, referenceNo } = await customerWithRecords();
    const exported = await browser.request('GET', '/api/account/export');
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-disposition']).toMatch(/attachment/);
    const data = exported.json();
    expect(data.account).toMatchObject({ email, firstName: 'Noor' });
    expect(data.addresses).toHaveLength(1);
    expect(data.quotations.map((q: { quotationNo: string }) => q.quotationNo)).toEqual([
      quotationNo,
    ]);
    expect(data.quote_requests.map((r: { referenceNo: string }) => r.referenceNo)).toEqual([
      referenceNo,
    ]);
    expect(JSON.stringify(data)).not.toMatch(/passwordHash|password_hash|codeHash/);
    expect(
      (await browserAt(app, freshAddress()).request('GET', '/api/account/export')).statusCode,
    ).toBe(401);
  });

  it('deletes the account with its password, keeping the records without the person', async () => {
    const { email, browser, quotationNo, referenceNo } = await customerWithRecords();
    const wrong = await browser.request('DELETE', '/api/account', { password: 'not-it' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.details).toEqual([
      { field: 'password', message: 'Incorrect password.' },
    ]);

    const gone = await browser.request('DELETE', '/api/account', { password: 'goodbye-now' });
    expect(gone.statusCode).toBe(204);
    expect((await browser.request('GET', '/api/me')).json().customer).toBeNull();
    const signIn = await browserAt(app, freshAddress()).request('POST', '/api/auth/login', {
      email,
      password: 'goodbye-now',
    });
    expect(signIn.statusCode).toBe(401);

    const [quotation] = await database.db
      .select()
      .from(quotations)
      .where(eq(quotations.quotationNo, quotationNo));
    expect(quotation).toMatchObject({ customerId: null, name: '', company: '', address: '' });
    const [request] = await database.db
      .select()
      .from(quoteRequests)
      .where(eq(quoteRequests.referenceNo, referenceNo));
    expect(request).toMatchObject({ customerId: null, firstName: '', lastName: '', email: '' });
  });
});
