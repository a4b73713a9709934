import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { multilineText, text, TEXT_MESSAGES, textProblem } from './text';

/** The rule written another way: by code points; encodeURIComponent throws on a lone surrogate. */
function forbidden(value: string, multiline: boolean): boolean {
  try {
    encodeURIComponent(value);
  } catch {
    return true;
  }
  return [...value].some((character) => {
    const point = character.codePointAt(0) ?? 0;
    const control = point < 0x20 || point === 0x7f;
    return control && !(multiline && ['\t', '\n', '\r'].includes(character));
  });
}

// Any UTF-16 code units, so lone surrogates and controls come up often, mixed with plain text.
const anyText = fc.oneof(
  fc.string({ unit: 'binary' }),
  fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((u) => String.fromCharCode(u)) }),
  fc.string({ unit: fc.constantFrom('a', ' ', '\t', '\n', '\r', '\u0000', '\ud800', '\udc00') }),
);

describe('text', () => {
  it.each([
    ['Ana Lima', null],
    ['Zoë 🙂 Ōsaka', null],
    ['', null],
    ['Ana\u0000', TEXT_MESSAGES.control],
    ['Ana\u001f', TEXT_MESSAGES.control],
    ['Ana\u007f', TEXT_MESSAGES.control],
    ['Ana\tLima', TEXT_MESSAGES.control],
    ['Ana\nLima', TEXT_MESSAGES.control],
    ['Ana\ud800', TEXT_MESSAGES.surrogate],
    ['\udc00Ana', TEXT_MESSAGES.surrogate],
    ['\ud83d\ud83d', TEXT_MESSAGES.surrogate],
  ])('single line %j: %s', (value, problem) => {
    expect(textProblem(value)).toBe(problem);
  });

  it('keeps tab and line breaks in multi-line text, and refuses the other controls', () => {
    expect(textProblem('Line one\r\n\tLine two', { multiline: true })).toBeNull();
    expect(textProblem('Line one\u0000', { multiline: true })).toBe(TEXT_MESSAGES.control);
    expect(textProblem('\u000b', { multiline: true })).toBe(TEXT_MESSAGES.control);
  });

  it('accepts a string iff it holds no forbidden code unit', () => {
    fc.assert(
      fc.property(anyText, fc.boolean(), (value, multiline) => {
        const schema = multiline ? multilineText() : text();
        expect(schema.safeParse(value).success).toBe(!forbidden(value, multiline));
      }),
      { numRuns: 2000 },
    );
  });

  it('answers its own message only, before the checks chained after it', () => {
    const email = text()
      .trim()
      .regex(/^[^\s@]+@[^\s@]+$/, 'invalid email');
    const result = email.safeParse('ana\u0000@example.org');
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([TEXT_MESSAGES.control]);
    expect(email.safeParse(' ana@example.org ').data).toBe('ana@example.org');
  });

  it('keeps the string type, so a form can read its maximum length', () => {
    expect(text().max(40).maxLength).toBe(40);
  });
});
