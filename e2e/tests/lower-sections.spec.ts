import { turnaround } from '@shop/domain/shipping-calendar';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { quoteForm } from '../support/quote-form';
import { pdfPageSize } from '../support/pdf-text';
import { expectPageAccessible } from '../support/page-checks';

// Everything a visitor reads below the banner, and what search engines see.

/** Opens a product page and waits until it is interactive (its controls wait for hydration). */
async function openPage(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByLabel('Product page')).toBeEnabled();
}

test('the FAQ starts open and each question toggles on its own', async ({ page }) => {
  await openPage(page, '/stickers/standard-vinyl');
  // The sticker page as a visitor sees it, before any click (the axe scan of issue 11).
  await expectPageAccessible(page, { calendar: true });
  const faq = page.locator('#faq');
  const questions = faq.getByRole('button');
  await expect(questions.first()).toHaveAttribute('aria-expanded', 'true');
  const count = await questions.count();
  expect(count).toBeGreaterThan(3);
  // The sections below the form hydrate when near (ADR 0020): on a busy machine a click can
  // come before the FAQ's script, and does nothing. A person clicks again; so does the test,
  // only while the question is still open.
  const second = questions.nth(1);
  await expect(async () => {
    if ((await second.getAttribute('aria-expanded')) === 'true') await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'false', { timeout: 1_000 });
  }).toPass();
  await expect(questions.first()).toHaveAttribute('aria-expanded', 'true');
  await expect(questions.nth(2)).toHaveAttribute('aria-expanded', 'true');
  await questions.nth(1).click();
  await expect(questions.nth(1)).toHaveAttribute('aria-expanded', 'true');
});

test('choosing an order date across a holiday and a weekend shows the domain dispatch date', async ({
  page,
  request,
}) => {
  // On a card page the calendar is in the SHIPPING INFO tab (issue 15).
  await openPage(page, '/business-cards/premium-business-card#shipping-info');
  // The premium card page opened on its calendar, before any click (the axe scan of issue 11).
  await expectPageAccessible(page, { calendar: true });
  const holidays = (await (await request.get('/api/quote/get/holidays')).json()) as Array<{
    date: string;
    name: string;
    type: 'federal' | 'closure';
  }>;
  const printingDays = Number(
    (await page.locator('#shipping td', { hasText: 'business day' }).first().textContent())?.match(
      /\d+/,
    )?.[0],
  );
  // The business day before the first holiday the calendar shows (in November 2026: Wednesday
  // before Thanksgiving, then the closure and a weekend); without one, a Friday.
  await expect(page.locator('[data-day]').first()).toBeVisible();
  const shown = await page
    .locator('[data-day]:not(.rdp-outside)')
    .evaluateAll((cells) => cells.map((cell) => cell.getAttribute('data-day') ?? ''));
  const today = shown.find((day) => day >= new Date().toISOString().slice(0, 10)) ?? shown[0] ?? '';
  const future = shown.filter((day) => day > today);
  const holidayDates = new Set(holidays.map((h) => h.date));
  const weekday = (day: string) => new Date(`${day}T12:00:00Z`).getUTCDay();
  const holiday = future.find((day) => holidayDates.has(day) && weekday(day) >= 2);
  const orderDate = holiday
    ? [...future]
        .reverse()
        .find((day) => day < holiday && !holidayDates.has(day) && weekday(day) % 6 !== 0)
    : future.find((day) => weekday(day) === 5);
  if (!orderDate) throw new Error('no date to choose in the calendar');
  await page.locator(`[data-day="${orderDate}"] button`).click();
  const expected = turnaround({ day: orderDate }, printingDays, holidayDates).dispatch;
  const label = new Date(`${expected}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
  const ordered = new Date(`${orderDate}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
  await expect(page.getByTestId('calendar-dispatch')).toHaveText(
    `Ordered on ${ordered}: dispatched by ${label}.`,
  );
});

test('the PDF template is the trim plus the bleed at true size', async ({ page }) => {
  await openPage(page, '/business-cards/standard-business-card#artwork');
  const guide = page.locator('#artwork-guide');
  const download = page.waitForEvent('download');
  await guide.getByRole('button', { name: 'PDF Template' }).click();
  const file = await (await download).path();
  const { readFile } = await import('node:fs/promises');
  const size = await pdfPageSize(await readFile(file));
  // 3.5 x 2 in trim plus 0.08 in bleed on every side.
  expect(size.width).toBeCloseTo(3.66 * 72, 1);
  expect(size.height).toBeCloseTo(2.16 * 72, 1);
});

test('a deep page shows the first and last breadcrumb and lists all in JSON-LD', async ({
  page,
}) => {
  await openPage(page, '/stickers/roll/transparent-stickers');
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem');
  await expect(crumbs).toHaveText(['Custom Stickers', 'Transparent Stickers']);
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const list = blocks.map((text) => JSON.parse(text)).find((d) => d['@type'] === 'BreadcrumbList');
  expect(list.itemListElement.map((i: { name: string }) => i.name)).toEqual([
    'Custom Stickers',
    'Roll Stickers',
    'Transparent Stickers',
  ]);
  await page.getByRole('link', { name: 'Custom Stickers' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Stickers' })).toBeVisible();
  // The category page (the axe scan of issue 11).
  await expectPageAccessible(page);
});

test('product-info tabs switch between the products of a page', async ({ page }) => {
  await openPage(page, '/stickers/paper-stickers');
  const info = page.locator('#product-info');
  const tab = info.getByRole('tab', { name: 'Art Paper Stickers' });
  // The sections' script comes after the form's (issue 14); a click before it hydrates the tabs
  // does nothing (it failed so once in CI on a loaded machine): click until it takes.
  await expect(async () => {
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true', { timeout: 1000 });
  }).toPass();
  await expect(info.getByRole('tabpanel').getByRole('heading').first()).toContainText('Art Paper');
  await page.keyboard.press('ArrowRight');
  await expect(info.getByRole('tab', { name: 'Classic Paper Stickers' })).toBeFocused();
});

test('the price table follows the form', async ({ page }) => {
  await openPage(page, '/stickers/standard-vinyl');
  const table = page.locator('#prices table');
  const firstPrice = await table.locator('tbody tr').first().locator('td').first().textContent();
  await quoteForm(page).getByLabel('Width').fill('4');
  await quoteForm(page).getByLabel('Height').fill('4');
  await expect(table.locator('tbody tr').first().locator('td').first()).not.toHaveText(
    firstPrice ?? '',
  );
  await expect(table.locator('tbody tr').first()).toHaveAttribute('aria-current', 'true');
});

test('the server-rendered page carries the FAQ, valid JSON-LD and the price table', async ({
  request,
}) => {
  const response = await request.get('/business-cards/hang-tags?featured=1');
  const html = await response.text();
  expect(html).toContain('id="faq"');
  expect(html).toContain('How long does');
  expect(html).toMatch(/<table class="price-table"/);
  const blocks = [
    ...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs),
  ].map((match) => JSON.parse(match[1] ?? 'null'));
  const types = blocks.map((block) => block['@type']);
  expect(types).toEqual(expect.arrayContaining(['FAQPage', 'BreadcrumbList', 'Product']));
  const product = blocks.find((block) => block['@type'] === 'Product');
  expect(product.offers).toMatchObject({ priceCurrency: 'USD', price: '11.00' });
  expect(html).toContain('<link rel="canonical" href="');
  expect(html).toContain('property="og:title"');
});

test('robots.txt and sitemap.xml list every product page', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/Sitemap: http:\/\/.+\/sitemap\.xml/);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const path of ['/stickers/standard-vinyl', '/stickers/roll', '/business-cards/hang-tags']) {
    expect(sitemap).toContain(`${path}</loc>`);
  }
  expect(sitemap.match(/<url>/g)?.length).toBeGreaterThan(24);
});

