import type { Locator, Page, Response } from '@playwright/test';
import { formatMoney, formatUnitPrice } from '@shop/domain/money';
import { expect, test } from '../support/fixtures';
import { quoteForm } from '../support/quote-form';

// Issue 15 item 5: a business-card page's PRICE tab has a configurator of its own (spec 001 §2,
// §4, §5): its choices apart from the banner's, every tier priced at once in the browser and
// confirmed by the server, asked only while the tab is open; a special size asks for a quote.

const DEMO = { email: 'demo@peelandpress.example', password: 'stickers-2026' };

interface PricingRow {
  quantity: number;
  price_cents: number;
  orig_price_cents?: number;
}

/** Opens a card page on its PRICE tab, once the page's script runs. */
async function openPriceTab(page: Page, path: string) {
  await page.goto(`${path}#price`);
  await expect(page.getByLabel('Product page')).toBeEnabled();
  const panel = page.getByRole('tabpanel', { name: 'PRICE' });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'You can check prices here' })).toBeVisible();
  return panel.getByRole('form', { name: 'Price check' });
}

/** The tab's answer from the server: every tier of the choices it shows. */
function pricingAnswer(page: Page): Promise<Response> {
  return page.waitForResponse(
    (response) => response.url().includes('/api/get/pricing-data') && response.ok(),
  );
}

/** The tier table once the server confirmed it, row by row as a shopper reads it. */
async function tiersOnScreen(page: Page) {
  const tiers = page.locator('.price-tab__tiers');
  await expect(tiers).toHaveAttribute('data-priced-by', 'server');
  return tiers
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => Array.from(row.children, (cell) => cell.textContent?.trim() ?? '')),
    );
}

/** The same rows as the API's answer, in the shop's money format. */
async function tiersOfAnswer(response: Response) {
  const body = (await response.json()) as { rows: PricingRow[] };
  expect(body.rows.length).toBeGreaterThan(0);
  return body.rows.map((row) => [
    row.quantity.toLocaleString('en-US'),
    formatMoney(row.price_cents),
    formatUnitPrice(row.price_cents, row.quantity),
    row.orig_price_cents === undefined ? '—' : formatMoney(row.orig_price_cents),
  ]);
}

/** Changes a choice of the tab's form and returns the server's answer to it. */
async function change(page: Page, action: () => Promise<unknown>) {
  const answer = pricingAnswer(page);
  await action();
  return answer;
}

async function expectTiersOf(page: Page, answer: Response) {
  const expected = await tiersOfAnswer(answer);
  await expect.poll(() => tiersOnScreen(page)).toEqual(expected);
  return expected;
}

test('a standard card: every tier on the PRICE tab is the API’s', async ({ page }) => {
  const answer = pricingAnswer(page);
  await openPriceTab(page, '/business-cards/standard-business-card');
  await expectTiersOf(page, await answer);
});

test('a premium card printed on both sides, priced apart from the banner', async ({ page }) => {
  const first = pricingAnswer(page);
  const form = await openPriceTab(page, '/business-cards/premium-business-card');
  const oneSide = await expectTiersOf(page, await first);
  const bothSides = await change(page, () =>
    form.getByLabel('Sides').selectOption({ label: 'Both Sides' }),
  );
  const tiers = await expectTiersOf(page, bothSides);
  expect(tiers[0]?.[1]).not.toBe(oneSide[0]?.[1]);
  expect(new URL(bothSides.url()).searchParams.get('printed_side_id')).not.toBeNull();
  // The banner's form keeps its own choice.
  const banner = quoteForm(page);
  await expect(banner.getByLabel('Sides').locator('option:checked')).not.toHaveText('Both Sides');
});

