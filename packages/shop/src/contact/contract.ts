import { emailField, personNameSchema } from '@shop/domain/accounts';
import { multilineText, text } from '@shop/domain/text';
import { z } from 'zod';

/** Contact us (issue 30): spec 001 §8 names the required fields; the wording is ours. */
export const CONTACT_MESSAGES = {
  nameRequired: 'Please enter your name.',
  messageRequired: 'Please enter your message.',
  referenceInvalid:
    'An order or quote number has letters, digits and dashes, such as QR-20261127-1A2B3C.',
  thanks: 'Thank you for your message. We answer within one business day.',
} as const;

/** `POST /api/contact` and the `/contact` form. */
export const contactSchema = z
  .object({
    name: personNameSchema(CONTACT_MESSAGES.nameRequired),
    email: emailField,
    /** The order or quote number it is about; may be empty. */
    about: text()
      .trim()
      .max(40, CONTACT_MESSAGES.referenceInvalid)
      .regex(/^[A-Za-z0-9-]*$/, CONTACT_MESSAGES.referenceInvalid)
      .default(''),
    message: multilineText({ message: CONTACT_MESSAGES.messageRequired })
      .trim()
      .min(1, CONTACT_MESSAGES.messageRequired)
      .max(4000, 'A message is at most 4,000 characters.'),
  })
  .strict();

export type ContactInput = z.input<typeof contactSchema>;
export type ContactMessage = z.output<typeof contactSchema>;

export const contactAnswerSchema = z.object({
  status: z.literal('SUCCESS'),
  reference_no: z.string(),
  message: z.string(),
});

export type ContactAnswer = z.infer<typeof contactAnswerSchema>;

/** `POST /api/admin/inbox/contact/:reference/reply`: staff answer a message by email (issue 34). */
export const contactReplySchema = z
  .object({
    message: multilineText({ message: 'Please write the reply.' })
      .trim()
      .min(2, 'Please write the reply.')
      .max(4000, 'A reply is at most 4,000 characters.'),
  })
  .strict();
export type ContactReply = z.output<typeof contactReplySchema>;
