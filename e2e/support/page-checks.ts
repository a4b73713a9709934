import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

// What several specs do to a page: open it ready to use, look at it, and run axe on a part of it.

/** Opens a product page and waits until its controls answer (they wait for hydration). */
export async function openProductPage(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByLabel('Product page')).toBeEnabled();
}

/** A screenshot into SHOTS_DIR when it is set, to be looked at; nothing otherwise. */
export async function screenshot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png` });
}

/** axe's serious and critical findings inside `selector` (an open dialog, the quote form). */
export async function seriousViolations(page: Page, selector: string) {
  const { default: AxeBuilder } = await import('@axe-core/playwright');
  const results = await new AxeBuilder({ page })
    .include(selector)
    // As in accessibility.spec.ts: a control's accessible name must contain its visible text.
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * Waits, as a person would, until a picture has loaded and decoded: an image can answer 200 and
 * still have no natural width for a moment (a broken picture never gets one). Issue 28 item 6.
 */
export async function expectPictureLoaded(picture: Locator) {
  await expect(picture).toBeVisible();
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
}
