import { zodResolver } from '@hookform/resolvers/zod';
import { staffSignInRequest } from '@shop/shop/staff/contract';
import { useForm } from 'react-hook-form';
import { redirect, useNavigate } from 'react-router';
import type { z } from 'zod';
import { shopClient } from '~/lib/shop-client';
import { FormAlert } from '~/ui/form-message';
import { TextField } from '~/ui/text-field';
import { useHydrated } from '~/ui/use-hydrated';
import type { Route } from './+types/sign-in';

/** Staff already signed in go to the inbox. */
export async function loader({ context }: Route.LoaderArgs) {
  if (await context.staffSession()) throw redirect('/admin');
  return null;
}

/** Staff sign-in (issue 34): apart from customers', with the shop's own messages. */
export default function StaffSignIn() {
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const form = useForm<z.infer<typeof staffSignInRequest>>({
    resolver: zodResolver(staffSignInRequest),
    defaultValues: { email: '', password: '' },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    const result = await shopClient.staff.signIn(values);
    if (!result.ok) {
      form.setError(result.fields.email ? 'email' : 'root', {
        message: result.fields.email ?? result.message,
      });
      return;
    }
    const answer = result.data as { staff?: { mustChangePassword?: boolean } };
    await navigate(answer.staff?.mustChangePassword ? '/admin/password' : '/admin', {
      replace: true,
    });
  });
  const errors = form.formState.errors;
  return (
    <section className="back-office__narrow" aria-labelledby="staff-sign-in">
      <h1 id="staff-sign-in">Staff sign-in</h1>
      <p className="back-office__lead">
        For the shop&rsquo;s staff. Customers sign in on the shop.
      </p>
      <form onSubmit={onSubmit} noValidate className="back-office__form">
        <TextField
          label="Email"
          type="email"
          autoComplete="username"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...form.register('password')}
        />
        {errors.root?.message ? <FormAlert>{errors.root.message}</FormAlert> : null}
        <button
          type="submit"
          className="button"
          disabled={!hydrated || form.formState.isSubmitting}
        >
          Sign in
        </button>
      </form>
    </section>
  );
}
