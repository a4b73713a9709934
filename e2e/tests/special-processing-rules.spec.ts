import { expect, test } from '../support/fixtures';
import { openProductPage } from '../support/page-checks';
import { quoteForm } from '../support/quote-form';
import {
  FORM,
  checked,
  chooseProduct,
  expectProcesses,
  openFromQuotePage,
  optionsGroup,
  optionsOf,
  processCheckbox,
  spDialog,
  subItems,
} from '../support/special-processing';

// Issue 16: where the Special Processing form opens (the quote page, the card explainers, the
// embossed-paper link) and how its cascade follows the option rules by product id of the demo
// catalog (packages/db/src/seed; spec 001 §2, §4). Sending, files and looks: special-processing.spec.ts.

test.describe('where the form opens', () => {
  test('REQUEST A QUOTE on a special-processing cutting opens the form on that configuration', async ({
    page,
  }) => {
    await openProductPage(page, '/stickers/standard-vinyl');
    const form = quoteForm(page);
    await form.getByLabel('Cutting').selectOption({ label: 'Thomson Die-Cut Sheet' });
    await form.getByLabel('Number of Cuts').fill('3');
    const width = await form.getByLabel('Width').inputValue();
    const height = await form.getByLabel('Height').inputValue();
    await form.getByRole('button', { name: 'REQUEST A QUOTE' }).click();

    const dialog = spDialog(page);
    await expect(dialog.getByRole('heading', { name: FORM, exact: true })).toBeVisible();
    await expect(checked(dialog.getByLabel('Product', { exact: true }))).toHaveText(
      'Standard Vinyl Stickers',
    );
    await expect(checked(dialog.getByLabel('Supply'))).toHaveText('Thomson Die-Cut Sheet');
    await expect(checked(dialog.getByLabel('Shape'))).toHaveText('Multiple Shapes');
    await expect(dialog.getByLabel('Number of Cuts')).toHaveValue('3');
    // Cutting 6 is a sheet: "Sheet Size" (spec 001 §2), with the page's size.
    const size = dialog.getByRole('group', { name: 'Sheet Size (in)' });
    await expect(size.getByLabel('Width')).toHaveValue(width);
    await expect(size.getByLabel('Height')).toHaveValue(height);
    // Nothing ticked: the special cutting is the special process, so the request can go.
    await expect(optionsGroup(dialog).getByRole('checkbox', { checked: true })).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Send Quote' })).toBeEnabled();
  });

  test("a card page's SPECIAL FEATURES explainers ask for their own process", async ({ page }) => {
    await openProductPage(page, '/business-cards/premium-business-card#special-features');
    const panel = page.getByRole('tabpanel', { name: 'SPECIAL FEATURES', exact: true });
    await expect(panel).toBeVisible();

    await panel.getByRole('button', { name: 'Request a quote for Foil Stamp' }).click();
    let dialog = spDialog(page);
    await expect(dialog.getByRole('heading', { name: FORM, exact: true })).toBeVisible();
    await expect(checked(dialog.getByLabel('Product', { exact: true }))).toHaveText(
      'Premium Business Card',
    );
    await expect(processCheckbox(dialog, 'Stamp Spot')).toBeChecked();
    await expect(processCheckbox(dialog, 'Emboss')).not.toBeChecked();
    // A card has no cutting: no Supply to choose; the card's own size.
    await expect(dialog.getByLabel('Supply')).toHaveCount(0);
    const size = dialog.getByRole('group', { name: 'Size (in)' });
    await expect(size.getByLabel('Width')).toHaveValue('3.5');
    await expect(size.getByLabel('Height')).toHaveValue('2');
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await expect(dialog).toBeHidden();

    await panel.getByRole('tab', { name: 'Emboss / Deboss' }).click();
    await panel.getByRole('button', { name: 'Request a quote for Emboss / Deboss' }).click();
    dialog = spDialog(page);
    await expect(dialog.getByRole('heading', { name: FORM, exact: true })).toBeVisible();
    await expect(checked(dialog.getByLabel('Product', { exact: true }))).toHaveText(
      'Premium Business Card',
    );
    await expect(processCheckbox(dialog, 'Emboss')).toBeChecked();
    await expect(processCheckbox(dialog, 'Stamp Spot')).not.toBeChecked();
  });

  test('the embossed-paper panel link opens the form on its product with the Single Color note', async ({
    page,
  }) => {
    await openProductPage(page, '/stickers/embossed-paper-stickers');
    await page.getByRole('button', { name: 'Request a Special Processing quote' }).click();
    const dialog = spDialog(page);
    await expect(dialog.getByRole('heading', { name: FORM, exact: true })).toBeVisible();
    await expect(checked(dialog.getByLabel('Product', { exact: true }))).toHaveText(
      'Embossed Paper Stickers',
    );
    await expect(dialog.getByText(/mention Single Color Printing in the remarks/)).toBeVisible();
    await expect(dialog.getByLabel('Remarks')).toHaveValue('Single Color Printing');
    await expect(checked(dialog.getByLabel('Color'))).toHaveText('Single Color');
    // A raised area is Emboss, offered on this product only on Pearl White: ready to send.
    await expect(checked(dialog.getByLabel('Material'))).toHaveText('Pearl White');
    await expect(processCheckbox(dialog, 'Emboss')).toBeChecked();
  });
});

