import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import {
  PDF_PASSWORD_FINDING,
  pdfFindings,
  type PdfFacts,
  type PdfFont,
  type PlacedImage,
  type PrintBoxes,
} from '@shop/domain/artwork/preflight-rules';
import {
  getDocument,
  OPS,
  VerbosityLevel,
  type PDFDocumentProxy,
  type PDFPageProxy,
} from 'pdfjs-dist/legacy/build/pdf.mjs';
import {
  errorMessage,
  MAX_INPUT_PIXELS,
  proofArtworkSize,
  report,
  UNREADABLE_FINDING,
  type PreflightReport,
} from './preflight-report';
import { pdfForReading, pictureEdgeFor, type PixelSize } from './pdf-pictures';

/**
 * PDF preflight and drawing (issue 33, ADR 0046), with pdf.js 5.6 (the last to accept Node 20)
 * and @napi-rs/canvas (what pdf.js draws with in Node). Page 1 is the printed page: its size
 * against the trim plus the bleed, the fonts its visible text uses (embedded or not), and the
 * effective resolution of every picture drawn on it, from its pixels and the size the page's
 * transformation gives it.
 *
 * A PDF's JavaScript is never run: pdf.js only runs it inside a viewer's scripting sandbox,
 * which we never create; we read it only to warn that it is there. `isEvalSupported: false` keeps
 * pdf.js from compiling the file's PostScript functions into JavaScript (CVE-2024-4367 went
 * through that path), and no font is handed to the system or loaded as a font face.
 *
 * pdf.js reads the PDF with its large JPEG pictures made small first (pdf-pictures.ts): it
 * decodes JPEG in JavaScript, far slower than libvips. The facts keep each picture's own pixels.
 */

/** pdf.js's own data files (Node takes directory paths, ending with a slash). */
const PDFJS_DIR = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
const pdfjsData = (folder: string) => join(PDFJS_DIR, folder) + '/';

/** An AI file saved with PDF compatibility (and any PDF) starts with this. */
const PDF_MAGIC = '%PDF-';

export const isPdfBytes = (bytes: Uint8Array) =>
  bytes.length >= PDF_MAGIC.length &&
  [...PDF_MAGIC].every((char, at) => bytes[at] === char.charCodeAt(0));

/**
 * How every PDF is opened. Pictures inside it are bound like uploaded pictures (pdf.js skips one
 * of more pixels than the limit instead of decoding it). Warnings are not logged: what matters
 * is in the findings.
 */
const OPEN_OPTIONS = {
  isEvalSupported: false,
  disableFontFace: true,
  useSystemFonts: false,
  enableXfa: false,
  maxImageSize: MAX_INPUT_PIXELS,
  cMapUrl: pdfjsData('cmaps'),
  cMapPacked: true,
  iccUrl: pdfjsData('iccs'),
  wasmUrl: pdfjsData('wasm'),
  verbosity: VerbosityLevel.ERRORS,
} as const;

/**
 * Drawing needs the standard fonts (Helvetica and the like, which a PDF may use without
 * embedding). Reading the facts must not have them: given them, pdf.js draws a missing font with
 * its own copy and no longer tells it was missing (`missingFile` is false).
 */
const STANDARD_FONT_DATA_URL = pdfjsData('standard_fonts');

async function withPdf<T>(
  bytes: Uint8Array,
  standardFonts: boolean,
  read: (pdf: PDFDocumentProxy) => Promise<T>,
): Promise<T> {
  // pdf.js detaches the bytes it is given: it gets its own copy.
  const task = getDocument({
    ...OPEN_OPTIONS,
    ...(standardFonts ? { standardFontDataUrl: STANDARD_FONT_DATA_URL } : {}),
    data: new Uint8Array(bytes),
  });
  try {
    return await read(await task.promise);
  } finally {
    await task.destroy();
  }
}

/** pdf.js refuses a PDF whose password we do not have with a PasswordException. */
const needsPassword = (error: unknown) =>
  error instanceof Error && error.name === 'PasswordException';

