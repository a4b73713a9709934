import { eq } from 'drizzle-orm';
import type { Database } from '../database';
import { contactMessages, contactReplies } from '../schema';

export type NewContactMessage = Omit<
  typeof contactMessages.$inferInsert,
  'id' | 'status' | 'createdAt'
>;

/** Contact us messages (issue 30) and staff's replies to them (issue 34). */
export function contactRepository(db: Database) {
  return {
    async create(row: NewContactMessage & { createdAt: Date }): Promise<void> {
      await db.insert(contactMessages).values(row);
    },

    async byReference(referenceNo: string) {
      const [row] = await db
        .select()
        .from(contactMessages)
        .where(eq(contactMessages.referenceNo, referenceNo));
      return row ?? null;
    },

    /** Keeps a reply with its message, which is answered from then on. */
    async reply(
      contactMessageId: number,
      reply: { staffEmail: string; message: string; sentAt: Date },
    ): Promise<void> {
      await db.insert(contactReplies).values({ contactMessageId, ...reply });
      await db
        .update(contactMessages)
        .set({ status: 'answered' })
        .where(eq(contactMessages.id, contactMessageId));
    },
  };
}

export type ContactRepository = ReturnType<typeof contactRepository>;
