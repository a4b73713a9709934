import { zodResolver } from '@hookform/resolvers/zod';
import { passwordChangeSchema, type PasswordChange } from '@shop/shop/accounts/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { showRefusal } from '~/lib/form-refusal';
import { shopClient } from '~/lib/shop-client';
import { FormAlert, FormStatus } from '~/ui/form-message';
import { TextField } from '~/ui/text-field';
import { useHydrated } from '~/ui/use-hydrated';

const FIELDS = ['old_password', 'password', 'confirm_password'] as const;

/** Change password (issue 30): the old one, then the new one twice. */
export function PasswordForm() {
  const hydrated = useHydrated();
  const [done, setDone] = useState('');
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<PasswordChange>({
    resolver: zodResolver(passwordChangeSchema),
    defaultValues: { old_password: '', password: '', confirm_password: '' },
  });

  const submit = handleSubmit(async (values) => {
    setDone('');
    const result = await shopClient.accounts.changePassword(values);
    if (!result.ok) {
      showRefusal(result, FIELDS, setError);
      return;
    }
    reset();
    setDone(result.data.message);
  });

  return (
    <form className="account-form" noValidate onSubmit={submit} aria-label="Change password">
      <TextField
        label="Old Password"
        type="password"
        autoComplete="current-password"
        error={errors.old_password?.message}
        {...register('old_password')}
      />
      <TextField
        label="New Password"
        type="password"
        autoComplete="new-password"
        hint="6 or more characters."
        error={errors.password?.message}
        {...register('password')}
      />
      <TextField
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        error={errors.confirm_password?.message}
        {...register('confirm_password')}
      />
      <FormAlert>{errors.root?.message}</FormAlert>
      <FormStatus>{done}</FormStatus>
      <button type="submit" className="button" disabled={!hydrated || isSubmitting}>
        Change password
      </button>
    </form>
  );
}
