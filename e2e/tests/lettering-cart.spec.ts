import type { Page } from '@playwright/test';
import { MM_PER_INCH } from '@shop/domain/rules/size-rules';
import { measureLettering, sizeForWidth } from '@shop/domain/lettering/measure';
import { typefaceById } from '@shop/domain/lettering/typefaces';
import { loadTypeface } from '@shop/shop/lettering/font-files';
import { readFile } from 'node:fs/promises';
import { expect, test } from '../support/fixtures';

// Issue 17 item 8 (the cart) and item 6 (the cut file downloadable by its owner from the cart):
// a lettering line shows its text, typeface, colour, size and a small preview, and its cut
// file downloads. Screenshots go to SHOTS_DIR when it is set, to be looked at.

/** Lettering Decals (product 22) on its page (featured item 11), in Gold (catalog colour 7). */
const ORIGIN = '/lettering-decals/lettering-decals';
const LINES = ['Open', 'Daily'];
const WIDTH_IN = 12;

/** The height the text takes at this width, to 0.01 in as the designer sends it. */
async function heightFor(lines: string[], widthIn: number) {
  const typeface = typefaceById('signika');
  if (!typeface) throw new Error('no signika');
  const measured = measureLettering(await loadTypeface(typeface), lines, 'center');
  if (measured.kind !== 'measured') throw new Error('nothing to cut');
  return Math.round(sizeForWidth(measured, widthIn).heightIn * 100) / 100;
}

/** Adds the design through the API with the page's cookies, as the designer would. */
async function addLettering(page: Page): Promise<number> {
  await page.goto(ORIGIN);
  const height = await heightFor(LINES, WIDTH_IN);
  const configuration = `product_id=22&featured_item_id=11&width=${WIDTH_IN}&height=${height}&color_id=7`;
  const priced = await page.request.get(`/api/get/pricing-data?${configuration}&kinds=1`);
  expect(priced.ok()).toBe(true);
  const row = (await priced.json()).rows[0];
  const shipping = row.shipping[0];
  const added = await page.request.post('/api/cart/items', {
    data: {
      configuration,
      featured_item_id: 11,
      product_id: 22,
      material_id: null,
      product_pricing_id: row.product_pricing_id,
      select_quantity: row.quantity,
      quantity: row.quantity,
      custom_quantity: null,
      kinds: 1,
      size: `${WIDTH_IN}" x ${height}"`,
      cost: row.price,
      shipping_method_id: shipping.id,
      method: shipping.method,
      printing_days: shipping.printing_days,
      shipping_days: shipping.shipping_days,
      shipping_cost: shipping.cost,
      origin_path: ORIGIN,
      lettering: {
        lines: LINES,
        alignment: 'center',
        selected_font: 'signika',
        selected_color: 'gold',
        width: WIDTH_IN,
        height,
      },
    },
  });
  expect(added.status(), await added.text()).toBe(201);
  return height;
}

async function seriousViolations(page: Page) {
  const { default: AxeBuilder } = await import('@axe-core/playwright');
  const results = await new AxeBuilder({ page })
    // As in accessibility.spec.ts: a control's accessible name must contain its visible text.
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('the cart shows a lettering line’s design and downloads its cut file', async ({ page }) => {
  const height = await addLettering(page);
  await page.goto('/cart');
  const lettering = page.getByTestId('cart-lettering');
  await expect(lettering).toHaveCount(1);
  // The text with its line break kept.
  await expect(lettering.locator('.lettering-facts__text')).toHaveText('Open\nDaily', {
    useInnerText: true,
  });
  await expect(lettering).toContainText('Typeface');
  await expect(lettering).toContainText('Signika');
  await expect(lettering).toContainText('Gold');
  await expect(lettering).toContainText(`${WIDTH_IN.toFixed(2)} x ${height.toFixed(2)} in`);
  await expect(lettering).toContainText('Center');

  // The preview: the cut file's outlines ("OpenDaily": 9 letters) at the ordered proportions.
  const preview = page.getByRole('img', { name: 'Preview of the lettering: Open / Daily' });
  await expect(preview).toBeVisible();
  await expect(preview.locator('path')).toHaveCount(9);
  const box = await preview.evaluate((svg) => {
    const drawn = (svg as SVGSVGElement).getBBox();
    return { width: svg.clientWidth, height: svg.clientHeight, drawnWidth: drawn.width };
  });
  expect(box.width).toBeLessThanOrEqual(120);
  expect(box.height).toBeGreaterThan(0);
  // Its outlines fill the viewBox from side to side.
  expect(box.drawnWidth).toBeCloseTo(WIDTH_IN * MM_PER_INCH, 0);
  // The Gold gradient paints it.
  await expect(preview.locator('g')).toHaveAttribute('fill', /^url\(#lettering-paint-\d+\)$/);

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download cut file (SVG)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^lettering-\d+\.svg$/);
  const svg = await readFile(await download.path(), 'utf8');
  const start = svg.replace(/^<\?xml[^>]*\?>\s*/, '');
  expect(start.startsWith('<svg')).toBe(true);
  const round = (mm: number) => String(Math.round(mm * 1000) / 1000);
  expect(svg).toContain(
    `viewBox="0 0 ${round(WIDTH_IN * MM_PER_INCH)} ${round(height * MM_PER_INCH)}"`,
  );
  expect(svg.match(/<path /g)).toHaveLength(9);
  expect(svg).not.toContain('<text');
});

test('axe finds no serious or critical violations on a cart with a lettering line', async ({
  page,
}) => {
  test.slow();
  await addLettering(page);
  const shots = process.env.SHOTS_DIR;
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/cart');
    await expect(page.getByTestId('lettering-preview')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
    if (shots) {
      await page.screenshot({ path: `${shots}/lettering-cart-${width}.png`, fullPage: true });
    }
  }
});