/** Checks a PDF (or PDF-compatible AI) for printing at `boxes`. Never throws for its content. */
export async function preflightPdf(bytes: Uint8Array, boxes: PrintBoxes): Promise<PreflightReport> {
  let facts: PdfFacts;
  try {
    // Pictures as small as the proof's (the same reading as the proof's, made once).
    const reading = await pdfForReading(bytes, pictureEdgeFor(proofArtworkSize(boxes)));
    facts = await withPdf(reading.bytes, false, (pdf) =>
      readPdfFacts(pdf, bytes, reading.originals),
    );
  } catch (error) {
    if (needsPassword(error)) {
      return report('pdf', [PDF_PASSWORD_FINDING], {
        read: 'unreadable',
        reason: 'needs a password',
      });
    }
    return report('pdf', [UNREADABLE_FINDING], { read: 'unreadable', reason: errorMessage(error) });
  }
  return report('pdf', pdfFindings(facts, boxes), { read: 'pdf', ...facts });
}

/**
 * The facts of `pdf`, read from `file` with its large pictures made small: `originals` gives
 * those pictures' own sizes, and the file's own bytes are scanned for JavaScript.
 */
async function readPdfFacts(
  pdf: PDFDocumentProxy,
  file: Uint8Array,
  originals: ReadonlyMap<string, PixelSize>,
): Promise<PdfFacts> {
  const page = await pdf.getPage(1);
  // The page as shown: CropBox within MediaBox, turned by /Rotate, times /UserUnit.
  const { width, height } = page.getViewport({ scale: 1 });
  // 'print': what a printer draws, annotations meant for print included.
  const operators = await page.getOperatorList({ intent: 'print' });
  const shrunk = await shrunkPictures(page, operators.fnArray, operators.argsArray, originals);
  const drawn = readOperators(page, operators.fnArray, operators.argsArray, shrunk);
  return {
    pageCount: pdf.numPages,
    pageWidthPt: width,
    pageHeightPt: height,
    fonts: drawn.fonts,
    images: drawn.images,
    hasJavaScript: mentionsJavaScript(file) || (await hasJavaScriptActions(pdf, page)),
  };
}

const PICTURE_OPERATORS: ReadonlySet<number> = new Set([
  OPS.paintImageXObject,
  OPS.paintImageXObjectRepeat,
]);

/** pdf.js keeps a picture used on several pages with the document's objects ("g_..."). */
const objectsOf = (page: PDFPageProxy, id: string) =>
  id.startsWith('g_') ? page.commonObjs : page.objs;

/**
 * The pictures drawn on the page that were made small, by pdf.js's id, with their own sizes:
 * pdf.js gives each decoded picture the name of its object (`ref`). Every picture of a finished
 * operator list is decoded or refused (null), so each wait ends.
 */
async function shrunkPictures(
  page: PDFPageProxy,
  fnArray: readonly number[],
  argsArray: readonly unknown[],
  originals: ReadonlyMap<string, PixelSize>,
): Promise<Map<string, PixelSize>> {
  const sizes = new Map<string, PixelSize>();
  if (originals.size === 0) return sizes;
  const ids = new Set<string>();
  fnArray.forEach((fn, index) => {
    const id = argumentAt(argsArray[index], 0);
    if (PICTURE_OPERATORS.has(fn) && typeof id === 'string') ids.add(id);
  });
  await Promise.all(
    [...ids].map(async (id) => {
      const picture = await new Promise<unknown>((resolve) => objectsOf(page, id).get(id, resolve));
      const ref = typeof picture === 'object' && picture !== null && 'ref' in picture;
      const size = ref ? originals.get(String(picture.ref)) : undefined;
      if (size) sizes.set(id, size);
    }),
  );
  return sizes;
}

// ---------------------------------------------------------------------------------------------
// JavaScript

/**
 * A /JavaScript or /JS name in the file's objects (a name ends at a delimiter or white space).
 * Stream data is skipped: 20 MB of compressed pixels holds "/JS" by chance. It finds actions in
 * uncompressed objects; pdf.js's actions below find those in compressed object streams.
 */
