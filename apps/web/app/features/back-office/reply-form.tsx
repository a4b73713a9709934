import { zodResolver } from '@hookform/resolvers/zod';
import { contactReplySchema } from '@shop/shop/contact/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { shopClient } from '~/lib/shop-client';
import { FormAlert } from '~/ui/form-message';
import { TextAreaField } from '~/ui/text-field';
import { useHydrated } from '~/ui/use-hydrated';

/** Staff reply to a contact message (issue 34): emailed to its sender, kept with the message. */
export function ReplyForm({
  reference,
  email,
  onSent,
}: {
  reference: string;
  email: string;
  onSent: () => Promise<void> | void;
}) {
  const hydrated = useHydrated();
  const [sent, setSent] = useState('');
  const form = useForm<z.input<typeof contactReplySchema>>({
    resolver: zodResolver(contactReplySchema),
    defaultValues: { message: '' },
  });
  const onSubmit = form.handleSubmit(async (reply) => {
    const result = await shopClient.staff.replyToContact(reference, reply);
    if (!result.ok) {
      if (result.fields.message) form.setError('message', { message: result.fields.message });
      else form.setError('root', { message: result.message });
      return;
    }
    form.reset({ message: '' });
    await onSent();
    setSent(`Your reply was emailed to ${email}.`);
  });
  const errors = form.formState.errors;
  return (
    <form onSubmit={onSubmit} noValidate className="back-office__answer" aria-label="Reply">
      <h2>Reply</h2>
      {errors.root?.message ? <FormAlert>{errors.root.message}</FormAlert> : null}
      <p role="status" className="back-office__done">
        {sent}
      </p>
      <TextAreaField
        label={`Your reply to ${email}`}
        rows={6}
        {...form.register('message')}
        error={errors.message?.message}
      />
      <button type="submit" className="button" disabled={!hydrated || form.formState.isSubmitting}>
        Send the reply
      </button>
    </form>
  );
}
