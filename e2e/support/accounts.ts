import type { Page } from '@playwright/test';
import { expect } from './fixtures';

// Issue 30: an account made as a new visitor makes one: /sign-up, then the code read at /outbox
// (the e2e shop runs without a mail server, as `npm start` does).

/** The verification code mailed to `email`, read at /outbox as a new user would. */
export async function codeFromOutbox(page: Page, email: string): Promise<string> {
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

/** Signs up with `email` on /sign-up and verifies it with the code from /outbox. */
export async function signUpAndVerify(page: Page, email: string, first = 'Ines') {
  await page.goto('/sign-up');
  await page.getByLabel('First Name').fill(first);
  await page.getByLabel('Last Name').fill('Costa');
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('addresses');
  await page.getByLabel('Confirm Password').fill('addresses');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/verify-email/);
  const code = await codeFromOutbox(page, email);
  await page.goto('/verify-email');
  await page.getByLabel('Verification Code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Thank you for verifying your email address.')).toBeVisible();
}
