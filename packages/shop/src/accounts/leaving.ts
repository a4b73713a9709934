import { ACCOUNT_MESSAGES } from '@shop/domain/accounts';
import type { Actor } from '@shop/domain/identity';
import type { AccountRepository } from '@shop/db/repositories/accounts';
import type { RateLimiter } from '../limits/rate-limiter';
import type { MailService } from '../mail/service';
import { requireCustomer } from '../permissions';
import { ShopProblem } from '../problem';
import type { WritePipeline } from '../writes';
import { ACCOUNT_MAIL } from './mail';
import { passwordCheck } from './password-check';

/** Leaving (issue 30): "Download my data" and "Delete my account". */
export function leavingOperations({
  accounts,
  writes,
  mail,
  clock,
  limiter,
}: {
  accounts: Pick<AccountRepository, 'everythingOf' | 'passwordHashOf'>;
  writes: WritePipeline;
  mail: Pick<MailService, 'nudge'>;
  clock: () => Date;
  limiter: RateLimiter;
}) {
  const confirmPassword = passwordCheck({ accounts, limiter });
  return {
    /** Everything the shop keeps about the signed-in customer, in plain JSON. */
    async exportData(actor: Actor): Promise<Record<string, unknown>> {
      requireCustomer(actor);
      const data = await accounts.everythingOf(actor.customerId);
      if (!data) throw new ShopProblem(401, 'SIGN_IN_REQUIRED', ACCOUNT_MESSAGES.signInFirst);
      return {
        exported_at: clock().toISOString(),
        account: data.customer,
        addresses: data.addresses.map(({ customerId: _, ...address }) => address),
        quotations: data.quotations.map(
          ({ customerId: _c, sessionId: _s, guestId: _g, contentsKey: _k, ...quotation }) =>
            quotation,
        ),
        quote_requests: data.quoteRequests.map(
          ({ customerId: _c, sessionId: _s, guestId: _g, ...request }) => request,
        ),
        cart: data.cart.map(({ customerId: _c, sessionId: _s, ...line }) => line),
        messages: data.messages.map(({ customerId: _c, ...message }) => message),
        orders: data.orders.map(({ customerId: _c, sessionId: _s, ...order }) => order),
      };
    },

    /**
     * Deletes the signed-in customer's account, once the password is right (throttled like a
     * sign-in). A last message tells the address; quotations and quote requests stay for the
     * shop's records with the person's details cleared.
     */
    async deleteAccount(actor: Actor, password: string, clientAddress: string): Promise<void> {
      requireCustomer(actor);
      const { customerId } = actor;
      await confirmPassword(customerId, password, clientAddress);
      const data = await accounts.everythingOf(customerId);
      await writes.transaction(async (repos) => {
        // An order still on its way needs its address and email (issue 31): not yet. Read in
        // the deletion's transaction, so an order placed meanwhile in another tab counts.
        const open = (await repos.orders.list({ customerId, sessionId: null })).find(
          (order) => order.productionState !== 'delivered' && order.productionState !== 'cancelled',
        );
        if (open) {
          throw new ShopProblem(
            409,
            'ORDER_IN_PROGRESS',
            `Your order ${open.orderNo} is still in progress: you can delete your account once it is delivered or cancelled.`,
          );
        }
        // Deleting the account drops the mail still queued for its address: the notice after.
        await repos.accounts.deleteAccount(customerId);
        if (data) {
          await repos.mail.enqueue(
            ACCOUNT_MAIL.accountDeleted(data.customer.email, data.customer.firstName),
            clock(),
          );
        }
      });
      mail.nudge();
    },
  };
}
