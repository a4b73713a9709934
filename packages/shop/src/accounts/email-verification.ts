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
  LOOKUPS_PER_ADDRESS,
  SIGN_UPS_PER_ADDRESS,
} from '../limits/limits';
import type { RateLimiter } from '../limits/rate-limiter';
import type { MailService } from '../mail/service';
import { requireCustomer } from '../permissions';
import { ShopProblem } from '../problem';
import type { Repositories, WritePipeline } from '../writes';
import { accountCodes } from './codes';
import { ACCOUNT_MAIL } from './mail';
import type { AccountAnswer, SignUpDetails } from './contract';
import { refuseDisposableEmail } from './email-policy';

/**
 * Sign-up and the emailed code that verifies an account's email (issue 30, ADR 0042). The code is
 * queued as mail in the transaction that makes it, and only a verified email collects what guests
 * with that email left (quote requests, quotations, carts).
 */
export function emailVerification({
  visitors,
  accounts,
  writes,
  mail,
  clock,
  limiter,
}: {
  visitors: Pick<VisitorRepository, 'findCustomerByEmail' | 'findCustomer'>;
  accounts: Pick<AccountRepository, 'findCode' | 'takeCodeTry'>;
  writes: WritePipeline;
  mail: Pick<MailService, 'nudge'>;
  clock: () => Date;
  limiter: RateLimiter;
}) {
  const codes = accountCodes({ accounts, clock });

  /** A new code for the customer, saved (replacing the last) and mailed, in `repos`' transaction. */
  async function sendCode(
    repos: Repositories,
    customer: { id: number; email: string; firstName: string },
  ) {
    const code = await codes.issue(repos, customer.id, 'verify-email', customer.email);
    await repos.mail.enqueue(
      ACCOUNT_MAIL.verifyEmail(customer.email, customer.firstName, code),
      clock(),
    );
  }

  return {
    /**
     * Makes an unverified account and mails its code; answers the new customer's id (the route
     * signs the visitor in). An email with an account answers 409 with the catalogue's message
     * (the spec asks for it), limited per address as every lookup is.
     */
    async signUp(details: SignUpDetails, clientAddress: string): Promise<number> {
      const address = addressKey(clientAddress);
      await limiter.count(LOOKUPS_PER_ADDRESS, address);
      await limiter.count(SIGN_UPS_PER_ADDRESS, address);
      const email = normalizeEmail(details.email);
      refuseDisposableEmail(email, 'email');
      const emailUsed = () =>
        new ShopProblem(409, 'EMAIL_USED', ACCOUNT_MESSAGES.emailUsed, [
          { field: 'email', message: ACCOUNT_MESSAGES.emailUsed },
        ]);
      if (await visitors.findCustomerByEmail(email)) throw emailUsed();
      const passwordHash = await hashPassword(details.password);
      const customerId = await writes.transaction(async (repos) => {
        const id = await repos.visitors.createCustomer({
          email,
          passwordHash,
          firstName: details.first_name,
          lastName: details.last_name,
          emailVerifiedAt: null,
        });
        // Taken meanwhile by another sign-up with the same email.
        if (id === null) throw emailUsed();
        await sendCode(repos, { id, email, firstName: details.first_name });
        return id;
      });
      mail.nudge();
      return customerId;
    },

    /**
     * Checks the emailed code: the email is verified, and what guests with it left becomes the
     * account's, in one transaction. A wrong code counts against it (void after 5), an expired
     * one says to resend; code checks are limited per address.
     */
    async verifyEmail(actor: Actor, typed: string, clientAddress: string): Promise<AccountAnswer> {
      requireCustomer(actor);
      const { customerId } = actor;
      await limiter.count(CODE_CHECKS_PER_ADDRESS, addressKey(clientAddress));
      const customer = await visitors.findCustomer(customerId);
      if (!customer) throw new ShopProblem(401, 'SIGN_IN_REQUIRED', ACCOUNT_MESSAGES.signInFirst);
      if (customer.emailVerifiedAt !== null) {
        return { status: 'SUCCESS', message: ACCOUNT_MESSAGES.alreadyVerified };
      }
      await codes.check(customerId, 'verify-email', typed, customer.email);
      await writes.transaction(async (repos) => {
        await repos.accounts.markEmailVerified(customerId, clock());
        await repos.accounts.deleteCode(customerId, 'verify-email');
        await repos.accounts.claimGuestRecords(customerId, customer.email);
      });
      return { status: 'SUCCESS', message: ACCOUNT_MESSAGES.emailVerified };
    },

    /** "Resend email verification": a new code (the last one is void), limited per account. */
    async resendVerification(actor: Actor, clientAddress: string): Promise<AccountAnswer> {
      requireCustomer(actor);
      const { customerId } = actor;
      const customer = await visitors.findCustomer(customerId);
      if (!customer) throw new ShopProblem(401, 'SIGN_IN_REQUIRED', ACCOUNT_MESSAGES.signInFirst);
      if (customer.emailVerifiedAt !== null) {
        return { status: 'SUCCESS', message: ACCOUNT_MESSAGES.alreadyVerified };
      }
      await limiter.count(CODE_SENDS_PER_ADDRESS, addressKey(clientAddress));
      await limiter.count(CODE_SENDS_PER_ACCOUNT, `c:${customerId}`);
      await writes.transaction((repos) => sendCode(repos, customer));
      mail.nudge();
      return { status: 'SUCCESS', message: ACCOUNT_MESSAGES.codeResent };
    },
  };
}
