import { expect, test } from '../support/fixtures';
import { expectPageAccessible } from '../support/page-checks';

const CATEGORY_NAMES = [
  'Stickers',
  'Business Cards',
  'Labels / Roll Stickers',
  'Lettering & Decals',
];

test.describe('home page', () => {
  test('arrives server-rendered, with its content, title and description', async ({ request }) => {
    const response = await request.get('/');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<title>Peel &amp; Press \| Custom Stickers/);
    expect(html).toMatch(/<meta name="description" content="Design custom stickers/);
    expect(html).toContain('Stickers, cards and labels, priced as you choose.');
    for (const name of CATEGORY_NAMES) expect(html).toContain(name.replace('&', '&amp;'));
  });

  test('lists the featured categories from the database and links them in the header', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(/Peel & Press/);
    const grid = page.getByRole('region', { name: 'What we print' });
    await expect(grid.getByRole('heading', { level: 3 })).toHaveText(CATEGORY_NAMES);
    const nav = page.getByRole('navigation', { name: 'Product categories' });
    await expect(nav.getByRole('link')).toHaveText(CATEGORY_NAMES);
    await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
    // The home page (the axe scan of issue 11).
    await expectPageAccessible(page);
  });

  test('hydrates: links navigate in the browser without a full reload', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => Object.assign(window, { stillTheSameDocument: true }));
    await page.getByRole('link', { name: 'Cart, 0 items' }).click();
    await expect(page.getByRole('heading', { name: 'Your cart' })).toBeVisible();
    await expect(page).toHaveURL(/\/cart$/);
    expect(await page.evaluate(() => 'stillTheSameDocument' in window)).toBe(true);
    // The empty cart (the axe scan of issue 11).
    await expectPageAccessible(page);
  });
});

test.describe('the shop’s own pages (issue 27 item 14)', () => {
  test('the footer links About, Shipping & Returns, Privacy and Terms, each a real page', async ({
    page,
    request,
  }) => {
    const pages = [
      ['About us', '/about', 'About Peel & Press'],
      ['Shipping & Returns', '/shipping-returns', 'Shipping & Returns'],
      ['Privacy', '/privacy', 'Privacy'],
      ['Terms', '/terms', 'Terms'],
    ] as const;
    await page.goto('/');
    const footer = page.getByRole('navigation', { name: 'About the shop' });
    for (const [link, path, title] of pages) {
      await footer.getByRole('link', { name: link, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page).toHaveTitle(`${title} | Peel & Press`);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        new RegExp(`^http://[^/]+${path}$`),
      );
    }
    // The shipping terms of spec 000 §9 / 001 §9, as the product pages state them.
    await page.goto('/shipping-returns');
    for (const term of [
      /after 6:00 PM .* count from the next business day/,
      'Standard: 8–14 business days in all, delivery included.',
      'Express: 5–11 business days in all, delivery included.',
      'Delivery takes up to 3 business days after your order is dispatched.',
      'we cannot guarantee a delivery date',
    ]) {
      await expect(page.getByText(term)).toBeVisible();
    }
    // The longest of the shop's own pages, which share one module, stands for them in axe.
    await expectPageAccessible(page);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const [, path] of pages) expect(sitemap).toContain(`${path}</loc>`);
  });
});

test.describe('not found', () => {
  test('an unknown page shows 404 Not Found with status 404', async ({ page, browserErrors }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Not Found');
    await expect(page).toHaveTitle('404 Not Found | Peel & Press');
    await expect(page.getByRole('link', { name: 'Back to the shop' })).toBeVisible();
    // Chromium logs the document's own 404 status as a console error; nothing else may appear.
    expect(browserErrors.splice(0)).toEqual([
      expect.stringMatching(/Failed to load resource: .*404/),
    ]);
    // The 404 page (the axe scan of issue 11).
    await expectPageAccessible(page);
  });

  test('an unknown API path answers JSON, not the HTML page', async ({ request }) => {
    const response = await request.get('/api/nope');
    expect(response.status()).toBe(404);
    expect(response.headers()['content-type']).toMatch(/application\/json/);
    expect(await response.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'There is no API endpoint GET /api/nope.' },
    });
  });
});

test.describe('layout', () => {
  // One page load per page, resized from the narrowest width up: a load costs more than a check.
  for (const path of ['/', '/business-cards/hang-tags']) {
    test(`fits ${path} on screens 375 to 1280 px wide without sideways scrolling`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 375, height: 900 });
      await page.goto(path);
      for (const width of [375, 480, 600, 812, 1000, 1060, 1280]) {
        await test.step(`${width} px wide`, async () => {
          await page.setViewportSize({ width, height: 900 });
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          );
          expect(overflow, `${width} px`).toBe(0);
          await expect(page.getByRole('link', { name: 'Peel & Press home' })).toBeVisible();
        });
      }
    });
  }
});

test('static assets are served with long-lived caching', async ({ page, request }) => {
  await page.goto('/');
  const stylesheet = await page.locator('link[rel="stylesheet"]').first().getAttribute('href');
  expect(stylesheet).toMatch(/^\/assets\//);
  const response = await request.get(stylesheet ?? '');
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toContain('immutable');
});

test('the API health check answers ok next to the pages', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ status: 'ok', database: { status: 'ok' } });
});
