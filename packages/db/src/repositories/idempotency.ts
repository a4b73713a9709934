import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../database';
import { idempotencyKeys } from '../schema';

/** The same Idempotency-Key is still being worked on (or its work never finished). */
export class RequestInProgress extends Error {
  constructor() {
    super('A request with this Idempotency-Key is still in progress.');
    this.name = 'RequestInProgress';
  }
}

export interface IdempotencyTiming {
  /** How long a repeat waits for the first request with its key to finish. */
  waitMs: number;
  /** How often a waiting repeat looks again. */
  pollMs: number;
  /** A claim this old without an answer was left by a process that died mid-request. */
  abandonedAfterMs: number;
}

const DEFAULT_TIMING: IdempotencyTiming = { waitMs: 10_000, pollMs: 25, abandonedAfterMs: 60_000 };

// The table's status_code marks a key as answered. Every keyed write creates something, so the
// answer is stored as a 201; the body is what the write returned.
const ANSWERED = 201;

/**
 * The one idempotency mechanism (issue 29): every write that takes an Idempotency-Key runs through
 * `once`. The key is claimed first, in its own statement, so a concurrent repeat sees the claim
 * and waits for the answer (the same on PGlite and PostgreSQL; issue 13 item 8). Then the work and
 * its stored answer commit in one transaction: a line is never stored without the answer that
 * names it, so a retry after a crash cannot store it twice. When the work fails the claim is
 * released and the next repeat runs it; a repeat still waiting after `waitMs` gets
 * RequestInProgress (409, try again).
 */
export function idempotencyRepository(db: Database, timing: IdempotencyTiming = DEFAULT_TIMING) {
  const where = (scope: string, key: string) =>
    and(eq(idempotencyKeys.owner, scope), eq(idempotencyKeys.key, key));

  /** Claims the key, or ends with its stored answer; throws RequestInProgress past the wait. */
  async function claim(scope: string, key: string): Promise<{ answer: unknown } | null> {
    const giveUpAt = Date.now() + timing.waitMs;
    for (;;) {
      const claimed = await db
        .insert(idempotencyKeys)
        .values({ owner: scope, key })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      if (claimed.length > 0) return null;
      const [stored] = await db.select().from(idempotencyKeys).where(where(scope, key));
      if (stored?.statusCode != null) return { answer: stored.body };
      // Released by a failed first attempt: claim it again.
      if (stored === undefined) continue;
      // Judged by the database's clock, the one that stamped the claim.
      const abandoned = await db
        .delete(idempotencyKeys)
        .where(
          and(
            where(scope, key),
            isNull(idempotencyKeys.statusCode),
            lt(
              idempotencyKeys.createdAt,
              sql`now() - make_interval(secs => ${timing.abandonedAfterMs / 1000})`,
            ),
          ),
        )
        .returning({ key: idempotencyKeys.key });
      if (abandoned.length > 0) continue;
      if (Date.now() >= giveUpAt) throw new RequestInProgress();
      await new Promise((resolve) => setTimeout(resolve, timing.pollMs));
    }
  }

  return {
    /** The stored answer of `key` in `scope`, or null (never sent, still running, or failed). */
    async answered(scope: string, key: string): Promise<{ answer: unknown } | null> {
      const [row] = await db
        .select({ statusCode: idempotencyKeys.statusCode, body: idempotencyKeys.body })
        .from(idempotencyKeys)
        .where(where(scope, key));
      return row?.statusCode != null ? { answer: row.body } : null;
    },

    /**
     * Runs `work` in a transaction, once per (scope, key) when a key is given; `replayed` says the
     * answer is the stored one of an earlier request. `work` must write through the transaction
     * it is given only (PGlite has one connection: a query outside it would wait for it forever).
     */
    async once<T>(
      scope: string,
      key: string | null,
      work: (tx: Database) => Promise<T>,
    ): Promise<{ value: T; replayed: boolean }> {
      if (key === null) return { value: await db.transaction(work), replayed: false };
      const stored = await claim(scope, key);
      // Only `once` stores under a scope, and each scope is one operation's: the answer is a T.
      if (stored) return { value: stored.answer as T, replayed: true };
      try {
        const value = await db.transaction(async (tx) => {
          const done = await work(tx);
          await tx
            .update(idempotencyKeys)
            .set({ statusCode: ANSWERED, body: done })
            .where(where(scope, key));
          return done;
        });
        return { value, replayed: false };
      } catch (error) {
        await db.delete(idempotencyKeys).where(where(scope, key));
        throw error;
      }
    },

    /** Keys older than a day are of no further use. */
    async forgetOlderThanADay(now: Date) {
      await db
        .delete(idempotencyKeys)
        .where(sql`${idempotencyKeys.createdAt} < ${new Date(now.getTime() - 86_400_000)}`);
    },
  };
}

export type IdempotencyRepository = ReturnType<typeof idempotencyRepository>;
