import { DEMO_STAFF, DEMO_STAFF_PASSWORD, ensureDemoStaff } from '@shop/db/seed/demo-staff';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { browserAt, freshAddress } from '../../testing/browser';
import { addSticker, checkoutBody, newEmail, placeOrder } from '../../testing/checkout';
import { createTestApp } from '../../testing/test-app';

// Issue 35: admins keep the calendar (holidays, printing days) and coupons. A holiday or printing
// days change moves the dispatch dates the pricing API answers at once; a coupon made here is
// taken at checkout and paused here. Staff without the admin role, customers and other sites are
// refused. PGlite or PostgreSQL as TEST_DATABASE_URL says; the notice reaching a second process
// on PostgreSQL is e2e/tests/process.spec.ts's.

// Wednesday 2026-11-25, 8 PM in Los Angeles: production starts on Monday 2026-11-30, and the
// standard sticker of page 1 (5 printing days) is dispatched on Monday 2026-12-07.
const NOW = new Date('2026-11-26T04:00:00Z');
const ORIGIN = { origin: 'http://localhost:80' };

let app: App;
beforeAll(async () => {
  const created = await createTestApp({ clock: () => NOW });
  app = created.app;
  await ensureDemoStaff(created.database.db);
});
afterAll(() => app?.close());

async function signedIn(role: 'staff' | 'admin') {
  const browser = browserAt(app, freshAddress());
  const member = DEMO_STAFF.find((each) => each.role === role);
  const answer = await browser.request(
    'POST',
    '/api/admin/sign-in',
    { email: member?.email, password: DEMO_STAFF_PASSWORD },
    ORIGIN,
  );
  expect(answer.statusCode, answer.body).toBe(200);
  return browser;
}

/** The standard dispatch date the pricing API gives the 2 x 2 in sticker of product page 1. */
async function standardDispatch() {
  const answer = await app.inject(
    '/api/get/pricing-data?product_id=1&featured_item_id=1&width=2&height=2',
  );
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().rows[0].shipping[0].shipping_date as string;
}

