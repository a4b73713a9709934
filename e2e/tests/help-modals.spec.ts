import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import {
  expectPageAccessible,
  expectPictureLoaded,
  screenshot,
  seriousViolations,
} from '../support/page-checks';
import { quoteForm } from '../support/quote-form';

// Issue 15, Build item 8 (spec 001 §2): help beside the quote form's choices. Each tip and help
// dialog opens on the pages where its choice is offered, explains it, closes with Escape or Close
// with the focus back on its button; the Thomson dialog sets the form's shape. Screenshots go to
// SHOTS_DIR when it is set, to be looked at.

/** Opens a help dialog from its info button and checks that it explains with its picture. */
async function openHelp(page: Page, buttonName: string, title: string): Promise<Locator> {
  const button = page.getByRole('button', { name: buttonName });
  await button.click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: title })).toBeVisible();
  // Its drawing has loaded (a broken picture has no natural width).
  await expectPictureLoaded(dialog.getByRole('img').first());
  return dialog;
}

/**
 * The quantity tip opens, explains tiers, a typed quantity and sets, and closes with Escape.
 * `scanWholePage` also scans the whole page with the tip open (the axe scan of issue 11; once is
 * enough: a scan of a product page takes seconds).
 */
async function checkQuantityTip(page: Page, { scanWholePage = false } = {}) {
  const button = page.getByRole('button', { name: 'About quantities' });
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByText('the more you order, the less each piece costs')).toHaveCount(0);
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  // The tip's text goes into a status region as it opens, so a screen reader reads it out.
  const tip = page.getByRole('status').filter({ hasText: 'Tiers:' });
  await expect(page.getByText('the more you order, the less each piece costs')).toBeVisible();
  await expect(tip).toContainText('the more you order, the less each piece costs');
  await expect(tip).toContainText('choose “Input the number here” under More');
  await expect(tip).toContainText('how many designs under Number of Sets');
  // The quantity group keeps its name.
  await expect(page.getByRole('group', { name: 'Quantity', exact: true })).toBeVisible();
  await screenshot(page, `tip-quantity-${page.viewportSize()?.width}`);
  expect(await seriousViolations(page, '.configurator')).toEqual([]);
  if (scanWholePage) expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(page.getByText('the more you order, the less each piece costs')).toHaveCount(0);
  await expect(button).toBeFocused();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
}

