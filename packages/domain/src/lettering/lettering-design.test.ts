import { describe, expect, it } from 'vitest';
import { letteringColourById, type LetteringColour } from './colours';
import { startingColour, startingDesign, type LetteringStart } from './lettering-design';

const colour = (id: string): LetteringColour => {
  const found = letteringColourById(id);
  if (!found) throw new Error(`no colour ${id}`);
  return found;
};

describe('the designer’s starting design', () => {
  it('starts in the configuration’s colour when the product sells it as lettering', () => {
    const sold = [colour('white'), colour('black'), colour('gold')];
    expect(startingColour(sold, 7)?.id).toBe('gold');
    // A catalog colour with no lettering colour: the first one sold.
    expect(startingColour(sold, 999)?.id).toBe('white');
    expect(startingColour([], 7)).toBeUndefined();
  });

  it('is the server’s drawing as the payload’s block, with nothing to fix', () => {
    const start: LetteringStart = {
      lines: ['Your text'],
      alignment: 'left',
      typefaceId: 'signika',
      summary: ['Text: Your text', 'Typeface: Signika'],
      size: { widthIn: 6.52, heightIn: 1.19 },
      outline: { widthMm: 165.6, heightMm: 30.2, paths: ['M0 0Z'] },
    };
    expect(startingDesign(start, colour('red'))).toEqual({
      summary: ['Text: Your text', 'Typeface: Signika'],
      order: {
        lines: ['Your text'],
        alignment: 'left',
        selected_font: 'signika',
        selected_color: 'red',
        width: 6.52,
        height: 1.19,
      },
      colour: colour('red'),
      problem: null,
    });
  });
});
