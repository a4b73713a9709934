import { zodResolver } from '@hookform/resolvers/zod';
import { deleteAccountSchema } from '@shop/shop/accounts/contract';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { shopClient } from '~/lib/shop-client';
import { FormAlert } from '~/ui/form-message';
import { TextField } from '~/ui/text-field';
import { useHydrated } from '~/ui/use-hydrated';

/** "Delete my account" (issue 30): the password, then the account is gone. */
export function DeleteAccountForm({ onDeleted }: { onDeleted(): Promise<void> }) {
  const hydrated = useHydrated();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<z.infer<typeof deleteAccountSchema>>({
    resolver: zodResolver(deleteAccountSchema),
    defaultValues: { password: '' },
  });

  const submit = handleSubmit(async ({ password }) => {
    const result = await shopClient.accounts.deleteAccount(password);
    if (!result.ok) {
      setError(result.fields.password ? 'password' : 'root', {
        message: result.fields.password ?? result.message,
      });
      return;
    }
    await onDeleted();
  });

  return (
    <form className="account-form" noValidate onSubmit={submit} aria-label="Delete my account">
      <p>
        Your account, addresses and cart are deleted. Orders, quotations and quote requests stay in
        our records without your name, email or address (a paid order keeps its billing name and
        address). An order still in progress must be delivered or cancelled first. This cannot be
        undone.
      </p>
      <TextField
        label="Your password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <FormAlert>{errors.root?.message}</FormAlert>
      <button type="submit" className="button" disabled={!hydrated || isSubmitting}>
        Delete my account
      </button>
    </form>
  );
}
