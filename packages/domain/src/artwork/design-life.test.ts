import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DESIGN_MESSAGES,
  DESIGN_STATES,
  DESIGN_TRANSITIONS,
  changeDesign,
  productionOfDesigns,
  type DesignAction,
  type DesignActor,
  type DesignChange,
  type DesignState,
} from './design-life';

// Issue 33's states, actions and actors, written out here: the tests walk these, not the
// module's own lists, so a change to either shows.
const ALL_STATES: readonly DesignState[] = [
  'awaiting_file',
  'checked',
  'staff_proof_requested',
  'in_staff_proof',
  'proof_sent',
  'approved',
];
const ALL_ACTIONS: readonly DesignAction[] = [
  'upload',
  'approve',
  'request_staff_proof',
  'start_staff_proof',
  'send_proof',
  'request_changes',
];
const ALL_ACTORS: readonly DesignActor[] = ['customer', 'staff'];

// Spec 001 §8, word for word.
const FILE_REQUIRED = 'Please upload your file';
const ALREADY_EVALUATED =
  'Sorry, update is unavailable. Your artwork has already been evaluated...';
const ALREADY_APPROVED =
  'Sorry, your final proof has already been approved. Please close the modal to check for updates.';
// The module's own refusals.
const SHOP_ONLY = 'Only the shop can do that.';
const CUSTOMER_ONLY = 'Only the customer can do that.';

/** What each (state, action) gives the customer and staff: a state moved to, or a refusal. */
type Outcome = { to: DesignState } | { refused: string };
type Row = Record<DesignAction, Record<DesignActor, Outcome>>;

const to = (state: DesignState): Outcome => ({ to: state });
const no = (message: string): Outcome => ({ refused: message });
const customerOnly = (state: DesignState) => ({
  customer: to(state),
  staff: no(CUSTOMER_ONLY),
});
const staffOnly = (state: DesignState) => ({ customer: no(SHOP_ONLY), staff: to(state) });
const nobody = (message: string) => ({ customer: no(message), staff: no(message) });

// Every (state, action, actor) triple, 6 x 6 x 2 = 72, and what it gives.
const EXPECTED: Record<DesignState, Row> = {
  awaiting_file: {
    upload: customerOnly('checked'),
    approve: nobody(FILE_REQUIRED),
    request_staff_proof: customerOnly('staff_proof_requested'),
    start_staff_proof: nobody('A design that is awaiting file cannot be changed that way.'),
    send_proof: nobody('A design that is awaiting file cannot be changed that way.'),
    request_changes: nobody('A design that is awaiting file cannot be changed that way.'),
  },
  checked: {
    upload: customerOnly('checked'),
    approve: customerOnly('approved'),
    request_staff_proof: customerOnly('staff_proof_requested'),
    start_staff_proof: nobody('A design that is checked cannot be changed that way.'),
    send_proof: nobody('A design that is checked cannot be changed that way.'),
    request_changes: nobody('A design that is checked cannot be changed that way.'),
  },
  staff_proof_requested: {
    upload: customerOnly('staff_proof_requested'),
    approve: nobody('A design that is staff proof requested cannot be changed that way.'),
    request_staff_proof: nobody(
      'A design that is staff proof requested cannot be changed that way.',
    ),
    start_staff_proof: staffOnly('in_staff_proof'),
    send_proof: nobody('A design that is staff proof requested cannot be changed that way.'),
    request_changes: nobody('A design that is staff proof requested cannot be changed that way.'),
  },
  in_staff_proof: {
    upload: nobody(ALREADY_EVALUATED),
    approve: nobody('A design that is in staff proof cannot be changed that way.'),
    request_staff_proof: nobody('A design that is in staff proof cannot be changed that way.'),
    start_staff_proof: nobody('A design that is in staff proof cannot be changed that way.'),
    send_proof: staffOnly('proof_sent'),
    request_changes: nobody('A design that is in staff proof cannot be changed that way.'),
  },
  proof_sent: {
    upload: nobody(ALREADY_EVALUATED),
    approve: customerOnly('approved'),
    request_staff_proof: nobody('A design that is proof sent cannot be changed that way.'),
    start_staff_proof: nobody('A design that is proof sent cannot be changed that way.'),
    send_proof: staffOnly('proof_sent'),
    request_changes: customerOnly('in_staff_proof'),
  },
  approved: {
    upload: nobody(ALREADY_APPROVED),
    approve: nobody(ALREADY_APPROVED),
    request_staff_proof: nobody(ALREADY_APPROVED),
    start_staff_proof: nobody(ALREADY_APPROVED),
    send_proof: nobody(ALREADY_APPROVED),
    request_changes: nobody(ALREADY_APPROVED),
  },
};

