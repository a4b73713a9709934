import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

// Spec 001 §2/§9, the compare panel's carousel: 3 cards in view; arrows only with more than 3
// cards; an arrow moves on by 3 on a screen up to 810 px wide and by 2 on a wider one.

/** Adds the sticker page's configuration with each number of sets to compare, in order. */
async function addConfigurations(page: Page, setsList: number[]) {
  const add = page.getByRole('button', { name: 'Add to Compare' });
  for (const sets of setsList) {
    await page.getByLabel('Number of Sets').selectOption(String(sets));
    await expect(add).toBeEnabled();
    await add.click();
    await expect(page.getByRole('button', { name: `Compare (${sets})` })).toBeVisible();
  }
}

/** Which cards (1-based) are wholly inside the carousel's window. */
async function cardsInView(page: Page): Promise<number[]> {
  return page.locator('.compare__viewport').evaluate((viewport) => {
    const frame = viewport.getBoundingClientRect();
    return Array.from(viewport.querySelectorAll('.compare-card')).flatMap((card, index) => {
      const box = card.getBoundingClientRect();
      return box.left >= frame.left - 1 && box.right <= frame.right + 1 ? [index + 1] : [];
    });
  });
}

for (const { width, step } of [
  { width: 375, step: 3 },
  { width: 810, step: 3 },
  { width: 1280, step: 2 },
]) {
  test(`at ${width} px the panel shows 3 cards and its arrows move by ${step}`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/stickers/standard-vinyl');
    await addConfigurations(page, [1, 2, 3]);
    const panel = page.getByRole('region', { name: 'Compare' });
    await page.getByRole('button', { name: 'Compare (3)' }).click();
    await expect(panel.getByRole('button', { name: 'Add to Cart' })).toHaveCount(3);
    // Three fit: no arrows.
    await expect(panel.getByRole('button', { name: 'Next' })).toHaveCount(0);
    await expect.poll(() => cardsInView(page)).toEqual([1, 2, 3]);
    await panel.getByRole('button', { name: 'Hide' }).click();

    await addConfigurations(page, [4, 5, 6]);
    await page.getByRole('button', { name: 'Compare (6)' }).click();
    const next = panel.getByRole('button', { name: 'Next' });
    const previous = panel.getByRole('button', { name: 'Previous' });
    await expect(next).toBeEnabled();
    await expect(previous).toBeDisabled();
    await expect.poll(() => cardsInView(page)).toEqual([1, 2, 3]);
    await next.click();
    await expect.poll(() => cardsInView(page)).toEqual([1, 2, 3].map((card) => card + step));
    await previous.click();
    await expect.poll(() => cardsInView(page)).toEqual([1, 2, 3]);
  });
}
