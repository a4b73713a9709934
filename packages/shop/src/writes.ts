import type { Database } from '@shop/db/database';
import { accountRepository } from '@shop/db/repositories/accounts';
import { calendarRepository } from '@shop/db/repositories/calendar';
import { cartRepository } from '@shop/db/repositories/carts';
import { contactRepository } from '@shop/db/repositories/contact';
import { couponRepository } from '@shop/db/repositories/coupons';
import { designRepository } from '@shop/db/repositories/designs';
import { inboxRepository } from '@shop/db/repositories/inbox';
import { mailRepository } from '@shop/db/repositories/mail';
import {
  idempotencyRepository,
  RequestInProgress,
  type IdempotencyTiming,
} from '@shop/db/repositories/idempotency';
import { orderRepository } from '@shop/db/repositories/orders';
import { quoteRepository } from '@shop/db/repositories/quotes';
import { reviewRepository } from '@shop/db/repositories/reviews';
import { staffRepository } from '@shop/db/repositories/staff';
import { visitorRepository } from '@shop/db/repositories/visitors';
import { ShopProblem } from './problem';

/** Every repository over one connection: the database, or one transaction of it. */
export function repositoriesOf(db: Database) {
  return {
    accounts: accountRepository(db),
    calendar: calendarRepository(db),
    carts: cartRepository(db),
    contact: contactRepository(db),
    coupons: couponRepository(db),
    designs: designRepository(db),
    mail: mailRepository(db),
    orders: orderRepository(db),
    quotes: quoteRepository(db),
    reviews: reviewRepository(db),
    staff: staffRepository(db),
    inbox: inboxRepository(db),
    visitors: visitorRepository(db),
  };
}

export type Repositories = ReturnType<typeof repositoriesOf>;

/** A write asked again with its Idempotency-Key while the first is still being worked on. */
const inProgress = () =>
  new ShopProblem(
    409,
    'REQUEST_IN_PROGRESS',
    'A request with this Idempotency-Key is still in progress. Please try again in a moment.',
    undefined,
    1,
  );

/**
 * The write pipeline (issue 29): how a service writes. `transaction` runs several repositories'
 * writes atomically (all commit, or none); `once` does the same once per Idempotency-Key, with
 * the answer stored in the same transaction, so every keyed write (cart add, quotation, quote
 * request) has one concurrency behaviour: a repeat waits for the first and gets its answer.
 * A write must use only the repositories it is handed (PGlite has one connection, which the
 * transaction holds).
 */
export function writePipeline(db: Database, timing?: IdempotencyTiming) {
  const idempotency = idempotencyRepository(db, timing);
  return {
    transaction<T>(work: (repositories: Repositories) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(repositoriesOf(tx)));
    },

    /**
     * Runs `work` in a transaction once per (scope, key); a null key runs it every time. The
     * scope names the operation and its owner, so a key reused elsewhere never replays here.
     */
    async once<T>(
      scope: string,
      key: string | null,
      work: (repositories: Repositories) => Promise<T>,
    ): Promise<{ value: T; replayed: boolean }> {
      try {
        return await idempotency.once(scope, key, (tx) => work(repositoriesOf(tx)));
      } catch (error) {
        if (error instanceof RequestInProgress) throw inProgress();
        throw error;
      }
    },

    /** The answer stored for (scope, key), if its write has been done; its value is a T. */
    async answered<T>(scope: string, key: string): Promise<T | null> {
      const stored = await idempotency.answered(scope, key);
      return stored ? (stored.answer as T) : null;
    },

    /** Housekeeping: keys older than a day are of no further use. */
    forgetOldKeys: (now: Date) => idempotency.forgetOlderThanADay(now),
  };
}

export type WritePipeline = ReturnType<typeof writePipeline>;
