import { and, asc, desc, eq, gt, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AccountCodePurpose } from '@shop/domain/accounts';
import type { Database } from '../database';
import {
  accountCodes,
  addressBook,
  cartLines,
  contactMessages,
  customers,
  mailOutbox,
  guests,
  quotations,
  quoteRequests,
  sessions,
} from '../schema';
import { orders } from '../schema-orders';

export type AccountCodeRow = typeof accountCodes.$inferSelect;
export type AddressRow = typeof addressBook.$inferSelect;
/** An address as the book stores it (the domain's checked Address, in columns). */
export type AddressFields = Pick<
  AddressRow,
  'label' | 'name' | 'company' | 'address1' | 'address2' | 'city' | 'state' | 'zip' | 'phone'
>;

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

    /**
     * Takes one try against the live code, in one statement: counted before the typed code is
     * compared, and only while fewer than `allowed` were taken and it has not expired, so tries
     * sent at once cannot pass the limit. Null: no live code to try (none, spent or expired).
     */
    async takeCodeTry(
      customerId: number,
      purpose: AccountCodePurpose,
      allowed: number,
      now: Date,
    ): Promise<AccountCodeRow | null> {
      const [row] = await db
        .update(accountCodes)
        .set({ failedAttempts: sql`${accountCodes.failedAttempts} + 1` })
        .where(
          and(
            eq(accountCodes.customerId, customerId),
            eq(accountCodes.purpose, purpose),
            lt(accountCodes.failedAttempts, allowed),
            gt(accountCodes.expiresAt, now),
          ),
        )
        .returning();
      return row ?? null;
    },

    async deleteCode(customerId: number, purpose: AccountCodePurpose): Promise<void> {
      await db
        .delete(accountCodes)
        .where(and(eq(accountCodes.customerId, customerId), eq(accountCodes.purpose, purpose)));
    },

    async passwordHashOf(customerId: number): Promise<string | null> {
      const [row] = await db
        .select({ passwordHash: customers.passwordHash })
        .from(customers)
        .where(eq(customers.id, customerId));
      return row?.passwordHash ?? null;
    },

    /** A new email for the account, verified by its code; false when another account has it. */
    async changeEmail(customerId: number, email: string, now: Date): Promise<boolean> {
      const [taken] = await db
        .select({ id: customers.id })
        .from(customers)
        .where(and(eq(customers.email, email), ne(customers.id, customerId)));
      if (taken) return false;
      try {
        await db
          .update(customers)
          .set({ email, emailVerifiedAt: now })
          .where(eq(customers.id, customerId));
      } catch (error) {
        // Taken meanwhile by a sign-up (the unique email): the caller answers 409.
        if (uniqueViolation(error)) return false;
        throw error;
      }
      return true;
    },

    async setPasswordHash(customerId: number, passwordHash: string): Promise<void> {
      await db.update(customers).set({ passwordHash }).where(eq(customers.id, customerId));
    },

    /** Signs the account out everywhere but `keep` (this browser's session; null: everywhere). */
    async endSessions(customerId: number, keep: string | null): Promise<void> {
      await db
        .delete(sessions)
        .where(
          keep === null
            ? eq(sessions.customerId, customerId)
            : and(eq(sessions.customerId, customerId), ne(sessions.id, keep)),
        );
    },

    /** The customer's address book: the default first, then oldest first. */
    async addresses(customerId: number): Promise<AddressRow[]> {
      return db
        .select()
        .from(addressBook)
        .where(eq(addressBook.customerId, customerId))
        .orderBy(desc(addressBook.isDefault), asc(addressBook.id));
    },

    /**
     * Adds an address; it becomes the default when asked or when it is the first. Call it in a
     * transaction: the book is locked so two adds cannot both pass the caller's checks.
     */
    async addAddress(customerId: number, fields: AddressFields, makeDefault: boolean) {
      const [{ n = 0 } = {}] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(addressBook)
        .where(eq(addressBook.customerId, customerId));
      const isDefault = makeDefault || n === 0;
      if (isDefault) await this.clearDefault(customerId);
      const [row] = await db
        .insert(addressBook)
        .values({ ...fields, customerId, isDefault })
        .returning();
      if (!row) throw new Error('The address was not stored');
      return row;
    },

    /** Changes one of the customer's addresses; false when it is not theirs (or not there). */
    async updateAddress(
      customerId: number,
      id: number,
      fields: AddressFields,
      makeDefault: boolean,
    ) {
      if (makeDefault) await this.clearDefault(customerId);
      const updated = await db
        .update(addressBook)
        .set(makeDefault ? { ...fields, isDefault: true } : fields)
        .where(and(eq(addressBook.id, id), eq(addressBook.customerId, customerId)))
        .returning({ id: addressBook.id });
      return updated.length > 0;
    },

    /** Removes one of the customer's addresses; the oldest left becomes the default if it was. */
    async removeAddress(customerId: number, id: number): Promise<boolean> {
      const [removed] = await db
        .delete(addressBook)
        .where(and(eq(addressBook.id, id), eq(addressBook.customerId, customerId)))
        .returning({ isDefault: addressBook.isDefault });
      if (!removed) return false;
      if (removed.isDefault) {
        const [oldest] = await db
          .select({ id: addressBook.id })
          .from(addressBook)
          .where(eq(addressBook.customerId, customerId))
          .orderBy(asc(addressBook.id))
          .limit(1);
        if (oldest) {
          await db
            .update(addressBook)
            .set({ isDefault: true })
            .where(eq(addressBook.id, oldest.id));
        }
      }
      return true;
    },

    async setDefaultAddress(customerId: number, id: number): Promise<boolean> {
      const [mine] = await db
        .select({ id: addressBook.id })
        .from(addressBook)
        .where(and(eq(addressBook.id, id), eq(addressBook.customerId, customerId)));
      if (!mine) return false;
      await this.clearDefault(customerId);
      await db.update(addressBook).set({ isDefault: true }).where(eq(addressBook.id, id));
      return true;
    },

    async clearDefault(customerId: number): Promise<void> {
      await db
        .update(addressBook)
        .set({ isDefault: false })
        .where(and(eq(addressBook.customerId, customerId), eq(addressBook.isDefault, true)));
    },

    /** Locks one customer's address book until the transaction ends. */
    async lockAddressBook(customerId: number): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`addresses:${customerId}`}))`);
    },

    /** Everything the shop keeps about a customer, for "Download my data" (issue 30). */
    async everythingOf(customerId: number) {
      const [customer] = await db
        .select({
          email: customers.email,
          firstName: customers.firstName,
          lastName: customers.lastName,
          company: customers.company,
          emailVerifiedAt: customers.emailVerifiedAt,
          createdAt: customers.createdAt,
        })
        .from(customers)
        .where(eq(customers.id, customerId));
      if (!customer) return null;
      const mine = <T extends { customerId: AnyPgColumn }>(table: T) =>
        eq(table.customerId, customerId);
      const [addresses, quotationRows, requestRows, cart, messages, orderRows] = await Promise.all([
        db.select().from(addressBook).where(mine(addressBook)).orderBy(asc(addressBook.id)),
        db.select().from(quotations).where(mine(quotations)).orderBy(asc(quotations.id)),
        db.select().from(quoteRequests).where(mine(quoteRequests)).orderBy(asc(quoteRequests.id)),
        db.select().from(cartLines).where(mine(cartLines)).orderBy(asc(cartLines.id)),
        db
          .select()
          .from(contactMessages)
          .where(mine(contactMessages))
          .orderBy(asc(contactMessages.id)),
        // The link's digest is a secret of the shop's, not the customer's data.
        db
          .select()
          .from(orders)
          .where(mine(orders))
          .orderBy(asc(orders.id))
          .then((rows) => rows.map(({ linkDigest: _secret, ...order }) => order)),
      ]);
      return {
        customer,
        addresses,
        quotations: quotationRows,
        quoteRequests: requestRows,
        cart,
        messages,
        orders: orderRows,
      };
    },

    /**
     * Deletes the account (issue 30). Its quotations, quote requests and messages stay for the
     * shop's records with the person's name, email, company and address cleared; its sessions,
     * addresses, codes and cart go with it.
     */
    async deleteAccount(customerId: number): Promise<void> {
      // No session, customer or guest leads to them any more (a session id would show them to
      // whoever still holds it).
      await db
        .update(quotations)
        .set({
          name: '',
          company: '',
          address: '',
          customerId: null,
          sessionId: null,
          guestId: null,
        })
        .where(eq(quotations.customerId, customerId));
      await db
        .update(quoteRequests)
        .set({
          firstName: '',
          lastName: '',
          email: '',
          customerId: null,
          sessionId: null,
          guestId: null,
        })
        .where(eq(quoteRequests.customerId, customerId));
      await db
        .update(contactMessages)
        .set({ name: '', email: '', customerId: null })
        .where(eq(contactMessages.customerId, customerId));
      // Orders stay for the shop's accounts (issue 31): the person's details go, except the
      // billing name and address of an order that was paid, which accounting must keep.
      const cleared = { email: '', linkDigest: '', customerId: null, sessionId: null } as const;
      const noShipping = {
        shipName: '',
        shipCompany: '',
        shipAddress1: '',
        shipAddress2: '',
        shipCity: '',
        shipState: '',
        shipZip: '',
        shipPhone: '',
        billPhone: '',
      } as const;
      await db
        .update(orders)
        .set({ ...cleared, ...noShipping })
        .where(
          and(
            eq(orders.customerId, customerId),
            inArray(orders.paymentState, ['paid', 'refunded']),
          ),
        );
      await db
        .update(orders)
        .set({
          ...cleared,
          ...noShipping,
          billName: '',
          billCompany: '',
          billAddress1: '',
          billAddress2: '',
          billCity: '',
          billState: '',
          billZip: '',
        })
        .where(eq(orders.customerId, customerId));
      const [customer] = await db
        .delete(customers)
        .where(eq(customers.id, customerId))
        .returning({ email: customers.email, verifiedAt: customers.emailVerifiedAt });
      if (!customer) return;
      // Mail still waiting for the address goes with the account.
      await db.delete(mailOutbox).where(eq(mailOutbox.toAddress, customer.email));
      // The guest this person was before goes too, but only when the address was proved theirs:
      // an unverified sign-up must not erase someone else's guest details.
      if (customer.verifiedAt !== null) {
        await db.delete(guests).where(eq(guests.email, customer.email));
      }
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
      // A guest's orders carry the email they were placed with (issue 31).
      await db
        .update(orders)
        .set({ customerId, sessionId: null })
        .where(and(isNull(orders.customerId), eq(orders.email, email)));
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

/** A PostgreSQL unique violation (23505), as node-postgres and PGlite report it. */
function uniqueViolation(error: unknown): boolean {
  const cause = error instanceof Error && 'cause' in error ? error.cause : error;
  return typeof cause === 'object' && cause !== null && 'code' in cause && cause.code === '23505';
}
