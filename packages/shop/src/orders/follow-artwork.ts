import { productionOfDesigns, type DesignState } from '@shop/domain/artwork/design-life';
import type { CatalogCache } from '@shop/db/catalog-cache';
import type { Catalog } from '@shop/domain/catalog-model';
import { orderDates } from '@shop/domain/orders/checkout-rules';
import {
  moveProduction,
  type ChangedBy,
  type OrderState,
  type ProductionState,
} from '@shop/domain/orders/order-life';
import { ShopProblem } from '../problem';
import type { Repositories } from '../writes';
import { ARTWORK_MAIL, dayLabel } from './mail';
import { orderView } from './order-view';

/**
 * An order's production follows its designs (issue 33): in proof once artwork arrives, approved
 * when the last design is; at that moment the dispatch date and delivery window are counted again
 * from the approval (the 6:00 PM rule), shown on the timeline and emailed through the mail queue.
 * Runs inside the transaction that moved a design; states past approval are the shop's to move.
 */
export async function followArtwork(
  repos: Repositories,
  shop: { catalog: Pick<CatalogCache, 'current'>; shopTimeZone: string; publicUrl: string },
  orderNo: string,
  at: Date,
  by: ChangedBy,
): Promise<boolean> {
  const context = {
    catalog: shop.catalog.current().catalog,
    shopTimeZone: shop.shopTimeZone,
    orderLink: (number: string) => `${shop.publicUrl}/orders/${number}`,
  };
  const stored = await repos.orders.byNumber(orderNo);
  if (!stored) return false;
  const { order, lines } = stored;
  if (order.productionState !== 'awaiting_artwork' && order.productionState !== 'in_proof') {
    return false;
  }
  const designs = await repos.designs.ofOrderLines(lines.map((line) => line.id));
  const states: DesignState[] = lines.flatMap((line) =>
    Array.from({ length: line.kinds }, (_, index) => {
      const design = designs.find(
        (entry) => entry.design.orderLineId === line.id && entry.design.setNo === index + 1,
      );
      return design?.design.state ?? 'awaiting_file';
    }),
  );
  const target = productionOfDesigns(states);
  if (target === order.productionState) return false;
  // From awaiting artwork straight to approved (approved artwork carried by a reorder) passes
  // through the proof, as the transition table has it.
  const path: ProductionState[] =
    order.productionState === 'awaiting_artwork' && target === 'approved'
      ? ['in_proof', 'approved']
      : [target];
  let state: OrderState = {
    payment: order.paymentState,
    production: order.productionState,
    paymentKind: order.paymentMethod === 'invoice' ? 'invoice' : 'card',
    totalCents: order.totalCents,
    refundDueCents: order.refundDueCents,
  };
  const events = [];
  for (const to of path) {
    const change = moveProduction(state, to, by);
    if (!change.ok) return false;
    events.push({
      at,
      track: 'production' as const,
      fromState: state.production,
      toState: to,
      byKind: by,
      note: '',
    });
    state = change.state;
  }
  if (target === 'approved') {
    const dates = datesFromApproval(order, context, at);
    const last = events.at(-1);
    if (last) {
      last.note = `Dispatch date counted from the approval: ${dayLabel(dates.dispatchDate)}.`;
    }
    await repos.orders.redate(order.id, dates);
  }
  const moved = await repos.orders.move(
    order.id,
    { payment: order.paymentState, production: order.productionState },
    { payment: state.payment, production: state.production, refundDueCents: state.refundDueCents },
    events,
  );
  // The artwork's writes lock the order first (artwork/service.ts), so this is a write that
  // did not: said as any change that lost a race is.
  if (!moved)
    throw new ShopProblem(
      409,
      'ORDER_CHANGED',
      'This order changed a moment ago. Please try again.',
    );
  if (target === 'approved') {
    const after = await repos.orders.byNumber(orderNo);
    if (after) {
      await repos.mail.enqueue(
        ARTWORK_MAIL.approved(orderView(after), context.orderLink(orderNo)),
        at,
      );
    }
  }
  return true;
}

function datesFromApproval(
  order: {
    printingDays: number;
    shippingMethodId: number;
    dispatchDate: string;
    deliveryTo: string;
  },
  context: { catalog: Catalog; shopTimeZone: string },
  at: Date,
) {
  const { catalog, shopTimeZone } = context;
  const moment = { at, timeZone: shopTimeZone };
  const method = catalog.shippingMethods.find((entry) => entry.id === order.shippingMethodId);
  if (method) return orderDates(order.printingDays, method.shippingDays, moment, catalog.holidays);
  // A method no longer sold: the window keeps the length it was promised with.
  const dates = orderDates(order.printingDays, 1, moment, catalog.holidays);
  const utc = (day: string) => Date.parse(`${day}T00:00:00Z`);
  const span = utc(order.deliveryTo) - utc(order.dispatchDate);
  const deliveryTo = new Date(utc(dates.dispatchDate) + span).toISOString().slice(0, 10);
  return { ...dates, deliveryTo };
}

/** The design states of the lines being ordered, every set counted (none yet: awaiting file). */
export async function designStatesOfCartLines(
  repos: Repositories,
  lines: ReadonlyArray<{ row: { id: number; kinds: number } }>,
): Promise<DesignState[]> {
  // Locked first: an artwork change of these lines either committed before (and is read here)
  // or waits until the order has taken them, then finds them gone.
  await repos.carts.lockRows(lines.map(({ row }) => row.id));
  const states: DesignState[] = [];
  for (const { row } of lines) {
    const stored = await repos.designs.ofLine({ cartLineId: row.id });
    for (let set = 1; set <= row.kinds; set += 1) {
      states.push(
        stored.find((entry) => entry.design.setNo === set)?.design.state ?? 'awaiting_file',
      );
    }
  }
  return states;
}
