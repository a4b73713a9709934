import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cutFileSvg } from '@shop/domain/lettering/cut-file';
import { PX_TO_MM } from '@shop/domain/lettering/lettering-constants';
import {
  checkCharacterSize,
  measureLettering,
  minimumCharacterSize,
  sizeForHeight,
  sizeForWidth,
  smallestCharacterMm,
  type GlyphSource,
  type LetteringAlignment,
} from '@shop/domain/lettering/measure';
import { DEFAULT_TYPEFACE_ID, TYPEFACES, typefaceById } from '@shop/domain/lettering/typefaces';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { glyphSourceOf, parseFont } from './glyph-source';
import { loadTypeface, typefaceFilePath } from './font-files';

const require = createRequire(import.meta.url);

function face(id: string) {
  const typeface = typefaceById(id);
  if (!typeface) throw new Error(`no typeface ${id}`);
  return typeface;
}

function measured(
  source: GlyphSource,
  lines: readonly string[],
  align: LetteringAlignment = 'left',
) {
  const result = measureLettering(source, lines, align);
  if (result.kind !== 'measured') throw new Error(`nothing to cut in ${JSON.stringify(lines)}`);
  return result;
}

const LETTERS_AND_DIGITS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

describe('the typefaces’ font files', () => {
  it('every file resolves, parses and draws every letter and digit; names and licences agree', () => {
    for (const typeface of TYPEFACES) {
      const font = parseFont(readFileSync(typefaceFilePath(typeface)));
      expect(font.unitsPerEm, typeface.id).toBeGreaterThan(0);
      const missing = [...LETTERS_AND_DIGITS].filter(
        (character) => !font.hasGlyphForCodePoint(character.codePointAt(0) ?? 0),
      );
      expect(missing, typeface.id).toEqual([]);
      // The package's own metadata: the family we show and the licence we claim.
      const metadata = require(`${typeface.package}/metadata.json`) as {
        family: string;
        weights: number[];
        license: { type: string };
      };
      expect(metadata.family, typeface.id).toBe(typeface.family);
      expect(metadata.license.type, typeface.id).toBe(typeface.licence);
      expect(metadata.weights, typeface.id).toContain(typeface.weight);
    }
  });

  it('parses a typeface once and keeps it', async () => {
    const signika = face(DEFAULT_TYPEFACE_ID);
    const first = loadTypeface(signika);
    expect(loadTypeface(signika)).toBe(first);
    expect((await first).unitsPerEm).toBe(2000);
  });
});

