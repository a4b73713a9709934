import type { Locator } from '@playwright/test';
import { expect, test } from '../support/fixtures';

// Issue 11, item 5: every summary of a configuration (compare cards, the quote request dialog,
// the cart) shows its quantity; two compare cards never differ by their price alone.
const DEMO = { email: 'demo@peelandpress.example', password: 'stickers-2026' };

/**
 * Whether `text` is drawn inside the element's own box: a clamped paragraph (overflow hidden)
 * holds text it does not show, which toContainText alone would not notice.
 */
async function showsText(paragraph: Locator, text: string): Promise<boolean> {
  return paragraph.evaluate((element, wanted) => {
    const node = Array.from(element.childNodes).find((child) =>
      child.textContent?.includes(wanted),
    );
    if (!node) return false;
    const start = node.textContent?.indexOf(wanted) ?? -1;
    const range = document.createRange();
    range.setStart(node, start);
    range.setEnd(node, start + wanted.length);
    const drawn = range.getBoundingClientRect();
    const box = element.getBoundingClientRect();
    return drawn.height > 0 && drawn.top >= box.top - 0.5 && drawn.bottom <= box.bottom + 0.5;
  }, text);
}

test('compare cards and the cart line name their quantity and sets', async ({ page, request }) => {
  const response = await request.get(
    '/api/get/pricing-data?product_id=1&featured_item_id=1&width=2&height=2',
  );
  const rows = (await response.json()).rows as Array<{ quantity: number }>;
  const [first, second] = rows.map((row) => row.quantity.toLocaleString('en-US'));
  await page.goto('/stickers/standard-vinyl');
  const compare = page.getByRole('button', { name: 'Add to Compare' });
  await expect(compare).toBeEnabled();
  await compare.click();
  await expect(page.getByText('Added to compare.')).toBeVisible();
  // The keyboard picks the next tier.
  const quantities = page.getByRole('group', { name: 'Quantity', exact: true }).getByRole('radio');
  await quantities.first().focus();
  await page.keyboard.press('ArrowRight');
  await expect(quantities.nth(1)).toBeChecked();
  await expect(compare).toBeEnabled();
  await compare.click();

  const panel = page.getByRole('region', { name: 'Compare' });
  // A slim bar until it is opened (issue 11 item 11).
  await panel.getByRole('button', { name: 'Compare (2)' }).click();
  const cards = panel.getByRole('article');
  await expect(cards).toHaveCount(2);
  for (const [index, quantity] of [first, second].entries()) {
    // The quantity, in which the cards differ, comes first (issue 28); what they share follows.
    const details = cards.nth(index).getByText(/Quantity: /);
    await expect(details).toContainText(`Quantity: ${quantity}`);
    await expect(cards.nth(index)).toContainText('Sets: 1');
    expect(await showsText(details, `Quantity: ${quantity}`)).toBe(true);
  }

  // The second card's configuration goes to the cart, its summary with it.
  await cards.nth(1).getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await page.goto('/cart');
  const line = page.getByTestId('cart-line');
  await expect(line.getByRole('listitem').filter({ hasText: /^Quantity: / })).toHaveText(
    `Quantity: ${second}`,
  );
  await expect(line.getByRole('listitem').filter({ hasText: /^Sets: / })).toHaveText('Sets: 1');
});

test('the quote request summary shows a 999,999-piece quantity', async ({ page }) => {
  await page.goto('/sign-in');
  await page.getByLabel('Email', { exact: true }).fill(DEMO.email);
  await page.getByLabel('Password').fill(DEMO.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('Hi, Dana')).toBeVisible();

  await page.goto('/stickers/standard-vinyl');
  await expect(page.getByRole('button', { name: 'ADD TO CART' })).toBeEnabled();
  await page.getByLabel('More quantities').selectOption({ label: 'Input the number here' });
  await page.getByLabel('Custom quantity').fill('999999');
  const requestQuote = page.getByRole('button', { name: 'REQUEST A QUOTE' });
  await expect(requestQuote).toBeEnabled();
  await requestQuote.click();
  const dialog = page.getByRole('dialog', { name: 'QUOTE' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Standard Vinyl Stickers')).toBeVisible();
  await expect(dialog.getByText('Quantity: 999,999', { exact: true })).toBeVisible();
  await expect(dialog.getByText('Sets: 1', { exact: true })).toBeVisible();
});
