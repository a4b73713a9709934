import {
  bigint,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { LetteringOrder } from '@shop/domain/lettering/lettering-order';
import type { ChosenConfiguration, StoredConfiguration } from '@shop/domain/chosen-configuration';
import type { QuoteRequestConfiguration } from '@shop/domain/special-processing-request';
import type { AccountCodePurpose } from '@shop/domain/accounts';

// Ids that rules depend on are fixed by the catalog (../shared/catalog-ids.md), so catalog ids
// are never generated. Lists of allowed option ids are integer arrays on the owning row.

/** Top-level groups of the storefront navigation (Stickers, Business Cards, ...). */
export const featuredCategories = pgTable('featured_categories', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  urlSlug: text('url_slug').notNull().unique(),
  summary: text('summary').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** A product page: one or more products under a category, with the subsets it offers. */
export const featuredItems = pgTable('featured_items', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  urlSlug: text('url_slug').notNull().unique(),
  categoryId: integer('category_id')
    .notNull()
    .references(() => featuredCategories.id),
  productIds: integer('product_ids').array().notNull(),
  materialIds: integer('material_ids').array().notNull().default([]),
  addonItemIds: integer('addon_item_ids').array().notNull().default([]),
  printFeatureGroupIds: integer('print_feature_group_ids').array().notNull().default([]),
  printingDays: integer('printing_days').notNull(),
  /** The page's default cutting and shape where its product offers them; null: the first. */
  cuttingId: integer('cutting_id'),
  shapeId: integer('shape_id'),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** The saved configuration that `?featured=1` loads. */
export const featuredPresets = pgTable('featured_presets', {
  featuredItemId: integer('featured_item_id')
    .primaryKey()
    .references(() => featuredItems.id),
  productId: integer('product_id').notNull(),
  materialId: integer('material_id'),
  width: doublePrecision('width').notNull(),
  height: doublePrecision('height').notNull(),
  printedSideId: integer('printed_side_id'),
  colorId: integer('color_id'),
  addonItemId: integer('addon_item_id'),
  runSize: integer('run_size').notNull(),
  printFeatures: jsonb('print_features').$type<Record<string, number[]>>().notNull().default({}),
  sets: integer('sets').notNull().default(1),
});

export const products = pgTable('products', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  urlSlug: text('url_slug').notNull().unique(),
  prodInfoRef: text('prod_info_ref').notNull(),
  type: text('type').$type<'sticker' | 'business-card' | 'lettering'>().notNull(),
  description: text('description').notNull(),
  cuttingIds: integer('cutting_ids').array().notNull().default([]),
  finishingIds: integer('finishing_ids').array().notNull().default([]),
  adhesiveIds: integer('adhesive_ids').array().notNull().default([]),
  materialIds: integer('material_ids').array().notNull().default([]),
  printedSideIds: integer('printed_side_ids').array().notNull().default([]),
  colorIds: integer('color_ids').array().notNull().default([]),
  addonGroupIds: integer('addon_group_ids').array().notNull().default([]),
  printFeatureGroupIds: integer('print_feature_group_ids').array().notNull().default([]),
  specialProcessingOptionIds: integer('special_processing_option_ids')
    .array()
    .notNull()
    .default([]),
  quantities: integer('quantities').array().notNull(),
  listPriceFactorBp: integer('list_price_factor_bp').notNull().default(10_000),
  installReady: boolean('install_ready').notNull().default(false),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** Option tables share one shape: a name and a price factor in basis points (10_000 = x1). */
const pricedOption = (name: string) =>
  pgTable(name, {
    id: integer('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    priceFactorBp: integer('price_factor_bp').notNull().default(10_000),
  });

export const materials = pricedOption('materials');
export const finishings = pricedOption('finishings');
export const adhesives = pricedOption('adhesives');
export const printedSides = pricedOption('printed_sides');
export const colors = pricedOption('colors');

export const shapes = pgTable('shapes', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  /** Number of cuts a shape offers; null is the spec's 'na'. */
  cuts: integer('cuts'),
});

export const cuttings = pgTable('cuttings', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  shapeIds: integer('shape_ids').array().notNull().default([]),
  specialProcessing: boolean('special_processing').notNull().default(false),
  inputEa: boolean('input_ea').notNull().default(false),
  priceFactorBp: integer('price_factor_bp').notNull().default(10_000),
});

export const addonGroups = pgTable('addon_groups', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  maxSelected: integer('max_selected').notNull().default(1),
});

export const addonItems = pgTable('addon_items', {
  id: integer('id').primaryKey(),
  groupId: integer('group_id')
    .notNull()
    .references(() => addonGroups.id),
  name: text('name').notNull(),
  filePath: text('file_path'),
  priceFactorBp: integer('price_factor_bp').notNull().default(10_000),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const printFeatureGroups = pgTable('print_feature_groups', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  optionType: text('option_type').$type<'checkbox' | 'radio'>().notNull(),
  maxSelected: integer('max_selected').notNull().default(1),
  appliedSide: text('applied_side').$type<'na' | 'front' | 'back' | 'both'>().notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const printFeatureItems = pgTable('print_feature_items', {
  id: integer('id').primaryKey(),
  groupId: integer('group_id')
    .notNull()
    .references(() => printFeatureGroups.id),
  name: text('name').notNull(),
  filePath: text('file_path'),
  setupCents: integer('setup_cents').notNull().default(0),
  perThousandCents: integer('per_thousand_cents').notNull().default(0),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const specialProcessingOptions = pgTable('special_processing_options', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  maxSelected: integer('max_selected').notNull().default(1),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const specialProcessingItems = pgTable('special_processing_items', {
  id: integer('id').primaryKey(),
  optionId: integer('option_id')
    .notNull()
    .references(() => specialProcessingOptions.id),
  name: text('name').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const sizePresets = pgTable('size_presets', {
  id: integer('id').primaryKey(),
  productId: integer('product_id')
    .notNull()
    .references(() => products.id),
  name: text('name').notNull(),
  widthIn: doublePrecision('width_in').notNull(),
  heightIn: doublePrecision('height_in').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const dimLookups = pgTable('dim_lookups', {
  id: integer('id').primaryKey(),
  productId: integer('product_id')
    .notNull()
    .references(() => products.id),
  /** Null for products without cuttings (business cards, hang tags). */
  cuttingId: integer('cutting_id'),
  minWidthMm: doublePrecision('min_width_mm').notNull(),
  minHeightMm: doublePrecision('min_height_mm').notNull(),
  maxWidthMm: doublePrecision('max_width_mm').notNull(),
  maxHeightMm: doublePrecision('max_height_mm').notNull(),
  equalSide: boolean('equal_side').notNull(),
});

export const attributeLookups = pgTable('attribute_lookups', {
  id: serial('id').primaryKey(),
  productId: integer('product_id')
    .notNull()
    .references(() => products.id),
  cuttingId: integer('cutting_id').notNull(),
  finishingId: integer('finishing_id'),
  adhesiveId: integer('adhesive_id'),
  addonItemId: integer('addon_item_id'),
});

/** Base price grid of a product: total cents per (area, quantity) point. */
export const priceTables = pgTable('price_tables', {
  productId: integer('product_id')
    .primaryKey()
    .references(() => products.id),
  areaBreakpoints: doublePrecision('area_breakpoints').array().notNull(),
  quantityBreakpoints: integer('quantity_breakpoints').array().notNull(),
  cells: jsonb('cells').$type<number[][]>().notNull(),
});

export const shippingMethods = pgTable('shipping_methods', {
  id: integer('id').primaryKey(),
  method: text('method').notNull(),
  printingDaysDelta: integer('printing_days_delta').notNull().default(0),
  shippingDays: integer('shipping_days').notNull(),
  costCents: integer('cost_cents').notNull(),
  shippingGroup: text('shipping_group').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const holidays = pgTable('holidays', {
  date: date('date', { mode: 'string' }).primaryKey(),
  name: text('name').notNull(),
  type: text('type').$type<'federal' | 'closure'>().notNull(),
});

/**
 * The years whose holidays were filled from the maintained list (issue 35): filled once, then
 * the admins' to edit, so the start never fills a year again.
 */
export const holidayYears = pgTable('holiday_years', {
  year: integer('year').primaryKey(),
});

/** Product thumbnails (the carousel's main image) and gallery images or videos. */
export const productMedia = pgTable('product_media', {
  id: integer('id').primaryKey(),
  productId: integer('product_id')
    .notNull()
    .references(() => products.id),
  kind: text('kind').$type<'thumbnail' | 'gallery'>().notNull(),
  filePath: text('file_path').notNull(),
  videoPath: text('video_path'),
  alt: text('alt').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

/**
 * One row: bumped by every catalog write (the seed, future admin tools). Servers poll it and
 * reload their in-memory catalog when it changes.
 */
export const catalogVersion = pgTable('catalog_version', {
  id: integer('id').primaryKey(),
  version: integer('version').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// ---- Visitors, carts and quotes (issue #5). Money is integer cents; ids of people are never
// guessable where they travel in cookies (sessions are stored by the SHA-256 of their token).

/** A registered customer; the email is stored lower-cased. */
export const customers = pgTable('customers', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  company: text('company').notNull().default(''),
  /**
   * When the customer proved the email is theirs with an emailed code (issue 30); null until
   * then. Accounts made before sign-up existed were migrated as verified.
   */
  emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A code emailed to a customer (issue 30): to verify the account's email, a new email, or to
 * reset the password. One live code per customer and purpose; only its hash is kept.
 */
export const accountCodes = pgTable(
  'account_codes',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<AccountCodePurpose>().notNull(),
    /** `salt:sha256(salt + code)`, hex; compared in constant time. */
    codeHash: text('code_hash').notNull(),
    /** The address the code was sent to (a new email, for a change of email). */
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Wrong codes tried against this one; past the limit it is void. */
    failedAttempts: integer('failed_attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.customerId, table.purpose] })],
);

/**
 * Mail to send (issue 30, ADR 0042): written in the transaction of the record that causes it,
 * sent by the mail worker with retries, so a crash between the commit and the send loses none.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** When it may be tried (again); null once it has been given up. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).defaultNow(),
    /** A worker sending it holds it until then; after, another may try (it crashed). */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('mail_outbox_due').on(table.sentAt, table.nextAttemptAt)],
);

/**
 * A message sent with Contact us (issue 30): kept for the shop's inbox (the back-office issue
 * lists it), mailed to the shop's address and acknowledged to the sender.
 */
export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  referenceNo: text('reference_no').notNull().unique(),
  customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
  name: text('name').notNull(),
  email: text('email').notNull(),
  /** The order or quote number the message is about, as typed; '' when none. */
  aboutReference: text('about_reference').notNull().default(''),
  message: text('message').notNull(),
  status: text('status').$type<'new' | 'answered' | 'closed'>().notNull().default('new'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A reply staff sent to a contact message by email (issue 34), kept with it. */
export const contactReplies = pgTable(
  'contact_replies',
  {
    id: serial('id').primaryKey(),
    contactMessageId: integer('contact_message_id')
      .notNull()
      .references(() => contactMessages.id, { onDelete: 'cascade' }),
    /** Who sent it, by email: kept when the staff account is removed. */
    staffEmail: text('staff_email').notNull(),
    message: text('message').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('contact_replies_message').on(table.contactMessageId, table.sentAt)],
);

/** A customer's saved addresses; the default one fills a quotation's Bill To. */
export const addressBook = pgTable('address_book', {
  id: serial('id').primaryKey(),
  customerId: integer('customer_id')
    .notNull()
    .references(() => customers.id, { onDelete: 'cascade' }),
  label: text('label').notNull(),
  company: text('company').notNull().default(''),
  name: text('name').notNull(),
  address1: text('address1').notNull().default(''),
  address2: text('address2').notNull().default(''),
  city: text('city').notNull().default(''),
  /** A US state's postal abbreviation (domain addresses.ts), or '' for an address migrated without one. */
  state: text('state').notNull().default(''),
  zip: text('zip').notNull().default(''),
  /** E.164 (`+15035550123`), or '' for an address migrated without one. */
  phone: text('phone').notNull().default(''),
  isDefault: boolean('is_default').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A visitor who asked for a quote without an account (spec 001 §3 "Guest"). */
export const guests = pgTable('guests', {
  id: text('id').primaryKey(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A browser session: anonymous, guest or signed in. `id` is the SHA-256 of the cookie token. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    guestId: text('guest_id').references(() => guests.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sessions_expires_at').on(table.expiresAt)],
);

/**
 * A priced configuration in a cart. A line belongs to a session until its visitor signs in, then
 * to the customer (the session's lines move over at login).
 */
export const cartLines = pgTable(
  'cart_lines',
  {
    id: serial('id').primaryKey(),
    sessionId: text('session_id').references(() => sessions.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    featuredItemId: integer('featured_item_id').notNull(),
    productId: integer('product_id').notNull(),
    /** What was chosen, read once when the line was added (domain chosen-configuration.ts). */
    configuration: jsonb('configuration').$type<StoredConfiguration>().notNull(),
    details: jsonb('details').$type<string[]>().notNull(),
    quantity: integer('quantity').notNull(),
    customQuantity: integer('custom_quantity'),
    kinds: integer('kinds').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    shippingMethodId: integer('shipping_method_id').notNull(),
    shippingCostCents: integer('shipping_cost_cents').notNull(),
    dispatchDate: date('dispatch_date').notNull(),
    originPath: text('origin_path').notNull(),
    /** The lettering design of a lettering line (the payload's `lettering`, checked); else null. */
    lettering: jsonb('lettering').$type<LetteringOrder>(),
    /** A line ordered from a quotation (issue 32): its quoted price holds while it is valid. */
    quotationNo: text('quotation_no'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('cart_lines_session').on(table.sessionId),
    index('cart_lines_customer').on(table.customerId),
  ],
);

/** One item of a quotation (a set of a Print Quote, or a line staff priced by hand). */
export interface QuotationItem {
  details: string;
  quantity: number;
  priceCents: number;
  /** A line staff quoted (issue 34): its printing days, from which its dispatch date follows. */
  printingDays?: number;
}

/** Answers to requests sent with an Idempotency-Key, replayed when the same key comes again. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    owner: text('owner').notNull(),
    key: text('key').notNull(),
    statusCode: integer('status_code'),
    body: jsonb('body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.owner, table.key] })],
);

/** A quote request (spec 000 §4, 001 §3), with the full configuration and UTM values. */
export const quoteRequests = pgTable(
  'quote_requests',
  {
    id: serial('id').primaryKey(),
    referenceNo: text('reference_no').notNull().unique(),
    sessionId: text('session_id'),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    guestId: text('guest_id').references(() => guests.id, { onDelete: 'set null' }),
    quoteType: text('quote_type').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    quantity: integer('quantity'),
    comment: text('comment').notNull(),
    /** The configuration read when the request came, or a Special Processing form's choices. */
    configuration: jsonb('configuration').$type<QuoteRequestConfiguration>().notNull(),
    utm: jsonb('utm').$type<Record<string, string>>().notNull(),
    /** Where the shop is with it (issue 30): new, answered (a quotation sent) or closed. */
    status: text('status').$type<'new' | 'answered' | 'closed'>().notNull().default('new'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // A visitor lists their own requests (issue 16): by account, session or remembered guest.
  (table) => [
    index('quote_requests_customer').on(table.customerId),
    index('quote_requests_session').on(table.sessionId),
    index('quote_requests_guest').on(table.guestId),
  ],
);

/**
 * A file sent with a quote request (issue 16, ADR 0025). The bytes live in the file store under
 * `storage_key` (a random name); a stored file no committed row names is an orphan that
 * housekeeping removes.
 */
export const quoteRequestAttachments = pgTable(
  'quote_request_attachments',
  {
    id: serial('id').primaryKey(),
    quoteRequestId: integer('quote_request_id')
      .notNull()
      .references(() => quoteRequests.id, { onDelete: 'cascade' }),
    /** The order the files came in. */
    position: integer('position').notNull(),
    /** The client's file name, cleaned; shown and sent back, never used as a path. */
    originalName: text('original_name').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    /** The type the content was sniffed as (never the client's claim). */
    mediaType: text('media_type').notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('quote_request_attachments_request').on(table.quoteRequestId)],
);

/** A printable quotation (spec 000 §3, 001 §3); readable by its owner only. */
export const quotations = pgTable(
  'quotations',
  {
    id: serial('id').primaryKey(),
    quotationNo: text('quotation_no').notNull().unique(),
    sessionId: text('session_id'),
    // Kept for the shop's records when the account is deleted (issue 30), its Bill To cleared.
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    guestId: text('guest_id'),
    issueDate: date('issue_date').notNull(),
    name: text('name').notNull().default(''),
    company: text('company').notNull().default(''),
    address: text('address').notNull().default(''),
    /** Each set's or line's description, quantity and price; staff's lines their printing days. */
    items: jsonb('items').$type<QuotationItem[]>().notNull(),
    subTotalCents: integer('sub_total_cents').notNull(),
    shippingFeeCents: integer('shipping_fee_cents').notNull(),
    pointDiscountCents: integer('point_discount_cents').notNull().default(0),
    couponDiscountCents: integer('coupon_discount_cents').notNull().default(0),
    promoDiscountCents: integer('promo_discount_cents').notNull().default(0),
    totalCents: integer('total_cents').notNull(),
    /**
     * The lettering design its items were priced with (the payload's `lettering`, checked), drawn
     * in its PDF; else null. A quotation prices one payload, so every item has the same design.
     */
    lettering: jsonb('lettering').$type<LetteringOrder>(),
    /**
     * The configuration its items price (one payload, so one configuration for every set); null
     * for quotations made before it was kept (issue 29), which stay readable and printable.
     */
    configuration: jsonb('configuration').$type<ChosenConfiguration>(),
    /**
     * A digest of what the quotation quotes (its items, totals and design): its owner asking for
     * the same on the same issue date gets this quotation back (issue 27, docs/pricing.md). Null
     * for quotations made before it was kept.
     */
    contentsKey: text('contents_key'),
    /**
     * Written by staff answering this quote request (issue 34); null for a Print Quote. Its
     * lines are priced by hand: ordered at their prices while valid (ADR 0050).
     */
    quoteRequestId: integer('quote_request_id').references(() => quoteRequests.id, {
      onDelete: 'set null',
    }),
    /** The member of staff who wrote it, and what they wrote to the customer with it. */
    writtenBy: text('written_by'),
    note: text('note').notNull().default(''),
    /** The digest of the emailed link's key: its holder reads the quotation while it is valid. */
    linkDigest: text('link_digest'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('quotations_contents_key').on(table.contentsKey, table.issueDate),
    index('quotations_quote_request').on(table.quoteRequestId),
  ],
);

/** A customer review of a product page (spec 000 §3 "Review"); images are paths under /media. */
export const reviews = pgTable(
  'reviews',
  {
    id: integer('id').primaryKey(),
    /** The product page (featured item) the review belongs to. */
    featuredItemId: integer('featured_item_id')
      .notNull()
      .references(() => featuredItems.id),
    title: text('title').notNull(),
    rate: integer('rate').notNull(),
    comment: text('comment').notNull(),
    customer: text('customer').notNull(),
    reviewedOn: date('reviewed_on').notNull(),
    images: jsonb('images').$type<string[]>().notNull().default([]),
  },
  (table) => [index('reviews_item_date').on(table.featuredItemId, table.reviewedOn)],
);
