import { NAME_MESSAGES, QUOTE_FORM_MESSAGES } from '@shop/domain/accounts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { quoteRequestSchema } from '../quotes/contract';
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

  // Issue 27 item 3: a guest's details prefill the quote forms, which must then accept them.
  it('refuses in its own words the names the quote forms refuse', () => {
    const guest = { first_name: 'Gil', last_name: 'Ray', email: 'gil@example.org' };
    const message = (first_name: string) =>
      guestSchema.safeParse({ ...guest, first_name }).error?.issues[0]?.message;
    expect(message('<script>alert(1)</script>')).toBe(NAME_MESSAGES.html);
    expect(message('a'.repeat(150))).toBe(NAME_MESSAGES.tooLong);
    expect(message('Gil\u202eyaR')).toBe(NAME_MESSAGES.characters);
  });

  it('accepts exactly the names a quote request accepts', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 120 }), (name) => {
        const guest = guestSchema.shape.first_name.safeParse(name);
        const quote = quoteRequestSchema.shape.firstname.safeParse(name);
        expect(guest.success).toBe(quote.success);
        expect(guest.error?.issues[0]?.message).toBe(quote.error?.issues[0]?.message);
      }),
    );
  });
});
