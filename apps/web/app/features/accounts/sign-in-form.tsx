import { zodResolver } from '@hookform/resolvers/zod';
import { ACCOUNT_MESSAGES } from '@shop/domain/accounts';
import { loginSchema } from '@shop/shop/accounts/contract';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { newIdempotencyKey } from '~/lib/shop-api';
import { shopClient } from '~/lib/shop-client';
import { FormAlert, FormStatus } from '~/ui/form-message';
import { TextField } from '~/ui/text-field';
import { useHydrated } from '~/ui/use-hydrated';
import './sign-in-form.css';

type LoginValues = z.infer<typeof loginSchema>;

export interface SignInFormProps {
  /** The address to sign in with when the page already knows it (the quote form's): only the
   *  password is asked for. */
  email?: string;
  /** The shop accepted the password. The form stays locked, saying "Logged in Successfully". */
  onSignedIn(): void | Promise<void>;
  /** A heading inside the form that names it (the sign-in page's panel). */
  title?: string;
  /** The form's layout in its page or dialog. */
  className?: string;
  submitLabel?: string;
  /** A Cancel button beside the submit button (in a dialog); without it, the button is wide. */
  onCancel?(): void;
  /** Focus the first field asked for when the form mounts (a dialog opening on the form). */
  autoFocus?: boolean;
}

/**
 * The one sign-in form (spec 001 §5 "Guest sign-in", §8 messages): email and password, or only
 * the password for a known email, checked with the domain's login schema and sent to
 * POST /api/auth/login. The sign-in page and the quote form's "Email Already Registered!" dialog
 * both use it.
 */
export function SignInForm({
  email,
  onSignedIn,
  title,
  className,
  submitLabel = 'Sign in',
  onCancel,
  autoFocus = false,
}: SignInFormProps) {
  const titleId = useId();
  const hydrated = useHydrated();
  const [signedIn, setSignedIn] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: email ?? '', password: '' },
  });

  const firstField = email === undefined ? 'email' : 'password';
  useEffect(() => {
    if (autoFocus) setFocus(firstField);
  }, [autoFocus, firstField, setFocus]);

  const submit = handleSubmit(async (values) => {
    if (signedIn) return;
    const result = await shopClient.accounts.signIn(values, {
      idempotencyKey: newIdempotencyKey(),
    });
    if (result.ok) {
      setSignedIn(true);
      await onSignedIn();
      return;
    }
    // 401 and 400 name the field at fault, shown under it when it is on the form; anything else
    // (429: too many attempts) is the API's own message above the button.
    const onForm: readonly (keyof LoginValues)[] =
      email === undefined ? ['email', 'password'] : ['password'];
    const field =
      result.status === 400 || result.status === 401
        ? onForm.find((name) => result.fields[name])
        : undefined;
    if (field) {
      setError(field, { message: result.fields[field] ?? result.message }, { shouldFocus: true });
    } else {
      setError('root', { message: result.message });
    }
  });

  const submitButton = (
    <button
      type="submit"
      className={onCancel ? 'button button--primary' : 'button button--primary button--wide'}
      disabled={!hydrated || isSubmitting || signedIn}
      aria-busy={isSubmitting || undefined}
    >
      {submitLabel}
    </button>
  );
  return (
    <form
      className={className ? `sign-in-form ${className}` : 'sign-in-form'}
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby={title ? titleId : undefined}
    >
      {title ? <h2 id={titleId}>{title}</h2> : null}
      {email === undefined ? (
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          aria-required="true"
          error={errors.email?.message}
          {...register('email')}
        />
      ) : null}
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        aria-required="true"
        readOnly={signedIn}
        error={errors.password?.message}
        {...register('password')}
      />
      <p className="sign-in-form__forgot">
        <Link
          to={email ? `/forgot-password?email=${encodeURIComponent(email)}` : '/forgot-password'}
        >
          Forgot your password?
        </Link>
      </p>
      <FormAlert>{errors.root?.message}</FormAlert>
      <FormStatus>{signedIn ? ACCOUNT_MESSAGES.loggedIn : ''}</FormStatus>
      {onCancel ? (
        <div className="sign-in-form__actions">
          {submitButton}
          <button type="button" className="button" onClick={onCancel}>
            Cancel
          </button>
        </div>
      ) : (
        submitButton
      )}
    </form>
  );
}
