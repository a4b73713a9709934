import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { STICKER_QUERY, stickerCartItem } from '../support/sticker-cart-item';

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

// Issue 28 item 5 (docs/decisions/0036-a-visitors-page-from-shared-parts.md): a visitor with
// cookies gets the page kept for everyone (the same render: the same "now" in its data) with
// their own name, cart count and nonce put in, and it hydrates.
test('visitors with cookies each get their own name and cart count in the page everyone is given', async ({
  playwright,
  baseURL,
  page,
}) => {
  const renderedAt = (html: string) => [
    ...new Set(html.match(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z/g)),
  ];
  const sharedPage = async () => {
    const anonymous = await playwright.request.newContext({ baseURL });
    const html = await (await anonymous.get(PATH)).text();
    await anonymous.dispose();
    return html;
  };
  let shared = await sharedPage();
  expect(renderedAt(shared)).not.toEqual([]);

  // A guest with two lines in the cart, and the demo customer signed in with one.
  const guest = await playwright.request.newContext({ baseURL });
  for (let line = 0; line < 2; line++) {
    expect((await guest.post('/api/cart/items', { data: await cartItem(guest) })).status()).toBe(
      201,
    );
  }
  const login = await page.request.post('/api/auth/login', {
    data: { email: 'demo@peelandpress.example', password: 'stickers-2026' },
  });
  expect(login.status()).toBe(200);
  expect(
    (await page.request.post('/api/cart/items', { data: await cartItem(page.request) })).status(),
  ).toBe(201);

  const guestPage = async () => {
    const response = await guest.get(PATH);
    expect(response.headers()['cache-control']).toBe('private, no-store');
    const html = await response.text();
    const nonces = new Set([...html.matchAll(/nonce="([^"]+)"/g)].map((match) => match[1]));
    expect([...nonces]).toEqual([nonceOfHeader(response.headers()['content-security-policy'])]);
    return html;
  };
  /**
   * A visitor's page, made from the same render as the page everyone is given. That one is kept
   * 30 s: if it was made again between the two requests (its 30 s ran out), both are asked again.
   */
  const fromSharedRender = async (own: () => Promise<string>) => {
    let html = await own();
    await expect(async () => {
      if (renderedAt(html).join() !== renderedAt(shared).join()) {
        shared = await sharedPage();
        html = await own();
      }
      expect(renderedAt(html)).toEqual(renderedAt(shared));
    }).toPass();
    return html;
  };
  const guestHtml = await fromSharedRender(guestPage);
  expect(guestHtml).toContain('aria-label="Cart, 2 items"');
  expect(guestHtml).not.toContain('Dana');

  await page.goto(PATH);
  await expect(page.getByText('Hi, Dana')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  await expect(page.getByLabel('Product page')).toBeEnabled();
  const customerHtml = await fromSharedRender(async () => (await page.request.get(PATH)).text());
  expect(customerHtml).toContain('aria-label="Cart, 1 item"');

  // Hydrated with the visitor's own data: signing out changes the header in place.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  const afterwards = await guestPage();
  expect(afterwards).toContain('aria-label="Cart, 2 items"');
  expect(afterwards).not.toContain('Dana');
  await guest.dispose();
});

/** A line of 2" x 2" standard vinyl stickers, priced by the shop. */
async function cartItem(request: APIRequestContext) {
  return stickerCartItem(
    await (await request.get(`/api/get/pricing-data?${STICKER_QUERY}`)).json(),
  );
}
