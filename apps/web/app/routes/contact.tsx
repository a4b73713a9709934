import { zodResolver } from '@hookform/resolvers/zod';
import { NAME_MAX_LENGTH } from '@shop/domain/accounts';
import { contactSchema, type ContactInput, type ContactMessage } from '@shop/shop/contact/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { showRefusal } from '~/lib/form-refusal';
import { shopClient } from '~/lib/shop-client';
import { SHOP_NAME } from '~/ui/brand';
import { FormAlert } from '~/ui/form-message';
import { TextAreaField, TextField } from '~/ui/text-field';
import { useHydrated } from '~/ui/use-hydrated';
import type { Route } from './+types/contact';
import './account-pages.css';

export function meta() {
  return [
    { title: `Contact us | ${SHOP_NAME}` },
    {
      name: 'description',
      content:
        'Write to Peel & Press about an order, a quote or anything else: we answer within one business day.',
    },
  ];
}

export async function loader({ context }: Route.LoaderArgs) {
  // A signed-in customer or a remembered guest does not type their name and email again.
  const { profile } = await context.shop.accounts.whoIsHere(await context.actor());
  return {
    name: profile.kind === 'anonymous' ? '' : `${profile.firstName} ${profile.lastName}`,
    email: profile.email,
  };
}

const FIELDS = ['name', 'email', 'about', 'message'] as const;

/** `/contact` (issue 30): a message to the shop, acknowledged by email. */
export default function Contact({ loaderData }: Route.ComponentProps) {
  const hydrated = useHydrated();
  const [sent, setSent] = useState<{ reference: string; message: string } | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ContactInput, unknown, ContactMessage>({
    resolver: zodResolver(contactSchema),
    defaultValues: { name: loaderData.name, email: loaderData.email, about: '', message: '' },
  });

  const submit = handleSubmit(async (values) => {
    const result = await shopClient.contact.send(values);
    if (!result.ok) {
      showRefusal(result, FIELDS, setError);
      return;
    }
    setSent({ reference: result.data.reference_no, message: result.data.message });
  });

  return (
    <section className="account-page" aria-labelledby="contact-title">
      <h1 id="contact-title">Contact us</h1>
      {sent ? (
        <div className="account-page__card" role="status">
          <p className="account-page__done">{sent.message}</p>
          <p>
            Your reference: <strong>{sent.reference}</strong>. We also sent you a copy by email.
          </p>
          <Link className="button button--primary button--wide" to="/">
            Back to the shop
          </Link>
        </div>
      ) : (
        <>
          <p className="account-page__lead">
            About an order, a quote or anything else: we answer within one business day.
          </p>
          <form className="account-page__card" noValidate onSubmit={submit}>
            <TextField
              label="Name"
              autoComplete="name"
              maxLength={NAME_MAX_LENGTH}
              error={errors.name?.message}
              {...register('name')}
            />
            <TextField
              label="Email Address"
              type="email"
              autoComplete="email"
              error={errors.email?.message}
              {...register('email')}
            />
            <TextField
              label="Order or quote number (optional)"
              maxLength={40}
              hint="Such as QR-20261127-1A2B3C."
              error={errors.about?.message}
              {...register('about')}
            />
            <TextAreaField
              label="Message"
              rows={6}
              maxLength={4000}
              error={errors.message?.message}
              {...register('message')}
            />
            <FormAlert>{errors.root?.message}</FormAlert>
            <button
              type="submit"
              className="button button--primary button--wide"
              disabled={!hydrated || isSubmitting}
            >
              Send message
            </button>
          </form>
        </>
      )}
    </section>
  );
}
