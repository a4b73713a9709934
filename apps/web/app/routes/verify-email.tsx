import { zodResolver } from '@hookform/resolvers/zod';
import { ACCOUNT_CODE, ACCOUNT_MESSAGES } from '@shop/domain/accounts';
import { safeReturnPath } from '@shop/domain/site-path';
import { verifyEmailSchema } from '@shop/shop/accounts/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, redirect, useRevalidator, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { shopClient } from '~/lib/shop-client';
import { SHOP_NAME } from '~/ui/brand';
import { FormAlert, FormStatus } from '~/ui/form-message';
import { TextField } from '~/ui/text-field';
import { useHydrated } from '~/ui/use-hydrated';
import type { Route } from './+types/verify-email';
import './account-pages.css';

export function meta() {
  return [{ title: `Verify your email | ${SHOP_NAME}` }, { name: 'robots', content: 'noindex' }];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const actor = await context.actor();
  if (actor.kind !== 'customer') {
    const here = new URL(request.url);
    throw redirect(`/sign-in?return=${encodeURIComponent(here.pathname + here.search)}`);
  }
  const { profile } = await context.shop.accounts.whoIsHere(actor);
  return {
    email: profile.email,
    verified: !profile.emailUnverified,
    // Without a mail server the code is in the outbox on the shop's machine (ADR 0042).
    outbox: context.shop.mail.outbox !== null,
  };
}

type CodeForm = z.input<typeof verifyEmailSchema>;

/** `/verify-email` (issue 30): the 6-digit code mailed at sign-up, and "resend". */
export default function VerifyEmail({ loaderData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const revalidator = useRevalidator();
  const hydrated = useHydrated();
  const [done, setDone] = useState<string | null>(null);
  const [resent, setResent] = useState<{ ok: boolean; message: string } | null>(null);
  const [resending, setResending] = useState(false);
  const next = safeReturnPath(params.get('return'));
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CodeForm>({
    resolver: zodResolver(verifyEmailSchema),
    defaultValues: { code: '' },
  });

  const submit = handleSubmit(async ({ code }) => {
    setResent(null);
    const result = await shopClient.accounts.verifyEmail(code);
    if (!result.ok) {
      setError(result.fields.code ? 'code' : 'root', {
        message: result.fields.code ?? result.message,
      });
      return;
    }
    setDone(result.data.message);
    await revalidator.revalidate();
  });

  const resend = async () => {
    setResending(true);
    const result = await shopClient.accounts.resendVerification();
    setResending(false);
    setResent(
      result.ok
        ? { ok: true, message: result.data.message }
        : { ok: false, message: result.message },
    );
  };

  if (done || loaderData.verified) {
    return (
      <section className="account-page" aria-labelledby="verified-title">
        <h1 id="verified-title">Email verified</h1>
        <div className="account-page__card">
          <p className="account-page__done" role="status">
            {done ?? ACCOUNT_MESSAGES.alreadyVerified}
          </p>
          <Link className="button button--primary button--wide" to={next}>
            Continue shopping
          </Link>
        </div>
      </section>
    );
  }

  return (
    <section className="account-page" aria-labelledby="verify-title">
      <h1 id="verify-title">Verify your email</h1>
      <p className="account-page__lead">
        We sent a {ACCOUNT_CODE.digits}-digit code to <strong>{loaderData.email}</strong>. It is
        valid for {ACCOUNT_CODE.validMinutes} minutes.
      </p>
      {loaderData.outbox ? (
        <p className="account-page__note">
          This shop runs without a mail server: on the machine it runs on, the message is at{' '}
          <a href="/outbox">/outbox</a>.
        </p>
      ) : null}
      <form className="account-page__card" noValidate onSubmit={submit}>
        <TextField
          label="Verification Code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={20}
          className="account-page__code"
          error={errors.code?.message}
          {...register('code')}
        />
        <FormAlert>
          {errors.root?.message ?? (resent?.ok === false ? resent.message : null)}
        </FormAlert>
        <button
          type="submit"
          className="button button--primary button--wide"
          disabled={!hydrated || isSubmitting}
        >
          Verify
        </button>
        <div className="account-page__aside">
          <span>No code, or too late?</span>{' '}
          <button
            type="button"
            className="link-button"
            onClick={resend}
            disabled={!hydrated || resending}
          >
            Resend email verification
          </button>
        </div>
        <FormStatus>{resent?.ok ? resent.message : null}</FormStatus>
      </form>
    </section>
  );
}
