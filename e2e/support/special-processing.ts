import { crc32, deflateSync } from 'node:zlib';
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';
import { openProductPage } from './page-checks';
import { quoteForm } from './quote-form';

// Issue 16: what the Special Processing form's specs share: the ways in, its controls as a visitor
// reads them, and real files to attach (spec 001 §2, §4, §5).

export const DISABLED = ' (not available for this choice)';
export const FORM = 'Special Processing';

export function spDialog(page: Page) {
  return page.getByRole('dialog', { name: FORM });
}

/**
 * The quote page's way in: a special-processing cutting (Thomson Die-Cut Sheet) turns the
 * button into REQUEST A QUOTE, which opens the form on that configuration.
 */
export async function openFromQuotePage(page: Page) {
  await openProductPage(page, '/stickers/standard-vinyl');
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
export async function chooseProduct(dialog: Locator, name: string) {
  await dialog.getByLabel('Product', { exact: true }).selectOption({ label: name });
  await expect(checked(dialog.getByLabel('Product', { exact: true }))).toHaveText(name);
}

export function checked(select: Locator) {
  return select.locator('option:checked');
}

/** The names of a select's options, and which of them are disabled. */
export async function optionsOf(select: Locator) {
  return select.locator('option').evaluateAll((options) =>
    options.map((option) => ({
      name: option.textContent ?? '',
      disabled: (option as HTMLOptionElement).disabled,
    })),
  );
}

export function optionsGroup(dialog: Locator) {
  return dialog.getByRole('group', { name: 'Special Processing (required)' });
}

/** A special-processing option's checkbox, enabled or not (its name then says why). */
export function processCheckbox(dialog: Locator, name: string) {
  return optionsGroup(dialog)
    .locator('.sp-form__option > label')
    .filter({ hasText: new RegExp(`^${name}(${escape(DISABLED)})?$`) })
    .getByRole('checkbox');
}

export function subItems(dialog: Locator, option: string) {
  return dialog.getByRole('group', { name: `${option} options` }).getByRole('checkbox');
}

export function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Expects which special-processing options are offered and which are disabled. */
export async function expectProcesses(
  dialog: Locator,
  expected: Record<string, 'enabled' | 'disabled'>,
) {
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
export function pngFile(
  name: string,
  size = 8,
): { name: string; mimeType: string; buffer: Buffer } {
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
export function pdfFile(name: string) {
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

export const epsFile = (name: string) => ({
  name,
  mimeType: 'application/postscript',
  buffer: Buffer.from('%!PS-Adobe-3.0 EPSF-3.0\n%%BoundingBox: 0 0 72 72\nshowpage\n%%EOF\n'),
});

export const svgFile = (name: string) => ({
  name,
  mimeType: 'image/svg+xml',
  buffer: Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
  ),
});

/** A little-endian TIFF header and one empty directory: enough to be recognised. */
export const tiffFile = (name: string) => ({
  name,
  mimeType: 'image/tiff',
  buffer: Buffer.from([0x49, 0x49, 0x2a, 0x00, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00]),
});

export function fileInput(dialog: Locator) {
  return dialog.locator('.sp-files input[type=file]');
}

export function attached(dialog: Locator) {
  return dialog.locator('.sp-files__item');
}
