/**
 * Which characters of a text the quotation's PDF can print (issue 27). The PDF embeds its fonts
 * (docs/decisions/0032-quotation-fonts.md): a character none of them has would print as an empty
 * box, so a Bill To holding one is refused when saved, naming the characters.
 *
 * Pure: the code points the fonts cover are given (the server reads them from the font files).
 */
import type { FieldProblem } from './api-error';

/** The code points the fonts cover; a `Set<number>` is one. */
export interface CodePointCoverage {
  has(codePoint: number): boolean;
}

/** Line breaks and tabs end or space a line of the PDF; no font draws them. */
const LAYOUT_CONTROLS = new Set([0x09, 0x0a, 0x0d]);

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/**
 * The characters of `text` the fonts cannot draw, each once, in the order they first appear. A
 * character is a grapheme cluster, so an emoji with its variation selector or joiners ("❤️",
 * "👩‍💻") is named whole, never as an invisible code point of it.
 */
export function unprintableCharacters(text: string, covered: CodePointCoverage): string[] {
  const found = new Set<string>();
  for (const { segment } of graphemes.segment(text)) {
    for (const char of segment) {
      const codePoint = char.codePointAt(0) ?? 0;
      if (!LAYOUT_CONTROLS.has(codePoint) && !covered.has(codePoint)) {
        found.add(segment);
        break;
      }
    }
  }
  return [...found];
}

/** The message naming what cannot be printed, e.g. 'The quotation cannot print "🎯". …'. */
export function unprintableMessage(characters: readonly string[]): string {
  const listed = characters.map((character) => `"${character}"`).join(', ');
  const noun = characters.length === 1 ? 'this character' : 'these characters';
  return `The quotation cannot print ${listed}. Please remove or replace ${noun}.`;
}

/**
 * A problem per field holding characters the fonts cannot draw (none when all can be printed),
 * for a form of plain text fields such as the quotation's Bill To.
 */
export function unprintableFields(
  fields: Readonly<Record<string, string>>,
  covered: CodePointCoverage,
): FieldProblem[] {
  return Object.entries(fields).flatMap(([field, value]) => {
    const characters = unprintableCharacters(value, covered);
    return characters.length === 0 ? [] : [{ field, message: unprintableMessage(characters) }];
  });
}