describe('the calendar', () => {
  it('moves dispatch dates at once when an admin adds, changes or removes a holiday', async () => {
    const admin = await signedIn('admin');
    const calendar = await admin.request('GET', '/api/admin/calendar');
    expect(calendar.statusCode, calendar.body).toBe(200);
    const view = calendar.json();
    expect(view.today).toBe('2026-11-25');
    // From today on: Thanksgiving and the shop's closure the day after lead the list.
    expect(view.holidays.slice(0, 2)).toEqual([
      { date: '2026-11-26', name: 'Thanksgiving Day', type: 'federal' },
      { date: '2026-11-27', name: 'Day after Thanksgiving (shop closed)', type: 'closure' },
    ]);
    expect(view.pages[0]).toMatchObject({ id: 1, printing_days: 5 });
    expect(await standardDispatch()).toBe('2026-12-07');

    const stocktake = { date: '2026-12-07', name: 'Stocktake', type: 'closure' };
    const added = await admin.request('POST', '/api/admin/calendar/holidays', stocktake, ORIGIN);
    expect(added.statusCode, added.body).toBe(201);
    expect(await standardDispatch()).toBe('2026-12-08');
    // The storefront's holiday list has it too.
    const listed = (await app.inject('/api/quote/get/holidays')).json();
    expect(listed).toContainEqual(stocktake);

    const again = await admin.request('POST', '/api/admin/calendar/holidays', stocktake, ORIGIN);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.details).toEqual([
      { field: 'date', message: '2026-12-07 is already a holiday: change that one instead.' },
    ]);

    // Moved to the Wednesday before: the 5 printing days end a day later all the same.
    const moved = await admin.request(
      'PUT',
      '/api/admin/calendar/holidays/2026-12-07',
      { ...stocktake, date: '2026-12-02' },
      ORIGIN,
    );
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await standardDispatch()).toBe('2026-12-08');
    const onto = await admin.request(
      'PUT',
      '/api/admin/calendar/holidays/2026-12-02',
      { ...stocktake, date: '2026-12-25' },
      ORIGIN,
    );
    expect(onto.statusCode).toBe(409); // Christmas is a holiday already
    const removed = await admin.request(
      'DELETE',
      '/api/admin/calendar/holidays/2026-12-02',
      undefined,
      ORIGIN,
    );
    expect(removed.statusCode, removed.body).toBe(204);
    expect(await standardDispatch()).toBe('2026-12-07');
    const gone = await admin.request(
      'DELETE',
      '/api/admin/calendar/holidays/2026-12-02',
      undefined,
      ORIGIN,
    );
    expect(gone.statusCode).toBe(404);
    // Veterans Day has passed: it stays as it was.
    const passed = await admin.request(
      'DELETE',
      '/api/admin/calendar/holidays/2026-11-11',
      undefined,
      ORIGIN,
    );
    expect(passed.statusCode).toBe(409);
    expect(passed.json().error.message).toBe(
      'That holiday has passed: it stays as it was, with the dates it moved.',
    );

    const activity = (await admin.request('GET', '/api/admin/activity')).json();
    expect(activity.entries.slice(0, 3).map((entry: { action: string }) => entry.action)).toEqual([
      'holiday.remove',
      'holiday.change',
      'holiday.add',
    ]);
  });

  it('moves dispatch dates when an admin sets a product page’s printing days', async () => {
    const admin = await signedIn('admin');
    const set = (days: unknown, id = 1) =>
      admin.request(
        'PUT',
        `/api/admin/calendar/product-pages/${id}/printing-days`,
        { printing_days: days },
        ORIGIN,
      );
    const longer = await set(7);
    expect(longer.statusCode, longer.body).toBe(200);
    expect(longer.json()).toMatchObject({ id: 1, printing_days: 7 });
    expect(await standardDispatch()).toBe('2026-12-09');
    const info = (await app.inject('/api/quote/get/shipping-info/1')).json();
    expect(info[0]).toMatchObject({ printing_days: 7 });
    expect((await set(5)).statusCode).toBe(200);
    expect(await standardDispatch()).toBe('2026-12-07');

    expect((await set(0)).json().error.details).toEqual([
      { field: 'printing_days', message: 'Printing days are 1 or more.' },
    ]);
    expect((await set(2.5)).statusCode).toBe(400);
    expect((await set(5, 99_999)).statusCode).toBe(404);
  });

  it('refuses a holiday in the past, a day that does not exist and a name that is missing', async () => {
    const admin = await signedIn('admin');
    const add = (body: Record<string, unknown>) =>
      admin.request('POST', '/api/admin/calendar/holidays', body, ORIGIN);
    const fields = async (body: Record<string, unknown>) => {
      const answer = await add(body);
      expect(answer.statusCode, answer.body).toBe(400);
      return answer.json().error.details;
    };
    expect(await fields({ date: '2026-11-24', name: 'Yesterday', type: 'closure' })).toEqual([
      {
        field: 'date',
        message: 'That day has passed: a holiday in the past moves no dispatch date.',
      },
    ]);
    expect(await fields({ date: '2027-02-30', name: 'Nowhere', type: 'closure' })).toEqual([
      { field: 'date', message: 'This is not a date.' },
    ]);
    expect(await fields({ date: '2027-03-01', name: ' ', type: 'party' })).toEqual([
      { field: 'name', message: 'Please name the holiday.' },
      { field: 'type', message: 'A holiday is a federal holiday or a shop closure.' },
    ]);
  });
});

