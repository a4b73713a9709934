import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  acceptsTypedText,
  isNumberKey,
  numericMessages,
  numericValue,
  readNumericInput,
  type NumericField,
} from './numeric-input';
import { CUTS_FIELD, STICKERS_PER_SHEET_FIELD } from './rules/cut-count-rules';
import { CUSTOM_QUANTITY_FIELD } from './rules/quantity-rules';
import { CUSTOM_SETS_FIELD } from './rules/sets-rules';
import { dimensionField, QUOTE_PAGE_DIMENSION_MAX_LENGTH } from './rules/size-rules';

const WIDTH = dimensionField('width', QUOTE_PAGE_DIMENSION_MAX_LENGTH);
const FIELDS: NumericField[] = [
  WIDTH,
  dimensionField('height', 6),
  CUSTOM_QUANTITY_FIELD,
  CUSTOM_SETS_FIELD,
  CUTS_FIELD,
  STICKERS_PER_SHEET_FIELD,
];

/** Types `keys` one at a time at the end of an empty field, as a visitor would. */
function typeKeys(field: NumericField, keys: string): string {
  let text = '';
  for (const key of keys) {
    const at = { start: text.length, end: text.length };
    if (acceptsTypedText(field, text, at, key)) text += key;
  }
  return text;
}

describe('the issue 27 examples: nothing is rewritten into another number', () => {
  it('reads a width typed "3,5" as 3.5, never 35', () => {
    expect(typeKeys(WIDTH, '3,5')).toBe('3,5');
    expect(numericValue(WIDTH, '3,5')).toBe(3.5);
  });

  it('keeps "1e3" and "-3" as typed and refuses them, naming the field', () => {
    for (const keys of ['1e3', '-3']) {
      const text = typeKeys(WIDTH, keys);
      expect(text).toBe(keys);
      expect(readNumericInput(WIDTH, text)).toEqual({
        status: 'refused',
        message: 'Width must be one number, like 3.5.',
      });
    }
  });

  it('refuses Stickers/Sheet "12.7" rather than reading 127', () => {
    expect(typeKeys(STICKERS_PER_SHEET_FIELD, '12.7')).toBe('12.7');
    expect(readNumericInput(STICKERS_PER_SHEET_FIELD, '12.7')).toEqual({
      status: 'refused',
      message: 'Stickers/Sheet must be a whole number, like 12.',
    });
  });

  it('refuses a pasted quantity "12abc345678" as it stands, never 123', () => {
    expect(readNumericInput(CUSTOM_QUANTITY_FIELD, '12abc345678')).toEqual({
      status: 'refused',
      message: 'Quantity must be a whole number, like 12.',
    });
    expect(readNumericInput(CUSTOM_QUANTITY_FIELD, '1234567')).toEqual({
      status: 'refused',
      message: 'Quantity takes at most 6 characters.',
    });
  });

  it('still ignores, as typed, keys that cannot belong to a number (spec 000 §5, 001 §5)', () => {
    expect(typeKeys(CUSTOM_QUANTITY_FIELD, '1a2 b3')).toBe('123');
    expect(typeKeys(CUSTOM_SETS_FIELD, '123')).toBe('12');
  });
});

describe('acceptsTypedText (a typed key)', () => {
  it('lets through only keys that can belong to a number, within the length', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...FIELDS),
        fc.string({ maxLength: 12 }),
        fc.nat(),
        fc.nat(),
        (field, current, a, b) => {
          const start = Math.min(a, b) % (current.length + 1);
          const end = Math.max(start, Math.max(a, b) % (current.length + 1));
          const key = '7';
          const after = current.slice(0, start) + key + current.slice(end);
          expect(acceptsTypedText(field, current, { start, end }, key)).toBe(
            after.length <= field.maxLength,
          );
        },
      ),
    );
  });

  it('ignores every key outside the number alphabet, whatever the field holds', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...FIELDS),
        fc.string({ minLength: 1, maxLength: 1 }),
        (field, key) => {
          const accepted = acceptsTypedText(field, '', { start: 0, end: 0 }, key);
          expect(accepted).toBe(/^[0-9.,+\-eE]$/.test(key));
          expect(accepted).toBe(isNumberKey(key));
        },
      ),
    );
  });

  it('types any valid number of the field key by key, unchanged', () => {
    fc.assert(
      fc.property(fc.constantFrom(...FIELDS), fc.nat({ max: 999_999 }), (field, n) => {
        const text = String(n).slice(0, field.maxLength);
        expect(typeKeys(field, text)).toBe(text);
        expect(numericValue(field, text)).toBe(Number(text));
      }),
    );
  });
});

describe('readNumericInput (any text, however it arrived)', () => {
  it('never rewrites: a refused text is refused whole, and a read number is the text', () => {
    fc.assert(
      fc.property(fc.constantFrom(...FIELDS), fc.string({ maxLength: 12 }), (field, text) => {
        const reading = readNumericInput(field, text);
        const trimmed = text.trim();
        if (reading.status === 'empty') expect(trimmed).toBe('');
        if (reading.status === 'number') {
          expect(trimmed.length).toBeLessThanOrEqual(field.maxLength);
          // The number is the text itself (a size's comma read as its point), digit for digit.
          const written = field.kind === 'decimal' ? trimmed.replace(',', '.') : trimmed;
          expect(reading.value).toBe(Number(written));
          expect(written).toMatch(field.kind === 'decimal' ? /^\d*\.?\d*$/ : /^\d+$/);
        }
        if (reading.status === 'refused') {
          // Its message names the field.
          expect(reading.message.startsWith(field.label)).toBe(true);
          expect(Object.values(numericMessages(field))).toContain(reading.message);
        }
      }),
    );
  });

  it('reads a decimal comma as a point in a size only', () => {
    fc.assert(
      fc.property(fc.nat({ max: 999 }), fc.nat({ max: 99 }), (whole, fraction) => {
        const text = `${whole},${fraction}`;
        expect(numericValue(WIDTH, text)).toBe(Number(`${whole}.${fraction}`));
        expect(numericValue(CUSTOM_QUANTITY_FIELD, text)).toBeNull();
      }),
    );
  });

  it('refuses any text with a character that is not a digit or one decimal mark', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...FIELDS),
        fc.string({ maxLength: 3 }),
        fc.constantFrom('e', '-', '+', 'x', '..', ',,', '.,', '$', '٣'),
        fc.string({ maxLength: 3 }),
        (field, before, odd, after) => {
          const text = `1${before}${odd}${after}1`;
          expect(readNumericInput(field, text).status).toBe('refused');
        },
      ),
    );
  });
});
