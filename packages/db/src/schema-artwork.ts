import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { DesignState } from '@shop/domain/artwork/design-life';
import type { DesignSide } from '@shop/domain/artwork/line-artwork';
import type { Finding, FindingLevel } from '@shop/domain/artwork/preflight-rules';
import { cartLines } from './schema';
import { orderLines } from './schema-orders';

// Artwork (issue 33): a design per set of a line, its files with their preflight reports and
// proofs, and the design's timeline. drizzle.config.ts reads this file with the other two.

/**
 * One set's design (spec 000 §5): on a cart line until the order is placed, then on the order
 * line (the same row moves over, files and approval with it).
 */
export const designs = pgTable(
  'designs',
  {
    /** A random UUID: the design's name in URLs. */
    id: text('id').primaryKey(),
    cartLineId: integer('cart_line_id').references(() => cartLines.id, { onDelete: 'cascade' }),
    orderLineId: integer('order_line_id').references(() => orderLines.id, {
      onDelete: 'cascade',
    }),
    /** 1-based: the line's sets (`kinds`). */
    setNo: integer('set_no').notNull(),
    state: text('state').$type<DesignState>().notNull(),
    /** The customer's words when asking for a proof by staff (answered in the back-office). */
    staffProofComment: text('staff_proof_comment').notNull().default(''),
    /** Approved artwork carried from an earlier order's design (reorder). */
    carriedFrom: text('carried_from'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('designs_cart_line_set').on(table.cartLineId, table.setNo),
    uniqueIndex('designs_order_line_set').on(table.orderLineId, table.setNo),
    // On a cart line or on an order line, never both, never neither.
    check('designs_one_line', sql`(${table.cartLineId} is null) <> (${table.orderLineId} is null)`),
  ],
);

/** What a file's check found, as the customer reads it. */
export interface StoredReport {
  kind: string;
  verdict: FindingLevel;
  findings: Finding[];
}

/**
 * A file uploaded for one side of a design. The newest of a side is its artwork; earlier ones
 * stay (replaced) for the record. A row with status `checking` is also the preflight's job: it
 * is checked during the upload, and by any process once its lease has run out (a crash).
 */
export const designFiles = pgTable(
  'design_files',
  {
    id: text('id').primaryKey(),
    designId: text('design_id')
      .notNull()
      .references(() => designs.id, { onDelete: 'cascade' }),
    side: text('side').$type<DesignSide>().notNull(),
    storageKey: text('storage_key').notNull(),
    name: text('name').notNull(),
    mediaType: text('media_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    status: text('status').$type<'checking' | 'checked'>().notNull(),
    report: jsonb('report').$type<StoredReport>(),
    /** The digital proof (PNG) in the file store; null when a person will make the proof. */
    proofKey: text('proof_key'),
    /** The check's lease: past it, another process may take the job again. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull(),
    replacedAt: timestamp('replaced_at', { withTimezone: true }),
  },
  (table) => [
    index('design_files_design').on(table.designId, table.side, table.uploadedAt),
    index('design_files_checking').on(table.status, table.leaseUntil),
    // Housekeeping asks which stored keys a row still names.
    index('design_files_storage_key').on(table.storageKey),
    index('design_files_proof_key').on(table.proofKey),
  ],
);

/** One step of a design's life, with who and when. */
export const designEvents = pgTable(
  'design_events',
  {
    id: serial('id').primaryKey(),
    designId: text('design_id')
      .notNull()
      .references(() => designs.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
    action: text('action').notNull(),
    fromState: text('from_state').notNull(),
    toState: text('to_state').notNull(),
    byKind: text('by_kind').$type<'customer' | 'staff' | 'system'>().notNull(),
    byLabel: text('by_label').notNull().default(''),
    note: text('note').notNull().default(''),
  },
  (table) => [index('design_events_design').on(table.designId, table.at)],
);

/** A customer's answer to a proof staff sent, or `superseded` by a newer one sent first. */
export type ProofDecision = 'approved' | 'changes_requested' | 'superseded';

/**
 * A proof made by staff (issue 35): version 1, 2, ... of a design, the file the customer
 * approves or asks changes of, with who sent it and the customer's answer.
 */
export const designProofs = pgTable(
  'design_proofs',
  {
    id: text('id').primaryKey(),
    designId: text('design_id')
      .notNull()
      .references(() => designs.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    storageKey: text('storage_key').notNull(),
    name: text('name').notNull(),
    mediaType: text('media_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    /** Staff's words to the customer with this version. */
    note: text('note').notNull().default(''),
    sentBy: text('sent_by').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    decision: text('decision').$type<ProofDecision>(),
    /** The customer's words with their answer (what to change). */
    comment: text('comment').notNull().default(''),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('design_proofs_version').on(table.designId, table.version),
    index('design_proofs_storage_key').on(table.storageKey),
  ],
);
