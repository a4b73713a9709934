import {
  cancelOrder,
  movePayment,
  moveProduction,
  type OrderChange,
  type OrderState,
  type PaymentState,
  type ProductionState,
} from '@shop/domain/orders/order-life';
import type { Actor } from '@shop/domain/identity';
import type { OrderRepository, StoredOrder } from '@shop/db/repositories/orders';
import type { OutgoingMail } from '@shop/db/mail/mail-transport';
import { dayBounds } from '../common/day-bounds';
import { shopDate } from '@shop/domain/shipping-calendar';
import type { MailService } from '../mail/service';
import { requireRole } from '../permissions';
import { ShopProblem } from '../problem';
import { recordActivity } from '../common/activity';
import type { WritePipeline } from '../writes';
import {
  STAFF_ORDER_PAGE_SIZE,
  STAFF_STEPS,
  type DispatchRequest,
  type StaffOrderView,
  type StaffStep,
  type StaffCancelRequest,
  type StaffOrderRow,
  type StaffOrdersFilter,
} from './back-office-contract';
import type { OrderView } from './contract';
import { STAFF_STEP_MAIL } from './mail';
import { orderView } from './order-view';

/** Orders that have left, or will not: never late. */
const DONE: ReadonlySet<ProductionState> = new Set(['dispatched', 'delivered', 'cancelled']);

/** Each move staff may take, as the order life decides whether it can be taken now. */
const STEP_CHANGE: Record<StaffStep, (state: OrderState) => OrderChange> = {
  paid: (state) => movePayment(state, 'paid', 'staff'),
  printing: (state) => moveProduction(state, 'printing', 'staff'),
  dispatched: (state) => moveProduction(state, 'dispatched', 'staff'),
  delivered: (state) => moveProduction(state, 'delivered', 'staff'),
  cancel: (state) => cancelOrder(state, 'staff'),
};

const notFound = () => new ShopProblem(404, 'NOT_FOUND', 'There is no such order.');

const stateOf = (order: StoredOrder['order']): OrderState => ({
  payment: order.paymentState,
  production: order.productionState,
  paymentKind: order.paymentMethod === 'invoice' ? 'invoice' : 'card',
  totalCents: order.totalCents,
  refundDueCents: order.refundDueCents,
});

/** One step staff take: the domain's change, its timeline note, its mail, its activity. */
interface Step {
  action: string;
  change: (state: OrderState) => OrderChange;
  note: string;
  mail: (order: OrderView, link: string) => OutgoingMail;
  changes?: Record<string, unknown>;
}

/**
 * The orders' back-office (issue 34): staff list every order by promised dispatch date (late ones
 * flagged), read one, and move it: paid, printing, dispatched (carrier and tracking number),
 * delivered, or cancelled with a reason (a paid order's refund due recorded). Every move is the
 * order life's own rule (order-life.ts), written with its timeline step, the customer's email
 * and the activity log in one transaction.
 */
