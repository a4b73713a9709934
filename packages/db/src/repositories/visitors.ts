import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Owner, Visitor, VisitorProfile } from '@shop/domain/identity';
import type { Database } from '../database';
import {
  addressBook,
  cartLines,
  customers,
  guests,
  quotations,
  quoteRequests,
  sessions,
} from '../schema';

export interface SessionRow {
  id: string;
  customerId: number | null;
  guestId: string | null;
  lastSeenAt: Date;
}

export interface CustomerRow {
  id: number;
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  company: string;
}

export interface NewSession {
  id: string;
  customerId: number | null;
  guestId: string | null;
  now: Date;
  expiresAt: Date;
}

/** Sessions, customers and guests: who a request comes from. */
export function visitorRepository(db: Database) {
  return {
    /** A live session: not past its absolute expiry and used within the idle window. */
    async findSession(id: string, now: Date, idleMs: number): Promise<SessionRow | null> {
      const [row] = await db
        .select({
          id: sessions.id,
          customerId: sessions.customerId,
          guestId: sessions.guestId,
          lastSeenAt: sessions.lastSeenAt,
        })
        .from(sessions)
        .where(
          and(
            eq(sessions.id, id),
            gt(sessions.expiresAt, now),
            gt(sessions.lastSeenAt, new Date(now.getTime() - idleMs)),
          ),
        );
      return row ?? null;
    },

    async createSession(row: NewSession) {
      await db.insert(sessions).values({
        id: row.id,
        customerId: row.customerId,
        guestId: row.guestId,
        createdAt: row.now,
        lastSeenAt: row.now,
        expiresAt: row.expiresAt,
      });
    },

    async touchSession(id: string, now: Date) {
      await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
    },

    async setSessionGuest(id: string, guestId: string) {
      await db.update(sessions).set({ guestId }).where(eq(sessions.id, id));
    },

    /**
     * Sign-in: a new session id for the customer (the old one is dropped, so a planted id is
     * worthless), and the visitor's cart lines move to the customer's cart, their quotations and
     * quote requests to the customer's account (issue 16).
     */
    async signIn(previous: Visitor, next: NewSession) {
      const oldSessionId = previous.sessionId;
      const customerId = next.customerId;
      if (customerId === null) throw new Error('signIn needs a customer');
      await db.transaction(async (tx) => {
        await tx.insert(sessions).values({
          id: next.id,
          customerId,
          guestId: next.guestId,
          createdAt: next.now,
          lastSeenAt: next.now,
          expiresAt: next.expiresAt,
        });
        if (oldSessionId !== null) {
          await tx
            .update(cartLines)
            .set({ sessionId: null, customerId })
            .where(eq(cartLines.sessionId, oldSessionId));
          await tx
            .update(quotations)
            .set({ customerId })
            .where(and(eq(quotations.sessionId, oldSessionId), isNull(quotations.customerId)));
          await tx.delete(sessions).where(eq(sessions.id, oldSessionId));
        }
        // What the guest could read in this browser goes along (the guest cookie is cleared).
        await tx.update(quoteRequests).set({ customerId }).where(guestQuoteRequests(previous));
      });
    },

    async deleteSession(id: string) {
      await db.delete(sessions).where(eq(sessions.id, id));
    },

    /** Housekeeping: sessions past expiry (and their anonymous cart lines, by cascade). */
    async deleteExpiredSessions(now: Date) {
      await db.delete(sessions).where(lt(sessions.expiresAt, now));
    },

    async findCustomerByEmail(email: string): Promise<CustomerRow | null> {
      const [row] = await db
        .select({
          id: customers.id,
          email: customers.email,
          passwordHash: customers.passwordHash,
          firstName: customers.firstName,
          lastName: customers.lastName,
          company: customers.company,
        })
        .from(customers)
        .where(eq(customers.email, email));
      return row ?? null;
    },

    async findCustomer(id: number) {
      const [row] = await db
        .select({
          id: customers.id,
          email: customers.email,
          firstName: customers.firstName,
          lastName: customers.lastName,
          company: customers.company,
          emailVerifiedAt: customers.emailVerifiedAt,
        })
        .from(customers)
        .where(eq(customers.id, id));
      return row ?? null;
    },

    async defaultAddress(customerId: number) {
      const [row] = await db
        .select()
        .from(addressBook)
        .where(and(eq(addressBook.customerId, customerId), eq(addressBook.isDefault, true)));
      return row ?? null;
    },

    async createCustomer(row: {
      email: string;
      passwordHash: string;
      firstName: string;
      lastName: string;
      company?: string;
      /** Null: the account must verify its email (sign-up); the demo customer is verified. */
      emailVerifiedAt?: Date | null;
    }) {
      const [created] = await db
        .insert(customers)
        .values(row)
        .onConflictDoNothing({ target: customers.email })
        .returning({ id: customers.id });
      return created?.id ?? null;
    },

    async addAddress(row: typeof addressBook.$inferInsert) {
      await db.insert(addressBook).values(row);
    },

    /** The signed-in customer, else the remembered guest, else an anonymous visitor. */
    async profile(visitor: Visitor): Promise<VisitorProfile> {
      if (visitor.customerId !== null) {
        const customer = await this.findCustomer(visitor.customerId);
        if (customer) {
          return {
            kind: 'customer',
            firstName: customer.firstName,
            lastName: customer.lastName,
            email: customer.email,
            company: customer.company,
            ...(customer.emailVerifiedAt === null ? { emailUnverified: true as const } : {}),
          };
        }
      }
      if (visitor.guestId !== null) {
        const guest = await this.findGuest(visitor.guestId);
        if (guest) {
          return {
            kind: 'guest',
            firstName: guest.firstName,
            lastName: guest.lastName,
            email: guest.email,
            company: '',
          };
        }
      }
      return { kind: 'anonymous', firstName: '', lastName: '', email: '', company: '' };
    },

    async findGuest(id: string) {
      const [row] = await db.select().from(guests).where(eq(guests.id, id));
      return row ?? null;
    },

    /** Spec 001 §4: created with a generated id after a first quote request, else updated. */
    async saveGuest(row: { id: string; firstName: string; lastName: string; email: string }) {
      await db
        .insert(guests)
        .values(row)
        .onConflictDoUpdate({
          target: guests.id,
          set: {
            firstName: row.firstName,
            lastName: row.lastName,
            email: row.email,
            updatedAt: sql`now()`,
          },
        });
    },
  };
}

export type VisitorRepository = ReturnType<typeof visitorRepository>;

/** Rows owned by the visitor: the customer's when signed in, else the session's. */
export function ownedBy(
  columns: { sessionId: AnyPgColumn; customerId: AnyPgColumn },
  owner: Owner,
) {
  if (owner.customerId !== null) return eq(columns.customerId, owner.customerId);
  if (owner.sessionId !== null) {
    return and(eq(columns.sessionId, owner.sessionId), isNull(columns.customerId));
  }
  return sql`false`;
}

/**
 * Quote requests a visitor without an account may read, and takes along on signing in: those of
 * this session or of the guest this browser remembers (a random id in an httpOnly cookie, ADR
 * 0010), never one already an account's.
 */
export function guestQuoteRequests(visitor: Pick<Visitor, 'sessionId' | 'guestId'>) {
  const mine = [
    visitor.sessionId !== null ? eq(quoteRequests.sessionId, visitor.sessionId) : undefined,
    visitor.guestId !== null ? eq(quoteRequests.guestId, visitor.guestId) : undefined,
  ].filter((condition) => condition !== undefined);
  if (mine.length === 0) return sql`false`;
  return and(isNull(quoteRequests.customerId), or(...mine));
}
