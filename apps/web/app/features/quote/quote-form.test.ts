import { formatUsd } from '~/ui/format';
import { NAME_MESSAGES, QUOTE_FORM_MESSAGES } from '@shop/domain/accounts';
import { TEXT_MESSAGES } from '@shop/domain/text';
import { quoteRequestSchema } from '@shop/shop/quotes/contract';
import { describe, expect, it } from 'vitest';
import {
  formatDiscount,
  formatIssueDate,
  formFieldErrors,
  isDisposableEmailRefusal,
  isZeroAmount,
  quotationPdfUrl,
  quoteFormSchema,
  quoteRequestBody,
  type QuoteFormValues,
  type QuoteRequestContext,
} from './quote-form';

const filled: QuoteFormValues = {
  firstname: ' Ada ',
  lastname: 'Lovelace',
  email_address: ' ada@example.com ',
  quantity: '250',
  comment: 'Rounded corners, please.',
};

const context: QuoteRequestContext = {
  quantity: null,
  quoteType: 'Special Quantity',
  featuredItemId: 12,
  configuration: 'product_id=3&width=2&height=2',
  utm: { utm_source: 'newsletter' },
};

/** The message each field shows: the first of its issues, as the resolver picks it. */
function messages(schema: ReturnType<typeof quoteFormSchema>, values: QuoteFormValues) {
  const result = schema.safeParse(values);
  const shown: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    shown[String(issue.path[0])] ??= issue.message;
  }
  return shown;
}

describe('the Quantity field (issue 27 item 1)', () => {
  it('refuses pasted text that is not a whole number as it stands, naming the field', () => {
    for (const quantity of ['12abc345678', '1,000', '-5e3', '12.5']) {
      expect(messages(quoteFormSchema(true), { ...filled, quantity })).toEqual({
        quantity: 'Quantity must be a whole number, like 12.',
      });
    }
    expect(messages(quoteFormSchema(true), { ...filled, quantity: '1234567' })).toEqual({
      quantity: 'Quantity takes at most 6 characters.',
    });
  });

  it('reads a whole number, with the spaces a copied cell brings', () => {
    expect(quoteFormSchema(true).parse({ ...filled, quantity: ' 999999 ' }).quantity).toBe(999_999);
  });
});

describe('quoteFormSchema', () => {
  it('gives the exact messages of spec 001 §8 for empty fields', () => {
    const empty = { firstname: '', lastname: ' ', email_address: '', quantity: '', comment: '' };
    expect(messages(quoteFormSchema(true), empty)).toEqual({
      firstname: QUOTE_FORM_MESSAGES.firstNameRequired,
      lastname: QUOTE_FORM_MESSAGES.lastNameRequired,
      email_address: QUOTE_FORM_MESSAGES.emailRequired,
      quantity: 'Please enter the quantity.',
    });
  });

  it('refuses an invalid email with the domain message', () => {
    expect(messages(quoteFormSchema(false), { ...filled, email_address: 'ada@example' })).toEqual({
      email_address: '※Invalid email address.',
    });
  });

  it('asks for a quantity of at least 1 when the page has none', () => {
    expect(messages(quoteFormSchema(true), { ...filled, quantity: '0' })).toEqual({
      quantity: QUOTE_FORM_MESSAGES.quantityRequired,
    });
  });

  it('turns the typed quantity into a number and trims names and email', () => {
    expect(quoteFormSchema(true).parse(filled)).toEqual({
      firstname: 'Ada',
      lastname: 'Lovelace',
      email_address: 'ada@example.com',
      quantity: 250,
      comment: 'Rounded corners, please.',
    });
  });

  it("shows the API's message for a control character or a lone surrogate (issue 13)", () => {
    const typed = {
      ...filled,
      firstname: 'A\u0000da',
      email_address: 'ada\ud800@example.com',
      comment: 'Two lines:\r\n\tthen a bell\u0007',
    };
    expect(messages(quoteFormSchema(false), typed)).toEqual({
      // A name says it in the name rule's words (issue 27 item 3).
      firstname: NAME_MESSAGES.characters,
      email_address: TEXT_MESSAGES.surrogate,
      comment: TEXT_MESSAGES.control,
    });
  });

  it('ignores the quantity field when the page knows the quantity', () => {
    expect(quoteFormSchema(false).parse({ ...filled, quantity: '' }).quantity).toBeNull();
  });
});

