import { z } from 'zod';
import { DESIGN_STATES, type DesignState } from '@shop/domain/artwork/design-life';
import { DESIGN_SIDES } from '@shop/domain/artwork/line-artwork';
import { multilineText } from '@shop/domain/text';
import { orderParams } from '../orders/contract';
import { designEventSchema, designFileSchema, designProofSchema } from './contract';

/**
 * Artwork in the back-office (issue 35): the designs waiting for staff, one design with its
 * files, preflight reports and proofs, the proof cycle's moves, and a line's archive.
 * Browser-safe: zod only.
 */

/** The states that wait for staff: a proof to start, or to make. */
export const WAITING_FOR_STAFF: readonly DesignState[] = [
  'staff_proof_requested',
  'in_staff_proof',
];
/** A proof sent, waiting for the customer's answer. */
export const WAITING_FOR_CUSTOMER: readonly DesignState[] = ['proof_sent'];

/** The queue shows this many of each kind, longest waiting first. */
export const ARTWORK_QUEUE_SIZE = 100;

export const staffDesignParams = z.object({
  design: z.string().uuid('must be a design id'),
});

export { artworkProofParams as staffProofParams } from './contract';

export const staffFileParams = z.object({
  file: z.string().uuid('must be a file id'),
});

/** An order's line, by its position from 1 as the order page numbers it. */
export const staffLineParams = orderParams.pick({ number: true }).extend({
  position: z.coerce
    .number({ message: 'must be a line number' })
    .int('must be a whole number')
    .min(1, 'must be 1 or more')
    .max(999, 'must be at most 999'),
});

/** The text field sent with a proof's file (multipart `proof`). */
export const proofNoteField = multilineText()
  .trim()
  .max(1000, 'The note is at most 1000 characters.')
  .default('');

export const queuedDesignSchema = z.object({
  id: z.string(),
  order_no: z.string(),
  /** The line's position from 1. */
  line: z.number().int(),
  product_name: z.string(),
  email: z.string(),
  set: z.number().int(),
  sets: z.number().int(),
  state: z.enum(DESIGN_STATES),
  state_label: z.string(),
  /** Whose move it is: staff's, or the customer's (a proof waiting for their answer). */
  waiting_for: z.enum(['staff', 'customer']),
  since: z.string(),
  staff_proof_comment: z.string(),
});
export type QueuedDesignView = z.infer<typeof queuedDesignSchema>;

export const artworkQueueSchema = z.object({
  /** Those waiting for staff first, then those waiting for a customer. */
  designs: z.array(queuedDesignSchema),
  waiting_for_staff: z.number().int(),
  waiting_for_customers: z.number().int(),
});
export type ArtworkQueueView = z.infer<typeof artworkQueueSchema>;

export const staffDesignSchema = queuedDesignSchema.extend({
  trim: z.object({ width_in: z.number(), height_in: z.number() }),
  sides: z.array(z.enum(DESIGN_SIDES)),
  /** The customer's files, with staff's download and proof addresses. */
  files: z.array(designFileSchema),
  proofs: z.array(designProofSchema),
  events: z.array(designEventSchema.extend({ who: z.string() })),
  production_label: z.string(),
  can_start: z.boolean(),
  can_send_proof: z.boolean(),
  /** The line's archive, once every design of the line is approved. */
  archive_url: z.string().nullable(),
});
export type StaffDesignView = z.infer<typeof staffDesignSchema>;

/** An order's lines with their designs, for the order page's artwork column. */
export const orderArtworkSchema = z.object({
  lines: z.array(
    z.object({
      line: z.number().int(),
      product_name: z.string(),
      designs: z.array(
        z.object({
          id: z.string().nullable(),
          set: z.number().int(),
          state: z.enum(DESIGN_STATES),
          state_label: z.string(),
        }),
      ),
      archive_url: z.string().nullable(),
    }),
  ),
});
export type OrderArtworkView = z.infer<typeof orderArtworkSchema>;

export const STAFF_ARTWORK_MESSAGES = {
  proofRequired: 'Please attach the proof file.',
  proofType: 'A proof is a PDF, PNG or JPEG file.',
  oneProof: 'Please send one proof file at a time.',
  wrongField: 'The proof goes in the field named proof.',
  notApproved: (pending: number) =>
    `This line’s artwork is not approved yet: ${pending} design${pending === 1 ? ' is' : 's are'} still in proof.`,
} as const;

/** A design's state as staff read it: whose move it is. */
export const STAFF_DESIGN_LABELS: Record<DesignState, string> = {
  awaiting_file: 'Waiting for the customer’s file',
  checked: 'Checked: waiting for the customer’s approval',
  staff_proof_requested: 'Proof by staff requested',
  in_staff_proof: 'Proof in progress',
  proof_sent: 'Proof sent: waiting for the customer',
  approved: 'Approved',
};