/** Fully inside the screen's width (a tip or dialog never runs off a phone's side). */
async function expectWithinWidth(page: Page, locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator.toString()} is not rendered`);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(375);
}

// One page load for the sticker page's help: each load and hydration costs more than a check.
test('on the sticker page the quantity tip, the Thomson and the multi-cut dialogs explain their choices, on a phone too', async ({
  page,
}) => {
  await page.goto('/stickers/standard-vinyl');
  await test.step('the quantity tip explains tiers, a typed quantity and sets', async () => {
    await checkQuantityTip(page);
  });

  await test.step('the Thomson dialog explains die cuts and sets the shape the visitor picks', async () => {
    const cutting = quoteForm(page).getByLabel('Cutting');
    await cutting.selectOption({ label: 'Die Cut' });
    // A 3 x 2 size: the form offers Oval, Rectangle and Custom Shape, not Circle or Square.
    await quoteForm(page).getByLabel('Width').fill('3');
    await quoteForm(page).getByLabel('Height').fill('2');
    const shape = quoteForm(page).getByLabel('Shape');
    await expect(shape.locator('option')).toHaveText(['Oval', 'Rectangle', 'Custom Shape']);

    const dialog = await openHelp(page, 'About Thomson die cuts', 'Thomson Die Cutting');
    await expect(dialog).toContainText('thin steel blade bent to the outline of your design');
    await expect(dialog.getByRole('heading', { name: 'Choose a shape' })).toBeVisible();
    const choices = dialog.getByRole('listitem').getByRole('button');
    await expect(choices).toHaveText([/^Oval/, /^Rectangle/, /^Custom Shape/]);
    await expect(choices.first()).toHaveAttribute('aria-current', 'true');
    await expect(choices.first()).toContainText('Selected');
    // The whole page with a help dialog open (the axe scan of issue 11).
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, `help-thomson-${page.viewportSize()?.width}`);

    await dialog.getByRole('button', { name: 'Custom Shape' }).click();
    await expect(dialog).toBeHidden();
    await expect(shape.locator('option:checked')).toHaveText('Custom Shape');
    await expect(page.getByRole('button', { name: 'About Thomson die cuts' })).toBeFocused();

    // Opened again, it marks the shape now chosen.
    await page.getByRole('button', { name: 'About Thomson die cuts' }).click();
    await expect(dialog.getByRole('button', { name: /^Custom Shape/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(await seriousViolations(page, 'dialog[open]')).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  await test.step('the multi-cut dialog shows for the Multi-Cut Sheet only, and Escape returns the focus', async () => {
    const cutting = quoteForm(page).getByLabel('Cutting');
    await cutting.selectOption({ label: 'Kiss Cut' });
    await expect(page.getByRole('button', { name: /^About (Thomson|multi-cut|roll)/ })).toHaveCount(
      0,
    );
    await cutting.selectOption({ label: 'Multi-Cut Sheet' });
    const button = page.getByRole('button', { name: 'About multi-cut sheets' });
    const dialog = await openHelp(page, 'About multi-cut sheets', 'Multi-Cut Sheets');
    await expect(dialog).toContainText('Several stickers of different shapes printed on one sheet');
    await expect(dialog).toContainText('Number of Cuts');
    // No shape picker outside Thomson.
    await expect(dialog.getByRole('heading', { name: 'Choose a shape' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
  });

  await test.step('on a phone, the quantity tip and the Thomson dialog fit the screen', async () => {
    await page.setViewportSize({ width: 375, height: 740 });
    await quoteForm(page).getByLabel('Cutting').selectOption({ label: 'Die Cut' });
    await quoteForm(page).getByLabel('Width').fill('2');
    await quoteForm(page).getByLabel('Height').fill('2');
    await page.getByRole('button', { name: 'About quantities' }).click();
    const tip = page.getByText('the more you order, the less each piece costs');
    await expect(tip).toBeVisible();
    await tip.scrollIntoViewIfNeeded();
    // The whole bubble, not only this line of it.
    await expectWithinWidth(page, page.locator('.toggletip__bubble'));
    await screenshot(page, 'tip-quantity-375');
    await page.keyboard.press('Escape');

    const dialog = await openHelp(page, 'About Thomson die cuts', 'Thomson Die Cutting');
    await expectWithinWidth(page, dialog);
    await screenshot(page, 'help-thomson-375');
    await dialog.getByRole('button', { name: /^Circle/ }).click();
    await expect(quoteForm(page).getByLabel('Shape').locator('option:checked')).toHaveText(
      'Circle',
    );
  });
});

test('the roll dialog opens on the roll page and Close returns the focus', async ({ page }) => {
  await page.goto('/stickers/roll');
  // The roll page (the axe scan of issue 11), its lower sections and calendar loaded.
  await expectPageAccessible(page, { calendar: true });
  await expect(quoteForm(page).getByLabel('Cutting')).toHaveValue('9');
  const button = page.getByRole('button', { name: 'About roll stickers' });
  const dialog = await openHelp(page, 'About roll stickers', 'Roll Stickers');
  await expect(dialog).toContainText('Labels wound one after another');
  await expect(dialog).toContainText('Orders of 1,000 or more come with a free roll dispenser.');
  await screenshot(page, `help-roll-${page.viewportSize()?.width}`);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();

  // Keyboard only: Enter opens it again, the focus is inside, Escape closes it.
  await button.press('Enter');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(button).toBeFocused();
});

test('the premium coat dialog comes with the coating choice and passes axe', async ({ page }) => {
  await page.goto('/stickers/hologram-stickers');
  const button = page.getByRole('button', { name: 'About the premium coat' });
  await expect(button).toHaveCount(0);
  await quoteForm(page).getByLabel('Premium Processing').selectOption({ label: 'Gloss Laminate' });
  await expect(quoteForm(page).getByLabel('Premium Coating')).toBeVisible();
  const dialog = await openHelp(page, 'About the premium coat', 'Premium Coating');
  await expect(dialog).toContainText('A clear holographic film laid over the printed sticker');
  await expect(dialog.getByRole('img')).toHaveAccessibleName(/holographic coat, the print/);
  await screenshot(page, `help-coating-${page.viewportSize()?.width}`);
  expect(await seriousViolations(page, 'dialog[open]')).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(button).toBeFocused();
});

test('the quantity tip explains tiers, a typed quantity and sets on a card page', async ({
  page,
}) => {
  await page.goto('/business-cards/standard-business-card');
  await checkQuantityTip(page, { scanWholePage: true });
});

test('the classic-paper tip shows for Classic Paper Stickers and closes when the focus leaves', async ({
  page,
}) => {
  await page.goto('/stickers/paper-stickers');
  const button = page.getByRole('button', { name: 'About classic paper' });
  await expect(button).toHaveCount(0);
  await page
    .getByLabel('Product', { exact: true })
    .selectOption({ label: 'Classic Paper Stickers' });
  await button.focus();
  await page.keyboard.press('Enter');
  const tip = page.getByRole('status').filter({ hasText: 'Uncoated paper:' });
  await expect(page.getByText('write on it with a ballpoint pen, pencil or marker')).toBeVisible();
  await expect(tip).toContainText('write on it with a ballpoint pen, pencil or marker');
  await expect(tip).toContainText('It is not waterproof');
  await screenshot(page, `tip-classic-paper-${page.viewportSize()?.width}`);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Product', { exact: true })).toBeFocused();
  await expect(tip).toHaveCount(0);
  await page.getByLabel('Product', { exact: true }).selectOption({ label: 'Kraft Paper Stickers' });
  await expect(button).toHaveCount(0);
});
