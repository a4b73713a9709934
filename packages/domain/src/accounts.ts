import { z } from 'zod';
import { text, textProblem } from './text';

/** Messages of spec 001 §8, exactly. */
export const ACCOUNT_MESSAGES = {
  invalidEmail: 'Please enter a valid email.',
  emailUsed: 'Email address already used. Please use another email.',
  passwordTooShort: 'Password must be 6 or more characters.',
  passwordRequired: 'Please Enter password.',
  incorrectPassword: 'Incorrect password.',
  loggedIn: 'Logged in Successfully',
  passwordsDiffer: 'New password and confirm password do not match.',
  oldPasswordIncorrect: 'Old password is incorrect.',
  codeRequired: 'Please enter the verification code sent to your email.',
  codeExpired: 'Verification code expired, resend email verification.',
  emailVerified: 'Thank you for verifying your email address.',
  // Ours (spec 001 §8 names these cases but not their words).
  confirmPasswordRequired: 'Please confirm your password.',
  codeWrong: 'That is not the code we sent. Please check your email and try again.',
  codeSpent: 'Too many wrong codes for this one. Resend email verification to get a new code.',
  codeResent: 'We sent you a new code. It is valid for 15 minutes.',
  alreadyVerified: 'Your email address is already verified.',
  signInFirst: 'Please sign in to your account first.',
  oldPasswordRequired: 'Please enter your old password.',
  resetCodeSent:
    'If an account uses this address, we have sent it a code. It is valid for 15 minutes.',
  passwordChanged: 'Your password has been changed. You are signed out on your other devices.',
  newEmailCodeSent: 'We sent a code to your new address. Enter it here to make the change.',
  emailChanged: 'Your email address has been changed.',
  resetCodeInvalid:
    'This code is not the one we sent, or it has expired or been tried too often. Ask for a new code.',
  sameEmail: 'This is already your email address.',
} as const;

/** What an emailed code is for (issue 30): one live code per customer and purpose. */
export type AccountCodePurpose = 'verify-email' | 'change-email' | 'reset-password';

/** An emailed code: 6 digits, valid 15 minutes, void after 5 wrong tries (issue 30). */
export const ACCOUNT_CODE = { digits: 6, validMinutes: 15, wrongTriesAllowed: 5 } as const;

/** A code as typed: spaces and dashes a mail client adds are not part of it. */
export const normalizeCode = (typed: string) => typed.replace(/[\s-]/g, '');

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

/**
 * Why a name is refused; the wording is ours (spec 001 §8 words only the required messages), so
 * no form shows a validator's own text.
 */
export const NAME_MESSAGES = {
  tooLong: `Names can be at most ${NAME_MAX_LENGTH} characters.`,
  html: 'Names cannot contain HTML tags.',
  characters: 'Names cannot contain control or text-direction characters.',
  notText: 'Names must be text.',
} as const;

/**
 * Characters no name holds: C0 and C1 controls, DEL, and the invisible bidirectional formatting
 * characters (marks, embeddings, overrides such as U+202E, isolates) that make a name read
 * differently from what it is, on a quotation or in the shop's mail.
 */
const BIDI_FORMATTING = new Set([
  0x061c, 0x200e, 0x200f, 0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069,
]);

function hasForbiddenCharacter(name: string): boolean {
  for (const char of name) {
    const code = char.codePointAt(0) ?? 0;
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f) || BIDI_FORMATTING.has(code)) return true;
  }
  return false;
}

const HTML_TAG = /<[^>]*>/;

/**
 * The one name rule (spec 001 §5: required, at most 100 characters, no HTML tags; ours: no
 * control or text-direction characters), checked on the trimmed name; null when it is fine.
 * `required` is the field's own message of spec 001 §8, or null where a name may be left out.
 */
export function nameProblem(name: string, required: string | null): string | null {
  const trimmed = name.trim();
  if (trimmed === '') return required;
  // textProblem: a lone surrogate is no character either (text.ts).
  if (hasForbiddenCharacter(trimmed) || textProblem(trimmed) !== null)
    return NAME_MESSAGES.characters;
  if (HTML_TAG.test(trimmed)) return NAME_MESSAGES.html;
  if (trimmed.length > NAME_MAX_LENGTH) return NAME_MESSAGES.tooLong;
  return null;
}

/** A name field of a form or a request, trimmed; one message per refused name. */
const nameField = (required: string | null) =>
  z
    .string({ message: required ?? NAME_MESSAGES.notText })
    .check((ctx) => {
      const problem = nameProblem(ctx.value, required);
      if (problem)
        ctx.issues.push({ code: 'custom', message: problem, input: ctx.value, continue: false });
    })
    .transform((value) => value.trim());

/** A first or last name: required, with this message of spec 001 §8. */
export const personNameSchema = (required: string) => nameField(required);

/** A name that may be left empty (a quotation's Bill To), otherwise the same rule. */
export const optionalNameSchema = () => nameField(null);

/** An email address typed in a form: required, then well formed (spec 001 §8 messages). */
export const emailField = text({ message: QUOTE_FORM_MESSAGES.emailRequired })
  .trim()
  .min(1, QUOTE_FORM_MESSAGES.emailRequired)
  .max(254, QUOTE_FORM_MESSAGES.emailInvalid)
  .regex(EMAIL_PATTERN, QUOTE_FORM_MESSAGES.emailInvalid);
