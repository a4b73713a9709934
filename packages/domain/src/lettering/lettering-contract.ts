import { z } from 'zod';
import { text } from '../text';
import {
  LETTERING_MAX_INCHES,
  LETTERING_MAX_LINE_LENGTH,
  LETTERING_MAX_LINES,
} from './lettering-order';

/** A size to 0.01 in, as the page shows and the visitor orders it. */
const orderedInches = (field: 'width' | 'height') =>
  z
    .number()
    .positive(`${field} must be greater than 0`)
    .max(LETTERING_MAX_INCHES, `${field} must be at most ${LETTERING_MAX_INCHES} in`)
    .refine(
      (value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
      `${field} must be in inches to 0.01`,
    );

const line = text().refine(
  (value) => [...value].length <= LETTERING_MAX_LINE_LENGTH,
  `each line is at most ${LETTERING_MAX_LINE_LENGTH} characters`,
);

/**
 * The quote payload's `lettering` block (spec 001 §3): what the designer sends. The server
 * measures the text again and checks the rest (lettering-order.ts); the limits are here.
 */
export const letteringOrderSchema = z
  .object({
    lines: z
      .array(line)
      .min(1, 'type the text to cut')
      .max(LETTERING_MAX_LINES, `at most ${LETTERING_MAX_LINES} lines`),
    alignment: z.enum(['left', 'center', 'right']),
    selected_font: text().min(1).max(60),
    selected_color: text().min(1).max(60),
    width: orderedInches('width'),
    height: orderedInches('height'),
  })
  .strict();
