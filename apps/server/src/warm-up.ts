import type { App } from './app';

/** At most this many product pages are rendered to warm up: one per category is enough. */
const PRODUCT_PAGES = 4;

/**
 * Renders what the first visitors would otherwise wait for (issue 28 item 3): the home page, the
 * first product page of a few categories and a category page, each once, through the app itself.
 * That compiles the render path and the page modules and fills the catalog's per-page memos, so
 * the first real visitor gets a warm process. A failure is logged, never fatal: a cold process
 * is still a working one.
 */
export async function warmUp(app: App): Promise<void> {
  const groups = app.shop.catalog.pagesByCategory();
  const paths = [
    '/',
    ...groups.slice(0, 1).map(({ category }) => `/${category.url_slug}`),
    ...groups.flatMap(({ pages }) => pages.slice(0, 1).map((page) => page.path)),
  ].slice(0, PRODUCT_PAGES + 2);
  for (const url of paths) {
    try {
      const response = await app.inject({ method: 'GET', url });
      if (response.statusCode >= 500) app.log.warn({ url }, 'warm-up: page answered an error');
    } catch (error) {
      app.log.warn({ err: error, url }, 'warm-up failed');
    }
  }
}
