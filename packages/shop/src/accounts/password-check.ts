import { ACCOUNT_MESSAGES } from '@shop/domain/accounts';
import { decoyHash, verifyPassword } from '@shop/db/passwords';
import type { AccountRepository } from '@shop/db/repositories/accounts';
import { addressKey } from '../limits/client-address';
import { SIGN_IN_FAILURES_PER_ACCOUNT_AND_ADDRESS } from '../limits/limits';
import type { RateLimiter } from '../limits/rate-limiter';
import { ShopProblem } from '../problem';

/**
 * A signed-in customer's password asked again before a change that matters (change password,
 * change email, delete account): guessing it is a sign-in by other means, throttled the same way
 * per account and address. A wrong one is a 401 naming `field`; a right one clears the count.
 */
export function passwordCheck({
  accounts,
  limiter,
}: {
  accounts: Pick<AccountRepository, 'passwordHashOf'>;
  limiter: RateLimiter;
}) {
  return async function confirmPassword(
    customerId: number,
    password: string,
    clientAddress: string,
    field: 'password' | 'old_password' = 'password',
  ): Promise<void> {
    const pair = `c:${customerId}|${addressKey(clientAddress)}`;
    await limiter.count(SIGN_IN_FAILURES_PER_ACCOUNT_AND_ADDRESS, pair);
    const stored = await accounts.passwordHashOf(customerId);
    // The same work whether or not a hash is stored.
    const matches = await verifyPassword(password, stored ?? (await decoyHash));
    if (!stored || !matches) {
      const [code, message] =
        field === 'old_password'
          ? ['OLD_PASSWORD_INCORRECT', ACCOUNT_MESSAGES.oldPasswordIncorrect]
          : ['INCORRECT_PASSWORD', ACCOUNT_MESSAGES.incorrectPassword];
      throw new ShopProblem(401, code, message, [{ field, message }]);
    }
    await limiter.reset(SIGN_IN_FAILURES_PER_ACCOUNT_AND_ADDRESS, pair);
  };
}
