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
  /** What the customer does to pay, for the confirmation email; null when nothing is left. */
  instructions: (orderNo: string, amount: string) => string | null;
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

/** Shown until BANK_TRANSFER_DETAILS names the shop's own account (README). */
export const DEMO_BANK_DETAILS =
  'Peel & Press LLC, Demo Bank, routing 000000000, account 000000000 (demo: set BANK_TRANSFER_DETAILS)';

/** Pay by bank transfer: awaiting payment until staff mark it paid. */
export const invoiceProvider = (bankDetails: string): PaymentProvider => ({
  id: 'invoice',
  kind: 'invoice',
  label: 'Invoice (bank transfer)',
  description:
    'Pay by bank transfer: your confirmation email and invoice give our bank details. We print once it is paid and your proof is approved.',
  instructions: (orderNo, amount) =>
    `Please pay ${amount} by bank transfer to ${bankDetails}, quoting ${orderNo} as the reference.`,
  async start() {
    return { state: 'awaiting_payment', note: 'Invoice to be paid by bank transfer.' };
  },
});

/** Answers as the test asks: approve (authorized), decline (402) or error (502). */
export const testProvider: PaymentProvider = {
  id: 'test',
  kind: 'card',
  label: 'Test card (no money moves)',
  description: 'For tests only: a pretend card whose answer the test chooses.',
  instructions: () => 'Your card is authorized; it is charged when your proof is approved.',
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
export function paymentProviders(
  offerTestProvider: boolean,
  bankDetails: string,
): PaymentProvider[] {
  const invoice = invoiceProvider(bankDetails);
  return offerTestProvider ? [invoice, testProvider] : [invoice];
}
