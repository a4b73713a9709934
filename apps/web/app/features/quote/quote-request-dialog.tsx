import { zodResolver } from '@hookform/resolvers/zod';
import { ACCOUNT_MESSAGES, QUOTE_FORM_MESSAGES } from '@shop/domain/accounts';
import { emailExistsSchema, loginSchema } from '@shop/shop/accounts/contract';
import {
  useEffect,
  useEffectEvent,
  useId,
  useMemo,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { flushSync } from 'react-dom';
import { useForm, useWatch } from 'react-hook-form';
import { callApi, newIdempotencyKey } from '~/lib/shop-api';
import {
  formFieldErrors,
  isDisposableEmailRefusal,
  QUANTITY_MAX_DIGITS,
  quantityDigits,
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

export interface QuoteRequestDialogProps {
  open: boolean;
  onClose(): void;
  productName: string;
  /** The configuration's lines, shown as the "description summary". */
  summary: string[];
  /** The pricing query string, sent as `configuration`. */
  configuration: string;
  featuredItemId: number;
  quoteType: 'Special Size' | 'Special Quantity' | 'Special Processing';
  /** null: the dialog asks for the quantity. */
  quantity: number | null;
  visitor: QuoteVisitor;
  utm: Partial<
    Record<'utm_source' | 'utm_medium' | 'utm_campaign' | 'utm_term' | 'utm_content', string>
  >;
  /** Called after a sign-in in the "Email Already Registered!" dialog; the parent revalidates. */
  onSignedIn(): void;
}

/** How long the email must stay unchanged before the shop is asked whether it is registered. */
const EMAIL_CHECK_DELAY_MS = 300;
/** How long "Logged in Successfully" shows before the sign-in dialog closes. */
const SIGNED_IN_MESSAGE_MS = 2000;

interface ModalDialogProps {
  open: boolean;
  /** The dialog was closed by the visitor (Escape); the parent must set `open` to false. */
  onClose(): void;
  titleId: string;
  className: string;
  /** What gets focus when the dialog opens; without it, its first focusable element. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  children: ReactNode;
}

/**
 * A native modal <dialog>: showModal() gives the focus trap, the inert page and Escape. It stays
 * mounted (its contents do not), so each opening starts with fresh contents.
 */
export function ModalDialog({
  open,
  onClose,
  titleId,
  className,
  initialFocusRef,
  children,
}: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      initialFocusRef?.current?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open, initialFocusRef]);
  return (
    <dialog
      ref={ref}
      className={className}
      aria-labelledby={titleId}
      onClose={(event) => {
        // React passes a nested dialog's close up the tree; only this dialog's own counts, and
        // only when the parent still thinks it is open (not when the effect above closed it).
        if (event.target === event.currentTarget && open) onClose();
      }}
    >
      {open ? children : null}
    </dialog>
  );
}

/** Enter in a text field does not send the form: only the submit button does. */
function preventImplicitSubmit(event: KeyboardEvent<HTMLFormElement>) {
  if (event.key === 'Enter' && event.target instanceof HTMLInputElement) event.preventDefault();
}

function DialogHeader({
  titleId,
  title,
  onClose,
}: {
  titleId: string;
  title: string;
  onClose(): void;
}) {
  return (
    <div className="quote-dialog__header">
      <h2 className="quote-dialog__title" id={titleId}>
        {title}
      </h2>
      <button type="button" className="quote-dialog__close" aria-label="Close" onClick={onClose}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}

function FieldMessage({ id, message }: { id: string; message: string | undefined }) {
  return (
    <p className="field__message" id={id} aria-live="polite">
      {message}
    </p>
  );
}

/**
 * The quote request dialog (spec 001 §2 "Quote modal", §4, §5): the visitor's name, email, the
 * quantity when the page does not know it, and a comment; sends one quote request per opening.
 */
export function QuoteRequestDialog(props: QuoteRequestDialogProps) {
  const titleId = useId();
  return (
    <ModalDialog
      open={props.open}
      onClose={props.onClose}
      titleId={titleId}
      className="modal quote-dialog"
    >
      <QuoteRequestContent {...props} titleId={titleId} />
    </ModalDialog>
  );
}

/** Why the shop will not take this email: it belongs to an account, or it is disposable. */
type EmailRefusal = 'registered' | 'disposable' | null;

const EMAIL_REFUSAL_MESSAGES = {
  registered: QUOTE_FORM_MESSAGES.emailRegistered,
  disposable: QUOTE_FORM_MESSAGES.emailDisposable,
} as const;

/** The sign-in dialog: the registered email it was opened for, and whether sign-in succeeded. */
type SignIn = { email: string; signedIn: boolean } | null;

function QuoteRequestContent({
  titleId,
  onClose,
  productName,
  summary,
  configuration,
  featuredItemId,
  quoteType,
  quantity,
  visitor,
  utm,
  onSignedIn,
}: QuoteRequestDialogProps & { titleId: string }) {
  const id = useId();
  const askQuantity = quantity === null;
  const schema = useMemo(() => quoteFormSchema(askQuantity), [askQuantity]);
  const {
    register,
    handleSubmit,
    control,
    setError,
    setValue,
    setFocus,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<QuoteFormValues, unknown, QuoteFormOutput>({
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
  // One key per opening (this component mounts with each opening): a double click, or a retry
  // after a lost answer, creates one quote request.
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
    const context: QuoteRequestContext = {
      quantity,
      quoteType,
      featuredItemId,
      configuration,
      utm,
    };
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

  const fieldIds = {
    firstname: `${id}-firstname`,
    lastname: `${id}-lastname`,
    email: `${id}-email`,
    quantity: `${id}-quantity`,
    comment: `${id}-comment`,
  };
  const emailMessage =
    emailRefusal === null ? errors.email_address?.message : EMAIL_REFUSAL_MESSAGES[emailRefusal];
  const quantityField = register('quantity');

  return (
    <>
      <DialogHeader titleId={titleId} title="QUOTE" onClose={onClose} />
      <div className="quote-dialog__body">
        {referenceNo !== null ? (
          <div className="quote-dialog__thanks">
            <h3 className="quote-dialog__thanks-title" tabIndex={-1} ref={thanksRef}>
              {QUOTE_FORM_MESSAGES.sent}
            </h3>
            <p>{QUOTE_FORM_MESSAGES.respondShortly}</p>
            <p className="quote-dialog__reference">Reference: {referenceNo}</p>
            <button type="button" className="button button--primary" onClick={onClose}>
              Close
            </button>
          </div>
        ) : (
          <>
            <section className="quote-dialog__product" aria-labelledby={`${id}-product`}>
              <h3 className="quote-dialog__product-name" id={`${id}-product`}>
                {productName}
              </h3>
              {summary.length > 0 ? (
                <ul className="quote-dialog__summary">
                  {summary.map((line, index) => (
                    <li key={`${index}-${line}`}>{line}</li>
                  ))}
                </ul>
              ) : null}
            </section>
            <form
              className="quote-dialog__form"
              noValidate
              onSubmit={onSubmit}
              onKeyDown={preventImplicitSubmit}
            >
              <div className="quote-dialog__names">
                <div className="field">
                  <label htmlFor={fieldIds.firstname}>First Name</label>
                  <input
                    id={fieldIds.firstname}
                    type="text"
                    autoComplete="given-name"
                    aria-required="true"
                    aria-invalid={errors.firstname ? true : undefined}
                    aria-describedby={`${fieldIds.firstname}-message`}
                    {...register('firstname')}
                  />
                  <FieldMessage
                    id={`${fieldIds.firstname}-message`}
                    message={errors.firstname?.message}
                  />
                </div>
                <div className="field">
                  <label htmlFor={fieldIds.lastname}>Last Name</label>
                  <input
                    id={fieldIds.lastname}
                    type="text"
                    autoComplete="family-name"
                    aria-required="true"
                    aria-invalid={errors.lastname ? true : undefined}
                    aria-describedby={`${fieldIds.lastname}-message`}
                    {...register('lastname')}
                  />
                  <FieldMessage
                    id={`${fieldIds.lastname}-message`}
                    message={errors.lastname?.message}
                  />
                </div>
              </div>
              <div className="field">
                <label htmlFor={fieldIds.email}>Email</label>
                <input
                  id={fieldIds.email}
                  type="email"
                  autoComplete="email"
                  aria-required="true"
                  readOnly={visitor.kind === 'customer'}
                  aria-invalid={emailMessage ? true : undefined}
                  aria-describedby={`${fieldIds.email}-message`}
                  {...register('email_address', {
                    // A new address is checked again, so a refusal holds until the email changes.
                    onChange: () => setEmailRefusal(null),
                  })}
                />
                <FieldMessage id={`${fieldIds.email}-message`} message={emailMessage} />
              </div>
              {askQuantity ? (
                <div className="field">
                  <label htmlFor={fieldIds.quantity}>Quantity</label>
                  <input
                    id={fieldIds.quantity}
                    type="text"
                    inputMode="numeric"
                    autoComplete="off"
                    maxLength={QUANTITY_MAX_DIGITS}
                    aria-required="true"
                    aria-invalid={errors.quantity ? true : undefined}
                    aria-describedby={`${fieldIds.quantity}-message`}
                    {...quantityField}
                    onChange={(event) => {
                      // Non-digits never reach the field, typed or pasted.
                      const digits = quantityDigits(event.target.value);
                      if (digits !== event.target.value) event.target.value = digits;
                      void quantityField.onChange(event);
                    }}
                  />
                  <FieldMessage
                    id={`${fieldIds.quantity}-message`}
                    message={errors.quantity?.message}
                  />
                </div>
              ) : null}
              <div className="field">
                <label htmlFor={fieldIds.comment}>Comment (optional)</label>
                <textarea
                  id={fieldIds.comment}
                  rows={4}
                  maxLength={4000}
                  aria-invalid={errors.comment ? true : undefined}
                  aria-describedby={`${fieldIds.comment}-message`}
                  {...register('comment')}
                />
                <FieldMessage
                  id={`${fieldIds.comment}-message`}
                  message={errors.comment?.message}
                />
              </div>
              <p className="quote-dialog__alert" role="alert">
                {formError}
              </p>
              <button
                type="submit"
                className="button button--primary button--wide"
                disabled={isSubmitting || emailRefusal !== null}
                aria-busy={isSubmitting || undefined}
              >
                Send Quote
              </button>
            </form>
          </>
        )}
      </div>
      <SignInDialog
        signIn={signIn}
        onSignedIn={() =>
          setSignIn((current) => (current ? { ...current, signedIn: true } : current))
        }
        onDismiss={dismissSignIn}
      />
    </>
  );
}

interface SignInDialogProps {
  signIn: SignIn;
  onSignedIn(): void;
  /** Close, Cancel or Escape. */
  onDismiss(): void;
}

/** "Email Already Registered!": the visitor may sign in with the email typed in the quote form. */
function SignInDialog({ signIn, onSignedIn, onDismiss }: SignInDialogProps) {
  const titleId = useId();
  const passwordRef = useRef<HTMLInputElement>(null);
  return (
    <ModalDialog
      open={signIn !== null}
      onClose={onDismiss}
      titleId={titleId}
      className="modal quote-dialog quote-dialog--narrow"
      initialFocusRef={passwordRef}
    >
      {signIn ? (
        <SignInForm
          titleId={titleId}
          email={signIn.email}
          signedIn={signIn.signedIn}
          passwordRef={passwordRef}
          onSignedIn={onSignedIn}
          onDismiss={onDismiss}
        />
      ) : null}
    </ModalDialog>
  );
}

function SignInForm({
  titleId,
  email,
  signedIn,
  passwordRef,
  onSignedIn,
  onDismiss,
}: {
  titleId: string;
  email: string;
  signedIn: boolean;
  passwordRef: RefObject<HTMLInputElement | null>;
  onSignedIn(): void;
  onDismiss(): void;
}) {
  const id = useId();
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState('');
  const [formError, setFormError] = useState('');
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending || signedIn) return;
    setFormError('');
    // The domain's rule and message: "Please Enter password.".
    const checked = loginSchema.shape.password.safeParse(password);
    if (!checked.success) {
      setPasswordError(checked.error.issues[0]?.message ?? ACCOUNT_MESSAGES.passwordRequired);
      passwordRef.current?.focus();
      return;
    }
    setPasswordError('');
    setPending(true);
    const result = await callApi<{ status: 'SUCCESS'; message: string }>(
      'POST',
      '/api/auth/login',
      { email, password: checked.data },
      { idempotencyKey: newIdempotencyKey() },
    );
    setPending(false);
    if (result.ok) {
      onSignedIn();
    } else if (result.status === 401) {
      setPasswordError(ACCOUNT_MESSAGES.incorrectPassword);
      passwordRef.current?.focus();
    } else if (result.status === 400 && result.fields.password) {
      setPasswordError(result.fields.password);
      passwordRef.current?.focus();
    } else {
      // 429 (too many attempts) and anything else: the API's own message.
      setFormError(result.message);
    }
  };

  const passwordId = `${id}-password`;
  return (
    <>
      <DialogHeader titleId={titleId} title="Email Already Registered!" onClose={onDismiss} />
      <div className="quote-dialog__body">
        <p>
          <strong className="quote-dialog__email">{email}</strong> belongs to an account. Sign in to
          send your quote request.
        </p>
        <form
          className="quote-dialog__form"
          noValidate
          onSubmit={(event) => void submit(event)}
          onKeyDown={preventImplicitSubmit}
        >
          <div className="field">
            <label htmlFor={passwordId}>Password</label>
            <input
              id={passwordId}
              ref={passwordRef}
              type="password"
              name="password"
              autoComplete="current-password"
              aria-required="true"
              aria-invalid={passwordError ? true : undefined}
              aria-describedby={`${passwordId}-message`}
              value={password}
              readOnly={signedIn}
              onChange={(event) => {
                setPassword(event.target.value);
                setPasswordError('');
              }}
            />
            <FieldMessage id={`${passwordId}-message`} message={passwordError} />
          </div>
          <p className="quote-dialog__alert" role="alert">
            {formError}
          </p>
          <p className="quote-dialog__status" role="status">
            {signedIn ? ACCOUNT_MESSAGES.loggedIn : ''}
          </p>
          <div className="quote-dialog__actions">
            <button
              type="submit"
              className="button button--primary"
              disabled={pending || signedIn}
              aria-busy={pending || undefined}
            >
              Sign In
            </button>
            <button type="button" className="button" onClick={onDismiss}>
              Cancel
            </button>
          </div>
        </form>
      </div>
    </>
  );
}
