/**
 * One parse of each font for every PDF of the process (issue 27).
 *
 * pdfkit takes a font as a path or its bytes, never as a parsed font, and parses it anew for
 * every document: for the quotation's Noto faces that is 0.1 to 0.6 s a PDF (their GSUB and GPOS
 * tables, the CJK faces' CFF), where the rest of the PDF takes a few milliseconds. fontkit, which
 * does pdfkit's parsing, picks a parser by asking each of its registered formats whether it
 * recognises the bytes (`registerFormat`, `probe`). One more format is registered here: it
 * recognises only the tokens `sharedFontSource` hands out and answers with the font already
 * parsed. pdfkit embeds that as any other: a subset of the glyphs, widths and a ToUnicode map of
 * its own document's.
 */
import { createRequire } from 'node:module';
import * as fontkitModule from 'fontkit';
import type { Font } from 'fontkit';

/** What fontkit calls a format: a parser class that can tell its files from others. */
interface FontFormat {
  probe(bytes: Uint8Array): boolean;
  new (stream: { buffer: Uint8Array }): object;
}

/** The part of fontkit's API this uses, which its type declarations leave out. */
interface FontFormats {
  registerFormat(format: FontFormat): void;
}

const fontByToken = new Map<Uint8Array, Font>();
const tokenByFont = new Map<Font, Uint8Array>();

/** Answers `new` with the parsed font its token stands for (a constructor may return any object). */
// eslint-disable-next-line @typescript-eslint/no-extraneous-class -- fontkit's formats are classes with a static probe
class SharedFont {
  static probe(bytes: Uint8Array): boolean {
    return fontByToken.has(bytes);
  }

  constructor(stream: { buffer: Uint8Array }) {
    const font = fontByToken.get(stream.buffer);
    if (!font) throw new Error('Not a shared font token.');
    return font;
  }
}

/**
 * pdfkit's own fontkit: its CommonJS build requires fontkit's CommonJS build, a module instance
 * apart from the ES module this file imports. The format goes to both, whichever pdfkit loads.
 */
function registerEverywhere(): void {
  const requireHere = createRequire(import.meta.url);
  const pdfkitFontkit = createRequire(requireHere.resolve('pdfkit'))('fontkit') as FontFormats;
  const importedFontkit = fontkitModule as unknown as FontFormats;
  pdfkitFontkit.registerFormat(SharedFont);
  if (importedFontkit.registerFormat !== pdfkitFontkit.registerFormat) {
    importedFontkit.registerFormat(SharedFont);
  }
}

let registered = false;

/**
 * What to give pdfkit's `registerFont` for a font parsed once: a few bytes no font format claims
 * but the shared one, always the same for the same font.
 */
export function sharedFontSource(font: Font, name: string): Uint8Array {
  if (!registered) {
    registerEverywhere();
    registered = true;
  }
  const known = tokenByFont.get(font);
  if (known) return known;
  const token = new TextEncoder().encode(`shared-font:${name}`);
  tokenByFont.set(font, token);
  fontByToken.set(token, font);
  return token;
}
