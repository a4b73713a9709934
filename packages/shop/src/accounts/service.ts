import { ACCOUNT_MESSAGES, normalizeEmail, QUOTE_FORM_MESSAGES } from '@shop/domain/accounts';
import { decoyHash, verifyPassword } from '@shop/db/passwords';
import type { CartRepository } from '@shop/db/repositories/carts';
import type { Actor } from '@shop/domain/identity';
import { ownerOf } from '../permissions';
import type { VisitorRepository } from '@shop/db/repositories/visitors';
import { addressKey } from '../limits/client-address';
import {
  LOOKUPS_PER_ADDRESS,
  SIGN_IN_FAILURES_PER_ACCOUNT,
  SIGN_IN_FAILURES_PER_ACCOUNT_AND_ADDRESS,
  SIGN_IN_FAILURES_PER_ADDRESS,
  signInDelayMs,
} from '../limits/limits';
import type { RateLimiter } from '../limits/rate-limiter';
import { ShopProblem } from '../problem';
import type { VisitorSession } from '../visitor-session';
import type { Credentials, GuestDetails, Me } from './contract';
import { newGuestId, refuseDisposableEmail } from './email-policy';
import { sessionOperations } from './sessions';
import { emailVerification } from './email-verification';
import { passwordOperations } from './passwords';
import { addressOperations } from './addresses';
import { leavingOperations } from './leaving';
import { emailChange } from './email-change';
import type { AccountRepository } from '@shop/db/repositories/accounts';
import type { MailService } from '../mail/service';
import type { WritePipeline } from '../writes';

/** Who is here (customer, guest or nobody), signing in, the email-exists check, guests, sessions. */
export function accountsService({
  visitors,
  accounts,
  carts,
  writes,
  mail,
  clock,
  limiter,
  sleep,
}: {
  visitors: VisitorRepository;
  accounts: AccountRepository;
  carts: Pick<CartRepository, 'count'>;
  writes: WritePipeline;
  mail: Pick<MailService, 'nudge'>;
  clock: () => Date;
  limiter: RateLimiter;
  /** Waits before a sign-in is answered (an account under attack); injected for tests. */
  sleep: (ms: number) => Promise<void>;
}) {
  /** The signed-in customer, else the remembered guest, else nobody; and the cart's size. */
  async function whoIsHere(actor: Actor) {
    const visitor = ownerOf(actor);
    // Only a session or a customer owns cart lines: a visitor with neither (every first visit)
    // costs no query at all (issue 14), since profile() looks up only the ids it is given.
    const hasCart = visitor.sessionId !== null || visitor.customerId !== null;
    const [profile, cartCount] = await Promise.all([
      visitors.profile(visitor),
      hasCart ? carts.count(visitor) : 0,
    ]);
    return { profile, cartCount };
  }

  return {
    sessions: sessionOperations({ visitors, clock }),
    ...emailVerification({ visitors, accounts, writes, mail, clock, limiter }),
    ...passwordOperations({ visitors, accounts, writes, mail, clock, limiter }),
    ...addressOperations({ accounts, writes }),
    ...leavingOperations({ accounts, writes, mail, clock, limiter }),
    ...emailChange({ visitors, accounts, writes, mail, clock, limiter }),
    whoIsHere,
    /** Refuses a disposable address with 422 naming `field` (spec 001 §5, §7): guests and accounts. */
    refuseDisposableEmail,
    /** The id a new guest is stored and remembered under. */
    newGuestId,

    /** `GET /api/me`: whoIsHere in the API's shape. */
    async me(actor: Actor): Promise<Me> {
      const { profile, cartCount } = await whoIsHere(actor);
      return {
        customer:
          profile.kind === 'customer'
            ? {
                email: profile.email,
                first_name: profile.firstName,
                last_name: profile.lastName,
                company: profile.company,
                email_verified: !profile.emailUnverified,
              }
            : null,
        guest:
          profile.kind === 'guest'
            ? { first_name: profile.firstName, last_name: profile.lastName, email: profile.email }
            : null,
        cart_count: cartCount,
      };
    },

    /**
     * The customer the credentials belong to; a wrong email or password is one 401. Guessing is
     * throttled without locking the owner out (docs/decisions/0016): wrong passwords count per
     * account and address (that pair answers 429), per address across accounts, and per account
     * from anywhere (past a threshold every attempt on it waits a little, never refused). Each
     * attempt is counted before the password is checked, so parallel guesses cannot slip past.
     * A right password takes its counts back and clears its address's mistakes on the account
     * (that address was the owner's); other addresses' mistakes still count.
     */
    async authenticate(credentials: Credentials, clientAddress: string): Promise<number> {
      const email = normalizeEmail(credentials.email);
      const address = addressKey(clientAddress);
      const pair = `${email}|${address}`;
      await limiter.count(LOOKUPS_PER_ADDRESS, address);
      await limiter.count(SIGN_IN_FAILURES_PER_ACCOUNT_AND_ADDRESS, pair);
      await limiter.count(SIGN_IN_FAILURES_PER_ADDRESS, address);
      const failuresBefore = (await limiter.tally(SIGN_IN_FAILURES_PER_ACCOUNT, email)) - 1;
      const delayMs = signInDelayMs(failuresBefore);
      if (delayMs > 0) await sleep(delayMs);

      const customer = await visitors.findCustomerByEmail(email);
      // The same work whether or not the account exists, so timing tells nothing.
      const matches = await verifyPassword(
        credentials.password,
        customer?.passwordHash ?? (await decoyHash),
      );
      if (!customer || !matches) {
        throw new ShopProblem(401, 'INCORRECT_PASSWORD', ACCOUNT_MESSAGES.incorrectPassword, [
          { field: 'password', message: ACCOUNT_MESSAGES.incorrectPassword },
        ]);
      }
      await Promise.all([
        limiter.reset(SIGN_IN_FAILURES_PER_ACCOUNT_AND_ADDRESS, pair),
        limiter.forgive(SIGN_IN_FAILURES_PER_ADDRESS, address),
        limiter.forgive(SIGN_IN_FAILURES_PER_ACCOUNT, email),
      ]);
      return customer.id;
    },

    /** Whether an email has an account; a disposable address is refused (spec 001 §5). */
    async emailExists(address: string, clientAddress: string) {
      await limiter.count(LOOKUPS_PER_ADDRESS, addressKey(clientAddress));
      const email = normalizeEmail(address);
      refuseDisposableEmail(email, 'email');
      return { exists: (await visitors.findCustomerByEmail(email)) !== null };
    },

    /**
     * Continue as a guest: stores the guest (or updates the remembered one) and remembers it on
     * this browser. An email with an account must sign in instead (409).
     */
    async continueAsGuest(session: VisitorSession, guest: GuestDetails) {
      // It tells whether an email has an account (409): limited like the lookup.
      await limiter.count(LOOKUPS_PER_ADDRESS, addressKey(session.address));
      const email = normalizeEmail(guest.email);
      refuseDisposableEmail(email, 'email');
      if (await visitors.findCustomerByEmail(email)) {
        throw new ShopProblem(409, 'EMAIL_REGISTERED', QUOTE_FORM_MESSAGES.emailRegistered, [
          { field: 'email', message: QUOTE_FORM_MESSAGES.emailRegistered },
        ]);
      }
      const guestId = (await session.current()).guestId ?? newGuestId();
      await visitors.saveGuest({
        id: guestId,
        firstName: guest.first_name,
        lastName: guest.last_name,
        email,
      });
      await session.rememberGuest(guestId);
    },
  };
}

export type AccountsService = ReturnType<typeof accountsService>;
