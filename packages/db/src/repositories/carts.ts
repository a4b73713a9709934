import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { NewCartLine } from '@shop/domain/cart';
import type { ChosenConfiguration } from '@shop/domain/chosen-configuration';
import type { Database } from '../database';
import { cartLines } from '../schema';
import type { Owner } from '@shop/domain/identity';
import { ownedBy } from './visitors';

/** What an add's lock is taken on: one cart. */
const cartLockKey = (owner: Owner) =>
  `cart:${owner.customerId !== null ? `c:${owner.customerId}` : `s:${owner.sessionId ?? ''}`}`;

/** Cart lines of one visitor. */
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
     * Adds a line unless the cart already holds `maxLines`: 'full', and nothing is stored. Call it
     * inside a transaction (the write pipeline's): the cart is locked until it ends, so parallel
     * adds cannot all see room for one more line. Answers the new line's id and the cart's count.
     */
    async addLine(
      owner: Owner,
      line: NewCartLine,
      originPath: string,
      maxLines: number,
    ): Promise<{ lineId: number; cartCount: number } | 'full'> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${cartLockKey(owner)}))`);
      const before = await this.count(owner);
      if (before >= maxLines) return 'full';
      const [inserted] = await db
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
          quotationNo: line.quotationNo ?? null,
        })
        .returning({ id: cartLines.id });
      if (!inserted) throw new Error('The cart line was not stored');
      return { lineId: inserted.id, cartCount: before + 1 };
    },

    /**
     * The cart's lines, locked until the transaction ends (the lock adds take): checkout reads
     * what it orders and no add can slip in between. The rows are locked too, before checkout
     * touches their designs, as every artwork write locks its cart line first (issue 33): the
     * two take their locks in one order and wait for each other, never deadlock.
     */
    async lockedLines(owner: Owner) {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${cartLockKey(owner)}))`);
      return db
        .select()
        .from(cartLines)
        .where(ownedBy(cartLines, owner))
        .orderBy(asc(cartLines.id))
        .for('update');
    },

    /**
     * Locks cart lines' rows for the rest of the transaction (their artwork and a checkout
     * taking them wait for each other, issue 33); resolves with the ids still there.
     */
    async lockRows(ids: readonly number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ id: cartLines.id })
        .from(cartLines)
        .where(inArray(cartLines.id, [...ids]))
        .for('update');
      return rows.map((row) => row.id);
    },

    /** Removes the lines an order was made of. */
    async removeLines(owner: Owner, ids: readonly number[]): Promise<void> {
      if (ids.length === 0) return;
      await db
        .delete(cartLines)
        .where(and(inArray(cartLines.id, [...ids]), ownedBy(cartLines, owner)));
    },

    async removeLine(owner: Owner, id: number): Promise<boolean> {
      const removed = await db
        .delete(cartLines)
        .where(and(eq(cartLines.id, id), ownedBy(cartLines, owner)))
        .returning({ id: cartLines.id });
      return removed.length > 0;
    },

    /** Lines whose configuration was stored before issue 29 and is not read yet (ADR 0040). */
    async unreadConfigurations() {
      return db
        .select({
          id: cartLines.id,
          configuration: cartLines.configuration,
          featuredItemId: cartLines.featuredItemId,
          quantity: cartLines.quantity,
          customQuantity: cartLines.customQuantity,
          kinds: cartLines.kinds,
        })
        .from(cartLines)
        .where(sql`${cartLines.configuration} ? 'unread'`);
    },

    /** Replaces a line's unread configuration with what was read from it (ADR 0040). */
    async setReadConfiguration(id: number, configuration: ChosenConfiguration): Promise<void> {
      await db
        .update(cartLines)
        .set({ configuration })
        .where(and(eq(cartLines.id, id), sql`${cartLines.configuration} ? 'unread'`));
    },

    async setKinds(owner: Owner, id: number, kinds: number): Promise<boolean> {
      const updated = await db
        .update(cartLines)
        .set({ kinds })
        .where(and(eq(cartLines.id, id), ownedBy(cartLines, owner)))
        .returning({ id: cartLines.id });
      return updated.length > 0;
    },
  };
}

export type CartRepository = ReturnType<typeof cartRepository>;
