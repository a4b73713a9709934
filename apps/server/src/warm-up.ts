import type { App } from './app';

/** At most this many product pages are rendered to warm up: one per category is enough. */
const PRODUCT_PAGES = 4;
/**
 * V8 optimises a function after many calls, not one: the pages are rendered in rounds, for about
 * this long (measured: one round left the first seconds of traffic at several times the warm
 * latency, docs/performance.md "Overload").
 */
const WARM_UP_MS = 3_000;
const MAX_ROUNDS = 50;

/**
 * Renders what the first visitors would otherwise wait for (issue 28 item 3): the home page, the
 * first product page of a few categories and a category page, in rounds, through the app itself.
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
  const started = Date.now();
  for (let round = 0; round < MAX_ROUNDS && Date.now() - started < WARM_UP_MS; round += 1) {
    for (const url of paths) {
      try {
        // With a cookie, so the shared page cache (ADR 0018) does not answer in place of a render.
        const response = await app.inject({ method: 'GET', url, cookies: { warm_up: '1' } });
        if (response.statusCode >= 500) {
          app.log.warn({ url }, 'warm-up: page answered an error');
          return;
        }
      } catch (error) {
        app.log.warn({ err: error, url }, 'warm-up failed');
        return;
      }
    }
  }
}
