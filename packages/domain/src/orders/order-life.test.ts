import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CUSTOMER_MAY_CANCEL,
  PAYMENT_STATES,
  PAYMENT_TRANSITIONS,
  PRODUCTION_STATES,
  PRODUCTION_TRANSITIONS,
  cancelOrder,
  moveProduction,
  movePayment,
  paymentAllowsPrinting,
  type ChangedBy,
  type OrderChange,
  type OrderState,
  type PaymentKind,
  type PaymentState,
  type ProductionState,
} from './order-life';

// The two tables as issue 31 writes them, kept here literally: the tests walk these, not the
// module's own tables, so a change to either shows.
const PAYMENT_TABLE: Record<PaymentState, readonly PaymentState[]> = {
  awaiting_payment: ['authorized', 'paid', 'cancelled'],
  authorized: ['paid', 'cancelled'],
  paid: ['refunded'],
  refunded: [],
  cancelled: [],
};

const PRODUCTION_TABLE: Record<ProductionState, readonly ProductionState[]> = {
  awaiting_artwork: ['in_proof', 'cancelled'],
  in_proof: ['awaiting_artwork', 'approved', 'cancelled'],
  approved: ['printing', 'cancelled'],
  printing: ['dispatched', 'cancelled'],
  dispatched: ['delivered'],
  delivered: [],
  cancelled: [],
};

const ALL_PAYMENT: readonly PaymentState[] = [
  'awaiting_payment',
  'authorized',
  'paid',
  'refunded',
  'cancelled',
];
const ALL_PRODUCTION: readonly ProductionState[] = [
  'awaiting_artwork',
  'in_proof',
  'approved',
  'printing',
  'dispatched',
  'delivered',
  'cancelled',
];
const ACTORS: readonly ChangedBy[] = ['customer', 'staff', 'system'];
const SHOP: readonly ChangedBy[] = ['staff', 'system'];

const pairs = <S extends string>(states: readonly S[]) =>
  states.flatMap((from) => states.map((to) => [from, to] as [S, S]));
const PAYMENT_PAIRS = pairs(ALL_PAYMENT);
const PRODUCTION_PAIRS = pairs(ALL_PRODUCTION);
const paymentAllowed = PAYMENT_PAIRS.filter(([from, to]) => PAYMENT_TABLE[from].includes(to));
const paymentRefused = PAYMENT_PAIRS.filter(([from, to]) => !PAYMENT_TABLE[from].includes(to));
const productionAllowed = PRODUCTION_PAIRS.filter(([from, to]) =>
  PRODUCTION_TABLE[from].includes(to),
);
const productionRefused = PRODUCTION_PAIRS.filter(
  ([from, to]) => !PRODUCTION_TABLE[from].includes(to),
);

const order = (change: Partial<OrderState> = {}): OrderState =>
  Object.freeze({
    payment: 'awaiting_payment',
    production: 'awaiting_artwork',
    paymentKind: 'card',
    totalCents: 12_345,
    refundDueCents: 0,
    ...change,
  });

function accepted(change: OrderChange): OrderState {
  if (!change.ok) throw new Error(`expected the change to be accepted, refused: ${change.message}`);
  return change.state;
}

function refusal(change: OrderChange): string {
  if (change.ok) {
    throw new Error(`expected a refusal, got ${JSON.stringify(change.state)}`);
  }
  expect(change.code).toBe('TRANSITION_REFUSED');
  expect(change.message.length).toBeGreaterThan(10);
  return change.message;
}

const CONTACT_US =
  'Your proof is approved, so the order is on its way to print: please contact us to cancel it.';

describe('the transition tables', () => {
  it('are the ones of issue 31', () => {
    expect(PAYMENT_STATES).toEqual(ALL_PAYMENT);
    expect(PRODUCTION_STATES).toEqual(ALL_PRODUCTION);
    expect(PAYMENT_TRANSITIONS).toEqual(PAYMENT_TABLE);
    expect(PRODUCTION_TRANSITIONS).toEqual(PRODUCTION_TABLE);
    expect(paymentAllowed).toHaveLength(6);
    expect(productionAllowed).toHaveLength(10);
  });
});

