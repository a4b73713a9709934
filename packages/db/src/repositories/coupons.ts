import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Coupon } from '@shop/domain/orders/coupons';
import type { Database } from '../database';
import { couponUses, coupons, orders } from '../schema-orders';

export type NewCoupon = Omit<typeof coupons.$inferInsert, 'id' | 'used' | 'paused' | 'createdAt'>;

/** Coupons and their uses (issue 32). */
export function couponRepository(db: Database) {
  return {
    /** A coupon by its (upper-case) code, with its id; null when there is none. */
    async byCode(code: string): Promise<(Coupon & { id: number }) | null> {
      const [row] = await db.select().from(coupons).where(eq(coupons.code, code));
      return row ?? null;
    },

    /** Whether `onceKey` (an email) already used the coupon. */
    async usedBy(couponId: number, onceKey: string): Promise<boolean> {
      const [row] = await db
        .select({ id: couponUses.id })
        .from(couponUses)
        .where(and(eq(couponUses.couponId, couponId), eq(couponUses.onceKey, onceKey)));
      return row !== undefined;
    },

    /**
     * Records an order's use, in the order's transaction. The count is raised only while under
     * the limit, in one statement that locks the coupon's row until the transaction ends, so
     * simultaneous checkouts cannot pass the limit; a once-per-customer use is unique per email.
     */
    async use(
      couponId: number,
      orderId: number,
      onceKey: string | null,
      now: Date,
    ): Promise<'used' | 'used_up' | 'already_used'> {
      const raised = await db
        .update(coupons)
        .set({ used: sql`${coupons.used} + 1` })
        .where(
          and(
            eq(coupons.id, couponId),
            eq(coupons.paused, false),
            or(isNull(coupons.usageLimit), lt(coupons.used, coupons.usageLimit)),
          ),
        )
        .returning({ id: coupons.id });
      if (raised.length === 0) return 'used_up';
      const recorded = await db
        .insert(couponUses)
        .values({ couponId, orderId, onceKey, usedAt: now })
        .onConflictDoNothing()
        .returning({ id: couponUses.id });
      return recorded.length === 0 ? 'already_used' : 'used';
    },

    /** Every coupon (or the one of `code`), last made first, with what it took off its orders. */
    list(code?: string) {
      const given = db
        .select({
          code: orders.couponCode,
          total: sql<number>`cast(sum(${orders.couponDiscountCents}) as integer)`.as('total'),
        })
        .from(orders)
        .groupBy(orders.couponCode)
        .as('given');
      return db
        .select({ coupon: coupons, discountTotalCents: sql<number>`coalesce(${given.total}, 0)` })
        .from(coupons)
        .leftJoin(given, eq(given.code, coupons.code))
        .where(code === undefined ? undefined : eq(coupons.code, code))
        .orderBy(desc(coupons.id));
    },

    /** A new coupon; false when its code is taken. */
    async create(coupon: NewCoupon & { createdAt: Date }): Promise<boolean> {
      const added = await db
        .insert(coupons)
        .values(coupon)
        .onConflictDoNothing({ target: coupons.code })
        .returning({ id: coupons.id });
      return added.length > 0;
    },

    /** Pauses or resumes a coupon; false when there is none. */
    async setPaused(code: string, paused: boolean): Promise<boolean> {
      const changed = await db
        .update(coupons)
        .set({ paused })
        .where(eq(coupons.code, code))
        .returning({ id: coupons.id });
      return changed.length > 0;
    },
  };
}

export type CouponRepository = ReturnType<typeof couponRepository>;
