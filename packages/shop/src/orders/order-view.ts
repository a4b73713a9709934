import { taxRateLabel } from '@shop/domain/orders/checkout-rules';
import {
  CUSTOMER_MAY_CANCEL,
  PAYMENT_LABELS,
  PRODUCTION_LABELS,
  type PaymentState,
  type ProductionState,
} from '@shop/domain/orders/order-life';
import type { OrderRow, StoredOrder } from '@shop/db/repositories/orders';
import { phoneShown } from '@shop/domain/addresses';
import { shopDate } from '@shop/domain/shipping-calendar';
import type { OrderList, OrderView } from './contract';

const address = (order: OrderRow, side: 'ship' | 'bill') => ({
  name: order[`${side}Name`],
  company: order[`${side}Company`],
  address1: order[`${side}Address1`],
  address2: order[`${side}Address2`],
  city: order[`${side}City`],
  state: order[`${side}State`],
  zip: order[`${side}Zip`],
  phone: order[`${side}Phone`] ? phoneShown(order[`${side}Phone`]) : '',
});

/** What a timeline step says to the customer. */
function eventLabel(track: 'placed' | 'payment' | 'production', to: string): string {
  if (track === 'placed') return 'Order placed';
  if (track === 'payment') return `Payment: ${PAYMENT_LABELS[to as PaymentState] ?? to}`;
  return PRODUCTION_LABELS[to as ProductionState] ?? to;
}

/** What the customer does next, by where the order is. */
function nextStep(order: OrderRow): string {
  if (order.productionState === 'cancelled') {
    return order.refundDueCents > 0
      ? 'This order is cancelled. We refund what you paid to the way you paid it.'
      : 'This order is cancelled. Nothing is owed.';
  }
  switch (order.productionState) {
    case 'awaiting_artwork':
      return order.paymentState === 'awaiting_payment'
        ? 'Next: send your artwork, and pay the invoice we email you. We print once both are done.'
        : 'Next: send your artwork. We print once your proof is approved.';
    case 'in_proof':
      return 'Next: check your proof and approve it.';
    case 'approved':
      return order.paymentState === 'awaiting_payment'
        ? 'Your proof is approved. We print as soon as your payment arrives.'
        : 'Your proof is approved: your order goes to print.';
    case 'printing':
      return 'Your order is being printed.';
    case 'dispatched':
      return 'Your order is on its way.';
    case 'delivered':
      return 'Your order has been delivered. Thank you!';
  }
  return '';
}

/** An order as its owner sees it. */
export function orderView({ order, lines, events }: StoredOrder): OrderView {
  return {
    order_no: order.orderNo,
    placed_at: order.placedAt.toISOString(),
    email: order.email,
    payment_method: order.paymentMethod,
    payment_state: order.paymentState,
    payment_label: PAYMENT_LABELS[order.paymentState],
    production_state: order.productionState,
    production_label: PRODUCTION_LABELS[order.productionState],
    refund_due_cents: order.refundDueCents,
    shipping_method: order.shippingMethod,
    dispatch_date: order.dispatchDate,
    delivery_from: order.deliveryFrom,
    delivery_to: order.deliveryTo,
    shipping_address: address(order, 'ship'),
    billing_address: address(order, 'bill'),
    lines: lines.map((line) => ({
      product_name: line.productName,
      details: line.details,
      quantity: line.quantity,
      kinds: line.kinds,
      unit_price_cents: line.unitPriceCents,
      line_cents: line.lineCents,
      printing_days: line.printingDays,
      dispatch_date: line.dispatchDate,
      origin_path: line.originPath,
    })),
    totals: {
      sub_total_cents: order.subTotalCents,
      coupon_code: order.couponCode,
      coupon_discount_cents: order.couponDiscountCents,
      promo_discount_cents: order.promoDiscountCents,
      point_discount_cents: order.pointDiscountCents,
      shipping_cents: order.shippingCents,
      tax_cents: order.taxCents,
      tax_rate: order.taxRate > 0 ? taxRateLabel(order.taxRate) : null,
      total_cents: order.totalCents,
    },
    timeline: events.map((event) => ({
      at: event.at.toISOString(),
      track: event.track,
      from: event.fromState,
      to: event.toState,
      label: eventLabel(event.track, event.toState),
      by: event.byKind,
      note: event.note,
    })),
    can_cancel: CUSTOMER_MAY_CANCEL.has(order.productionState),
    next_step: nextStep(order),
  };
}

export function orderListView(
  rows: ReadonlyArray<OrderRow & { lineCount: number }>,
  timeZone: string,
): OrderList {
  return {
    orders: rows.map((order) => ({
      order_no: order.orderNo,
      placed_at: order.placedAt.toISOString(),
      placed_on: shopDate(order.placedAt, timeZone),
      total_cents: order.totalCents,
      payment_label: PAYMENT_LABELS[order.paymentState],
      production_label: PRODUCTION_LABELS[order.productionState],
      dispatch_date: order.dispatchDate,
      lines: order.lineCount,
    })),
  };
}