test('a hang tag with a punch hole and a tag string', async ({ page }) => {
  const first = pricingAnswer(page);
  const form = await openPriceTab(page, '/business-cards/hang-tags');
  const plain = await expectTiersOf(page, await first);
  const punched = await change(page, () =>
    form.getByRole('checkbox', { name: 'Punch Hole' }).check(),
  );
  await expectTiersOf(page, punched);
  // A tag string is offered once the tag has a hole (spec 000 §4).
  const strings = form.getByRole('group', { name: 'Tag Strings' });
  await expect(strings).toBeVisible();
  await expect(strings.getByRole('radio', { name: 'No Need' })).toBeChecked();
  const withString = await change(page, () =>
    strings.getByRole('radio', { name: 'Natural Twine' }).check(),
  );
  const tiers = await expectTiersOf(page, withString);
  expect(tiers[0]?.[1]).not.toBe(plain[0]?.[1]);
  const features = new URL(withString.url()).searchParams.toString();
  expect(features).toContain('151');
});

test('the server is asked only while the PRICE tab is open', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/get/pricing-data')) asked.push(request.url());
  });
  await page.goto('/business-cards/standard-business-card');
  await expect(page.getByLabel('Product page')).toBeEnabled();
  // The banner asks once for its own choices; the closed PRICE tab does not.
  await expect.poll(() => asked.length).toBe(1);
  await page.waitForLoadState('networkidle');
  expect(asked).toHaveLength(1);
  const answer = pricingAnswer(page);
  await page.getByRole('tab', { name: 'PRICE', exact: true }).click();
  await expectTiersOf(page, await answer);
  expect(asked).toHaveLength(2);
});

/** Types a size above the card's largest into the tab's form. */
async function typeSpecialSize(form: Locator) {
  await form.getByLabel('Width').fill('12');
  await form.getByLabel('Height').fill('12');
  await expect(form.getByText('※ It is a special size.')).toBeVisible();
  await expect(form.page().locator('.price-tab__tiers')).toHaveText(
    'This size is priced on request: ask for a quotation above and we will reply with a price.',
  );
  return form.getByRole('button', { name: 'Ask for a quotation' });
}

test('a special size on the PRICE tab opens the QUOTE modal with the tab’s choices', async ({
  page,
}) => {
  await page.goto('/sign-in');
  await page.getByLabel('Email', { exact: true }).fill(DEMO.email);
  await page.getByLabel('Password').fill(DEMO.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('Hi, Dana')).toBeVisible();
  const form = await openPriceTab(page, '/business-cards/premium-business-card');
  await form.getByLabel('Sides').selectOption({ label: 'Both Sides' });
  await (await typeSpecialSize(form)).click();
  const dialog = page.getByRole('dialog', { name: 'QUOTE' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Size: 12" x 12"')).toBeVisible();
  await expect(dialog.getByText(/Both Sides/)).toBeVisible();
  // The tab asks no quantity of its own: the dialog does. A paste is kept as it came and
  // refused, never read as 123 (issue 27 item 1).
  await dialog.getByLabel('Quantity').fill('12abc345678');
  await dialog.getByRole('button', { name: 'Send Quote' }).click();
  await expect(dialog.getByText('Quantity must be a whole number, like 12.')).toBeVisible();
  await expect(dialog.getByLabel('Quantity')).toHaveValue('12abc345678');
  await dialog.getByLabel('Quantity').fill('300');
  await dialog.getByRole('button', { name: 'Send Quote' }).click();
  await expect(dialog.getByText('Your Quote Request has been sent!')).toBeVisible();
});

test('anonymous on the PRICE tab: sign in, then back with the tab’s modal and choices', async ({
  page,
}) => {
  const form = await openPriceTab(page, '/business-cards/hang-tags?utm_source=e2e-price');
  await (await typeSpecialSize(form)).click();
  await expect(page).toHaveURL(/\/sign-in\?return=/);
  await page.getByLabel('Email', { exact: true }).fill(DEMO.email);
  await page.getByLabel('Password').fill(DEMO.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/business-cards\/hang-tags\?utm_source=e2e-price#price$/);
  const dialog = page.getByRole('dialog', { name: 'QUOTE' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Size: 12" x 12"')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  // The tab's form has its size back; the banner's keeps the page's own.
  const tab = page.getByRole('form', { name: 'Price check' });
  await expect(tab.getByLabel('Width')).toHaveValue('12');
  await expect(quoteForm(page).getByLabel('Width')).not.toHaveValue('12');
});
