import type { Actor } from '@shop/domain/identity';
import type { InboxRepository } from '@shop/db/repositories/inbox';
import { dayBounds } from '../common/day-bounds';
import { requireRole } from '../permissions';
import { ShopProblem } from '../problem';
import {
  INBOX_PAGE_SIZE,
  type InboxContactMessage,
  type InboxFilter,
  type InboxItem,
  type InboxQuoteRequest,
} from './contract';

const notFound = () => new ShopProblem(404, 'NOT_FOUND', 'There is no such message.');

/**
 * The back-office's inbox (issue 34, ADR 0049): quote requests and contact messages in one
 * list, newest first, for staff only (anyone else: 404). It reads; answering, replying and
 * closing are the quotes' and contact's own operations.
 */
export function inboxService({
  inbox,
  shopTimeZone,
}: {
  inbox: InboxRepository;
  shopTimeZone: string;
}) {
  return {
    async list(actor: Actor, filter: InboxFilter) {
      requireRole(actor, 'staff');
      const { rows, more } = await inbox.list(
        {
          ...(filter.type ? { type: filter.type } : {}),
          ...(filter.status ? { status: filter.status } : {}),
          ...(filter.from ? { from: dayBounds(filter.from, shopTimeZone).start } : {}),
          ...(filter.to ? { to: dayBounds(filter.to, shopTimeZone).end } : {}),
          ...(filter.q ? { search: filter.q } : {}),
        },
        INBOX_PAGE_SIZE,
        (filter.page - 1) * INBOX_PAGE_SIZE,
      );
      const items: InboxItem[] = rows.map((row) => ({
        kind: row.kind,
        reference_no: row.referenceNo,
        type: row.type,
        name: row.name,
        email: row.email,
        status: row.status,
        created_at: row.createdAt.toISOString(),
      }));
      return { items, page: filter.page, more };
    },

    async quoteRequest(actor: Actor, referenceNo: string): Promise<InboxQuoteRequest> {
      requireRole(actor, 'staff');
      const request = await inbox.quoteRequest(referenceNo);
      if (!request) throw notFound();
      return {
        kind: 'quote-request',
        reference_no: request.referenceNo,
        type: request.quoteType,
        status: request.status,
        created_at: request.createdAt.toISOString(),
        customer: {
          first_name: request.firstName,
          last_name: request.lastName,
          email: request.email,
          account: request.customerId !== null,
        },
        quantity: request.quantity,
        comment: request.comment,
        attachments: request.attachments.map((file) => ({
          id: file.id,
          name: file.originalName,
          size: file.sizeBytes,
          type: file.mediaType,
        })),
        answer: request.answer && {
          quotation_no: request.answer.quotationNo,
          issue_date: request.answer.issueDate,
          written_by: request.answer.writtenBy ?? '',
          note: request.answer.note,
          lines: request.answer.items.map((item) => ({
            details: item.details,
            quantity: item.quantity,
            price_cents: item.priceCents,
            printing_days: item.printingDays ?? 0,
          })),
          total_cents: request.answer.totalCents,
        },
      };
    },

    async contactMessage(actor: Actor, referenceNo: string): Promise<InboxContactMessage> {
      requireRole(actor, 'staff');
      const message = await inbox.contactMessage(referenceNo);
      if (!message) throw notFound();
      return {
        kind: 'contact',
        reference_no: message.referenceNo,
        status: message.status,
        created_at: message.createdAt.toISOString(),
        customer: {
          name: message.name,
          email: message.email,
          account: message.customerId !== null,
        },
        about_reference: message.aboutReference,
        message: message.message,
        replies: message.replies.map((reply) => ({
          staff_email: reply.staffEmail,
          message: reply.message,
          sent_at: reply.sentAt.toISOString(),
        })),
      };
    },
  };
}

export type InboxService = ReturnType<typeof inboxService>;