describe('quoteRequestBody', () => {
  it('sends the typed quantity when the page has none, as the API expects it', () => {
    const body = quoteRequestBody(quoteFormSchema(true).parse(filled), context);
    expect(body).toEqual({
      firstname: 'Ada',
      lastname: 'Lovelace',
      email_address: 'ada@example.com',
      quantity: 250,
      quote_type: 'Special Quantity',
      comment: 'Rounded corners, please.',
      featured_item_id: 12,
      configuration: 'product_id=3&width=2&height=2',
      utm: { utm_source: 'newsletter' },
    });
    expect(quoteRequestSchema.safeParse(body).success).toBe(true);
  });

  it("sends the page's quantity when it has one", () => {
    const values = quoteFormSchema(false).parse({ ...filled, quantity: '' });
    const body = quoteRequestBody(values, { ...context, quantity: 5000 });
    expect(body.quantity).toBe(5000);
    expect(quoteRequestSchema.safeParse(body).success).toBe(true);
  });
});

describe('isDisposableEmailRefusal', () => {
  it('is a 422 that says is_email_disposable', () => {
    expect(isDisposableEmailRefusal(422, { is_email_disposable: true, fields: [] })).toBe(true);
    expect(isDisposableEmailRefusal(422, [{ field: 'quantity', message: 'x' }])).toBe(false);
    expect(isDisposableEmailRefusal(400, { is_email_disposable: true })).toBe(false);
    expect(isDisposableEmailRefusal(422, null)).toBe(false);
  });
});

describe('formFieldErrors', () => {
  it("keeps the form's fields, in the form's order", () => {
    const fields = { quantity: 'At most 6 digits.', configuration: 'invalid', firstname: 'No.' };
    expect(formFieldErrors(fields, true)).toEqual([
      { field: 'firstname', message: 'No.' },
      { field: 'quantity', message: 'At most 6 digits.' },
    ]);
  });

  it('leaves out the quantity when the form does not show it', () => {
    expect(formFieldErrors({ quantity: 'At most 6 digits.' }, false)).toEqual([]);
  });
});

describe('quotation amounts', () => {
  it('formats amounts as dollars', () => {
    expect(formatUsd('1234.56')).toBe('$1,234.56');
    expect(formatUsd('0.00')).toBe('$0.00');
    expect(formatUsd('n/a')).toBe('n/a');
  });

  it('lists a discount as taken off', () => {
    expect(formatDiscount('5.00')).toBe('-$5.00');
    expect(formatDiscount('-1234.50')).toBe('-$1,234.50');
  });

  it('knows a zero amount', () => {
    expect(isZeroAmount('0.00')).toBe(true);
    expect(isZeroAmount('0.01')).toBe(false);
  });

  it('shows the issue date as the same calendar day everywhere', () => {
    expect(formatIssueDate('2026-11-21')).toBe('November 21, 2026');
    expect(formatIssueDate('soon')).toBe('soon');
  });
});

describe('quotationPdfUrl', () => {
  it('names the quotation, and the promo only when there is a promo discount', () => {
    const quotation = { quotation_no: 'Q-20261121-7F3A9C', promo_discount: '0.00' };
    expect(quotationPdfUrl('preview', quotation)).toBe(
      '/pdf/quotation/preview?quotation_no=Q-20261121-7F3A9C',
    );
    expect(quotationPdfUrl('download', { ...quotation, promo_discount: '3.00' })).toBe(
      '/pdf/quotation/download?quotation_no=Q-20261121-7F3A9C&promo=bumper',
    );
  });
});
