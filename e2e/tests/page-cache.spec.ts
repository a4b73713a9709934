import { expect, test } from '../support/fixtures';

// Issue 14 (docs/decisions/0018-anonymous-pages-are-shared.md): a page asked for without cookies
// is rendered once and answered again from memory for 30 s, each time with a nonce of its own
// that its inline scripts carry, so the page still hydrates under the Content-Security-Policy.
const PATH = '/business-cards/premium-business-card';
const nonceOfHeader = (csp: string | undefined) => /'nonce-([^']+)'/.exec(csp ?? '')?.[1];

test('a page kept for visitors without cookies gets a fresh nonce each time, and hydrates', async ({
  playwright,
  baseURL,
  page,
}) => {
  // A context of its own: no cookie from another test may ride along.
  const request = await playwright.request.newContext({ baseURL });
  const seen = new Set<string>();
  for (let i = 0; i < 3; i++) {
    const response = await request.get(PATH);
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('public, max-age=0, s-maxage=30');
    const nonce = nonceOfHeader(response.headers()['content-security-policy']);
    expect(nonce).toBeTruthy();
    const html = await response.text();
    const inPage = new Set([...html.matchAll(/nonce="([^"]+)"/g)].map((match) => match[1]));
    expect([...inPage]).toEqual([nonce]);
    seen.add(nonce ?? '');
  }
  expect(seen.size).toBe(3);
  await request.dispose();

  // The browser's first visit has no cookie either: a kept copy, which must run its scripts
  // (a refused inline script is a console error, which fails the test).
  await page.goto(PATH);
  await page.evaluate(() => Object.assign(window, { stillTheSameDocument: true }));
  await page.getByRole('link', { name: 'Cart, 0 items' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  expect(await page.evaluate(() => 'stillTheSameDocument' in window)).toBe(true);
});
