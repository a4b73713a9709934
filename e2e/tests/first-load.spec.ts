import { expect, test } from '../support/fixtures';

// Issue 14: the product page's lower sections load their scripts after the page's own, yet the
// server still sends them in place, so a reader without JavaScript gets all of them.

// A browser's user agent: crawlers get the whole page at once anyway (entry.server.tsx), a
// browser gets it streamed, where a section sent late would sit in a hidden element.
const BROWSER_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';

for (const path of ['/stickers/standard-vinyl', '/business-cards/premium-business-card']) {
  test(`without JavaScript ${path} shows every section below the form`, async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({
      baseURL,
      javaScriptEnabled: false,
      userAgent: BROWSER_UA,
    });
    const page = await context.newPage();
    await page.goto(path);
    await expect(page.getByRole('navigation', { name: 'On this page' })).toBeVisible();
    for (const id of ['faq', 'prices', 'shipping', 'artwork-guide', 'reviews']) {
      await expect(page.locator(`#${id}`)).toBeVisible();
    }
    await expect(page.locator('#faq').getByRole('heading').first()).toBeVisible();
    await context.close();
  });
}

test('the sections below the form work once their scripts arrive', async ({ page }) => {
  await page.goto('/stickers/standard-vinyl');
  await expect(page.getByLabel('Product page')).toBeEnabled();
  // The reviews' filter is the lower sections' own script at work.
  await page.getByRole('button', { name: 'Photo Reviews' }).click();
  await expect(page.getByRole('button', { name: 'Photo Reviews' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});
