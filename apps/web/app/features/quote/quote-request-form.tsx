import type { KeyboardEvent } from 'react';
import { FormAlert } from '~/ui/form-message';
import { TextAreaField, TextField } from '~/ui/text-field';
import { NAME_MAX_LENGTH } from '@shop/domain/accounts';
import { numberKeys } from '~/ui/number-keys';
import { QUOTE_QUANTITY_FIELD } from './quote-form';
import type { QuoteRequest } from './use-quote-request';

/** Enter in a text field does not send the form: only the submit button does. */
function preventImplicitSubmit(event: KeyboardEvent<HTMLFormElement>) {
  if (event.key === 'Enter' && event.target instanceof HTMLInputElement) event.preventDefault();
}

/**
 * The quote request's fields (spec 001 §2 "Quote modal"): first and last name, email, the
 * quantity when the page does not know it, a comment, and Send Quote. A signed-in customer's name
 * and email are filled from the account and not shown as fields (spec 001 §6); one line says who
 * the request is sent as.
 */
export function QuoteRequestForm({
  request,
  sender,
}: {
  request: QuoteRequest;
  /** The signed-in customer the request is sent as; null: the visitor types their details. */
  sender: { name: string; email: string } | null;
}) {
  const { register, errors, isSubmitting } = request;
  return (
    <form
      className="quote-dialog__form"
      noValidate
      onSubmit={request.onSubmit}
      onKeyDown={preventImplicitSubmit}
    >
      {sender ? (
        <p className="quote-dialog__sender">
          Sending as <strong>{sender.name}</strong>{' '}
          <span className="quote-dialog__email">({sender.email})</span>
        </p>
      ) : (
        <>
          <div className="quote-dialog__names">
            <TextField
              label="First Name"
              type="text"
              autoComplete="given-name"
              aria-required="true"
              maxLength={NAME_MAX_LENGTH}
              error={errors.firstname?.message}
              {...register('firstname')}
            />
            <TextField
              label="Last Name"
              type="text"
              autoComplete="family-name"
              aria-required="true"
              maxLength={NAME_MAX_LENGTH}
              error={errors.lastname?.message}
              {...register('lastname')}
            />
          </div>
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            aria-required="true"
            error={request.emailMessage}
            {...register('email_address', { onChange: request.onEmailChange })}
          />
        </>
      )}
      {request.askQuantity ? (
        <TextField
          label="Quantity"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          aria-required="true"
          error={errors.quantity?.message}
          // Keys are filtered as typed; pasted text is kept and read whole (quoteFormSchema).
          onKeyDown={numberKeys(QUOTE_QUANTITY_FIELD)}
          {...register('quantity')}
        />
      ) : null}
      <TextAreaField
        label="Comment (optional)"
        rows={4}
        maxLength={4000}
        error={errors.comment?.message}
        {...register('comment')}
      />
      <FormAlert>{request.formError}</FormAlert>
      <button
        type="submit"
        className="button button--primary button--wide"
        disabled={isSubmitting || request.emailRefused}
        aria-busy={isSubmitting || undefined}
      >
        Send Quote
      </button>
    </form>
  );
}
