import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boxFont } from '../../test/box-font';
import { DEFAULT_SIZE_IN, PX_TO_MM } from './lettering-constants';
import {
  autoSize,
  checkCharacterSize,
  letteringSize,
  measureLettering,
  minimumCharacterSize,
  sizeForHeight,
  sizeForWidth,
  smallCharacters,
  smallestCharacterMm,
  type LetteringAlignment,
  type LetteringMeasurement,
} from './measure';

/** Numbers below are worked by hand from the box font (test/box-font.ts). */
function measured(lines: readonly string[], alignment: LetteringAlignment = 'left') {
  const result = measureLettering(boxFont, lines, alignment);
  if (result.kind !== 'measured') throw new Error(`nothing to cut in ${JSON.stringify(lines)}`);
  return result;
}

const inches = (mm: number) => mm / 25.4;

describe('measureLettering', () => {
  it('measures the outline box at a 100 px font and converts it with the px-to-mm factor', () => {
    // "AB": A's outline 50..550, B's 650..1150 (advance 600): 1100 units wide, 700 tall, at
    // 100 px per 1000 units = 110 x 70 px; x 0.2645833333 = 29.104166663 x 18.520833331 mm.
    const m = measured(['AB']);
    expect(m.naturalPx.width).toBeCloseTo(110, 9);
    expect(m.naturalPx.height).toBeCloseTo(70, 9);
    expect(m.naturalMm.width).toBeCloseTo(29.104166663, 9);
    expect(m.naturalMm.height).toBeCloseTo(18.520833331, 9);
    expect(PX_TO_MM).toBe(0.2645833333);
  });

  it('applies the font’s kerning', () => {
    // A before V is kerned by -100 units: 10 px narrower than "AB".
    expect(measured(['AV']).naturalPx.width).toBeCloseTo(100, 9);
  });

  it('counts descenders in the height and leaves side bearings and spaces out', () => {
    expect(measured(['Ag']).naturalPx.height).toBeCloseTo(90, 9);
    // Leading and trailing spaces draw nothing: the box is the same.
    expect(measured(['  AB  ']).naturalPx).toEqual(measured(['AB']).naturalPx);
  });

  it('takes the wider line’s width and lays lines 100 px + 10 px gap apart', () => {
    const one = measured(['AB']);
    const two = measured(['AB', 'A']);
    expect(two.naturalPx.width).toBeCloseTo(one.naturalPx.width, 9);
    expect(two.naturalPx.height).toBeCloseTo(one.naturalPx.height + 110, 9);
    // A blank line between keeps its place: the third line's baseline is 220 px down.
    expect(measured(['A', '', 'A']).naturalPx.height).toBeCloseTo(70 + 220, 9);
  });

  it('aligns lines by their outlines', () => {
    const secondLineX = (alignment: LetteringAlignment) =>
      measured(['AB', 'A'], alignment).characters[2]?.xPx;
    expect(secondLineX('left')).toBeCloseTo(0, 9);
    expect(secondLineX('center')).toBeCloseTo(30, 9);
    expect(secondLineX('right')).toBeCloseTo(60, 9);
    // Alignment moves lines within the box; it never changes the box.
    expect(measured(['AB', 'A'], 'right').naturalPx).toEqual(measured(['AB', 'A']).naturalPx);
  });

  it('gives each character with an outline its box, marking letters and digits', () => {
    const m = measured(['A. 1']);
    expect(m.characters.map(({ text, counted }) => [text, counted])).toEqual([
      ['A', true],
      ['.', false],
      ['1', true],
    ]);
    expect(m.characters[0]?.widthMm).toBeCloseTo(50 * PX_TO_MM, 9);
    expect(m.characters[0]?.heightMm).toBeCloseTo(70 * PX_TO_MM, 9);
  });

  it('names the characters the font cannot draw', () => {
    expect(measured(['A☃B☃']).missingCharacters).toEqual(['☃']);
  });

  it('finds nothing to cut in blank text, which keeps the default size', () => {
    const blank = measureLettering(boxFont, ['', '   '], 'left');
    expect(blank.kind).toBe('blank');
    expect(letteringSize(blank, { kind: 'auto' })).toEqual(DEFAULT_SIZE_IN);
  });
});

describe('aspect-locked size', () => {
  const m = measured(['AB']); // 110 x 70 px

  it('follows the width with the height and the height with the width', () => {
    expect(sizeForWidth(m, 11).heightIn).toBeCloseTo(7, 9);
    expect(sizeForHeight(m, 7).widthIn).toBeCloseTo(11, 9);
    expect(letteringSize(m, { kind: 'width', inches: 22 })).toEqual(sizeForWidth(m, 22));
    expect(letteringSize(m, { kind: 'height', inches: 3.5 })).toEqual(sizeForHeight(m, 3.5));
  });
});

