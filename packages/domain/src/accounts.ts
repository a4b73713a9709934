import { z } from 'zod';

/** Messages of spec 001 §8, exactly. */
export const ACCOUNT_MESSAGES = {
  invalidEmail: 'Please enter a valid email.',
  emailUsed: 'Email address already used. Please use another email.',
  passwordTooShort: 'Password must be 6 or more characters.',
  passwordRequired: 'Please Enter password.',
  incorrectPassword: 'Incorrect password.',
  loggedIn: 'Logged in Successfully',
} as const;

/** Quote modal messages (spec 001 §8). */
export const QUOTE_FORM_MESSAGES = {
  firstNameRequired: '※Please enter the first name.',
  lastNameRequired: '※Please enter the last name.',
  emailRequired: '※Please enter the email address.',
  emailInvalid: '※Invalid email address.',
  quantityRequired: 'Please enter the quantity.',
  emailRegistered: '※This is a registered e-mail address. You can contact us after logging in.',
  emailDisposable: "※Sorry, we don't allow disposable email address.",
  sent: 'Your Quote Request has been sent!',
  respondShortly: 'We will respond to you shortly.',
} as const;

export const PASSWORD_MIN_LENGTH = 6;
/** Spec 001 §9: names at most 100 characters. */
export const NAME_MAX_LENGTH = 100;

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** A practical address check (one @, a dot in the domain, no spaces), as every form uses. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const name = (required: string) =>
  z
    .string({ message: required })
    .trim()
    .min(1, required)
    .max(NAME_MAX_LENGTH, `At most ${NAME_MAX_LENGTH} characters.`)
    .refine((value) => !/<[^>]*>/.test(value), 'Names cannot contain HTML tags.');

/** An email address typed in a form: required, then well formed (spec 001 §8 messages). */
export const emailField = z
  .string({ message: QUOTE_FORM_MESSAGES.emailRequired })
  .trim()
  .min(1, QUOTE_FORM_MESSAGES.emailRequired)
  .max(254, QUOTE_FORM_MESSAGES.emailInvalid)
  .regex(EMAIL_PATTERN, QUOTE_FORM_MESSAGES.emailInvalid);

const utmKeys = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;

/** The business-card / quote-page quote request (spec 001 §3 "Quote request payload"). */
export const quoteRequestSchema = z
  .object({
    firstname: name(QUOTE_FORM_MESSAGES.firstNameRequired),
    lastname: name(QUOTE_FORM_MESSAGES.lastNameRequired),
    email_address: emailField,
    quantity: z
      .number({ message: QUOTE_FORM_MESSAGES.quantityRequired })
      .int()
      .min(1, QUOTE_FORM_MESSAGES.quantityRequired)
      .max(999_999, 'At most 6 digits.')
      .nullable(),
    quote_type: z.enum(['Special Size', 'Special Quantity', 'Special Processing']),
    comment: z.string().max(4000),
    featured_item_id: z.number().int().positive(),
    /** The pricing query of the configuration (see cart-contract). */
    configuration: z.string().min(1).max(2000),
    utm: z.partialRecord(z.enum(utmKeys), z.string().max(200)).default({}),
  })
  .strict();

export type QuoteRequestInput = z.infer<typeof quoteRequestSchema>;

export const billToSchema = z
  .object({
    name: z.string().trim().max(NAME_MAX_LENGTH),
    company: z.string().trim().max(200),
    address: z.string().trim().max(500),
  })
  .strict();
