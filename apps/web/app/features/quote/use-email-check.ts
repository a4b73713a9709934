import { QUOTE_FORM_MESSAGES } from '@shop/domain/accounts';
import { emailExistsSchema } from '@shop/shop/accounts/contract';
import { useEffect, useEffectEvent, useState } from 'react';
import { flushSync } from 'react-dom';
import { newIdempotencyKey } from '~/lib/shop-api';
import { shopClient } from '~/lib/shop-client';
import { isDisposableEmailRefusal } from './quote-form';

/** How long the email must stay unchanged before the shop is asked whether it is registered. */
const EMAIL_CHECK_DELAY_MS = 300;
/** How long "Logged in Successfully" shows before the sign-in dialog closes. */
const SIGNED_IN_MESSAGE_MS = 2000;

/** Why the shop will not take this email: it belongs to an account, or it is disposable. */
export type EmailRefusal = 'registered' | 'disposable' | null;

const EMAIL_REFUSAL_MESSAGES = {
  registered: QUOTE_FORM_MESSAGES.emailRegistered,
  disposable: QUOTE_FORM_MESSAGES.emailDisposable,
} as const;

/** The sign-in dialog: the registered email it was opened for, and whether sign-in succeeded. */
export type SignIn = { email: string; signedIn: boolean } | null;

export interface EmailCheckOptions {
  /** The email as typed now. */
  email: string;
  /** Only a visitor who is not signed in is asked (spec 001 §5). */
  checks: boolean;
  /** Called after a sign-in in the "Email Already Registered!" dialog; the parent revalidates. */
  onSignedIn(): void;
  /** Cancel before signing in: the form empties the email field and focuses it. */
  clearEmail(): void;
}

/**
 * The email rules both quote forms share (spec 001 §4-§5): 300 ms after typing, a visitor who is
 * not signed in learns that the email has an account (and may sign in in the "Email Already
 * Registered!" dialog) or that it is disposable. Only the latest email counts; a refusal holds
 * until the email changes (`clear`).
 */
export function useEmailCheck({ email, checks, onSignedIn, clearEmail }: EmailCheckOptions) {
  const [refusal, setRefusal] = useState<EmailRefusal>(null);
  const [signIn, setSignIn] = useState<SignIn>(null);

  useEffect(() => {
    if (!checks) return;
    const address = emailExistsSchema.safeParse({ email });
    if (!address.success) return;
    let current = true;
    const timer = setTimeout(async () => {
      const result = await shopClient.accounts.emailExists(address.data, {
        idempotencyKey: newIdempotencyKey(),
      });
      if (!current) return;
      if (result.ok) {
        if (!result.data.exists) return;
        setRefusal('registered');
        setSignIn({ email: address.data.email, signedIn: false });
      } else if (isDisposableEmailRefusal(result.status, result.details)) {
        setRefusal('disposable');
      }
      // Any other failure says nothing: the server checks the email again on Send Quote.
    }, EMAIL_CHECK_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [email, checks]);

  const finishSignIn = () => {
    setSignIn(null);
    setRefusal(null);
    onSignedIn();
  };
  const finishSignInLater = useEffectEvent(finishSignIn);
  const signedIn = signIn?.signedIn ?? false;
  useEffect(() => {
    if (!signedIn) return;
    const timer = setTimeout(() => finishSignInLater(), SIGNED_IN_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [signedIn]);

  return {
    refusal,
    /** The shop's refusal as the email field shows it, or null. */
    message: refusal === null ? null : EMAIL_REFUSAL_MESSAGES[refusal],
    /**
     * The server refused the email on sending. A registered one opens "Email Already
     * Registered!" too, as the live check does (spec 001 §4).
     */
    refuse: (why: Exclude<EmailRefusal, null>, email: string) => {
      setRefusal(why);
      if (why === 'registered') setSignIn({ email, signedIn: false });
    },
    /** A new address is checked again. */
    clear: () => setRefusal(null),
    signIn,
    markSignedIn: () =>
      setSignIn((current) => (current ? { ...current, signedIn: true } : current)),
    /** Cancel (or Close, or Escape) before signing in: the registered email is cleared. */
    dismissSignIn: () => {
      if (signedIn) {
        finishSignIn();
        return;
      }
      // The sign-in dialog must be closed before the email field can take focus again.
      flushSync(() => {
        setSignIn(null);
        setRefusal(null);
      });
      clearEmail();
    },
  };
}

export type EmailCheck = ReturnType<typeof useEmailCheck>;
