import { emailField } from '@shop/domain/accounts';
import { addressSchema } from '@shop/domain/addresses';
import { letteringViewSchema } from '@shop/domain/cart-contract';
import { PAYMENT_STATES, PRODUCTION_STATES } from '@shop/domain/orders/order-life';
import { text } from '@shop/domain/text';
import { z } from 'zod';
import { rowId } from '../common/contract';

/**
 * Checkout and orders (issue 31): the one definition of each request and answer. The API
 * validates with it, the checkout page's form resolves with it. Every figure in an answer is the
 * server's; money is in cents.
 */

export const ORDER_MESSAGES = {
  cartEmpty: 'Your cart is empty: add something to order first.',
  notFound: 'We could not find that order.',
  verifyFirst: 'Please verify your email address before you order: we send your order there.',
  paymentMethod: 'Please choose a payment method.',
  shippingMethod: 'Please choose Standard or Express shipping.',
  noSuchAddress: 'There is no such address in your address book.',
  shippingAddress: 'Please enter the shipping address or choose one from your address book.',
  billingAddress: 'Please enter the billing address, or tick "Same as shipping".',
  emailRequired: 'Please enter your email address: we send your order confirmation there.',
  linesUnavailable:
    'Some items in your cart can no longer be ordered as they are. Remove them first.',
  changed:
    'Prices or dates changed since you reviewed your order. Please check the new figures and place your order again.',
  declined:
    'Your card was declined. Nothing was charged: try again or choose another payment method.',
  paymentUnavailable:
    'The payment service did not answer. Nothing was charged: please try again in a moment.',
  /** Ordering again (issue 32) a line that cannot be priced as it was. */
  unreadAgain: 'It was ordered before our last catalog change: configure it again on its page.',
  quotedAgain: 'It was priced by hand for your quote request: ask us for a new quotation.',
  quotationExpired: (quotationNo: string, validUntil: string) =>
    `Quotation ${quotationNo} expired on ${validUntil}: ask us to renew it and we will send you a new one.`,
  quotationOrdered: (quotationNo: string, orderNo: string) =>
    `Quotation ${quotationNo} is ordered already, as order ${orderNo}.`,
  quotationInCart: (quotationNo: string) =>
    `Quotation ${quotationNo} is in your cart already: go to your cart to order it.`,
  quotationNotOrderable:
    'This quotation was written without a configuration we can order from: ask us to renew it and we will send you a new one.',
  /** The dates are the calendar's, for an order approved and paid now (spec 000 §9). */
  datesAssume:
    'Dates assume your artwork is approved and the order paid now; after 6:00 PM (shop time) or on a day we are closed, they count from the next business day. Delivery dates are estimates, not guarantees.',
} as const;

/** An address typed at checkout: the address book's rules, without its label and default. */
export const checkoutAddressSchema = addressSchema.omit({ label: true, is_default: true });

export type CheckoutAddressInput = z.input<typeof checkoutAddressSchema>;
export type CheckoutAddress = z.output<typeof checkoutAddressSchema>;

export const PAYMENT_METHOD_IDS = ['invoice', 'test'] as const;
export type PaymentMethodId = (typeof PAYMENT_METHOD_IDS)[number];

/** What the test provider answers, chosen by a test (only when the provider is offered). */
export const TEST_OUTCOMES = ['approve', 'decline', 'error'] as const;

/**
 * What the checkout form sends to review and to place an order. A signed-in customer's email is
 * the account's; a guest types one. The shipping address is a book entry or typed; billing is
 * the shipping address unless `billing_same` is false.
 */
export const checkoutInputSchema = z
  .object({
    email: emailField.optional(),
    shipping_address_id: rowId.optional(),
    shipping: checkoutAddressSchema.optional(),
    billing_same: z.boolean().default(true),
    billing: checkoutAddressSchema.optional(),
    shipping_method_id: z.number({ message: ORDER_MESSAGES.shippingMethod }).int().positive(),
    payment_method: z.enum(PAYMENT_METHOD_IDS, { message: ORDER_MESSAGES.paymentMethod }),
    /** A coupon code as typed (any case); checked against the coupons when reviewed. */
    coupon_code: text().trim().max(40, 'A coupon code has at most 40 characters.').optional(),
    /** Only with the test payment provider (PAYMENT_TEST_PROVIDER=true); refused otherwise. */
    test_outcome: z.enum(TEST_OUTCOMES).optional(),
  })
  .strict();