const TRIPLES = ALL_STATES.flatMap((state) =>
  ALL_ACTIONS.flatMap((action) =>
    ALL_ACTORS.map((by) => [state, action, by] as [DesignState, DesignAction, DesignActor]),
  ),
);
const allowedTriples = TRIPLES.filter(([state, action, by]) => 'to' in EXPECTED[state][action][by]);
const refusedTriples = TRIPLES.filter(
  ([state, action, by]) => 'refused' in EXPECTED[state][action][by],
);

function movedTo(change: DesignChange): DesignState {
  if (!change.ok) throw new Error(`expected the change to be accepted, refused: ${change.message}`);
  return change.to;
}

function refusal(change: DesignChange): string {
  if (change.ok) throw new Error(`expected a refusal, moved to ${change.to}`);
  return change.message;
}

describe('the transition table', () => {
  it('is the one of issue 33', () => {
    expect(DESIGN_STATES).toEqual(ALL_STATES);
    expect(DESIGN_TRANSITIONS).toEqual({
      awaiting_file: {
        upload: { to: 'checked', by: 'customer' },
        request_staff_proof: { to: 'staff_proof_requested', by: 'customer' },
      },
      checked: {
        upload: { to: 'checked', by: 'customer' },
        approve: { to: 'approved', by: 'customer' },
        request_staff_proof: { to: 'staff_proof_requested', by: 'customer' },
      },
      staff_proof_requested: {
        upload: { to: 'staff_proof_requested', by: 'customer' },
        start_staff_proof: { to: 'in_staff_proof', by: 'staff' },
      },
      in_staff_proof: {
        send_proof: { to: 'proof_sent', by: 'staff' },
      },
      proof_sent: {
        approve: { to: 'approved', by: 'customer' },
        request_changes: { to: 'in_staff_proof', by: 'customer' },
        send_proof: { to: 'proof_sent', by: 'staff' },
      },
      approved: {},
    });
  });

  it('holds the catalogue messages of spec 001 §8 word for word', () => {
    expect(DESIGN_MESSAGES).toEqual({
      fileRequired: FILE_REQUIRED,
      alreadyEvaluated: ALREADY_EVALUATED,
      alreadyApproved: ALREADY_APPROVED,
    });
  });

  it('covers all 72 triples: 11 allowed, 61 refused', () => {
    expect(TRIPLES).toHaveLength(72);
    expect(allowedTriples).toHaveLength(11);
    expect(refusedTriples).toHaveLength(61);
  });
});

describe('changeDesign: every (state, action, actor)', () => {
  it.each(allowedTriples)('%s: %s by %s is allowed', (state, action, by) => {
    const outcome = EXPECTED[state][action][by];
    if (!('to' in outcome)) throw new Error('not an allowed triple');
    expect(movedTo(changeDesign(state, action, by))).toBe(outcome.to);
    // The step the module's table names is the one it takes.
    expect(DESIGN_TRANSITIONS[state][action]).toEqual({ to: outcome.to, by });
  });

  it.each(refusedTriples)('%s: %s by %s is refused', (state, action, by) => {
    const outcome = EXPECTED[state][action][by];
    if (!('refused' in outcome)) throw new Error('not a refused triple');
    expect(changeDesign(state, action, by)).toEqual({ ok: false, message: outcome.refused });
  });
});

describe('changeDesign: the catalogue messages', () => {
  it('refuses a new file once staff have started a proof: already evaluated', () => {
    for (const state of ['in_staff_proof', 'proof_sent'] as const) {
      for (const by of ALL_ACTORS) {
        expect(refusal(changeDesign(state, 'upload', by))).toBe(
          'Sorry, update is unavailable. Your artwork has already been evaluated...',
        );
      }
    }
  });

  it('lets the customer replace the file until staff start a proof', () => {
    expect(movedTo(changeDesign('awaiting_file', 'upload', 'customer'))).toBe('checked');
    expect(movedTo(changeDesign('checked', 'upload', 'customer'))).toBe('checked');
    expect(movedTo(changeDesign('staff_proof_requested', 'upload', 'customer'))).toBe(
      'staff_proof_requested',
    );
  });

  it('refuses anything on an approved design: the final proof is approved', () => {
    for (const action of ALL_ACTIONS) {
      for (const by of ALL_ACTORS) {
        expect(refusal(changeDesign('approved', action, by))).toBe(
          'Sorry, your final proof has already been approved. Please close the modal to check for updates.',
        );
      }
    }
  });

  it('refuses to approve a design with no file: please upload your file', () => {
    expect(refusal(changeDesign('awaiting_file', 'approve', 'customer'))).toBe(
      'Please upload your file',
    );
    expect(refusal(changeDesign('awaiting_file', 'approve', 'staff'))).toBe(
      'Please upload your file',
    );
  });
});