export function orderBackOffice({
  orders,
  writes,
  mail,
  clock,
  shopTimeZone,
  publicUrl,
}: {
  orders: OrderRepository;
  writes: WritePipeline;
  mail: Pick<MailService, 'nudge'>;
  clock: () => Date;
  shopTimeZone: string;
  publicUrl: string;
}) {
  const link = (orderNo: string) => `${publicUrl}/orders/${orderNo}`;

  async function take(actor: Actor, orderNo: string, step: Step): Promise<OrderView> {
    requireRole(actor, 'staff');
    const stored = await orders.byNumber(orderNo);
    if (!stored) throw notFound();
    const before = stateOf(stored.order);
    const change = step.change(before);
    if (!change.ok) throw new ShopProblem(409, change.code, change.message);
    const after = change.state;
    const now = clock();
    const tracks: Array<['payment' | 'production', PaymentState | ProductionState, string]> = [];
    if (after.payment !== before.payment) tracks.push(['payment', before.payment, after.payment]);
    if (after.production !== before.production) {
      tracks.push(['production', before.production, after.production]);
    }
    const view = await writes.transaction(async (repos) => {
      const moved = await repos.orders.move(
        stored.order.id,
        before,
        after,
        tracks.map(([track, from, to]) => ({
          at: now,
          track,
          fromState: from,
          toState: to,
          byKind: 'staff' as const,
          byLabel: actor.email,
          note: step.note,
        })),
      );
      if (!moved) return null;
      const fresh = await repos.orders.byNumber(orderNo);
      if (!fresh) return null;
      const shown = orderView(fresh);
      await repos.mail.enqueue(step.mail(shown, link(orderNo)), now);
      await recordActivity(repos, actor, now, step.action, `order ${orderNo}`, {
        ...Object.fromEntries(tracks.map(([track, from, to]) => [track, `${from} → ${to}`])),
        ...step.changes,
      });
      return shown;
    });
    if (!view) {
      throw new ShopProblem(
        409,
        'ORDER_CHANGED',
        'This order changed while you looked at it. Please open it again.',
      );
    }
    mail.nudge();
    return view;
  }

  return {
    async list(actor: Actor, filter: StaffOrdersFilter) {
      requireRole(actor, 'staff');
      const where = {
        ...(filter.payment ? { payment: filter.payment } : {}),
        ...(filter.production ? { production: filter.production } : {}),
        ...(filter.from ? { from: dayBounds(filter.from, shopTimeZone).start } : {}),
        ...(filter.to ? { to: dayBounds(filter.to, shopTimeZone).end } : {}),
      };
      const [{ rows, more }, totals] = await Promise.all([
        orders.staffList(where, STAFF_ORDER_PAGE_SIZE, (filter.page - 1) * STAFF_ORDER_PAGE_SIZE),
        orders.staffTotals(where),
      ]);
      const today = shopDate(clock(), shopTimeZone);
      const items: StaffOrderRow[] = rows.map((order) => ({
        order_no: order.orderNo,
        placed_at: order.placedAt.toISOString(),
        email: order.email,
        total_cents: order.totalCents,
        payment: order.paymentState,
        production: order.productionState,
        dispatch_date: order.dispatchDate,
        late: !DONE.has(order.productionState) && order.dispatchDate < today,
        lines: order.lineCount,
      }));
      return { orders: items, page: filter.page, more, totals };
    },

    /** An order with the moves staff may take on it now (the page offers only these). */
    async find(actor: Actor, orderNo: string): Promise<StaffOrderView> {
      requireRole(actor, 'staff');
      const stored = await orders.byNumber(orderNo);
      if (!stored) throw notFound();
      const state = stateOf(stored.order);
      const steps = STAFF_STEPS.filter((step) => STEP_CHANGE[step](state).ok);
      const view = orderView(stored);
      // Staff read who took each step: the member's email, else customer or system.
      const timeline = view.timeline.map((event, index) => ({
        ...event,
        who: stored.events[index]?.byLabel || event.by,
      }));
      return { ...view, timeline, steps };
    },

    markPaid: (actor: Actor, orderNo: string) =>
      take(actor, orderNo, {
        action: 'order.mark_paid',
        change: STEP_CHANGE.paid,
        note: 'Payment received.',
        mail: STAFF_STEP_MAIL.paid,
      }),

    startPrinting: (actor: Actor, orderNo: string) =>
      take(actor, orderNo, {
        action: 'order.printing',
        change: STEP_CHANGE.printing,
        note: 'On the press.',
        mail: STAFF_STEP_MAIL.printing,
      }),

    dispatch: (actor: Actor, orderNo: string, parcel: DispatchRequest) =>
      take(actor, orderNo, {
        action: 'order.dispatch',
        change: STEP_CHANGE.dispatched,
        note: `Sent with ${parcel.carrier}, tracking number ${parcel.tracking_number}.`,
        mail: (order, url) =>
          STAFF_STEP_MAIL.dispatched(order, url, parcel.carrier, parcel.tracking_number),
        changes: { carrier: parcel.carrier, tracking_number: parcel.tracking_number },
      }),

    deliver: (actor: Actor, orderNo: string) =>
      take(actor, orderNo, {
        action: 'order.deliver',
        change: STEP_CHANGE.delivered,
        note: 'Delivered.',
        mail: STAFF_STEP_MAIL.delivered,
      }),

    cancel: (actor: Actor, orderNo: string, request: StaffCancelRequest) =>
      take(actor, orderNo, {
        action: 'order.cancel',
        change: STEP_CHANGE.cancel,
        note: `Cancelled by the shop: ${request.reason}`,
        mail: (order, url) => STAFF_STEP_MAIL.cancelled(order, url, request.reason),
        changes: { reason: request.reason },
      }),
  };
}

export type OrderBackOffice = ReturnType<typeof orderBackOffice>;
