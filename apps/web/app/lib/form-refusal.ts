import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { ApiResult } from './shop-api';

/**
 * Shows the shop's refusal on a form: each named field's message under that field, or, when it
 * names none of the form's fields, the API's message above the button.
 */
export function showRefusal<T extends FieldValues>(
  refusal: Extract<ApiResult<unknown>, { ok: false }>,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): void {
  const named = fields.filter((field) => refusal.fields[field]);
  for (const field of named) setError(field, { message: refusal.fields[field] });
  if (named.length === 0) setError('root', { message: refusal.message });
}