test('the artwork guide page opens on business cards from a card page link', async ({ page }) => {
  await openPage(page, '/business-cards/standard-business-card#artwork');
  await page.getByRole('link', { name: 'Open the full artwork guide' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Artwork Guide' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Business Cards' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
});

test('reviews: filter photo reviews, page through, See More and the photo preview', async ({
  page,
  request,
}) => {
  await openPage(page, '/stickers/standard-vinyl');
  const reviews = page.locator('#reviews');
  const api = await (
    await request.get('/api/reviews?filter=&page=2&type=/stickers/standard-vinyl')
  ).json();
  await expect(reviews.getByText(/out of 5/).first()).toBeVisible();
  // The reviews hydrate when near (ADR 0020): an early click does nothing, so click until the
  // page turns (choosing page 2 twice is still page 2).
  const pageTwo = reviews.getByRole('button', { name: 'Page 2' });
  await expect(async () => {
    await pageTwo.click();
    await expect(pageTwo).toHaveAttribute('aria-current', 'page', { timeout: 1_000 });
  }).toPass();
  await expect(reviews.getByText(api.data[0].title)).toBeVisible();
  await reviews.getByRole('button', { name: 'Page 1' }).click();
  const more = reviews.getByRole('button', { name: 'See More' }).first();
  if ((await more.count()) === 0) {
    // No long comment on page 1: find one on a later page.
    await reviews.getByRole('button', { name: 'Page 2' }).click();
  }
  await reviews.getByRole('button', { name: 'See More' }).first().click();
  await expect(reviews.getByRole('button', { name: 'See Less' }).first()).toBeVisible();
  await reviews.getByRole('button', { name: 'Photo Reviews' }).click();
  await expect(reviews.getByRole('button', { name: 'Photo Reviews' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const photo = reviews.getByRole('button', { name: /^View photo 1 of/ }).first();
  await photo.click();
  await expect(page.getByRole('button', { name: 'Next photo' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(photo).toBeFocused();
});

test('a page without reviews says so', async ({ request }) => {
  const response = await request.get(
    '/api/reviews?filter=photo&page=99&type=/stickers/standard-vinyl',
  );
  expect(response.status()).toBe(200);
  expect((await response.json()).data).toEqual([]);
});

test('a page with several products is titled and canonicalised as itself', async ({ request }) => {
  const html = await (await request.get('/stickers/roll?utm_source=mail')).text();
  expect(html).toContain('<title>Roll Stickers | Peel &amp; Press</title>');
  expect(html).toMatch(/<link rel="canonical" href="http:\/\/[^"]+\/stickers\/roll"\/>/);
});
