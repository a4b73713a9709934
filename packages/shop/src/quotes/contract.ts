import {
  NAME_MAX_LENGTH,
  emailField,
  optionalNameSchema,
  personNameSchema,
  QUOTE_FORM_MESSAGES,
} from '@shop/domain/accounts';
import {
  letteringViewSchema,
  money,
  quotePayloadSchema,
  type QuotePayload,
} from '@shop/domain/cart-contract';
import { multilineText, text } from '@shop/domain/text';
import { z } from 'zod';
import { rowId } from '../common/contract';
import { attachmentSchema } from '../uploads/contract';

/**
 * Quote requests and printable quotations (spec 000 §3-§4, 001 §3-§4, §7): the one definition of
 * each request and answer, used by the API's route schemas and by the quote page's forms.
 */

const utmKeys = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;

/** The business-card / quote-page quote request (spec 001 §3 "Quote request payload"). */
export const quoteRequestSchema = z
  .object({
    firstname: personNameSchema(QUOTE_FORM_MESSAGES.firstNameRequired),
    lastname: personNameSchema(QUOTE_FORM_MESSAGES.lastNameRequired),
    email_address: emailField,
    quantity: z
      .number({ message: QUOTE_FORM_MESSAGES.quantityRequired })
      .int()
      .min(1, QUOTE_FORM_MESSAGES.quantityRequired)
      .max(999_999, 'At most 6 digits.')
      // May be null when the configuration holds it (the page's typed quantity); when both are
      // given they must be equal.
      .nullable(),
    /** Must be the type the configuration implies (domain quote-type.ts, ADR 0024). */
    quote_type: z.enum(['Special Size', 'Special Quantity', 'Special Processing']),
    comment: multilineText().max(4000),
    featured_item_id: z.number().int().positive(),
    /** The pricing query of the configuration (see quotePayloadSchema). */
    configuration: text().min(1).max(2000),
    utm: z.partialRecord(z.enum(utmKeys), text().max(200)).default({}),
  })
  .strict();

export type QuoteRequestInput = z.infer<typeof quoteRequestSchema>;

/** The answer to a stored quote request: its reference number. */
export const quoteRequestCreatedSchema = z.object({
  status: z.literal('SUCCESS'),
  code: z.literal(201),
  reference_no: z.string(),
});

export type QuoteRequestCreated = z.infer<typeof quoteRequestCreatedSchema>;

/**
 * The body of `POST /quote/create/quotation`: the same payload as a cart line, priced again on
 * the server. It is defined in the domain because the domain's pricing (priceQuotePayload,
 * quotePayloadFor) reads and builds it.
 */
export { quotePayloadSchema, type QuotePayload };

/** A printable quotation (spec 000 §3, 001 §3) as the API answers it. */
export const quotationSchema = z.object({
  id: z.number().int(),
  quotation_no: z.string(),
  issue_date: z.string(),
  name: z.string(),
  company: z.string(),
  address: z.string(),
  /** One entry per kind (set) of the configuration. */
  quotations: z.array(z.object({ details: z.string(), quantity: z.number().int(), price: money })),
  sub_total: money,
  shipping_fee: money,
  point_discount: money,
  coupon_discount: money,
  promo_discount: money,
  total_price: money,
  /** The lettering design its items were priced with (each item is a set of it), else null. */
  lettering: letteringViewSchema.nullable(),
});

export type Quotation = z.infer<typeof quotationSchema>;

/** The most characters each Bill To field holds; the dialog shows them (issue 27 item 4). */
export const BILL_TO_MAX_LENGTH = { company: 200, name: NAME_MAX_LENGTH, address: 500 } as const;

/**
 * The Bill To block of a quotation, as the visitor edits it. The name follows the one name rule
 * (accounts.ts nameProblem) but may be left empty: a quotation printed by a visitor who gave no
 * name has none (shop/quotes/service.ts). The messages are ours, never a validator's.
 */
export const billToSchema = z
  .object({
    name: optionalNameSchema(),
    company: text()
      .trim()
      .max(
        BILL_TO_MAX_LENGTH.company,
        `Company can be at most ${BILL_TO_MAX_LENGTH.company} characters.`,
      ),
    // A textarea: an address spans lines.
    address: multilineText()
      .trim()
      .max(
        BILL_TO_MAX_LENGTH.address,
        `Address can be at most ${BILL_TO_MAX_LENGTH.address} characters.`,
      ),
  })
  .strict();

export type BillTo = z.infer<typeof billToSchema>;

const quotationNo = text().max(40);

/** `GET /quote/get/quotation/:quotation_no`. */
export const quotationNoParams = z.object({ quotation_no: quotationNo });

/** `PUT /quote/update/quotation/:id`. */
export const quotationIdParams = z.object({ id: rowId });

/** `/pdf/quotation/{preview,download}?quotation_no=...[&promo=bumper]` (spec 001 §7). */
export const quotationPdfQuery = z.object({
  quotation_no: quotationNo.min(1),
  promo: z.literal('bumper').optional(),
  /** The key of the link a quotation staff wrote was emailed with (issue 34). */
  key: text().min(20).max(64).optional(),
});

/** One of the visitor's own quote requests, with its files and where the shop is with it. */
export const ownQuoteRequestSchema = z.object({
  reference_no: z.string(),
  quote_type: z.string(),
  created_at: z.string(),
  quantity: z.number().int().nullable(),
  comment: z.string(),
  /** new, answered (a quotation sent) or closed (issue 30). */
  status: z.enum(['new', 'answered', 'closed']),
  attachments: z.array(attachmentSchema),
});

export type OwnQuoteRequest = z.infer<typeof ownQuoteRequestSchema>;

/** Which page of a list, and how many there are. */
const paging = { page: z.number().int(), pages: z.number().int() };

/**
 * `GET /quote/get/quote-requests?page=N`: the visitor's own requests with their files (issue 16),
 * newest first, a page at a time (issue 30).
 */
export const ownQuoteRequestsSchema = z.object({
  quote_requests: z.array(ownQuoteRequestSchema),
  ...paging,
});

/** `?page=N` of a list, 1 when not given. */
export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

/** `GET /quote/get/quotations?page=N`: the visitor's quotations, newest first (issue 30). */
export const ownQuotationsSchema = z.object({
  quotations: z.array(
    z.object({
      quotation_no: z.string(),
      issue_date: z.string(),
      /** The first item's description (the configuration), as printed. */
      description: z.string(),
      items: z.number().int(),
      total_price: z.string(),
      total_cents: z.number().int(),
    }),
  ),
  ...paging,
});

export type OwnQuotations = z.infer<typeof ownQuotationsSchema>;

export const quoteRequestParams = z.object({ reference_no: text().min(1).max(40) });

export type OwnQuoteRequests = z.infer<typeof ownQuoteRequestsSchema>;

/** `GET /quote/get/quote-requests/:reference_no/attachments/:id`. */
export const attachmentParams = z.object({ reference_no: text().min(1).max(40), id: rowId });