test.describe('the cascade and the rules by product id', () => {
  test('the product list leaves out products 9 and 23 and those with no special process', async ({
    page,
  }) => {
    const dialog = await openFromQuotePage(page);
    const names = (await optionsOf(dialog.getByLabel('Product', { exact: true }))).map(
      (o) => o.name,
    );
    expect(names).not.toContain('Vinyl Lettering');
    expect(names).not.toContain('Transfer Decals');
    expect(names).not.toContain('Standard Business Card');
    expect(names).not.toContain('Lettering Decals');
    expect(names).toEqual(
      expect.arrayContaining([
        'Standard Vinyl Stickers',
        'Embossed Paper Stickers',
        'Hologram Stickers',
        'Gold Vinyl Stickers',
        'Premium Business Card',
      ]),
    );
  });

  test('product 1: Laser Cut and Emboss disabled; a roll asks orientation and a fixed size', async ({
    page,
  }) => {
    const dialog = await openFromQuotePage(page);
    await chooseProduct(dialog, 'Standard Vinyl Stickers');
    expect(await optionsOf(dialog.getByLabel('Supply'))).toEqual([
      { name: 'Die Cut', disabled: false },
      { name: 'Kiss Cut', disabled: false },
      { name: 'Kiss-Cut Sheet', disabled: false },
      { name: 'Square Cut', disabled: false },
      { name: 'Multi-Cut Sheet', disabled: false },
      { name: 'Thomson Die-Cut Sheet', disabled: false },
      { name: 'Laser Cut', disabled: true },
      { name: 'Half-Cut Sheet', disabled: false },
      { name: 'Roll', disabled: false },
    ]);
    await expect(dialog.getByLabel('Finishing')).toBeVisible();
    await expect(dialog.getByLabel('Material')).toHaveCount(0);
    await expectProcesses(dialog, {
      'Stamp Spot': 'enabled',
      Emboss: 'disabled',
      'Multi-Layer White': 'enabled',
    });

    // Die Cut: typed sizes, no orientation.
    await dialog.getByLabel('Supply').selectOption({ label: 'Die Cut' });
    await expect(dialog.getByLabel('Orientation')).toHaveCount(0);
    await expect(
      dialog.getByRole('group', { name: 'Size (in)' }).getByLabel('Width'),
    ).toBeVisible();
    await expect(dialog.getByLabel('Adhesive')).toBeVisible();
    // Shapes by sides (spec 001 §4): unequal sides, no Circle or Square; equal, no Oval or Rectangle.
    const size = dialog.getByRole('group', { name: 'Size (in)' });
    await size.getByLabel('Width').fill('3');
    await size.getByLabel('Height').fill('2');
    await expect(dialog.getByLabel('Shape').locator('option')).toHaveText([
      'Oval',
      'Rectangle',
      'Custom Shape',
    ]);
    await size.getByLabel('Height').fill('3');
    await expect(dialog.getByLabel('Shape').locator('option')).toHaveText([
      'Circle',
      'Square',
      'Custom Shape',
    ]);

    // Thomson (6): a laminate can be asked for on a special cut (issue 27 item 13; only the price
    // configurator hides premium processing there).
    await dialog.getByLabel('Supply').selectOption({ label: 'Thomson Die-Cut Sheet' });
    await expect(dialog.getByLabel('Premium Processing')).toBeVisible();

    // Roll (cutting 9): orientation, the first chosen; the size is one of the fixed sizes.
    await dialog.getByLabel('Supply').selectOption({ label: 'Roll' });
    const orientation = dialog.getByLabel('Orientation');
    await expect(orientation.locator('option')).toHaveText([
      'Top Edge First',
      'Bottom Edge First',
      'Right Edge First',
      'Left Edge First',
    ]);
    await expect(checked(orientation)).toHaveText('Top Edge First');
    const fixedSize = dialog.getByLabel('Size (in)');
    await expect(fixedSize).toHaveJSProperty('tagName', 'SELECT');
    await expect(fixedSize.locator('option')).toHaveText([
      '1" x 1"',
      '2" x 2"',
      '3" x 3"',
      '2" x 3"',
      '3" x 4"',
      '4" x 6"',
    ]);
    await expect(dialog.getByLabel('Width')).toHaveCount(0);
    // No adhesive and no premium processing on a roll (spec 001 §4).
    await expect(dialog.getByLabel('Adhesive')).toHaveCount(0);
    await expect(dialog.getByLabel('Premium Processing')).toHaveCount(0);
  });

  test('product 7: Material, Stamp Spot and Multi-Layer White disabled, Emboss only on Pearl White', async ({
    page,
  }) => {
    const dialog = await openFromQuotePage(page);
    await chooseProduct(dialog, 'Embossed Paper Stickers');
    expect(await optionsOf(dialog.getByLabel('Supply'))).toEqual([
      { name: 'Die Cut', disabled: false },
      { name: 'Kiss Cut', disabled: false },
      { name: 'Square Cut', disabled: false },
      { name: 'Thomson Die-Cut Sheet', disabled: false },
      { name: 'Laser Cut', disabled: true },
      { name: 'Roll', disabled: false },
    ]);
    await expect(dialog.getByLabel('Finishing')).toHaveCount(0);
    const material = dialog.getByLabel('Material');
    await expect(material.locator('option')).toHaveText([
      'Embossed White',
      'Embossed Cream',
      'Pearl White',
    ]);
    await expect(checked(material)).toHaveText('Embossed White');
    await expectProcesses(dialog, {
      'Stamp Spot': 'disabled',
      Emboss: 'disabled',
      'Multi-Layer White': 'disabled',
    });

    await material.selectOption({ label: 'Pearl White' });
    await expectProcesses(dialog, {
      'Stamp Spot': 'disabled',
      Emboss: 'enabled',
      'Multi-Layer White': 'disabled',
    });
    await processCheckbox(dialog, 'Emboss').check();
    await expect(subItems(dialog, 'Emboss')).toHaveCount(2);

    // Back to an embossed paper: Emboss is disabled again and unticked.
    await material.selectOption({ label: 'Embossed Cream' });
    await expectProcesses(dialog, { Emboss: 'disabled' });
    await expect(processCheckbox(dialog, 'Emboss')).not.toBeChecked();
    await expect(dialog.getByRole('group', { name: 'Emboss options' })).toHaveCount(0);
  });

  test('product 13 (Hologram): no Laser Cut, and the hologram coating with gloss laminate', async ({
    page,
  }) => {
    const dialog = await openFromQuotePage(page);
    await chooseProduct(dialog, 'Hologram Stickers');
    expect(await optionsOf(dialog.getByLabel('Supply'))).toEqual([
      { name: 'Die Cut', disabled: false },
      { name: 'Kiss Cut', disabled: false },
      { name: 'Kiss-Cut Sheet', disabled: false },
      { name: 'Square Cut', disabled: false },
      { name: 'Multi-Cut Sheet', disabled: false },
      { name: 'Thomson Die-Cut Sheet', disabled: false },
      { name: 'Half-Cut Sheet', disabled: false },
    ]);
    await expect(checked(dialog.getByLabel('Finishing'))).toHaveText('Hologram');
    await expectProcesses(dialog, {
      'Stamp Spot': 'enabled',
      Emboss: 'enabled',
      'Multi-Layer White': 'enabled',
    });

    // Spec 001 §4: the coating comes with the second premium item, and Hologram forces it.
    const premium = dialog.getByLabel('Premium Processing');
    await expect(checked(premium)).toHaveText('No Laminate');
    await expect(dialog.getByLabel('Premium Coating')).toHaveCount(0);
    await premium.selectOption({ label: 'Gloss Laminate' });
    const coating = dialog.getByLabel('Premium Coating');
    await expect(coating.locator('option')).toHaveText([
      'Rainbow Hologram',
      'Sparkle Hologram',
      'Broken Glass Hologram',
    ]);
    await expect(checked(coating)).toHaveText('Rainbow Hologram');
    await premium.selectOption({ label: 'Matte Laminate' });
    await expect(dialog.getByLabel('Premium Coating')).toHaveCount(0);
  });

  test('product 14: Thomson and Laser Cut disabled, Stamp Spot disabled', async ({ page }) => {
    const dialog = await openFromQuotePage(page);
    await processCheckbox(dialog, 'Stamp Spot').check();
    await chooseProduct(dialog, 'Gold Vinyl Stickers');
    expect(await optionsOf(dialog.getByLabel('Supply'))).toEqual([
      { name: 'Die Cut', disabled: false },
      { name: 'Kiss Cut', disabled: false },
      { name: 'Kiss-Cut Sheet', disabled: false },
      { name: 'Square Cut', disabled: false },
      { name: 'Multi-Cut Sheet', disabled: false },
      { name: 'Thomson Die-Cut Sheet', disabled: true },
      { name: 'Laser Cut', disabled: true },
      { name: 'Half-Cut Sheet', disabled: false },
      { name: 'Roll', disabled: false },
    ]);
    // A product change clears the choices; the first enabled cutting is chosen.
    await expect(checked(dialog.getByLabel('Supply'))).toHaveText('Die Cut');
    await expectProcesses(dialog, {
      'Stamp Spot': 'disabled',
      Emboss: 'enabled',
      'Multi-Layer White': 'enabled',
    });
    await expect(processCheckbox(dialog, 'Stamp Spot')).not.toBeChecked();
  });

  test('sub-options: at most 3 in all, and Stamp Spot takes one', async ({ page }) => {
    const dialog = await openFromQuotePage(page);
    await processCheckbox(dialog, 'Multi-Layer White').check();
    const white = subItems(dialog, 'Multi-Layer White');
    await expect(white.and(page.locator(':checked'))).toHaveCount(0);
    await expect(
      dialog.getByRole('group', { name: 'Multi-Layer White options' }).locator('label'),
    ).toHaveText(['Single White', 'Double White', 'Spot White', 'Flood White']);
    await white.nth(0).check();
    await white.nth(1).check();
    await expect(white.nth(3)).toBeEnabled();
    await white.nth(2).check();
    // Three in all: the fourth, and every other option's sub-items, are disabled.
    await expect(white.nth(3)).toBeDisabled();
    await processCheckbox(dialog, 'Stamp Spot').check();
    const stamp = subItems(dialog, 'Stamp Spot');
    await expect(stamp).toHaveCount(3);
    for (const box of await stamp.all()) await expect(box).toBeDisabled();

    await white.nth(2).uncheck();
    await expect(white.nth(3)).toBeEnabled();
    // max_selected 1: a second tick replaces the first.
    const gold = dialog.getByRole('group', { name: 'Stamp Spot options' }).getByLabel('Gold');
    const silver = dialog.getByRole('group', { name: 'Stamp Spot options' }).getByLabel('Silver');
    await gold.check();
    await expect(gold).toBeChecked();
    await silver.check();
    await expect(silver).toBeChecked();
    await expect(gold).not.toBeChecked();
    await expect(stamp.and(page.locator(':checked'))).toHaveCount(1);
    // Three in all again (two whites and Silver).
    await expect(white.nth(2)).toBeDisabled();
    await expect(white.nth(3)).toBeDisabled();

    // Unticking an option clears its sub-items.
    await processCheckbox(dialog, 'Stamp Spot').uncheck();
    await expect(dialog.getByRole('group', { name: 'Stamp Spot options' })).toHaveCount(0);
    await expect(white.nth(2)).toBeEnabled();
  });
});
