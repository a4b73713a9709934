import { ACCOUNT_MESSAGES } from '@shop/domain/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { browserAt, freshAddress } from '../../testing/browser';
import { quoteRequestBody } from '../../testing/quote-payload';
import { startSmtpInbox } from '../../testing/smtp-inbox';

// Issue 30: sign-up with a verified email, through a real SMTP server started here.
let now = new Date('2026-11-25T17:00:00Z');
let app: App;
let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  const { createTestApp } = await import('../../testing/test-app');
  ({ app } = await createTestApp({ clock: () => now, env: { SMTP_URL: inbox.url } }));
});
afterAll(async () => {
  await app.close();
  await inbox.close();
});

let people = 0;
const newEmail = () => `sign.up.${++people}.${Date.now()}@example.org`;

const details = (email: string) => ({
  first_name: 'Rosa',
  last_name: 'Park',
  email,
  password: 'paper-cuts',
  confirm_password: 'paper-cuts',
});

type Browser = ReturnType<typeof browserAt>;

async function signUp(browser: Browser, email = newEmail()) {
  const response = await browser.request('POST', '/api/auth/sign-up', details(email));
  expect(response.statusCode, response.body).toBe(201);
  await app.shop.mail.deliverDue();
  return email;
}

const verify = (browser: Browser, code: string) =>
  browser.request('POST', '/api/auth/verify-email', { code });

const me = async (browser: Browser) => (await browser.request('GET', '/api/me')).json();

