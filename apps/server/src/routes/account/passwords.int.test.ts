import { ACCOUNT_MESSAGES } from '@shop/domain/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { browserAt, freshAddress } from '../../testing/browser';
import { startSmtpInbox } from '../../testing/smtp-inbox';

// Issue 30: reset a password with a mailed code, change it signed in; both end other sessions.
let app: App;
let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  const { createTestApp } = await import('../../testing/test-app');
  ({ app } = await createTestApp({ env: { SMTP_URL: inbox.url } }));
});
afterAll(async () => {
  await app.close();
  await inbox.close();
});

type Browser = ReturnType<typeof browserAt>;
let people = 0;

/** A verified account, signed in in the browser returned. */
async function account(password = 'first-password') {
  const email = `pw.${++people}.${Date.now()}@example.org`;
  const browser = browserAt(app, freshAddress());
  const made = await browser.request('POST', '/api/auth/sign-up', {
    first_name: 'Lin',
    last_name: 'Wu',
    email,
    password,
    confirm_password: password,
  });
  expect(made.statusCode).toBe(201);
  await app.shop.mail.deliverDue();
  const verified = await browser.request('POST', '/api/auth/verify-email', {
    code: inbox.codeFor(email),
  });
  expect(verified.statusCode).toBe(200);
  return { email, browser };
}

const signIn = (browser: Browser, email: string, password: string) =>
  browser.request('POST', '/api/auth/login', { email, password });
const signedIn = async (browser: Browser) =>
  (await browser.request('GET', '/api/me')).json().customer !== null;

describe('password reset', () => {
  it('answers the same for an address with no account, and mails it nothing', async () => {
    const before = inbox.received.length;
    const unknown = await browserAt(app, freshAddress()).request(
      'POST',
      '/api/auth/password-reset',
      { email: `nobody.${Date.now()}@example.org` },
    );
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json().message).toBe(ACCOUNT_MESSAGES.resetCodeSent);
    await app.shop.mail.deliverDue();
    expect(inbox.received.length).toBe(before);
    const wrong = await browserAt(app, freshAddress()).request(
      'POST',
      '/api/auth/password-reset/confirm',
      {
        email: `nobody.${Date.now()}@example.org`,
        code: '123456',
        password: 'new-password',
        confirm_password: 'new-password',
      },
    );
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().error.details).toEqual([
      { field: 'code', message: ACCOUNT_MESSAGES.resetCodeInvalid },
    ]);
  });

  it('sets the new password with the mailed code and ends every other session', async () => {
    const { email, browser: elsewhere } = await account();
    const forgetful = browserAt(app, freshAddress());
    const asked = await forgetful.request('POST', '/api/auth/password-reset', { email });
    expect(asked.json().message).toBe(ACCOUNT_MESSAGES.resetCodeSent);
    await app.shop.mail.deliverDue();
    const code = inbox.codeFor(email);
    const reset = {
      email,
      code,
      password: 'second-password',
      confirm_password: 'second-password',
    };
    const mismatch = await forgetful.request('POST', '/api/auth/password-reset/confirm', {
      ...reset,
      confirm_password: 'other',
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().error.details).toContainEqual({
      field: 'confirm_password',
      message: ACCOUNT_MESSAGES.passwordsDiffer,
    });
    const done = await forgetful.request('POST', '/api/auth/password-reset/confirm', reset);
    expect(done.statusCode, done.body).toBe(200);
    expect(await signedIn(forgetful)).toBe(true);
    expect(await signedIn(elsewhere)).toBe(false);
    // The code is spent; the old password no longer works, the new one does.
    expect(
      (await forgetful.request('POST', '/api/auth/password-reset/confirm', reset)).statusCode,
    ).toBe(422);
    const stranger = browserAt(app, freshAddress());
    expect((await signIn(stranger, email, 'first-password')).statusCode).toBe(401);
    expect((await signIn(stranger, email, 'second-password')).statusCode).toBe(200);
  });
});

describe('change password', () => {
  it('wants the old password, and ends the other sessions but this one', async () => {
    const { email, browser } = await account();
    const phone = browserAt(app, freshAddress());
    expect((await signIn(phone, email, 'first-password')).statusCode).toBe(200);

    const wrong = await browser.request('PUT', '/api/account/password', {
      old_password: 'not-it',
      password: 'third-password',
      confirm_password: 'third-password',
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.details).toEqual([
      { field: 'old_password', message: ACCOUNT_MESSAGES.oldPasswordIncorrect },
    ]);
    const short = await browser.request('PUT', '/api/account/password', {
      old_password: 'first-password',
      password: 'abc',
      confirm_password: 'abc',
    });
    expect(short.json().error.details).toContainEqual({
      field: 'password',
      message: ACCOUNT_MESSAGES.passwordTooShort,
    });

    const changed = await browser.request('PUT', '/api/account/password', {
      old_password: 'first-password',
      password: 'third-password',
      confirm_password: 'third-password',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await signedIn(browser)).toBe(true);
    expect(await signedIn(phone)).toBe(false);
    expect((await signIn(phone, email, 'third-password')).statusCode).toBe(200);
  });

  it('asks a visitor who is not signed in to sign in', async () => {
    const response = await browserAt(app, freshAddress()).request('PUT', '/api/account/password', {
      old_password: 'a',
      password: 'abcdef',
      confirm_password: 'abcdef',
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('change email', () => {
  it('changes it only with the code sent to the new address, and tells the old one', async () => {
    const { email, browser } = await account();
    const newEmail = `moved.${Date.now()}@example.org`;
    const phone = browserAt(app, freshAddress());
    expect((await signIn(phone, email, 'first-password')).statusCode).toBe(200);
    const wrongPassword = await browser.request('POST', '/api/account/email', {
      email: newEmail,
      password: 'not-it',
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongPassword.json().error.details).toEqual([
      { field: 'password', message: 'Incorrect password.' },
    ]);
    const same = await browser.request('POST', '/api/account/email', {
      email,
      password: 'first-password',
    });
    expect(same.statusCode).toBe(422);

    const asked = await browser.request('POST', '/api/account/email', {
      email: newEmail,
      password: 'first-password',
    });
    expect(asked.statusCode, asked.body).toBe(200);
    await app.shop.mail.deliverDue();
    // Nothing has changed yet.
    expect((await browser.request('GET', '/api/me')).json().customer.email).toBe(email);
    const code = inbox.codeFor(newEmail);
    const wrong = await browser.request('POST', '/api/account/email/confirm', {
      code: code === '123456' ? '654321' : '123456',
    });
    expect(wrong.statusCode).toBe(422);
    const done = await browser.request('POST', '/api/account/email/confirm', { code });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().message).toBe(ACCOUNT_MESSAGES.emailChanged);
    expect((await browser.request('GET', '/api/me')).json().customer).toMatchObject({
      email: newEmail,
      email_verified: true,
    });
    // Signed out on the other device.
    expect(await signedIn(phone)).toBe(false);
    await app.shop.mail.deliverDue();
    const told = inbox.received.findLast((mail) => mail.to.includes(email));
    expect(told?.raw).toContain('Your Peel & Press email address was changed');
    expect(told?.raw).toContain(newEmail);
  });

  it('refuses an address another account has', async () => {
    const { email: other } = await account();
    const { browser } = await account();
    const response = await browser.request('POST', '/api/account/email', {
      email: other,
      password: 'first-password',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.details).toEqual([
      { field: 'email', message: ACCOUNT_MESSAGES.emailUsed },
    ]);
  });
});
