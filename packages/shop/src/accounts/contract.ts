import {
  ACCOUNT_CODE,
  ACCOUNT_MESSAGES,
  EMAIL_PATTERN,
  normalizeCode,
  PASSWORD_MIN_LENGTH,
  emailField,
  personNameSchema,
  QUOTE_FORM_MESSAGES,
} from '@shop/domain/accounts';
import { text } from '@shop/domain/text';
import { z } from 'zod';
import { rowId } from '../common/contract';

/**
 * Accounts: who is here, sign-in, the email-exists check and "continue as a guest". The one
 * definition of each request and answer: the API validates with it, the browser's forms resolve
 * with it (so a message a form shows is the message the API answers).
 */

/** Sign-in (spec 001 §8 messages). The quote dialog checks a password with `.shape.password`. */
export const loginSchema = z
  .object({
    email: text({ message: ACCOUNT_MESSAGES.invalidEmail })
      .trim()
      .regex(EMAIL_PATTERN, ACCOUNT_MESSAGES.invalidEmail),
    password: text({ message: ACCOUNT_MESSAGES.passwordRequired })
      .min(1, ACCOUNT_MESSAGES.passwordRequired)
      .max(200, 'Passwords are at most 200 characters.'),
  })
  .strict();

export type Credentials = z.infer<typeof loginSchema>;

/** An account operation's answer: done, and what to tell the visitor. */
export const loginAnswerSchema = z.object({ status: z.literal('SUCCESS'), message: z.string() });

export type AccountAnswer = z.infer<typeof loginAnswerSchema>;

/** A password as a new one is typed: required, then 6 or more characters (spec 001 §8-§9). */
const newPassword = text({ message: ACCOUNT_MESSAGES.passwordRequired })
  .min(1, ACCOUNT_MESSAGES.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, ACCOUNT_MESSAGES.passwordTooShort)
  .max(200, 'Passwords are at most 200 characters.');

/** A new password typed twice, named as the catalogue names them. */
const confirmPassword = text({ message: ACCOUNT_MESSAGES.confirmPasswordRequired })
  .min(1, ACCOUNT_MESSAGES.confirmPasswordRequired)
  .max(200, 'Passwords are at most 200 characters.');

const samePasswords = <T extends { password: string; confirm_password: string }>(form: T) =>
  form.password === form.confirm_password;
const differ = { path: ['confirm_password'], message: ACCOUNT_MESSAGES.passwordsDiffer };

/** Sign-up (`/sign-up`, `POST /api/auth/sign-up`), with the catalogue's messages. */
export const signUpSchema = z
  .object({
    first_name: personNameSchema(QUOTE_FORM_MESSAGES.firstNameRequired),
    last_name: personNameSchema(QUOTE_FORM_MESSAGES.lastNameRequired),
    email: emailField,
    password: newPassword,
    confirm_password: confirmPassword,
  })
  .strict()
  .refine(samePasswords, differ);

export type SignUpDetails = z.infer<typeof signUpSchema>;

/** An emailed code as typed: spaces and dashes dropped, then 6 digits. */
const codeField = text({ message: ACCOUNT_MESSAGES.codeRequired })
  .max(20, ACCOUNT_MESSAGES.codeWrong)
  .transform(normalizeCode)
  .pipe(
    z
      .string()
      .min(1, ACCOUNT_MESSAGES.codeRequired)
      .regex(new RegExp(`^\\d{${ACCOUNT_CODE.digits}}$`), ACCOUNT_MESSAGES.codeWrong),
  );

/** The emailed code, as typed (`POST /api/auth/verify-email`). */
export const verifyEmailSchema = z.object({ code: codeField }).strict();

/** "Forgot your password?": the address to mail a code to (`POST /api/auth/password-reset`). */
export const passwordResetRequestSchema = z.object({ email: emailField }).strict();

/** The code and the new password (`POST /api/auth/password-reset/confirm`). */
export const passwordResetSchema = z
  .object({
    email: emailField,
    code: codeField,
    password: newPassword,
    confirm_password: confirmPassword,
  })
  .strict()
  .refine(samePasswords, differ);

export type PasswordReset = z.infer<typeof passwordResetSchema>;

/** Change password, signed in (`PUT /api/account/password`). */
export const passwordChangeSchema = z
  .object({
    old_password: text({ message: ACCOUNT_MESSAGES.oldPasswordRequired })
      .min(1, ACCOUNT_MESSAGES.oldPasswordRequired)
      .max(200, 'Passwords are at most 200 characters.'),
    password: newPassword,
    confirm_password: confirmPassword,
  })
  .strict()
  .refine(samePasswords, differ);

export type PasswordChange = z.infer<typeof passwordChangeSchema>;

/** Whether an email belongs to a customer (spec 001 §4-§5). */
export const emailExistsSchema = z.object({ email: emailField }).strict();

export const emailExistsAnswerSchema = z.object({ exists: z.boolean() });

/** "Continue as a guest": the sign-in page's form and `POST /api/guest`. */
export const guestSchema = z
  .object({
    // The quote forms' own rules (issue 27 item 3): a guest's prefilled details can be sent.
    first_name: personNameSchema(QUOTE_FORM_MESSAGES.firstNameRequired),
    last_name: personNameSchema(QUOTE_FORM_MESSAGES.lastNameRequired),
    email: emailField,
  })
  .strict();

export type GuestDetails = z.infer<typeof guestSchema>;

export const guestAnswerSchema = z.object({ status: z.literal('SUCCESS') });

/** `GET /api/me`: the signed-in customer, else the remembered guest, and the cart count. */
export const meSchema = z.object({
  customer: z
    .object({
      email: z.string(),
      first_name: z.string(),
      last_name: z.string(),
      company: z.string(),
      email_verified: z.boolean(),
    })
    .nullable(),
  guest: z.object({ first_name: z.string(), last_name: z.string(), email: z.string() }).nullable(),
  cart_count: z.number().int(),
});

export type Me = z.infer<typeof meSchema>;

/** One address of the book as the API answers it; the phone as a person reads it. */
export const addressViewSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  name: z.string(),
  company: z.string(),
  address1: z.string(),
  address2: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  phone: z.string(),
  is_default: z.boolean(),
});

export type AddressView = z.infer<typeof addressViewSchema>;

/** The address book, after a change with what to tell the customer. */
export const addressBookSchema = z.object({
  addresses: z.array(addressViewSchema),
  message: z.string().optional(),
});

export type AddressBook = z.infer<typeof addressBookSchema>;

export const addressIdParams = z.object({ id: rowId });

/** "Delete my account": the password, to be sure it is the customer (`DELETE /api/account`). */
export const deleteAccountSchema = z
  .object({
    password: text({ message: ACCOUNT_MESSAGES.passwordRequired })
      .min(1, ACCOUNT_MESSAGES.passwordRequired)
      .max(200, 'Passwords are at most 200 characters.'),
  })
  .strict();

/** "Download my data": everything the shop keeps about the customer, as JSON. */
export const accountDataSchema = z.record(z.string(), z.unknown());

/**
 * A new email address for the account (`POST /api/account/email`), with the password (a stolen
 * session alone cannot move the account to another address): a code goes to it.
 */
export const changeEmailSchema = z
  .object({
    email: emailField,
    password: text({ message: ACCOUNT_MESSAGES.passwordRequired })
      .min(1, ACCOUNT_MESSAGES.passwordRequired)
      .max(200, 'Passwords are at most 200 characters.'),
  })
  .strict();

/** The code sent to the new address (`POST /api/account/email/confirm`). */
export const confirmEmailSchema = z.object({ code: codeField }).strict();
