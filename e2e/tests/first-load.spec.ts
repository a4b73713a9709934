import { expect, test } from '../support/fixtures';
import { quoteForm } from '../support/quote-form';

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
    // A card page's sections are tabs (issue 15); a sticker page's, one scroll with a section bar.
    await expect(
      path.startsWith('/business-cards/')
        ? page.getByRole('tablist', { name: 'About this product' })
        : page.getByRole('navigation', { name: 'On this page' }),
    ).toBeVisible();
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
  // The reviews' filter is the lower sections' own script at work. The form can be ready a moment
  // before them (their chunk is fetched as the page runs, ADR 0017), and React drops a click on a
  // part it has not hydrated yet: pressed again until their script answers.
  const photoReviews = page.getByRole('button', { name: 'Photo Reviews' });
  await expect(async () => {
    await photoReviews.click();
    await expect(photoReviews).toHaveAttribute('aria-pressed', 'true', { timeout: 1_000 });
  }).toPass();
});

// ADR 0020: the page's modules are fetched once its stylesheets are here, all at once, so the
// first paint does not share the connection with them.
test('a product page fetches its scripts after its stylesheets, every one at once', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/stickers/standard-vinyl')).text();
  expect(html).not.toContain('rel="modulepreload"');
  expect(html).not.toMatch(/<script[^>]*type="module"[^>]*>[^<]*import \* as/);
  // The stylesheets the server linked: a style that a later chunk brings is not among them.
  const linked = [...html.matchAll(/<link[^>]*rel="stylesheet" href="([^"#]+)/g)].map((m) => m[1]);
  expect(linked.length).toBeGreaterThan(0);

  await page.goto('/stickers/standard-vinyl');
  await expect(page.getByLabel('Product page')).toBeEnabled();
  const timing = await page.evaluate((linked) => {
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const pathOf = (e: PerformanceResourceTiming) => new URL(e.name).pathname;
    // A later chunk asks for some of them again (from the cache): each one's first arrival.
    const arrivals = linked.map((path) =>
      Math.min(...entries.filter((e) => pathOf(e) === path).map((e) => e.responseEnd)),
    );
    const scripts = entries.filter((e) => pathOf(e).endsWith('.js'));
    return {
      stylesDone: Math.max(...arrivals),
      firstScript: Math.min(...scripts.map((e) => e.startTime)),
      linked: Array.from(document.querySelectorAll('link[rel=modulepreload]')).map(
        (link) => new URL((link as HTMLLinkElement).href).pathname,
      ),
    };
  }, linked);
  expect(timing.stylesDone).toBeLessThan(Infinity);
  expect(timing.firstScript).toBeGreaterThanOrEqual(timing.stylesDone);
  // The entry, React and the page's own module are among those linked at once.
  expect(timing.linked.some((path) => /\/entry\.client-/.test(path))).toBe(true);
  expect(timing.linked.some((path) => /\/product-page-/.test(path))).toBe(true);
});

// ADR 0020: on a phone the sections below the form are fetched and hydrated as the visitor comes
// near them; until then their server HTML is there to read.
test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });
  const sectionsChunk = /\/assets\/product-page-sections-[^/]+\.js$/;

  test('the sections below the form run once the visitor scrolls near them', async ({ page }) => {
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    await page.goto('/stickers/standard-vinyl');
    await expect(page.getByLabel('Product page')).toBeEnabled();
    await expect(page.locator('#faq')).toContainText(/\?/);
    expect(fetched.filter((path) => sectionsChunk.test(path))).toEqual([]);

    const loaded = page.waitForRequest((request) => sectionsChunk.test(request.url()));
    await page.locator('#reviews').scrollIntoViewIfNeeded();
    await loaded;
    const photos = page.locator('#reviews').getByRole('button', { name: 'Photo Reviews' });
    await expect(async () => {
      await photos.click();
      await expect(photos).toHaveAttribute('aria-pressed', 'true', { timeout: 1000 });
    }).toPass();
  });

  test('changing the form before then keeps every section', async ({ page }) => {
    await page.goto('/business-cards/premium-business-card');
    await expect(page.getByLabel('Product page')).toBeEnabled();
    const loaded = page.waitForRequest((request) => sectionsChunk.test(request.url()));
    const material = quoteForm(page).getByLabel('Material');
    const other = await material.locator('option:not(:checked)').first().getAttribute('value');
    await material.selectOption(other ?? '');
    await loaded;
    for (const id of ['faq', 'prices', 'shipping', 'artwork-guide', 'reviews']) {
      await expect(page.locator(`#${id}`)).toBeAttached();
    }
  });
});
