import { DEMO_CUSTOMER } from '@shop/db/seed/demo-customer';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD, ensureDemoStaff } from '@shop/db/seed/demo-staff';
import { STAFF_MESSAGES } from '@shop/shop/staff/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { loadConfig } from '../../config';
import { browserAt, freshAddress } from '../../testing/browser';
import { multipart, png, sha256 } from '../../testing/multipart-form';
import { createTestApp } from '../../testing/test-app';

// Issue 34: staff accounts, their sign-in and sessions, the inbox and the activity log, on
// PGlite or PostgreSQL as TEST_DATABASE_URL says.

const ORIGIN = { origin: 'http://localhost:80' };
const CONFIGURATION = 'product_id=1&featured_item_id=1&width=2&height=2&custom_quantity=25000';
let app: App;
let now = new Date('2026-11-27T15:00:00Z');

beforeAll(async () => {
  const created = await createTestApp({
    clock: () => now,
    demoCustomer: true,
    sleep: async () => {},
  });
  app = created.app;
  await ensureDemoStaff(created.database.db);
});
afterAll(() => app.close());

const [demoStaff, demoAdmin] = DEMO_STAFF;

/** A browser signed in to the back-office as `email`. */
async function staffBrowser(email: string, password = DEMO_STAFF_PASSWORD) {
  const browser = browserAt(app, freshAddress());
  const signedIn = await browser.request('POST', '/api/admin/sign-in', { email, password }, ORIGIN);
  expect(signedIn.statusCode, signedIn.body).toBe(200);
  return browser;
}

/** A quote request with one PNG from a fresh visitor; its reference. */
async function quoteRequestWithFile(email: string, bytes: Buffer) {
  const body = multipart(
    [
      ['firstname', 'Ana'],
      ['lastname', 'Lima'],
      ['email_address', email],
      ['quantity', '25000'],
      ['quote_type', 'Special Quantity'],
      ['comment', 'For a festival'],
      ['featured_item_id', '1'],
      ['configuration', CONFIGURATION],
    ],
    [{ name: 'logo.png', bytes, type: 'image/png' }],
  );
  const sent = await browserAt(app, freshAddress()).request(
    'POST',
    '/api/quote/create/quote-request',
    body.payload,
    { 'content-type': body.type },
  );
  expect(sent.statusCode, sent.body).toBe(201);
  return sent.json().reference_no as string;
}

