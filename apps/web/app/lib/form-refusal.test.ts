import { describe, expect, it } from 'vitest';
import { showRefusal } from './form-refusal';

describe('showRefusal', () => {
  const refusal = (fields: Record<string, string>) => ({
    ok: false as const,
    status: 422,
    code: 'VALIDATION_FAILED',
    message: 'Refused.',
    fields,
    details: null,
  });

  it("puts each named field's message under it, and only the form's fields", () => {
    const set: Array<[string, string | undefined]> = [];
    showRefusal<{ email: string; code: string }>(
      refusal({ code: 'Wrong code.', other: 'Not on this form.' }),
      ['email', 'code'],
      (field, error) => set.push([field, error.message]),
    );
    expect(set).toEqual([['code', 'Wrong code.']]);
  });

  it("says the API's message above the button when no field of the form is named", () => {
    const set: Array<[string, string | undefined]> = [];
    showRefusal<{ email: string }>(refusal({}), ['email'], (field, error) =>
      set.push([field, error.message]),
    );
    expect(set).toEqual([['root', 'Refused.']]);
  });
});
