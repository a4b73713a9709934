import { acceptsTypedText, type NumericField } from '@shop/domain/numeric-input';
import type { KeyboardEvent } from 'react';

/**
 * The keydown handler of a numeric input: a key that cannot belong to the field's number, or
 * that would type past its length, is ignored as typed (spec 000 §5, 001 §5). Only keystrokes are
 * filtered; pasted, dropped and autofilled text arrives whole and the domain's numeric input rule
 * reads it (ADR 0031), so the input has no maxLength that would cut a paste short.
 */
export function numberKeys(field: NumericField) {
  return (event: KeyboardEvent<HTMLInputElement>) => {
    // Shortcuts (copy, paste, select all), named keys (Backspace, arrows) and IME input pass.
    const printable = event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey;
    if (!printable || event.nativeEvent.isComposing) return;
    const input = event.currentTarget;
    const end = input.selectionEnd ?? input.value.length;
    const start = input.selectionStart ?? end;
    if (!acceptsTypedText(field, input.value, { start, end }, event.key)) event.preventDefault();
  };
}
