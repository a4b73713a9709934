/**
 * The fonts the quotation's PDF embeds (issue 27, ADR 0032): Noto Sans from npm packages, never
 * a system font, so every server prints the same. Read and parsed once per process, on first
 * use, and kept (about 14 MB of files); each PDF embeds only the glyphs it uses (pdfkit subsets
 * through fontkit).
 *
 * The faces are tried in order for each character: Noto Sans for Latin, Greek, Cyrillic and the
 * signs; Noto Sans Hans (Noto Sans CJK's Chinese set) for the CJK ideographs, kana and full-width
 * forms; Noto Sans KR for Hangul. Only Noto Sans has a bold: a CJK weight is 5 to 8 MB, and bold
 * is printed only for the company line and fixed labels, so CJK there prints regular.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Font } from 'fontkit';
import type { CodePointCoverage } from '@shop/domain/printable-text';
import { parseFont } from '../common/font-file';

const require = createRequire(import.meta.url);

interface FaceFiles {
  id: string;
  /** An npm package holding the files in its fonts/ folder. */
  packageName: string;
  regular: string;
  bold: string | null;
}

const FACE_FILES: readonly FaceFiles[] = [
  {
    id: 'noto-sans',
    packageName: '@embedpdf/fonts-latin',
    regular: 'NotoSans-Regular.ttf',
    bold: 'NotoSans-Bold.ttf',
  },
  {
    id: 'noto-sans-hans',
    packageName: '@embedpdf/fonts-sc',
    regular: 'NotoSansHans-Regular.otf',
    bold: null,
  },
  {
    id: 'noto-sans-kr',
    packageName: '@embedpdf/fonts-kr',
    regular: 'NotoSansKR-Regular.otf',
    bold: null,
  },
];

/** One face of the PDF, parsed by fontkit: its cmap tells which characters it draws. */
export interface QuotationFace {
  id: string;
  regular: Font;
  /** The regular when the face has no bold. */
  bold: Font;
}

export interface QuotationFonts {
  /** In the order they are tried; the first is the face of text no face covers. */
  faces: readonly [QuotationFace, ...QuotationFace[]];
  /** Every code point some face draws (domain printable-text.ts). */
  coverage: CodePointCoverage;
  /** The first face that draws the code point, else null. */
  faceOf(codePoint: number): QuotationFace | null;
}

/**
 * A file of a font package. The packages export only their index, which lists the files by name
 * in the fonts/ folder beside its dist/ folder.
 */
function fontFilePath(packageName: string, file: string): string {
  return join(dirname(require.resolve(packageName)), '..', 'fonts', file);
}

async function loadFace(files: FaceFiles): Promise<QuotationFace> {
  const regular = parseFont(await readFile(fontFilePath(files.packageName, files.regular)));
  const bold = files.bold
    ? parseFont(await readFile(fontFilePath(files.packageName, files.bold)))
    : regular;
  return { id: files.id, regular, bold };
}

async function loadFonts(): Promise<QuotationFonts> {
  const [first, ...rest] = await Promise.all(FACE_FILES.map(loadFace));
  if (!first) throw new Error('The quotation has no fonts.');
  const faces: [QuotationFace, ...QuotationFace[]] = [first, ...rest];
  const faceOf = (codePoint: number) =>
    faces.find((face) => face.regular.hasGlyphForCodePoint(codePoint)) ?? null;
  return { faces, faceOf, coverage: { has: (codePoint) => faceOf(codePoint) !== null } };
}

let loading: Promise<QuotationFonts> | null = null;

/** The quotation's fonts, read on first use and kept for the life of the process. */
export function quotationFonts(): Promise<QuotationFonts> {
  if (loading) return loading;
  const started = loadFonts();
  // A failed read is not remembered: the next quotation tries again.
  started.catch(() => {
    loading = null;
  });
  loading = started;
  return started;
}
