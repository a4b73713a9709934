import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { quoteForm } from '../support/quote-form';

// The quote page: prices on screen are the API's numbers for the same configuration.
async function apiRows(request: APIRequestContext, query: string) {
  const response = await request.get(`/api/get/pricing-data?${query}`);
  expect(response.status()).toBe(200);
  return (await response.json()).rows as Array<{
    quantity: number;
    price: string;
    shipping: Array<{ shipping_date: string }>;
  }>;
}

test('a product page arrives server-rendered with its price list', async ({ request }) => {
  const response = await request.get('/stickers/standard-vinyl');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('<title>Standard Vinyl Stickers | Peel &amp; Press</title>');
  expect(html).toContain('ADD TO CART');
  expect(html).toContain('Total Price');
});

test('unknown pages and products answer the 404 page', async ({ page, browserErrors }) => {
  for (const path of [
    '/stickers/no-such-item',
    '/business-cards/standard-vinyl',
    '/stickers/roll/no-such-product',
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Not Found');
  }
  browserErrors.splice(0);
});

test('a custom size prices instantly, and the messages and button follow the size', async ({
  page,
  request,
}) => {
  await page.goto('/stickers/standard-vinyl');
  const width = quoteForm(page).getByLabel('Width');
  const height = quoteForm(page).getByLabel('Height');
  await width.fill('3');
  await height.fill('3');
  const rows = await apiRows(request, 'product_id=1&featured_item_id=1&width=3&height=3');
  await expect(page.locator('.configurator').getByRole('row', { name: /^50 / })).toContainText(
    `$${rows[0]?.price}`,
  );
  await expect(page.getByTestId('total-price')).toHaveText(`$${rows[0]?.price}`);

  await width.fill('0.3');
  await expect(page.getByText('* Width or height must not be below 0.5in.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'ADD TO CART' })).toBeDisabled();

  await width.fill('13');
  await height.fill('13');
  await expect(
    page.getByText('* For special sizes, request a quote from the button below.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'REQUEST A QUOTE' })).toBeEnabled();
  await expect(page.getByText('Total Price')).toHaveCount(0);
});

// Issue 27 item 1: "3,5" was read as 35 (a special size); keys are filtered, text never rewritten.
test('a typed or pasted size is never rewritten into another number', async ({ page, request }) => {
  await page.goto('/stickers/standard-vinyl');
  const width = quoteForm(page).getByLabel('Width');
  const height = quoteForm(page).getByLabel('Height');
  await width.fill('');
  await width.pressSequentially('3,5x');
  await expect(width).toHaveValue('3,5');
  await height.fill('3');
  const rows = await apiRows(request, 'product_id=1&featured_item_id=1&width=3.5&height=3');
  await expect(page.getByTestId('total-price')).toHaveText(`$${rows[0]?.price}`);
  await expect(page.getByRole('button', { name: 'ADD TO CART' })).toBeEnabled();
  // Pasted text stays as it came and is refused, naming the field.
  await height.fill('1e3');
  await expect(height).toHaveValue('1e3');
  await expect(page.getByText('Height must be one number, like 3.5.')).toBeVisible();
  await expect(height).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('button', { name: 'Print Quote' })).toBeDisabled();
});

test('custom quantities below, within and above the range', async ({ page, request }) => {
  await page.goto('/stickers/standard-vinyl');
  await page.getByLabel('More quantities').selectOption({ label: 'Input the number here' });
  const custom = page.getByLabel('Custom quantity');
  await custom.fill('20');
  await expect(page.getByText('* Please enter quantity greater than 50.')).toBeVisible();
  await custom.fill('750');
  const rows = await apiRows(
    request,
    'product_id=1&featured_item_id=1&width=2&height=2&custom_quantity=750',
  );
  const row = rows.find((r) => r.quantity === 750);
  await expect(page.getByTestId('total-price')).toHaveText(`$${row?.price}`);
  await custom.fill('20000');
  await expect(page.getByText('* You can request a quote from the button below.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'REQUEST A QUOTE' })).toBeVisible();
});

test('sets multiply the total, including a custom 12', async ({ page, request }) => {
  await page.goto('/stickers/standard-vinyl');
  const [first] = await apiRows(request, 'product_id=1&featured_item_id=1&width=2&height=2');
  const price = Number(first?.price);
  await page.getByLabel('Number of Sets').selectOption('3');
  await expect(page.getByTestId('total-price')).toHaveText(`$${(price * 3).toFixed(2)}`);
  await page.getByLabel('Number of Sets').selectOption({ label: 'Input the number here' });
  await page.getByLabel('Custom number of sets').fill('12');
  await expect(page.getByTestId('total-price')).toHaveText(`$${(price * 12).toFixed(2)}`);
  await expect(page.getByText('Free Fast Shipping', { exact: true })).toBeVisible();
});

// Issue 27 item 2: nothing is ordered, printed or compared until the number of sets is typed.
test('an empty or 0 custom number of sets asks for a number and waits for it', async ({ page }) => {
  await page.goto('/stickers/standard-vinyl');
  const total = await page.getByTestId('total-price').textContent();
  const buttons = ['ADD TO CART', 'Print Quote', 'Add to Compare'].map((name) =>
    page.getByRole('button', { name }),
  );
  await page.getByLabel('Number of Sets').selectOption({ label: 'Input the number here' });
  await expect(page.getByText('Enter how many sets (1 to 99).', { exact: true })).toBeVisible();
  await expect(page.getByTestId('total-price')).toHaveText(total ?? '');
  for (const button of buttons) await expect(button).toBeDisabled();
  await page.getByLabel('Custom number of sets').pressSequentially('0');
  for (const button of buttons) await expect(button).toBeDisabled();
  await page.getByLabel('Custom number of sets').fill('2');
  for (const button of buttons) await expect(button).toBeEnabled();
  await page.getByRole('button', { name: 'What are sets?' }).focus();
  await expect(page.getByRole('tooltip')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('tooltip')).toBeHidden();
});

test('the roll page starts on the roll cutting with fixed sizes and the dispenser banner', async ({
  page,
}) => {
  await page.goto('/stickers/roll?featured=1');
  await expect(quoteForm(page).getByLabel('Cutting')).toHaveValue('9');
  await expect(quoteForm(page).getByLabel('Width')).toHaveAttribute('readonly', '');
  await expect(quoteForm(page).getByLabel('Orientation')).toBeVisible();
  await expect(page.getByText('Free Roll Dispenser for 1000 Quantity or Up')).toBeVisible();
});

test('the roll cutting adds the dispenser clip after the main picture', async ({
  page,
  request,
}) => {
  await page.goto('/stickers/standard-vinyl');
  await expect(page.getByRole('button', { name: /^Show video/ })).toHaveCount(0);
  await quoteForm(page).getByLabel('Cutting').selectOption('9');
  await page.getByRole('button', { name: 'Show video 2' }).click();
  const video = page.getByLabel('Video: roll stickers, with a free dispenser from 1,000');
  await expect(video).toBeInViewport();
  const source = await video.locator('source').getAttribute('src');
  const clip = await request.get(source ?? '');
  expect(clip.status()).toBe(200);
  expect(clip.headers()['content-type']).toContain('video/webm');
  expect((await clip.body()).subarray(0, 4)).toEqual(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]));
});

test('hang tags with featured=1 load the saved preset, a hang tag, at $11', async ({ page }) => {
  await page.goto('/business-cards/hang-tags?featured=1');
  await expect(page.getByTestId('total-price')).toHaveText('$11.00');
  // Issue 27 item 10: the preset is the page's own product, not the standard card it also sells.
  const product = quoteForm(page).getByLabel('Product', { exact: true });
  await expect(product.locator('option:checked')).toHaveText('Hang Tags (swing tags)');
});

test('tag strings appear only once a punch hole is ticked', async ({ page }) => {
  await page.goto('/business-cards/hang-tags');
  await expect(page.getByRole('group', { name: 'Tag Strings' })).toHaveCount(0);
  await page.getByRole('checkbox', { name: 'Punch Hole' }).check();
  await expect(page.getByRole('group', { name: 'Tag Strings' })).toBeVisible();
});

// One page load for the premium card's sides and foils: a load and hydration cost more than the
// checks. One side first, then both sides, where the foils are checked.
test('a premium card on one side offers no back-side features; on both sides with foils the third foil waits, prices match the API', async ({
  page,
  request,
}) => {
  await page.goto('/business-cards/premium-business-card');
  await test.step('a card printed on one side offers no back-side features', async () => {
    await quoteForm(page).getByLabel('Sides').selectOption({ label: 'Front Only' });
    await expect(page.getByRole('group', { name: 'Spot UV (Front)' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Spot UV (Back)' })).toHaveCount(0);
    await quoteForm(page).getByLabel('Sides').selectOption({ label: 'Both Sides' });
    await expect(page.getByRole('group', { name: 'Spot UV (Back)' })).toBeVisible();
  });

  await test.step('on both sides with foils: the third foil waits, prices match the API', async () => {
    await quoteForm(page).getByLabel('Sides').selectOption({ label: 'Both Sides' });
    await page.getByRole('checkbox', { name: 'Gold Foil', exact: true }).check();
    await page.getByRole('checkbox', { name: 'Silver Foil', exact: true }).check();
    await expect(page.getByRole('checkbox', { name: 'Rose Gold Foil' })).toBeDisabled();
    const rows = await apiRows(
      request,
      'product_id=17&featured_item_id=18&width=3.5&height=2&printed_side_id=2&print_features[]=101&print_features[]=102&print_features[]=113&print_features[]=121&print_features[]=161&print_features[]=163',
    );
    await expect(page.getByTestId('total-price')).toHaveText(`$${rows[0]?.price}`);
    await expect(page.getByTestId('special-features-cost')).not.toHaveText('$0.00');
  });
});

test('the hologram product keeps its coating once premium processing is chosen', async ({
  page,
}) => {
  await page.goto('/stickers/hologram-stickers');
  await quoteForm(page).getByLabel('Premium Processing').selectOption({ label: 'Gloss Laminate' });
  const coating = quoteForm(page).getByLabel('Premium Coating');
  await expect(coating).toBeVisible();
  await expect(coating).toHaveValue('50');
});

test('ADD TO CART with a missing side focuses that side', async ({ page }) => {
  await page.goto('/stickers/standard-vinyl');
  await quoteForm(page).getByLabel('Height').fill('');
  await expect(page.getByText('Please enter height', { exact: true })).toBeVisible();
  await quoteForm(page).getByLabel('Width').focus();
  await page.getByRole('button', { name: 'ADD TO CART' }).click();
  await expect(quoteForm(page).getByLabel('Height')).toBeFocused();
});

test('the home page links every product page', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Roll Stickers', exact: true }).click();
  await expect(page).toHaveURL(/\/stickers\/roll$/);
  await expect(quoteForm(page).getByLabel('Cutting')).toHaveValue('9');
});

test('the title dropdown opens another page with its preset', async ({ page }) => {
  await page.goto('/stickers/standard-vinyl');
  await page.getByLabel('Product page').selectOption({ label: 'Hang Tags' });
  await expect(page).toHaveURL(/\/business-cards\/hang-tags\?featured=1$/);
  await expect(page.getByTestId('total-price')).toHaveText('$11.00');
});

test('arrow keys in the title dropdown wait for Enter before leaving the page', async ({
  page,
}) => {
  await page.goto('/stickers/standard-vinyl');
  const pages = page.getByLabel('Product page');
  // The dropdown is enabled once the page is interactive; a key before that would be lost.
  await expect(pages).toBeEnabled();
  await pages.focus();
  await page.keyboard.press('ArrowDown');
  await expect(page).toHaveURL(/\/stickers\/standard-vinyl$/);
  await expect(page.getByRole('button', { name: 'Go', exact: true })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\?featured=1$/);
  await expect(page).not.toHaveURL(/standard-vinyl/);
});

test('the keyboard alone walks the form: Tab to the quantity, arrows change it', async ({
  page,
  request,
}) => {
  await page.goto('/stickers/standard-vinyl');
  const rows = await apiRows(request, 'product_id=1&featured_item_id=1&width=2&height=2');
  const quantities = page.getByRole('group', { name: 'Quantity', exact: true }).getByRole('radio');
  await expect(quoteForm(page).getByLabel('Cutting')).toBeEnabled();
  let reached = false;
  for (let presses = 0; presses < 40 && !reached; presses++) {
    await page.keyboard.press('Tab');
    reached = await quantities.first().evaluate((radio) => radio === document.activeElement);
  }
  expect(reached).toBe(true);
  const outline = await quantities
    .first()
    .evaluate((radio) => getComputedStyle(radio.parentElement ?? radio).outlineStyle);
  expect(outline).not.toBe('none');
  await page.keyboard.press('ArrowRight');
  await expect(quantities.nth(1)).toBeChecked();
  await expect(page.getByTestId('total-price')).toHaveText(`$${rows[1]?.price}`);
});

test('a shape with cuts asks for the number of cuts, 1 to 30 priced', async ({ page }) => {
  await page.goto('/stickers/standard-vinyl');
  await quoteForm(page).getByLabel('Cutting').selectOption({ label: 'Multi-Cut Sheet' });
  const cuts = page.getByLabel('Number of Cuts');
  await cuts.fill('31');
  await expect(
    page.getByText(
      'Number of cuts should not be more than 30. Request a quote from the button below.',
    ),
  ).toBeVisible();
  // The button below asks for that quote (issue 11 item 3; cut-count-quote.spec.ts).
  await expect(page.getByRole('button', { name: 'REQUEST A QUOTE' })).toBeEnabled();
  await cuts.fill('12');
  await expect(page.getByRole('button', { name: 'ADD TO CART' })).toBeEnabled();
});

test('the roll page stays on the roll cutting when the product changes', async ({ page }) => {
  await page.goto('/stickers/roll');
  await quoteForm(page)
    .getByLabel('Product', { exact: true })
    .selectOption({ label: 'Transparent Stickers' });
  await expect(quoteForm(page).getByLabel('Cutting')).toHaveValue('9');
  await expect(page.getByText('Free Roll Dispenser for 1000 Quantity or Up')).toBeVisible();
});
