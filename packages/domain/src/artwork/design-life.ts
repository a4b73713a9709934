import type { ProductionState } from '../orders/order-life';

/**
 * The life of one design's artwork (issue 33): a transition table with one pure function that
 * moves it or refuses in the catalogue's words (spec 001 §8). The automatic preflight and the
 * digital proof are not an evaluation: the customer may replace the file until staff start a
 * proof; once a proof is approved nobody changes it.
 */

export const DESIGN_STATES = [
  'awaiting_file',
  'checked',
  'staff_proof_requested',
  'in_staff_proof',
  'proof_sent',
  'approved',
] as const;
export type DesignState = (typeof DESIGN_STATES)[number];

export type DesignAction =
  | 'upload'
  | 'approve'
  | 'request_staff_proof'
  | 'start_staff_proof'
  | 'send_proof'
  | 'request_changes';

/** Spec 001 §8, word for word. */
export const DESIGN_MESSAGES = {
  fileRequired: 'Please upload your file',
  alreadyEvaluated: 'Sorry, update is unavailable. Your artwork has already been evaluated...',
  alreadyApproved:
    'Sorry, your final proof has already been approved. Please close the modal to check for updates.',
} as const;

/** Who acts on a design: its customer, or staff (the back-office issue). */
export type DesignActor = 'customer' | 'staff';

interface Step {
  to: DesignState;
  by: DesignActor;
}

/** Each state's allowed actions, who may take them and where they lead. */
export const DESIGN_TRANSITIONS: Readonly<
  Record<DesignState, Partial<Record<DesignAction, Step>>>
> = {
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
};

export type DesignChange = { ok: true; to: DesignState } | { ok: false; message: string };

/**
 * Moves a design, or refuses: after approval anything is refused with the catalogue's
 * "final proof" message; a customer's new file once staff have started a proof with its
 * "already evaluated" message; approving needs a file that was checked (or a proof sent).
 */
export function changeDesign(
  state: DesignState,
  action: DesignAction,
  by: DesignActor,
): DesignChange {
  if (state === 'approved') return { ok: false, message: DESIGN_MESSAGES.alreadyApproved };
  const step = DESIGN_TRANSITIONS[state][action];
  if (!step) {
    if (action === 'upload') return { ok: false, message: DESIGN_MESSAGES.alreadyEvaluated };
    if (action === 'approve' && state === 'awaiting_file') {
      return { ok: false, message: DESIGN_MESSAGES.fileRequired };
    }
    return {
      ok: false,
      message: `A design that is ${state.replaceAll('_', ' ')} cannot be changed that way.`,
    };
  }
  if (step.by !== by) {
    return {
      ok: false,
      message:
        step.by === 'staff' ? 'Only the shop can do that.' : 'Only the customer can do that.',
    };
  }
  return { ok: true, to: step.to };
}

/**
 * Where an order's production stands from its designs' states: awaiting artwork while any design
 * has no file, approved once every design is, in proof in between.
 */
export function productionOfDesigns(
  states: readonly DesignState[],
): Extract<ProductionState, 'awaiting_artwork' | 'in_proof' | 'approved'> {
  if (states.length === 0 || states.some((state) => state === 'awaiting_file')) {
    return 'awaiting_artwork';
  }
  return states.every((state) => state === 'approved') ? 'approved' : 'in_proof';
}
