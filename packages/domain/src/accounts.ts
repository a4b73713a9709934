import { text } from './text';

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

/** A first or last name: required (with this message), short, no HTML. */
export const personNameSchema = (required: string) =>
  text({ message: required })
    .trim()
    .min(1, required)
    .max(NAME_MAX_LENGTH, `At most ${NAME_MAX_LENGTH} characters.`)
    .refine((value) => !/<[^>]*>/.test(value), 'Names cannot contain HTML tags.');

/** An email address typed in a form: required, then well formed (spec 001 §8 messages). */
export const emailField = text({ message: QUOTE_FORM_MESSAGES.emailRequired })
  .trim()
  .min(1, QUOTE_FORM_MESSAGES.emailRequired)
  .max(254, QUOTE_FORM_MESSAGES.emailInvalid)
  .regex(EMAIL_PATTERN, QUOTE_FORM_MESSAGES.emailInvalid);