describe('coupons', () => {
  it('are made by an admin, taken at checkout, counted, and paused', async () => {
    const admin = await signedIn('admin');
    const create = (body: Record<string, unknown>) =>
      admin.request('POST', '/api/admin/coupons', body, ORIGIN);
    const made = await create({
      code: ' winter-15 ',
      kind: 'percent',
      percent: '15',
      min_subtotal: '20.00',
      valid_from: '2026-11-25',
      valid_to: '2026-12-31',
      usage_limit: 2,
      once_per_customer: true,
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({
      code: 'WINTER-15',
      offer: '15% off',
      min_subtotal_cents: 2000,
      valid_from: '2026-11-25',
      valid_to: '2026-12-31',
      usage_limit: 2,
      used: 0,
      discount_total_cents: 0,
      paused: false,
    });
    const twice = await create({ code: 'Winter-15', kind: 'fixed', amount: '5' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.details[0].field).toBe('code');

    // A customer takes it: the sticker's $39.03 less 15 % ($5.85).
    const customer = browserAt(app, freshAddress());
    await addSticker(app, customer);
    const placed = await placeOrder(
      customer,
      checkoutBody(newEmail('coupon'), undefined, { coupon_code: 'winter-15' }),
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const listed = (await admin.request('GET', '/api/admin/coupons')).json().coupons;
    expect(listed[0]).toMatchObject({ code: 'WINTER-15', used: 1, discount_total_cents: 585 });
    expect(listed.map((coupon: { code: string }) => coupon.code)).toContain('WELCOME10');

    const paused = await admin.request(
      'PATCH',
      '/api/admin/coupons/winter-15',
      { paused: true },
      ORIGIN,
    );
    expect(paused.statusCode, paused.body).toBe(200);
    expect(paused.json().paused).toBe(true);
    const next = browserAt(app, freshAddress());
    await addSticker(app, next);
    const refused = await next.request(
      'POST',
      '/api/checkout/review',
      checkoutBody(newEmail('paused'), undefined, { coupon_code: 'WINTER-15' }),
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.message).toBe('The coupon WINTER-15 cannot be used at the moment.');
    const resumed = await admin.request(
      'PATCH',
      '/api/admin/coupons/WINTER-15',
      { paused: false },
      ORIGIN,
    );
    expect(resumed.json().paused).toBe(false);
    expect(
      (await admin.request('PATCH', '/api/admin/coupons/NOPE', { paused: true }, ORIGIN))
        .statusCode,
    ).toBe(404);

    const activity = (await admin.request('GET', '/api/admin/activity')).json();
    expect(activity.entries.slice(0, 3).map((entry: { action: string }) => entry.action)).toEqual([
      'coupon.resume',
      'coupon.pause',
      'coupon.create',
    ]);
  });

  it('refuses a coupon without its amount, with a bad code or with its days reversed', async () => {
    const admin = await signedIn('admin');
    const fields = async (body: Record<string, unknown>) => {
      const answer = await admin.request('POST', '/api/admin/coupons', body, ORIGIN);
      expect(answer.statusCode, answer.body).toBe(400);
      return answer.json().error.details.map((detail: { field: string }) => detail.field);
    };
    expect(await fields({ code: 'TEN-OFF', kind: 'fixed' })).toEqual(['amount']);
    expect(await fields({ code: 'TEN-OFF', kind: 'percent', percent: '101' })).toEqual(['percent']);
    expect(await fields({ code: 'no spaces!', kind: 'fixed', amount: '10' })).toEqual(['code']);
    expect(
      await fields({
        code: 'BACKWARDS',
        kind: 'fixed',
        amount: '10',
        valid_from: '2026-12-10',
        valid_to: '2026-12-01',
      }),
    ).toEqual(['valid_to']);
    // The service knows today (Nov 25 in Los Angeles): a last day before it is refused.
    expect(
      await fields({ code: 'BYGONE', kind: 'fixed', amount: '10', valid_to: '2026-11-24' }),
    ).toEqual(['valid_to']);
  });

  it('counts its days in the shop’s time zone', async () => {
    // 04:00 UTC on Nov 26 is still Nov 25 in Los Angeles: a coupon from Nov 26 waits.
    const admin = await signedIn('admin');
    const made = await admin.request(
      'POST',
      '/api/admin/coupons',
      { code: 'TOMORROW', kind: 'fixed', amount: '5', valid_from: '2026-11-26' },
      ORIGIN,
    );
    expect(made.statusCode, made.body).toBe(201);
    const customer = browserAt(app, freshAddress());
    await addSticker(app, customer);
    const refused = await customer.request(
      'POST',
      '/api/checkout/review',
      checkoutBody(newEmail('early'), undefined, { coupon_code: 'tomorrow' }),
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.message).toBe('The coupon TOMORROW can be used from Nov 26, 2026.');
  });
});

describe('who may', () => {
  it('refuses staff without the admin role, customers and other sites', async () => {
    const staff = await signedIn('staff');
    const visitor = browserAt(app, freshAddress());
    const admin = await signedIn('admin');
    const calendarNow = async () => (await admin.request('GET', '/api/admin/calendar')).json();
    const before = await calendarNow();
    const holiday = { date: '2027-01-04', name: 'Inventory', type: 'closure' };
    for (const [method, path, body] of [
      ['GET', '/api/admin/calendar', undefined],
      ['POST', '/api/admin/calendar/holidays', holiday],
      ['PUT', '/api/admin/calendar/holidays/2026-12-25', holiday],
      ['DELETE', '/api/admin/calendar/holidays/2026-12-25', undefined],
      ['PUT', '/api/admin/calendar/product-pages/1/printing-days', { printing_days: 2 }],
      ['GET', '/api/admin/coupons', undefined],
      ['POST', '/api/admin/coupons', { code: 'STAFF', kind: 'fixed', amount: '1' }],
      ['PATCH', '/api/admin/coupons/SAVE5', { paused: true }],
    ] as const) {
      expect((await staff.request(method, path, body, ORIGIN)).statusCode, path).toBe(404);
      expect((await visitor.request(method, path, body, ORIGIN)).statusCode, path).toBe(404);
      if (method !== 'GET') {
        const crossSite = await admin.request(method, path, body, {
          origin: 'https://elsewhere.example',
        });
        expect(crossSite.statusCode, path).toBe(403);
      }
    }
    // Nothing changed.
    expect(await calendarNow()).toEqual(before);
    const save5 = (await admin.request('GET', '/api/admin/coupons')).json().coupons;
    expect(save5.find((coupon: { code: string }) => coupon.code === 'SAVE5').paused).toBe(false);
  });
});
