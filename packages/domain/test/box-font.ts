/**
 * A font made of rectangles, for lettering tests whose numbers are checked by hand: 1000 units
 * per em; a letter or digit is a 500 x 700 box on a 600 advance (x 50..550, y 0..700); `l` is a
 * narrow 100 x 750 stroke on a 300 advance; `g` hangs 200 below the baseline; `.` is a 100 x 100
 * dot on a 300 advance; a space is 250 wide with no outline; `A` before `V` is kerned by -100.
 * Any other character is `.notdef` (id 0), drawn as a letter's box.
 */
import type { GlyphSource, OutlineBox, OutlineCommand } from '../src/lettering/measure';

const LETTER: OutlineBox = { minX: 50, minY: 0, maxX: 550, maxY: 700 };

const SPECIAL: Record<string, { advance: number; bbox: OutlineBox | null }> = {
  ' ': { advance: 250, bbox: null },
  l: { advance: 300, bbox: { minX: 100, minY: 0, maxX: 200, maxY: 750 } },
  g: { advance: 600, bbox: { minX: 50, minY: -200, maxX: 550, maxY: 500 } },
  '.': { advance: 300, bbox: { minX: 100, minY: 0, maxX: 200, maxY: 100 } },
};

function rectangle(box: OutlineBox | null): OutlineCommand[] {
  if (box === null) return [];
  return [
    { command: 'moveTo', args: [box.minX, box.minY] },
    { command: 'lineTo', args: [box.maxX, box.minY] },
    { command: 'lineTo', args: [box.maxX, box.maxY] },
    { command: 'lineTo', args: [box.minX, box.maxY] },
    { command: 'closePath', args: [] },
  ];
}

export const boxFont: GlyphSource = {
  unitsPerEm: 1000,
  layout(text) {
    const characters = [...text];
    return characters.map((character, index) => {
      const known = SPECIAL[character] ?? (/[A-Za-z0-9]/.test(character) ? 'letter' : undefined);
      const { advance, bbox } = typeof known === 'object' ? known : { advance: 600, bbox: LETTER };
      const kern = character === 'A' && characters[index + 1] === 'V' ? -100 : 0;
      return {
        id: known === undefined ? 0 : (character.codePointAt(0) ?? 0),
        codePoints: [character.codePointAt(0) ?? 0],
        xAdvance: advance + kern,
        xOffset: 0,
        yOffset: 0,
        bbox,
        outline: rectangle(bbox),
      };
    });
  },
};
