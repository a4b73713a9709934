import { and, eq } from 'drizzle-orm';
import type { Database } from '../database';
import { idempotencyKeys } from '../schema';
import { RequestInProgress, type StoredResponse } from './carts';

/**
 * Runs `work` once per (owner, key): the key is claimed first, the answer stored after; a repeat
 * gets the stored answer. When the work fails the claim is released so a retry can run it.
 */
export function idempotencyRepository(db: Database) {
  return {
    async once(
      owner: string,
      key: string | null,
      work: () => Promise<StoredResponse>,
    ): Promise<StoredResponse> {
      if (key === null) return work();
      const where = and(eq(idempotencyKeys.owner, owner), eq(idempotencyKeys.key, key));
      const claimed = await db
        .insert(idempotencyKeys)
        .values({ owner, key })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      if (claimed.length === 0) {
        const [stored] = await db.select().from(idempotencyKeys).where(where);
        if (stored?.statusCode == null) throw new RequestInProgress();
        return { statusCode: stored.statusCode, body: stored.body };
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
