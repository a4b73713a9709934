/**
 * An order's life (issue 31): two state machines, payment and production, each a transition
 * table with one pure function that moves it or refuses, naming why (as Vendure and Saleor keep
 * an order's life). Cancelling is the one change that touches both.
 */

export const PAYMENT_STATES = [
  'awaiting_payment',
  'authorized',
  'paid',
  'refunded',
  'cancelled',
] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

export const PRODUCTION_STATES = [
  'awaiting_artwork',
  'in_proof',
  'approved',
  'printing',
  'dispatched',
  'delivered',
  'cancelled',
] as const;
export type ProductionState = (typeof PRODUCTION_STATES)[number];

/** Where each payment state may go. A paid order is refunded, never "cancelled". */
export const PAYMENT_TRANSITIONS: Readonly<Record<PaymentState, readonly PaymentState[]>> = {
  awaiting_payment: ['authorized', 'paid', 'cancelled'],
  authorized: ['paid', 'cancelled'],
  paid: ['refunded'],
  refunded: [],
  cancelled: [],
};

/** Where each production state may go (the artwork issue moves it through the proof). */
export const PRODUCTION_TRANSITIONS: Readonly<Record<ProductionState, readonly ProductionState[]>> =
  {
    awaiting_artwork: ['in_proof', 'cancelled'],
    in_proof: ['awaiting_artwork', 'approved', 'cancelled'],
    approved: ['printing', 'cancelled'],
    printing: ['dispatched', 'cancelled'],
    dispatched: ['delivered'],
    delivered: [],
    cancelled: [],
  };

/** How an order is paid: an invoice (bank transfer), or a card authorized at checkout. */
export type PaymentKind = 'invoice' | 'card';

/** Who asks for a change: the customer (or the guest holding the order's link), staff, the shop. */
export type ChangedBy = 'customer' | 'staff' | 'system';

export interface OrderState {
  payment: PaymentState;
  production: ProductionState;
  paymentKind: PaymentKind;
  totalCents: number;
  /** What the shop owes back: set when a paid order is cancelled, cleared by the refund. */
  refundDueCents: number;
}

export type OrderChange =
  { ok: true; state: OrderState } | { ok: false; code: 'TRANSITION_REFUSED'; message: string };

export const PAYMENT_LABELS: Readonly<Record<PaymentState, string>> = {
  awaiting_payment: 'Awaiting payment',
  authorized: 'Card authorized',
  paid: 'Paid',
  refunded: 'Refunded',
  cancelled: 'Cancelled',
};

export const PRODUCTION_LABELS: Readonly<Record<ProductionState, string>> = {
  awaiting_artwork: 'Awaiting artwork',
  in_proof: 'In proof',
  approved: 'Proof approved',
  printing: 'Printing',
  dispatched: 'Dispatched',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

const refused = (message: string): OrderChange => ({
  ok: false,
  code: 'TRANSITION_REFUSED',
  message,
});

/** Until the proof is approved a customer may cancel; from then on, only the shop can. */
export const CUSTOMER_MAY_CANCEL: ReadonlySet<ProductionState> = new Set([
  'awaiting_artwork',
  'in_proof',
]);

/** Printing needs the money: paid, or a card's authorization (captured at approval). */
export function paymentAllowsPrinting(state: Pick<OrderState, 'payment' | 'paymentKind'>) {
  return (
    state.payment === 'paid' || (state.payment === 'authorized' && state.paymentKind === 'card')
  );
}

/**
 * Moves the payment. Only the shop does (staff marking an invoice paid, a payment provider
 * confirming); a refund clears the refund due. Cancelling goes through `cancelOrder`.
 */
export function movePayment(state: OrderState, to: PaymentState, by: ChangedBy): OrderChange {
  if (by === 'customer') return refused('Only the shop can change the payment of an order.');
  if (to === 'cancelled') return refused('Cancel the order to cancel its payment.');
  if (!PAYMENT_TRANSITIONS[state.payment].includes(to)) {
    return refused(
      `The payment is ${PAYMENT_LABELS[state.payment].toLowerCase()}: it cannot become ${PAYMENT_LABELS[to].toLowerCase()}.`,
    );
  }
  if (to === 'authorized' && state.paymentKind !== 'card') {
    return refused('Only a card payment is authorized; an invoice is paid.');
  }
  if (to === 'refunded') return { ok: true, state: { ...state, payment: to, refundDueCents: 0 } };
  return { ok: true, state: { ...state, payment: to } };
}

/**
 * Moves production one step. Printing needs the money (`paymentAllowsPrinting`); only the shop
 * moves production, except that the customer approves or returns a proof (the artwork issue).
 * Cancelling goes through `cancelOrder`.
 */
export function moveProduction(state: OrderState, to: ProductionState, by: ChangedBy): OrderChange {
  if (to === 'cancelled') return refused('Cancel the order to stop its production.');
  if (state.production === 'cancelled') return refused('This order is cancelled.');
  if (!PRODUCTION_TRANSITIONS[state.production].includes(to)) {
    return refused(
      `The order is ${PRODUCTION_LABELS[state.production].toLowerCase()}: it cannot become ${PRODUCTION_LABELS[to].toLowerCase()}.`,
    );
  }
  const customerStep =
    (state.production === 'in_proof' && (to === 'approved' || to === 'awaiting_artwork')) ||
    (state.production === 'awaiting_artwork' && to === 'in_proof');
  if (by === 'customer' && !customerStep) {
    return refused('Only the shop can move an order into production.');
  }
  if (to === 'printing' && !paymentAllowsPrinting(state)) {
    return refused('The order cannot be printed before it is paid.');
  }
  return { ok: true, state: { ...state, production: to } };
}

/**
 * Cancels the order: production stops; an unpaid payment is cancelled (a card's authorization
 * released), a paid one stays paid with the total recorded as refund due. The customer may cancel
 * until the proof is approved; the shop until it is dispatched.
 */
export function cancelOrder(state: OrderState, by: ChangedBy): OrderChange {
  if (state.production === 'cancelled') return refused('This order is already cancelled.');
  if (!PRODUCTION_TRANSITIONS[state.production].includes('cancelled')) {
    return refused(
      `The order is ${PRODUCTION_LABELS[state.production].toLowerCase()}: it can no longer be cancelled.`,
    );
  }
  if (by === 'customer' && !CUSTOMER_MAY_CANCEL.has(state.production)) {
    return refused(
      'Your proof is approved, so the order is on its way to print: please contact us to cancel it.',
    );
  }
  const paid = state.payment === 'paid';
  return {
    ok: true,
    state: {
      ...state,
      production: 'cancelled',
      payment: paid || state.payment === 'refunded' ? state.payment : 'cancelled',
      refundDueCents: paid ? state.totalCents : state.refundDueCents,
    },
  };
}
