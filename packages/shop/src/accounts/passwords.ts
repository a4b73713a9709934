import { ACCOUNT_MESSAGES, normalizeEmail } from '@shop/domain/accounts';
import type { Actor } from '@shop/domain/identity';
import { hashPassword } from '@shop/db/passwords';
import type { AccountRepository } from '@shop/db/repositories/accounts';
import type { VisitorRepository } from '@shop/db/repositories/visitors';
import { addressKey } from '../limits/client-address';
import {
  CODE_CHECKS_PER_ADDRESS,
  CODE_SENDS_PER_ACCOUNT,
  CODE_SENDS_PER_ADDRESS,
} from '../limits/limits';
import type { RateLimiter } from '../limits/rate-limiter';
import type { MailService } from '../mail/service';
import { requireCustomer } from '../permissions';
import { ShopProblem } from '../problem';
import type { WritePipeline } from '../writes';
import { accountCodes } from './codes';
import { passwordCheck } from './password-check';
import type { AccountAnswer, PasswordChange, PasswordReset } from './contract';
import { ACCOUNT_MAIL } from './mail';

/**
 * Passwords (issue 30): reset with an emailed code, and change while signed in. Either ends the
 * account's other sessions. Asking for a reset answers the same whether or not the address has
 * an account, and so does a wrong code for an address without one.
 */
export function passwordOperations({
  visitors,
  accounts,
  writes,
  mail,
  clock,
  limiter,
}: {
  visitors: Pick<VisitorRepository, 'findCustomerByEmail'>;
  accounts: Pick<AccountRepository, 'findCode' | 'takeCodeTry' | 'passwordHashOf'>;
  writes: WritePipeline;
  mail: Pick<MailService, 'nudge'>;
  clock: () => Date;
  limiter: RateLimiter;
}) {
  const codes = accountCodes({ accounts, clock });
  const confirmPassword = passwordCheck({ accounts, limiter });
  const resetCodeSent: AccountAnswer = {
    status: 'SUCCESS',
    message: ACCOUNT_MESSAGES.resetCodeSent,
  };

  return {
    /** "Forgot your password?": a code mailed to the account, if there is one; the same answer. */
    async requestPasswordReset(typedEmail: string, clientAddress: string): Promise<AccountAnswer> {
      const email = normalizeEmail(typedEmail);
      await limiter.count(CODE_SENDS_PER_ADDRESS, addressKey(clientAddress));
      await limiter.count(CODE_SENDS_PER_ACCOUNT, `e:${email}`);
      const customer = await visitors.findCustomerByEmail(email);
      if (!customer) return resetCodeSent;
      await writes.transaction(async (repos) => {
        const code = await codes.issue(repos, customer.id, 'reset-password', email);
        await repos.mail.enqueue(
          ACCOUNT_MAIL.resetPassword(email, customer.firstName, code),
          clock(),
        );
      });
      mail.nudge();
      return resetCodeSent;
    },

    /**
     * The code and a new password: the password is set and every session of the account ends;
     * answers the customer's id (the route signs this browser in again).
     */
    async resetPassword(reset: PasswordReset, clientAddress: string): Promise<number> {
      await limiter.count(CODE_CHECKS_PER_ADDRESS, addressKey(clientAddress));
      const email = normalizeEmail(reset.email);
      // One answer for every failure, so a reset tells nothing of whether the address has an
      // account (or a live code).
      const invalid = () =>
        new ShopProblem(422, 'CODE_INVALID', ACCOUNT_MESSAGES.resetCodeInvalid, [
          { field: 'code', message: ACCOUNT_MESSAGES.resetCodeInvalid },
        ]);
      const customer = await visitors.findCustomerByEmail(email);
      if (!customer) throw invalid();
      await codes
        .check(customer.id, 'reset-password', reset.code, email)
        .catch((error: unknown) => {
          throw error instanceof ShopProblem && error.statusCode === 422 ? invalid() : error;
        });
      const passwordHash = await hashPassword(reset.password);
      await writes.transaction(async (repos) => {
        await repos.accounts.setPasswordHash(customer.id, passwordHash);
        await repos.accounts.deleteCode(customer.id, 'reset-password');
        await repos.accounts.endSessions(customer.id, null);
        // The code proved the address is theirs: verified, as by its own code, with what
        // guests with the address left.
        await repos.accounts.markEmailVerified(customer.id, clock());
        await repos.accounts.deleteCode(customer.id, 'verify-email');
        await repos.accounts.claimGuestRecords(customer.id, email);
      });
      return customer.id;
    },

    /** Change password, signed in: the old one first; the account's other sessions end. */
    async changePassword(
      actor: Actor,
      change: PasswordChange,
      clientAddress: string,
    ): Promise<AccountAnswer> {
      requireCustomer(actor);
      const { customerId, visitor } = actor;
      await confirmPassword(customerId, change.old_password, clientAddress, 'old_password');
      const passwordHash = await hashPassword(change.password);
      await writes.transaction(async (repos) => {
        await repos.accounts.setPasswordHash(customerId, passwordHash);
        await repos.accounts.endSessions(customerId, visitor.sessionId);
      });
      return { status: 'SUCCESS', message: ACCOUNT_MESSAGES.passwordChanged };
    },
  };
}
