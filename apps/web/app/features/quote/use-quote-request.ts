import { zodResolver } from '@hookform/resolvers/zod';
import { QUOTE_FORM_MESSAGES } from '@shop/domain/accounts';
import { emailExistsSchema } from '@shop/shop/accounts/contract';
import { useEffect, useEffectEvent, useMemo, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useForm, useWatch } from 'react-hook-form';
import { callApi, newIdempotencyKey } from '~/lib/shop-api';
import {
  formFieldErrors,
  isDisposableEmailRefusal,
  quoteFormSchema,
  quoteRequestBody,
  type QuoteFormOutput,
  type QuoteFormValues,
  type QuoteRequestContext,
} from './quote-form';

export interface QuoteVisitor {
  kind: 'customer' | 'guest' | 'anonymous';
  firstName: string;
  lastName: string;
  email: string;
}

/** How long the email must stay unchanged before the shop is asked whether it is registered. */
const EMAIL_CHECK_DELAY_MS = 300;
/** How long "Logged in Successfully" shows before the sign-in dialog closes. */
const SIGNED_IN_MESSAGE_MS = 2000;

/** Why the shop will not take this email: it belongs to an account, or it is disposable. */
type EmailRefusal = 'registered' | 'disposable' | null;

const EMAIL_REFUSAL_MESSAGES = {
  registered: QUOTE_FORM_MESSAGES.emailRegistered,
  disposable: QUOTE_FORM_MESSAGES.emailDisposable,
} as const;

/** The sign-in dialog: the registered email it was opened for, and whether sign-in succeeded. */
export type SignIn = { email: string; signedIn: boolean } | null;

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
  const [emailRefusal, setEmailRefusal] = useState<EmailRefusal>(null);
  const [signIn, setSignIn] = useState<SignIn>(null);
  const [formError, setFormError] = useState('');
  const [referenceNo, setReferenceNo] = useState<string | null>(null);
  const thanksRef = useRef<HTMLHeadingElement>(null);

  // Spec 001 §4-§5: a visitor who is not signed in learns 300 ms after typing that the email has
  // an account, and may sign in; a disposable address is refused. Only the latest email counts.
  const email = useWatch({ control, name: 'email_address' });
  const checksEmail = visitor.kind !== 'customer';

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
  useEffect(() => {
    if (!checksEmail) return;
    const address = emailExistsSchema.safeParse({ email });
    if (!address.success) return;
    let current = true;
    const timer = setTimeout(async () => {
      const result = await callApi<{ exists: boolean }>(
        'POST',
        '/api/inquiry/form/email-exist',
        address.data,
        { idempotencyKey: newIdempotencyKey() },
      );
      if (!current) return;
      if (result.ok) {
        if (!result.data.exists) return;
        setEmailRefusal('registered');
        setSignIn({ email: address.data.email, signedIn: false });
      } else if (isDisposableEmailRefusal(result.status, result.details)) {
        setEmailRefusal('disposable');
      }
      // Any other failure says nothing: the server checks the email again on Send Quote.
    }, EMAIL_CHECK_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [email, checksEmail]);

  const finishSignIn = () => {
    setSignIn(null);
    setEmailRefusal(null);
    onSignedIn();
  };
  const finishSignInLater = useEffectEvent(finishSignIn);
  const signedIn = signIn?.signedIn ?? false;
  useEffect(() => {
    if (!signedIn) return;
    const timer = setTimeout(() => finishSignInLater(), SIGNED_IN_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [signedIn]);

  const markSignedIn = () =>
    setSignIn((current) => (current ? { ...current, signedIn: true } : current));

  /** Cancel (or Close, or Escape) before signing in: the registered email is cleared. */
  const dismissSignIn = () => {
    if (signedIn) {
      finishSignIn();
      return;
    }
    // The sign-in dialog must be closed before the email field can take focus again.
    flushSync(() => {
      setSignIn(null);
      setEmailRefusal(null);
    });
    setValue('email_address', '', { shouldDirty: true });
    clearErrors('email_address');
    setFocus('email_address');
  };

  const send = async (values: QuoteFormOutput) => {
    if (sending.current) return;
    sending.current = true;
    setFormError('');
    const result = await callApi<{ reference_no: string }>(
      'POST',
      '/api/quote/create/quote-request',
      quoteRequestBody(values, context),
      { idempotencyKey },
    );
    sending.current = false;
    if (result.ok) {
      flushSync(() => setReferenceNo(result.data.reference_no));
      thanksRef.current?.focus();
      return;
    }
    if (isDisposableEmailRefusal(result.status, result.details)) {
      setEmailRefusal('disposable');
      setFocus('email_address');
      return;
    }
    // A 409 without the field is a repeat still in flight, not a registered email.
    if (result.status === 409 && 'email_address' in result.fields) {
      setEmailRefusal('registered');
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
    emailMessage:
      emailRefusal === null ? errors.email_address?.message : EMAIL_REFUSAL_MESSAGES[emailRefusal],
    emailRefused: emailRefusal !== null,
    /** A new address is checked again, so a refusal holds until the email changes. */
    onEmailChange: () => setEmailRefusal(null),
    formError,
    referenceNo,
    thanksRef,
    signIn,
    markSignedIn,
    dismissSignIn,
  };
}

export type QuoteRequest = ReturnType<typeof useQuoteRequest>;