describe('staff accounts and sessions', () => {
  it('makes no demo staff unless DEMO_STAFF=true', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).demoStaff).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', DEMO_STAFF: 'true' }).demoStaff).toBe(true);
  });

  it('makes an account with a one-time password that the first sign-in must change', async () => {
    const { account, password } = await app.shop.staff.createFromCommand({
      email: 'New.Hire@Shop.example',
      name: 'New Hire',
      role: 'staff',
    });
    expect(account).toMatchObject({ email: 'new.hire@shop.example', mustChangePassword: true });
    const browser = await staffBrowser('new.hire@shop.example', password);
    const blocked = await browser.request('GET', '/api/admin/inbox');
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().error).toMatchObject({ code: 'PASSWORD_CHANGE_REQUIRED' });

    const change = (body: Record<string, string>) =>
      browser.request('POST', '/api/admin/password', body, ORIGIN);
    const short = await change({
      current_password: password,
      new_password: 'short',
      confirm_password: 'short',
    });
    expect(short.statusCode).toBe(400);
    expect(JSON.stringify(short.json())).toContain(STAFF_MESSAGES.passwordTooShort);
    const wrong = await change({
      current_password: 'not-the-password',
      new_password: 'a much longer secret',
      confirm_password: 'a much longer secret',
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.details[0]).toMatchObject({ field: 'current_password' });
    const changed = await change({
      current_password: password,
      new_password: 'a much longer secret',
      confirm_password: 'a much longer secret',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await browser.request('GET', '/api/admin/inbox')).statusCode).toBe(200);
    // The one-time password is spent.
    const again = await browserAt(app, freshAddress()).request(
      'POST',
      '/api/admin/sign-in',
      { email: 'new.hire@shop.example', password },
      ORIGIN,
    );
    expect(again.statusCode).toBe(401);
    expect(again.json().error.message).toBe(STAFF_MESSAGES.signInFailed);
  });

  it('refuses a wrong password, then too many from one network (429)', async () => {
    const browser = browserAt(app, freshAddress());
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const answer = await browser.request(
        'POST',
        '/api/admin/sign-in',
        { email: demoStaff.email, password: 'guess-number-' + i },
        ORIGIN,
      );
      statuses.push(answer.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('ends a session an hour unused, and on signing out', async () => {
    const browser = await staffBrowser(demoStaff.email);
    expect((await browser.request('GET', '/api/admin/me')).json().staff.email).toBe(
      demoStaff.email,
    );
    now = new Date(now.getTime() + 61 * 60 * 1000);
    expect((await browser.request('GET', '/api/admin/me')).statusCode).toBe(404);
    const again = await staffBrowser(demoStaff.email);
    expect((await again.request('POST', '/api/admin/sign-out', {}, ORIGIN)).statusCode).toBe(200);
    expect((await again.request('GET', '/api/admin/me')).statusCode).toBe(404);
  });

  it('refuses back-office writes from another site or without an origin', async () => {
    const browser = browserAt(app, freshAddress());
    const body = { email: demoStaff.email, password: DEMO_STAFF_PASSWORD };
    for (const headers of [{ origin: 'https://evil.example' }, {} as Record<string, string>]) {
      const answer = await browser.request('POST', '/api/admin/sign-in', body, headers);
      expect(answer.statusCode).toBe(403);
      expect(answer.json().error.code).toBe('CROSS_SITE_REQUEST');
    }
  });
});

describe('who may use the back-office', () => {
  const OPERATIONS: Array<['GET' | 'POST', string, unknown?]> = [
    ['GET', '/api/admin/me'],
    ['GET', '/api/admin/inbox'],
    ['GET', '/api/admin/inbox/quote-requests/QR-20261127-000000'],
    ['GET', '/api/admin/inbox/quote-requests/QR-20261127-000000/attachments/1'],
    ['GET', '/api/admin/inbox/contact/CM-20261127-000000'],
    ['GET', '/api/admin/activity'],
    [
      'POST',
      '/api/admin/password',
      { current_password: 'x', new_password: 'y', confirm_password: 'y' },
    ],
    ['GET', '/api/admin/staff'],
    ['POST', '/api/admin/staff', { email: 'x@shop.example', name: 'X', role: 'staff' }],
  ];

  it('answers 404 to anonymous visitors, guests and customers, before reading a body', async () => {
    const anonymous = browserAt(app, freshAddress());
    const guest = browserAt(app, freshAddress());
    const remembered = await guest.request('POST', '/api/guest', {
      first_name: 'Gil',
      last_name: 'Guest',
      email: 'gil.guest@example.org',
    });
    expect(remembered.statusCode, remembered.body).toBeLessThan(300);
    const customer = browserAt(app, freshAddress());
    const signedIn = await customer.request('POST', '/api/auth/login', {
      email: DEMO_CUSTOMER.email,
      password: DEMO_CUSTOMER.password,
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    for (const browser of [anonymous, guest, customer]) {
      for (const [method, url, body] of OPERATIONS) {
        const answer = await browser.request(method, url, body, ORIGIN);
        expect(answer.statusCode, `${method} ${url}`).toBe(404);
        expect(answer.json().error.code).toBe('NOT_FOUND');
      }
    }
  });

  it('answers 404 to staff on what only admins may do; admins list and add staff', async () => {
    const staff = await staffBrowser(demoStaff.email);
    expect((await staff.request('GET', '/api/admin/staff')).statusCode).toBe(404);
    const add = { email: 'printer@shop.example', name: 'Pat Printer', role: 'staff' };
    expect((await staff.request('POST', '/api/admin/staff', add, ORIGIN)).statusCode).toBe(404);

    const admin = await staffBrowser(demoAdmin.email);
    const created = await admin.request('POST', '/api/admin/staff', add, ORIGIN);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().password).toMatch(/^[\w-]{18}$/);
    const taken = await admin.request('POST', '/api/admin/staff', add, ORIGIN);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.details[0]).toMatchObject({ field: 'email' });
    const listed = (await admin.request('GET', '/api/admin/staff')).json().staff;
    expect(listed.map((member: { email: string }) => member.email)).toContain(add.email);
  });
});

describe('the inbox', () => {
  it('lists requests and messages newest first, filtered, with a request and its file', async () => {
    const bytes = png();
    const reference = await quoteRequestWithFile('inbox.ana@example.org', bytes);
    const sent = await browserAt(app, freshAddress()).request('POST', '/api/contact', {
      name: 'Sam Ortiz',
      email: 'inbox.sam@example.org',
      about: reference,
      message: 'Is my request in?',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const message = sent.json().reference_no as string;

    const staff = await staffBrowser(demoStaff.email);
    const list = async (query: string) => {
      const answer = await staff.request('GET', `/api/admin/inbox?${query}`);
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json().items.map((item: { reference_no: string }) => item.reference_no);
    };
    expect(await list('')).toEqual(expect.arrayContaining([message, reference]));
    expect(await list('type=Contact&q=inbox.')).toEqual([message]);
    expect(await list('type=Special+Quantity&q=inbox.ana')).toEqual([reference]);
    expect(await list(`q=${reference}&status=new`)).toEqual([reference]);
    expect(await list(`q=${reference}&status=answered`)).toEqual([]);
    const request = (
      await staff.request('GET', `/api/admin/inbox/quote-requests/${reference}`)
    ).json();
    // The day it came, in the shop's zone; the filters take whole days there.
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: app.shop.shopTimeZone }).format(
      new Date(request.created_at),
    );
    const next = new Date(Date.parse(`${day}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    expect(await list(`q=${reference}&from=${next}`)).toEqual([]);
    expect(await list(`q=${reference}&from=${day}&to=${day}`)).toEqual([reference]);

    const refused = await staff.request('GET', '/api/admin/inbox?status=lost&page=0');
    expect(refused.statusCode).toBe(400);
    const fields = refused.json().error.details.map((detail: { field: string }) => detail.field);
    expect(fields).toEqual(expect.arrayContaining(['status', 'page']));

    expect(request).toMatchObject({
      type: 'Special Quantity',
      status: 'new',
      customer: { email: 'inbox.ana@example.org', account: false },
      quantity: 25000,
    });
    const [file] = request.attachments;
    const download = await staff.request(
      'GET',
      `/api/admin/inbox/quote-requests/${reference}/attachments/${file.id}`,
    );
    expect(download.statusCode).toBe(200);
    expect(sha256(download.rawPayload)).toBe(sha256(bytes));
    expect(download.headers['cache-control']).toBe('private, no-store');

    const contact = (await staff.request('GET', `/api/admin/inbox/contact/${message}`)).json();
    expect(contact).toMatchObject({ about_reference: reference, message: 'Is my request in?' });
    const missing = await staff.request('GET', '/api/admin/inbox/contact/CM-20200101-000000');
    expect(missing.statusCode).toBe(404);
  });
});

describe('the activity log', () => {
  it('records each staff action with who and when, filtered by action and person', async () => {
    const admin = await staffBrowser(demoAdmin.email);
    const added = await admin.request(
      'POST',
      '/api/admin/staff',
      { email: 'logged@shop.example', name: 'Lou Logged', role: 'admin' },
      ORIGIN,
    );
    expect(added.statusCode).toBe(201);
    const log = await admin.request('GET', '/api/admin/activity?action=staff.create&q=logged@');
    expect(log.statusCode, log.body).toBe(200);
    expect(log.json().entries).toEqual([
      expect.objectContaining({
        staffEmail: demoAdmin.email,
        action: 'staff.create',
        subject: 'staff logged@shop.example',
        changes: { role: 'admin' },
      }),
    ]);
    const signIns = (await admin.request('GET', '/api/admin/activity?action=staff')).json();
    expect(
      signIns.entries.some((entry: { action: string }) => entry.action === 'staff.sign_in'),
    ).toBe(true);
  });
});
