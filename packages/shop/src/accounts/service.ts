import { ACCOUNT_MESSAGES, normalizeEmail, QUOTE_FORM_MESSAGES } from '@shop/domain/accounts';
import { decoyHash, verifyPassword } from '@shop/db/passwords';
import type { CartRepository } from '@shop/db/repositories/carts';
import type { Visitor, VisitorRepository } from '@shop/db/repositories/visitors';
import { ShopProblem } from '../problem';
import type { VisitorSession } from '../visitor-session';
import type { Credentials, GuestDetails, Me } from './contract';
import { newGuestId, refuseDisposableEmail } from './email-policy';
import { sessionOperations } from './sessions';

/** Who is here (customer, guest or nobody), signing in, the email-exists check, guests, sessions. */
export function accountsService({
  visitors,
  carts,
  clock,
}: {
  visitors: VisitorRepository;
  carts: Pick<CartRepository, 'count'>;
  clock: () => Date;
}) {
  /** The signed-in customer, else the remembered guest, else nobody; and the cart's size. */
  async function whoIsHere(visitor: Visitor) {
    const [profile, cartCount] = await Promise.all([
      visitors.profile(visitor),
      carts.count(visitor),
    ]);
    return { profile, cartCount };
  }

  return {
    sessions: sessionOperations({ visitors, clock }),
    whoIsHere,

    /** `GET /api/me`: whoIsHere in the API's shape. */
    async me(visitor: Visitor): Promise<Me> {
      const { profile, cartCount } = await whoIsHere(visitor);
      return {
        customer:
          profile.kind === 'customer'
            ? {
                email: profile.email,
                first_name: profile.firstName,
                last_name: profile.lastName,
                company: profile.company,
              }
            : null,
        guest:
          profile.kind === 'guest'
            ? { first_name: profile.firstName, last_name: profile.lastName, email: profile.email }
            : null,
        cart_count: cartCount,
      };
    },

    /** The customer the credentials belong to; a wrong email or password is one 401. */
    async authenticate(credentials: Credentials): Promise<number> {
      const customer = await visitors.findCustomerByEmail(normalizeEmail(credentials.email));
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
      return customer.id;
    },

    /** Whether an email has an account; a disposable address is refused (spec 001 §5). */
    async emailExists(address: string) {
      const email = normalizeEmail(address);
      refuseDisposableEmail(email, 'email');
      return { exists: (await visitors.findCustomerByEmail(email)) !== null };
    },

    /**
     * Continue as a guest: stores the guest (or updates the remembered one) and remembers it on
     * this browser. An email with an account must sign in instead (409).
     */
    async continueAsGuest(session: VisitorSession, guest: GuestDetails) {
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
