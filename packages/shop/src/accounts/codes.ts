import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { ACCOUNT_CODE, ACCOUNT_MESSAGES, type AccountCodePurpose } from '@shop/domain/accounts';
import type { AccountRepository } from '@shop/db/repositories/accounts';
import { ShopProblem } from '../problem';
import type { Repositories } from '../writes';

/** A fresh emailed code: 6 random digits. */
export const newCode = (): string =>
  String(randomInt(0, 10 ** ACCOUNT_CODE.digits)).padStart(ACCOUNT_CODE.digits, '0');

const digest = (salt: string, code: string) =>
  createHash('sha256').update(`${salt}:${code}`).digest('hex');

/** What is stored of a code: a random salt and the code's digest with it, never the code. */
export function hashCode(code: string): string {
  const salt = randomBytes(16).toString('hex');
  return `${salt}:${digest(salt, code)}`;
}

/** Whether `typed` is the code `stored` was made from; compared in constant time. */
export function codeMatches(typed: string, stored: string): boolean {
  const [salt, expected] = stored.split(':');
  if (!salt || !expected) return false;
  const actual = Buffer.from(digest(salt, typed), 'hex');
  const wanted = Buffer.from(expected, 'hex');
  return actual.length === wanted.length && timingSafeEqual(actual, wanted);
}

const onCode = (status: number, code: string, message: string) =>
  new ShopProblem(status, code, message, [{ field: 'code', message }]);

/**
 * The emailed codes of accounts (issue 30): one live code per customer and purpose, 15 minutes,
 * void after 5 wrong tries; for verifying an email, a new email, or resetting a password.
 */
export function accountCodes({
  accounts,
  clock,
}: {
  accounts: Pick<AccountRepository, 'findCode' | 'takeCodeTry'>;
  clock: () => Date;
}) {
  return {
    /** A new code for `email`, saved in `repos`' transaction (the last one is void); the caller mails it. */
    async issue(
      repos: Repositories,
      customerId: number,
      purpose: AccountCodePurpose,
      email: string,
    ): Promise<string> {
      const code = newCode();
      const now = clock();
      await repos.accounts.saveCode({
        customerId,
        purpose,
        codeHash: hashCode(code),
        email,
        expiresAt: new Date(now.getTime() + ACCOUNT_CODE.validMinutes * 60_000),
        now,
      });
      return code;
    },

    /**
     * Checks a typed code against the live one sent to `email` (null: to whichever address it
     * was sent, a new email's): 422 on `code` when there is none, it expired, it is spent, or it
     * is wrong (counted). Answers the address it was sent to when it is right; the caller
     * deletes it in the transaction that acts on it.
     */
    async check(
      customerId: number,
      purpose: AccountCodePurpose,
      typed: string,
      email: string | null,
    ): Promise<string> {
      const allowed = ACCOUNT_CODE.wrongTriesAllowed;
      const code = await accounts.takeCodeTry(customerId, purpose, allowed, clock());
      if (!code) {
        // Why there was nothing to try, for the message: spent, or gone (expired, replaced).
        const spent = await accounts.findCode(customerId, purpose);
        throw spent && spent.failedAttempts >= allowed && spent.expiresAt > clock()
          ? onCode(422, 'CODE_SPENT', ACCOUNT_MESSAGES.codeSpent)
          : onCode(422, 'CODE_EXPIRED', ACCOUNT_MESSAGES.codeExpired);
      }
      if (email !== null && code.email !== email) {
        throw onCode(422, 'CODE_EXPIRED', ACCOUNT_MESSAGES.codeExpired);
      }
      if (!codeMatches(typed, code.codeHash)) {
        throw code.failedAttempts >= allowed
          ? onCode(422, 'CODE_SPENT', ACCOUNT_MESSAGES.codeSpent)
          : onCode(422, 'CODE_WRONG', ACCOUNT_MESSAGES.codeWrong);
      }
      // The right code: its try was taken too; the caller deletes the code as it acts on it.
      return code.email;
    },
  };
}

export type AccountCodes = ReturnType<typeof accountCodes>;
