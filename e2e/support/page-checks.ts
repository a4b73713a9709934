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

/**
 * axe's serious and critical findings inside `selector` (an open dialog, the quote form), or on
 * the whole page without one.
 */
export async function seriousViolations(page: Page, selector?: string) {
  const { default: AxeBuilder } = await import('@axe-core/playwright');
  const builder = new AxeBuilder({ page });
  if (selector) builder.include(selector);
  const results = await builder
    // axe ships this rule as experimental (off by default); issue 11 found 62 elements breaking
    // it, so the scans run it too: a control's accessible name must contain its visible text.
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Waits until the turnaround calendar, which loads in the browser, shows its days. */
async function openCalendar(page: Page) {
  const calendar = page.getByRole('grid').first();
  await calendar.scrollIntoViewIfNeeded();
  await expect(page.locator('[data-day] button').first()).toBeVisible();
}

/**
 * Label in Name (WCAG 2.5.3) for the calendar's day buttons, as a speech-input user meets it:
 * the number a button shows is a word of its name ("10" in "November 10", not "November 10th").
 * axe 4.13 accepts any substring, so this checks the words itself.
 */
async function dayButtonsMismatchingTheirNumber(page: Page) {
  const days = await page.locator('[data-day] button').evaluateAll((buttons) =>
    buttons.map((button) => ({
      shown: button.textContent?.trim() ?? '',
      name: button.getAttribute('aria-label') ?? '',
    })),
  );
  expect(days.length).toBeGreaterThanOrEqual(28);
  return days
    .filter(({ shown, name }) => !name.split(/[^\p{L}\p{N}]+/u).includes(shown))
    .map(({ shown, name }) => `${shown}: ${name}`);
}

/**
 * The axe scan of a whole page as a visitor sees it: its lower sections, which load their data in
 * the browser, loaded and, with `calendar`, the turnaround calendar showing day buttons that name
 * their number. The specs run it in the flows that open each kind of page (issue 11).
 */
export async function expectPageAccessible(page: Page, { calendar = false } = {}) {
  await page.waitForLoadState('networkidle');
  if (calendar) {
    await openCalendar(page);
    expect(await dayButtonsMismatchingTheirNumber(page)).toEqual([]);
  }
  expect(await seriousViolations(page)).toEqual([]);
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
