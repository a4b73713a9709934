import { randomUUID } from 'node:crypto';
import { EMAIL_PATTERN, QUOTE_FORM_MESSAGES } from '@shop/domain/accounts';
import { isValid as isAllowedEmail } from 'mailchecker';
import { ShopProblem } from '../problem';

/** A disposable address is refused with 422 and is_email_disposable (spec 001 §5, §7). */
export function refuseDisposableEmail(email: string, field: string) {
  if (EMAIL_PATTERN.test(email) && !isAllowedEmail(email)) {
    throw new ShopProblem(422, 'DISPOSABLE_EMAIL', QUOTE_FORM_MESSAGES.emailDisposable, {
      is_email_disposable: true,
      fields: [{ field, message: QUOTE_FORM_MESSAGES.emailDisposable }],
    });
  }
}

/** The id a guest is stored and remembered under. */
export const newGuestId = () => randomUUID();
