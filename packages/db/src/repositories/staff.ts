import { and, desc, eq, gt, gte, ilike, lt, ne, or, type SQL } from 'drizzle-orm';
import type { StaffRole } from '@shop/domain/identity';
import type { Database } from '../database';
import { likeText } from './like-text';
import { staffAccounts, staffActivity, staffSessions } from '../schema-staff';

export type StaffRow = typeof staffAccounts.$inferSelect;
export type ActivityRow = typeof staffActivity.$inferSelect;

export interface ActivityFilter {
  staffId?: number;
  /** An action, or its capability ('quote_request' matches 'quote_request.answer'). */
  action?: string;
  from?: Date;
  /** Exclusive. */
  to?: Date;
  /** Part of the subject or the staff email. */
  search?: string;
}

/** Staff accounts, their sessions and the activity log (issue 34). */
export function staffRepository(db: Database) {
  return {
    /** A new account; null when the email is taken. */
    async create(row: {
      email: string;
      name: string;
      role: StaffRole;
      passwordHash: string;
      createdAt: Date;
    }): Promise<StaffRow | null> {
      const [created] = await db
        .insert(staffAccounts)
        .values({ ...row, mustChangePassword: true })
        .onConflictDoNothing()
        .returning();
      return created ?? null;
    },

    async byEmail(email: string): Promise<StaffRow | null> {
      const [row] = await db.select().from(staffAccounts).where(eq(staffAccounts.email, email));
      return row ?? null;
    },

    async byId(id: number): Promise<StaffRow | null> {
      const [row] = await db.select().from(staffAccounts).where(eq(staffAccounts.id, id));
      return row ?? null;
    },

    /** Removes an account (its sessions with it; the log keeps its email). */
    async removeByEmail(email: string): Promise<boolean> {
      const removed = await db
        .delete(staffAccounts)
        .where(eq(staffAccounts.email, email))
        .returning({ id: staffAccounts.id });
      return removed.length > 0;
    },

    list: (): Promise<StaffRow[]> => db.select().from(staffAccounts).orderBy(staffAccounts.email),

    async setPassword(id: number, passwordHash: string): Promise<void> {
      await db
        .update(staffAccounts)
        .set({ passwordHash, mustChangePassword: false })
        .where(eq(staffAccounts.id, id));
    },

    async createSession(row: {
      id: string;
      staffId: number;
      now: Date;
      expiresAt: Date;
    }): Promise<void> {
      await db.insert(staffSessions).values({
        id: row.id,
        staffId: row.staffId,
        createdAt: row.now,
        lastSeenAt: row.now,
        expiresAt: row.expiresAt,
      });
    },

    /** A live session (used within `idleMs`, before its expiry) with its account. */
    async findSession(id: string, now: Date, idleMs: number) {
      const [row] = await db
        .select({ session: staffSessions, staff: staffAccounts })
        .from(staffSessions)
        .innerJoin(staffAccounts, eq(staffAccounts.id, staffSessions.staffId))
        .where(
          and(
            eq(staffSessions.id, id),
            gt(staffSessions.expiresAt, now),
            gt(staffSessions.lastSeenAt, new Date(now.getTime() - idleMs)),
          ),
        );
      return row ?? null;
    },

    async touchSession(id: string, now: Date): Promise<void> {
      await db.update(staffSessions).set({ lastSeenAt: now }).where(eq(staffSessions.id, id));
    },

    async deleteSession(id: string): Promise<void> {
      await db.delete(staffSessions).where(eq(staffSessions.id, id));
    },

    /** Every session of an account but `keep` (a password change signs out the others). */
    async deleteOtherSessions(staffId: number, keep: string): Promise<void> {
      await db
        .delete(staffSessions)
        .where(and(eq(staffSessions.staffId, staffId), ne(staffSessions.id, keep)));
    },

    async deleteExpiredSessions(now: Date): Promise<void> {
      await db.delete(staffSessions).where(lt(staffSessions.expiresAt, now));
    },

    async record(row: Omit<typeof staffActivity.$inferInsert, 'id'>): Promise<void> {
      await db.insert(staffActivity).values(row);
    },

    /** The log, newest first, and whether more follow. */
    async activity(filter: ActivityFilter, limit: number, offset: number) {
      const conditions: SQL[] = [];
      if (filter.staffId !== undefined) conditions.push(eq(staffActivity.staffId, filter.staffId));
      if (filter.action) {
        const action = filter.action;
        const whole = eq(staffActivity.action, action);
        conditions.push(
          action.includes('.')
            ? whole
            : (or(whole, ilike(staffActivity.action, `${action}.%`)) ?? whole),
        );
      }
      if (filter.from) conditions.push(gte(staffActivity.at, filter.from));
      if (filter.to) conditions.push(lt(staffActivity.at, filter.to));
      if (filter.search) {
        const text = likeText(filter.search);
        const either = or(
          ilike(staffActivity.subject, text),
          ilike(staffActivity.staffEmail, text),
        );
        if (either) conditions.push(either);
      }
      const rows = await db
        .select()
        .from(staffActivity)
        .where(and(...conditions))
        .orderBy(desc(staffActivity.at), desc(staffActivity.id))
        .limit(limit + 1)
        .offset(offset);
      return { rows: rows.slice(0, limit), more: rows.length > limit };
    },
  };
}

export type StaffRepository = ReturnType<typeof staffRepository>;
