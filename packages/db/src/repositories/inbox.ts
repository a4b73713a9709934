import { and, desc, eq, gte, ilike, lt, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Database } from '../database';
import { likeText } from './like-text';
import {
  contactMessages,
  contactReplies,
  quoteRequestAttachments,
  quoteRequests,
  quotations,
} from '../schema';

export type InboxStatus = 'new' | 'answered' | 'closed';

/** What the inbox lists: a quote request of a type ('Special Size', ...) or 'Contact'. */
export interface InboxFilter {
  type?: string;
  status?: InboxStatus;
  from?: Date;
  /** Exclusive. */
  to?: Date;
  /** Part of the email or the reference. */
  search?: string;
}

export interface InboxRow {
  kind: 'quote-request' | 'contact';
  referenceNo: string;
  type: string;
  name: string;
  email: string;
  status: InboxStatus;
  createdAt: Date;
}

export const CONTACT_TYPE = 'Contact';

/**
 * The back-office inbox (issue 34): quote requests and contact messages in one list, read only.
 * What staff do to them (answer, reply, close) is the quotes' and contact's own writes.
 */
export function inboxRepository(db: Database) {
  function where(
    filter: InboxFilter,
    table: { status: AnyColumn; createdAt: AnyColumn; email: AnyColumn; referenceNo: AnyColumn },
  ) {
    const conditions: SQL[] = [];
    if (filter.status) conditions.push(eq(table.status, filter.status));
    if (filter.from) conditions.push(gte(table.createdAt, filter.from));
    if (filter.to) conditions.push(lt(table.createdAt, filter.to));
    if (filter.search) {
      const text = likeText(filter.search);
      const either = or(ilike(table.email, text), ilike(table.referenceNo, text));
      if (either) conditions.push(either);
    }
    return conditions;
  }

  return {
    /** Newest first; `more` when another page follows. */
    async list(filter: InboxFilter, limit: number, offset: number) {
      const wantsContact = filter.type === undefined || filter.type === CONTACT_TYPE;
      const wantsRequests = filter.type !== CONTACT_TYPE;
      const requests = db
        .select({
          kind: sql<InboxRow['kind']>`'quote-request'`.as('kind'),
          referenceNo: quoteRequests.referenceNo,
          type: sql<string>`${quoteRequests.quoteType}`.as('type'),
          name: sql<string>`${quoteRequests.firstName} || ' ' || ${quoteRequests.lastName}`.as(
            'name',
          ),
          email: quoteRequests.email,
          status: quoteRequests.status,
          createdAt: quoteRequests.createdAt,
        })
        .from(quoteRequests)
        .where(
          and(
            ...where(filter, quoteRequests),
            ...(filter.type ? [eq(quoteRequests.quoteType, filter.type)] : []),
            ...(wantsRequests ? [] : [sql`false`]),
          ),
        );
      const messages = db
        .select({
          kind: sql<InboxRow['kind']>`'contact'`.as('kind'),
          referenceNo: contactMessages.referenceNo,
          type: sql<string>`${CONTACT_TYPE}`.as('type'),
          name: sql<string>`${contactMessages.name}`.as('name'),
          email: contactMessages.email,
          status: contactMessages.status,
          createdAt: contactMessages.createdAt,
        })
        .from(contactMessages)
        .where(and(...where(filter, contactMessages), ...(wantsContact ? [] : [sql`false`])));
      const rows = (await requests
        .unionAll(messages)
        .orderBy(desc(sql`created_at`), desc(sql`reference_no`))
        .limit(limit + 1)
        .offset(offset)) as InboxRow[];
      return { rows: rows.slice(0, limit), more: rows.length > limit };
    },

    /** A quote request with its files, by reference; null when there is none. */
    async quoteRequest(referenceNo: string) {
      const [request] = await db
        .select()
        .from(quoteRequests)
        .where(eq(quoteRequests.referenceNo, referenceNo));
      if (!request) return null;
      const attachments = await db
        .select()
        .from(quoteRequestAttachments)
        .where(eq(quoteRequestAttachments.quoteRequestId, request.id))
        .orderBy(quoteRequestAttachments.position);
      // The quotation staff answered it with (issue 34), if any.
      const [answer] = await db
        .select()
        .from(quotations)
        .where(eq(quotations.quoteRequestId, request.id))
        .orderBy(desc(quotations.id))
        .limit(1);
      return { ...request, attachments, answer: answer ?? null };
    },

    async contactMessage(referenceNo: string) {
      const [message] = await db
        .select()
        .from(contactMessages)
        .where(eq(contactMessages.referenceNo, referenceNo));
      if (!message) return null;
      const replies = await db
        .select()
        .from(contactReplies)
        .where(eq(contactReplies.contactMessageId, message.id))
        .orderBy(contactReplies.sentAt, contactReplies.id);
      return { ...message, replies };
    },
  };
}

export type InboxRepository = ReturnType<typeof inboxRepository>;
