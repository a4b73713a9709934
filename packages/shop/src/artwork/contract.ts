import { z } from 'zod';
import { multilineText } from '@shop/domain/text';
import { DESIGN_STATES } from '@shop/domain/artwork/design-life';
import { DESIGN_SIDES } from '@shop/domain/artwork/line-artwork';
import { ARTWORK_FIXES, type ArtworkFixId } from '@shop/domain/artwork/preflight-rules';
import { orderKeyQuery } from '../orders/contract';

/**
 * Artwork for a line (issue 33): its designs by set, each side's file with its preflight report
 * and digital proof, and what the customer may do next. Browser-safe: zod only.
 */

/** A cart line (`cart-12`) or an order's line (`PP-20261128-7F3A9C01.1`, its position from 1). */
export const LINE_REF = /^(?:cart-(\d{1,9})|(PP-\d{8}-[0-9A-F]{8})\.(\d{1,3}))$/;

export const artworkLineParams = z.object({
  line: z
    .string()
    .regex(LINE_REF, 'must be a cart line (cart-12) or an order line (PP-20261128-7F3A9C01.1)'),
});

export const artworkSetParams = artworkLineParams.extend({
  set: z.coerce
    .number({ message: 'must be a set number' })
    .int('must be a whole number')
    .min(1, 'must be 1 or more')
    .max(999, 'must be at most 999'),
});

export const artworkFileParams = z.object({
  file: z.string().uuid('must be a file id'),
});

export const artworkLineFileParams = artworkLineParams.extend({
  file: z.string().uuid('must be a file id'),
});

export const artworkKeyQuery = orderKeyQuery;

const FIX_IDS = Object.keys(ARTWORK_FIXES) as [ArtworkFixId, ...ArtworkFixId[]];

/** `POST .../files/:file/fix`: the fix the customer chose among those a finding offered. */
export const artworkFixRequestSchema = z.object({
  fix: z.enum(FIX_IDS, { message: `must be one of ${FIX_IDS.join(', ')}` }),
});

export const staffProofRequestSchema = z.object({
  comment: multilineText().trim().max(2000, 'must be at most 2000 characters').default(''),
});

export const artworkProofParams = z.object({
  proof: z.string().uuid('must be a proof id'),
});

/** The proof version a customer answers: refused when a newer one was sent meanwhile. */
const proofVersion = z
  .number({ message: 'must be the number of the proof you answer' })
  .int('must be a whole number')
  .min(1, 'must be 1 or more')
  .max(999, 'must be at most 999');

/** `POST .../sets/:set/approve`: for a proof by our staff, the version approved. */
export const approveRequestSchema = z.object({ version: proofVersion.optional() }).strict();

/** `POST .../sets/:set/changes`: what the customer wants changed in the proof staff sent. */
export const proofChangesRequestSchema = z
  .object({
    version: proofVersion,
    comment: multilineText({ message: 'Please tell us what to change.' })
      .trim()
      .min(3, 'Please tell us what to change.')
      .max(2000, 'must be at most 2000 characters'),
  })
  .strict();

export const findingSchema = z.object({
  check: z.string(),
  level: z.enum(['pass', 'warning', 'problem']),
  message: z.string(),
  /** A fix we can make, offered: made only when the customer chooses it. */
  fix: z.object({ id: z.enum(FIX_IDS), label: z.string() }).optional(),
});

export const designFileSchema = z.object({
  id: z.string(),
  side: z.enum(DESIGN_SIDES),
  name: z.string(),
  type: z.string(),
  size: z.number().int(),
  uploaded_at: z.string(),
  /** `checking` while the preflight runs (a few seconds; after a crash, until it is run again). */
  status: z.enum(['checking', 'checked']),
  verdict: z.enum(['pass', 'warning', 'problem']).nullable(),
  findings: z.array(findingSchema),
  /** The digital proof's address; null while checking, or when a person makes the proof. */
  proof_url: z.string().nullable(),
  download_url: z.string(),
});