describe('payment: every pair of states', () => {
  it.each(paymentAllowed.filter(([, to]) => to !== 'cancelled'))(
    'the shop moves %s -> %s',
    (from, to) => {
      for (const by of SHOP) {
        const before = order({ payment: from, paymentKind: 'card' });
        expect(accepted(movePayment(before, to, by))).toEqual({ ...before, payment: to });
      }
    },
  );

  it.each(paymentAllowed.filter(([, to]) => to === 'cancelled'))(
    '%s -> %s happens by cancelling the order',
    (from) => {
      const before = order({ payment: from, production: 'awaiting_artwork' });
      expect(refusal(movePayment(before, 'cancelled', 'staff'))).toBe(
        'Cancel the order to cancel its payment.',
      );
      for (const by of ACTORS) {
        expect(accepted(cancelOrder(before, by))).toEqual({
          ...before,
          payment: 'cancelled',
          production: 'cancelled',
        });
      }
    },
  );

  it.each(paymentRefused)('refuses %s -> %s, by anyone', (from, to) => {
    for (const paymentKind of ['card', 'invoice'] as const) {
      for (const by of ACTORS) {
        refusal(movePayment(order({ payment: from, paymentKind }), to, by));
      }
    }
  });

  it('names the states it refuses to move between', () => {
    expect(refusal(movePayment(order({ payment: 'paid' }), 'authorized', 'staff'))).toBe(
      'The payment is paid: it cannot become card authorized.',
    );
    expect(refusal(movePayment(order({ payment: 'refunded' }), 'paid', 'system'))).toBe(
      'The payment is refunded: it cannot become paid.',
    );
    expect(refusal(movePayment(order({ payment: 'paid' }), 'paid', 'staff'))).toBe(
      'The payment is paid: it cannot become paid.',
    );
    expect(refusal(movePayment(order({ payment: 'awaiting_payment' }), 'refunded', 'staff'))).toBe(
      'The payment is awaiting payment: it cannot become refunded.',
    );
    expect(refusal(movePayment(order({ payment: 'cancelled' }), 'paid', 'staff'))).toBe(
      'The payment is cancelled: it cannot become paid.',
    );
  });
});

describe('production: every pair of states', () => {
  it.each(productionAllowed.filter(([, to]) => to !== 'cancelled'))(
    'the shop moves %s -> %s',
    (from, to) => {
      for (const by of SHOP) {
        const before = order({ payment: 'paid', production: from });
        expect(accepted(moveProduction(before, to, by))).toEqual({ ...before, production: to });
      }
    },
  );

  it.each(productionAllowed.filter(([, to]) => to === 'cancelled'))(
    '%s -> %s happens by cancelling the order',
    (from) => {
      const before = order({ payment: 'awaiting_payment', production: from });
      expect(refusal(moveProduction(before, 'cancelled', 'staff'))).toBe(
        'Cancel the order to stop its production.',
      );
      for (const by of SHOP) {
        expect(accepted(cancelOrder(before, by))).toEqual({
          ...before,
          payment: 'cancelled',
          production: 'cancelled',
        });
      }
    },
  );

  it.each(productionRefused)('refuses %s -> %s, by anyone', (from, to) => {
    for (const payment of ['paid', 'authorized'] as const) {
      for (const by of ACTORS) {
        refusal(moveProduction(order({ payment, production: from }), to, by));
      }
    }
  });

  it.each(
    ALL_PRODUCTION.filter((from) => !PRODUCTION_TABLE[from].includes('cancelled')).map((from) => [
      from,
    ]),
  )('refuses to cancel an order that is %s, by anyone', (from) => {
    for (const by of ACTORS) refusal(cancelOrder(order({ payment: 'paid', production: from }), by));
  });

  it('names the states it refuses to move between', () => {
    const paid = (production: ProductionState) => order({ payment: 'paid', production });
    expect(refusal(moveProduction(paid('awaiting_artwork'), 'printing', 'staff'))).toBe(
      'The order is awaiting artwork: it cannot become printing.',
    );
    expect(refusal(moveProduction(paid('delivered'), 'dispatched', 'staff'))).toBe(
      'The order is delivered: it cannot become dispatched.',
    );
    expect(refusal(moveProduction(paid('approved'), 'in_proof', 'system'))).toBe(
      'The order is proof approved: it cannot become in proof.',
    );
    expect(refusal(moveProduction(paid('cancelled'), 'awaiting_artwork', 'staff'))).toBe(
      'This order is cancelled.',
    );
  });
});

