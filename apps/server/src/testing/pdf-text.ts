/**
 * Reads PDFs back in tests, with pdf.js's legacy build (the one meant for Node).
 *
 * Two identical copies exist, apps/server/src/testing/pdf-text.ts and e2e/support/pdf-text.ts,
 * because e2e is a workspace of its own: change both together.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getDocument, type PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';

// Without its standard font data pdf.js warns on every PDF that uses the built-in fonts
// (Helvetica and the like) without embedding them. In Node it takes a directory path.
const standardFontDataUrl =
  join(
    dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')),
    'standard_fonts',
  ) + '/';

async function withPdf<T>(
  data: Buffer | Uint8Array,
  read: (pdf: PDFDocumentProxy) => Promise<T>,
): Promise<T> {
  // pdf.js refuses a Node Buffer and detaches the bytes it is given, so it gets a plain copy.
  const pdf = await getDocument({
    data: new Uint8Array(data),
    useSystemFonts: false,
    isEvalSupported: false,
    standardFontDataUrl,
  }).promise;
  try {
    return await read(pdf);
  } finally {
    await pdf.destroy();
  }
}

/** The text of every page, pages joined with newlines; a line break in the PDF is a newline. */
export async function pdfText(data: Buffer | Uint8Array): Promise<string> {
  return withPdf(data, async (pdf) => {
    const pages: string[] = [];
    for (let n = 1; n <= pdf.numPages; n++) {
      const content = await (await pdf.getPage(n)).getTextContent();
      pages.push(
        content.items
          .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : ''))
          .join(''),
      );
    }
    return pages.join('\n');
  });
}

/** The size of page 1 in points (US Letter is 612 x 792). */
export async function pdfPageSize(
  data: Buffer | Uint8Array,
): Promise<{ width: number; height: number }> {
  return withPdf(data, async (pdf) => {
    const { width, height } = (await pdf.getPage(1)).getViewport({ scale: 1 });
    return { width, height };
  });
}