/** A proof made by our staff (issue 35): each version, with the customer's answer. */
export const designProofSchema = z.object({
  id: z.string(),
  version: z.number().int(),
  name: z.string(),
  type: z.string(),
  size: z.number().int(),
  sent_at: z.string(),
  /** Staff's words with this version. */
  note: z.string(),
  /** `superseded`: a newer version was sent before the customer answered this one. */
  decision: z.enum(['approved', 'changes_requested', 'superseded']).nullable(),
  /** The customer's words with their answer. */
  comment: z.string(),
  url: z.string(),
});

export const designEventSchema = z.object({
  at: z.string(),
  label: z.string(),
  by: z.enum(['customer', 'staff', 'system']),
  note: z.string(),
});

export const designSchema = z.object({
  set: z.number().int(),
  state: z.enum(DESIGN_STATES),
  state_label: z.string(),
  files: z.array(designFileSchema),
  /** Sides still without a file. */
  missing: z.array(z.enum(DESIGN_SIDES)),
  staff_proof_comment: z.string(),
  /** Proofs made by our staff, version 1 first; the last one is the one to answer. */
  proofs: z.array(designProofSchema),
  can_upload: z.boolean(),
  can_approve: z.boolean(),
  can_request_staff_proof: z.boolean(),
  /** A proof by our staff waits for the customer's answer: approve it or ask for changes. */
  can_request_changes: z.boolean(),
  /** Why the next step is not open, in the catalogue's words (spec 001 §8); '' when it is. */
  locked_reason: z.string(),
  events: z.array(designEventSchema),
});

export const lineArtworkSchema = z.object({
  line: z.string(),
  product_name: z.string(),
  trim: z.object({ width_in: z.number(), height_in: z.number() }),
  bleed_per_side_in: z.number(),
  safety_per_side_in: z.number(),
  sides: z.array(z.enum(DESIGN_SIDES)),
  /** A lettering line's artwork is the designer's own cut file: nothing to upload. */
  designer_made: z.boolean(),
  designs: z.array(designSchema),
  /** The order's production state after this change, for an order's line. */
  production_label: z.string().nullable(),
  dispatch_date: z.string().nullable(),
});

export type LineArtworkView = z.infer<typeof lineArtworkSchema>;
export type DesignView = z.infer<typeof designSchema>;
export type DesignProofView = z.infer<typeof designProofSchema>;
export type DesignFileView = z.infer<typeof designFileSchema>;

export const ARTWORK_MESSAGES = {
  stillChecking: 'Your file is still being checked. Please wait a moment.',
  noProof:
    'We check this file by hand and send you a proof made by our staff: you approve that proof.',
  sideMissing: (side: string) => `Please upload your file for the ${side}.`,
  wrongField: 'Files are accepted in the fields of the line’s designs: front-1, back-1, front-2, …',
  twice: 'Two files were sent for the same side of a design: please send one.',
  fixNotOffered: 'That fix is not offered for this file.',
  designerMade:
    'This line’s artwork is made in our lettering designer: there is nothing to upload.',
  changedMeanwhile: 'This design changed a moment ago. Please look again and retry.',
  newerProof: 'Our staff sent a newer proof a moment ago. Please look at it and answer that one.',
  orderClosed: 'This order is cancelled: its artwork can no longer change.',
  checkFailed:
    'We could not check this file automatically. We will check it by hand and send you a proof.',
} as const;

/** A preflight verdict or finding's level, as every page and the press's report name it. */
export const LEVEL_LABELS = { pass: 'Pass', warning: 'Warning', problem: 'Problem' } as const;

export const DESIGN_LABELS = {
  awaiting_file: 'Waiting for your file',
  checked: 'Checked: approve your proof',
  staff_proof_requested: 'Proof by our staff requested',
  in_staff_proof: 'Our staff are preparing your proof',
  proof_sent: 'Proof sent: approve it or ask for changes',
  approved: 'Approved',
} as const;