describe('who may do what', () => {
  it('never lets a customer move the payment', () => {
    for (const [from, to] of paymentAllowed) {
      expect(refusal(movePayment(order({ payment: from }), to, 'customer'))).toBe(
        'Only the shop can change the payment of an order.',
      );
    }
  });

  it('lets the customer send, return and approve a proof', () => {
    const unpaid = order({ payment: 'awaiting_payment', paymentKind: 'invoice' });
    const sent = accepted(moveProduction(unpaid, 'in_proof', 'customer'));
    expect(sent.production).toBe('in_proof');
    const returned = accepted(moveProduction(sent, 'awaiting_artwork', 'customer'));
    expect(returned.production).toBe('awaiting_artwork');
    const approved = accepted(moveProduction(sent, 'approved', 'customer'));
    expect(approved).toEqual({ ...unpaid, production: 'approved' });
  });

  it.each([
    ['approved', 'printing'],
    ['printing', 'dispatched'],
    ['dispatched', 'delivered'],
  ] as const)('does not let a customer move a paid order %s -> %s', (from, to) => {
    expect(
      refusal(moveProduction(order({ payment: 'paid', production: from }), to, 'customer')),
    ).toBe('Only the shop can move an order into production.');
  });

  it('lets a customer cancel only until the proof is approved', () => {
    expect([...CUSTOMER_MAY_CANCEL].sort()).toEqual(['awaiting_artwork', 'in_proof']);
    for (const production of ['awaiting_artwork', 'in_proof'] as const) {
      const before = order({ production });
      expect(accepted(cancelOrder(before, 'customer'))).toEqual({
        ...before,
        payment: 'cancelled',
        production: 'cancelled',
      });
    }
    for (const production of ['approved', 'printing'] as const) {
      const before = order({ payment: 'paid', production });
      expect(refusal(cancelOrder(before, 'customer'))).toBe(CONTACT_US);
      // The shop still can.
      expect(accepted(cancelOrder(before, 'staff')).production).toBe('cancelled');
      expect(accepted(cancelOrder(before, 'system')).production).toBe('cancelled');
    }
  });

  it('prints only a paid order, or one whose card is authorized', () => {
    const approved = (payment: PaymentState, paymentKind: PaymentKind) =>
      order({ payment, paymentKind, production: 'approved' });
    const NOT_PAID = 'The order cannot be printed before it is paid.';
    for (const by of SHOP) {
      for (const paymentKind of ['card', 'invoice'] as const) {
        expect(
          refusal(moveProduction(approved('awaiting_payment', paymentKind), 'printing', by)),
        ).toBe(NOT_PAID);
        expect(refusal(moveProduction(approved('refunded', paymentKind), 'printing', by))).toBe(
          NOT_PAID,
        );
        expect(accepted(moveProduction(approved('paid', paymentKind), 'printing', by))).toEqual({
          ...approved('paid', paymentKind),
          production: 'printing',
        });
      }
      expect(accepted(moveProduction(approved('authorized', 'card'), 'printing', by))).toEqual({
        ...approved('authorized', 'card'),
        production: 'printing',
      });
    }
  });

  it('refuses to authorize an invoice: it is paid', () => {
    const invoice = order({ paymentKind: 'invoice' });
    for (const by of SHOP) {
      expect(refusal(movePayment(invoice, 'authorized', by))).toBe(
        'Only a card payment is authorized; an invoice is paid.',
      );
      expect(accepted(movePayment(invoice, 'paid', by)).payment).toBe('paid');
    }
  });

  it.each([
    ['awaiting_payment', 'card', false],
    ['awaiting_payment', 'invoice', false],
    ['authorized', 'card', true],
    ['authorized', 'invoice', false],
    ['paid', 'card', true],
    ['paid', 'invoice', true],
    ['refunded', 'card', false],
    ['refunded', 'invoice', false],
    ['cancelled', 'card', false],
    ['cancelled', 'invoice', false],
  ] as const)('paymentAllowsPrinting(%s, %s) is %s', (payment, paymentKind, expected) => {
    expect(paymentAllowsPrinting({ payment, paymentKind })).toBe(expected);
  });
});

