import { and, asc, eq, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../database';
import type { OutgoingMail } from '../mail/mail-transport';
import { mailOutbox } from '../schema';

export type QueuedMail = OutgoingMail & { id: number; attempts: number };

/** The mail outbox (ADR 0042): queued in a write's transaction, claimed and sent by the worker. */
export function mailRepository(db: Database) {
  return {
    /**
     * Queues one message, due at `now` (the shop's clock, which the worker compares with); call
     * it in the transaction of the record that causes it.
     */
    async enqueue(mail: OutgoingMail, now: Date): Promise<void> {
      await db.insert(mailOutbox).values({
        toAddress: mail.to,
        subject: mail.subject,
        textBody: mail.text,
        htmlBody: mail.html,
        nextAttemptAt: now,
        createdAt: now,
      });
    },

    /**
     * Takes up to `limit` messages due now, each held by this worker until `lockedUntil`: one
     * statement, so two workers never take the same message; one whose worker crashed while
     * sending is due again once its hold ends.
     */
    async claimDue(now: Date, lockedUntil: Date, limit: number): Promise<QueuedMail[]> {
      const due = db
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(
          and(
            isNull(mailOutbox.sentAt),
            isNotNull(mailOutbox.nextAttemptAt),
            lte(mailOutbox.nextAttemptAt, now),
            or(isNull(mailOutbox.lockedUntil), lte(mailOutbox.lockedUntil, now)),
          ),
        )
        .orderBy(asc(mailOutbox.id))
        .limit(limit)
        .for('update', { skipLocked: true });
      const rows = await db
        .update(mailOutbox)
        .set({ lockedUntil, attempts: sql`${mailOutbox.attempts} + 1` })
        .where(inArray(mailOutbox.id, due))
        .returning();
      return rows
        .sort((a, b) => a.id - b.id)
        .map((row) => ({
          id: row.id,
          attempts: row.attempts,
          to: row.toAddress,
          subject: row.subject,
          text: row.textBody,
          html: row.htmlBody,
        }));
    },

    /** Sent: its bodies are emptied (they may hold a code, and a person's words). */
    async markSent(id: number, now: Date): Promise<void> {
      await db
        .update(mailOutbox)
        .set({ sentAt: now, lockedUntil: null, lastError: null, textBody: '', htmlBody: '' })
        .where(eq(mailOutbox.id, id));
    },

    /** A failed try: due again at `retryAt`, or given up (null), with the error kept. */
    async markFailed(id: number, error: string, retryAt: Date | null): Promise<void> {
      await db
        .update(mailOutbox)
        .set({ nextAttemptAt: retryAt, lockedUntil: null, lastError: error.slice(0, 1000) })
        .where(eq(mailOutbox.id, id));
    },

    /** Messages not sent yet (not given up): for tests and the start-up log. */
    async pendingCount(): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(mailOutbox)
        .where(and(isNull(mailOutbox.sentAt), isNotNull(mailOutbox.nextAttemptAt)));
      return row?.n ?? 0;
    },
  };
}

export type MailRepository = ReturnType<typeof mailRepository>;
