import { text } from '@shop/domain/text';
import { dayField, pageField, rowId } from '../common/contract';
import { z } from 'zod';

/** Staff choose longer passwords than customers: they can see every customer's details. */
export const STAFF_PASSWORD_MIN = 12;

export const STAFF_MESSAGES = {
  signInFailed: 'The email or password is not right.',
  passwordTooShort: `Please choose a password of ${STAFF_PASSWORD_MIN} or more characters.`,
  passwordsDiffer: 'The two new passwords are not the same.',
  passwordUnchanged: 'Please choose a password other than the one you were given.',
  currentPasswordWrong: 'Your current password is not right.',
  emailTaken: 'There is already a staff account with this email.',
  mustChangePassword: 'Please choose your own password before you go on.',
} as const;

const email = text({ message: 'Please enter an email address.' })
  .trim()
  .min(1, 'Please enter an email address.')
  .max(254, 'This email address is too long.')
  .email('Please enter a valid email address.');

export const staffSignInRequest = z
  .object({
    email,
    password: text({ message: 'Please enter your password.' })
      .min(1, 'Please enter your password.')
      .max(200, 'This password is too long.'),
  })
  .strict();
export type StaffSignInRequest = z.infer<typeof staffSignInRequest>;

export const staffPasswordChange = z
  .object({
    current_password: text({ message: 'Please enter your current password.' })
      .min(1, 'Please enter your current password.')
      .max(200, 'This password is too long.'),
    new_password: text({ message: STAFF_MESSAGES.passwordTooShort })
      .min(STAFF_PASSWORD_MIN, STAFF_MESSAGES.passwordTooShort)
      .max(200, 'This password is too long.'),
    confirm_password: text({ message: STAFF_MESSAGES.passwordsDiffer }).max(200),
  })
  .strict()
  .refine((change) => change.new_password === change.confirm_password, {
    message: STAFF_MESSAGES.passwordsDiffer,
    path: ['confirm_password'],
  })
  .refine((change) => change.new_password !== change.current_password, {
    message: STAFF_MESSAGES.passwordUnchanged,
    path: ['new_password'],
  });
export type StaffPasswordChange = z.infer<typeof staffPasswordChange>;

export const STAFF_ROLES = ['staff', 'admin'] as const;

export const staffCreateRequest = z
  .object({
    email,
    name: text({ message: 'Please enter a name.' })
      .trim()
      .min(1, 'Please enter a name.')
      .max(100, 'This name is too long.'),
    role: z.enum(STAFF_ROLES, { message: 'The role is staff or admin.' }),
  })
  .strict();
export type StaffCreateRequest = z.infer<typeof staffCreateRequest>;

/** The activity log's filters (query string). */
export const activityQuery = z
  .object({
    staff: rowId.optional(),
    action: text()
      .regex(/^[a-z_]{1,40}(\.[a-z_]{1,40})?$/, 'This is not an action.')
      .optional(),
    from: dayField.optional(),
    to: dayField.optional(),
    q: text().trim().max(100, 'Please search with 100 characters or fewer.').optional(),
    page: pageField,
  })
  .strict();
export type ActivityFilter = z.output<typeof activityQuery>;

export interface StaffView {
  id: number;
  email: string;
  name: string;
  role: 'staff' | 'admin';
  mustChangePassword: boolean;
}

export interface ActivityEntry {
  at: string;
  staffEmail: string;
  action: string;
  subject: string;
  changes: Record<string, unknown>;
}

export const ACTIVITY_PAGE_SIZE = 50;
