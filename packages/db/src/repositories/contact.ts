import type { Database } from '../database';
import { contactMessages } from '../schema';

export type NewContactMessage = Omit<
  typeof contactMessages.$inferInsert,
  'id' | 'status' | 'createdAt'
>;

/** Contact us messages (issue 30). */
export function contactRepository(db: Database) {
  return {
    async create(row: NewContactMessage & { createdAt: Date }): Promise<void> {
      await db.insert(contactMessages).values(row);
    },
  };
}
