import { zodResolver } from '@hookform/resolvers/zod';
import { ACCOUNT_MESSAGES } from '@shop/domain/accounts';
import { guestSchema, loginSchema } from '@shop/shop/accounts/contract';
import { useState, type ComponentProps } from 'react';
import { useForm } from 'react-hook-form';
import { redirect, useNavigate, useRevalidator, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { clearCookie, QUOTE_RETURN_COOKIE, readCookie } from '~/lib/cookies';
import { safeReturnPath } from '~/lib/safe-return';
import { callApi } from '~/lib/shop-api';
import { SHOP_NAME } from '~/ui/brand';
import { useHydrated } from '~/ui/use-hydrated';
import type { Route } from './+types/sign-in';

export function meta() {
  return [
    { title: `Sign in | ${SHOP_NAME}` },
    { name: 'description', content: 'Sign in to your account or continue as a guest.' },
    { name: 'robots', content: 'noindex' },
  ];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const visitor = await context.visitor();
  // Someone already signed in goes straight back.
  if (visitor.customerId !== null) {
    throw redirect(safeReturnPath(new URL(request.url).searchParams.get('return')));
  }
  return null;
}

export default function SignIn() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const hydrated = useHydrated();
  const [status, setStatus] = useState<string | null>(null);

  const done = async () => {
    const fromCookie = readCookie(QUOTE_RETURN_COOKIE);
    clearCookie(QUOTE_RETURN_COOKIE);
    await revalidator.revalidate();
    await navigate(safeReturnPath(fromCookie ?? params.get('return')), { replace: true });
  };

  const login = useForm<z.infer<typeof loginSchema>>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  });
  const guest = useForm<z.infer<typeof guestSchema>>({
    resolver: zodResolver(guestSchema),
    defaultValues: { first_name: '', last_name: '', email: '' },
  });

  const onLogin = login.handleSubmit(async (values) => {
    const result = await callApi('POST', '/api/auth/login', values);
    if (!result.ok) {
      login.setError(result.status === 401 ? 'password' : 'root', { message: result.message });
      return;
    }
    setStatus(ACCOUNT_MESSAGES.loggedIn);
    await done();
  });

  const onGuest = guest.handleSubmit(async (values) => {
    const result = await callApi('POST', '/api/guest', values);
    if (!result.ok) {
      const message = result.fields.email ?? result.message;
      guest.setError(result.fields.email || result.status === 409 ? 'email' : 'root', { message });
      return;
    }
    await done();
  });

  const loginErrors = login.formState.errors;
  const guestErrors = guest.formState.errors;
  return (
    <section className="sign-in" aria-labelledby="sign-in-title">
      <h1 id="sign-in-title">Sign in</h1>
      <p className="sign-in__lead">
        Sign in to see your saved details, or continue as a guest: either way we keep your cart.
      </p>
      <div className="sign-in__panels">
        <form
          className="sign-in__panel"
          noValidate
          onSubmit={onLogin}
          aria-labelledby="login-title"
        >
          <h2 id="login-title">I have an account</h2>
          <TextField
            id="login-email"
            label="Email"
            type="email"
            autoComplete="email"
            error={loginErrors.email?.message}
            {...login.register('email')}
          />
          <TextField
            id="login-password"
            label="Password"
            type="password"
            autoComplete="current-password"
            error={loginErrors.password?.message}
            {...login.register('password')}
          />
          {loginErrors.root ? (
            <p role="alert" className="field__message">
              {loginErrors.root.message}
            </p>
          ) : null}
          {status ? (
            <p role="status" className="sign-in__status">
              {status}
            </p>
          ) : null}
          <button
            type="submit"
            className="button button--primary button--wide"
            disabled={!hydrated || login.formState.isSubmitting}
          >
            Sign in
          </button>
        </form>
        <form
          className="sign-in__panel"
          noValidate
          onSubmit={onGuest}
          aria-labelledby="guest-title"
        >
          <h2 id="guest-title">Continue as a guest</h2>
          <TextField
            id="guest-first"
            label="First Name"
            autoComplete="given-name"
            error={guestErrors.first_name?.message}
            {...guest.register('first_name')}
          />
          <TextField
            id="guest-last"
            label="Last Name"
            autoComplete="family-name"
            error={guestErrors.last_name?.message}
            {...guest.register('last_name')}
          />
          <TextField
            id="guest-email"
            label="Email Address"
            type="email"
            autoComplete="email"
            error={guestErrors.email?.message}
            {...guest.register('email')}
          />
          {guestErrors.root ? (
            <p role="alert" className="field__message">
              {guestErrors.root.message}
            </p>
          ) : null}
          <button
            type="submit"
            className="button button--wide"
            disabled={!hydrated || guest.formState.isSubmitting}
          >
            Continue as a guest
          </button>
        </form>
      </div>
    </section>
  );
}

/** A labelled input with its message below, announced as it changes. */
function TextField({
  id,
  label,
  error,
  ...input
}: { id: string; label: string; error: string | undefined } & ComponentProps<'input'>) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} aria-invalid={!!error} aria-describedby={`${id}-msg`} {...input} />
      <p id={`${id}-msg`} className="field__message" aria-live="polite">
        {error}
      </p>
    </div>
  );
}
