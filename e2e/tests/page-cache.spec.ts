import { expect, test } from '../support/fixtures';

// Issue 14 (docs/decisions/0018-anonymous-pages-are-shared.md): a page asked for without cookies
// is rendered once and answered again from memory for 30 s, with the CSP header it was rendered
// with, so its inline scripts' nonce still matches and the page hydrates. A visitor with a cookie
// gets a page rendered for them, with a nonce of its own.
const PATH = '/business-cards/premium-business-card';
const nonceOfHeader = (csp: string | undefined) => /'nonce-([^']+)'/.exec(csp ?? '')?.[1];

test('a page kept for visitors without cookies carries the nonce of its own CSP, and hydrates', async ({
  playwright,
  baseURL,
  page,
}) => {
  const pageNonces = async (cookie: string | null, encoding: string) => {
    // A context of its own each time: no cookie from another request may ride along.
    const request = await playwright.request.newContext({ baseURL });
    const response = await request.get(PATH, {
      headers: { 'accept-encoding': encoding, ...(cookie ? { cookie } : {}) },
    });
    expect(response.status()).toBe(200);
    const html = await response.text();
    const inPage = [...new Set([...html.matchAll(/nonce="([^"]+)"/g)].map((match) => match[1]))];
    const inHeader = nonceOfHeader(response.headers()['content-security-policy']);
    await request.dispose();
    expect(inPage).toEqual([inHeader]);
    return { nonce: inHeader, cacheControl: response.headers()['cache-control'] };
  };

  const first = await pageNonces(null, 'br');
  expect(first.cacheControl).toBe('public, max-age=0, s-maxage=30');
  for (const encoding of ['gzip', 'identity']) {
    expect((await pageNonces(null, encoding)).nonce).toBe(first.nonce);
  }
  const rendered = await pageNonces('visited=1', 'br');
  expect(rendered.nonce).not.toBe(first.nonce);

  // The browser's first visit has no cookie either: a kept copy, which must run its scripts
  // (a refused inline script is a console error, which fails the test).
  await page.goto(PATH);
  // Hydrated: the form's choices are enabled only once its scripts run (a click before that
  // would be an ordinary link's full page load on a busy machine).
  await expect(page.getByLabel('Product page')).toBeEnabled();
  await page.evaluate(() => Object.assign(window, { stillTheSameDocument: true }));
  await page.getByRole('link', { name: 'Cart, 0 items' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  expect(await page.evaluate(() => 'stillTheSameDocument' in window)).toBe(true);
});
