import { expect, test } from '../support/fixtures';
import { uploadLater } from '../support/artwork-dialog';

// Issue 11 §15: the cart page's own action (plain form posts) must keep a line to its owner, as
// the API does.
test("a stranger cannot change or remove another visitor's cart line through the cart page", async ({
  page,
  browser,
  baseURL,
}) => {
  await page.goto('/stickers/standard-vinyl');
  await page.getByRole('button', { name: 'ADD TO CART' }).click();
  await uploadLater(page);
  const line = page.getByTestId('cart-line');
  await expect(line).toHaveCount(1);
  const lineId = await line.locator('input[name="line"]').first().inputValue();
  const price = await line.getByTestId('line-price').textContent();

  const strangerContext = await browser.newContext({ baseURL });
  const stranger = strangerContext.request;
  const changed = await stranger.post('/cart', {
    form: { line: lineId, intent: 'sets', kinds: '9' },
    maxRedirects: 0,
  });
  expect(changed.status()).toBe(404);
  expect(await changed.text()).toContain('That line is no longer in your cart.');
  const removed = await stranger.post('/cart', {
    form: { line: lineId, intent: 'remove' },
    maxRedirects: 0,
  });
  expect(removed.status()).toBe(404);
  await strangerContext.close();

  await page.reload();
  await expect(line).toHaveCount(1);
  await expect(page.getByLabel('Number of Sets')).toHaveValue('1');
  await expect(line.getByTestId('line-price')).toHaveText(price ?? '');
});

// Issue 13 item 9: a page made for one visitor (the cart, and every page whose header counts
// their cart) is kept by no cache; every page turns off the browser features the shop never uses.
// Issue 14: before the visitor has a cookie, the page is everyone's and a shared cache may keep it
// (docs/decisions/0018-anonymous-pages-are-shared.md).
test('pages made for one visitor are not cached and carry a Permissions-Policy', async ({
  page,
}) => {
  const anonymous = await page.goto('/stickers/standard-vinyl');
  expect(anonymous?.headers()['cache-control']).toBe('public, max-age=0, s-maxage=30');
  expect(anonymous?.headers()['vary']).toContain('cookie');
  await page.getByRole('button', { name: 'ADD TO CART' }).click();
  await uploadLater(page);

  for (const path of ['/cart', '/stickers/standard-vinyl']) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['cache-control']).toBe('private, no-store');
    expect(response?.headers()['permissions-policy']).toContain('camera=()');
  }
});
