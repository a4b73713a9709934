import fc from 'fast-check';
import { measureLettering, sizeForWidth } from '@shop/domain/lettering/measure';
import { DEFAULT_TYPEFACE_ID, typefaceById } from '@shop/domain/lettering/typefaces';
import { loadTypeface } from '@shop/shop/lettering/font-files';
import { describe, expect, it } from 'vitest';
import { orderedSize, parseInches, TYPING_INCHES } from './designer-size';

// The default face's own file, as the designer measures it.
const typeface = typefaceById(DEFAULT_TYPEFACE_ID);
if (!typeface) throw new Error('no default typeface');
const signika = await loadTypeface(typeface);

const measured = (lines: string[]) => {
  const result = measureLettering(signika, lines, 'left');
  if (result.kind !== 'measured') throw new Error('nothing to cut');
  return result;
};

describe('the designer’s size fields', () => {
  it('let through digits with at most two decimals while typing', () => {
    for (const ok of ['', '1', '12', '12.', '12.5', '12.25', '.5', '1000']) {
      expect(TYPING_INCHES.test(ok), ok).toBe(true);
    }
    for (const refused of ['12.345', 'a', '-1', '1e3', '12,5', '12345', ' 1']) {
      expect(TYPING_INCHES.test(refused), refused).toBe(false);
    }
  });

  it('read a finished field as inches, or say what is wrong with it by name', () => {
    expect(parseInches('width', '12.5')).toEqual({ ok: true, inches: 12.5 });
    expect(parseInches('height', '.5')).toEqual({ ok: true, inches: 0.5 });
    expect(parseInches('width', '')).toEqual({
      ok: false,
      message: 'Enter the width in inches, for example 12.5.',
    });
    expect(parseInches('height', '0')).toMatchObject({ ok: false });
    expect(parseInches('height', '0.00')).toMatchObject({ ok: false });
    expect(parseInches('width', '1000.5')).toEqual({
      ok: false,
      message: 'The width can be at most 1000 in; for larger lettering, request a quote.',
    });
  });

  it('order the typed side as typed and the other to 0.01 in, within the server’s tolerance', () => {
    const design = measured(['Open', 'Daily']);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), (hundredths) => {
        const widthIn = hundredths / 100;
        const size = orderedSize(design, { kind: 'width', inches: widthIn });
        expect(size.widthIn).toBe(widthIn);
        expect(Math.round(size.heightIn * 100)).toBeCloseTo(size.heightIn * 100, 9);
        // ADR 0029: the side that followed is within 0.01 in of the exact one.
        const exact = sizeForWidth(design, widthIn).heightIn;
        expect(Math.abs(size.heightIn - exact)).toBeLessThanOrEqual(0.01);
      }),
    );
  });

  it('start a single narrow letter at a size the product sells (issue 27: "H")', () => {
    // Alone, Signika's H is 30 mm tall at 0.91 in wide: under Vinyl Lettering's 1 in minimum.
    expect(orderedSize(measured(['H']), { kind: 'auto' })).toEqual({
      widthIn: 0.91,
      heightIn: 1.19,
    });
    const size = orderedSize(measured(['H']), { kind: 'auto' }, { largerIn: 1, smallerIn: 1 });
    expect(size.widthIn).toBe(1);
    expect(size.heightIn).toBeGreaterThan(1.19);
    // The side that followed stays within the server's tolerance of the text's proportions.
    const exact = sizeForWidth(measured(['H']), 1).heightIn;
    expect(Math.abs(size.heightIn - exact)).toBeLessThanOrEqual(0.01);
  });

  it('keep a blank design at the default 1.18 x 1.18 in', () => {
    const blank = measureLettering(signika, ['  '], 'left');
    expect(orderedSize(blank, { kind: 'auto' })).toEqual({ widthIn: 1.18, heightIn: 1.18 });
  });
});
