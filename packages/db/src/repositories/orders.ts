import { and, asc, desc, eq, gte, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Owner } from '@shop/domain/identity';
import type { PaymentState, ProductionState } from '@shop/domain/orders/order-life';
import type { Database } from '../database';
import { orderEvents, orderLines, orders } from '../schema-orders';

export type NewOrder = typeof orders.$inferInsert;
export type NewOrderLine = Omit<typeof orderLines.$inferInsert, 'orderId'>;
export type NewOrderEvent = Omit<typeof orderEvents.$inferInsert, 'orderId'>;
export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type OrderEventRow = typeof orderEvents.$inferSelect;

export interface StoredOrder {
  order: OrderRow;
  lines: OrderLineRow[];
  events: OrderEventRow[];
}

/** A visitor's own orders: the customer's, or (a guest) those placed in this session. */
function ownOrders(owner: Owner) {
  if (owner.customerId !== null) return eq(orders.customerId, owner.customerId);
  if (owner.sessionId !== null) {
    return and(eq(orders.sessionId, owner.sessionId), isNull(orders.customerId));
  }
  return undefined;
}

/** What the back-office's order list is filtered by (issue 34). */
export interface StaffOrderFilter {
  payment?: PaymentState;
  production?: ProductionState;
  /** Placed from this instant on. */
  from?: Date;
  /** Placed before this instant. */
  to?: Date;
}

function staffConditions(filter: StaffOrderFilter) {
  const conditions: SQL[] = [];
  if (filter.payment) conditions.push(eq(orders.paymentState, filter.payment));
  if (filter.production) conditions.push(eq(orders.productionState, filter.production));
  if (filter.from) conditions.push(gte(orders.placedAt, filter.from));
  if (filter.to) conditions.push(lt(orders.placedAt, filter.to));
  return and(...conditions);
}

/** Orders, their frozen lines and their timelines (issue 31). */
export function orderRepository(db: Database) {
  return {
    /** Writes the order and its lines; call it inside the write's transaction. */
    async insert(order: NewOrder, lines: NewOrderLine[]): Promise<number> {
      const [row] = await db.insert(orders).values(order).returning({ id: orders.id });
      if (!row) throw new Error('The order was not stored');
      await db.insert(orderLines).values(lines.map((line) => ({ ...line, orderId: row.id })));
      return row.id;
    },

    /** The order's payment as its provider started it, and its first event: it is placed. */
    async placed(orderId: number, payment: PaymentState, event: NewOrderEvent): Promise<void> {
      await db.update(orders).set({ paymentState: payment }).where(eq(orders.id, orderId));
      await db.insert(orderEvents).values({ ...event, orderId });
    },

    /** An order by its number, with its lines and timeline; whose it is, the caller decides. */
    async byNumber(orderNo: string): Promise<StoredOrder | null> {
      const [order] = await db.select().from(orders).where(eq(orders.orderNo, orderNo));
      if (!order) return null;
      const [lines, events] = await Promise.all([
        db
          .select()
          .from(orderLines)
          .where(eq(orderLines.orderId, order.id))
          .orderBy(asc(orderLines.position)),
        db
          .select()
          .from(orderEvents)
          .where(eq(orderEvents.orderId, order.id))
          .orderBy(asc(orderEvents.at), asc(orderEvents.id)),
      ]);
      return { order, lines, events };
    },

    /** The visitor's orders, newest first. */
    /** The order a quotation's lines were placed in (issue 34), not one cancelled; else null. */
    async orderedFrom(quotationNo: string): Promise<string | null> {
      const [row] = await db
        .select({ orderNo: orders.orderNo })
        .from(orderLines)
        .innerJoin(orders, eq(orders.id, orderLines.orderId))
        .where(
          and(
            eq(orderLines.quotationNo, quotationNo),
            sql`${orders.productionState} <> 'cancelled'`,
          ),
        )
        .limit(1);
      return row?.orderNo ?? null;
    },

    async list(owner: Owner, limit = 100): Promise<Array<OrderRow & { lineCount: number }>> {
      const mine = ownOrders(owner);
      if (!mine) return [];
      const rows = await db
        .select({
          order: orders,
          lineCount: sql<number>`(select count(*)::int from ${orderLines} where ${orderLines.orderId} = ${orders.id})`,
        })
        .from(orders)
        .where(mine)
        .orderBy(desc(orders.placedAt), desc(orders.id))
        .limit(limit);
      return rows.map((row) => ({ ...row.order, lineCount: Number(row.lineCount) }));
    },

    /**
     * Every order as the back-office lists them (issue 34): by promised dispatch date, the
     * earliest first; `more` when another page follows.
     */
    async staffList(filter: StaffOrderFilter, limit: number, offset: number) {
      const rows = await db
        .select({
          order: orders,
          lineCount: sql<number>`(select count(*)::int from ${orderLines} where ${orderLines.orderId} = ${orders.id})`,
        })
        .from(orders)
        .where(staffConditions(filter))
        .orderBy(asc(orders.dispatchDate), asc(orders.id))
        .limit(limit + 1)
        .offset(offset);
      const page = rows.map((row) => ({ ...row.order, lineCount: Number(row.lineCount) }));
      return { rows: page.slice(0, limit), more: page.length > limit };
    },

    /** How many orders the filter holds and their total, for the list's foot. */
    async staffTotals(filter: StaffOrderFilter) {
      const [row] = await db
        .select({
          count: sql<number>`count(*)::int`,
          totalCents: sql<number>`coalesce(sum(${orders.totalCents}), 0)::bigint`,
        })
        .from(orders)
        .where(staffConditions(filter));
      return { count: Number(row?.count ?? 0), totalCents: Number(row?.totalCents ?? 0) };
    },

    /**
     * Locks the order's row for the rest of the transaction (its artwork changes one at a time,
     * issue 33) and reads its production state; null when there is no such order.
     */
    async lockForChange(orderId: number): Promise<ProductionState | null> {
      const [row] = await db
        .select({ production: orders.productionState })
        .from(orders)
        .where(eq(orders.id, orderId))
        .for('update');
      return row?.production ?? null;
    },

    /** New promised dates (counted again from the artwork's approval: issue 33). */
    async redate(
      orderId: number,
      dates: { dispatchDate: string; deliveryFrom: string; deliveryTo: string },
    ): Promise<void> {
      await db.update(orders).set(dates).where(eq(orders.id, orderId));
    },

    /**
     * Moves an order from the states it was read in to new ones, with its events; false when it
     * changed meanwhile (another request moved it first), and nothing is written.
     */
    async move(
      orderId: number,
      from: { payment: PaymentState; production: ProductionState },
      to: { payment: PaymentState; production: ProductionState; refundDueCents: number },
      events: NewOrderEvent[],
    ): Promise<boolean> {
      const moved = await db
        .update(orders)
        .set({
          paymentState: to.payment,
          productionState: to.production,
          refundDueCents: to.refundDueCents,
        })
        .where(
          and(
            eq(orders.id, orderId),
            eq(orders.paymentState, from.payment),
            eq(orders.productionState, from.production),
          ),
        )
        .returning({ id: orders.id });
      if (moved.length === 0) return false;
      if (events.length > 0) {
        await db.insert(orderEvents).values(events.map((event) => ({ ...event, orderId })));
      }
      return true;
    },
  };
}

export type OrderRepository = ReturnType<typeof orderRepository>;
