import { setTimeout as wait } from 'node:timers/promises';
import { createCatalogCache } from '@shop/db/catalog-cache';
import type { DatabaseHandle } from '@shop/db/client';
import type { FileStore } from '@shop/db/storage/file-store';
import { accountsService, type AccountsService } from './accounts/service';
import { cartService, type CartService } from './cart/service';
import { catalogService, type CatalogService } from './catalog/service';
import { memoryCounterStore, type CounterStore } from './limits/counter-store';
import { rateLimiter } from './limits/rate-limiter';
import { pricingService, type PricingService } from './pricing/service';
import { quotesService, type QuotesService } from './quotes/service';
import { quoteRequestAnswers, type QuoteRequestAnswers } from './quotes/answer';
import { reviewsService, type ReviewsService } from './reviews/service';
import { shippingService, type ShippingService } from './shipping/service';
import type { UploadLimits } from './uploads/contract';
import { letteringService, type LetteringService } from './lettering/service';
import { uploadsService, type UploadsService } from './uploads/service';
import { inboxService, type InboxService } from './inbox/service';
import { staffService, type StaffService } from './staff/service';
import { calendarService, type CalendarService } from './calendar/service';
import { couponsService, type CouponsService } from './coupons/service';
import { CATALOG_CHANNEL } from '@shop/db/catalog-cache';
import { repositoriesOf, writePipeline } from './writes';
import { upgradeStoredConfigurations } from './common/configuration-upgrade';
import type { MailTransport } from '@shop/db/mail/mail-transport';
import { mailService, type MailService } from './mail/service';
import { contactService, type ContactService } from './contact/service';
import { ordersService, type OrdersService } from './orders/service';
import { artworkService, type ArtworkService } from './artwork/service';
import { tellDeskOfPlacedOrder, type ProofDesk } from './artwork/desk';
import { artworkStaff, type ArtworkStaff } from './artwork/staff';
import { checkStoredInProcess, type CheckArtwork } from './artwork/check';
import { DEMO_BANK_DETAILS, paymentProviders } from './orders/payments';
import type { SalesTaxRates } from '@shop/domain/orders/checkout-rules';

/**
 * The shop: one object holding every capability's operations. The API routes and the web app's
 * loaders and actions receive this same object, so a page does exactly what the API does, in
 * process and without an HTTP hop (docs/decisions/0013-use-case-layer.md). Repositories stay
 * inside: every change goes through a service.
 */
export interface Shop {
  catalog: CatalogService;
  pricing: PricingService;
  shipping: ShippingService;
  reviews: ReviewsService;
  cart: CartService;
  accounts: AccountsService;
  /** Quote requests and quotations; `answers`: staff answering a request with a quotation (issue 34). */
  quotes: QuotesService & { answers: QuoteRequestAnswers };
  uploads: UploadsService;
  lettering: LetteringService;
  /** The mail worker and, without SMTP, the file outbox (ADR 0042). */
  mail: MailService;
  contact: ContactService;
  /** Checkout and orders (issue 31). */
  orders: OrdersService;
  /** Artwork of every line: uploads, preflight, proofs, approval (issue 33). */
  artwork: ArtworkService & { staff: ArtworkStaff };
  /** Staff accounts, their sign-in and sessions, the activity log (issue 34). */
  staff: StaffService;
  /** The back-office's inbox of quote requests and contact messages (issue 34). */
  inbox: InboxService;
  /** Holidays and printing days, kept by admins (issue 35). */
  calendar: CalendarService;
  /** Coupons, made and paused by admins (issue 35). */
  coupons: CouponsService;
  /** "Now": injected so dispatch dates can be tested at any moment. */
  clock: () => Date;
  /** IANA zone of the shop: dispatch dates, the 6:00 PM cut-off, reference numbers. */
  shopTimeZone: string;
  /** One database round trip; resolves with its duration in milliseconds. */
  pingDatabase(): Promise<number>;
  /** Housekeeping of the write pipeline: every write's idempotency keys older than a day. */
  forgetOldIdempotencyKeys(now?: Date): Promise<unknown>;
  /** Stops the catalog refresh and the mail worker (a message being sent is finished). */
  close(): Promise<void>;
}

export interface ShopOptions {
  clock?: () => Date;
  shopTimeZone: string;
  /** How often to check for catalog changes; 0 turns the check off. */
  catalogRefreshMs?: number;
  onBackgroundError?: (error: unknown) => void;
  /**
   * Where rate-limit counters live: shared by every process (Redis) when there are several;
   * by default in this process's memory, timed by `clock`.
   */
  counters?: CounterStore;
  /** The counter store failed and a request was let through unlimited. */
  onLimiterError?: (error: unknown) => void;
  /** How a sign-in waits when its account is under attack; tests record it instead. */
  sleep?: (ms: number) => Promise<void>;
  /** Where attachments are kept: local disk or an S3-compatible bucket (ADR 0025). */
  files: FileStore;
  uploadLimits: UploadLimits;
  /** Where mail goes: SMTP, or `.eml` files in DATA_DIR/outbox (ADR 0042). */
  mailTransport: MailTransport;
  /** The shop's own address: Contact us messages go to it (SHOP_EMAIL). */
  shopEmail?: string;
  /** A message could not be sent (it is tried again later). */
  onMailError?: (error: unknown) => void;
  /** Sales-tax rates of the states the shop collects in (SALES_TAX_RATES); none by default. */
  salesTaxRates?: SalesTaxRates;
  /** Offer the test payment provider (PAYMENT_TEST_PROVIDER=true; tests and e2e only). */
  paymentTestProvider?: boolean;
  /** Where the shop is on the web (PUBLIC_URL): links in emails start with it. */
  publicUrl?: string;
  /** Where invoices are paid (BANK_TRANSFER_DETAILS): on invoices and confirmation emails. */
  bankTransferDetails?: string;
  /** How an artwork file is checked and proofed: the server's worker pool; in process unless given. */
  checkArtwork?: CheckArtwork;
  /** How many checks run at once (the pool's threads); 1 unless given. */
  artworkCheckThreads?: number;
  /** A check failed (the worker died, the store is away): it is tried again later. */
  onArtworkCheckError?: (error: unknown) => void;
}

