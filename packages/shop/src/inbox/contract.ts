import { text } from '@shop/domain/text';
import { z } from 'zod';
import { dayField, pageField } from '../common/contract';

/** What the inbox holds: the quote requests' types and contact messages. */
export const INBOX_TYPES = [
  'Special Size',
  'Special Quantity',
  'Special Processing',
  'Renewal',
  'Contact',
] as const;
export const INBOX_STATUSES = ['new', 'answered', 'closed'] as const;
export const INBOX_PAGE_SIZE = 25;

/** The inbox's filters (query string), as the back-office's form sends them. */
export const inboxQuery = z
  .object({
    type: z.enum(INBOX_TYPES, { message: 'This is not a type of message.' }).optional(),
    status: z
      .enum(INBOX_STATUSES, { message: 'The status is new, answered or closed.' })
      .optional(),
    from: dayField.optional(),
    to: dayField.optional(),
    q: text().trim().max(100, 'Please search with 100 characters or fewer.').optional(),
    page: pageField,
  })
  .strict();
export type InboxFilter = z.output<typeof inboxQuery>;

export const INBOX_REFERENCE = text().regex(/^[A-Z0-9-]{3,40}$/, 'This is not a reference.');

export interface InboxItem {
  kind: 'quote-request' | 'contact';
  reference_no: string;
  type: string;
  name: string;
  email: string;
  status: (typeof INBOX_STATUSES)[number];
  created_at: string;
}

export interface InboxAttachment {
  id: number;
  name: string;
  size: number;
  type: string;
}

export interface InboxQuoteRequest {
  kind: 'quote-request';
  reference_no: string;
  type: string;
  status: (typeof INBOX_STATUSES)[number];
  created_at: string;
  customer: { first_name: string; last_name: string; email: string; account: boolean };
  quantity: number | null;
  /** The configuration in words, as the request's comment starts with it. */
  comment: string;
  attachments: InboxAttachment[];
  /** The quotation staff answered it with (issue 34), if any. */
  answer: {
    quotation_no: string;
    issue_date: string;
    written_by: string;
    note: string;
    lines: Array<{ details: string; quantity: number; price_cents: number; printing_days: number }>;
    total_cents: number;
  } | null;
}

export interface InboxContactMessage {
  kind: 'contact';
  reference_no: string;
  status: (typeof INBOX_STATUSES)[number];
  created_at: string;
  customer: { name: string; email: string; account: boolean };
  about_reference: string;
  message: string;
  /** Staff's replies, oldest first (issue 34). */
  replies: Array<{ staff_email: string; message: string; sent_at: string }>;
}
