import { QUOTE_FORM_MESSAGES } from '@shop/domain/accounts';
import { describe, expect, it } from 'vitest';
import { guestSchema } from './contract';

// One guest schema serves the sign-in page's form (its resolver) and POST /api/guest.
describe('guestSchema', () => {
  it('reads a guest, trimmed', () => {
    expect(
      guestSchema.parse({ first_name: ' Gil ', last_name: 'Ray', email: ' gil@example.org ' }),
    ).toEqual({ first_name: 'Gil', last_name: 'Ray', email: 'gil@example.org' });
  });

  it('names each missing field with the message of spec 001 §8, the required one first', () => {
    const issues = guestSchema.safeParse({ first_name: ' ', last_name: '', email: '' }).error
      ?.issues;
    const first = (field: string) => issues?.find((issue) => issue.path[0] === field)?.message;
    expect(first('first_name')).toBe(QUOTE_FORM_MESSAGES.firstNameRequired);
    expect(first('last_name')).toBe(QUOTE_FORM_MESSAGES.lastNameRequired);
    expect(first('email')).toBe(QUOTE_FORM_MESSAGES.emailRequired);
  });

  it('refuses a malformed email and any field it does not know', () => {
    const guest = { first_name: 'Gil', last_name: 'Ray', email: 'gil@example.org' };
    expect(guestSchema.safeParse({ ...guest, email: 'gil@' }).error?.issues[0]?.message).toBe(
      QUOTE_FORM_MESSAGES.emailInvalid,
    );
    expect(guestSchema.safeParse({ ...guest, admin: true }).success).toBe(false);
  });
});
