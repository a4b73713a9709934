import { zodResolver } from '@hookform/resolvers/zod';
import { isQuoteReturn } from '@shop/domain/quote-return';
import { safeReturnPath } from '@shop/domain/site-path';
import { NAME_MAX_LENGTH } from '@shop/domain/accounts';
import { guestSchema } from '@shop/shop/accounts/contract';
import { useForm } from 'react-hook-form';
import { Link, redirect, useNavigate, useRevalidator, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { clearCookie, QUOTE_RETURN_COOKIE, readCookie } from '~/lib/cookies';
import { shopClient } from '~/lib/shop-client';
import { SignInForm } from '~/features/accounts/sign-in-form';
import { SHOP_NAME } from '~/ui/brand';
import { FormAlert } from '~/ui/form-message';
import { TextField } from '~/ui/text-field';
import { useHydrated } from '~/ui/use-hydrated';
import type { Route } from './+types/sign-in';
import './sign-in.css';

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

  const done = async () => {
    const fromCookie = readCookie(QUOTE_RETURN_COOKIE);
    clearCookie(QUOTE_RETURN_COOKIE);
    await revalidator.revalidate();
    await navigate(safeReturnPath(fromCookie ?? params.get('return')), { replace: true });
  };

  const guest = useForm<z.infer<typeof guestSchema>>({
    resolver: zodResolver(guestSchema),
    defaultValues: { first_name: '', last_name: '', email: '' },
  });

  const onGuest = guest.handleSubmit(async (values) => {
    const result = await shopClient.accounts.continueAsGuest(values);
    if (!result.ok) {
      // A refused name is said under its field, in the rule's words (issue 27 item 3).
      const names = (['first_name', 'last_name'] as const).filter((field) => result.fields[field]);
      for (const field of names) guest.setError(field, { message: result.fields[field] });
      if (names.length > 0 && !result.fields.email) return;
      const message = result.fields.email ?? result.message;
      guest.setError(result.fields.email || result.status === 409 ? 'email' : 'root', { message });
      return;
    }
    await done();
  });

  const guestErrors = guest.formState.errors;
  return (
    <section className="sign-in" aria-labelledby="sign-in-title">
      <h1 id="sign-in-title">Sign in</h1>
      {/* Sent here by a quote request (ADR 0021): say why, so the detour reads as a step of it
          (issue 27 item 15). */}
      {isQuoteReturn(params.get('return')) ? (
        <p className="sign-in__lead sign-in__reason">
          Sign in or continue as a guest to send your quote request.
        </p>
      ) : (
        <p className="sign-in__lead">
          Sign in to see your saved details, or continue as a guest: either way we keep your cart.
        </p>
      )}
      <div className="sign-in__panels">
        <div className="sign-in__panel sign-in__account">
          <SignInForm className="sign-in__form" title="I have an account" onSignedIn={done} />
          <p className="sign-in__new">
            New here?{' '}
            <Link
              to={`/sign-up${params.get('return') ? `?return=${encodeURIComponent(params.get('return') ?? '')}` : ''}`}
            >
              Create an account
            </Link>
          </p>
        </div>
        <form
          className="sign-in__panel"
          noValidate
          onSubmit={onGuest}
          aria-labelledby="guest-title"
        >
          <h2 id="guest-title">Continue as a guest</h2>
          <TextField
            label="First Name"
            autoComplete="given-name"
            maxLength={NAME_MAX_LENGTH}
            error={guestErrors.first_name?.message}
            {...guest.register('first_name')}
          />
          <TextField
            label="Last Name"
            autoComplete="family-name"
            maxLength={NAME_MAX_LENGTH}
            error={guestErrors.last_name?.message}
            {...guest.register('last_name')}
          />
          <TextField
            label="Email Address"
            type="email"
            autoComplete="email"
            error={guestErrors.email?.message}
            {...guest.register('email')}
          />
          <FormAlert>{guestErrors.root?.message}</FormAlert>
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