describe('measuring real fonts', () => {
  it('measures Alata’s "Your text" as its outlines: 3879 x 745 units of 1000', async () => {
    // fontkit's ink box of the shaped run (issue 17 research): x -16..3863, y -10..735. At a
    // 100 px font that is 387.9 x 74.5 px, x 0.2645833333 = 102.632 x 19.711 mm.
    const m = measured(await loadTypeface(face('alata')), ['Your text']);
    expect(m.naturalPx.width).toBeCloseTo(387.9, 6);
    expect(m.naturalPx.height).toBeCloseTo(74.5, 6);
    expect(m.naturalMm.width).toBeCloseTo(387.9 * PX_TO_MM, 9);
    expect(m.naturalMm.width).toBeCloseTo(102.632, 3);
    expect(m.naturalMm.height).toBeCloseTo(19.711, 3);
  });

  it('grows with the text, takes the wider line and adds the line gap', async () => {
    const signika = await loadTypeface(face(DEFAULT_TYPEFACE_ID));
    const widths = ['Y', 'Your', 'Your text', 'Your text here'].map(
      (text) => measured(signika, [text]).naturalPx.width,
    );
    expect(widths).toEqual([...widths].sort((a, b) => a - b));
    expect(new Set(widths).size).toBe(widths.length);

    const one = measured(signika, ['HELLO']);
    expect(measured(signika, ['HELLO', 'HI']).naturalPx.width).toBeCloseTo(one.naturalPx.width, 9);
    expect(measured(signika, ['HI', 'HELLO']).naturalPx.width).toBeCloseTo(one.naturalPx.width, 9);
    // The same line twice: one line's height, then 100 px + 10 px gap more.
    const twice = measured(signika, ['HELLO', 'HELLO']);
    expect(twice.naturalPx.height).toBeCloseTo(one.naturalPx.height + 110, 9);
  });

  it('names every character the font lacks, not the first one it ever lacked', () => {
    // A fresh parse: fontkit keeps one glyph object per id, with the characters of its first use.
    const font = parseFont(readFileSync(typefaceFilePath(face(DEFAULT_TYPEFACE_ID))));
    const signika = glyphSourceOf(font);
    expect(measureLettering(signika, ['\u6f22'], 'left').missingCharacters).toEqual(['\u6f22']);
    expect(
      measureLettering(signika, ['Caf\u00e9 \u20ac5', '\u0436 \u05d0 \u6f22'], 'left')
        .missingCharacters,
    ).toEqual(['\u0436', '\u05d0', '\u6f22']);
    // A ligature still draws both of its characters.
    const lobster = glyphSourceOf(parseFont(readFileSync(typefaceFilePath(face('lobster')))));
    const texts = lobster
      .layout('office')
      .map((glyph) => String.fromCodePoint(...glyph.codePoints));
    expect(texts.join('')).toBe('office');
  });

  it('reads the same numbers from the woff2 as from the woff it ships', () => {
    for (const id of ['signika', 'alata', 'lobster', 'bodoni-moda', 'raleway']) {
      const typeface = face(id);
      const woff = glyphSourceOf(parseFont(readFileSync(typefaceFilePath(typeface))));
      const woff2 = glyphSourceOf(
        parseFont(readFileSync(typefaceFilePath(typeface).replace(/\.woff$/, '.woff2'))),
      );
      const lines = ['AVATAR Type WAVE To', 'Your text'];
      const a = measured(woff, lines, 'center');
      const b = measured(woff2, lines, 'center');
      expect(b.naturalMm, id).toEqual(a.naturalMm);
      expect(b.characters, id).toEqual(a.characters);
    }
  });

  it('holds every letter to 10 mm at the boundary and names the size that works', async () => {
    const signika = await loadTypeface(face(DEFAULT_TYPEFACE_ID));
    const m = measured(signika, ['Your text.']);
    const minimum = minimumCharacterSize(m);
    expect(minimum).not.toBeNull();
    if (!minimum) return;
    expect(checkCharacterSize(m, minimum)).toEqual({ ok: true });
    const exact = sizeForHeight(m, minimum.heightIn);
    const smallest = smallestCharacterMm(m, exact) ?? 0;
    const atTen = sizeForHeight(m, (exact.heightIn * 10) / smallest);
    expect(smallestCharacterMm(m, atTen)).toBeCloseTo(10, 9);
    expect(checkCharacterSize(m, atTen)).toEqual({ ok: true });
    const below = checkCharacterSize(m, sizeForHeight(m, atTen.heightIn * 0.999));
    expect(below).toMatchObject({
      ok: false,
      rule: 'minimum-character-size',
      minimumSize: minimum,
    });
  });

  it('keeps proportions and grows the smallest letter with the size (any text, any face)', async () => {
    const faces = await Promise.all(
      ['signika', 'great-vibes', 'bebas-neue', 'playfair-display'].map((id) =>
        loadTypeface(face(id)),
      ),
    );
    fc.assert(
      fc.property(
        fc.constantFrom(...faces),
        fc.array(fc.stringMatching(/^[A-Za-z0-9 .,'&!?-]{1,16}$/), { minLength: 1, maxLength: 3 }),
        fc.constantFrom<LetteringAlignment>('left', 'center', 'right'),
        fc.double({ min: 0.5, max: 100, noNaN: true }),
        fc.double({ min: 1.01, max: 4, noNaN: true }),
        (source, lines, align, widthIn, factor) => {
          const m = measureLettering(source, lines, align);
          if (m.kind === 'blank') return;
          const size = sizeForWidth(m, widthIn);
          expect(size.widthIn / size.heightIn).toBeCloseTo(
            m.naturalMm.width / m.naturalMm.height,
            9,
          );
          const smaller = smallestCharacterMm(m, size);
          const larger = smallestCharacterMm(m, sizeForWidth(m, widthIn * factor));
          if (smaller !== null && larger !== null) expect(larger).toBeGreaterThan(smaller);
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('the cut file of a real font', () => {
  it('is outlined paths in mm at the ordered size', async () => {
    const signika = await loadTypeface(face(DEFAULT_TYPEFACE_ID));
    const m = measured(signika, ['Your text', 'here'], 'right');
    const svg = cutFileSvg(m, { widthIn: 6, heightIn: 2.5 });
    expect(svg).toContain('viewBox="0 0 152.4 63.5"');
    expect(svg).toContain('width="152.4mm" height="63.5mm"');
    expect(svg).not.toMatch(/<text/);
    // One path per glyph with ink: "Your text" and "here" without the space.
    expect(svg.match(/<path d="M[^"]+Z"\/>/g)).toHaveLength(12);
    const numbers = [...svg.matchAll(/ d="([^"]+)"/g)].flatMap(
      ([, d]) => (d ?? '').match(/-?\d+(\.\d+)?/g)?.map(Number) ?? [],
    );
    expect(Math.min(...numbers)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...numbers)).toBeLessThanOrEqual(152.4);
  });
});