export function mentionsJavaScript(bytes: Uint8Array): boolean {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let from = 0;
  while (from < buffer.length) {
    const stream = nextStreamData(buffer, from);
    const end = stream === -1 ? buffer.length : stream;
    if (namesJavaScript(buffer, from, end)) return true;
    if (stream === -1) return false;
    const after = buffer.indexOf('endstream', stream, 'latin1');
    if (after === -1) return false;
    from = after + 'endstream'.length;
  }
  return false;
}

/** Where the data of the next stream starts ("stream" then an end of line), or -1. */
function nextStreamData(buffer: Buffer, from: number): number {
  for (let at = buffer.indexOf('stream', from, 'latin1'); at !== -1;) {
    const before = buffer[at - 1];
    const next = buffer[at + 6];
    // Not the end of "endstream", and followed by CR or LF as the keyword is.
    if (before !== 0x64 /* d */ && (next === 0x0a || next === 0x0d)) return at + 7;
    at = buffer.indexOf('stream', at + 1, 'latin1');
  }
  return -1;
}

function namesJavaScript(buffer: Buffer, from: number, to: number): boolean {
  for (const name of ['/JavaScript', '/JS']) {
    for (let at = buffer.indexOf(name, from, 'latin1'); at !== -1 && at < to;) {
      const next = buffer[at + name.length];
      if (next === undefined || !isNameCharacter(next)) return true;
      at = buffer.indexOf(name, at + 1, 'latin1');
    }
  }
  return false;
}

/** PDF name characters: anything but white space and the delimiters ()<>[]{}/%. */
const isNameCharacter = (byte: number) =>
  byte > 0x20 && byte < 0x7f && !'()<>[]{}/%'.includes(String.fromCharCode(byte));

/**
 * The document's (names tree, open action), page 1's and its annotations' (form fields') script
 * actions. pdf.js does not give a link's JavaScript action: the scan of the bytes finds it.
 */
async function hasJavaScriptActions(pdf: PDFDocumentProxy, page: PDFPageProxy) {
  const some = (actions: unknown) =>
    typeof actions === 'object' && actions !== null && Object.keys(actions).length > 0;
  if (some(await pdf.getJSActions()) || some(await page.getJSActions())) return true;
  // Every annotation, printed or not: a link's script runs on a click.
  const annotations: unknown[] = await page.getAnnotations();
  return annotations.some(
    (annotation) =>
      typeof annotation === 'object' &&
      annotation !== null &&
      'actions' in annotation &&
      some(annotation.actions),
  );
}

// ---------------------------------------------------------------------------------------------
// The page's operators: fonts and placed pictures

type Matrix = readonly [number, number, number, number, number, number];

const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

/** `outer` after `inner`, as PDF's `cm` (and pdf.js's `Util.transform`) combine them. */
function multiply(outer: Matrix, inner: Matrix): Matrix {
  const [a, b, c, d, e, f] = outer;
  const [g, h, i, j, k, l] = inner;
  return [
    a * g + c * h,
    b * g + d * h,
    a * i + c * j,
    b * i + d * j,
    a * k + c * l + e,
    b * k + d * l + f,
  ];
}

const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/** Six finite numbers (pdf.js gives arrays or typed arrays), else null. */
function matrixOf(value: unknown): Matrix | null {
  if (!Array.isArray(value) && !ArrayBuffer.isView(value)) return null;
  const numbers = Array.from(value as ArrayLike<unknown>);
  if (numbers.length !== 6 || !numbers.every(isNumber)) return null;
  const [a = 1, b = 0, c = 0, d = 1, e = 0, f = 0] = numbers;
  return [a, b, c, d, e, f];
}

const argumentAt = (args: unknown, index: number): unknown =>
  Array.isArray(args) ? args[index] : undefined;

/** A picture's pixel size: pdf.js's image objects and arguments carry `width` and `height`. */
function pixelSize(value: unknown): { widthPx: number; heightPx: number } | null {
  if (typeof value !== 'object' || value === null) return null;
  const { width, height } = value as { width?: unknown; height?: unknown };
  return isNumber(width) && isNumber(height) && width > 0 && height > 0
    ? { widthPx: width, heightPx: height }
    : null;
}

