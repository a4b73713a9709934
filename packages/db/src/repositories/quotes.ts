import { and, eq } from 'drizzle-orm';
import type { Database } from '../database';
import { quoteRequests, quotations } from '../schema';
import { ownedBy, type Owner } from './visitors';

export type NewQuoteRequest = Omit<typeof quoteRequests.$inferInsert, 'id' | 'createdAt'>;
export type NewQuotation = Omit<typeof quotations.$inferInsert, 'id' | 'createdAt'>;
export type QuotationRow = typeof quotations.$inferSelect;

/** Quote requests and quotations. A quotation is found only through its owner. */
export function quoteRepository(db: Database) {
  return {
    async createQuoteRequest(row: NewQuoteRequest) {
      const [created] = await db
        .insert(quoteRequests)
        .values(row)
        .returning({ id: quoteRequests.id, referenceNo: quoteRequests.referenceNo });
      if (!created) throw new Error('The quote request was not stored');
      return created;
    },

    async findQuoteRequest(referenceNo: string) {
      const [row] = await db
        .select()
        .from(quoteRequests)
        .where(eq(quoteRequests.referenceNo, referenceNo));
      return row ?? null;
    },

    async createQuotation(row: NewQuotation) {
      const [created] = await db.insert(quotations).values(row).returning();
      if (!created) throw new Error('The quotation was not stored');
      return created;
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
