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
