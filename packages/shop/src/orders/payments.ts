import type { PaymentKind, PaymentState } from '@shop/domain/orders/order-life';
import { ShopProblem } from '../problem';
import type { TEST_OUTCOMES } from './contract';
import { ORDER_MESSAGES, type PaymentMethodId } from './contract';

/**
 * How an order is paid (issue 31, ADR 0044). No card processor can be reached from here, so two
 * providers: an invoice paid by bank transfer (awaiting payment until staff mark it paid) and a
 * test provider whose answer a test chooses, offered only with PAYMENT_TEST_PROVIDER=true. A card
 * provider plugs in behind the same interface: `start` authorizes at checkout with the checkout's
 * idempotency key, capture happens when the proof is approved, and its webhook confirms payment.
 */
export interface PaymentProvider {
  id: PaymentMethodId;
  kind: PaymentKind;
  label: string;
  description: string;
  /**
   * Starts the payment of a new order, inside the order's transaction (a refusal throws and
   * nothing is written): the state the order starts in and what its timeline says.
   */
  start(payment: {
    orderNo: string;
    amountCents: number;
    idempotencyKey: string | null;
    testOutcome?: (typeof TEST_OUTCOMES)[number];
  }): Promise<{ state: PaymentState; note: string }>;
}

export const invoiceProvider: PaymentProvider = {
  id: 'invoice',
  kind: 'invoice',
  label: 'Invoice (bank transfer)',
  description:
    'We email you an invoice with our bank details. We print once it is paid and your proof is approved.',
  async start() {
    return { state: 'awaiting_payment', note: 'Invoice to be paid by bank transfer.' };
  },
};

/** Answers as the test asks: approve (authorized), decline (402) or error (502). */
export const testProvider: PaymentProvider = {
  id: 'test',
  kind: 'card',
  label: 'Test card (no money moves)',
  description: 'For tests only: a pretend card whose answer the test chooses.',
  async start({ testOutcome = 'approve' }) {
    if (testOutcome === 'decline') {
      throw new ShopProblem(402, 'PAYMENT_DECLINED', ORDER_MESSAGES.declined, [
        { field: 'payment_method', message: ORDER_MESSAGES.declined },
      ]);
    }
    if (testOutcome === 'error') {
      throw new ShopProblem(502, 'PAYMENT_UNAVAILABLE', ORDER_MESSAGES.paymentUnavailable);
    }
    return {
      state: 'authorized',
      note: 'Test card authorized; captured when the proof is approved.',
    };
  },
};

/** The providers a shop offers: the invoice always, the test provider only when configured. */
export function paymentProviders(offerTestProvider: boolean): PaymentProvider[] {
  return offerTestProvider ? [invoiceProvider, testProvider] : [invoiceProvider];
}
