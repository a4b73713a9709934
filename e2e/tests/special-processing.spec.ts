import { expect, test } from '../support/fixtures';
import { expectPictureLoaded, screenshot, seriousViolations } from '../support/page-checks';
import { quoteForm } from '../support/quote-form';
import {
  attached,
  epsFile,
  fileInput,
  openFromQuotePage,
  optionsGroup,
  pdfFile,
  pngFile,
  processCheckbox,
  subItems,
  svgFile,
  tiffFile,
} from '../support/special-processing';

// Issue 16: the Special Processing form's attachments, Send Quote and the thank-you screen, its
// accessibility and its look at phone and desktop widths (spec 001 §2, §5). Where it opens and its
// rules by product id: special-processing-rules.spec.ts. Screenshots go to SHOTS_DIR when set.

test('attachments: previews, the 4-file tooltip, refused scripts and Remove', async ({ page }) => {
  const dialog = await openFromQuotePage(page);
  const input = fileInput(dialog);
  await input.setInputFiles([pngFile('logo.png'), pdfFile('proof.pdf')]);
  await expect(attached(dialog)).toHaveCount(2);
  await expectPictureLoaded(attached(dialog).nth(0).locator('img'));
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
  expect(await seriousViolations(page, 'dialog[open]')).toEqual([]);

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
  expect(await seriousViolations(page, 'dialog[open]')).toEqual([]);

  await processCheckbox(dialog, 'Multi-Layer White').check();
  await subItems(dialog, 'Multi-Layer White').nth(0).check();
  await processCheckbox(dialog, 'Stamp Spot').check();
  await fileInput(dialog).setInputFiles([pngFile('logo.png'), pdfFile('proof.pdf')]);
  await expect(attached(dialog)).toHaveCount(2);
  await dialog.getByLabel('Supply').selectOption({ label: 'Die Cut' });
  const size = dialog.getByRole('group', { name: 'Size (in)' });
  await size.getByLabel('Width').fill('0.2');
  await expect(size.getByText(/must not be below/)).toBeVisible();
  expect(await seriousViolations(page, 'dialog[open]')).toEqual([]);

  // The messages of a refused send.
  await size.getByLabel('Width').fill('2');
  await dialog.getByLabel('First Name').fill('');
  await dialog.getByRole('button', { name: 'Send Quote' }).click();
  await expect(dialog.getByLabel('First Name')).toHaveAttribute('aria-invalid', 'true');
  expect(await seriousViolations(page, 'dialog[open]')).toEqual([]);
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
