import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES } from '@shop/shop/contact/contract';
import type { App } from '../../app';
import { browserAt, freshAddress } from '../../testing/browser';
import { startSmtpInbox } from '../../testing/smtp-inbox';

// Issue 30: Contact us is stored, mailed to the shop (SHOP_EMAIL) and acknowledged.
let app: App;
let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  const { createTestApp } = await import('../../testing/test-app');
  ({ app } = await createTestApp({
    env: { SMTP_URL: inbox.url, SHOP_EMAIL: 'orders@shop.example' },
  }));
});
afterAll(async () => {
  await app.close();
  await inbox.close();
});

const MESSAGE = {
  name: 'Sam Ortiz',
  email: 'sam.ortiz@example.org',
  about: 'QR-20261127-1A2B3C',
  message: 'Can the stickers be ready by Friday?\nThanks!',
};

describe('Contact us', () => {
  it('mails the message to the shop and a receipt to the sender', async () => {
    const sent = await browserAt(app, freshAddress()).request('POST', '/api/contact', MESSAGE);
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toMatchObject({ status: 'SUCCESS', message: CONTACT_MESSAGES.thanks });
    const reference = sent.json().reference_no;
    expect(reference).toMatch(/^CM-\d{8}-[0-9A-F]{6}$/);
    expect(await app.shop.mail.deliverDue()).toBe(2);
    const toShop = inbox.received.find((mail) => mail.to.includes('orders@shop.example'));
    const receipt = inbox.received.find((mail) => mail.to.includes(MESSAGE.email));
    expect(toShop?.raw).toContain(reference);
    expect(toShop?.raw).toContain('Can the stickers be ready by Friday?');
    expect(receipt?.raw).toContain(`We received your message (${reference})`);
  });

  it.each([
    ['name', '', CONTACT_MESSAGES.nameRequired],
    ['message', '   ', CONTACT_MESSAGES.messageRequired],
    ['about', 'QR 1; drop', CONTACT_MESSAGES.referenceInvalid],
    ['email', '', '※Please enter the email address.'],
  ])('refuses %s %j with its message', async (field, value, message) => {
    const response = await browserAt(app, freshAddress()).request('POST', '/api/contact', {
      ...MESSAGE,
      [field]: value,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toContainEqual({ field, message });
  });

  it('takes a message without an order or quote number, and limits an address to 10 an hour', async () => {
    const browser = browserAt(app, freshAddress());
    const statuses = [];
    for (let i = 0; i < 11; i += 1) {
      const { about: _about, ...withoutReference } = MESSAGE;
      statuses.push((await browser.request('POST', '/api/contact', withoutReference)).statusCode);
    }
    expect(statuses).toEqual([...Array(10).fill(201), 429]);
  });
});
