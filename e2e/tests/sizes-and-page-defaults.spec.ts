import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { quoteForm } from '../support/quote-form';

// Issue 11 items 1 to 4: size limits of cards and tags, the special-size quotation link,
// messages that agree with the button, and each page's own title and defaults.
async function openPage(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByLabel('Product page')).toBeEnabled();
}

const priceTableLine = (page: Page) => page.locator('#prices .price-table__empty');
const sizeMessage = (page: Page) => quoteForm(page).locator('.field--size .field__message');

/** A card page's PRICE tab form, open (its own choices, ADR 0022). */
async function priceTab(page: Page) {
  await page.getByRole('tab', { name: 'PRICE', exact: true }).click();
  return page.getByRole('form', { name: 'Price check' });
}

test('a business card below its minimum is refused with the price tab message', async ({
  page,
}) => {
  await openPage(page, '/business-cards/standard-business-card');
  await quoteForm(page).getByLabel('Width').fill('0.1');
  await quoteForm(page).getByLabel('Height').fill('0.1');
  await expect(page.getByText('※ Width or height must not be below 1.5in.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'ADD TO CART' })).toBeDisabled();
  // The PRICE tab's own form says the same of its size, and its table speaks of no quote.
  const tab = await priceTab(page);
  await tab.getByLabel('Width').fill('0.1');
  await tab.getByLabel('Height').fill('0.1');
  await expect(tab.getByText('※ Width or height must not be below 1.5in.')).toBeVisible();
  await expect(priceTableLine(page)).toHaveText(
    'Enter a size within the limits shown above to see the prices.',
  );
});

test('a special-size card says so, and its link asks for a quotation as the button does', async ({
  page,
}) => {
  await openPage(page, '/business-cards/standard-business-card');
  await quoteForm(page).getByLabel('Width').fill('12');
  await quoteForm(page).getByLabel('Height').fill('12');
  const message = sizeMessage(page);
  await expect(message).toContainText('※ It is a special size.');
  await expect(message).toContainText('For special sizes, request a quote from the button below.');
  await expect(page.getByRole('button', { name: 'REQUEST A QUOTE' })).toBeEnabled();

  // Anonymous: the link goes through sign-in and comes back with the quote form open.
  await message.getByRole('button', { name: 'Ask for a quotation' }).click();
  await expect(page).toHaveURL(/\/sign-in\?return=/);
  await page.getByLabel('First Name').fill('Ana');
  await page.getByLabel('Last Name').fill('Lima');
  await page.getByLabel('Email Address').fill(`ana.cards.${Date.now()}@example.org`);
  await page.getByRole('button', { name: 'Continue as a guest' }).click();
  await expect(page).toHaveURL(/\/business-cards\/standard-business-card/);
  const dialog = page.getByRole('dialog', { name: 'QUOTE' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Size: 12" x 12"')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toBeHidden();

  // A guest: the link opens the quote form at once, as the button does.
  await quoteForm(page).getByLabel('Width').fill('5');
  await quoteForm(page).getByLabel('Height').fill('5');
  await sizeMessage(page).getByRole('button', { name: 'Ask for a quotation' }).click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Size: 5" x 5"')).toBeVisible();
});

// One page load for the sticker page's size messages: a load and hydration cost more than the
// checks. The quotation link leaves the page, so it comes last.
test('below the minimum the sticker page never says the size is priced on request; a special size shows the quote message with the quotation link', async ({
  page,
}) => {
  await openPage(page, '/stickers/standard-vinyl');
  await test.step('below the minimum, the sticker page never says the size is priced on request', async () => {
    await quoteForm(page).getByLabel('Width').fill('0.3');
    await expect(page.getByText('* Width or height must not be below 0.5in.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'ADD TO CART' })).toBeDisabled();
    await expect(priceTableLine(page)).not.toContainText('REQUEST A QUOTE');
  });

  await test.step('a special-size sticker shows the quote page message with the quotation link', async () => {
    await quoteForm(page).getByLabel('Width').fill('13');
    await quoteForm(page).getByLabel('Height').fill('13');
    const message = sizeMessage(page);
    await expect(message).toContainText(
      '* For special sizes, request a quote from the button below.',
    );
    await expect(message).not.toContainText('※');
    // The price table below speaks of the button above.
    await expect(priceTableLine(page)).toHaveText(
      'This configuration is priced on request: use REQUEST A QUOTE above and we will reply with a price.',
    );
    await message.getByRole('button', { name: 'Ask for a quotation' }).click();
    await expect(page).toHaveURL(/\/sign-in\?return=%2Fstickers%2Fstandard-vinyl%3Fquote%3Dopen/);
  });
});

test('the roll page is titled by the page and starts on its roll cutting', async ({ page }) => {
  await openPage(page, '/stickers/roll');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Roll Stickers');
  await expect(quoteForm(page).getByLabel('Cutting')).toHaveValue('9');
  await openPage(page, '/labels/roll-labels?featured=1');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Roll Labels');
  await expect(quoteForm(page).getByLabel('Cutting')).toHaveValue('9');
  await expect(quoteForm(page).getByLabel('Width')).toHaveValue('2');
  await expect(quoteForm(page).getByLabel('Height')).toHaveValue('3');
});

test('lettering pages start on their own shape, not Oval', async ({ page }) => {
  for (const path of [
    '/lettering-decals/vinyl-lettering',
    '/lettering-decals/lettering-decals?featured=1',
    '/lettering-decals/transfer-decals',
  ]) {
    await openPage(page, path);
    await expect(quoteForm(page).getByLabel('Shape'), path).toHaveValue('5');
  }
});
