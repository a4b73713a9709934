import { z } from 'zod';

/** The one shape of every 4xx/5xx answer under /api (issue #2). */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.unknown().optional(),
  }),
});

export type ApiError = z.infer<typeof apiErrorSchema>;

/** One invalid input, named so a form can show the message next to the field. */
export interface FieldProblem {
  field: string;
  message: string;
}