describe('the 10 mm rule', () => {
  // In "AB" each letter is 50 x 70 px: the smallest side is the width, 50 px = 13.229 mm. It is
  // 10 mm when the design is 10/50 mm per px: 110 x 70 px -> 22 x 14 mm.
  const m = measured(['AB']);
  const boundary = { widthIn: inches(22), heightIn: inches(14) };

  it('passes at the boundary and fails just below it, naming the smallest size that works', () => {
    expect(smallestCharacterMm(m, boundary)).toBeCloseTo(10, 9);
    expect(checkCharacterSize(m, boundary)).toEqual({ ok: true });

    const below = { widthIn: boundary.widthIn * 0.999, heightIn: boundary.heightIn * 0.999 };
    const check = checkCharacterSize(m, below);
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.rule).toBe('minimum-character-size');
    expect(check.smallestCharacterMm).toBeCloseTo(9.99, 9);
    // 22 mm = 0.866 in and 14 mm = 0.551 in, rounded up so the size shown works.
    expect(check.minimumSize).toEqual({ widthIn: 0.87, heightIn: 0.56 });
    expect(check.message).toBe(
      'Each letter and digit must be at least 10 mm (0.39 in) tall and wide to be cut. ' +
        'The smallest size that works for this text is 0.87 x 0.56 in.',
    );
    expect(checkCharacterSize(m, check.minimumSize)).toEqual({ ok: true });
  });

  it('names the letters under 10 mm with their boxes at the size, to mark them', () => {
    // "Al" at 30 x 30 mm (75 x 75 px natural): A is 50 x 70 px -> 20 x 28 mm, fine; l is a
    // 10 x 75 px stroke at x 65 px -> 4 x 30 mm at x 26 mm, under 10 mm wide.
    const al = measured(['Al']);
    const small = smallCharacters(al, { widthIn: inches(30), heightIn: inches(30) });
    expect(small).toHaveLength(1);
    expect(small[0]?.text).toBe('l');
    expect(small[0]?.xMm).toBeCloseTo(26, 9);
    expect(small[0]?.yMm).toBeCloseTo(0, 9);
    expect(small[0]?.widthMm).toBeCloseTo(4, 9);
    expect(small[0]?.heightMm).toBeCloseTo(30, 9);
    // At the boundary of "AB" nothing is marked, just below it both letters are.
    expect(smallCharacters(m, boundary)).toEqual([]);
    const below = { widthIn: boundary.widthIn * 0.999, heightIn: boundary.heightIn * 0.999 };
    expect(smallCharacters(m, below).map((c) => c.text)).toEqual(['A', 'B']);
  });

  it('holds narrow letters to their outline width', () => {
    // "Al": l is a 10 px stroke, so the design must be 10 times 10 mm / 10 px: 75 x 75 px ->
    // 75 x 75 mm = 2.953 in.
    expect(minimumCharacterSize(measured(['Al']))).toEqual({ widthIn: 2.96, heightIn: 2.96 });
  });

  it('does not hold punctuation to it', () => {
    const dots = measured(['...']);
    expect(smallestCharacterMm(dots, { widthIn: 0.1, heightIn: 0.01 })).toBeNull();
    expect(checkCharacterSize(dots, { widthIn: 0.1, heightIn: 0.01 })).toEqual({ ok: true });
    // A full stop after a word does not make the word larger.
    expect(minimumCharacterSize(measured(['AB.']))?.heightIn).toBe(0.56);
  });
});