export async function createShop(database: DatabaseHandle, options: ShopOptions): Promise<Shop> {
  const cache = await createCatalogCache(database.db, {
    refreshMs: options.catalogRefreshMs ?? 30_000,
    onError: options.onBackgroundError ?? (() => {}),
    changes: (onChange) => database.listen(CATALOG_CHANNEL, onChange),
  });
  const clock = options.clock ?? (() => new Date());
  const { shopTimeZone } = options;
  const {
    visitors,
    accounts: accountRecords,
    carts,
    quotes,
    reviews,
    mail: outbox,
    orders: orderRecords,
    coupons,
    designs,
    staff: staffRecords,
    inbox,
    contact: contactRecords,
    calendar,
  } = repositoriesOf(database.db);
  const writes = writePipeline(database.db);
  // Configurations stored before issue 29 are read once, before any request (ADR 0040).
  await upgradeStoredConfigurations({ carts, quotes }, cache.current().catalog);
  // One limiter for every operation, so a page and the API count against the same limits.
  const limiter = rateLimiter(
    options.counters ?? memoryCounterStore(() => clock().getTime()),
    options.onLimiterError ?? (() => {}),
  );
  // Services that others call are made first and handed to them: a capability calls another's
  // operations, never its modules (issue 29).
  const publicUrl = options.publicUrl ?? 'http://localhost:3000';
  const shopEmail = options.shopEmail ?? 'hello@peelandpress.example';
  const lettering = letteringService({ catalog: cache, clock, shopTimeZone });
  const uploads = uploadsService({
    files: options.files,
    quotes,
    designs,
    clock,
    limits: options.uploadLimits,
  });
  const mail = mailService({
    mail: outbox,
    transport: options.mailTransport,
    clock,
    onError: options.onMailError ?? (() => {}),
  });
  const accounts = accountsService({
    visitors,
    accounts: accountRecords,
    carts,
    writes,
    mail,
    clock,
    limiter,
    sleep: options.sleep ?? ((ms) => wait(ms)),
  });
  const desk: ProofDesk = {
    email: shopEmail,
    designLink: (id) => `${publicUrl}/admin/artwork/${id}`,
  };
  const orders = ordersService({
    writes,
    orders: orderRecords,
    carts,
    coupons,
    designs,
    quotes,
    accountRecords,
    visitors,
    accounts,
    catalog: cache,
    lettering,
    mail,
    limiter,
    clock,
    shopTimeZone,
    taxRates: options.salesTaxRates ?? new Map(),
    payments: paymentProviders(
      options.paymentTestProvider ?? false,
      options.bankTransferDetails ?? DEMO_BANK_DETAILS,
    ),
    publicUrl,
    onPlaced: (repos, lineIds, at) =>
      tellDeskOfPlacedOrder(repos, cache.current().catalog, desk, lineIds, at),
  });
  return {
    catalog: catalogService({ catalog: cache, clock, shopTimeZone }),
    pricing: pricingService({ catalog: cache, clock, shopTimeZone }),
    shipping: shippingService({ catalog: cache }),
    reviews: reviewsService({ catalog: cache, reviews, clock }),
    cart: cartService({ carts, writes, catalog: cache, limiter, lettering }),
    accounts,
    quotes: Object.assign(
      quotesService({
        quotes,
        visitors,
        writes,
        catalog: cache,
        clock,
        shopTimeZone,
        limiter,
        accounts,
        uploads,
        lettering,
      }),
      {
        answers: quoteRequestAnswers({
          quotes,
          writes,
          mail,
          catalog: cache,
          clock,
          shopTimeZone,
          publicUrl,
        }),
      },
    ),
    uploads,
    lettering,
    mail,
    orders,
    artwork: Object.assign(
      artworkService({
        designs,
        carts,
        writes,
        catalog: cache,
        uploads,
        lettering,
        orders,
        check: options.checkArtwork ?? checkStoredInProcess(uploads),
        checkThreads: options.artworkCheckThreads,
        limiter,
        clock,
        nudgeMail: () => mail.nudge(),
        onCheckError: options.onArtworkCheckError ?? (() => {}),
        desk,
      }),
      {
        staff: artworkStaff({
          designs,
          orders: orderRecords,
          writes,
          uploads,
          catalog: cache,
          clock,
          publicUrl,
          nudgeMail: () => mail.nudge(),
        }),
      },
    ),
    contact: contactService({
      contact: contactRecords,
      writes,
      mail,
      accounts,
      limiter,
      clock,
      shopTimeZone,
      shopEmail,
    }),
    staff: staffService({ staff: staffRecords, writes, limiter, clock, shopTimeZone }),
    inbox: inboxService({ inbox, shopTimeZone }),
    calendar: calendarService({ calendar, writes, catalog: cache, clock, shopTimeZone }),
    coupons: couponsService({ coupons, writes, clock, shopTimeZone }),
    clock,
    shopTimeZone,
    pingDatabase: () => database.ping(),
    forgetOldIdempotencyKeys: (now = clock()) => writes.forgetOldKeys(now),
    async close() {
      await Promise.all([cache.stop(), mail.stop()]);
    },
  };
}