export type CheckoutInput = z.input<typeof checkoutInputSchema>;
export type CheckoutRequest = z.output<typeof checkoutInputSchema>;

/**
 * `POST /api/orders`: the checkout, with the total and dispatch date the customer reviewed. The
 * server prices everything again; when its figures differ from these, nothing is placed and the
 * new review is answered (409), so no one orders at a price they did not see.
 */
export const placeOrderSchema = checkoutInputSchema
  .extend({
    expected_total_cents: z.number().int().nonnegative(),
    expected_dispatch_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD'),
  })
  .strict();

export type PlaceOrderInput = z.input<typeof placeOrderSchema>;

/** `POST /api/orders`, 201. */
export const placedOrderSchema = z.object({ order_no: z.string() });
export type PlaceOrderRequest = z.output<typeof placeOrderSchema>;

const cents = z.number().int();
const day = z.string();

/** What changed on a line since it went into the cart. */
export const lineChangeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('price'), was_cents: cents, now_cents: cents }),
  z.object({ kind: z.literal('dispatch'), was: day, now: day }),
  /** Priced as its quotation quoted it, the quotation still valid. */
  z.object({ kind: z.literal('quoted'), quotation_no: z.string(), valid_until: day }),
  /** Its quotation expired since: priced at today's prices. */
  z.object({
    kind: z.literal('quotation_expired'),
    quotation_no: z.string(),
    was_cents: cents,
    now_cents: cents,
  }),
]);

export const reviewLineSchema = z.object({
  cart_line_id: z.number().int(),
  product_name: z.string(),
  details: z.array(z.string()),
  quantity: z.number().int(),
  kinds: z.number().int(),
  unit_price_cents: cents,
  line_cents: cents,
  origin_path: z.string(),
  changes: z.array(lineChangeSchema),
  /** Why the line cannot be ordered as it is; null when it can. */
  unavailable: z.string().nullable(),
  lettering: letteringViewSchema.nullable(),
});

export const deliveryOptionSchema = z.object({
  method_id: z.number().int(),
  method: z.string(),
  group: z.string(),
  printing_days: z.number().int(),
  cost_cents: cents,
  free: z.boolean(),
  dispatch_date: day,
  delivery_from: day,
  delivery_to: day,
});

export const totalsSchema = z.object({
  sub_total_cents: cents,
  /** The coupon applied (upper case) and what it takes off the items; '' and 0 for none. */
  coupon_code: z.string(),
  coupon_discount_cents: cents,
  /** A quotation's promo and point discounts, carried to its order (spec 000 §3); else 0. */
  promo_discount_cents: cents,
  point_discount_cents: cents,
  shipping_cents: cents,
  tax_cents: cents,
  /** "8.875%", or null where the shop collects no tax. */
  tax_rate: z.string().nullable(),
  total_cents: cents,
});

export const paymentMethodSchema = z.object({
  id: z.enum(PAYMENT_METHOD_IDS),
  label: z.string(),
  description: z.string(),
});

/** The review of a checkout: every figure the server's, as of now. */
export const checkoutReviewSchema = z.object({
  lines: z.array(reviewLineSchema),
  delivery_options: z.array(deliveryOptionSchema),
  shipping_method_id: z.number().int(),
  /** The state tax is computed for; null before an address is known. */
  tax_state: z.string().nullable(),
  totals: totalsSchema,
  dates_assume: z.string(),
  payment_methods: z.array(paymentMethodSchema),
});

export type CheckoutReview = z.infer<typeof checkoutReviewSchema>;

