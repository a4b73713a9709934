import {
  BY_HAND_FINDING,
  rasterFindings,
  svgFindings,
  type Finding,
  type PrintBoxes,
  type SvgFacts,
} from '@shop/domain/artwork/preflight-rules';
import sharp, { type Metadata, type SharpOptions } from 'sharp';
import { isPdfBytes, preflightPdf } from './preflight-pdf';
import {
  errorMessage,
  MAX_INPUT_PIXELS,
  report,
  tooLargeFinding,
  UNREADABLE_FINDING,
  type PictureFormat,
  type PreflightFacts,
  type PreflightReport,
} from './preflight-report';
import { PSD_MEDIA_TYPE, preflightPsd } from './preflight-psd';

// The report's vocabulary lives in preflight-report.ts (shared with the PDF and PSD readers);
// these are the names callers of preflightFile use.
export type { PreflightFacts, PreflightKind, PreflightReport } from './preflight-report';
export { UNREADABLE_FINDING } from './preflight-report';

/**
 * Preflight (issue 33): read an uploaded artwork file and check it against the ordered size with
 * the pure rules of `@shop/domain/artwork/preflight-rules`. Pictures (JPEG, PNG, TIFF) are read
 * with sharp; SVG is scanned here (as text, never fetching anything or expanding markup) and
 * rasterized with sharp (librsvg) to prove it reads. PDF and PDF-compatible AI are read with
 * pdf.js (preflight-pdf.ts), Photoshop files with ag-psd (preflight-psd.ts). EPS and PostScript
 * get the by-hand finding.
 *
 * A file's content never makes this throw: a damaged, cut-short or oversized file is a 'problem'
 * finding in the report.
 */

/**
 * The stored media types (uploads/artwork-type.ts) read as pictures. WebP is not listed: the
 * upload does not accept it.
 */
const PICTURE_FORMATS: Readonly<Record<string, PictureFormat>> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/tiff': 'tiff',
};

export const pictureFormatOf = (mediaType: string): PictureFormat | undefined =>
  PICTURE_FORMATS[mediaType];

export const SVG_MEDIA_TYPE = 'image/svg+xml';

export const PDF_MEDIA_TYPE = 'application/pdf';
/** EPS, PostScript and AI: an AI file saved with PDF compatibility is a PDF. */
export const POSTSCRIPT_MEDIA_TYPE = 'application/postscript';

/** Checks `bytes`, stored as `mediaType`, for printing at `boxes`. Never throws for its content. */
export async function preflightFile(
  bytes: Uint8Array,
  mediaType: string,
  boxes: PrintBoxes,
): Promise<PreflightReport> {
  const pictureFormat = pictureFormatOf(mediaType);
  if (pictureFormat) return preflightPicture(bytes, pictureFormat, boxes);
  if (mediaType === SVG_MEDIA_TYPE) return preflightSvg(bytes);
  if (mediaType === PDF_MEDIA_TYPE) return preflightPdf(bytes, boxes);
  if (mediaType === POSTSCRIPT_MEDIA_TYPE) {
    if (isPdfBytes(bytes)) return preflightPdf(bytes, boxes);
    // EPS and PostScript are programs, which we never run: a person checks them.
    return report('by-hand', [BY_HAND_FINDING], { read: 'nothing', mediaType });
  }
  if (mediaType === PSD_MEDIA_TYPE) return preflightPsd(bytes, boxes);
  // The upload only stores the types above; anything else was not sniffed by it.
  return report('by-hand', [UNKNOWN_TYPE_FINDING], { read: 'nothing', mediaType });
}

const UNKNOWN_TYPE_FINDING: Finding = {
  check: 'file',
  level: 'problem',
  message: 'We cannot check this type of file. Please send a PDF, AI, EPS, JPEG, PNG, TIFF or SVG.',
};

// ---------------------------------------------------------------------------------------------
// Pictures

