/**
 * Text in the quotation's PDF, in the embedded Noto faces (issue 27, ADR 0032).
 *
 * pdfkit draws a string in one font and has no fallback, so each string is cut into runs, one per
 * face (packages/shop/src/quotes/quotation-fonts.ts decides which face draws a character), and
 * the runs are drawn one after another on a shared baseline. pdfkit's own wrapping measures one
 * font only, so lines are broken here: at the break opportunities of Unicode's line-breaking
 * rules (the `linebreak` package, pdfkit's own), filled greedily to the width.
 */
import LineBreaker from 'linebreak';
import type { QuotationFace, QuotationFonts } from '@shop/shop/quotes/quotation-fonts';
import { sharedFontSource } from './shared-fonts';

type Doc = PDFKit.PDFDocument;
export type Align = 'left' | 'right' | 'center';

export interface TextStyle {
  size: number;
  bold?: boolean;
  color?: string;
}

export interface TextBox extends TextStyle {
  /** Lines wrap within it and align in it; without it the text is one line from x. */
  width?: number;
  align?: Align;
  /** Lines beyond this height are cut, the last shown ending in an ellipsis. */
  maxHeight?: number;
}

interface Run {
  face: QuotationFace;
  text: string;
}

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });
const ELLIPSIS = '…';
/** Printable Latin up to the combining marks (U+0300): each code point a character of its own. */
const SIMPLE_LATIN = /^[\u0020-\u007e\u00a0-\u02ff]*$/;