/** `GET /api/checkout`: the review before an address, and who is checking out. */
export const checkoutStartSchema = z.object({
  review: checkoutReviewSchema,
  who: z.object({
    kind: z.enum(['customer', 'guest', 'anonymous']),
    email: z.string(),
    name: z.string(),
  }),
  /** A customer's address book (the default first); empty for a guest. */
  addresses: z.array(
    checkoutAddressSchema.extend({
      id: z.number().int(),
      label: z.string(),
      is_default: z.boolean(),
    }),
  ),
});

export type CheckoutStart = z.infer<typeof checkoutStartSchema>;

const addressView = z.object({
  name: z.string(),
  company: z.string(),
  address1: z.string(),
  address2: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  phone: z.string(),
});

export const orderEventSchema = z.object({
  at: z.string(),
  track: z.enum(['placed', 'payment', 'production']),
  from: z.string().nullable(),
  to: z.string(),
  /** What a customer reads: "Order placed", "Payment: Paid", ... */
  label: z.string(),
  by: z.enum(['customer', 'staff', 'system']),
  note: z.string(),
});

/** An order as its owner sees it. */
export const orderSchema = z.object({
  order_no: z.string(),
  placed_at: z.string(),
  email: z.string(),
  payment_method: z.string(),
  payment_state: z.enum(PAYMENT_STATES),
  payment_label: z.string(),
  production_state: z.enum(PRODUCTION_STATES),
  production_label: z.string(),
  refund_due_cents: cents,
  shipping_method: z.string(),
  dispatch_date: day,
  delivery_from: day,
  delivery_to: day,
  shipping_address: addressView,
  billing_address: addressView,
  lines: z.array(
    z.object({
      product_name: z.string(),
      details: z.array(z.string()),
      quantity: z.number().int(),
      kinds: z.number().int(),
      unit_price_cents: cents,
      line_cents: cents,
      printing_days: z.number().int(),
      dispatch_date: day,
      origin_path: z.string(),
    }),
  ),
  totals: totalsSchema,
  timeline: z.array(orderEventSchema),
  /** Whether the customer may still cancel it (until the proof is approved). */
  can_cancel: z.boolean(),
  /** What the customer does next, in one sentence. */
  next_step: z.string(),
});

export type OrderView = z.infer<typeof orderSchema>;

/** `GET /api/orders`: the visitor's orders, newest first. */
export const orderListSchema = z.object({
  orders: z.array(
    z.object({
      order_no: z.string(),
      placed_at: z.string(),
      /** The shop's calendar day it was placed on. */
      placed_on: day,
      total_cents: cents,
      payment_label: z.string(),
      production_label: z.string(),
      dispatch_date: day,
      lines: z.number().int(),
    }),
  ),
});

export type OrderList = z.infer<typeof orderListSchema>;

/** `/api/orders/:number`: an order number such as PP-20261128-7F3A9C01. */
export const orderParams = z.object({
  number: text().regex(
    /^PP-\d{8}-[0-9A-F]{8}$/,
    'must be an order number such as PP-20261128-7F3A9C01',
  ),
});

/** The secret of an order's emailed link (a guest's way back to it). */
export const orderKeyQuery = z.object({
  key: z
    .string()
    .regex(/^[\w-]{20,64}$/, 'must be the key from your order email')
    .optional(),
});

/** `POST /api/orders/:number/reorder`: the order's lines back in the cart at today's prices. */
export const reorderAnswerSchema = z.object({
  cart_count: z.number().int(),
  added: z.number().int(),
  /** Lines whose price per set is not what the order paid. */
  changes: z.array(z.object({ product_name: z.string(), was_cents: cents, now_cents: cents })),
  /** Lines that can no longer be ordered as they were, and why. */
  unavailable: z.array(z.object({ product_name: z.string(), reason: z.string() })),
  message: z.string(),
});

export type ReorderAnswer = z.infer<typeof reorderAnswerSchema>;

/** `POST /api/quote/quotations/:quotation_no/order`: the quotation's items in the cart. */
export const quotationToCartSchema = z.object({
  cart_count: z.number().int(),
  /** `quoted`: at the quotation's price (still valid); `today`: expired, at today's prices. */
  priced: z.enum(['quoted', 'today']),
  message: z.string(),
});

export type QuotationToCart = z.infer<typeof quotationToCartSchema>;