/** Text render modes 3 (neither fill nor stroke) and 7 (clip only) draw nothing. */
const INVISIBLE_TEXT_MODES: ReadonlySet<number> = new Set([3, 7]);

const TEXT_OPERATORS: ReadonlySet<number> = new Set([
  OPS.showText,
  OPS.showSpacedText,
  OPS.nextLineShowText,
  OPS.nextLineSetSpacingShowText,
]);

/** What is saved and restored with the graphics state. */
interface DrawState {
  ctm: Matrix;
  /** pdf.js's id of the current font. */
  font: string | null;
  invisibleText: boolean;
}

/** A name from the file is shown to the customer: printable, without a subset tag, bounded. */
function fontName(name: unknown, fallback: string): string {
  const plain =
    typeof name === 'string'
      ? name
          .replace(/^[A-Z]{6}\+/, '')
          .replace(/[^\x21-\x7e]/g, '')
          .slice(0, 64)
      : '';
  return plain || fallback;
}

/**
 * Follows the graphics state through the operator list: the transformation (through save and
 * restore, forms, groups and annotations) and the font and text mode. A font counts when visible
 * text is drawn with it (an invisible OCR layer over a scan prints nothing); a picture counts
 * with the size the transformation gives it. pdf.js merges runs of tiny inline images and masks
 * into "groups": those are glyph-sized details and are not counted.
 */
function readOperators(
  page: PDFPageProxy,
  fnArray: readonly number[],
  argsArray: readonly unknown[],
  shrunk: ReadonlyMap<string, PixelSize>,
): { fonts: PdfFont[]; images: PlacedImage[] } {
  const fonts = new Map<string, PdfFont>();
  const images: PlacedImage[] = [];
  const stack: DrawState[] = [];
  let state: DrawState = { ctm: IDENTITY, font: null, invisibleText: false };
  const push = (matrix: Matrix | null = null) => {
    stack.push(state);
    if (matrix) state = { ...state, ctm: multiply(state.ctm, matrix) };
  };
  const pop = () => {
    state = stack.pop() ?? state;
  };
  const place = (size: { widthPx: number; heightPx: number } | null, matrix = state.ctm) => {
    if (!size) return;
    const [a, b, c, d] = matrix;
    images.push({
      ...size,
      widthPt: Math.hypot(a, b) * page.userUnit,
      heightPt: Math.hypot(c, d) * page.userUnit,
    });
  };
  const object = (id: unknown): unknown => {
    if (typeof id !== 'string') return null;
    const objects = objectsOf(page, id);
    return objects.has(id) ? objects.get(id) : null;
  };
  /** A picture made small is counted with its own pixels. */
  const original = (id: unknown) => (typeof id === 'string' ? shrunk.get(id) : undefined) ?? null;

  fnArray.forEach((fn, index) => {
    const args = argsArray[index];
    switch (fn) {
      // A transparency group only saves: its matrix comes again with the form it opens
      // (paintFormXObjectBegin, below), which is where pdf.js's canvas applies it.
      case OPS.save:
      case OPS.beginGroup:
        push();
        break;
      case OPS.restore:
      case OPS.paintFormXObjectEnd:
      case OPS.endGroup:
      case OPS.endAnnotation:
        pop();
        break;
      case OPS.transform: {
        const matrix = matrixOf(args);
        if (matrix) state = { ...state, ctm: multiply(state.ctm, matrix) };
        break;
      }
      case OPS.paintFormXObjectBegin:
        push(matrixOf(argumentAt(args, 0)));
        break;
      case OPS.beginAnnotation: {
        // An annotation's appearance is drawn from the page's own space: its rectangle's
        // transform, then its form matrix.
        stack.push(state);
        const transform = matrixOf(argumentAt(args, 2)) ?? IDENTITY;
        const matrix = matrixOf(argumentAt(args, 3)) ?? IDENTITY;
        state = { ...state, ctm: multiply(transform, matrix) };
        break;
      }
      case OPS.setFont: {
        const id = argumentAt(args, 0);
        state = { ...state, font: typeof id === 'string' ? id : null };
        break;
      }
      case OPS.setTextRenderingMode:
        state = { ...state, invisibleText: INVISIBLE_TEXT_MODES.has(Number(argumentAt(args, 0))) };
        break;
      case OPS.paintImageXObject: {
        const [id, width, height] = Array.isArray(args) ? args : [];
        place(original(id) ?? pixelSize({ width, height }) ?? pixelSize(object(id)));
        break;
      }
      case OPS.paintImageXObjectRepeat: {
        // [id, scaleX, scaleY, positions]: the same picture drawn at several places.
        const [id, scaleX, scaleY] = Array.isArray(args) ? args : [];
        if (isNumber(scaleX) && isNumber(scaleY)) {
          place(
            original(id) ?? pixelSize(object(id)),
            multiply(state.ctm, [scaleX, 0, 0, scaleY, 0, 0]),
          );
        }
        break;
      }
      case OPS.paintInlineImageXObject:
      case OPS.paintImageMaskXObject:
        place(pixelSize(argumentAt(args, 0)));
        break;
      default:
        if (TEXT_OPERATORS.has(fn) && state.font && !state.invisibleText) {
          if (!fonts.has(state.font)) fonts.set(state.font, fontOf(page, state.font));
        }
    }
  });
  return { fonts: [...fonts.values()], images };
}