/** Registers the faces with the document and returns what draws and measures text in them. */
export function quotationText(doc: Doc, fonts: QuotationFonts) {
  for (const face of fonts.faces) {
    doc.registerFont(face.id, sharedFontSource(face.regular, face.id));
    doc.registerFont(`${face.id}-bold`, sharedFontSource(face.bold, `${face.id}-bold`));
  }
  // Lines are spaced and placed by the first face's metrics, whichever faces a line mixes.
  const metrics = fonts.faces[0].regular;
  const ascent = metrics.ascent / metrics.unitsPerEm;
  const lineSpacing = (metrics.ascent - metrics.descent + metrics.lineGap) / metrics.unitsPerEm;

  const faceByCharacter = new Map<string, QuotationFace>();

  /** The first face drawing every code point of a character, else the one drawing its first. */
  function faceOf(character: string): QuotationFace {
    const known = faceByCharacter.get(character);
    if (known) return known;
    const codePoints = [...character].map((c) => c.codePointAt(0) ?? 0);
    const whole = fonts.faces.find((face) =>
      codePoints.every((codePoint) => face.regular.hasGlyphForCodePoint(codePoint)),
    );
    // Nothing draws it (text saved before the Bill To rule): the first face's empty box.
    const face = whole ?? fonts.faceOf(codePoints[0] ?? 0) ?? fonts.faces[0];
    faceByCharacter.set(character, face);
    return face;
  }

  function runsOf(text: string): Run[] {
    // Most text is Latin without combining marks: one run of the first face, found without
    // cutting it into characters (Intl.Segmenter is the slow part of a PDF).
    if (SIMPLE_LATIN.test(text) && [...text].every((c) => faceOf(c) === fonts.faces[0])) {
      return text === '' ? [] : [{ face: fonts.faces[0], text }];
    }
    const runs: Run[] = [];
    for (const { segment } of graphemes.segment(text)) {
      const last = runs.at(-1);
      // A space stays in the run before it, so CJK words are not cut into runs at each space.
      const keep =
        last !== undefined &&
        (segment === ' ' || /^\s+$/u.test(segment)) &&
        [...segment].every((c) => last.face.regular.hasGlyphForCodePoint(c.codePointAt(0) ?? 0));
      const face = keep ? last.face : faceOf(segment);
      if (last && last.face === face) last.text += segment;
      else runs.push({ face, text: segment });
    }
    return runs;
  }

  function use(face: QuotationFace, style: TextStyle): void {
    doc.font(style.bold ? `${face.id}-bold` : face.id).fontSize(style.size);
  }

  function width(text: string, style: TextStyle): number {
    let total = 0;
    for (const run of runsOf(text)) {
      use(run.face, style);
      total += doc.widthOfString(run.text);
    }
    return total;
  }

  /** A piece of a line: its width, and its width without the spaces it ends with. */
  function measured(piece: string, style: TextStyle) {
    const trimmed = piece.trimEnd();
    const full = width(piece, style);
    return { piece, full, trimmed: trimmed === piece ? full : width(trimmed, style) };
  }

  /**
   * One paragraph's lines: whole pieces between break opportunities, else characters. A line's
   * width is the sum of its pieces' (kerning across a break opportunity is left out: it is a
   * space's, next to nothing), so each piece is measured once.
   */
  function wrap(paragraph: string, maxWidth: number, style: TextStyle): string[] {
    const pieces: string[] = [];
    const breaker = new LineBreaker(paragraph);
    let start = 0;
    for (let next = breaker.nextBreak(); next; next = breaker.nextBreak()) {
      pieces.push(paragraph.slice(start, next.position));
      start = next.position;
    }
    const lines: string[] = [];
    let line = '';
    let lineWidth = 0;
    const add = (part: ReturnType<typeof measured>) => {
      if (line !== '' && lineWidth + part.trimmed > maxWidth) {
        lines.push(line.trimEnd());
        line = '';
        lineWidth = 0;
      }
      line += part.piece;
      lineWidth += part.full;
    };
    for (const piece of pieces) {
      const part = measured(piece, style);
      if (part.trimmed <= maxWidth) {
        add(part);
        continue;
      }
      // A word wider than the line is cut between characters.
      for (const { segment } of graphemes.segment(piece)) add(measured(segment, style));
    }
    lines.push(line.trimEnd());
    return lines;
  }

  /** The text's lines in the box: its own line breaks kept, long lines wrapped. */
  function lines(text: string, box: TextBox): string[] {
    const paragraphs = text.replaceAll('\t', ' ').split(/\r\n|\r|\n/);
    const { width: maxWidth } = box;
    if (maxWidth === undefined) return paragraphs;
    return paragraphs.flatMap((paragraph) => wrap(paragraph, maxWidth, box));
  }

  /** The last line shortened to end in an ellipsis within the width. */
  function withEllipsis(line: string, box: TextBox): string {
    const characters = [...graphemes.segment(line)].map(({ segment }) => segment);
    while (characters.length > 0) {
      const candidate = characters.join('').trimEnd() + ELLIPSIS;
      if (box.width === undefined || width(candidate, box) <= box.width) return candidate;
      characters.pop();
    }
    return ELLIPSIS;
  }

  /** The lines the box shows: cut to its height, if it has one. */
  function shownLines(text: string, box: TextBox): string[] {
    const all = lines(text, box);
    if (box.maxHeight === undefined) return all;
    const room = Math.max(1, Math.floor(box.maxHeight / lineHeight(box.size)));
    if (all.length <= room) return all;
    const shown = all.slice(0, room);
    shown[room - 1] = withEllipsis(shown[room - 1] ?? '', box);
    return shown;
  }

  function lineHeight(size: number): number {
    return size * lineSpacing;
  }

  /** How tall the text is in the box. */
  function height(text: string, box: TextBox): number {
    return shownLines(text, box).length * lineHeight(box.size);
  }

  /** Draws the text with its first line's top at y; returns its height. */
  function draw(text: string, x: number, y: number, box: TextBox): number {
    const shown = shownLines(text, box);
    shown.forEach((line, i) => {
      let left = x;
      if (box.width !== undefined && box.align && box.align !== 'left') {
        const free = box.width - width(line, box);
        left += box.align === 'right' ? free : free / 2;
      }
      const baseline = y + i * lineHeight(box.size) + ascent * box.size;
      for (const run of runsOf(line)) {
        use(run.face, box);
        // No width: pdfkit neither wraps nor adds pages; this module places every line.
        doc
          .fillColor(box.color ?? 'black')
          .text(run.text, left, baseline, { lineBreak: false, baseline: 'alphabetic' });
        left += doc.widthOfString(run.text);
      }
    });
    return shown.length * lineHeight(box.size);
  }

  return { draw, height, width, lineHeight };
}

export type QuotationText = ReturnType<typeof quotationText>;

/** A document being drawn and what sets text in it. */
export interface PdfPage {
  doc: Doc;
  text: QuotationText;
}
