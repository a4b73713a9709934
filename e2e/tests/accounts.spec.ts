import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { screenshot, seriousViolations } from '../support/page-checks';

// Issue 30: a new visitor makes an account, reads the mailed code at /outbox (the shop runs
// without a mail server here, as `npm start` does) and verifies the address.

/** The verification code mailed to `email`, read at /outbox as a new user would. */
async function codeFromOutbox(page: Page, email: string): Promise<string> {
  await expect(async () => {
    await page.goto('/outbox');
    await expect(
      page.getByRole('row', { name: new RegExp(email.replace(/\./g, '\\.')) }),
    ).toBeVisible({
      timeout: 1_000,
    });
  }).toPass();
  await page
    .getByRole('row', { name: new RegExp(email.replace(/\./g, '\\.')) })
    .getByRole('link')
    .first()
    .click();
  const body = await page.locator('pre').textContent();
  const code = body?.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`No code in the message: ${body}`);
  return code;
}

test('a new visitor signs up, reads the code at /outbox and verifies the email', async ({
  page,
}) => {
  const email = `rosa.${Date.now()}@example.org`;
  await page.goto('/sign-in');
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/sign-up/);
  await expect(page.getByRole('heading', { name: 'Create an account' })).toBeVisible();

  await page.getByLabel('First Name').fill('Rosa');
  await page.getByLabel('Last Name').fill('Park');
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('paper-cuts');
  await page.getByLabel('Confirm Password').fill('paper-cutz');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('New password and confirm password do not match.')).toBeVisible();
  await page.getByLabel('Confirm Password').fill('paper-cuts');
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(/\/verify-email/);
  await expect(page.getByText(`We sent a 6-digit code to ${email}`)).toBeVisible();
  // Signed in already, not verified yet: the header asks for it.
  await expect(page.getByRole('link', { name: 'Verify your email' })).toBeVisible();
  expect(await seriousViolations(page, 'main')).toEqual([]);
  await screenshot(page, 'verify-email');

  const code = await codeFromOutbox(page, email);
  await page.goto('/verify-email');
  await page.getByLabel('Verification Code').fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(
    page.getByText('That is not the code we sent. Please check your email and try again.'),
  ).toBeVisible();
  await page.getByLabel('Verification Code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Thank you for verifying your email address.')).toBeVisible();
  await expect(page.getByText('Hi, Rosa')).toBeVisible();
  await screenshot(page, 'email-verified');
});

test('an email with an account is refused at sign-up with the catalogue message', async ({
  page,
}) => {
  await page.goto('/sign-up');
  await page.getByLabel('First Name').fill('Dana');
  await page.getByLabel('Last Name').fill('Reyes');
  await page.getByLabel('Email Address').fill('demo@peelandpress.example');
  await page.getByLabel('Password', { exact: true }).fill('stickers-2026');
  await page.getByLabel('Confirm Password').fill('stickers-2026');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(
    page.getByText('Email address already used. Please use another email.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/sign-up/);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the sign-up, verify and outbox pages fit the screen', async ({ page }) => {
    const email = `phone.${Date.now()}@example.org`;
    await page.goto('/sign-up');
    await page.getByLabel('First Name').fill('Kai');
    await page.getByLabel('Last Name').fill('Moana');
    await page.getByLabel('Email Address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByLabel('Confirm Password').fill('short');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Password must be 6 or more characters.')).toBeVisible();
    await screenshot(page, 'sign-up-375');
    const fits = () =>
      page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    expect(await fits()).toBe(true);
    await page.getByLabel('Password', { exact: true }).fill('long enough');
    await page.getByLabel('Confirm Password').fill('long enough');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/verify-email/);
    await screenshot(page, 'verify-email-375');
    expect(await fits()).toBe(true);
    await codeFromOutbox(page, email);
    await screenshot(page, 'outbox-message-375');
    expect(await fits()).toBe(true);
  });
});
