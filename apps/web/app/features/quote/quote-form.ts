import { formatUsd } from '~/ui/format';
import { quoteRequestSchema, type QuoteRequestInput } from '@shop/shop/quotes/contract';
import { numericRefusal, numericValue } from '@shop/domain/numeric-input';
import { CUSTOM_QUANTITY_FIELD } from '@shop/domain/rules/quantity-rules';
import { z } from 'zod';

/**
 * The pure rules of the quote page's dialogs: the quote request form's schema and body, and how
 * the quotation's amounts read. The components only wire these to the page.
 */

/**
 * The Quantity field (spec 001 §5: at most 6 characters, keypress filtered; quoteRequestSchema
 * takes at most 999,999): the quote page's custom quantity input, read by the same rule.
 */
export const QUOTE_QUANTITY_FIELD = CUSTOM_QUANTITY_FIELD;

/**
 * The quote request form: the visitor's fields of quoteRequestSchema, so the messages are the
 * domain's (spec 001 §8). The Quantity input holds text; it becomes the domain's number here, and
 * is left out (null) when the page already knows the quantity and does not ask for it.
 */
export function quoteFormSchema(askQuantity: boolean) {
  return quoteRequestSchema
    .pick({ firstname: true, lastname: true, email_address: true, comment: true })
    .extend({
      // Text that is not a whole number is refused as it stands, naming the field (issue 27
      // item 1: pasted "12abc345678" is not 123); an empty field becomes 0, which the domain
      // refuses with "Please enter the quantity.".
      quantity: z
        .string()
        .check((ctx) => {
          const refusal = askQuantity ? numericRefusal(QUOTE_QUANTITY_FIELD, ctx.value) : null;
          if (refusal !== null)
            ctx.issues.push({
              code: 'custom',
              message: refusal,
              input: ctx.value,
              continue: false,
            });
        })
        .transform((text) => (askQuantity ? (numericValue(QUOTE_QUANTITY_FIELD, text) ?? 0) : null))
        .pipe(quoteRequestSchema.shape.quantity),
    });
}

export type QuoteFormValues = z.input<ReturnType<typeof quoteFormSchema>>;
export type QuoteFormOutput = z.output<ReturnType<typeof quoteFormSchema>>;

/** The fields of the form a 400 answer may name, in the order they appear. */
export const QUOTE_FORM_FIELDS = ['firstname', 'lastname', 'email_address', 'quantity'] as const;
export type QuoteFormField = (typeof QUOTE_FORM_FIELDS)[number];

/** What the page knows of the request besides the visitor's fields. */
export interface QuoteRequestContext {
  quantity: number | null;
  quoteType: QuoteRequestInput['quote_type'];
  featuredItemId: number;
  configuration: string;
  utm: QuoteRequestInput['utm'];
}

/** The body of POST /api/quote/create/quote-request; the page's quantity beats the typed one. */
export function quoteRequestBody(
  values: QuoteFormOutput,
  context: QuoteRequestContext,
): QuoteRequestInput {
  return {
    firstname: values.firstname,
    lastname: values.lastname,
    email_address: values.email_address,
    quantity: context.quantity ?? values.quantity,
    quote_type: context.quoteType,
    comment: values.comment,
    featured_item_id: context.featuredItemId,
    configuration: context.configuration,
    utm: context.utm,
  };
}

/** A 422 of the API that refuses a disposable address (refuseDisposableEmail on the server). */
export function isDisposableEmailRefusal(status: number, details: unknown): boolean {
  return (
    status === 422 &&
    typeof details === 'object' &&
    details !== null &&
    (details as { is_email_disposable?: unknown }).is_email_disposable === true
  );
}

/** The field messages of a 400 answer that belong to a field of the form, in the form's order. */
export function formFieldErrors(
  fields: Record<string, string>,
  askQuantity: boolean,
): { field: QuoteFormField; message: string }[] {
  return QUOTE_FORM_FIELDS.filter(
    (field) => field in fields && (field !== 'quantity' || askQuantity),
  ).map((field) => ({ field, message: fields[field] ?? '' }));
}

/** A discount as the quotation lists it: "-$5.00", whether the API sends "5.00" or "-5.00". */
export function formatDiscount(amount: string): string {
  return `-${formatUsd(amount.trim().replace(/^-/, ''))}`;
}

/** Whether an amount of the API is zero ("0.00"), e.g. free shipping or no discount. */
export function isZeroAmount(amount: string): boolean {
  return Number(amount) === 0;
}

const issueDateFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

/**
 * A calendar date ("2026-11-21") as "November 21, 2026". It is read and shown in UTC, so the
 * server's render and the visitor's browser show the same day whatever their time zones.
 */
export function formatIssueDate(date: string): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(date) && !Number.isNaN(parsed.getTime())
    ? issueDateFormat.format(parsed)
    : date;
}

/**
 * The quotation's PDF: `preview` opens it to print, `download` saves it. Spec 001 §7 adds
 * promo=bumper when the quotation has a promo discount.
 */
export function quotationPdfUrl(
  action: 'preview' | 'download',
  quotation: { quotation_no: string; promo_discount: string },
): string {
  const query = new URLSearchParams({ quotation_no: quotation.quotation_no });
  if (!isZeroAmount(quotation.promo_discount)) query.set('promo', 'bumper');
  return `/pdf/quotation/${action}?${query.toString()}`;
}
