/**
 * The designer's size fields (issue 17 item 3): the visitor may type either side, in inches to
 * 0.01 (the unit the server checks, ADR 0029); the other side follows the text's proportions.
 */
import { LETTERING_MAX_INCHES } from '@shop/domain/lettering/lettering-order';
import type { MinimumSize } from '@shop/domain/rules/minimum-size';
import {
  letteringSize,
  type LetteringMeasureResult,
  type LetteringSize,
  type SizeChoice,
} from '@shop/domain/lettering/measure';

export type SizeSide = 'width' | 'height';

/** What a size field may hold while typing: digits and at most two decimals. */
export const TYPING_INCHES = /^\d{0,4}(\.\d{0,2})?$/;

/** The inches a finished field holds, or a message saying what is wrong with it. */
export function parseInches(
  side: SizeSide,
  raw: string,
): { ok: true; inches: number } | { ok: false; message: string } {
  const inches = Number(raw);
  if (raw.trim() === '' || !TYPING_INCHES.test(raw) || !(inches > 0)) {
    return { ok: false, message: `Enter the ${side} in inches, for example 12.5.` };
  }
  if (inches > LETTERING_MAX_INCHES) {
    return {
      ok: false,
      message: `The ${side} can be at most ${LETTERING_MAX_INCHES} in; for larger lettering, request a quote.`,
    };
  }
  return { ok: true, inches };
}

const toHundredth = (inches: number) => Math.max(0.01, Math.round(inches * 100) / 100);

/**
 * The size as ordered and shown: the chosen side as typed, the other following the text,
 * both to 0.01 in (the automatic size is already rounded up by the domain, and grown to the
 * product's `minimum`).
 */
export function orderedSize(
  result: LetteringMeasureResult,
  choice: SizeChoice,
  minimum: MinimumSize | null = null,
): LetteringSize {
  const size = letteringSize(result, choice, minimum);
  return { widthIn: toHundredth(size.widthIn), heightIn: toHundredth(size.heightIn) };
}

export const formatInches = (inches: number) => inches.toFixed(2);