describe('cancelling', () => {
  it('keeps a paid order paid, owing its total back, until it is refunded', () => {
    const before = order({ payment: 'paid', production: 'approved', totalCents: 4_990 });
    const cancelled = accepted(cancelOrder(before, 'staff'));
    expect(cancelled).toEqual({
      payment: 'paid',
      production: 'cancelled',
      paymentKind: 'card',
      totalCents: 4_990,
      refundDueCents: 4_990,
    });
    const refunded = accepted(movePayment(cancelled, 'refunded', 'staff'));
    expect(refunded).toEqual({
      payment: 'refunded',
      production: 'cancelled',
      paymentKind: 'card',
      totalCents: 4_990,
      refundDueCents: 0,
    });
    refusal(movePayment(refunded, 'refunded', 'staff'));
  });

  it('lets a customer cancel a paid order before approval, owing the total back', () => {
    const before = order({ payment: 'paid', production: 'in_proof', paymentKind: 'invoice' });
    expect(accepted(cancelOrder(before, 'customer'))).toEqual({
      payment: 'paid',
      production: 'cancelled',
      paymentKind: 'invoice',
      totalCents: 12_345,
      refundDueCents: 12_345,
    });
  });

  it('cancels the payment of an unpaid order, and voids a card authorization', () => {
    for (const payment of ['awaiting_payment', 'authorized'] as const) {
      expect(accepted(cancelOrder(order({ payment, production: 'approved' }), 'staff'))).toEqual({
        payment: 'cancelled',
        production: 'cancelled',
        paymentKind: 'card',
        totalCents: 12_345,
        refundDueCents: 0,
      });
    }
  });

  it('keeps a payment refunded before the cancellation refunded, owing nothing', () => {
    const before = order({ payment: 'refunded', production: 'printing' });
    expect(accepted(cancelOrder(before, 'staff'))).toEqual({
      payment: 'refunded',
      production: 'cancelled',
      paymentKind: 'card',
      totalCents: 12_345,
      refundDueCents: 0,
    });
  });

  it('refuses to cancel twice', () => {
    const once = accepted(cancelOrder(order({ payment: 'paid' }), 'customer'));
    for (const by of ACTORS) {
      expect(refusal(cancelOrder(once, by))).toBe('This order is already cancelled.');
    }
    const unpaid = accepted(cancelOrder(order(), 'staff'));
    expect(refusal(cancelOrder(unpaid, 'staff'))).toBe('This order is already cancelled.');
  });

  it('refuses to cancel a dispatched or delivered order', () => {
    for (const by of ACTORS) {
      expect(refusal(cancelOrder(order({ payment: 'paid', production: 'dispatched' }), by))).toBe(
        'The order is dispatched: it can no longer be cancelled.',
      );
      expect(refusal(cancelOrder(order({ payment: 'paid', production: 'delivered' }), by))).toBe(
        'The order is delivered: it can no longer be cancelled.',
      );
    }
  });

  it('stops a cancelled order for good', () => {
    const cancelled = accepted(cancelOrder(order({ production: 'in_proof' }), 'staff'));
    for (const to of ALL_PRODUCTION) {
      refusal(moveProduction(cancelled, to, 'staff'));
    }
    for (const to of ALL_PAYMENT) {
      refusal(movePayment(cancelled, to, 'staff'));
    }
  });
});

