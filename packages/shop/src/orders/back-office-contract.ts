import {
  PAYMENT_STATES,
  PRODUCTION_STATES,
  type PaymentState,
  type ProductionState,
} from '@shop/domain/orders/order-life';
import { multilineText, text } from '@shop/domain/text';
import { z } from 'zod';
import { dayField, pageField } from '../common/contract';
import { orderEventSchema, orderSchema } from './contract';

/** The back-office's order list filters (issue 34), as its form sends them. */
export const staffOrdersQuery = z
  .object({
    payment: z.enum(PAYMENT_STATES, { message: 'This is not a payment state.' }).optional(),
    production: z
      .enum(PRODUCTION_STATES, { message: 'This is not a production state.' })
      .optional(),
    from: dayField.optional(),
    to: dayField.optional(),
    page: pageField,
  })
  .strict();
export type StaffOrdersFilter = z.output<typeof staffOrdersQuery>;

export const STAFF_ORDER_PAGE_SIZE = 25;

/** Dispatching names the carrier and the parcel's tracking number (issue 34). */
export const dispatchRequest = z
  .object({
    carrier: text({ message: 'Please name the carrier.' })
      .trim()
      .min(2, 'Please name the carrier.')
      .max(40, 'The carrier is at most 40 characters.'),
    tracking_number: text({ message: 'Please enter the tracking number.' })
      .trim()
      .regex(
        /^[A-Za-z0-9 -]{4,40}$/,
        'A tracking number is 4 to 40 letters, digits, spaces or dashes.',
      ),
  })
  .strict();
export type DispatchRequest = z.infer<typeof dispatchRequest>;

/** Cancelling says why, in words the customer reads in the email. */
export const staffCancelRequest = z
  .object({
    reason: multilineText({ message: 'Please say why the order is cancelled.' })
      .trim()
      .min(3, 'Please say why the order is cancelled.')
      .max(500, 'The reason is at most 500 characters.'),
  })
  .strict();
export type StaffCancelRequest = z.infer<typeof staffCancelRequest>;

export interface StaffOrderRow {
  order_no: string;
  placed_at: string;
  email: string;
  total_cents: number;
  payment: PaymentState;
  production: ProductionState;
  dispatch_date: string;
  /** The promised dispatch date has passed and the order has not left. */
  late: boolean;
  lines: number;
}

/** The moves staff take on an order, in the order of its life. */
export const STAFF_STEPS = ['paid', 'printing', 'dispatched', 'delivered', 'cancel'] as const;
export type StaffStep = (typeof STAFF_STEPS)[number];

/** An order as staff see it: the customer's view and the moves open to staff now. */
export const staffOrderSchema = orderSchema.extend({
  timeline: z.array(orderEventSchema.extend({ who: z.string() })),
  steps: z.array(z.enum(STAFF_STEPS)),
});
export type StaffOrderView = z.infer<typeof staffOrderSchema>;
