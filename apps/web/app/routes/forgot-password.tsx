import { zodResolver } from '@hookform/resolvers/zod';
import {
  passwordResetRequestSchema,
  passwordResetSchema,
  type PasswordReset,
} from '@shop/shop/accounts/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useRevalidator, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { showRefusal } from '~/lib/form-refusal';
import { shopClient } from '~/lib/shop-client';
import { SHOP_NAME } from '~/ui/brand';
import { FormAlert, FormStatus } from '~/ui/form-message';
import { TextField } from '~/ui/text-field';
import { useHydrated } from '~/ui/use-hydrated';
import type { Route } from './+types/forgot-password';
import './account-pages.css';

export function meta() {
  return [{ title: `Reset your password | ${SHOP_NAME}` }, { name: 'robots', content: 'noindex' }];
}

export async function loader({ context }: Route.LoaderArgs) {
  // Without a mail server the code is in the outbox on the shop's machine (ADR 0042).
  return { outbox: context.shop.mail.outbox !== null };
}

const RESET_FIELDS = ['email', 'code', 'password', 'confirm_password'] as const;

/**
 * `/forgot-password` (issue 30): the address, then the mailed code with a new password. The first
 * step answers the same whether or not the address has an account.
 */
export default function ForgotPassword({ loaderData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const revalidator = useRevalidator();
  const hydrated = useHydrated();
  const [sent, setSent] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const ask = useForm<z.input<typeof passwordResetRequestSchema>>({
    resolver: zodResolver(passwordResetRequestSchema),
    defaultValues: { email: params.get('email') ?? '' },
  });
  const reset = useForm<z.input<typeof passwordResetSchema>, unknown, PasswordReset>({
    resolver: zodResolver(passwordResetSchema),
    defaultValues: { email: '', code: '', password: '', confirm_password: '' },
  });

  const onAsk = ask.handleSubmit(async ({ email }) => {
    const result = await shopClient.accounts.requestPasswordReset(email);
    if (!result.ok) {
      ask.setError(result.fields.email ? 'email' : 'root', {
        message: result.fields.email ?? result.message,
      });
      return;
    }
    reset.setValue('email', email);
    setSent(result.data.message);
  });

  const onReset = reset.handleSubmit(async (values) => {
    const result = await shopClient.accounts.resetPassword(values);
    if (!result.ok) {
      showRefusal(result, RESET_FIELDS, reset.setError);
      return;
    }
    setDone(result.data.message);
    await revalidator.revalidate();
  });

  if (done) {
    return (
      <section className="account-page" aria-labelledby="reset-title">
        <h1 id="reset-title">Password changed</h1>
        <div className="account-page__card">
          <p className="account-page__done" role="status">
            {done}
          </p>
          <Link className="button button--primary button--wide" to="/account">
            Go to my account
          </Link>
        </div>
      </section>
    );
  }

  return (
    <section className="account-page" aria-labelledby="reset-title">
      <h1 id="reset-title">Reset your password</h1>
      {sent === null ? (
        <>
          <p className="account-page__lead">
            Enter the email address of your account: we will email you a code to choose a new
            password.
          </p>
          <form className="account-page__card" noValidate onSubmit={onAsk}>
            <TextField
              label="Email Address"
              type="email"
              autoComplete="email"
              error={ask.formState.errors.email?.message}
              {...ask.register('email')}
            />
            <FormAlert>{ask.formState.errors.root?.message}</FormAlert>
            <button
              type="submit"
              className="button button--primary button--wide"
              disabled={!hydrated || ask.formState.isSubmitting}
            >
              Email me a code
            </button>
            <p className="account-page__aside">
              Remembered it? <Link to="/sign-in">Sign in</Link>
            </p>
          </form>
        </>
      ) : (
        <>
          <FormStatus>{sent}</FormStatus>
          {loaderData.outbox ? (
            <p className="account-page__note">
              This shop runs without a mail server: on the machine it runs on, the message is at{' '}
              <a href="/outbox">/outbox</a>.
            </p>
          ) : null}
          <form className="account-page__card" noValidate onSubmit={onReset}>
            <TextField
              label="Code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={20}
              className="account-page__code"
              error={reset.formState.errors.code?.message}
              {...reset.register('code')}
            />
            <TextField
              label="New Password"
              type="password"
              autoComplete="new-password"
              hint="6 or more characters."
              error={reset.formState.errors.password?.message}
              {...reset.register('password')}
            />
            <TextField
              label="Confirm Password"
              type="password"
              autoComplete="new-password"
              error={reset.formState.errors.confirm_password?.message}
              {...reset.register('confirm_password')}
            />
            <FormAlert>
              {reset.formState.errors.root?.message ?? reset.formState.errors.email?.message}
            </FormAlert>
            <button
              type="submit"
              className="button button--primary button--wide"
              disabled={!hydrated || reset.formState.isSubmitting}
            >
              Set new password
            </button>
            <p className="account-page__aside">
              No code?{' '}
              <button type="button" className="link-button" onClick={() => setSent(null)}>
                Send it again
              </button>
            </p>
          </form>
        </>
      )}
    </section>
  );
}
