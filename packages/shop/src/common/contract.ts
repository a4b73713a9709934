import { text } from '@shop/domain/text';
import { z } from 'zod';

/** `Idempotency-Key`: the same key repeats the first answer instead of doing the work twice. */
export const idempotencyKeyHeader = z.object({
  'idempotency-key': z
    .string()
    .regex(/^[\w.:-]{8,100}$/, 'Idempotency-Key must be 8 to 100 letters, digits or . _ : -')
    .optional(),
});

/** A database row id in a path: a positive 32-bit integer. */
export const rowId = z.coerce.number().int().positive().max(2_147_483_647);

/** A calendar day as the back-office's date filters send it (YYYY-MM-DD, a real date). */
export const dayField = text()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Please give a date as YYYY-MM-DD.')
  // A day that exists: Date would roll "2026-02-30" over into March.
  .refine((day) => {
    const parsed = Date.parse(`${day}T00:00:00Z`);
    return !Number.isNaN(parsed) && new Date(parsed).toISOString().startsWith(day);
  }, 'This is not a date.')
  // Years the shop can mean (and the time-zone arithmetic takes as written).
  .refine(
    (day) => day >= '2000-01-01' && day < '2100-01-01',
    'Please give a date from 2000 to 2099.',
  );

/** A page of a back-office list, from 1. */
export const pageField = z.coerce
  .number({ message: 'The page is a whole number.' })
  .int('The page is a whole number.')
  .min(1, 'The page is 1 or more.')
  .max(10_000, 'The page is 10000 or less.')
  .default(1);

/**
 * Dollars and cents as staff type them ("125.00"), up to $999,999.99, named in messages by
 * `noun` ("A price is ..."); the service turns them into cents with `parseMoney`. `allowZero`
 * for amounts that may be nothing (a minimum).
 */
export const dollarsField = (noun: string, { allowZero = false } = {}) =>
  text({ message: `Please enter the ${noun}.` })
    .trim()
    .regex(/^\d{1,6}(\.\d{1,2})?$/, `A ${noun} is dollars and cents, like 125.00.`)
    .refine((amount) => allowZero || Number(amount) > 0, `A ${noun} is more than $0.00.`);
