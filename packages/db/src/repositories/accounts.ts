import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AccountCodePurpose } from '@shop/domain/accounts';
import type { Database } from '../database';
import {
  accountCodes,
  cartLines,
  customers,
  guests,
  quotations,
  quoteRequests,
  sessions,
} from '../schema';

export type AccountCodeRow = typeof accountCodes.$inferSelect;

/** Emailed codes and what a verified email unlocks (issue 30). */
export function accountRepository(db: Database) {
  return {
    /** Replaces the customer's live code for `purpose` (a resend voids the one before). */
    async saveCode(row: Omit<AccountCodeRow, 'failedAttempts' | 'createdAt'> & { now: Date }) {
      const { now, ...code } = row;
      await db
        .insert(accountCodes)
        .values({ ...code, failedAttempts: 0, createdAt: now })
        .onConflictDoUpdate({
          target: [accountCodes.customerId, accountCodes.purpose],
          set: {
            codeHash: code.codeHash,
            email: code.email,
            expiresAt: code.expiresAt,
            failedAttempts: 0,
            createdAt: now,
          },
        });
    },

    async findCode(
      customerId: number,
      purpose: AccountCodePurpose,
    ): Promise<AccountCodeRow | null> {
      const [row] = await db
        .select()
        .from(accountCodes)
        .where(and(eq(accountCodes.customerId, customerId), eq(accountCodes.purpose, purpose)));
      return row ?? null;
    },

    /** One more wrong code against the live one; answers how many there have been. */
    async countWrongCode(customerId: number, purpose: AccountCodePurpose): Promise<number> {
      const [row] = await db
        .update(accountCodes)
        .set({ failedAttempts: sql`${accountCodes.failedAttempts} + 1` })
        .where(and(eq(accountCodes.customerId, customerId), eq(accountCodes.purpose, purpose)))
        .returning({ failedAttempts: accountCodes.failedAttempts });
      return row?.failedAttempts ?? 0;
    },

    async deleteCode(customerId: number, purpose: AccountCodePurpose): Promise<void> {
      await db
        .delete(accountCodes)
        .where(and(eq(accountCodes.customerId, customerId), eq(accountCodes.purpose, purpose)));
    },

    async markEmailVerified(customerId: number, now: Date): Promise<void> {
      await db
        .update(customers)
        .set({ emailVerifiedAt: now })
        .where(and(eq(customers.id, customerId), isNull(customers.emailVerifiedAt)));
    },

    /**
     * What guests with this email left without an account (quote requests, quotations, the
     * carts of their browsers) becomes the customer's. Only for a verified email: an
     * unverified sign-up must not collect someone else's records (issue 30).
     */
    async claimGuestRecords(customerId: number, email: string): Promise<void> {
      const sameEmail = db.select({ id: guests.id }).from(guests).where(eq(guests.email, email));
      await db
        .update(quoteRequests)
        .set({ customerId })
        .where(and(isNull(quoteRequests.customerId), inArray(quoteRequests.guestId, sameEmail)));
      await db
        .update(quotations)
        .set({ customerId })
        .where(and(isNull(quotations.customerId), inArray(quotations.guestId, sameEmail)));
      const guestSessions = db
        .select({ id: sessions.id })
        .from(sessions)
        .where(and(isNull(sessions.customerId), inArray(sessions.guestId, sameEmail)));
      await db
        .update(cartLines)
        .set({ customerId, sessionId: null })
        .where(and(isNull(cartLines.customerId), inArray(cartLines.sessionId, guestSessions)));
    },
  };
}

export type AccountRepository = ReturnType<typeof accountRepository>;
