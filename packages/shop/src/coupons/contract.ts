import { normalizeCouponCode } from '@shop/domain/orders/coupons';
import { text } from '@shop/domain/text';
import { z } from 'zod';
import { dayField, dollarsField } from '../common/contract';

// Coupons as admins make them (issue 35): create, pause or resume, and see how they are used.
// What a coupon takes off, and when it is refused, is the domain's (orders/coupons.ts).

/** An empty form field is a field left out. */
const optional = <T extends z.ZodType>(field: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), field.optional());

export const couponCreateRequest = z
  .object({
    code: text({ message: 'Please enter the code.' })
      .transform(normalizeCouponCode)
      .pipe(
        z
          .string()
          .regex(
            /^[A-Z0-9-]{3,20}$/,
            'A code is 3 to 20 letters, digits or dashes (customers type it in any case).',
          ),
      ),
    kind: z.enum(['percent', 'fixed'], { message: 'A coupon takes a percent or an amount off.' }),
    /** For a percent coupon: 0.01 to 100, up to two decimals. */
    percent: optional(
      text({ message: 'Please enter the percent.' })
        .trim()
        .regex(/^\d{1,3}(\.\d{1,2})?$/, 'A percent is a number like 10 or 12.5.')
        .refine((percent) => Number(percent) > 0 && Number(percent) <= 100, {
          message: 'A percent is more than 0 and at most 100.',
        }),
    ),
    /** For a fixed coupon: dollars off. */
    amount: optional(dollarsField('discount')),
    min_subtotal: dollarsField('minimum', { allowZero: true }).default('0'),
    valid_from: optional(dayField),
    /** The last day it may be used (to the end of that day, shop time). */
    valid_to: optional(dayField),
    usage_limit: z
      .number({ message: 'The number of uses is a whole number.' })
      .int('The number of uses is a whole number.')
      .min(1, 'A coupon may be used at least once.')
      .max(1_000_000, 'The number of uses is at most 1,000,000.')
      .nullable()
      .default(null),
    once_per_customer: z.boolean({ message: 'Once per customer is yes or no.' }).default(false),
  })
  .strict()
  .superRefine((coupon, context) => {
    if (coupon.kind === 'percent' && coupon.percent === undefined) {
      context.addIssue({ code: 'custom', path: ['percent'], message: 'Please enter the percent.' });
    }
    if (coupon.kind === 'fixed' && coupon.amount === undefined) {
      context.addIssue({ code: 'custom', path: ['amount'], message: 'Please enter the discount.' });
    }
    if (coupon.valid_from && coupon.valid_to && coupon.valid_to < coupon.valid_from) {
      context.addIssue({
        code: 'custom',
        path: ['valid_to'],
        message: 'The last day comes on or after the first.',
      });
    }
  });
export type CouponCreateInput = z.input<typeof couponCreateRequest>;
export type CouponCreateRequest = z.output<typeof couponCreateRequest>;

export const couponParams = z
  .object({ code: text().transform(normalizeCouponCode).pipe(z.string().max(20)) })
  .strict();

export const couponPauseRequest = z
  .object({ paused: z.boolean({ message: 'Paused is yes or no.' }) })
  .strict();

/** A coupon as the back-office lists it, with its use so far. */
export const couponViewSchema = z.object({
  code: z.string(),
  kind: z.enum(['percent', 'fixed']),
  /** What it takes off, in words: "10 % off" or "$5.00 off". */
  offer: z.string(),
  min_subtotal_cents: z.number(),
  /** First and last day, shop time; null: no bound. */
  valid_from: z.string().nullable(),
  valid_to: z.string().nullable(),
  usage_limit: z.number().nullable(),
  used: z.number(),
  /** What it took off all orders so far. */
  discount_total_cents: z.number(),
  once_per_customer: z.boolean(),
  paused: z.boolean(),
  created_at: z.string(),
});
export type CouponView = z.infer<typeof couponViewSchema>;

export const COUPON_ADMIN_MESSAGES = {
  taken: (code: string) => `There is already a coupon ${code}: choose another code.`,
  missing: (code: string) => `There is no coupon ${code}.`,
  lastDayPassed: 'The last day has passed: the coupon could never be used.',
} as const;
