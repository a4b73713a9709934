import { ACCOUNT_MESSAGES, normalizeEmail } from '@shop/domain/accounts';
import type { Actor } from '@shop/domain/identity';
import type { AccountRepository } from '@shop/db/repositories/accounts';
import type { VisitorRepository } from '@shop/db/repositories/visitors';
import { addressKey } from '../limits/client-address';
import {
  CODE_CHECKS_PER_ADDRESS,
  CODE_SENDS_PER_ACCOUNT,
  CODE_SENDS_PER_ADDRESS,
  LOOKUPS_PER_ADDRESS,
} from '../limits/limits';
import type { RateLimiter } from '../limits/rate-limiter';
import type { MailService } from '../mail/service';
import { requireCustomer } from '../permissions';
import { ShopProblem } from '../problem';
import type { WritePipeline } from '../writes';
import { accountCodes } from './codes';
import { passwordCheck } from './password-check';
import type { AccountAnswer } from './contract';
import { refuseDisposableEmail } from './email-policy';
import { ACCOUNT_MAIL } from './mail';

const emailUsed = () =>
  new ShopProblem(409, 'EMAIL_USED', ACCOUNT_MESSAGES.emailUsed, [
    { field: 'email', message: ACCOUNT_MESSAGES.emailUsed },
  ]);

/**
 * A customer changes their email (issue 30): a code goes to the new address, and only once it
 * comes back is the email changed; the old address is told.
 */
export function emailChange({
  visitors,
  accounts,
  writes,
  mail,
  clock,
  limiter,
}: {
  visitors: Pick<VisitorRepository, 'findCustomer' | 'findCustomerByEmail'>;
  accounts: Pick<AccountRepository, 'findCode' | 'takeCodeTry' | 'passwordHashOf'>;
  writes: WritePipeline;
  mail: Pick<MailService, 'nudge'>;
  clock: () => Date;
  limiter: RateLimiter;
}) {
  const codes = accountCodes({ accounts, clock });
  const confirmPassword = passwordCheck({ accounts, limiter });

  async function me(actor: Actor) {
    requireCustomer(actor);
    const customer = await visitors.findCustomer(actor.customerId);
    if (!customer) throw new ShopProblem(401, 'SIGN_IN_REQUIRED', ACCOUNT_MESSAGES.signInFirst);
    return customer;
  }

  return {
    async requestEmailChange(
      actor: Actor,
      change: { email: string; password: string },
      clientAddress: string,
    ): Promise<AccountAnswer> {
      const customer = await me(actor);
      await confirmPassword(customer.id, change.password, clientAddress);
      const email = normalizeEmail(change.email);
      if (email === customer.email) {
        throw new ShopProblem(422, 'SAME_EMAIL', ACCOUNT_MESSAGES.sameEmail, [
          { field: 'email', message: ACCOUNT_MESSAGES.sameEmail },
        ]);
      }
      refuseDisposableEmail(email, 'email');
      const address = addressKey(clientAddress);
      await limiter.count(LOOKUPS_PER_ADDRESS, address);
      await limiter.count(CODE_SENDS_PER_ADDRESS, address);
      await limiter.count(CODE_SENDS_PER_ACCOUNT, `c:${customer.id}`);
      if (await visitors.findCustomerByEmail(email)) throw emailUsed();
      await writes.transaction(async (repos) => {
        const code = await codes.issue(repos, customer.id, 'change-email', email);
        await repos.mail.enqueue(
          ACCOUNT_MAIL.confirmNewEmail(email, customer.firstName, code),
          clock(),
        );
      });
      mail.nudge();
      return { status: 'SUCCESS', message: ACCOUNT_MESSAGES.newEmailCodeSent };
    },

    async confirmEmailChange(
      actor: Actor,
      typed: string,
      clientAddress: string,
    ): Promise<AccountAnswer> {
      const customer = await me(actor);
      await limiter.count(CODE_CHECKS_PER_ADDRESS, addressKey(clientAddress));
      const newEmail = await codes.check(customer.id, 'change-email', typed, null);
      await writes.transaction(async (repos) => {
        if (!(await repos.accounts.changeEmail(customer.id, newEmail, clock()))) throw emailUsed();
        await repos.accounts.deleteCode(customer.id, 'change-email');
        await repos.mail.enqueue(
          ACCOUNT_MAIL.emailChanged(customer.email, customer.firstName, newEmail),
          clock(),
        );
        // What guests with the new, now verified, address left becomes the account's.
        await repos.accounts.claimGuestRecords(customer.id, newEmail);
        // Signed out everywhere else, as after a change of password.
        await repos.accounts.endSessions(
          customer.id,
          actor.kind === 'customer' ? actor.visitor.sessionId : null,
        );
      });
      mail.nudge();
      return { status: 'SUCCESS', message: ACCOUNT_MESSAGES.emailChanged };
    },
  };
}
