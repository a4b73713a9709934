import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { screenshot } from '../support/page-checks';
import { quoteForm } from '../support/quote-form';
import { uploadLater } from '../support/artwork-dialog';

// Issue 11, "Phone layout": the compare bar, the phone menu and the gallery beside a long form,
// at a phone's and a laptop's size. Screenshots go to SHOTS_DIR when it is set, to be looked at.
const SCREENS = [
  { width: 375, height: 740 },
  { width: 1280, height: 800 },
];
const CATEGORY_NAMES = [
  'Stickers',
  'Business Cards',
  'Labels / Roll Stickers',
  'Lettering & Decals',
];

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator.toString()} is not rendered`);
  return box;
}

function overlap(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** Fully on screen, and not under the sticky header when one is given. */
async function expectOnScreen(page: Page, locator: Locator, header?: Locator) {
  const box = await boxOf(locator);
  const screen = page.viewportSize();
  if (!screen) throw new Error('no viewport');
  const top = header ? (await boxOf(header)).y + (await boxOf(header)).height : 0;
  expect(box.x, `${locator.toString()} left edge`).toBeGreaterThanOrEqual(0);
  expect(box.y, `${locator.toString()} top edge`).toBeGreaterThanOrEqual(top);
  expect(box.x + box.width, `${locator.toString()} right edge`).toBeLessThanOrEqual(screen.width);
  expect(box.y + box.height, `${locator.toString()} bottom edge`).toBeLessThanOrEqual(
    screen.height,
  );
}

async function isInViewport(locator: Locator): Promise<boolean> {
  const box = await boxOf(locator);
  const screen = locator.page().viewportSize();
  return screen !== null && box.y >= 0 && box.y + box.height <= screen.height;
}

async function keepTwoConfigurations(page: Page) {
  await page.goto('/stickers/standard-vinyl');
  const addToCart = page.getByRole('button', { name: 'ADD TO CART', exact: true });
  await expect(addToCart).toBeEnabled();
  const compare = page.getByRole('button', { name: 'Add to Compare' });
  await compare.click();
  await expect(page.getByText('Added to compare.')).toBeVisible();
  await page.getByLabel('Number of Sets').selectOption('2');
  await expect(compare).toBeEnabled();
  await compare.click();
  await expect(page.getByRole('region', { name: 'Compare' })).toContainText('Compare (2)');
  return addToCart;
}

for (const screen of SCREENS) {
  test.describe(`at ${screen.width} x ${screen.height}`, () => {
    test.use({ viewport: screen });

    test('the compare bar covers neither the configurator button nor the cart totals', async ({
      page,
    }) => {
      const addToCart = await keepTwoConfigurations(page);
      const bar = page.getByRole('region', { name: 'Compare' });
      // A slim bar until it is opened, never a third of the screen.
      expect((await boxOf(bar)).height).toBeLessThanOrEqual(screen.height * 0.1);
      await addToCart.scrollIntoViewIfNeeded();
      await expectOnScreen(page, addToCart);
      expect(overlap(await boxOf(addToCart), await boxOf(bar))).toBe(false);
      await screenshot(page, `compare-bar-product-${screen.width}`);

      // Opened on demand: the cards, the arrows' place, Hide; Hide closes it again.
      const toggle = page.getByRole('button', { name: 'Compare (2)' });
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await toggle.click();
      await expect(bar.getByRole('button', { name: 'Add to Cart' })).toHaveCount(2);
      await expect(bar.getByRole('heading', { name: 'Compare (2)' })).toBeFocused();
      await expectOnScreen(page, bar.getByRole('button', { name: 'Add to Cart' }).first());
      await screenshot(page, `compare-open-${screen.width}`);
      await bar.getByRole('button', { name: 'Hide' }).click();
      await expect(bar.getByRole('button', { name: 'Add to Cart' })).toHaveCount(0);
      await expect(toggle).toBeFocused();

      await addToCart.click();
      await uploadLater(page);
      await expect(page.getByTestId('cart-count')).toHaveText('1');
      for (const figure of ['cart-subtotal', 'cart-shipping', 'cart-total']) {
        const totals = page.getByTestId(figure);
        await totals.scrollIntoViewIfNeeded();
        await expectOnScreen(page, totals);
        expect(overlap(await boxOf(totals), await boxOf(bar)), figure).toBe(false);
      }
      await screenshot(page, `compare-bar-cart-${screen.width}`);
    });
  });
}

test.describe('phone menu at 375 x 740', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('a Categories button opens every category on screen; Escape closes it', async ({ page }) => {
    await page.goto('/business-cards/hang-tags');
    const nav = page.getByRole('navigation', { name: 'Product categories' });
    const toggle = nav.getByRole('button', { name: 'Categories' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link')).toHaveCount(0);

    // A click before the page's script has hydrated does nothing: click until it opens.
    await expect(async () => {
      if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true', { timeout: 1000 });
    }).toPass();
    await expect(nav.getByRole('link')).toHaveText(CATEGORY_NAMES);
    for (const name of CATEGORY_NAMES) {
      const link = nav.getByRole('link', { name, exact: true });
      await expect(link).toBeVisible();
      await expectOnScreen(page, link);
    }
    await screenshot(page, 'phone-menu-open-375');

    // Keyboard: the links follow the button; Escape closes and gives focus back to the button.
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Stickers', exact: true })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
    await expect(nav.getByRole('link')).toHaveCount(0);

    // Enter opens it; a chosen category opens its page and closes the list.
    await page.keyboard.press('Enter');
    await nav.getByRole('link', { name: 'Lettering & Decals' }).click();
    await expect(page).toHaveURL(/\/lettering-decals$/);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await screenshot(page, 'phone-menu-closed-375');
  });

  test('from 812 px the categories stay one row, with no button', async ({ page }) => {
    await page.setViewportSize({ width: 812, height: 740 });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Product categories' });
    await expect(nav.getByRole('button')).toBeHidden();
    for (const name of CATEGORY_NAMES) {
      await expectOnScreen(page, nav.getByRole('link', { name, exact: true }));
    }
  });
});

test.describe('long configuration at 1280 x 800', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the gallery stays in view, under the header, while the form scrolls', async ({ page }) => {
    await page.goto('/business-cards/royal-extra-white');
    const addToCart = page.getByRole('button', { name: 'ADD TO CART', exact: true });
    await expect(addToCart).toBeEnabled();
    const gallery = page.getByRole('region', { name: 'Product pictures' });
    const header = page.getByRole('banner');
    await screenshot(page, 'long-configuration-top-1280');
    // Down the form 250 px at a time until its button shows: the pictures and their
    // thumbnails stay on screen all the way.
    for (let step = 0; !(await isInViewport(addToCart)); step++) {
      expect(step, 'steps to reach the end of the form').toBeLessThan(20);
      await page.evaluate(() => window.scrollBy(0, 250));
      await expectOnScreen(page, gallery, header);
    }
    await expect(gallery.getByRole('button').last()).toBeInViewport();
    await screenshot(page, 'long-configuration-1280');
  });
});

// One page load for the long card page on a phone, 320 px by resizing: each load and hydration
// costs more than the checks. The breadcrumb comes first, before anything scrolls.
test('a long card page on a phone: a wrapped breadcrumb starts each line with a crumb, the gallery stacks above the form, at 320 px the page name reads whole in the picker', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/business-cards/royal-extra-white');
  await test.step('a wrapped breadcrumb starts each line with a crumb, not "›"', async () => {
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
    const lines = await trail.getByRole('listitem').evaluateAll((items) => {
      const left = items[0]?.parentElement?.getBoundingClientRect().left ?? 0;
      return items.map((item) => {
        const text = document.createRange();
        text.selectNodeContents(item);
        const words = Array.from(text.getClientRects()).filter((r) => r.width > 0);
        return {
          startsLine: Math.abs(item.getBoundingClientRect().left - left) < 1,
          // Where the crumb's own words begin: at the line's start unless something comes first.
          wordsLeft: words[0]?.left ?? Number.NaN,
          left,
        };
      });
    });
    // The trail does wrap at this width (three crumbs), so the check below means something.
    expect(lines.filter((line) => line.startsLine).length).toBeGreaterThan(1);
    for (const line of lines.filter((l) => l.startsLine)) {
      expect(Math.abs(line.wordsLeft - line.left)).toBeLessThan(1);
    }
    await screenshot(page, 'breadcrumbs-375');
  });

  await test.step('a long configuration on a phone stacks the gallery above the form', async () => {
    await expect(page.getByRole('button', { name: 'ADD TO CART', exact: true })).toBeEnabled();
    const gallery = await boxOf(page.getByRole('region', { name: 'Product pictures' }));
    const form = await boxOf(
      page.getByRole('region').filter({ has: page.getByRole('heading', { level: 1 }) }),
    );
    expect(gallery.y + gallery.height).toBeLessThanOrEqual(form.y);
    await screenshot(page, 'long-configuration-375');
    await page.getByRole('button', { name: 'ADD TO CART', exact: true }).scrollIntoViewIfNeeded();
    await screenshot(page, 'long-configuration-end-375');
  });

  await test.step('at 320 px the longest product page name reads whole in the page picker', async () => {
    await page.setViewportSize({ width: 320, height: 700 });
    const picker = page.getByLabel('Product page');
    await expect(picker).toHaveValue(/royal-extra-white$/);
    const { text, room } = await chosenTextAndRoom(picker);
    expect(text).toBeLessThanOrEqual(room);
    await picker.scrollIntoViewIfNeeded();
    await screenshot(page, 'page-picker-320');
  });
});

// Issue 28: every kind of page at the narrowest phone, 320 px. The header's cart link made every
// page 39 px wider than the screen.
const PAGE_KINDS = [
  '/',
  '/stickers',
  '/labels',
  '/stickers/standard-vinyl',
  '/stickers/roll',
  '/business-cards/royal-extra-white',
  '/business-cards/hang-tags',
  '/lettering-decals/vinyl-lettering',
  '/vinyl-lettering-designer',
  '/sign-in',
  '/user-guide/artwork-guide',
  '/about',
  '/shipping-returns',
  '/privacy',
  '/terms',
];

/** How far the page reaches past the right edge of the screen, and what sticks out. */
function sidewaysOverflow(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    const beyond = Array.from(document.body.querySelectorAll('*'))
      .filter((el) => el.getBoundingClientRect().right > root.clientWidth + 0.5)
      .slice(0, 3)
      .map((el) => `${el.tagName.toLowerCase()}.${el.className}`);
    return { by: root.scrollWidth - root.clientWidth, beyond };
  });
}

test('at 320 px no page scrolls sideways', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  const overflows: string[] = [];
  const check = async (what: string) => {
    const { by, beyond } = await sidewaysOverflow(page);
    if (by > 0) overflows.push(`${what}: ${by} px (${beyond.join(', ')})`);
  };
  for (const path of PAGE_KINDS) {
    const answer = await page.goto(path);
    expect(answer?.status(), path).toBe(200);
    await check(path);
    await screenshot(page, `page-320${path === '/' ? '-home' : path.replaceAll('/', '-')}`);
  }
  // The cart with a line in it.
  await page.goto('/stickers/standard-vinyl');
  await page.getByRole('button', { name: 'ADD TO CART', exact: true }).click();
  await uploadLater(page);
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await check('/cart');
  await screenshot(page, 'page-320-cart');
  expect(overflows).toEqual([]);
});

/** Whether a scrolling region shows all it holds, without being scrolled sideways. */
function showsAll(region: Locator) {
  return region.evaluate((el) => el.scrollWidth <= el.clientWidth);
}

// One load of each page, 375 px by resizing: each load and hydration costs more than the checks.
test('at 320 and 375 px the price and stock tables show every column', async ({ page }) => {
  const widths = [320, 375];
  await page.setViewportSize({ width: 320, height: 740 });
  await page.goto('/stickers/standard-vinyl');
  for (const width of widths) {
    await test.step(`the price table at ${width} px`, async () => {
      await page.setViewportSize({ width, height: 740 });
      const prices = page.getByRole('region', { name: 'Price table' });
      await expect(prices.getByRole('columnheader')).toHaveText([
        'Quantity',
        'Price',
        'Unit price',
        'List price',
      ]);
      await prices.scrollIntoViewIfNeeded();
      expect(await showsAll(prices), 'the price table fits').toBe(true);
      await expectOnScreen(page, prices.getByRole('columnheader', { name: 'List price' }));
      await screenshot(page, `price-table-${width}`);
    });
  }

  await page.setViewportSize({ width: 320, height: 740 });
  await page.goto('/business-cards/royal-extra-white');
  for (const width of widths) {
    await test.step(`the stock table at ${width} px`, async () => {
      await page.setViewportSize({ width, height: 740 });
      const stocks = page.getByRole('region', { name: 'Stock measurement table' });
      await stocks.scrollIntoViewIfNeeded();
      expect(await showsAll(stocks), 'the stock table fits').toBe(true);
      // Every value of every stock is on the screen's width, under its column's name.
      const first = stocks.getByRole('row').nth(1);
      await expect(first.getByRole('rowheader')).toHaveText('Royal Extra White 400gsm');
      const cells = first.getByRole('cell');
      await expect(cells).toHaveCount(7);
      for (const cell of await cells.all()) {
        const box = await boxOf(cell);
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(width);
      }
      await stocks.getByRole('row').nth(2).scrollIntoViewIfNeeded();
      await screenshot(page, `stock-table-${width}`);
    });
  }
});

/** A select's chosen entry's text width, against the room the select gives it beside its arrow. */
function chosenTextAndRoom(select: Locator) {
  return select.evaluate((element: HTMLSelectElement) => {
    const style = getComputedStyle(element);
    const context = document.createElement('canvas').getContext('2d');
    if (!context) throw new Error('no canvas');
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const label = element.selectedOptions[0]?.textContent ?? '';
    const padding = parseFloat(style.paddingLeft) + parseFloat(style.paddingRight);
    // Chromium draws its arrow in the right-hand 20 px or so of the select.
    return { text: context.measureText(label).width, room: element.clientWidth - padding - 24 };
  });
}

test.describe('quantity at 375 x 740', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('"Input the number here" reads whole in the quantity dropdown', async ({ page }) => {
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 740 });
      await page.goto('/business-cards/royal-extra-white');
      const more = quoteForm(page).getByLabel('More quantities');
      await more.selectOption({ label: 'Input the number here' });
      await expect(quoteForm(page).getByLabel('Custom quantity')).toBeFocused();
      const { text, room } = await chosenTextAndRoom(more);
      expect(text, `at ${width} px`).toBeLessThanOrEqual(room);
      await more.scrollIntoViewIfNeeded();
      await screenshot(page, `quantity-input-${width}`);
    }
  });
});
