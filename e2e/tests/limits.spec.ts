import { expect, test } from '../support/fixtures';

// Issue 13: the pages go through the same limits as the API and say, on the page, what was
// limited and when to try again.

test('the sign-in page says how long an address must wait after too many wrong passwords', async ({
  page,
}) => {
  // An address of no account: this spec must not throttle the demo customer for other specs.
  const email = `nobody-${Date.now()}@peelandpress.example`;
  await page.goto('/sign-in');
  const form = page.getByRole('form', { name: 'I have an account' });
  await form.getByLabel('Email', { exact: true }).fill(email);
  for (let attempt = 0; attempt < 5; attempt++) {
    await form.getByLabel('Password').fill(`wrong-password-${attempt}`);
    await form.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(form.getByText('Incorrect password.')).toBeVisible();
  }
  await form.getByLabel('Password').fill('wrong-password-5');
  await form.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(
    form.getByText(
      'Too many incorrect passwords for this account from your network. Please try again in 15 minutes.',
    ),
  ).toBeVisible();
});

test('Print Quote says when the hourly quotation limit is reached', async ({ page }) => {
  await page.goto('/stickers/standard-vinyl');
  const printQuote = page.getByRole('button', { name: 'Print Quote' });
  await expect(printQuote).toBeEnabled();
  const sent = page.waitForRequest('**/api/quote/create/quotation');
  await printQuote.click();
  const dialog = page.getByRole('dialog', { name: 'QUOTATION' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // Nineteen more as the page sends them, with this browser's cookies: twenty in the hour.
  const body = (await sent).postDataJSON() as unknown;
  for (let quotation = 1; quotation < 20; quotation++) {
    const response = await page.request.post('/api/quote/create/quotation', { data: body });
    expect(response.status()).toBe(201);
  }
  // Another configuration: the same one would be the same quotation again (its Idempotency-Key,
  // ADR 0038), given back without counting.
  await page.getByLabel('Number of Sets').selectOption('2');
  await printQuote.click();
  await expect(
    page.getByText(
      /^You have created 20 quotations in the last hour\. Please try again in (59|60) minutes\.$/,
    ),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
});
