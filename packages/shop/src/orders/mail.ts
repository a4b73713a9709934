import { formatCents } from '@shop/domain/pricing';
import { hello, mailMessage, type Block } from '../common/mail-message';
import type { OrderView } from './contract';

const dollars = (cents: number) => `$${formatCents(cents)}`;

/** "Mon, Dec 7, 2026" from a calendar date, the same in every zone. */
export const dayLabel = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

function totalsBlocks(order: OrderView): Block[] {
  const { totals } = order;
  return [
    { text: `Subtotal: ${dollars(totals.sub_total_cents)}` },
    ...(totals.coupon_discount_cents > 0
      ? [{ text: `Coupon ${totals.coupon_code}: -${dollars(totals.coupon_discount_cents)}` }]
      : []),
    {
      text: `${order.shipping_method}: ${totals.shipping_cents === 0 ? 'Free' : dollars(totals.shipping_cents)}`,
    },
    {
      text: totals.tax_rate
        ? `Sales tax (${totals.tax_rate}): ${dollars(totals.tax_cents)}`
        : 'Sales tax: none collected for this address',
    },
    { text: `Total: ${dollars(totals.total_cents)}` },
  ];
}

/** The mail an order sends its customer (issue 31), in the shop's one layout. */
export const ORDER_MAIL = {
  placed: (order: OrderView, link: string, paymentNote: string | null) =>
    mailMessage(
      order.email,
      `Your Peel & Press order ${order.order_no}`,
      hello(order.shipping_address.name),
      [
        { text: `Thank you for your order ${order.order_no}.` },
        ...order.lines.map((line) => ({
          text: `${line.product_name}: ${line.quantity} pcs × ${line.kinds} set${line.kinds === 1 ? '' : 's'}, ${dollars(line.line_cents)}. ${line.details.join('; ')}`,
        })),
        ...totalsBlocks(order),
        {
          text: `${order.shipping_method}: we expect to dispatch it on ${dayLabel(order.dispatch_date)} and it should arrive between ${dayLabel(order.delivery_from)} and ${dayLabel(order.delivery_to)}, if your artwork is approved and the order paid now (after 6:00 PM shop time or on a day we are closed, dates count from the next business day). Delivery dates are estimates.`,
        },
        ...(paymentNote ? [{ text: paymentNote }] : []),
        { text: order.next_step },
        { text: `Your order, its status and its timeline: ${link}` },
      ],
    ),

  cancelled: (order: OrderView, link: string) =>
    mailMessage(
      order.email,
      `Your Peel & Press order ${order.order_no} is cancelled`,
      hello(order.shipping_address.name),
      [
        { text: `Your order ${order.order_no} is cancelled, as you asked.` },
        {
          text:
            order.refund_due_cents > 0
              ? `We refund ${dollars(order.refund_due_cents)} to the way you paid.`
              : 'Nothing was charged and nothing is owed.',
        },
        { text: `The order: ${link}` },
      ],
    ),
};

/** The mail a design's life sends (issue 33). */
export const ARTWORK_MAIL = {
  approved: (order: OrderView, link: string) =>
    mailMessage(
      order.email,
      `Your artwork for order ${order.order_no} is approved`,
      hello(order.shipping_address.name),
      [
        { text: `Thank you: every design of your order ${order.order_no} is approved.` },
        {
          text: `Counted from your approval, we expect to dispatch it on ${dayLabel(order.dispatch_date)} by ${order.shipping_method}, to arrive between ${dayLabel(order.delivery_from)} and ${dayLabel(order.delivery_to)}. Delivery dates are estimates.`,
        },
        { text: order.next_step },
        { text: `Your order and its timeline: ${link}` },
      ],
    ),
};

/** The mail each step staff take sends the customer (issue 34): what happened, what comes next. */
export const STAFF_STEP_MAIL = {
  paid: (order: OrderView, link: string) =>
    mailMessage(
      order.email,
      `We received your payment for order ${order.order_no}`,
      hello(order.shipping_address.name),
      [
        { text: `Thank you: your payment of ${dollars(order.totals.total_cents)} has arrived.` },
        { text: order.next_step },
        { text: `Your order and its timeline: ${link}` },
      ],
    ),

  printing: (order: OrderView, link: string) =>
    mailMessage(
      order.email,
      `Your order ${order.order_no} is being printed`,
      hello(order.shipping_address.name),
      [
        {
          text: `Your order ${order.order_no} is on the press. We expect to dispatch it on ${dayLabel(order.dispatch_date)}.`,
        },
        { text: `Your order and its timeline: ${link}` },
      ],
    ),

  dispatched: (order: OrderView, link: string, carrier: string, tracking: string) =>
    mailMessage(
      order.email,
      `Your order ${order.order_no} is on its way`,
      hello(order.shipping_address.name),
      [
        { text: `Your order ${order.order_no} left us today with ${carrier}.` },
        { text: `Tracking number: ${tracking}` },
        {
          text: `It should arrive between ${dayLabel(order.delivery_from)} and ${dayLabel(order.delivery_to)}. Delivery dates are estimates.`,
        },
        { text: `Your order and its timeline: ${link}` },
      ],
    ),

  delivered: (order: OrderView, link: string) =>
    mailMessage(
      order.email,
      `Your order ${order.order_no} has been delivered`,
      hello(order.shipping_address.name),
      [
        {
          text: `Your order ${order.order_no} has been delivered. Thank you for printing with us!`,
        },
        { text: `Your order: ${link}` },
      ],
    ),

  cancelled: (order: OrderView, link: string, reason: string) =>
    mailMessage(
      order.email,
      `Your Peel & Press order ${order.order_no} is cancelled`,
      hello(order.shipping_address.name),
      [
        { text: `We have cancelled your order ${order.order_no}: ${reason}` },
        {
          text:
            order.refund_due_cents > 0
              ? `We refund ${dollars(order.refund_due_cents)} to the way you paid.`
              : 'Nothing was charged and nothing is owed.',
        },
        { text: `The order: ${link}` },
      ],
    ),
};