/** Each format's first bytes (TIFF: both byte orders, classic and BigTIFF). */
const MAGIC: Record<PictureFormat, readonly (readonly number[])[]> = {
  png: [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  jpeg: [[0xff, 0xd8, 0xff]],
  tiff: [
    [0x49, 0x49, 0x2a, 0x00],
    [0x4d, 0x4d, 0x00, 0x2a],
    [0x49, 0x49, 0x2b, 0x00],
    [0x4d, 0x4d, 0x00, 0x2b],
  ],
};

const startsWith = (bytes: Uint8Array, prefix: readonly number[]) =>
  bytes.length >= prefix.length && prefix.every((byte, at) => bytes[at] === byte);

/**
 * The options every decode of an uploaded picture uses: refuse more pixels than the limit (sharp
 * checks the header before decoding) and fail on damaged or cut-short data instead of printing
 * grey where it ends.
 */
export const DECODE_OPTIONS = {
  limitInputPixels: MAX_INPUT_PIXELS,
  failOn: 'error',
} as const satisfies SharpOptions;

/** A picture's header as sharp reads it, or why it will not be decoded. */
export type PictureHeader =
  | {
      ok: true;
      widthPx: number;
      heightPx: number;
      space: string;
      hasAlpha: boolean;
      densityDpi: number | null;
    }
  | { ok: false; why: 'unreadable' | 'too-large'; finding: Finding; facts: PreflightFacts };

/**
 * Reads only the header (no pixels are decoded): the bytes must start like `format` (so an SVG
 * or PDF labelled as a picture never reaches another decoder) and must not claim more pixels than
 * the limit.
 */
export async function readPictureHeader(
  bytes: Uint8Array,
  format: PictureFormat,
): Promise<PictureHeader> {
  const unreadable = (reason: string): PictureHeader => ({
    ok: false,
    why: 'unreadable',
    finding: UNREADABLE_FINDING,
    facts: { read: 'unreadable', reason },
  });
  if (!MAGIC[format].some((prefix) => startsWith(bytes, prefix))) {
    return unreadable(`does not start like a ${format.toUpperCase()} file`);
  }
  let metadata: Metadata;
  try {
    // No pixel limit here, so an oversized picture's size can be told; nothing is decoded.
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch (error) {
    return unreadable(errorMessage(error));
  }
  if (metadata.format !== format) return unreadable(`reads as ${metadata.format}`);
  const widthPx = metadata.autoOrient.width;
  const heightPx = metadata.autoOrient.height;
  if (!(widthPx > 0 && heightPx > 0)) return unreadable('has no size');
  if (widthPx * heightPx > MAX_INPUT_PIXELS) {
    const megapixels = Math.ceil((widthPx * heightPx) / 1_000_000);
    return {
      ok: false,
      why: 'too-large',
      finding: tooLargeFinding(megapixels),
      facts: { read: 'too-large', widthPx, heightPx, megapixels },
    };
  }
  return {
    ok: true,
    widthPx,
    heightPx,
    space: metadata.space ?? 'srgb',
    hasAlpha: metadata.hasAlpha,
    densityDpi: metadata.density ?? null,
  };
}

function rulesColourSpace(space: string): 'srgb' | 'cmyk' | 'b-w' {
  if (space === 'cmyk') return 'cmyk';
  if (space === 'b-w' || space === 'grey16') return 'b-w';
  return 'srgb';
}

/** The size a picture without alpha is decoded at to prove it whole. */
const WHOLE_CHECK_PX = 256;

async function preflightPicture(
  bytes: Uint8Array,
  format: PictureFormat,
  boxes: PrintBoxes,
): Promise<PreflightReport> {
  const header = await readPictureHeader(bytes, format);
  if (!header.ok) return report('raster', [header.finding], header.facts);
  let isOpaque = true;
  try {
    if (header.hasAlpha) {
      // Decodes every pixel once: proves the file is whole, and tells whether the alpha channel
      // (which many exports write fully opaque) is really used.
      ({ isOpaque } = await sharp(bytes, DECODE_OPTIONS).stats());
    } else {
      // No alpha to look at: reading the file small proves it whole (a JPEG is decoded at an
      // eighth of its size, still reading every byte), several times faster than every pixel.
      await sharp(bytes, DECODE_OPTIONS)
        .resize(WHOLE_CHECK_PX, WHOLE_CHECK_PX, { fit: 'inside' })
        .raw()
        .toBuffer();
    }
  } catch (error) {
    return report('raster', [UNREADABLE_FINDING], {
      read: 'unreadable',
      reason: errorMessage(error),
    });
  }
  const colourSpace = rulesColourSpace(header.space);
  const transparent = header.hasAlpha && !isOpaque;
  const findings = rasterFindings(
    { widthPx: header.widthPx, heightPx: header.heightPx, colourSpace, hasAlpha: transparent },
    boxes,
  );
  return report('raster', findings, {
    read: 'picture',
    format,
    widthPx: header.widthPx,
    heightPx: header.heightPx,
    space: header.space,
    colourSpace,
    alphaChannel: header.hasAlpha,
    transparent,
    densityDpi: header.densityDpi,
  });
}

// ---------------------------------------------------------------------------------------------
// SVG

/** The longest side an SVG is rasterized at to prove it reads. */
const SVG_CHECK_PX = 256;

/** sharp's accepted range for `density`. */
const MIN_DENSITY = 1;
const MAX_DENSITY = 100_000;

export const clampDensity = (density: number) =>
  Math.min(MAX_DENSITY, Math.max(MIN_DENSITY, density));

async function preflightSvg(bytes: Uint8Array): Promise<PreflightReport> {
  const scan = scanSvg(new TextDecoder('utf-8').decode(bytes));
  const size = scan.wellFormed ? await svgRasterSize(bytes) : null;
  const facts: SvgFacts = {
    parses: size !== null,
    hasScript: scan.hasScript,
    externalReferences: scan.externalReferences,
  };
  return report('svg', svgFindings(facts), {
    read: 'svg',
    parses: facts.parses,
    hasScript: scan.hasScript,
    externalReferences: scan.externalReferences,
    widthPx: size?.widthPx ?? null,
    heightPx: size?.heightPx ?? null,
  });
}

/**
 * The SVG's size at 72 DPI when sharp (librsvg) reads and rasterizes it, else null. librsvg,
 * given a buffer, has no base URL: it loads no http(s) or file references and no external
 * entities, only data: URLs (preflight.test.ts and proof.test.ts show it with a local server and
 * a local file), so rendering an uploaded SVG fetches and reads nothing else.
 */
export async function svgRasterSize(
  bytes: Uint8Array,
): Promise<{ widthPx: number; heightPx: number } | null> {
  try {
    const metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
    if (metadata.format !== 'svg' || !(metadata.width > 0 && metadata.height > 0)) return null;
    const density = clampDensity((72 * SVG_CHECK_PX) / Math.max(metadata.width, metadata.height));
    await sharp(bytes, { ...DECODE_OPTIONS, density })
      .raw()
      .toBuffer();
    return { widthPx: metadata.width, heightPx: metadata.height };
  } catch {
    return null;
  }
}

export interface SvgScan {
  /**
   * False when the markup is cut short or uses what this scan refuses to expand: parameter
   * entities, entities holding markup or references, and <!ATTLIST> defaults (which browsers
   * add to elements, and could add an onload).
   */
  wellFormed: boolean;
  /** A <script> (or <handler>) element, an on* event attribute, or a javascript: URL. */
  hasScript: boolean;
  /**
   * Distinct href/src/url(...)/@import values outside the file (not #fragment, not data:): the
   * first 100, each cut to 200 characters.
   */
  externalReferences: string[];
}

/**
 * Reads an SVG's text the way an XML parser tokenizes it, without an XML parser: nothing is
 * fetched and no entity is expanded beyond plain-text internal ones (bounded), so a "billion
 * laughs" or an external entity cannot run. Linear in the text's length.
 *
 * Links (<a href>) are not counted as references: they point elsewhere but load nothing into the
 * printed picture. A DOCTYPE's external DTD (the usual SVG 1.1 one) is not loaded by anyone and is
 * not counted either; an external entity is.
 */
export function scanSvg(text: string): SvgScan {
  const scanner = new SvgScanner(text.replace(/^\ufeff/, ''));
  const wellFormed = scanner.run();
  return {
    wellFormed,
    hasScript: scanner.hasScript,
    externalReferences: [...scanner.references],
  };
}

/** Characters a plain-text entity may expand to, in all, before the scan gives up. */
const ENTITY_EXPANSION_BUDGET = 1 << 20;

/** How many external references are kept, and how much of each: enough to tell, and bounded. */
const MAX_REFERENCES = 100;
const MAX_REFERENCE_LENGTH = 200;

const PREDEFINED_ENTITIES: Readonly<Record<string, string>> = {
  lt: '<',
  gt: '>',
  amp: '&',
  quot: '"',
  apos: "'",
};

const localName = (qualified: string) => qualified.slice(qualified.lastIndexOf(':') + 1);
const isSpace = (char: string | undefined) =>
  char === ' ' || char === '\t' || char === '\n' || char === '\r';

class SvgScanner {
  hasScript = false;
  readonly references = new Set<string>();
  private readonly entities = new Map<string, string>();
  private expansionBudget = ENTITY_EXPANSION_BUDGET;
  private at = 0;
  private sawRoot = false;

  constructor(private readonly text: string) {}

  /** Scans the whole text; false when it is not well-formed enough to trust. */
  run(): boolean {
    const { text } = this;
    let styleDepth = 0;
    while (this.at < text.length) {
      const open = text.indexOf('<', this.at);
      const textEnd = open === -1 ? text.length : open;
      if (styleDepth > 0 && !this.css(text.slice(this.at, textEnd))) return false;
      if (open === -1) break;
      this.at = open;
      if (text.startsWith('<!--', open)) {
        if (!this.skipPast('-->')) return false;
      } else if (text.startsWith('<![CDATA[', open)) {
        const end = text.indexOf(']]>', open);
        if (end === -1) return false;
        if (styleDepth > 0) this.cssDecoded(text.slice(open + 9, end));
        this.at = end + 3;
      } else if (text.startsWith('<?', open)) {
        if (!this.processingInstruction()) return false;
      } else if (text.startsWith('<!DOCTYPE', open)) {
        if (!this.doctype()) return false;
      } else if (text.startsWith('</', open)) {
        const end = text.indexOf('>', open);
        if (end === -1) return false;
        if (localName(text.slice(open + 2, end).trim()) === 'style' && styleDepth > 0) {
          styleDepth -= 1;
        }
        this.at = end + 1;
      } else {
        const tag = this.startTag();
        if (!tag) return false;
        if (!this.sawRoot && tag.local !== 'svg') return false;
        this.sawRoot = true;
        if (tag.local === 'script' || tag.local === 'handler') {
          this.hasScript = true;
          if (!tag.selfClosing && !this.skipPast(`</${tag.name}`)) return false;
          if (!tag.selfClosing && !this.skipPast('>')) return false;
        } else if (tag.local === 'style' && !tag.selfClosing) {
          styleDepth += 1;
        }
      }
    }
    return this.sawRoot;
  }

  private skipPast(marker: string): boolean {
    const end = this.text.indexOf(marker, this.at);
    if (end === -1) return false;
    this.at = end + marker.length;
    return true;
  }

  /** <?xml-stylesheet href="..."?> loads a style sheet; other instructions are skipped. */
  private processingInstruction(): boolean {
    const start = this.at + 2;
    if (!this.skipPast('?>')) return false;
    const body = this.text.slice(start, this.at - 2);
    if (body.startsWith('xml-stylesheet')) {
      const href = /\bhref\s*=\s*(?:"([^"]*)"|'([^']*)')/.exec(body);
      const value = href ? (href[1] ?? href[2]) : undefined;
      if (value !== undefined) this.reference(value);
    }
    return true;
  }

  /** <!DOCTYPE name [external id] [internal subset]>: only the internal subset is read. */
  private doctype(): boolean {
    const { text } = this;
    let at = this.at + '<!DOCTYPE'.length;
    for (; at < text.length; at += 1) {
      const char = text[at];
      if (char === '>') {
        this.at = at + 1;
        return true;
      }
      if (char === '"' || char === "'") {
        const close = text.indexOf(char, at + 1);
        if (close === -1) return false;
        at = close;
      } else if (char === '[') {
        this.at = at + 1;
        if (!this.internalSubset()) return false;
        at = this.at - 1;
      }
    }
    return false;
  }

  /** The declarations up to the closing ']'; this.at is left just after it. */
  private internalSubset(): boolean {
    const { text } = this;
    for (;;) {
      while (isSpace(text[this.at])) this.at += 1;
      if (this.at >= text.length) return false;
      if (text[this.at] === ']') {
        this.at += 1;
        return true;
      }
      if (text.startsWith('<!--', this.at)) {
        if (!this.skipPast('-->')) return false;
      } else if (text.startsWith('<?', this.at)) {
        if (!this.skipPast('?>')) return false;
      } else if (text.startsWith('<!ENTITY', this.at)) {
        if (!this.entityDeclaration()) return false;
      } else if (text.startsWith('<!ELEMENT', this.at) || text.startsWith('<!NOTATION', this.at)) {
        if (!this.skipDeclaration()) return false;
      } else {
        // <!ATTLIST (defaulted attributes), %parameter; references, or not XML at all.
        return false;
      }
    }
  }

  /** Skips a declaration to its '>', stepping over quoted literals. */
  private skipDeclaration(): boolean {
    const { text } = this;
    for (let at = this.at + 2; at < text.length; at += 1) {
      const char = text[at];
      if (char === '>') {
        this.at = at + 1;
        return true;
      }
      if (char === '"' || char === "'") {
        const close = text.indexOf(char, at + 1);
        if (close === -1) return false;
        at = close;
      }
    }
    return false;
  }

  /**
   * <!ENTITY name "plain text"> is kept for expansion; <!ENTITY name SYSTEM "uri"> (or PUBLIC)
   * points outside the file. Parameter entities and values holding markup or references are
   * refused: they are how entity bombs and hidden markup are built.
   */
  private entityDeclaration(): boolean {
    const { text } = this;
    const start = this.at;
    if (!this.skipDeclaration()) return false;
    const body = text.slice(start + '<!ENTITY'.length, this.at - 1).trim();
    if (body.startsWith('%')) return false;
    const declaration =
      /^([A-Za-z_][\w.:-]*)\s+(?:"([^"]*)"|'([^']*)'|SYSTEM\s+(?:"([^"]*)"|'([^']*)')|PUBLIC\s+(?:"[^"]*"|'[^']*')\s+(?:"([^"]*)"|'([^']*)'))(?:\s+NDATA\s+[\w.:-]+)?$/.exec(
        body,
      );
    if (!declaration) return false;
    const [, name = '', ...alternatives] = declaration;
    const value = alternatives[0] ?? alternatives[1];
    if (value === undefined) {
      const uri = alternatives.slice(2).find((part) => part !== undefined) ?? '';
      this.references.add(uri);
      return true;
    }
    if (/[<&%]/.test(value)) return false;
    this.entities.set(name, value);
    return true;
  }

  /** A start tag from this.at (at its '<'), its attributes checked; null when malformed. */
  private startTag(): { name: string; local: string; selfClosing: boolean } | null {
    const { text } = this;
    let at = this.at + 1;
    const nameStart = at;
    while (at < text.length && !isSpace(text[at]) && text[at] !== '>' && text[at] !== '/') at += 1;
    const name = text.slice(nameStart, at);
    if (!/^[A-Za-z_][\w.:-]*$/.test(name)) return null;
    const local = localName(name).toLowerCase();
    for (;;) {
      while (isSpace(text[at])) at += 1;
      if (at >= text.length) return null;
      if (text[at] === '>') {
        this.at = at + 1;
        return { name, local, selfClosing: false };
      }
      if (text.startsWith('/>', at)) {
        this.at = at + 2;
        return { name, local, selfClosing: true };
      }
      const attributeStart = at;
      while (at < text.length && !isSpace(text[at]) && !'=>/'.includes(text[at] ?? '')) at += 1;
      const attribute = text.slice(attributeStart, at);
      while (isSpace(text[at])) at += 1;
      if (!attribute || text[at] !== '=') return null;
      at += 1;
      while (isSpace(text[at])) at += 1;
      const quote = text[at];
      if (quote !== '"' && quote !== "'") return null;
      const close = text.indexOf(quote, at + 1);
      if (close === -1) return null;
      const value = this.decode(text.slice(at + 1, close));
      if (value === null) return null;
      this.attribute(local, attribute, value);
      at = close + 1;
    }
  }

  private attribute(element: string, attribute: string, value: string) {
    const prefixed = attribute.includes(':');
    const name = localName(attribute).toLowerCase();
    // Browsers run on* attributes in no namespace only; inkscape:onion is not a handler.
    if (!prefixed && name.startsWith('on')) this.hasScript = true;
    // URL parsers drop whitespace and control characters: "java\tscript:" still runs.
    const compact = value.replace(/[\s\p{Cc}]/gu, '').toLowerCase();
    if (compact.includes('javascript:') || compact.includes('vbscript:')) this.hasScript = true;
    if ((name === 'href' || (name === 'src' && !prefixed)) && element !== 'a') {
      this.reference(value);
    } else {
      this.cssDecoded(value);
    }
  }

  private reference(value: string) {
    const trimmed = value.trim();
    if (trimmed === '' || trimmed.startsWith('#') || /^data:/i.test(trimmed)) return;
    if (this.references.size >= MAX_REFERENCES) return;
    this.references.add(
      trimmed.length > MAX_REFERENCE_LENGTH
        ? `${trimmed.slice(0, MAX_REFERENCE_LENGTH)}...`
        : trimmed,
    );
  }

  /** Style text from the markup: entity references first. */
  private css(raw: string): boolean {
    const decoded = this.decode(raw);
    if (decoded === null) return false;
    this.cssDecoded(decoded);
    return true;
  }

  /** url(...) values (fill, filter, style sheets) and @import "..." in CSS text. */
  private cssDecoded(css: string) {
    // Each search starts past the previous value: linear, however the text is built.
    const lower = css.toLowerCase();
    for (let at = lower.indexOf('url('); at !== -1;) {
      const close = css.indexOf(')', at + 4);
      const inside = css.slice(at + 4, close === -1 ? css.length : close).trim();
      this.reference(inside.replace(/^(["'])(.*)\1$/s, '$2'));
      if (close === -1) break;
      at = lower.indexOf('url(', close + 1);
    }
    for (let at = lower.indexOf('@import'); at !== -1;) {
      let next = at + '@import'.length;
      while (isSpace(css[next])) next += 1;
      const quote = css[next];
      if (quote === '"' || quote === "'") {
        const close = css.indexOf(quote, next + 1);
        this.reference(css.slice(next + 1, close === -1 ? css.length : close));
        if (close === -1) break;
        next = close + 1;
      }
      at = lower.indexOf('@import', next);
    }
  }

  /** Character and entity references decoded; null for an unknown entity or a spent budget. */
  private decode(raw: string): string | null {
    if (!raw.includes('&')) return raw;
    let failed = false;
    const decoded = raw.replace(
      /&(#[xX][0-9a-fA-F]{1,6}|#[0-9]{1,7}|[A-Za-z_][\w.:-]*);/g,
      (_, ref: string) => {
        if (ref.startsWith('#')) {
          const code =
            ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : Number(ref.slice(1));
          if (code > 0x10ffff) {
            failed = true;
            return '';
          }
          return String.fromCodePoint(code);
        }
        const value = PREDEFINED_ENTITIES[ref] ?? this.entities.get(ref);
        if (value === undefined) {
          failed = true;
          return '';
        }
        this.expansionBudget -= value.length;
        if (this.expansionBudget < 0) failed = true;
        return failed ? '' : value;
      },
    );
    return failed ? null : decoded;
  }
}
