import { sql } from 'drizzle-orm';
import {
  boolean,
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
import type { StaffRole } from '@shop/domain/identity';

// The shop's staff (issue 34): their accounts, their sessions (apart from customers', shorter)
// and the activity log of what they did. drizzle.config.ts reads this file with the others.

/** A member of staff. Created by `npm run staff:create` or by an admin; never signs up. */
export const staffAccounts = pgTable(
  'staff_accounts',
  {
    id: serial('id').primaryKey(),
    /** Lower-cased, as customers' emails are. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: text('role').$type<StaffRole>().notNull(),
    passwordHash: text('password_hash').notNull(),
    /** Set for a one-time password: the first sign-in must choose a new one. */
    mustChangePassword: boolean('must_change_password').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('staff_accounts_email').on(table.email),
    check('staff_accounts_role', sql`${table.role} in ('staff', 'admin')`),
  ],
);

/** A signed-in member of staff: the browser holds a token, this row its hash. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: text('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffAccounts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('staff_sessions_staff').on(table.staffId)],
);

/**
 * What staff did, who and when (issue 34): read-only to everyone, written in the same
 * transaction as the change it records. The email is kept so the log outlives the account.
 */
export const staffActivity = pgTable(
  'staff_activity',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    staffId: integer('staff_id').references(() => staffAccounts.id, { onDelete: 'set null' }),
    staffEmail: text('staff_email').notNull(),
    /** What was done: 'staff.create', 'staff.sign_in', 'quote_request.answer', ... */
    action: text('action').notNull(),
    /** What it was done to, as staff read it: 'Q-10023', 'order 1024', 'staff ana@...'. */
    subject: text('subject').notNull(),
    /** What changed, field by field, where there is something to say. */
    changes: jsonb('changes').$type<Record<string, unknown>>().notNull().default({}),
  },
  (table) => [
    index('staff_activity_at').on(table.at),
    index('staff_activity_staff').on(table.staffId),
  ],
);
