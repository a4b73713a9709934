import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { pdfText } from '../support/pdf-text';
import { screenshot, seriousViolations } from '../support/page-checks';
import { uploadLater } from '../support/artwork-dialog';

// Issue 32: a coupon at checkout, seen on the order and its invoice; a quotation ordered at its
// price; a past order ordered again.

async function stickerInCart(page: Page) {
  await page.goto('/stickers/standard-vinyl');
  await expect(page.getByRole('button', { name: 'ADD TO CART' })).toBeEnabled();
  await page.getByRole('button', { name: 'ADD TO CART' }).click();
  await uploadLater(page);
}

async function fillGuestCheckout(page: Page, email: string) {
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Full name').fill('Katherine Johnson');
  await page.getByLabel('Street address').fill('4 Launch Road');
  await page.getByLabel('City').fill('Hampton');
  await page.getByLabel('State').selectOption('VA');
  await page.getByLabel('ZIP code').fill('23666');
  await page.getByLabel('Phone').fill('(757) 555-0142');
}

test('a coupon at checkout shows on the review, the order and its invoice; the order is ordered again', async ({
  page,
}) => {
  await stickerInCart(page);
  await page.getByRole('link', { name: 'Checkout' }).click();
  await fillGuestCheckout(page, `katherine.${Date.now()}@example.org`);

  // A code that does not exist is refused under its field.
  await page.getByLabel('Coupon code (optional)').fill('NOPE');
  await page.getByRole('button', { name: 'Review order' }).click();
  await expect(
    page.getByText("We don't know the coupon code NOPE. Please check how it is spelled."),
  ).toBeVisible();

  await page.getByLabel('Coupon code (optional)').fill('welcome10');
  await page.getByRole('button', { name: 'Review order' }).click();
  await expect(page.getByRole('heading', { name: 'Review your order' })).toBeVisible();
  const discount = (await page.getByTestId('coupon-discount').textContent()) ?? '';
  expect(discount).toMatch(/^−\$\d+\.\d{2}$/);
  await expect(page.getByText('Coupon WELCOME10')).toBeVisible();
  await screenshot(page, 'checkout-coupon-1280');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByText('Thank you! Your order is placed.')).toBeVisible();
  await expect(page.getByText('Coupon WELCOME10')).toBeVisible();
  await expect(page.getByTestId('coupon-discount')).toHaveText(discount);
  const orderNo = /PP-\d{8}-[0-9A-F]{8}/.exec(page.url())?.[0] ?? '';

  // The invoice says the same.
  const invoice = await page.request.get(`/pdf/invoice/download?order_no=${orderNo}`);
  expect(invoice.status()).toBe(200);
  const text = await pdfText(await invoice.body());
  expect(text).toContain('INVOICE');
  expect(text).toContain(orderNo);
  expect(text).toContain('WELCOME10');
  expect(text).toContain(discount.replace('−', '-'));

  // Order again: the line is back in the cart at today's price.
  await page.getByRole('button', { name: 'Order again' }).click();
  await expect(page.getByText("1 item is in your cart at today's prices.")).toBeVisible();
  expect(await seriousViolations(page, '.order-page')).toEqual([]);
  await screenshot(page, 'order-again-1280');
  await page.getByRole('link', { name: 'Go to your cart' }).click();
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
});

test('a quotation is ordered at its quoted price', async ({ page }) => {
  await page.goto('/stickers/standard-vinyl');
  await expect(page.getByRole('button', { name: 'Print Quote' })).toBeEnabled();
  const total = (await page.getByTestId('total-price').textContent()) ?? '';
  await page.getByRole('button', { name: 'Print Quote' }).click();
  const dialog = page.getByRole('dialog', { name: 'QUOTATION' });
  await expect(dialog).toBeVisible();
  const number =
    (await dialog
      .getByText(/Q-\d{8}-[0-9A-F]{6}/)
      .first()
      .textContent()) ?? '';
  const quotationNo = /Q-\d{8}-[0-9A-F]{6}/.exec(number)?.[0] ?? '';
  await dialog.getByRole('button', { name: `Order quotation ${quotationNo}` }).click();
  await expect(dialog.getByText(/In your cart at the quoted \$[\d,.]+ a set, until/)).toBeVisible();
  await dialog.getByRole('link', { name: 'Go to your cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByTestId('line-price')).toHaveText(total);
  await page.getByRole('link', { name: 'Checkout' }).click();
  await expect(page.getByText(`At the price of quotation ${quotationNo}`)).toBeVisible();
  await fillGuestCheckout(page, `dorothy.${Date.now()}@example.org`);
  await page.getByRole('button', { name: 'Review order' }).click();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByText('Thank you! Your order is placed.')).toBeVisible();
  await expect(page.locator('.order-lines__price').first()).toHaveText(total);
});