describe('changeDesign: who acts', () => {
  it('does not let a customer start or send a staff proof', () => {
    expect(refusal(changeDesign('staff_proof_requested', 'start_staff_proof', 'customer'))).toBe(
      'Only the shop can do that.',
    );
    expect(refusal(changeDesign('in_staff_proof', 'send_proof', 'customer'))).toBe(
      'Only the shop can do that.',
    );
    expect(refusal(changeDesign('proof_sent', 'send_proof', 'customer'))).toBe(
      'Only the shop can do that.',
    );
  });

  it('does not let staff approve, or ask for changes, for the customer', () => {
    expect(refusal(changeDesign('checked', 'approve', 'staff'))).toBe(
      'Only the customer can do that.',
    );
    expect(refusal(changeDesign('proof_sent', 'approve', 'staff'))).toBe(
      'Only the customer can do that.',
    );
    expect(refusal(changeDesign('proof_sent', 'request_changes', 'staff'))).toBe(
      'Only the customer can do that.',
    );
  });
});

describe('productionOfDesigns', () => {
  it('awaits artwork for an order with no designs', () => {
    expect(productionOfDesigns([])).toBe('awaiting_artwork');
  });

  it('awaits artwork while any design has no file', () => {
    expect(productionOfDesigns(['awaiting_file'])).toBe('awaiting_artwork');
    expect(productionOfDesigns(['approved', 'awaiting_file'])).toBe('awaiting_artwork');
    expect(productionOfDesigns(['proof_sent', 'approved', 'awaiting_file', 'checked'])).toBe(
      'awaiting_artwork',
    );
  });

  it('is approved once every design is', () => {
    expect(productionOfDesigns(['approved'])).toBe('approved');
    expect(productionOfDesigns(['approved', 'approved', 'approved'])).toBe('approved');
  });

  it('is in proof in between', () => {
    expect(productionOfDesigns(['checked'])).toBe('in_proof');
    expect(productionOfDesigns(['staff_proof_requested'])).toBe('in_proof');
    expect(productionOfDesigns(['in_staff_proof'])).toBe('in_proof');
    expect(productionOfDesigns(['proof_sent'])).toBe('in_proof');
    expect(productionOfDesigns(['approved', 'checked'])).toBe('in_proof');
    expect(productionOfDesigns(['approved', 'proof_sent', 'approved'])).toBe('in_proof');
  });

  it('agrees with the three rules for any list of states', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...ALL_STATES), { maxLength: 8 }), (states) => {
        const expected =
          states.length === 0 || states.includes('awaiting_file')
            ? 'awaiting_artwork'
            : states.every((state) => state === 'approved')
              ? 'approved'
              : 'in_proof';
        expect(productionOfDesigns(states)).toBe(expected);
      }),
      { numRuns: 500 },
    );
  });
});

// Any sequence of (action, actor), each applied only when accepted, from a design with no file.
describe('properties', () => {
  const step = fc.record({
    action: fc.constantFrom(...ALL_ACTIONS),
    by: fc.constantFrom(...ALL_ACTORS),
  });

  it('never leaves approved, stays in the states of issue 33, approves only by the customer', () => {
    const seen = new Set<DesignState>();
    fc.assert(
      fc.property(fc.array(step, { maxLength: 60, size: 'max' }), (steps) => {
        let state: DesignState = 'awaiting_file';
        let approvedOnce = false;
        seen.add(state);
        for (const { action, by } of steps) {
          const before = state;
          const change = changeDesign(before, action, by);
          const outcome = EXPECTED[before][action][by];
          expect(change.ok).toBe('to' in outcome);
          if (change.ok) {
            state = change.to;
            if (state === 'approved' && before !== 'approved') {
              // Approved is reached only by the customer's approval.
              expect(action).toBe('approve');
              expect(by).toBe('customer');
            }
          } else {
            // A refused change leaves the design as it was.
            expect(change.message).toMatch(/\w/);
          }
          expect(ALL_STATES).toContain(state);
          seen.add(state);
          // Once approved, always approved.
          if (approvedOnce) expect(state).toBe('approved');
          approvedOnce ||= state === 'approved';
        }
      }),
      { numRuns: 1_000 },
    );
    // The walk did reach every state (not a vacuous property).
    expect([...seen].sort()).toEqual([...ALL_STATES].sort());
  });
});
