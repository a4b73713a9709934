import { nextBusinessDay, type Holiday } from '@shop/domain/shipping-calendar';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { openProductPage, screenshot, seriousViolations } from '../support/page-checks';

// Issue 35: an admin keeps the calendar and the coupons. A holiday added on the day a product
// page promises dispatch moves that date on the page at once; removing it moves it back. A new
// coupon is listed, paused and resumed. This spec runs after every other (the "calendar" project
// of playwright.config.ts): a holiday moves every dispatch date of the shared e2e shop.

const ADMIN = { email: 'admin@peelandpress.example', password: 'back-office-2026' };
const PRODUCT_PAGE = '/stickers/standard-vinyl';
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The product page's "Estimated dispatch Mon, Dec 7" as its day (YYYY-MM-DD), and the text. */
async function promisedDispatch(page: Page) {
  await openProductPage(page, PRODUCT_PAGE);
  const estimate = page.getByText(/^Estimated dispatch /);
  await expect(estimate).toBeVisible();
  const text = (await estimate.textContent()) ?? '';
  const [, month = '', day = ''] = /(\w{3}) (\d{1,2})$/.exec(text) ?? [];
  const today = new Date();
  const monthIndex = MONTHS.indexOf(month);
  // Within weeks of today: a month before this one is next year's.
  const year = today.getFullYear() + (monthIndex < today.getMonth() ? 1 : 0);
  const iso = `${year}-${String(monthIndex + 1).padStart(2, '0')}-${day.padStart(2, '0')}`;
  return { iso, text };
}

test('an admin adds a holiday and the product page’s dispatch date moves; coupons are made and paused', async ({
  page,
  browser,
  browserErrors,
}) => {
  test.setTimeout(180_000);
  const before = await promisedDispatch(page);

  const adminContext = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const admin = await adminContext.newPage();
  await admin.goto('/admin/sign-in');
  await admin.getByLabel('Email').fill(ADMIN.email);
  await admin.getByLabel('Password').fill(ADMIN.password);
  await admin.getByRole('button', { name: 'Sign in' }).click();
  await expect(admin.getByRole('heading', { name: 'Inbox' })).toBeVisible();
  await admin
    .getByRole('navigation', { name: 'Back-office' })
    .getByRole('link', { name: 'Calendar' })
    .click();
  await expect(admin.getByRole('heading', { name: 'Calendar', level: 1 })).toBeVisible();

  // A day in the past is refused where it was typed.
  const add = admin.getByRole('form', { name: 'Add a holiday' });
  await add.getByLabel('Date').fill('2020-01-06');
  await add.getByLabel('Name').fill('Stocktake');
  await add.getByRole('button', { name: 'Add the holiday' }).click();
  await expect(
    add.getByText('That day has passed: a holiday in the past moves no dispatch date.'),
  ).toBeVisible();

  await add.getByLabel('Date').fill(before.iso);
  await add.getByRole('button', { name: 'Add the holiday' }).click();
  await expect(admin.getByRole('status').filter({ hasText: 'Stocktake' })).toContainText(
    'was added.',
  );
  const row = admin.getByRole('row').filter({ hasText: 'Stocktake' });
  await expect(row).toContainText('Shop closed');
  expect(await seriousViolations(admin, 'main')).toEqual([]);
  await admin.setViewportSize({ width: 1280, height: 900 });
  await screenshot(admin, 'back-office-calendar-1280');
  await admin.setViewportSize({ width: 375, height: 800 });
  await screenshot(admin, 'back-office-calendar-375');

  // The product page now promises the next business day after the new holiday.
  const holidays: Holiday[] = await (await page.request.get('/api/quote/get/holidays')).json();
  const expected = nextBusinessDay(before.iso, holidays);
  const after = await promisedDispatch(page);
  expect(after.iso).toBe(expected);
  expect(after.text).not.toBe(before.text);

  // Removed, the date comes back.
  await row.getByRole('button', { name: 'Remove Stocktake' }).click();
  await expect(admin.getByRole('status').filter({ hasText: 'Stocktake' })).toContainText(
    'was removed.',
  );
  await expect(admin.getByRole('row').filter({ hasText: 'Stocktake' })).toHaveCount(0);
  expect((await promisedDispatch(page)).iso).toBe(before.iso);

  // Coupons: a new one is listed, paused and resumed.
  await admin
    .getByRole('navigation', { name: 'Back-office' })
    .getByRole('link', { name: 'Coupons' })
    .click();
  await expect(admin.getByRole('heading', { name: 'Coupons', level: 1 })).toBeVisible();
  const form = admin.getByRole('form', { name: 'New coupon' });
  const code = `SPRING${Date.now() % 100_000}`;
  await form.getByLabel('Code').fill(code.toLowerCase());
  await form.getByLabel('Takes off').selectOption('An amount');
  await form.getByLabel('Dollars off').fill('7.5x');
  await form.getByRole('button', { name: 'Create the coupon' }).click();
  await expect(form.getByText('A discount is dollars and cents, like 125.00.')).toBeVisible();
  await form.getByLabel('Dollars off').fill('7.50');
  await form.getByLabel('Uses in all').fill('100');
  await form.getByLabel('Once per customer').check();
  await form.getByRole('button', { name: 'Create the coupon' }).click();
  await expect(admin.getByRole('status').filter({ hasText: code })).toHaveText(
    `${code} was created.`,
  );
  const coupon = admin.getByRole('row').filter({ hasText: code });
  await expect(coupon).toContainText('$7.50 off');
  await expect(coupon).toContainText('0 of 100');
  await coupon.getByRole('button', { name: `Pause ${code}` }).click();
  await expect(coupon).toContainText('Paused');
  expect(await seriousViolations(admin, 'main')).toEqual([]);
  await screenshot(admin, 'back-office-coupons-375');
  await admin.setViewportSize({ width: 1280, height: 900 });
  await screenshot(admin, 'back-office-coupons-1280');
  await coupon.getByRole('button', { name: `Resume ${code}` }).click();
  await expect(coupon).toContainText('Active');

  await adminContext.close();
  expect(browserErrors).toEqual([]);
});
