import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { ApiResult } from '~/lib/shop-api';

/**
 * Puts a refused request's messages on the form: each on the field it names, or the whole
 * message above the form when it names none (the back-office's forms, issue 35).
 */
export function showRefusal<Values extends FieldValues>(
  form: Pick<UseFormReturn<Values>, 'setError'>,
  result: Extract<ApiResult<unknown>, { ok: false }>,
) {
  const named = Object.entries(result.fields);
  for (const [field, message] of named) form.setError(field as Path<Values>, { message });
  if (named.length === 0) form.setError('root', { message: result.message });
}
