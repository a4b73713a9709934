import { zodResolver } from '@hookform/resolvers/zod';
import { staffPasswordChange, STAFF_PASSWORD_MIN } from '@shop/shop/staff/contract';
import { useForm } from 'react-hook-form';
import { useLoaderData, useNavigate } from 'react-router';
import type { z } from 'zod';
import { requireStaffPage } from '~/features/back-office/back-office.server';
import { shopClient } from '~/lib/shop-client';
import { FormAlert } from '~/ui/form-message';
import { TextField } from '~/ui/text-field';
import { useHydrated } from '~/ui/use-hydrated';
import type { Route } from './+types/password';

export async function loader({ context, request }: Route.LoaderArgs) {
  const session = await requireStaffPage(context, request);
  return { required: session.mustChangePassword };
}

/** A new password; the first sign-in with a one-time password must choose one (issue 34). */
export default function StaffPassword() {
  const { required } = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const form = useForm<z.input<typeof staffPasswordChange>>({
    resolver: zodResolver(staffPasswordChange),
    defaultValues: { current_password: '', new_password: '', confirm_password: '' },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    const result = await shopClient.staff.changePassword(values);
    if (!result.ok) {
      const fields = ['current_password', 'new_password', 'confirm_password'] as const;
      const named = fields.filter((field) => result.fields[field]);
      for (const field of named) form.setError(field, { message: result.fields[field] });
      if (named.length === 0) form.setError('root', { message: result.message });
      return;
    }
    await navigate('/admin', { replace: true });
  });
  const errors = form.formState.errors;
  return (
    <section className="back-office__narrow" aria-labelledby="staff-password">
      <h1 id="staff-password">{required ? 'Choose your password' : 'Change your password'}</h1>
      <p className="back-office__lead">
        {required
          ? 'You signed in with a one-time password. Choose your own before you go on.'
          : 'Your other sessions end when you change it.'}{' '}
        {STAFF_PASSWORD_MIN} or more characters.
      </p>
      <form onSubmit={onSubmit} noValidate className="back-office__form">
        <TextField
          label={required ? 'One-time password' : 'Current password'}
          type="password"
          autoComplete="current-password"
          error={errors.current_password?.message}
          {...form.register('current_password')}
        />
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          error={errors.new_password?.message}
          {...form.register('new_password')}
        />
        <TextField
          label="New password again"
          type="password"
          autoComplete="new-password"
          error={errors.confirm_password?.message}
          {...form.register('confirm_password')}
        />
        {errors.root?.message ? <FormAlert>{errors.root.message}</FormAlert> : null}
        <button
          type="submit"
          className="button"
          disabled={!hydrated || form.formState.isSubmitting}
        >
          Save the password
        </button>
      </form>
    </section>
  );
}
