/**
 * The one input rule of every numeric field: sizes (width, height), quantities, sets, cuts per
 * shape and stickers per sheet (issue 27 item 1, ADR 0031).
 *
 * Spec 000 §5 and 001 §5 filter these fields "as typed": a key that cannot belong to a number is
 * ignored, and nothing is typed past the field's length. Text that arrives whole (pasted, dropped,
 * autofilled) is never rewritten: a size reads a decimal comma as a point, anything else that is
 * not one valid number stays as it came and is refused with a message naming the field. A key
 * that can belong to a number but not to this field (a point in a count, a minus sign, an
 * exponent) is kept too and refused the same way: dropping it would silently turn 12.7 into 127.
 */

/** A size is a decimal number of inches; every other numeric field counts whole things. */
export type NumberKind = 'decimal' | 'whole';

export interface NumericField {
  /** The field's name as the page labels it: messages start with it. */
  label: string;
  kind: NumberKind;
  /** Spec 000 §9, 001 §9: the most characters it holds. */
  maxLength: number;
}

export type NumericReading =
  | { status: 'empty' }
  | { status: 'number'; value: number }
  | { status: 'refused'; message: string };

/** Keys that belong to how numbers are written: digits, decimal marks, signs, exponents. */
const NUMBER_KEY = /^[0-9.,+\-eE]$/;
/** One plain decimal number: digits with at most one decimal point or comma. */
const DECIMAL = /^(?:\d+(?:[.,]\d*)?|[.,]\d+)$/;
const WHOLE = /^\d+$/;
/** What a number looks like in each kind's message. */
const EXAMPLE: Record<NumberKind, string> = { decimal: '3.5', whole: '12' };

/** The messages a numeric field refuses with; the wording is ours (the specs are silent). */
export function numericMessages(field: NumericField) {
  return {
    notANumber:
      field.kind === 'decimal'
        ? `${field.label} must be one number, like ${EXAMPLE.decimal}.`
        : `${field.label} must be a whole number, like ${EXAMPLE.whole}.`,
    tooLong: `${field.label} takes at most ${field.maxLength} characters.`,
  };
}

/** Whether one typed character can belong to a number at all (spec 000 §5 "filtered as typed"). */
export function isNumberKey(key: string): boolean {
  return NUMBER_KEY.test(key);
}

/**
 * Whether typing `typed` over the selection [start, end) of `current` is let through: every
 * character can belong to a number and the result fits the field's length. The browser asks this
 * before a keystroke lands; pasted and autofilled text never goes through it.
 */
export function acceptsTypedText(
  field: NumericField,
  current: string,
  selection: { start: number; end: number },
  typed: string,
): boolean {
  if (typed === '' || ![...typed].every(isNumberKey)) return false;
  const kept = current.length - Math.max(0, selection.end - selection.start);
  return kept + typed.length <= field.maxLength;
}

/**
 * Reads what a numeric field holds, however it got there. Whitespace around the number is not
 * part of it (a copied cell often carries a space); whitespace alone is an empty field.
 */
export function readNumericInput(field: NumericField, text: string): NumericReading {
  const trimmed = text.trim();
  if (trimmed === '') return { status: 'empty' };
  const messages = numericMessages(field);
  const pattern = field.kind === 'decimal' ? DECIMAL : WHOLE;
  if (!pattern.test(trimmed)) return { status: 'refused', message: messages.notANumber };
  if (trimmed.length > field.maxLength) return { status: 'refused', message: messages.tooLong };
  // A size's decimal comma is its point (issue 27 item 1): "3,5" is 3.5, never 35.
  return { status: 'number', value: Number(trimmed.replace(',', '.')) };
}

/** The number a field holds, or null while it is empty or refused. */
export function numericValue(field: NumericField, text: string): number | null {
  const reading = readNumericInput(field, text);
  return reading.status === 'number' ? reading.value : null;
}

/** The refusal a field shows, or null when it is empty or holds a number. */
export function numericRefusal(field: NumericField, text: string): string | null {
  const reading = readNumericInput(field, text);
  return reading.status === 'refused' ? reading.message : null;
}
