import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { PricedLine } from '@shop/domain/cart';
import type { Database } from '../database';
import { cartLines, idempotencyKeys } from '../schema';
import { ownedBy, type Owner } from './visitors';

/** The same Idempotency-Key is still being worked on (or its work never finished). */
export class RequestInProgress extends Error {
  constructor() {
    super('A request with this Idempotency-Key is still in progress.');
    this.name = 'RequestInProgress';
  }
}

export interface StoredResponse {
  statusCode: number;
  body: unknown;
}

/** Cart adds have their own key space: a key reused for another endpoint never replays here. */
const ownerKey = (owner: Owner) =>
  `cart:${owner.customerId !== null ? `c:${owner.customerId}` : `s:${owner.sessionId ?? ''}`}`;

/** Cart lines of one visitor, and the idempotency record that makes an add safe to retry. */
export function cartRepository(db: Database) {
  return {
    async lines(owner: Owner) {
      return db
        .select()
        .from(cartLines)
        .where(ownedBy(cartLines, owner))
        .orderBy(asc(cartLines.id));
    },

    /** One of the visitor's lines; another's (or none) is undefined. */
    async line(owner: Owner, id: number) {
      const [row] = await db
        .select()
        .from(cartLines)
        .where(and(eq(cartLines.id, id), ownedBy(cartLines, owner)));
      return row;
    },

    async count(owner: Owner): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(cartLines)
        .where(ownedBy(cartLines, owner));
      return row?.n ?? 0;
    },

    /**
     * Adds a line once per Idempotency-Key: the key row is inserted first in the same transaction,
     * so a concurrent retry waits on it and then replays the stored answer. A cart that already
     * holds `maxLines` lines takes no more: 'full', and nothing is stored (the key neither).
     */
    async addLine(
      owner: Owner,
      line: PricedLine,
      originPath: string,
      idempotencyKey: string | null,
      maxLines: number,
      answer: (lineId: number, cartCount: number) => StoredResponse,
    ): Promise<StoredResponse | 'full'> {
      return db.transaction(async (tx) => {
        // One add per cart at a time, so parallel adds cannot all see room for one more line.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${ownerKey(owner)}))`);
        if (idempotencyKey !== null) {
          const claimed = await tx
            .insert(idempotencyKeys)
            .values({ owner: ownerKey(owner), key: idempotencyKey })
            .onConflictDoNothing()
            .returning({ key: idempotencyKeys.key });
          if (claimed.length === 0) {
            const [stored] = await tx
              .select()
              .from(idempotencyKeys)
              .where(
                and(
                  eq(idempotencyKeys.owner, ownerKey(owner)),
                  eq(idempotencyKeys.key, idempotencyKey),
                ),
              );
            if (stored?.statusCode == null) throw new RequestInProgress();
            return { statusCode: stored.statusCode, body: stored.body };
          }
        }
        const [before] = await tx
          .select({ n: count() })
          .from(cartLines)
          .where(ownedBy(cartLines, owner));
        if ((before?.n ?? 0) >= maxLines) {
          // The key is released with the refusal: the same key may add once there is room.
          if (idempotencyKey !== null) {
            await tx
              .delete(idempotencyKeys)
              .where(
                and(
                  eq(idempotencyKeys.owner, ownerKey(owner)),
                  eq(idempotencyKeys.key, idempotencyKey),
                ),
              );
          }
          return 'full' as const;
        }
        const [inserted] = await tx
          .insert(cartLines)
          .values({
            sessionId: owner.customerId === null ? owner.sessionId : null,
            customerId: owner.customerId,
            featuredItemId: line.featuredItemId,
            productId: line.productId,
            configuration: line.configuration,
            details: line.details,
            quantity: line.quantity,
            customQuantity: line.customQuantity,
            kinds: line.kinds,
            unitPriceCents: line.unitPriceCents,
            shippingMethodId: line.shippingMethodId,
            shippingCostCents: line.shippingCostCents,
            dispatchDate: line.dispatchDate,
            originPath,
            lettering: line.lettering,
          })
          .returning({ id: cartLines.id });
        if (!inserted) throw new Error('The cart line was not stored');
        // Counted inside the transaction: PGlite has one connection, busy with it.
        const [counted] = await tx
          .select({ n: count() })
          .from(cartLines)
          .where(ownedBy(cartLines, owner));
        const response = answer(inserted.id, counted?.n ?? 0);
        if (idempotencyKey !== null) {
          await tx
            .update(idempotencyKeys)
            .set({ statusCode: response.statusCode, body: response.body })
            .where(
              and(
                eq(idempotencyKeys.owner, ownerKey(owner)),
                eq(idempotencyKeys.key, idempotencyKey),
              ),
            );
        }
        return response;
      });
    },

    async removeLine(owner: Owner, id: number): Promise<boolean> {
      const removed = await db
        .delete(cartLines)
        .where(and(eq(cartLines.id, id), ownedBy(cartLines, owner)))
        .returning({ id: cartLines.id });
      return removed.length > 0;
    },

    async setKinds(owner: Owner, id: number, kinds: number): Promise<boolean> {
      const updated = await db
        .update(cartLines)
        .set({ kinds })
        .where(and(eq(cartLines.id, id), ownedBy(cartLines, owner)))
        .returning({ id: cartLines.id });
      return updated.length > 0;
    },

    /** Keys older than a day are of no further use. */
    async forgetOldIdempotencyKeys(now: Date) {
      await db
        .delete(idempotencyKeys)
        .where(sql`${idempotencyKeys.createdAt} < ${new Date(now.getTime() - 86_400_000)}`);
    },
  };
}

export type CartRepository = ReturnType<typeof cartRepository>;
