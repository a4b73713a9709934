/**
 * A fontkit font as the domain's `GlyphSource` (packages/domain/src/lettering/measure.ts). No
 * Node API here: the browser will parse the same file bytes with the same code (ADR 0028).
 */
import type { GlyphSource, OutlineBox } from '@shop/domain/lettering/measure';
import type { BBOX, Font } from 'fontkit';

export { parseFont } from '../common/font-file';

/** fontkit gives an empty outline (a space) an inverted, infinite box. */
function outlineBox(bbox: BBOX): OutlineBox | null {
  if (!(bbox.maxX >= bbox.minX && bbox.maxY >= bbox.minY)) return null;
  return { minX: bbox.minX, minY: bbox.minY, maxX: bbox.maxX, maxY: bbox.maxY };
}

/**
 * The characters each glyph of a run draws. fontkit keeps one Glyph object per glyph id, holding
 * the code points of its first use: after "漢", every `.notdef` says it is "漢". So the text is
 * walked again, each glyph taking as many code points as it draws; when that does not add up
 * (a script shaped out of order), fontkit's own are kept.
 */
function codePointsOf(text: string, glyphs: readonly { codePoints: number[] }[]): number[][] {
  const textCodePoints = [...text].map((character) => character.codePointAt(0) ?? 0);
  const walked: number[][] = [];
  let next = 0;
  for (const glyph of glyphs) {
    walked.push(textCodePoints.slice(next, next + glyph.codePoints.length));
    next += glyph.codePoints.length;
  }
  return next === textCodePoints.length ? walked : glyphs.map((glyph) => glyph.codePoints);
}

export function glyphSourceOf(font: Font): GlyphSource {
  return {
    unitsPerEm: font.unitsPerEm,
    layout(text) {
      // Shaped with the font's default features (kerning, ligatures, contextual alternates).
      const run = font.layout(text);
      const codePoints = codePointsOf(text, run.glyphs);
      return run.glyphs.map((glyph, index) => {
        const position = run.positions[index];
        return {
          id: glyph.id,
          codePoints: codePoints[index] ?? glyph.codePoints,
          xAdvance: position?.xAdvance ?? glyph.advanceWidth,
          xOffset: position?.xOffset ?? 0,
          yOffset: position?.yOffset ?? 0,
          bbox: outlineBox(glyph.bbox),
          outline: glyph.path.commands,
        };
      });
    },
  };
}
