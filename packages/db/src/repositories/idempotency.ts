import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../database';
import { idempotencyKeys } from '../schema';
import { RequestInProgress, type StoredResponse } from './carts';

export interface IdempotencyTiming {
  /** How long a repeat waits for the first request with its key to finish. */
  waitMs: number;
  /** How often a waiting repeat looks again. */
  pollMs: number;
  /** A claim this old without an answer was left by a process that died mid-request. */
  abandonedAfterMs: number;
}

const DEFAULT_TIMING: IdempotencyTiming = { waitMs: 10_000, pollMs: 25, abandonedAfterMs: 60_000 };

/**
 * Runs `work` once per (owner, key): the key is claimed first, the answer stored after. A repeat
 * waits for the first to finish and gets its answer; the same on PGlite and PostgreSQL (issue 13
 * item 8: PostgreSQL used to answer concurrent repeats 409 while PGlite, serialising them,
 * replayed). When the work fails the claim is released and the next repeat runs it; a repeat
 * still waiting after `waitMs` gets RequestInProgress (409, try again).
 */
export function idempotencyRepository(db: Database, timing: IdempotencyTiming = DEFAULT_TIMING) {
  return {
    /** The stored answer of `key` for `owner`, or null (never sent, still running, or failed). */
    async answered(owner: string, key: string): Promise<StoredResponse | null> {
      const [row] = await db
        .select({ statusCode: idempotencyKeys.statusCode, body: idempotencyKeys.body })
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.owner, owner), eq(idempotencyKeys.key, key)));
      return row?.statusCode != null ? { statusCode: row.statusCode, body: row.body } : null;
    },

    async once(
      owner: string,
      key: string | null,
      work: () => Promise<StoredResponse>,
    ): Promise<StoredResponse> {
      if (key === null) return work();
      const where = and(eq(idempotencyKeys.owner, owner), eq(idempotencyKeys.key, key));
      const giveUpAt = Date.now() + timing.waitMs;
      for (;;) {
        const claimed = await db
          .insert(idempotencyKeys)
          .values({ owner, key })
          .onConflictDoNothing()
          .returning({ key: idempotencyKeys.key });
        if (claimed.length > 0) break;
        const [stored] = await db.select().from(idempotencyKeys).where(where);
        if (stored?.statusCode != null) return { statusCode: stored.statusCode, body: stored.body };
        // Released by a failed first attempt: claim it again.
        if (stored === undefined) continue;
        // Judged by the database's clock, the one that stamped the claim.
        const abandoned = await db
          .delete(idempotencyKeys)
          .where(
            and(
              where,
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
      try {
        const response = await work();
        await db
          .update(idempotencyKeys)
          .set({ statusCode: response.statusCode, body: response.body })
          .where(where);
        return response;
      } catch (error) {
        await db.delete(idempotencyKeys).where(where);
        throw error;
      }
    },
  };
}
