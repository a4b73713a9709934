import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { screenshot, seriousViolations } from '../support/page-checks';
import { uploadLater } from '../support/artwork-dialog';

// Issue 31: a configured sticker becomes a placed order, as a guest and signed in: Standard and
// Express side by side with their dates, the confirmation, its email at /outbox, and the order
// with its timeline afterwards.
const DEMO = { email: 'demo@peelandpress.example', password: 'stickers-2026' };

async function stickerInCart(page: Page) {
  await page.goto('/stickers/standard-vinyl');
  await expect(page.getByRole('button', { name: 'ADD TO CART' })).toBeEnabled();
  await page.getByRole('button', { name: 'ADD TO CART' }).click();
  await uploadLater(page);
}

/** The order link of the confirmation mailed to `email`, read at /outbox. */
async function orderLinkFromOutbox(page: Page, email: string): Promise<string> {
  const row = page.getByRole('row', { name: new RegExp(email.replace(/\./g, '\\.')) });
  await expect(async () => {
    await page.goto('/outbox');
    await expect(row.filter({ hasText: 'order' }).first()).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await row.filter({ hasText: 'order' }).first().getByRole('link').first().click();
  const body = (await page.locator('pre').textContent()) ?? '';
  const link = /https?:\/\/\S+\/orders\/PP-[0-9A-F-]+\?key=[\w-]+/.exec(body)?.[0];
  if (!link) throw new Error(`No order link in the message: ${body}`);
  return link;
}

async function fillAddress(page: Page) {
  await page.getByLabel('Full name').fill('Grace Hopper');
  await page.getByLabel('Street address').fill('12 Harbor Way');
  await page.getByLabel('City').fill('Portland');
  await page.getByLabel('State').selectOption('OR');
  await page.getByLabel('ZIP code').fill('97201');
  await page.getByLabel('Phone').fill('(503) 555-0134');
}

test('a guest orders a sticker, gets the confirmation and its email, and opens the order from it', async ({
  page,
  browser,
}) => {
  await stickerInCart(page);
  await page.getByRole('link', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);

  // Standard and Express side by side, each with its price and dates.
  const options = page.getByTestId('delivery-option');
  await expect(options).toHaveCount(2);
  await expect(options.nth(0)).toContainText('Standard Shipping');
  await expect(options.nth(1)).toContainText('Express Shipping');
  for (const option of [options.nth(0), options.nth(1)]) {
    await expect(option).toContainText(/Dispatched \w{3}, \w{3} \d+/);
    await expect(option).toContainText(/Arrives \w{3}, \w{3} \d+ – \w{3}, \w{3} \d+/);
  }
  await expect(page.getByText(/Dates assume your artwork is approved/)).toBeVisible();
  await screenshot(page, 'checkout-1280');

  // A guest fills at most 9 fields (company and apartment optional): here 7.
  const email = `grace.${Date.now()}@example.org`;
  await page.getByRole('button', { name: 'Review order' }).click();
  await expect(page.getByText('Please check the fields marked above.')).toBeVisible();
  await expect(page.getByLabel('Email address')).toBeFocused();
  await expect(page.getByText('※Please enter the email address.')).toBeVisible();
  await page.getByLabel('Email address').fill(email);
  await fillAddress(page);
  await page.getByLabel(/Express Shipping/).check();
  await page.getByRole('button', { name: 'Review order' }).click();
  await expect(page.getByRole('heading', { name: 'Review your order' })).toBeVisible();
  await expect(page.getByText(/Express Shipping: dispatched/)).toBeVisible();
  expect(await seriousViolations(page, '.checkout-page')).toEqual([]);
  await screenshot(page, 'checkout-review-1280');

  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/orders\/PP-\d{8}-[0-9A-F]{8}\?placed=1$/);
  await expect(page.getByText('Thank you! Your order is placed.')).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  const orderNo = /PP-\d{8}-[0-9A-F]{8}/.exec(page.url())?.[0] ?? '';
  await expect(page.getByRole('heading', { name: `Order ${orderNo}` })).toBeVisible();
  await expect(page.getByTestId('order-timeline')).toContainText('Order placed');
  await expect(page.getByText('Awaiting artwork')).toBeVisible();
  await expect(page.getByText('Express Shipping: we expect to dispatch it on')).toBeVisible();
  expect(await seriousViolations(page, '.order-page')).toEqual([]);
  await screenshot(page, 'order-placed-1280');
  await expect(page.getByTestId('cart-count')).toHaveText('0');

  // The confirmation email's link opens the order in another browser.
  const link = await orderLinkFromOutbox(page, email);
  const elsewhere = await browser.newContext();
  const other = await elsewhere.newPage();
  await other.goto(link.replace(/^https?:\/\/[^/]+/, process.env.E2E_BASE_URL ?? ''));
  await expect(other.getByRole('heading', { name: `Order ${orderNo}` })).toBeVisible();
  // Without the key, another browser finds nothing.
  await other.goto(`/orders/${orderNo}`);
  await expect(other.getByRole('heading', { name: 'Order not found' })).toBeVisible();
  await elsewhere.close();

  // The guest's own browser lists it and can cancel it.
  await page.goto('/account');
  await expect(page.getByTestId('account-orders')).toContainText(orderNo);
  await page.getByRole('link', { name: orderNo }).click();
  await page.getByRole('button', { name: 'Cancel order' }).click();
  await page.getByRole('button', { name: 'Yes, cancel the order' }).click();
  await expect(page.getByTestId('order-timeline')).toContainText('Cancelled');
  await expect(page.getByText('This order is cancelled. Nothing is owed.')).toBeVisible();
});

test('a signed-in customer orders to their address book with the test card', async ({ page }) => {
  await page.goto('/sign-in');
  await page.getByLabel('Email', { exact: true }).fill(DEMO.email);
  await page.getByLabel('Password').fill(DEMO.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('Hi, Dana')).toBeVisible();
  await stickerInCart(page);
  await page.getByRole('link', { name: 'Checkout' }).click();
  await expect(page.getByText(`Signed in as ${DEMO.email}`)).toBeVisible();
  // The default address is chosen; no address fields to fill.
  await expect(page.getByLabel('Street address')).toHaveCount(0);
  await page.getByLabel(/Test card/).check();
  await page.getByLabel('Test card answers').selectOption('decline');
  await page.getByRole('button', { name: 'Review order' }).click();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByText(/Your card was declined/)).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);

  await page.getByLabel('Test card answers').selectOption('approve');
  await page.getByRole('button', { name: 'Review order' }).click();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByText('Thank you! Your order is placed.')).toBeVisible();
  await expect(page.getByText('Card authorized', { exact: true })).toBeVisible();
  const orderNo = /PP-\d{8}-[0-9A-F]{8}/.exec(page.url())?.[0] ?? '';
  await page.goto('/account');
  await expect(page.getByTestId('account-orders')).toContainText(orderNo);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the checkout and the order page fit the screen', async ({ page }) => {
    await stickerInCart(page);
    await page.goto('/checkout');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
    await screenshot(page, 'checkout-375');
    await page.getByLabel('Email address').fill(`ada.${Date.now()}@example.org`);
    await fillAddress(page);
    await page.getByRole('button', { name: 'Review order' }).click();
    await expect(page.getByRole('heading', { name: 'Review your order' })).toBeVisible();
    await screenshot(page, 'checkout-review-375');
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByText('Thank you! Your order is placed.')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    await screenshot(page, 'order-placed-375');
  });
});
