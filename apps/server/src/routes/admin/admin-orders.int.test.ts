import { ensureDemoStaff } from '@shop/db/seed/demo-staff';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { ORIGIN, orderWithArtwork, passingLogo, staffBrowser } from '../../testing/back-office';
import { startSmtpInbox } from '../../testing/smtp-inbox';
import { createTestApp } from '../../testing/test-app';

// Issue 34: staff move an order through its life (paid, printing, dispatched, delivered, or
// cancelled with a reason), each step on the customer's timeline, emailed, and in the activity
// log; a refused step names why. PGlite or PostgreSQL as TEST_DATABASE_URL says.

let app: App;
let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  const created = await createTestApp({ env: { SMTP_URL: inbox.url } });
  app = created.app;
  await ensureDemoStaff(created.database.db);
});
afterAll(async () => {
  await app?.close();
  await inbox?.close();
});

/** A guest's invoice order whose one design is approved: its number and the guest's browser. */
async function approvedOrder() {
  // The customer approves the proof of a logo that passes preflight.
  const order = await orderWithArtwork(app, await passingLogo(), 'staffed');
  const approved = await order.customer.request(
    'POST',
    `/api/artwork/lines/${order.orderNo}.1/sets/1/approve`,
  );
  expect(approved.statusCode, approved.body).toBe(200);
  return order;
}

const mailTo = (email: string) => inbox.received.filter((mail) => mail.to.includes(email));

describe('orders in the back-office', () => {
  it('moves an order through paid, printing, dispatched and delivered, each emailed and logged', async () => {
    const { orderNo, customer, email } = await approvedOrder();
    const staff = await staffBrowser(app);

    const listed = await staff.request('GET', '/api/admin/orders?payment=awaiting_payment');
    expect(listed.statusCode, listed.body).toBe(200);
    const row = listed
      .json()
      .orders.find((order: { order_no: string }) => order.order_no === orderNo);
    expect(row).toMatchObject({ production: 'approved', payment: 'awaiting_payment', late: false });
    expect(listed.json().totals.count).toBeGreaterThanOrEqual(1);

    // Printing needs the money: refused, naming why.
    const early = await staff.request('POST', `/api/admin/orders/${orderNo}/printing`, {}, ORIGIN);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe('The order cannot be printed before it is paid.');

    const step = async (path: string, body: unknown = {}) => {
      const answer = await staff.request(
        'POST',
        `/api/admin/orders/${orderNo}/${path}`,
        body,
        ORIGIN,
      );
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json();
    };
    expect((await step('paid')).payment_state).toBe('paid');
    expect((await step('printing')).production_state).toBe('printing');
    const badParcel = await staff.request(
      'POST',
      `/api/admin/orders/${orderNo}/dispatched`,
      { carrier: 'UPS', tracking_number: '1Z;drop' },
      ORIGIN,
    );
    expect(badParcel.statusCode).toBe(400);
    expect(badParcel.json().error.details[0]).toMatchObject({ field: 'tracking_number' });
    const dispatched = await step('dispatched', {
      carrier: 'UPS',
      tracking_number: '1Z999AA10123456784',
    });
    expect(dispatched.production_state).toBe('dispatched');
    expect((await step('delivered')).production_state).toBe('delivered');

    // The customer's own page shows each step, with the parcel.
    const mine = (await customer.request('GET', `/api/orders/${orderNo}`)).json();
    const labels = mine.timeline.map((event: { label: string }) => event.label);
    expect(labels).toEqual(
      expect.arrayContaining(['Payment: Paid', 'Printing', 'Dispatched', 'Delivered']),
    );
    expect(
      mine.timeline.find((event: { label: string }) => event.label === 'Dispatched').note,
    ).toBe('Sent with UPS, tracking number 1Z999AA10123456784.');

    await app.shop.mail.deliverDue();
    const subjects = mailTo(email).map((mail) => mail.raw);
    for (const subject of [
      `We received your payment for order ${orderNo}`,
      `Your order ${orderNo} is being printed`,
      `Your order ${orderNo} is on its way`,
      `Your order ${orderNo} has been delivered`,
    ]) {
      expect(
        subjects.some((raw) => raw.includes(subject)),
        subject,
      ).toBe(true);
    }
    expect(subjects.some((raw) => raw.includes('1Z999AA10123456784'))).toBe(true);

    const log = (await staff.request('GET', `/api/admin/activity?q=${orderNo}`)).json();
    expect(log.entries.map((entry: { action: string }) => entry.action)).toEqual([
      'order.deliver',
      'order.dispatch',
      'order.printing',
      'order.mark_paid',
    ]);
    expect(log.entries[1].changes).toMatchObject({ carrier: 'UPS' });

    const again = await staff.request(
      'POST',
      `/api/admin/orders/${orderNo}/cancel`,
      { reason: 'Too late' },
      ORIGIN,
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(
      'The order is delivered: it can no longer be cancelled.',
    );
  });

  it('cancels a paid order with a reason, recording the refund due, and tells the customer', async () => {
    const { orderNo, email } = await approvedOrder();
    const staff = await staffBrowser(app);
    await staff.request('POST', `/api/admin/orders/${orderNo}/paid`, {}, ORIGIN);
    const noReason = await staff.request(
      'POST',
      `/api/admin/orders/${orderNo}/cancel`,
      { reason: '' },
      ORIGIN,
    );
    expect(noReason.statusCode).toBe(400);
    const cancelled = await staff.request(
      'POST',
      `/api/admin/orders/${orderNo}/cancel`,
      { reason: 'The material is out of stock.' },
      ORIGIN,
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const order = cancelled.json();
    expect(order).toMatchObject({ production_state: 'cancelled', payment_state: 'paid' });
    expect(order.refund_due_cents).toBe(order.totals.total_cents);
    await app.shop.mail.deliverDue();
    const mail = mailTo(email).find((message) => message.raw.includes('is cancelled'));
    expect(mail?.raw).toContain('The material is out of stock.');
  });

  it('answers 404 to visitors and an unknown order, and keeps a customer’s key out', async () => {
    const { orderNo, customer } = await approvedOrder();
    expect((await customer.request('GET', `/api/admin/orders/${orderNo}`)).statusCode).toBe(404);
    expect(
      (await customer.request('POST', `/api/admin/orders/${orderNo}/paid`, {}, ORIGIN)).statusCode,
    ).toBe(404);
    const staff = await staffBrowser(app);
    const unknown = await staff.request('GET', '/api/admin/orders/PP-20200101-00000000');
    expect(unknown.statusCode).toBe(404);
  });
});
