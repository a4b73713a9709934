import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { ChosenConfiguration } from '@shop/domain/chosen-configuration';
import type { Database } from '../database';
import { quoteRequestAttachments, quoteRequests, quotations } from '../schema';
import type { Owner, Visitor } from '@shop/domain/identity';
import { guestQuoteRequests, ownedBy } from './visitors';

export type NewQuoteRequest = Omit<typeof quoteRequests.$inferInsert, 'id' | 'createdAt'>;
/** A file already in the file store, to be recorded with its request. */
export type NewAttachment = Omit<
  typeof quoteRequestAttachments.$inferInsert,
  'id' | 'createdAt' | 'quoteRequestId' | 'position'
>;
export type AttachmentRow = typeof quoteRequestAttachments.$inferSelect;
export type NewQuotation = Omit<typeof quotations.$inferInsert, 'id' | 'createdAt'>;
export type QuotationRow = typeof quotations.$inferSelect;

/** Quote requests and quotations. A quotation is found only through its owner. */
export function quoteRepository(db: Database) {
  return {
    /** The request and its files' rows in one transaction: both are stored, or neither. */
    async createQuoteRequest(row: NewQuoteRequest, attachments: NewAttachment[] = []) {
      return db.transaction(async (tx) => {
        const [created] = await tx
          .insert(quoteRequests)
          .values(row)
          .returning({ id: quoteRequests.id, referenceNo: quoteRequests.referenceNo });
        if (!created) throw new Error('The quote request was not stored');
        if (attachments.length > 0) {
          await tx.insert(quoteRequestAttachments).values(
            attachments.map((file, position) => ({
              ...file,
              quoteRequestId: created.id,
              position,
            })),
          );
        }
        return created;
      });
    },

    /** The visitor's own quote requests, newest first, each with its files' rows. */
    async listQuoteRequests(visitor: Visitor, limit: number, offset = 0) {
      const requests = await db
        .select()
        .from(quoteRequests)
        .where(requestedBy(visitor))
        .orderBy(desc(quoteRequests.createdAt), desc(quoteRequests.id))
        .limit(limit)
        .offset(offset);
      const ids = requests.map((request) => request.id);
      const files =
        ids.length === 0
          ? []
          : await db
              .select()
              .from(quoteRequestAttachments)
              .where(inArray(quoteRequestAttachments.quoteRequestId, ids))
              .orderBy(asc(quoteRequestAttachments.position));
      return requests.map((request) => ({
        ...request,
        attachments: files.filter((file) => file.quoteRequestId === request.id),
      }));
    },

    async countQuoteRequests(visitor: Visitor): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(quoteRequests)
        .where(requestedBy(visitor));
      return row?.n ?? 0;
    },

    /** One of the visitor's own requests with its files' rows; anyone else's (or none) is null. */
    async findOwnQuoteRequest(visitor: Visitor, referenceNo: string) {
      const [request] = await db
        .select()
        .from(quoteRequests)
        .where(and(eq(quoteRequests.referenceNo, referenceNo), requestedBy(visitor)));
      if (!request) return null;
      const files = await db
        .select()
        .from(quoteRequestAttachments)
        .where(eq(quoteRequestAttachments.quoteRequestId, request.id))
        .orderBy(asc(quoteRequestAttachments.position));
      return { ...request, attachments: files };
    },

    /** The owner's quotations, newest first. */
    async listQuotations(owner: Owner, limit: number, offset: number): Promise<QuotationRow[]> {
      return db
        .select()
        .from(quotations)
        .where(ownedBy(quotations, owner))
        .orderBy(desc(quotations.createdAt), desc(quotations.id))
        .limit(limit)
        .offset(offset);
    },

    async countQuotations(owner: Owner): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(quotations)
        .where(ownedBy(quotations, owner));
      return row?.n ?? 0;
    },

    /**
     * A file of one of the visitor's own requests; anyone else's (or none) is null. `'any'`: of
     * whoever sent it (the back-office, issue 34).
     */
    async findAttachment(
      visitor: Visitor | 'any',
      referenceNo: string,
      attachmentId: number,
    ): Promise<AttachmentRow | null> {
      const [row] = await db
        .select({ attachment: quoteRequestAttachments })
        .from(quoteRequestAttachments)
        .innerJoin(quoteRequests, eq(quoteRequests.id, quoteRequestAttachments.quoteRequestId))
        .where(
          and(
            eq(quoteRequestAttachments.id, attachmentId),
            eq(quoteRequests.referenceNo, referenceNo),
            ...(visitor === 'any' ? [] : [requestedBy(visitor)]),
          ),
        );
      return row?.attachment ?? null;
    },

    /** Which of `keys` a committed attachment row names (housekeeping keeps those). */
    async referencedKeys(keys: string[]): Promise<Set<string>> {
      if (keys.length === 0) return new Set();
      const rows = await db
        .select({ key: quoteRequestAttachments.storageKey })
        .from(quoteRequestAttachments)
        .where(inArray(quoteRequestAttachments.storageKey, keys));
      return new Set(rows.map((row) => row.key));
    },

    /** Requests whose configuration was stored before issue 29 and is not read yet (ADR 0040). */
    async unreadConfigurations() {
      return db
        .select({
          id: quoteRequests.id,
          configuration: quoteRequests.configuration,
          quantity: quoteRequests.quantity,
        })
        .from(quoteRequests)
        .where(sql`${quoteRequests.configuration} ? 'unread'`);
    },

    /** Replaces a request's unread configuration with what was read from it (ADR 0040). */
    async setReadConfiguration(id: number, configuration: ChosenConfiguration): Promise<void> {
      await db
        .update(quoteRequests)
        .set({ configuration })
        .where(and(eq(quoteRequests.id, id), sql`${quoteRequests.configuration} ? 'unread'`));
    },

    async findQuoteRequest(referenceNo: string) {
      const [row] = await db
        .select()
        .from(quoteRequests)
        .where(eq(quoteRequests.referenceNo, referenceNo));
      return row ?? null;
    },

    /** Marks a new request answered; false when it was not new (answered or closed meanwhile). */
    async markAnswered(id: number): Promise<boolean> {
      const moved = await db
        .update(quoteRequests)
        .set({ status: 'answered' })
        .where(and(eq(quoteRequests.id, id), eq(quoteRequests.status, 'new')))
        .returning({ id: quoteRequests.id });
      return moved.length === 1;
    },

    /** The quotation staff wrote answering a request, if any. */
    async answerOf(quoteRequestId: number): Promise<QuotationRow | null> {
      const [row] = await db
        .select()
        .from(quotations)
        .where(eq(quotations.quoteRequestId, quoteRequestId))
        .orderBy(desc(quotations.id))
        .limit(1);
      return row ?? null;
    },

    /** A quotation by its number and the digest of its emailed link's key. */
    async quotationByLink(quotationNo: string, linkDigest: string): Promise<QuotationRow | null> {
      const [row] = await db
        .select()
        .from(quotations)
        .where(and(eq(quotations.quotationNo, quotationNo), eq(quotations.linkDigest, linkDigest)));
      return row ?? null;
    },

    async quoteRequestById(id: number) {
      const [row] = await db.select().from(quoteRequests).where(eq(quoteRequests.id, id));
      return row ?? null;
    },

    async createQuotation(row: NewQuotation) {
      const [created] = await db.insert(quotations).values(row).returning();
      if (!created) throw new Error('The quotation was not stored');
      return created;
    },

    /** The owner's quotation of these contents issued on this date, if any (the oldest). */
    async findSameQuotation(
      owner: Owner,
      contentsKey: string,
      issueDate: string,
    ): Promise<QuotationRow | null> {
      const [row] = await db
        .select()
        .from(quotations)
        .where(
          and(
            eq(quotations.contentsKey, contentsKey),
            eq(quotations.issueDate, issueDate),
            ownedBy(quotations, owner),
          ),
        )
        .orderBy(asc(quotations.id))
        .limit(1);
      return row ?? null;
    },

    /** Quotations by number, whoever's (a cart line names the one it was ordered from). */
    async quotationsByNumber(numbers: readonly string[]): Promise<QuotationRow[]> {
      if (numbers.length === 0) return [];
      return db
        .select()
        .from(quotations)
        .where(inArray(quotations.quotationNo, [...numbers]));
    },

    async findQuotation(owner: Owner, quotationNo: string): Promise<QuotationRow | null> {
      const [row] = await db
        .select()
        .from(quotations)
        .where(and(eq(quotations.quotationNo, quotationNo), ownedBy(quotations, owner)));
      return row ?? null;
    },

    async updateBillTo(
      owner: Owner,
      id: number,
      billTo: { name: string; company: string; address: string },
    ): Promise<QuotationRow | null> {
      const [row] = await db
        .update(quotations)
        .set(billTo)
        .where(and(eq(quotations.id, id), ownedBy(quotations, owner)))
        .returning();
      return row ?? null;
    },
  };
}

export type QuoteRepository = ReturnType<typeof quoteRepository>;

/** Quote requests a visitor may read: the customer's when signed in, else the guest's. */
function requestedBy(visitor: Visitor) {
  if (visitor.customerId !== null) return eq(quoteRequests.customerId, visitor.customerId);
  return guestQuoteRequests(visitor);
}
