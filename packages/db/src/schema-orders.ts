import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { StoredConfiguration } from '@shop/domain/chosen-configuration';
import type { LetteringOrder } from '@shop/domain/lettering/lettering-order';
import type { PaymentState, ProductionState } from '@shop/domain/orders/order-life';
import { customers } from './schema';

// Orders, their lines and timelines, and coupons (issues 31-32): the shop's schema goes on in
// this file (drizzle.config.ts reads both), so schema.ts stays one readable length.

/**
 * An order (issue 31): what was bought, frozen when it was placed, and where it is in its two
 * lives (payment and production, domain orders/order-life.ts). Kept when its account is deleted,
 * its personal fields cleared but for what accounting requires (billing on a paid order).
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    orderNo: text('order_no').notNull().unique(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    /** A guest's order belongs to the session it was placed in, and to its emailed link. */
    sessionId: text('session_id'),
    email: text('email').notNull(),
    /** SHA-256 of the secret in the order's emailed link (a guest's way back to it). */
    linkDigest: text('link_digest').notNull(),
    shipName: text('ship_name').notNull(),
    shipCompany: text('ship_company').notNull(),
    shipAddress1: text('ship_address1').notNull(),
    shipAddress2: text('ship_address2').notNull(),
    shipCity: text('ship_city').notNull(),
    shipState: text('ship_state').notNull(),
    shipZip: text('ship_zip').notNull(),
    shipPhone: text('ship_phone').notNull(),
    billName: text('bill_name').notNull(),
    billCompany: text('bill_company').notNull(),
    billAddress1: text('bill_address1').notNull(),
    billAddress2: text('bill_address2').notNull(),
    billCity: text('bill_city').notNull(),
    billState: text('bill_state').notNull(),
    billZip: text('bill_zip').notNull(),
    billPhone: text('bill_phone').notNull(),
    shippingMethodId: integer('shipping_method_id').notNull(),
    shippingMethod: text('shipping_method').notNull(),
    /** The slowest line's printing days with the chosen method. */
    printingDays: integer('printing_days').notNull(),
    /** The promised dispatch date, counted from the moment the order was placed. */
    dispatchDate: date('dispatch_date').notNull(),
    deliveryFrom: date('delivery_from').notNull(),
    deliveryTo: date('delivery_to').notNull(),
    subTotalCents: integer('sub_total_cents').notNull(),
    shippingCents: integer('shipping_cents').notNull(),
    /** The coupon applied at checkout (issue 32), upper case; '' for none. */
    couponCode: text('coupon_code').notNull().default(''),
    couponDiscountCents: integer('coupon_discount_cents').notNull().default(0),
    /** Discounts a quotation carried (spec 000 §3: point, promo); 0 for a cart's order. */
    promoDiscountCents: integer('promo_discount_cents').notNull().default(0),
    pointDiscountCents: integer('point_discount_cents').notNull().default(0),
    /** Thousandths of a percent (8875 is 8.875 %); 0 where the shop does not collect. */
    taxRate: integer('tax_rate').notNull(),
    taxCents: integer('tax_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    /** The payment provider chosen at checkout (`invoice`, `test`). */
    paymentMethod: text('payment_method').notNull(),
    paymentState: text('payment_state').$type<PaymentState>().notNull(),
    productionState: text('production_state').$type<ProductionState>().notNull(),
    refundDueCents: integer('refund_due_cents').notNull().default(0),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('orders_customer').on(table.customerId),
    index('orders_session').on(table.sessionId),
    index('orders_email').on(table.email),
  ],
);

/** A line of an order: a frozen copy of the cart line as it was priced at checkout. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    featuredItemId: integer('featured_item_id').notNull(),
    productId: integer('product_id').notNull(),
    productName: text('product_name').notNull(),
    configuration: jsonb('configuration').$type<StoredConfiguration>().notNull(),
    details: jsonb('details').$type<string[]>().notNull(),
    quantity: integer('quantity').notNull(),
    customQuantity: integer('custom_quantity'),
    kinds: integer('kinds').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    lineCents: integer('line_cents').notNull(),
    /** The line's own printing days with the order's method, and its dispatch date. */
    printingDays: integer('printing_days').notNull(),
    dispatchDate: date('dispatch_date').notNull(),
    originPath: text('origin_path').notNull(),
    lettering: jsonb('lettering').$type<LetteringOrder>(),
    /** The quotation whose price it was ordered at; null for today's price. */
    quotationNo: text('quotation_no'),
  },
  (table) => [index('order_lines_order').on(table.orderId, table.position)],
);

/** One step of an order's life: its timeline, with who and when. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** `placed`, `payment` or `production`. */
    track: text('track').$type<'placed' | 'payment' | 'production'>().notNull(),
    fromState: text('from_state'),
    toState: text('to_state').notNull(),
    /** `customer`, `staff` or `system`. */
    byKind: text('by_kind').$type<'customer' | 'staff' | 'system'>().notNull(),
    /** Staff's name or email, when staff did it. */
    byLabel: text('by_label').notNull().default(''),
    note: text('note').notNull().default(''),
  },
  (table) => [index('order_events_order').on(table.orderId, table.at)],
);

/**
 * A coupon (issue 32): a percent (basis points) or a fixed amount off the items, from a minimum
 * subtotal, between two instants, a number of times in all, once per customer or not.
 */
export const coupons = pgTable('coupons', {
  id: serial('id').primaryKey(),
  /** Upper case; customers type it in any case. */
  code: text('code').notNull().unique(),
  kind: text('kind').$type<'percent' | 'fixed'>().notNull(),
  /** For a percent coupon: basis points (1000 is 10 %). */
  percentBp: integer('percent_bp').notNull().default(0),
  /** For a fixed coupon: cents off. */
  amountCents: integer('amount_cents').notNull().default(0),
  minSubtotalCents: integer('min_subtotal_cents').notNull().default(0),
  validFrom: timestamp('valid_from', { withTimezone: true }),
  validTo: timestamp('valid_to', { withTimezone: true }),
  /** How many orders may use it in all; null: no limit. */
  usageLimit: integer('usage_limit'),
  /** How many orders have used it (raised in the order's transaction). */
  used: integer('used').notNull().default(0),
  oncePerCustomer: boolean('once_per_customer').notNull().default(false),
  paused: boolean('paused').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One use of a coupon by an order; `once_key` (the email) is set for once-per-customer coupons. */
export const couponUses = pgTable(
  'coupon_uses',
  {
    id: serial('id').primaryKey(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    onceKey: text('once_key'),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('coupon_uses_once').on(table.couponId, table.onceKey)],
);