/**
 * A font as pdf.js loaded it: `missingFile` is true when the PDF does not carry the font
 * program (opened without standard font data, pdf.js then has nothing to draw it with).
 */
function fontOf(page: PDFPageProxy, id: string): PdfFont {
  const font: unknown = page.commonObjs.has(id) ? page.commonObjs.get(id) : null;
  if (typeof font !== 'object' || font === null) return { name: id, embedded: false };
  const { name, missingFile } = font as { name?: unknown; missingFile?: unknown };
  return { name: fontName(name, id), embedded: missingFile !== true };
}

// ---------------------------------------------------------------------------------------------
// Drawing

export type PdfPageErrorReason = 'unreadable' | 'too-large';

/** Why page 1 could not be drawn; the proof turns it into its own refusal. */
export class PdfPageError extends Error {
  override readonly name = 'PdfPageError';
  constructor(
    readonly reason: PdfPageErrorReason,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Page 1 as a PNG, scaled to cover `widthPx` x `heightPx` (at least that size in both
 * directions, its shape kept), on white, as it prints.
 * @throws PdfPageError 'too-large' when covering would take more pixels than the limit (a long,
 *   thin page); 'unreadable' for a damaged PDF or one that needs a password.
 */
export async function renderPdfPage(
  bytes: Uint8Array,
  widthPx: number,
  heightPx: number,
): Promise<Buffer> {
  try {
    const reading = await pdfForReading(bytes, pictureEdgeFor({ widthPx, heightPx }));
    return await withPdf(reading.bytes, true, async (pdf) => {
      const page = await pdf.getPage(1);
      const page1 = page.getViewport({ scale: 1 });
      const scale = Math.max(widthPx / page1.width, heightPx / page1.height);
      const width = Math.ceil(page1.width * scale);
      const height = Math.ceil(page1.height * scale);
      if (!(width > 0 && height > 0)) throw new PdfPageError('unreadable', 'The page has no size.');
      if (width * height > MAX_INPUT_PIXELS) {
        throw new PdfPageError('too-large', 'This page is too long and thin to draw.');
      }
      const canvas = createCanvas(width, height);
      // pdf.js types its canvas as the DOM's; @napi-rs/canvas is its Node stand-in (the web
      // app's type check sees the DOM's types, this package's does not: hence `never`).
      await page.render({
        canvas: canvas as never,
        canvasContext: canvas.getContext('2d') as never,
        viewport: page.getViewport({ scale }),
        intent: 'print',
      }).promise;
      return canvas.encode('png');
    });
  } catch (error) {
    if (error instanceof PdfPageError) throw error;
    throw new PdfPageError('unreadable', errorMessage(error));
  }
}