describe('autoSize', () => {
  it('makes a short design 30 mm tall', () => {
    // 110 x 70 px scaled to 30 mm tall: 47.14 x 30 mm = 1.856 x 1.181 in, rounded up.
    expect(autoSize(measured(['AB']))).toEqual({ widthIn: 1.86, heightIn: 1.19 });
  });

  it('makes it larger still when a letter would be under 10 mm', () => {
    expect(autoSize(measured(['Al']))).toEqual({ widthIn: 2.96, heightIn: 2.96 });
  });

  it('grows a narrow design until both sides reach the product’s minimum (issue 27: "H")', () => {
    // "A" alone: 50 x 70 px = 13.23 x 18.52 mm; 30 mm tall it is 0.85 x 1.19 in, under a 1 in
    // minimum. Grown until its smaller side is 1 in: 1.00 x 1.40 in.
    expect(autoSize(measured(['A']))).toEqual({ widthIn: 0.85, heightIn: 1.19 });
    const minimum = { largerIn: 1, smallerIn: 1 };
    expect(autoSize(measured(['A']), minimum)).toEqual({ widthIn: 1, heightIn: 1.4 });
    expect(letteringSize(measured(['A']), { kind: 'auto' }, minimum)).toEqual({
      widthIn: 1,
      heightIn: 1.4,
    });
    // Sides are compared sorted: a 2 x 1 in minimum asks the longer side for 2 in.
    expect(autoSize(measured(['A']), { largerIn: 2, smallerIn: 1 })).toEqual({
      widthIn: 1.43,
      heightIn: 2,
    });
    // A typed side is kept as typed: the size check says what is wrong with it.
    expect(letteringSize(measured(['A']), { kind: 'width', inches: 0.5 }, minimum).widthIn).toBe(
      0.5,
    );
  });

  it('keeps a design that is already large enough at its natural size', () => {
    // Three lines: 110 x 290 px = 29.10 x 76.73 mm = 1.146 x 3.021 in.
    expect(autoSize(measured(['AB', 'AB', 'AB']))).toEqual({ widthIn: 1.15, heightIn: 3.03 });
  });
});

describe('properties', () => {
  const lines = fc.array(fc.stringMatching(/^[ABglV. 7]{0,12}$/), { minLength: 1, maxLength: 4 });
  const alignment = fc.constantFrom<LetteringAlignment>('left', 'center', 'right');
  const withInk = fc
    .tuple(lines, alignment)
    .map(([text, align]) => measureLettering(boxFont, text, align))
    .filter((m): m is LetteringMeasurement => m.kind === 'measured');
  const width = fc.double({ min: 0.1, max: 200, noNaN: true });

  it('a line grows wider with every letter added', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[ABglV. 7]{0,12}$/), (text) => {
        const longer = measured([`${text}B`]);
        const shorter = measureLettering(boxFont, [text], 'left');
        if (shorter.kind === 'measured') {
          expect(longer.naturalPx.width).toBeGreaterThan(shorter.naturalPx.width);
        }
      }),
    );
  });

  it('aspect-locked sizes keep the text’s proportions both ways', () => {
    fc.assert(
      fc.property(withInk, width, (m, widthIn) => {
        const size = sizeForWidth(m, widthIn);
        const ratio = m.naturalMm.width / m.naturalMm.height;
        expect(size.widthIn / size.heightIn).toBeCloseTo(ratio, 6);
        expect(sizeForHeight(m, size.heightIn).widthIn).toBeCloseTo(widthIn, 6);
      }),
    );
  });

  it('the smallest character grows with the size', () => {
    fc.assert(
      fc.property(withInk, width, width, (m, a, b) => {
        const [small, large] = a <= b ? [a, b] : [b, a];
        const smaller = smallestCharacterMm(m, sizeForWidth(m, small));
        const larger = smallestCharacterMm(m, sizeForWidth(m, large));
        if (smaller === null || larger === null) {
          expect(m.characters.some((character) => character.counted)).toBe(false);
          return;
        }
        expect(larger).toBeGreaterThanOrEqual(smaller);
        expect(larger / smaller).toBeCloseTo(large / small, 6);
      }),
    );
  });

  it('the automatic size with a product minimum reaches it and still passes the 10 mm rule', () => {
    const side = fc.double({ min: 0.1, max: 40, noNaN: true });
    fc.assert(
      fc.property(withInk, side, side, (m, a, b) => {
        const minimum = {
          largerIn: Math.round(Math.max(a, b) * 100) / 100,
          smallerIn: Math.round(Math.min(a, b) * 100) / 100,
        };
        const auto = autoSize(m, minimum);
        expect(Math.max(auto.widthIn, auto.heightIn)).toBeGreaterThanOrEqual(minimum.largerIn);
        expect(Math.min(auto.widthIn, auto.heightIn)).toBeGreaterThanOrEqual(minimum.smallerIn);
        expect(checkCharacterSize(m, auto)).toEqual({ ok: true });
      }),
    );
  });

  it('the minimum size and the automatic size both pass the 10 mm rule', () => {
    fc.assert(
      fc.property(withInk, (m) => {
        const auto = autoSize(m);
        expect(checkCharacterSize(m, auto)).toEqual({ ok: true });
        expect(auto.heightIn).toBeGreaterThanOrEqual(inches(30));
        const minimum = minimumCharacterSize(m);
        if (minimum === null) return;
        expect(checkCharacterSize(m, minimum)).toEqual({ ok: true });
        const shrunk = { widthIn: minimum.widthIn * 0.95, heightIn: minimum.heightIn * 0.95 };
        expect(checkCharacterSize(m, shrunk).ok).toBe(false);
      }),
    );
  });
});
