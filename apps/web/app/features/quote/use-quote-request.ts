import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useForm, useWatch } from 'react-hook-form';
import { newIdempotencyKey, type ApiResult } from '~/lib/shop-api';
import { shopClient } from '~/lib/shop-client';
import type { QuoteRequestCreated } from '@shop/shop/quotes/contract';
import {
  formFieldErrors,
  isDisposableEmailRefusal,
  quoteFormSchema,
  quoteRequestBody,
  type QuoteFormOutput,
  type QuoteFormValues,
  type QuoteRequestContext,
} from './quote-form';
import { useEmailCheck } from './use-email-check';

export interface QuoteVisitor {
  kind: 'customer' | 'guest' | 'anonymous';
  firstName: string;
  lastName: string;
  email: string;
}

export type { SignIn } from './use-email-check';

export interface QuoteRequestOptions extends QuoteRequestContext {
  visitor: QuoteVisitor;
  /** Called after a sign-in in the "Email Already Registered!" dialog; the parent revalidates. */
  onSignedIn(): void;
}

/**
 * The quote request's state and sending (spec 001 §4, §5): the form, the registered or disposable
 * email check, the sign-in it may lead to, and the one request each opening sends. The component
 * using it mounts with each opening of the dialog.
 */
export function useQuoteRequest({ visitor, onSignedIn, ...context }: QuoteRequestOptions) {
  const askQuantity = context.quantity === null;
  const schema = useMemo(() => quoteFormSchema(askQuantity), [askQuantity]);
  const form = useForm<QuoteFormValues, unknown, QuoteFormOutput>({
    resolver: zodResolver(schema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: {
      firstname: visitor.firstName,
      lastname: visitor.lastName,
      email_address: visitor.email,
      quantity: '',
      comment: '',
    },
  });
  const { handleSubmit, control, setError, setValue, setFocus, clearErrors } = form;
  // One key per opening (this hook mounts with each opening): a double click, or a retry after a
  // lost answer, creates one quote request.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const sending = useRef(false);
  const [formError, setFormError] = useState('');
  const [referenceNo, setReferenceNo] = useState<string | null>(null);
  const thanksRef = useRef<HTMLHeadingElement>(null);

  // A signed-in customer's request carries the account's name and email (spec 001 §6), also
  // after signing in from "Email Already Registered!" over what was typed as a guest.
  const { kind, firstName, lastName, email: accountEmail } = visitor;
  useEffect(() => {
    if (kind !== 'customer') return;
    setValue('firstname', firstName);
    setValue('lastname', lastName);
    setValue('email_address', accountEmail);
    clearErrors(['firstname', 'lastname', 'email_address']);
  }, [kind, firstName, lastName, accountEmail, setValue, clearErrors]);
  const emailCheck = useEmailCheck({
    email: useWatch({ control, name: 'email_address' }),
    checks: visitor.kind !== 'customer',
    onSignedIn,
    clearEmail: () => {
      setValue('email_address', '', { shouldDirty: true });
      clearErrors('email_address');
      setFocus('email_address');
    },
  });

  const send = async (values: QuoteFormOutput) => {
    if (sending.current) return;
    sending.current = true;
    setFormError('');
    let result: ApiResult<QuoteRequestCreated>;
    try {
      result = await shopClient.quotes.requestQuote(quoteRequestBody(values, context), {
        idempotencyKey,
      });
    } finally {
      sending.current = false;
    }
    if (result.ok) {
      flushSync(() => setReferenceNo(result.data.reference_no));
      thanksRef.current?.focus();
      return;
    }
    if (isDisposableEmailRefusal(result.status, result.details)) {
      emailCheck.refuse('disposable', values.email_address);
      setFocus('email_address');
      return;
    }
    // A 409 without the field is a repeat still in flight, not a registered email.
    if (result.status === 409 && 'email_address' in result.fields) {
      emailCheck.refuse('registered', values.email_address);
      setFocus('email_address');
      return;
    }
    const problems = result.status === 400 ? formFieldErrors(result.fields, askQuantity) : [];
    if (problems.length > 0) {
      problems.forEach(({ field, message }, index) =>
        setError(field, { type: 'server', message }, { shouldFocus: index === 0 }),
      );
      return;
    }
    setFormError(result.message);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    void handleSubmit(send)(event);
  };

  // Read here, while the component that owns the form renders, so react-hook-form re-renders it.
  const { errors, isSubmitting } = form.formState;
  return {
    register: form.register,
    errors,
    isSubmitting,
    askQuantity,
    onSubmit,
    /** The email field's message: the shop's refusal, else the form's own. */
    emailMessage: emailCheck.message ?? errors.email_address?.message,
    emailRefused: emailCheck.refusal !== null,
    /** A new address is checked again, so a refusal holds until the email changes. */
    onEmailChange: emailCheck.clear,
    formError,
    referenceNo,
    thanksRef,
    signIn: emailCheck.signIn,
    markSignedIn: emailCheck.markSignedIn,
    dismissSignIn: emailCheck.dismissSignIn,
  };
}

export type QuoteRequest = ReturnType<typeof useQuoteRequest>;
