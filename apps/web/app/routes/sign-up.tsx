import { zodResolver } from '@hookform/resolvers/zod';
import { NAME_MAX_LENGTH } from '@shop/domain/accounts';
import { safeReturnPath } from '@shop/domain/site-path';
import { signUpSchema, type SignUpDetails } from '@shop/shop/accounts/contract';
import { useForm } from 'react-hook-form';
import { Link, redirect, useNavigate, useRevalidator, useSearchParams } from 'react-router';
import { showRefusal } from '~/lib/form-refusal';
import { shopClient } from '~/lib/shop-client';
import { SHOP_NAME } from '~/ui/brand';
import { FormAlert } from '~/ui/form-message';
import { TextField } from '~/ui/text-field';
import { useHydrated } from '~/ui/use-hydrated';
import type { Route } from './+types/sign-up';
import './account-pages.css';

export function meta() {
  return [
    { title: `Create an account | ${SHOP_NAME}` },
    {
      name: 'description',
      content: 'Create an account to keep your quotations, quote requests and cart together.',
    },
    { name: 'robots', content: 'noindex' },
  ];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const visitor = await context.visitor();
  // Someone signed in already has an account: back where they came from.
  if (visitor.customerId !== null) {
    throw redirect(safeReturnPath(new URL(request.url).searchParams.get('return')));
  }
  return null;
}

const FIELDS = ['first_name', 'last_name', 'email', 'password', 'confirm_password'] as const;

/** `/sign-up` (issue 30): the account starts unverified; the next page asks for the mailed code. */
export default function SignUp() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const hydrated = useHydrated();
  const returnTo = params.get('return');
  const withReturn = (path: string) =>
    returnTo ? `${path}?return=${encodeURIComponent(safeReturnPath(returnTo))}` : path;
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SignUpDetails>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { first_name: '', last_name: '', email: '', password: '', confirm_password: '' },
  });

  const submit = handleSubmit(async (values) => {
    const result = await shopClient.accounts.signUp(values);
    if (!result.ok) {
      showRefusal(result, FIELDS, setError);
      return;
    }
    await revalidator.revalidate();
    await navigate(withReturn('/verify-email'), { replace: true });
  });

  return (
    <section className="account-page" aria-labelledby="sign-up-title">
      <h1 id="sign-up-title">Create an account</h1>
      <p className="account-page__lead">
        Your quotations, quote requests and cart in one place, on every device. We email you a code
        to confirm the address.
      </p>
      <form className="account-page__card" noValidate onSubmit={submit}>
        <div className="account-page__pair">
          <TextField
            label="First Name"
            autoComplete="given-name"
            maxLength={NAME_MAX_LENGTH}
            error={errors.first_name?.message}
            {...register('first_name')}
          />
          <TextField
            label="Last Name"
            autoComplete="family-name"
            maxLength={NAME_MAX_LENGTH}
            error={errors.last_name?.message}
            {...register('last_name')}
          />
        </div>
        <TextField
          label="Email Address"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label="Password"
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
        <button
          type="submit"
          className="button button--primary button--wide"
          disabled={!hydrated || isSubmitting}
        >
          Create account
        </button>
        <p className="account-page__aside">
          Already have an account? <Link to={withReturn('/sign-in')}>Sign in</Link>
        </p>
      </form>
    </section>
  );
}