describe('sign-up', () => {
  it('makes an unverified account, signs it in and mails a code that verifies it', async () => {
    const browser = browserAt(app, freshAddress());
    const email = await signUp(browser);
    expect((await me(browser)).customer).toMatchObject({ email, email_verified: false });
    const code = inbox.codeFor(email);

    const wrong = await verify(browser, code === '000000' ? '111111' : '000000');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().error.details).toEqual([
      { field: 'code', message: ACCOUNT_MESSAGES.codeWrong },
    ]);

    const right = await verify(browser, ` ${code.slice(0, 3)} ${code.slice(3)} `);
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json().message).toBe(ACCOUNT_MESSAGES.emailVerified);
    expect((await me(browser)).customer).toMatchObject({ email, email_verified: true });
    // The same code again: already verified, nothing more to do.
    expect((await verify(browser, code)).json().message).toBe(ACCOUNT_MESSAGES.alreadyVerified);
  });

  it('refuses each wrong field with the catalogue message, naming it', async () => {
    const browser = browserAt(app, freshAddress());
    const taken = await signUp(browser);
    const cases: Array<[Record<string, string>, number, string, string]> = [
      [{ email: taken }, 409, 'email', ACCOUNT_MESSAGES.emailUsed],
      [{ email: taken.toUpperCase() }, 409, 'email', ACCOUNT_MESSAGES.emailUsed],
      [
        { password: 'short', confirm_password: 'short' },
        400,
        'password',
        ACCOUNT_MESSAGES.passwordTooShort,
      ],
      [
        { confirm_password: 'paper-cutz' },
        400,
        'confirm_password',
        ACCOUNT_MESSAGES.passwordsDiffer,
      ],
      [{ confirm_password: '' }, 400, 'confirm_password', ACCOUNT_MESSAGES.confirmPasswordRequired],
    ];
    for (const [change, status, field, message] of cases) {
      const response = await browserAt(app, freshAddress()).request('POST', '/api/auth/sign-up', {
        ...details(newEmail()),
        ...change,
      });
      expect(response.statusCode, JSON.stringify(change)).toBe(status);
      expect(response.json().error.details).toContainEqual({ field, message });
    }
    const disposable = await browserAt(app, freshAddress()).request('POST', '/api/auth/sign-up', {
      ...details('someone@mailinator.com'),
    });
    expect(disposable.statusCode).toBe(422);
  });

  it('says an expired code is expired, and a resent one works', async () => {
    const browser = browserAt(app, freshAddress());
    const email = await signUp(browser);
    const first = inbox.codeFor(email);
    now = new Date(now.getTime() + 16 * 60_000);
    const late = await verify(browser, first);
    expect(late.statusCode).toBe(422);
    expect(late.json().error.details).toEqual([
      { field: 'code', message: ACCOUNT_MESSAGES.codeExpired },
    ]);
    const resent = await browser.request('POST', '/api/auth/resend-verification');
    expect(resent.statusCode, resent.body).toBe(200);
    await app.shop.mail.deliverDue();
    const second = inbox.codeFor(email);
    // The first code is void once another is sent.
    if (second !== first) expect((await verify(browser, first)).statusCode).toBe(422);
    expect((await verify(browser, second)).statusCode).toBe(200);
  });

  it('voids a code after 5 wrong tries, and limits resends per account', async () => {
    const browser = browserAt(app, freshAddress());
    const email = await signUp(browser);
    const code = inbox.codeFor(email);
    const wrongCode = code === '999999' ? '888888' : '999999';
    const answers = [];
    for (let i = 0; i < 5; i += 1) answers.push((await verify(browser, wrongCode)).json());
    expect(answers.at(-1).error.code).toBe('CODE_SPENT');
    const right = await verify(browser, code);
    expect(right.statusCode).toBe(422);
    expect(right.json().error.details[0].message).toBe(ACCOUNT_MESSAGES.codeSpent);

    const statuses = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push((await browser.request('POST', '/api/auth/resend-verification')).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('counts wrong codes sent at once: no more than 5 are ever tried', async () => {
    const browser = browserAt(app, freshAddress());
    const email = await signUp(browser);
    const code = inbox.codeFor(email);
    const wrongCode = code === '999999' ? '888888' : '999999';
    const answers = await Promise.all(Array.from({ length: 12 }, () => verify(browser, wrongCode)));
    expect(answers.every((answer) => answer.statusCode === 422)).toBe(true);
    expect(
      answers.filter((answer) => answer.json().error.code === 'CODE_WRONG').length,
    ).toBeLessThanOrEqual(4);
    const right = await verify(browser, code);
    expect(right.json().error.code).toBe('CODE_SPENT');
  });

  it('asks a visitor who is not signed in to sign in first', async () => {
    const browser = browserAt(app, freshAddress());
    expect((await verify(browser, '123456')).statusCode).toBe(401);
    expect((await browser.request('POST', '/api/auth/resend-verification')).statusCode).toBe(401);
  });

  it("collects a guest's quote request with the same email only once the email is verified", async () => {
    const email = newEmail();
    const guest = browserAt(app, freshAddress());
    const asked = await guest.request('POST', '/api/quote/create/quote-request', {
      ...quoteRequestBody('product_id=1&featured_item_id=1&width=2&height=2'),
      email_address: email,
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const reference = asked.json().reference_no;

    // Someone else, in another browser, signs up with that email: nothing moves yet.
    const newcomer = browserAt(app, freshAddress());
    await signUp(newcomer, email);
    const mine = async () =>
      (await newcomer.request('GET', '/api/quote/get/quote-requests'))
        .json()
        .quote_requests.map((request: { reference_no: string }) => request.reference_no);
    expect(await mine()).not.toContain(reference);

    expect((await verify(newcomer, inbox.codeFor(email))).statusCode).toBe(200);
    expect(await mine()).toContain(reference);
  });
});

describe('the mail queue', () => {
  it('tries a refused message again later, with backoff, until it is sent', async () => {
    await app.shop.mail.deliverDue(); // what earlier tests left queued
    inbox.refuseNext(1);
    const browser = browserAt(app, freshAddress());
    const email = newEmail();
    const response = await browser.request('POST', '/api/auth/sign-up', details(email));
    expect(response.statusCode).toBe(201);
    expect(await app.shop.mail.deliverDue()).toBe(0);
    expect(() => inbox.codeFor(email)).toThrow();
    // Not due yet: the retry waits.
    expect(await app.shop.mail.deliverDue()).toBe(0);
    now = new Date(now.getTime() + 60_000);
    expect(await app.shop.mail.deliverDue()).toBe(1);
    expect(inbox.codeFor(email)).toMatch(/^\d{6}$/);
  });
});
