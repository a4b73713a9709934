import { describe, expect, it } from 'vitest';
import { unprintableCharacters, unprintableFields, unprintableMessage } from './printable-text';

/** Fonts that cover ASCII, "é" as one code point or two, and "李". */
const covered = new Set([
  ...Array.from({ length: 0x7f - 0x20 }, (_, i) => 0x20 + i),
  0xe9,
  0x301,
  '李'.codePointAt(0) ?? 0,
]);

describe('unprintableCharacters', () => {
  it('finds nothing in text the fonts cover, line breaks and tabs included', () => {
    expect(unprintableCharacters('Jane Doe\r\n\tCafé 李 Cafe\u0301', covered)).toEqual([]);
  });

  it('names each character the fonts lack once, in order', () => {
    expect(unprintableCharacters('🎯 Ωmega 🎯 Ж', covered)).toEqual(['🎯', 'Ω', 'Ж']);
  });

  it('names an emoji with its variation selector or joiners whole', () => {
    expect(unprintableCharacters('I ❤️ 👩‍💻', covered)).toEqual(['❤️', '👩‍💻']);
  });
});

describe('unprintableFields', () => {
  it('is a problem per field that holds characters the fonts lack', () => {
    expect(
      unprintableFields(
        { name: 'Jane 🎯', company: 'Acme', address: '1 Main St\n✈ Gate' },
        covered,
      ),
    ).toEqual([
      {
        field: 'name',
        message: 'The quotation cannot print "🎯". Please remove or replace this character.',
      },
      { field: 'address', message: unprintableMessage(['✈']) },
    ]);
  });

  it('names several characters in one message', () => {
    expect(unprintableMessage(['🎯', '✈'])).toBe(
      'The quotation cannot print "🎯", "✈". Please remove or replace these characters.',
    );
  });
});
