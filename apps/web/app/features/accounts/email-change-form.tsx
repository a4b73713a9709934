import { zodResolver } from '@hookform/resolvers/zod';
import { changeEmailSchema, confirmEmailSchema } from '@shop/shop/accounts/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { showRefusal } from '~/lib/form-refusal';
import { shopClient } from '~/lib/shop-client';
import { FormAlert, FormStatus } from '~/ui/form-message';
import { TextField } from '~/ui/text-field';
import { useHydrated } from '~/ui/use-hydrated';

/**
 * Change email (issue 30): the new address, then the code mailed to it; nothing changes until
 * the code comes back, and the old address is told.
 */
export function EmailChangeForm({ onChanged }: { onChanged(): Promise<void> }) {
  const hydrated = useHydrated();
  const [sent, setSent] = useState('');
  const [done, setDone] = useState('');
  const ask = useForm<z.input<typeof changeEmailSchema>>({
    resolver: zodResolver(changeEmailSchema),
    defaultValues: { email: '', password: '' },
  });
  const confirm = useForm<
    z.input<typeof confirmEmailSchema>,
    unknown,
    z.output<typeof confirmEmailSchema>
  >({
    resolver: zodResolver(confirmEmailSchema),
    defaultValues: { code: '' },
  });

  const onAsk = ask.handleSubmit(async (change) => {
    setDone('');
    const result = await shopClient.accounts.requestEmailChange(change);
    if (!result.ok) {
      showRefusal(result, ['email', 'password'], ask.setError);
      return;
    }
    setSent(result.data.message);
  });

  const onConfirm = confirm.handleSubmit(async ({ code }) => {
    const result = await shopClient.accounts.confirmEmailChange(code);
    if (!result.ok) {
      confirm.setError(result.fields.code ? 'code' : 'root', {
        message: result.fields.code ?? result.message,
      });
      return;
    }
    setSent('');
    ask.reset();
    confirm.reset();
    setDone(result.data.message);
    await onChanged();
  });

  if (sent) {
    return (
      <form className="account-form" noValidate onSubmit={onConfirm} aria-label="Confirm new email">
        <FormStatus>{sent}</FormStatus>
        <TextField
          label="Code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={20}
          error={confirm.formState.errors.code?.message}
          {...confirm.register('code')}
        />
        <FormAlert>{confirm.formState.errors.root?.message}</FormAlert>
        <button
          type="submit"
          className="button"
          disabled={!hydrated || confirm.formState.isSubmitting}
        >
          Confirm new email
        </button>
      </form>
    );
  }
  return (
    <form className="account-form" noValidate onSubmit={onAsk} aria-label="Change email">
      <TextField
        label="New Email Address"
        type="email"
        autoComplete="email"
        error={ask.formState.errors.email?.message}
        {...ask.register('email')}
      />
      <TextField
        label="Your password"
        type="password"
        autoComplete="current-password"
        error={ask.formState.errors.password?.message}
        {...ask.register('password')}
      />
      <FormAlert>{ask.formState.errors.root?.message}</FormAlert>
      <FormStatus>{done}</FormStatus>
      <button type="submit" className="button" disabled={!hydrated || ask.formState.isSubmitting}>
        Send a code to it
      </button>
    </form>
  );
}
