import type { Page } from '@playwright/test';
import { MM_PER_INCH } from '@shop/domain/rules/size-rules';
import { measureLettering, letteringSize } from '@shop/domain/lettering/measure';
import { typefaceById } from '@shop/domain/lettering/typefaces';
import { loadTypeface } from '@shop/shop/lettering/font-files';
import { expect, test } from '../support/fixtures';
import { openProductPage, screenshot, seriousViolations } from '../support/page-checks';

// Issue 17 item 8, the compare panel and the quotation: a design added to compare shows its
// text, typeface, colour and size with its text set in its own face, goes to the cart with its
// design, and Print Quote shows the quotation's outline preview.

const DESIGNER = '/vinyl-lettering-designer';
const LINES = ['Open', 'Daily'];

/** The automatic size the designer shows for the lines in Signika, to 0.01 in. */
async function automaticSize() {
  const typeface = typefaceById('signika');
  if (!typeface) throw new Error('no signika');
  const measured = measureLettering(await loadTypeface(typeface), LINES, 'left');
  const size = letteringSize(measured, { kind: 'auto' });
  const hundredth = (inches: number) => (Math.round(inches * 100) / 100).toFixed(2);
  return { width: hundredth(size.widthIn), height: hundredth(size.heightIn) };
}

/** The two lines in Gold, measured in the browser, priced and ready to compare. */
async function designInGold(page: Page) {
  await openProductPage(page, DESIGNER);
  const text = page.getByRole('textbox', { name: 'Your text' });
  // A keystroke is measured only once the face is read: typing then shows a live size.
  await text.fill('Your text!');
  await expect(page.getByTestId('designer-problem')).toBeEmpty();
  await text.fill(LINES.join('\n'));
  await page.getByTitle('Gold').click();
  await expect(page.getByRole('radio', { name: 'Gold' })).toBeChecked();
  const size = await automaticSize();
  await expect(page.getByTestId('designer-dimensions')).toHaveText(
    `${size.width} in × ${size.height} in`,
  );
  await expect(page.getByTestId('lettering-size')).toContainText(
    `${size.width}" x ${size.height}"`,
  );
  return size;
}

/** Whether the face the page registers for Signika has loaded. */
const signikaLoaded = (page: Page) =>
  page.evaluate(() => {
    let loaded = false;
    document.fonts.forEach((face) => {
      const family = face.family.replace(/"/g, '');
      if (family === 'lettering-signika' && face.status === 'loaded') loaded = true;
    });
    return loaded;
  });

test('a design in compare shows its text, face, colour and size, and goes to the cart', async ({
  page,
}) => {
  test.slow();
  const size = await designInGold(page);
  const addToCompare = page.getByRole('button', { name: 'Add to Compare' });
  await expect(addToCompare).toBeEnabled();
  await addToCompare.click();
  await expect(page.getByText('Added to compare.')).toBeVisible();

  await page.getByRole('button', { name: 'Compare (1)' }).click();
  const card = page.getByRole('region', { name: 'Compare' }).getByRole('article');
  const lettering = card.getByTestId('compare-lettering');
  await expect(lettering.locator('.lettering-facts__text')).toHaveText('Open\nDaily', {
    useInnerText: true,
  });
  await expect(lettering).toContainText('Signika');
  await expect(lettering).toContainText('Gold');
  await expect(lettering).toContainText('Left');
  await expect(lettering).toContainText(`${size.width} x ${size.height} in`);
  // The preview: the lines in their own face, painted with Gold's gradient.
  const preview = card.getByRole('img', { name: 'Preview of the lettering: Open / Daily' });
  await expect(preview).toBeVisible();
  const previewText = preview.getByTestId('compare-lettering-text');
  await expect(previewText).toHaveText('Open\nDaily', { useInnerText: true });
  await expect(previewText).toHaveCSS('font-family', /^"?lettering-signika"?, sans-serif$/);
  await expect(previewText).toHaveCSS('background-image', /^linear-gradient/);
  expect(await seriousViolations(page, '.compare')).toEqual([]);
  await screenshot(page, 'lettering-compare-panel');

  // On a page without the designer, the card itself loads the face it shows.
  await openProductPage(page, '/stickers/standard-vinyl');
  await page.getByRole('button', { name: 'Compare (1)' }).click();
  await expect(previewText).toBeVisible();
  await expect.poll(() => signikaLoaded(page)).toBe(true);

  // Add to Cart from the card sends the design with it.
  await card.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(card.getByText('Added to cart')).toBeVisible();
  await page.goto('/cart');
  const line = page.getByTestId('cart-lettering');
  await expect(line).toHaveCount(1);
  await expect(line.locator('.lettering-facts__text')).toHaveText('Open\nDaily', {
    useInnerText: true,
  });
  await expect(line).toContainText('Gold');
  await expect(line).toContainText(`${size.width} x ${size.height} in`);
});

test('Print Quote of a design shows the quotation’s lettering preview and facts', async ({
  page,
}) => {
  test.slow();
  const size = await designInGold(page);
  const printQuote = page.getByRole('button', { name: 'Print Quote' });
  await expect(printQuote).toBeEnabled();
  await printQuote.click();
  const dialog = page.getByRole('dialog', { name: 'QUOTATION' });
  await expect(dialog).toBeVisible();
  const lettering = dialog.getByRole('region', { name: 'Lettering' });
  await expect(lettering.locator('.lettering-facts__text')).toHaveText('Open\nDaily', {
    useInnerText: true,
  });
  await expect(lettering).toContainText('Signika');
  await expect(lettering).toContainText('Gold');
  await expect(lettering).toContainText(`${size.width} x ${size.height} in`);

  // The outlines the server drew at the quoted size: "OpenDaily", 9 letters, side to side.
  const preview = lettering.getByRole('img', { name: 'Preview of the lettering: Open / Daily' });
  await expect(preview).toBeVisible();
  await expect(preview.locator('path')).toHaveCount(9);
  const box = await preview.evaluate((svg) => ({
    width: svg.clientWidth,
    drawnWidth: (svg as SVGSVGElement).getBBox().width,
  }));
  expect(box.width).toBeLessThanOrEqual(120);
  expect(box.drawnWidth).toBeCloseTo(Number(size.width) * MM_PER_INCH, 0);
  await expect(preview.locator('g')).toHaveAttribute(
    'fill',
    /^url\(#quotation-lettering-\d+-paint\)$/,
  );
  expect(await seriousViolations(page, 'dialog[open]')).toEqual([]);
  await screenshot(page, 'lettering-quotation');
});
