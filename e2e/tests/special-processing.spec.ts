import { crc32, deflateSync } from 'node:zlib';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { quoteForm } from '../support/quote-form';

// Issue 16: the Special Processing request form (spec 001 §2 "Special Processing modal", §4
// "Special Processing form cascade", §5 "Special Processing form"). It opens from three places,
// follows the option rules by product id of the demo catalog (packages/db/src/seed), previews
// attachments, and a request with two files ends on the thank-you screen. Screenshots go to
// SHOTS_DIR when it is set, to be looked at.

const DISABLED = ' (not available for this choice)';
const FORM = 'Special Processing';

async function screenshot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png` });
}

/** axe's serious and critical findings in the open dialog. */
async function seriousViolations(page: Page) {
  const { default: AxeBuilder } = await import('@axe-core/playwright');
  const results = await new AxeBuilder({ page })
    .include('dialog[open]')
    // As in accessibility.spec.ts: a control's accessible name must contain its visible text.
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Opens a product page and waits until its controls answer (they wait for hydration). */
async function openPage(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByLabel('Product page')).toBeEnabled();
}

function spDialog(page: Page) {
  return page.getByRole('dialog', { name: FORM });
}

/**
 * The quote page's way in: a special-processing cutting (Thomson Die-Cut Sheet) turns the
 * button into REQUEST A QUOTE, which opens the form on that configuration.
 */
async function openFromQuotePage(page: Page) {
  await openPage(page, '/stickers/standard-vinyl');
  const form = quoteForm(page);
  await form.getByLabel('Cutting').selectOption({ label: 'Thomson Die-Cut Sheet' });
  await form.getByLabel('Number of Cuts').fill('3');
  const quote = form.getByRole('button', { name: 'REQUEST A QUOTE' });
  await expect(quote).toBeEnabled();
  await quote.click();
  const dialog = spDialog(page);
  await expect(dialog.getByRole('heading', { name: FORM, exact: true })).toBeVisible();
  // The form loads its lists when first opened.
  await expect(dialog.getByLabel('Product', { exact: true })).toBeVisible();
  return dialog;
}

/** The form on another product, chosen in its Product select. */
async function chooseProduct(dialog: Locator, name: string) {
  await dialog.getByLabel('Product', { exact: true }).selectOption({ label: name });
  await expect(checked(dialog.getByLabel('Product', { exact: true }))).toHaveText(name);
}

function checked(select: Locator) {
  return select.locator('option:checked');
}

/** The names of a select's options, and which of them are disabled. */
async function optionsOf(select: Locator) {
  return select.locator('option').evaluateAll((options) =>
    options.map((option) => ({
      name: option.textContent ?? '',
      disabled: (option as HTMLOptionElement).disabled,
    })),
  );
}

function optionsGroup(dialog: Locator) {
  return dialog.getByRole('group', { name: 'Special Processing (required)' });
}

/** A special-processing option's checkbox, enabled or not (its name then says why). */
function processCheckbox(dialog: Locator, name: string) {
  return optionsGroup(dialog)
    .locator('.sp-form__option > label')
    .filter({ hasText: new RegExp(`^${name}(${escape(DISABLED)})?$`) })
    .getByRole('checkbox');
}

function subItems(dialog: Locator, option: string) {
  return dialog.getByRole('group', { name: `${option} options` }).getByRole('checkbox');
}

function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Expects which special-processing options are offered and which are disabled. */
async function expectProcesses(dialog: Locator, expected: Record<string, 'enabled' | 'disabled'>) {
  for (const [name, state] of Object.entries(expected)) {
    const box = processCheckbox(dialog, name);
    if (state === 'enabled') {
      await expect(box).toBeEnabled();
      await expect(box).toHaveAccessibleName(name);
    } else {
      await expect(box).toBeDisabled();
      await expect(box).toHaveAccessibleName(`${name}${DISABLED}`);
    }
  }
}

// Files made here, with real content: the server sniffs the bytes, not the name.

/** A real PNG of `size` x `size` pixels of one colour. */
function pngFile(name: string, size = 8): { name: string; mimeType: string; buffer: Buffer } {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // truecolour RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(size * 3, 0xc8)]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: size }, () => row)));
  const buffer = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return { name, mimeType: 'image/png', buffer };
}

/** A minimal valid one-page PDF, with a correct cross-reference table. */
function pdfFile(name: string) {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 144 144] >>',
  ];
  let text = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(text.length);
    text += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = text.length;
  text += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) text += `${String(offset).padStart(10, '0')} 00000 n \n`;
  text += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(text, 'latin1') };
}

const epsFile = (name: string) => ({
  name,
  mimeType: 'application/postscript',
  buffer: Buffer.from('%!PS-Adobe-3.0 EPSF-3.0\n%%BoundingBox: 0 0 72 72\nshowpage\n%%EOF\n'),
});

const svgFile = (name: string) => ({
  name,
  mimeType: 'image/svg+xml',
  buffer: Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
  ),
});

/** A little-endian TIFF header and one empty directory: enough to be recognised. */
const tiffFile = (name: string) => ({
  name,
  mimeType: 'image/tiff',
  buffer: Buffer.from([0x49, 0x49, 0x2a, 0x00, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00]),
});

function fileInput(dialog: Locator) {
  return dialog.locator('.sp-files input[type=file]');
}

function attached(dialog: Locator) {
  return dialog.locator('.sp-files__item');
}

test.describe('where the form opens', () => {
  test('REQUEST A QUOTE on a special-processing cutting opens the form on that configuration', async ({
    page,
  }) => {
    await openPage(page, '/stickers/standard-vinyl');
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
    await openPage(page, '/business-cards/premium-business-card#special-features');
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
    await openPage(page, '/stickers/embossed-paper-stickers');
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

test('attachments: previews, the 4-file tooltip, refused scripts and Remove', async ({ page }) => {
  const dialog = await openFromQuotePage(page);
  const input = fileInput(dialog);
  await input.setInputFiles([pngFile('logo.png'), pdfFile('proof.pdf')]);
  await expect(attached(dialog)).toHaveCount(2);
  const picture = attached(dialog).nth(0).locator('img');
  await expect(picture).toBeVisible();
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await expect(attached(dialog).nth(1).locator('svg[data-preview=pdf]')).toBeVisible();

  await input.setInputFiles([epsFile('outline.eps'), svgFile('badge.svg')]);
  await expect(attached(dialog)).toHaveCount(4);
  await expect(attached(dialog).nth(2).locator('svg[data-preview=postscript]')).toBeVisible();
  await expect(attached(dialog).nth(3).locator('svg[data-preview=file]')).toBeVisible();
  await expect(attached(dialog).locator('.sp-files__name')).toHaveText([
    'logo.png',
    'proof.pdf',
    'outline.eps',
    'badge.svg',
  ]);
  await expect(dialog.getByText('(4 of 4)')).toBeVisible();

  // A fifth: not taken, the tooltip for 5 seconds.
  await input.setInputFiles([tiffFile('scan.tiff')]);
  const tooltip = dialog.getByText('Maximum of 4 files only!');
  await expect(tooltip).toBeVisible();
  await expect(attached(dialog)).toHaveCount(4);
  await expect(tooltip).toBeHidden({ timeout: 15_000 });
  // Attach File itself says so while four are attached.
  await dialog.getByRole('button', { name: 'Attach File' }).click();
  await expect(tooltip).toBeVisible();

  await dialog.getByRole('button', { name: 'Remove badge.svg' }).click();
  await expect(attached(dialog)).toHaveCount(3);
  await expect(dialog.getByText('badge.svg')).toHaveCount(0);

  // A TIFF gets the default icon.
  await input.setInputFiles([tiffFile('scan.tiff')]);
  await expect(attached(dialog).nth(3).locator('svg[data-preview=file]')).toBeVisible();
  await dialog.getByRole('button', { name: 'Remove scan.tiff' }).click();

  // Scripts and style sheets are refused by name, and not listed.
  await input.setInputFiles([
    { name: 'tracker.js', mimeType: 'text/javascript', buffer: Buffer.from('alert(1)') },
  ]);
  await expect(dialog.getByRole('alert').filter({ hasText: 'tracker.js' })).toHaveText(
    'File type not accepted. Please try again. (tracker.js)',
  );
  await expect(attached(dialog)).toHaveCount(3);
  await expect(attached(dialog).locator('.sp-files__name')).toHaveText([
    'logo.png',
    'proof.pdf',
    'outline.eps',
  ]);
  await dialog.getByRole('button', { name: 'Remove logo.png' }).click();
  await expect(attached(dialog).locator('.sp-files__name')).toHaveText([
    'proof.pdf',
    'outline.eps',
  ]);
});

test('a request with two files ends on the thank-you screen and is stored with them', async ({
  page,
}) => {
  const email = `sp.request.${Date.now()}@example.org`;
  const dialog = await openFromQuotePage(page);
  await dialog.getByLabel('First Name').fill('Mara');
  await dialog.getByLabel('Last Name').fill('Quinn');
  await dialog.getByLabel('Email Address').fill(email);
  const size = dialog.getByRole('group', { name: 'Sheet Size (in)' });
  await size.getByLabel('Width').fill('4');
  await size.getByLabel('Height').fill('6');
  await processCheckbox(dialog, 'Stamp Spot').check();
  await dialog.getByRole('group', { name: 'Stamp Spot options' }).getByLabel('Gold').check();
  await dialog.getByLabel('Remarks').fill('Gold foil on the logo only, please.');
  await fileInput(dialog).setInputFiles([pngFile('logo.png', 16), pdfFile('artwork.pdf')]);
  await expect(attached(dialog)).toHaveCount(2);

  const send = dialog.getByRole('button', { name: 'Send Quote' });
  await expect(send).toBeEnabled();
  // The Thomson sheet asks how many stickers go on a sheet: said after Send Quote, in the field.
  await send.click();
  const perSheet = dialog.getByLabel('Stickers/Sheet');
  await expect(perSheet).toBeFocused();
  await expect(
    dialog.getByText('Please specify the number of stickers to place in one seat.'),
  ).toBeVisible();
  await perSheet.fill('12');
  await send.click();
  await expect(
    dialog.getByRole('heading', { name: 'Your Quote Request has been sent!' }),
  ).toBeFocused();
  await expect(dialog.getByText('Thank you for your quote request.')).toBeVisible();
  await expect(dialog.getByText('We will respond to you shortly.')).toBeVisible();
  await expect(dialog.getByText('Please wait for a while.')).toBeVisible();
  const reference = dialog.getByText(/^Reference: QR-/);
  await expect(reference).toBeVisible();
  const referenceNo = ((await reference.textContent()) ?? '').replace('Reference: ', '').trim();
  await screenshot(page, `special-processing-${page.viewportSize()?.width}-thanks`);
  expect(await seriousViolations(page)).toEqual([]);

  const events = await page.evaluate(
    () => (window as Window & { dataLayer?: unknown[] }).dataLayer ?? [],
  );
  expect(events).toContainEqual({
    event: 'special_processing_quote_request',
    quote_type: 'Special Processing',
    reference_no: referenceNo,
    email,
  });

  // The request and its files, as this browser reads them back.
  const answer = await page.request.get('/api/quote/get/quote-requests');
  expect(answer.status()).toBe(200);
  const { quote_requests } = (await answer.json()) as {
    quote_requests: Array<{
      reference_no: string;
      quote_type: string;
      comment: string;
      attachments: Array<{ name: string; type: string; size: number }>;
    }>;
  };
  const stored = quote_requests.find((request) => request.reference_no === referenceNo);
  expect(stored?.quote_type).toBe('Special Processing');
  expect(stored?.comment).toContain('Gold foil on the logo only, please.');
  expect(stored?.attachments.map(({ name, type }) => ({ name, type }))).toEqual([
    { name: 'logo.png', type: 'image/png' },
    { name: 'artwork.pdf', type: 'application/pdf' },
  ]);

  // Closing resets everything: the next opening starts a fresh form.
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(dialog).toBeHidden();
  await quoteForm(page).getByRole('button', { name: 'REQUEST A QUOTE' }).click();
  await expect(dialog.getByLabel('Product', { exact: true })).toBeVisible();
  await expect(processCheckbox(dialog, 'Stamp Spot')).not.toBeChecked();
  await expect(attached(dialog)).toHaveCount(0);
  await expect(dialog.getByLabel('Remarks')).toHaveValue('');
  await expect(dialog.getByRole('button', { name: 'Send Quote' })).toBeVisible();
});

test('Send Quote stays disabled without a special process and with a size below the minimum', async ({
  page,
}) => {
  const dialog = await openFromQuotePage(page);
  const send = dialog.getByRole('button', { name: 'Send Quote' });
  // An ordinary cutting and no option: nothing special to quote.
  await dialog.getByLabel('Supply').selectOption({ label: 'Die Cut' });
  const size = dialog.getByRole('group', { name: 'Size (in)' });
  await size.getByLabel('Width').fill('3');
  await size.getByLabel('Height').fill('3');
  await expect(send).toBeDisabled();
  await expect(
    dialog.getByText('To send, choose a special process (a special cutting or an option).'),
  ).toBeVisible();
  await processCheckbox(dialog, 'Multi-Layer White').check();
  await expect(send).toBeEnabled();
  await expect(dialog.getByText(/^To send/)).toHaveCount(0);

  // Below the Die Cut's minimum of 0.5 in.
  await size.getByLabel('Width').fill('0.2');
  await size.getByLabel('Height').fill('0.2');
  await expect(size.getByText('* Width or height must not be below 0.5x0.5in.')).toBeVisible();
  await expect(send).toBeDisabled();
  await expect(dialog.getByText('To send, enter a valid size.')).toBeVisible();
  await expect(size.getByLabel('Width')).toHaveAttribute('aria-invalid', 'true');

  await size.getByLabel('Width').fill('1');
  await size.getByLabel('Height').fill('1');
  await expect(size.getByText(/must not be below/)).toHaveCount(0);
  await expect(send).toBeEnabled();
});

test('axe finds no serious or critical violations in the open form', async ({ page }) => {
  test.slow();
  const dialog = await openFromQuotePage(page);
  expect(await seriousViolations(page)).toEqual([]);

  await processCheckbox(dialog, 'Multi-Layer White').check();
  await subItems(dialog, 'Multi-Layer White').nth(0).check();
  await processCheckbox(dialog, 'Stamp Spot').check();
  await fileInput(dialog).setInputFiles([pngFile('logo.png'), pdfFile('proof.pdf')]);
  await expect(attached(dialog)).toHaveCount(2);
  await dialog.getByLabel('Supply').selectOption({ label: 'Die Cut' });
  const size = dialog.getByRole('group', { name: 'Size (in)' });
  await size.getByLabel('Width').fill('0.2');
  await expect(size.getByText(/must not be below/)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // The messages of a refused send.
  await size.getByLabel('Width').fill('2');
  await dialog.getByLabel('First Name').fill('');
  await dialog.getByRole('button', { name: 'Send Quote' }).click();
  await expect(dialog.getByLabel('First Name')).toHaveAttribute('aria-invalid', 'true');
  expect(await seriousViolations(page)).toEqual([]);
});

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 500 ? 740 : 900 } });

    test(`the open form fits the screen (${width} px)`, async ({ page }) => {
      const dialog = await openFromQuotePage(page);
      await dialog.getByLabel('First Name').fill('Mara');
      await dialog.getByLabel('Last Name').fill('Quinn');
      await screenshot(page, `special-processing-${width}-top`);
      await processCheckbox(dialog, 'Stamp Spot').check();
      await fileInput(dialog).setInputFiles([
        pngFile('logo.png', 16),
        pdfFile('proof.pdf'),
        epsFile('outline.eps'),
      ]);
      await expect(attached(dialog)).toHaveCount(3);
      await optionsGroup(dialog).scrollIntoViewIfNeeded();
      await screenshot(page, `special-processing-${width}-options`);
      await dialog.getByRole('button', { name: 'Send Quote' }).scrollIntoViewIfNeeded();
      await screenshot(page, `special-processing-${width}-attachments`);

      // Nothing spills sideways: the dialog and every field inside fit the window.
      const overflow = await dialog.evaluate((element) => {
        const limit = document.documentElement.clientWidth;
        return Array.from(element.querySelectorAll('*'))
          .filter((node) => node.getBoundingClientRect().right > limit + 1)
          .map((node) => node.className || node.tagName);
      });
      expect(overflow).toEqual([]);
      const box = await dialog.boundingBox();
      expect(box?.width ?? Infinity).toBeLessThanOrEqual(width);
    });
  });
}
