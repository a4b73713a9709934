import { multilineText } from '@shop/domain/text';
import { z } from 'zod';
import { dollarsField } from '../common/contract';

/** One line staff price by hand (issue 34): what, how many, for how much, printed in how long. */
export const answerLineSchema = z
  .object({
    description: multilineText({ message: 'Please describe the item.' })
      .trim()
      .min(3, 'Please describe the item.')
      .max(500, 'A description is at most 500 characters.'),
    quantity: z
      .number({ message: 'Please enter the quantity.' })
      .int('The quantity is a whole number.')
      .min(1, 'The quantity is at least 1.')
      .max(1_000_000, 'The quantity is at most 1,000,000.'),
    price: dollarsField('price'),
    printing_days: z
      .number({ message: 'Please enter the printing days.' })
      .int('Printing days are a whole number.')
      .min(1, 'Printing takes at least 1 day.')
      .max(60, 'Printing takes at most 60 days.'),
  })
  .strict();

export const ANSWER_LINES_MAX = 10;

/** `POST /api/admin/inbox/quote-requests/:reference/quotation`: the quotation staff write. */
export const answerQuoteRequestSchema = z
  .object({
    lines: z
      .array(answerLineSchema, { message: 'Please add the quotation’s lines.' })
      .min(1, 'Please add at least one line.')
      .max(ANSWER_LINES_MAX, `A quotation has at most ${ANSWER_LINES_MAX} lines.`),
    note: multilineText({ message: 'The note is text.' })
      .trim()
      .max(2000, 'The note is at most 2000 characters.')
      .default(''),
  })
  .strict();
export type AnswerQuoteRequestInput = z.input<typeof answerQuoteRequestSchema>;
export type AnswerQuoteRequest = z.output<typeof answerQuoteRequestSchema>;

export const answeredSchema = z.object({ quotation_no: z.string(), total_cents: z.number() });
export type Answered = z.infer<typeof answeredSchema>;

export const ANSWER_MESSAGES = {
  answered: (quotationNo: string) =>
    `This request was answered already, with quotation ${quotationNo}.`,
  closed: 'This request is closed: it cannot be answered.',
} as const;

/** What a quotation's item says: a line staff priced by hand also says how long it prints. */
export const itemDetails = (item: { details: string; printingDays?: number }) =>
  item.printingDays === undefined
    ? item.details
    : `${item.details}\nPrinted in ${item.printingDays} business day${item.printingDays === 1 ? '' : 's'}.`;