// Any sequence of calls, each applied only when accepted, from a new order.
describe('properties', () => {
  type Call =
    | { kind: 'payment'; to: PaymentState; by: ChangedBy }
    | { kind: 'production'; to: ProductionState; by: ChangedBy }
    | { kind: 'cancel'; by: ChangedBy };

  const actor = fc.constantFrom<ChangedBy>(...ACTORS);
  const call: fc.Arbitrary<Call> = fc.oneof(
    {
      weight: 3,
      arbitrary: fc.record({
        kind: fc.constant('payment' as const),
        to: fc.constantFrom(...ALL_PAYMENT),
        by: actor,
      }),
    },
    {
      weight: 6,
      arbitrary: fc.record({
        kind: fc.constant('production' as const),
        to: fc.constantFrom(...ALL_PRODUCTION),
        by: actor,
      }),
    },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('cancel' as const), by: actor }) },
  );

  const apply = (state: OrderState, c: Call): OrderChange =>
    c.kind === 'payment'
      ? movePayment(state, c.to, c.by)
      : c.kind === 'production'
        ? moveProduction(state, c.to, c.by)
        : cancelOrder(state, c.by);

  // The rules of issue 31, written independently of the module: may this call be made?
  const mayPrint = (s: OrderState) =>
    s.payment === 'paid' || (s.payment === 'authorized' && s.paymentKind === 'card');
  const customerProofStep = (from: ProductionState, to: ProductionState) =>
    (from === 'awaiting_artwork' && to === 'in_proof') ||
    (from === 'in_proof' && (to === 'approved' || to === 'awaiting_artwork'));
  const expectedAllowed = (s: OrderState, c: Call): boolean => {
    switch (c.kind) {
      case 'payment':
        return (
          c.by !== 'customer' &&
          c.to !== 'cancelled' &&
          PAYMENT_TABLE[s.payment].includes(c.to) &&
          (c.to !== 'authorized' || s.paymentKind === 'card')
        );
      case 'production':
        return (
          c.to !== 'cancelled' &&
          PRODUCTION_TABLE[s.production].includes(c.to) &&
          (c.by !== 'customer' || customerProofStep(s.production, c.to)) &&
          (c.to !== 'printing' || mayPrint(s))
        );
      case 'cancel':
        return (
          PRODUCTION_TABLE[s.production].includes('cancelled') &&
          (c.by !== 'customer' ||
            s.production === 'awaiting_artwork' ||
            s.production === 'in_proof')
        );
    }
  };

  const moved = <S extends string>(table: Record<S, readonly S[]>, from: S, to: S) =>
    from === to || table[from].includes(to);

  it('never reaches a state the rules forbid', () => {
    const seen = new Set<string>();
    fc.assert(
      fc.property(
        fc.constantFrom<PaymentKind>('invoice', 'card'),
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.array(call, { maxLength: 120, size: 'max' }),
        (paymentKind, totalCents, calls) => {
          let state = order({ paymentKind, totalCents });
          let cancelledTogether = false;
          for (const c of calls) {
            const before = state;
            const snapshot = { ...before };
            const result = apply(before, c);
            // A call never changes the state it was given.
            expect(before).toEqual(snapshot);
            expect(result.ok).toBe(expectedAllowed(before, c));
            if (!result.ok) {
              expect(result.code).toBe('TRANSITION_REFUSED');
              expect(result.message).toMatch(/\w/);
              continue; // A refused call leaves the order as it was.
            }
            const after = result.state;

            // Each step follows the tables, and is the step that was asked for.
            expect(moved(PAYMENT_TABLE, before.payment, after.payment)).toBe(true);
            expect(moved(PRODUCTION_TABLE, before.production, after.production)).toBe(true);
            expect(after.paymentKind).toBe(paymentKind);
            expect(after.totalCents).toBe(totalCents);
            if (c.kind === 'payment') {
              expect(after.payment).toBe(c.to);
              expect(after.production).toBe(before.production);
            } else if (c.kind === 'production') {
              expect(after.production).toBe(c.to);
              expect(after.payment).toBe(before.payment);
              expect(after.refundDueCents).toBe(before.refundDueCents);
              // Printing is entered only with the money in hand.
              if (c.to === 'printing') {
                expect(
                  before.payment === 'paid' ||
                    (before.payment === 'authorized' && before.paymentKind === 'card'),
                ).toBe(true);
              }
            } else {
              expect(after.production).toBe('cancelled');
              expect(after.payment).toBe(
                before.payment === 'paid' || before.payment === 'refunded'
                  ? before.payment
                  : 'cancelled',
              );
              if (after.payment === 'cancelled') cancelledTogether = true;
            }
            // The payment is cancelled only together with production.
            if (after.payment === 'cancelled' && before.payment !== 'cancelled') {
              expect(c.kind).toBe('cancel');
              expect(after.production).toBe('cancelled');
            }
            state = after;

            // Invariants of every reached state.
            expect(state.payment === 'cancelled').toBe(cancelledTogether);
            if (state.payment === 'cancelled') expect(state.production).toBe('cancelled');
            if (state.production === 'cancelled') {
              expect(['cancelled', 'paid', 'refunded']).toContain(state.payment);
            }
            if (['printing', 'dispatched', 'delivered'].includes(state.production)) {
              expect(['paid', 'refunded', 'authorized']).toContain(state.payment);
            }
            if (state.paymentKind === 'invoice') expect(state.payment).not.toBe('authorized');
            expect([0, totalCents]).toContain(state.refundDueCents);
            // Money is owed back exactly while a cancelled order stays paid.
            expect(state.refundDueCents === totalCents).toBe(
              state.payment === 'paid' && state.production === 'cancelled',
            );
            seen.add(`${state.payment}/${state.production}`);
          }
        },
      ),
      { numRuns: 1_000 },
    );
    // The walk did reach the interesting corners (not a vacuous property).
    for (const corner of [
      'paid/printing',
      'authorized/printing',
      'paid/delivered',
      'refunded/dispatched',
      'paid/cancelled',
      'refunded/cancelled',
      'cancelled/cancelled',
    ]) {
      expect([...seen]).toContain(corner);
    }
  });
});
