import { zodResolver } from '@hookform/resolvers/zod';
import {
  ANSWER_LINES_MAX,
  answerQuoteRequestSchema,
  type AnswerQuoteRequest,
  type AnswerQuoteRequestInput,
} from '@shop/shop/quotes/answer-contract';
import { useFieldArray, useForm } from 'react-hook-form';
import { shopClient } from '~/lib/shop-client';
import { showRefusal } from './refusal';
import { FormAlert } from '~/ui/form-message';
import { TextAreaField, TextField } from '~/ui/text-field';
import { useHydrated } from '~/ui/use-hydrated';

const EMPTY_LINE = { description: '', quantity: 1, price: '', printing_days: 5 };

/**
 * Staff answer a quote request with a quotation priced by hand (issue 34): a line per item
 * (description, quantity, price, printing days) and a note. The server checks it with the same
 * contract, writes the quotation and emails the customer its link.
 */
export function AnswerForm({
  reference,
  onAnswered,
}: {
  reference: string;
  onAnswered: () => Promise<void> | void;
}) {
  const hydrated = useHydrated();
  const form = useForm<AnswerQuoteRequestInput, unknown, AnswerQuoteRequest>({
    resolver: zodResolver(answerQuoteRequestSchema),
    defaultValues: { lines: [EMPTY_LINE], note: '' },
  });
  const lines = useFieldArray({ control: form.control, name: 'lines' });
  const onSubmit = form.handleSubmit(async (answer) => {
    const result = await shopClient.staff.answerQuoteRequest(reference, answer);
    if (!result.ok) {
      // Answered (or closed) meanwhile: the page shows how.
      if (result.status === 409) return onAnswered();
      showRefusal(form, result);
      return;
    }
    await onAnswered();
  });
  const errors = form.formState.errors;
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="back-office__answer"
      aria-label="Answer with a quotation"
    >
      <h2>Answer with a quotation</h2>
      <p className="back-office__muted">
        The customer gets it by email with a link, and finds it under My account to order it at
        these prices for 30 days.
      </p>
      {errors.root?.message ? <FormAlert>{errors.root.message}</FormAlert> : null}
      {errors.lines?.message ? <FormAlert>{errors.lines.message}</FormAlert> : null}
      {lines.fields.map((line, index) => {
        const lineErrors = errors.lines?.[index];
        return (
          <fieldset key={line.id} className="back-office__answer-line">
            <legend>Line {index + 1}</legend>
            <TextAreaField
              label="Description"
              rows={2}
              {...form.register(`lines.${index}.description`)}
              error={lineErrors?.description?.message}
            />
            <TextField
              label="Quantity"
              type="number"
              min={1}
              inputMode="numeric"
              {...form.register(`lines.${index}.quantity`, { valueAsNumber: true })}
              error={lineErrors?.quantity?.message}
            />
            <TextField
              label="Price (USD)"
              inputMode="decimal"
              placeholder="125.00"
              {...form.register(`lines.${index}.price`)}
              error={lineErrors?.price?.message}
            />
            <TextField
              label="Printing days"
              type="number"
              min={1}
              inputMode="numeric"
              {...form.register(`lines.${index}.printing_days`, { valueAsNumber: true })}
              error={lineErrors?.printing_days?.message}
            />
            {lines.fields.length > 1 ? (
              <button type="button" className="link-button" onClick={() => lines.remove(index)}>
                Remove line {index + 1}
              </button>
            ) : null}
          </fieldset>
        );
      })}
      {lines.fields.length < ANSWER_LINES_MAX ? (
        <button type="button" className="link-button" onClick={() => lines.append(EMPTY_LINE)}>
          Add a line
        </button>
      ) : null}
      <TextAreaField
        label="Note to the customer"
        rows={3}
        {...form.register('note')}
        error={errors.note?.message}
      />
      <button type="submit" className="button" disabled={!hydrated || form.formState.isSubmitting}>
        Send the quotation
      </button>
    </form>
  );
}
