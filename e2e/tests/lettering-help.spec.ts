import { expect, test } from '../support/fixtures';
import {
  expectPageAccessible,
  openProductPage,
  screenshot,
  seriousViolations,
} from '../support/page-checks';
import { quoteForm } from '../support/quote-form';

// Issue 17 item 7 (spec 001 §2): the lettering pages' how-to guides, opened from the two links
// under the pictures, their footer notes, and the install-ready tip. Screenshots go to
// SHOTS_DIR when it is set, to be looked at.

const GUIDES = [
  {
    link: 'How to apply: application tape already on',
    title: 'Applying Install-Ready Lettering',
    first: 'Clean the surface',
    shot: 'enclosed',
  },
  {
    link: 'How to apply: weed and tape it yourself',
    title: 'Weeding and Applying Your Lettering',
    first: 'Weed out the excess vinyl',
    shot: 'not-enclosed',
  },
];

const NOTES = [
  'The surface colour shown is only illustrative',
  'Every letter is cut individually and pre-spaced on application tape',
];

// One page load for everything on the vinyl-lettering page, the phone's width set by resizing:
// each load and hydration costs more than the checks.
test('the vinyl-lettering page passes axe, explains install-ready, and opens both how-to guides with the footer notes on a desktop and a phone', async ({
  page,
}) => {
  await openProductPage(page, '/lettering-decals/vinyl-lettering');
  await test.step('axe finds no serious or critical violations, the calendar showing', async () => {
    await expectPageAccessible(page, { calendar: true });
  });

  await test.step('the install-ready choice explains both answers', async () => {
    await expect(quoteForm(page).getByLabel('Install Ready')).toBeVisible();
    const button = page.getByRole('button', { name: 'About install-ready lettering' });
    await button.click();
    const tip = page.getByRole('status').filter({ hasText: 'Yes:' });
    await expect(tip).toContainText('pre-apply your letters to the auxiliary film');
    await expect(tip).toContainText('you weed out the excess yourself');
    await page.keyboard.press('Escape');
    await expect(button).toBeFocused();
  });

  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 375, height: 740 },
  ]) {
    await test.step(`at ${viewport.width} px, both how-to guides open and the footer notes show`, async () => {
      await page.setViewportSize(viewport);
      for (const note of NOTES) await expect(page.getByText(note)).toBeVisible();
      await page.locator('.lettering-notes').scrollIntoViewIfNeeded();
      await screenshot(page, `lettering-help-notes-${viewport.width}`);

      for (const guide of GUIDES) {
        const button = page.getByRole('button', { name: guide.link });
        await expect(button).toHaveAttribute('aria-haspopup', 'dialog');
        await button.click();
        const dialog = page.getByRole('dialog', { name: guide.title });
        await expect(dialog).toBeVisible();
        const steps = dialog.getByRole('listitem');
        await expect(steps).toHaveCount(6);
        await expect(steps.first().getByRole('heading')).toHaveText(`1${guide.first}`);
        // Each step is drawn: an SVG picture with a description, laid out with a size.
        const pictures = dialog.locator('svg[role="img"]');
        await expect(pictures).toHaveCount(6);
        for (let index = 0; index < 6; index += 1) {
          await expect(pictures.nth(index)).toHaveAccessibleName(/\w{4,}/);
          await expect(steps.nth(index).getByRole('heading', { level: 3 })).not.toBeEmpty();
        }
        const box = await pictures.first().boundingBox();
        expect(box?.width ?? 0).toBeGreaterThan(150);
        // The dialog fits the screen's width.
        const frame = await dialog.boundingBox();
        expect(frame?.x ?? -1).toBeGreaterThanOrEqual(0);
        expect((frame?.x ?? 0) + (frame?.width ?? Infinity)).toBeLessThanOrEqual(viewport.width);
        await screenshot(page, `lettering-help-${guide.shot}-${viewport.width}`);
        expect(await seriousViolations(page, 'dialog[open]')).toEqual([]);

        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
        await expect(button).toBeFocused();
      }
    });
  }
});

test('the other lettering pages have the links and notes; a sticker page has neither', async ({
  page,
}) => {
  for (const path of ['/lettering-decals/lettering-decals', '/lettering-decals/transfer-decals']) {
    await openProductPage(page, path);
    for (const note of NOTES) await expect(page.getByText(note), path).toBeVisible();
    const button = page.getByRole('button', { name: GUIDES[1]?.link ?? '' });
    await button.click();
    const dialog = page.getByRole('dialog', { name: GUIDES[1]?.title ?? '' });
    await expect(dialog.getByRole('listitem'), path).toHaveCount(6);
    // Close returns the focus too.
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
  }
  await openProductPage(page, '/stickers/standard-vinyl');
  await expect(page.getByRole('button', { name: /^How to apply/ })).toHaveCount(0);
  await expect(page.getByText(NOTES[0] ?? '')).toHaveCount(0);
});
