import { describe, expect, it } from 'vitest';
import { boxFont } from '../../test/box-font';
import { letteringOrderSchema } from './lettering-contract';
import { checkLetteringOrder, letteringSummary, type LetteringOrder } from './lettering-order';
import { measureLettering, minimumCharacterSize, sizeForWidth } from './measure';

// The box font (test/box-font.ts): "AB" is 1100 x 700 units of 1000, each letter 500 x 700.
// At a 100 px font that is 110 x 70 px, so its height is 7/11 of its width.
const AB_RATIO = 700 / 1100;
const LETTERING_COLOURS_SOLD = [3, 4, 5, 6, 7, 8, 9];

const order = (change: Partial<LetteringOrder> = {}): LetteringOrder => ({
  lines: ['AB'],
  alignment: 'left',
  selected_font: 'signika',
  selected_color: 'gold',
  width: 11,
  height: 7,
  ...change,
});

const check = (change: Partial<LetteringOrder> = {}, productColorIds = LETTERING_COLOURS_SOLD) =>
  checkLetteringOrder(order(change), { glyphs: boxFont, productColorIds });

const problemOf = (change: Partial<LetteringOrder> = {}, productColorIds?: number[]) => {
  const result = check(change, productColorIds);
  return result.ok ? null : { code: result.problem.code, field: result.problem.field };
};

describe('checkLetteringOrder', () => {
  it('accepts a design at its own proportions and hands back what is priced and cut', () => {
    const result = check();
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.lettering.size).toEqual({ widthIn: 11, heightIn: 7 });
    expect(result.lettering.typeface.family).toBe('Signika');
    expect(result.lettering.colour.name).toBe('Gold');
    expect(result.lettering.measurement.naturalPx).toEqual({ width: 110, height: 70 });
  });

  it('refuses a typeface that is not ours, or one whose glyphs were not loaded', () => {
    expect(problemOf({ selected_font: 'antique-olive' })).toEqual({
      code: 'UNKNOWN_TYPEFACE',
      field: 'lettering.selected_font',
    });
    const unloaded = checkLetteringOrder(order(), {
      glyphs: null,
      productColorIds: LETTERING_COLOURS_SOLD,
    });
    expect(unloaded.ok).toBe(false);
  });

  it('refuses an unknown colour and one the product does not sell, naming those it does', () => {
    expect(problemOf({ selected_color: 'plaid' })).toEqual({
      code: 'COLOUR_NOT_SOLD',
      field: 'lettering.selected_color',
    });
    expect(problemOf({ selected_color: 'hologram' })?.code).toBe('COLOUR_NOT_SOLD');
    const notSold = check({ selected_color: 'gold' }, [3, 4]);
    expect(notSold.ok ? '' : notSold.problem.message).toBe(
      'Gold is not a colour this product is sold in. Choose one of: White, Black.',
    );
    expect(check({ selected_color: 'white' }, [3, 4]).ok).toBe(true);
  });

  it('names each character the font cannot draw, once', () => {
    const result = check({ lines: ['A€B€', 'Ω'] });
    expect(result.ok ? null : result.problem).toEqual({
      status: 422,
      code: 'CHARACTERS_NOT_IN_FONT',
      field: 'lettering.lines',
      message: 'Signika cannot draw "€", "Ω". Remove them or choose another typeface.',
    });
  });

  it('refuses text with nothing to cut', () => {
    expect(problemOf({ lines: ['', '   '] })).toEqual({
      code: 'NO_TEXT',
      field: 'lettering.lines',
    });
  });

  it('accepts a side rounded by up to 0.01 in, either way round, and refuses more', () => {
    const exactHeight = 11 * AB_RATIO; // 7
    expect(check({ height: exactHeight + 0.01 }).ok).toBe(true);
    expect(check({ height: exactHeight - 0.01 }).ok).toBe(true);
    expect(problemOf({ height: exactHeight + 0.011 })).toEqual({
      code: 'SIZE_NOT_PROPORTIONAL',
      field: 'lettering.width',
    });
    // The height ordered, the width following it.
    expect(check({ width: 11.01, height: 7 }).ok).toBe(true);
    expect(problemOf({ width: 11.02, height: 7 })?.code).toBe('SIZE_NOT_PROPORTIONAL');
    const refused = check({ width: 11, height: 6 });
    expect(refused.ok ? '' : refused.problem.message).toBe(
      "11.00 x 6.00 in does not match the text's proportions: at 11.00 in wide it is 7.00 in tall.",
    );
  });

  it('holds every letter to 10 mm at the boundary, with the message of the designer', () => {
    const measured = measureLettering(boxFont, ['AB'], 'left');
    if (measured.kind !== 'measured') throw new Error('nothing to cut');
    const minimum = minimumCharacterSize(measured);
    if (!minimum) throw new Error('no letters');
    // The smallest size the designer names passes; 0.01 in narrower does not.
    const atMinimum = sizeForWidth(measured, minimum.widthIn);
    expect(check({ width: atMinimum.widthIn, height: atMinimum.heightIn }).ok).toBe(true);
    const under = sizeForWidth(measured, minimum.widthIn - 0.01);
    const refused = check({ width: under.widthIn, height: under.heightIn });
    expect(refused.ok ? null : refused.problem).toEqual({
      status: 422,
      code: 'CHARACTER_TOO_SMALL',
      field: 'lettering.width',
      message:
        'Each letter and digit must be at least 10 mm (0.39 in) tall and wide to be cut. ' +
        `The smallest size that works for this text is ${minimum.widthIn.toFixed(2)} x ${minimum.heightIn.toFixed(2)} in.`,
    });
  });
});

describe('the lettering contract', () => {
  const parse = (change: Record<string, unknown>) =>
    letteringOrderSchema.safeParse({ ...order(), ...change });
  const fieldOf = (change: Record<string, unknown>) =>
    parse(change).error?.issues[0]?.path.join('.') ?? null;

  it('takes 1 to 10 lines of at most 60 characters (an emoji is one)', () => {
    expect(fieldOf({ lines: Array.from({ length: 10 }, () => 'A') })).toBeNull();
    expect(fieldOf({ lines: Array.from({ length: 11 }, () => 'A') })).toBe('lines');
    expect(fieldOf({ lines: [] })).toBe('lines');
    expect(fieldOf({ lines: ['A'.repeat(60)] })).toBeNull();
    expect(fieldOf({ lines: ['😀'.repeat(60)] })).toBeNull();
    expect(fieldOf({ lines: ['A'.repeat(61)] })).toBe('lines.0');
    expect(fieldOf({ lines: ['A\nB'] })).toBe('lines.0');
  });

  it('takes sizes in inches to 0.01, above 0', () => {
    expect(fieldOf({ width: 12.34, height: 0.01 })).toBeNull();
    expect(fieldOf({ width: 12.345 })).toBe('width');
    expect(fieldOf({ height: 0 })).toBe('height');
    expect(fieldOf({ height: '7' })).toBe('height');
    expect(fieldOf({ alignment: 'justify' })).toBe('alignment');
    expect(fieldOf({ svg: '<svg/>' })).toBe('');
  });
});

describe('letteringSummary', () => {
  it('lists the text, the face and, with several lines, the alignment', () => {
    expect(letteringSummary(order())).toEqual(['Text: AB', 'Typeface: Signika']);
    expect(letteringSummary(order({ lines: ['Open', 'Daily'], alignment: 'right' }))).toEqual([
      'Text: Open / Daily',
      'Typeface: Signika',
      'Alignment: Right',
    ]);
  });
});
