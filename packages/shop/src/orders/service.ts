import { randomUUID } from 'node:crypto';
import { newLinkKey } from '../common/link-key';
import { productionOfDesigns } from '@shop/domain/artwork/design-life';
import { normalizeEmail } from '@shop/domain/accounts';
import type { NewCartLine, PricedLine } from '@shop/domain/cart';
import { isChosen, isQuoted, type StoredConfiguration } from '@shop/domain/chosen-configuration';
import type { LetteringOrder } from '@shop/domain/lettering/lettering-order';
import { formatMoney } from '@shop/domain/money';
import { payloadForChosen } from '@shop/domain/orders/checkout-lines';
import { CART_FULL_MESSAGE, CART_LINES_MAX } from '@shop/domain/rules/cart-rules';
import { shopDate } from '@shop/domain/shipping-calendar';
import { actorOf, type Actor, type Owner } from '@shop/domain/identity';
import type { SalesTaxRates } from '@shop/domain/orders/checkout-rules';
import { cancelOrder, type ChangedBy, type OrderState } from '@shop/domain/orders/order-life';
import type { CatalogCache } from '@shop/db/catalog-cache';
import type { AccountRepository } from '@shop/db/repositories/accounts';
import type { CartRepository } from '@shop/db/repositories/carts';
import type { CouponRepository } from '@shop/db/repositories/coupons';
import type { DesignRepository, StoredDesign } from '@shop/db/repositories/designs';
import type { OrderRepository, StoredOrder } from '@shop/db/repositories/orders';
import {
  addressesOf,
  pagePathIn,
  bookAddress,
  digest,
  fieldProblem,
  linkMatches,
  notFound,
  lineIdAt,
  providerOf,
  REGISTERED_EMAIL,
} from './order-parts';
import { orderHandQuoted } from './hand-quoted';
import type { QuoteRepository } from '@shop/db/repositories/quotes';
import { couponMessage, normalizeCouponCode } from '@shop/domain/orders/coupons';
import { quotationValidUntil } from '@shop/domain/rules/quotation-rules';
import type { VisitorRepository } from '@shop/db/repositories/visitors';
import type { AccountsService } from '../accounts/service';
import { referenceNumber } from '../common/reference-number';
import type { LetteringService } from '../lettering/service';
import {
  CART_ADDS_PER_ADDRESS,
  CART_ADDS_PER_VISITOR,
  LOOKUPS_PER_ADDRESS,
  ORDERS_PER_ADDRESS,
  ORDERS_PER_VISITOR,
  visitorKey,
} from '../limits/limits';
import { addressKey } from '../limits/client-address';
import type { RateLimiter } from '../limits/rate-limiter';
import { writeOwner } from '../limits/write-owner';
import type { MailService } from '../mail/service';
import { ownerOf } from '../permissions';
import { ShopProblem } from '../problem';
import type { VisitorSession } from '../visitor-session';
import type { Repositories, WritePipeline } from '../writes';
import {
  ORDER_MESSAGES,
  type CheckoutRequest,
  type CheckoutReview,
  type CheckoutStart,
  type OrderList,
  type OrderView,
  type PlaceOrderRequest,
  type QuotationToCart,
  type ReorderAnswer,
} from './contract';
import { designStatesOfCartLines, followArtwork } from './follow-artwork';
import { orderBackOffice } from './back-office';
import { ORDER_MAIL } from './mail';
import { orderListView, orderView } from './order-view';
import type { PaymentProvider } from './payments';
import { reviewCheckout, type QuotedPrice, type ReviewChoice, type ReviewContext } from './review';

const ORDER_LIMITS = { perAddress: ORDERS_PER_ADDRESS, perVisitor: ORDERS_PER_VISITOR };
const CART_ADD_LIMITS = { perAddress: CART_ADDS_PER_ADDRESS, perVisitor: CART_ADDS_PER_VISITOR };

/** Orders have their own key space: a key reused for another operation never replays here. */
const orderScope = (owner: Owner) => `order:${visitorKey(owner)}`;

/**
 * Checkout and orders (issue 31): the review of a cart with today's figures, placing the order
 * in one transaction (order, frozen lines, addresses, first event, emptied cart, confirmation
 * mail) once per Idempotency-Key, and the customer's view and cancellation of their orders.
 */
export function ordersService({
  writes,
  orders,
  carts,
  coupons,
  designs,
  quotes,
  accountRecords,
  visitors,
  accounts,
  catalog,
  lettering,
  mail,
  limiter,
  clock,
  shopTimeZone,
  taxRates,
  payments,
  publicUrl,
  onPlaced,
}: {
  writes: WritePipeline;
  orders: OrderRepository;
  carts: CartRepository;
  coupons: CouponRepository;
  designs: DesignRepository;
  quotes: QuoteRepository;
  accountRecords: AccountRepository;
  visitors: VisitorRepository;
  accounts: Pick<AccountsService, 'refuseDisposableEmail' | 'whoIsHere' | 'newGuestId'>;
  catalog: Pick<CatalogCache, 'current'>;
  lettering: Pick<LetteringService, 'glyphsOf' | 'priceQuotePayload'>;
  mail: Pick<MailService, 'nudge'>;
  limiter: RateLimiter;
  clock: () => Date;
  shopTimeZone: string;
  taxRates: SalesTaxRates;
  payments: readonly PaymentProvider[];
  /** Where the shop is on the web: the order links in emails start with it. */
  publicUrl: string;
  /** Run in the order's transaction with its new lines' ids: the artwork's desk mail (shop.ts). */
  onPlaced: (repos: Repositories, lineIds: number[], at: Date) => Promise<void>;
}) {
  const reviewContext = async (
    rows: Parameters<typeof lettering.glyphsOf>[0],
    now: Date,
  ): Promise<ReviewContext> => ({
    catalog: catalog.current().catalog,
    now,
    timeZone: shopTimeZone,
    rates: taxRates,
    payments,
    glyphs: await lettering.glyphsOf(rows),
  });

  const orderLink = (orderNo: string, key: string) =>
    `${publicUrl}/orders/${orderNo}?key=${encodeURIComponent(key)}`;

  /** A signed-in customer must have verified their email; staff have no cart (403). */
  async function checkoutOwner(actor: Actor): Promise<{ owner: Owner; email: string | null }> {
    const owner = ownerOf(actor);
    if (actor.kind !== 'customer') return { owner, email: null };
    const customer = await visitors.findCustomer(actor.customerId);
    if (!customer) throw new ShopProblem(401, 'SIGN_IN_REQUIRED', 'Please sign in again.');
    if (customer.emailVerifiedAt === null) {
      throw new ShopProblem(403, 'EMAIL_NOT_VERIFIED', ORDER_MESSAGES.verifyFirst);
    }
    return { owner, email: customer.email };
  }

  /** The guest's email, checked by the rules the quote forms use (disposable, registered). */
  async function guestEmail(session: VisitorSession, typed: string | undefined): Promise<string> {
    if (!typed) throw fieldProblem(422, 'VALIDATION_FAILED', 'email', ORDER_MESSAGES.emailRequired);
    const email = normalizeEmail(typed);
    accounts.refuseDisposableEmail(email, 'email');
    // It tells whether an email has an account: limited like the lookup.
    await limiter.count(LOOKUPS_PER_ADDRESS, addressKey(session.address));
    if (await visitors.findCustomerByEmail(email)) {
      throw fieldProblem(409, 'EMAIL_REGISTERED', 'email', REGISTERED_EMAIL);
    }
    return email;
  }

  /** The actor's order, or 404: their own, or any order whose link key they hold. */
  async function ownOrder(actor: Actor, orderNo: string, key?: string): Promise<StoredOrder> {
    const stored = await orders.byNumber(orderNo);
    if (!stored) throw notFound();
    const { order } = stored;
    if (linkMatches(order, key)) return stored;
    if (actor.kind === 'staff') throw notFound();
    const mine =
      actor.kind === 'customer'
        ? order.customerId === actor.customerId
        : order.customerId === null &&
          actor.visitor.sessionId !== null &&
          order.sessionId === actor.visitor.sessionId;
    if (!mine) throw notFound();
    return stored;
  }

  /**
   * What the checkout's figures depend on beyond the cart: the coupon typed (its row and whether
   * this email used it) and the quotations of quoted lines. Read through `reader`: the database,
   * or the placing transaction.
   */
  async function choiceOf(
    reader: { coupons: CouponRepository; quotes: QuoteRepository },
    rows: ReadonlyArray<{ quotationNo?: string | null }>,
    input: Partial<Pick<CheckoutRequest, 'coupon_code' | 'shipping_method_id'>>,
    email: string | null,
    taxState: string | null,
  ): Promise<ReviewChoice> {
    const numbers = [...new Set(rows.flatMap((row) => (row.quotationNo ? [row.quotationNo] : [])))];
    const quotations = new Map<string, QuotedPrice>(
      (await reader.quotes.quotationsByNumber(numbers)).flatMap((row) => {
        // A quotation without items quotes nothing: its line is priced today.
        const unitPriceCents = row.items[0]?.priceCents;
        const validUntil = quotationValidUntil(row.issueDate);
        return unitPriceCents === undefined
          ? []
          : [[row.quotationNo, { validUntil, unitPriceCents, items: row.items }]];
      }),
    );
    const typed = input.coupon_code ?? '';
    let coupon: ReviewChoice['coupon'];
    if (typed !== '') {
      const row = await reader.coupons.byCode(normalizeCouponCode(typed));
      const usedByCustomer =
        row !== null && row.oncePerCustomer && email !== null
          ? await reader.coupons.usedBy(row.id, digest(email))
          : false;
      coupon = { typed, row, usedByCustomer };
    }
    return { methodId: input.shipping_method_id, taxState, coupon, quotations };
  }

  const pagePathOf = (featuredItemId: number) => pagePathIn(catalog.current(), featuredItemId);

  /**
   * A stored configuration priced today through the one check every cart line passes (its
   * lettering measured again), or why it can no longer be ordered as it was.
   */
  async function priceAgain(
    line: {
      configuration: StoredConfiguration;
      quantity: number;
      kinds: number;
      lettering: LetteringOrder | null;
      originPath: string;
    },
    now: Date,
  ): Promise<{ ok: true; line: PricedLine } | { ok: false; reason: string }> {
    if (!isChosen(line.configuration)) {
      const { quotedAgain, unreadAgain } = ORDER_MESSAGES;
      return { ok: false, reason: isQuoted(line.configuration) ? quotedAgain : unreadAgain };
    }
    const built = payloadForChosen(
      catalog.current().catalog,
      line.configuration,
      line,
      now,
      shopTimeZone,
    );
    if (!built.ok) return built;
    const checked = await lettering.priceQuotePayload(built.payload, now);
    return checked.ok ? checked : { ok: false, reason: checked.problem.message };
  }

  /** Adds priced lines to the visitor's cart in one transaction; answers the cart's count. */
  async function intoCart(
    session: VisitorSession,
    lines: readonly NewCartLine[],
    carried: readonly StoredDesign[][] = [],
  ): Promise<number> {
    const { owner, count } = await writeOwner(session, limiter, CART_ADD_LIMITS);
    return writes.transaction(async (repos) => {
      await count();
      let cartCount = 0;
      for (const [index, line] of lines.entries()) {
        const added = await repos.carts.addLine(
          owner,
          line,
          pagePathOf(line.featuredItemId),
          CART_LINES_MAX,
        );
        if (added === 'full') throw new ShopProblem(409, 'CART_FULL', CART_FULL_MESSAGE);
        cartCount = added.cartCount;
        for (const design of carried[index] ?? []) {
          await repos.designs.carry(
            design,
            { cartLineId: added.lineId },
            { id: randomUUID(), at: clock() },
          );
        }
      }
      return cartCount;
    });
  }

  return {
    /** `GET /api/checkout`: the cart reviewed with today's figures, before an address. */
    async start(actor: Actor): Promise<CheckoutStart> {
      const { owner, email } = await checkoutOwner(actor);
      const rows = await carts.lines(owner);
      if (rows.length === 0) throw new ShopProblem(409, 'CART_EMPTY', ORDER_MESSAGES.cartEmpty);
      const { profile } = await accounts.whoIsHere(actor);
      const book =
        actor.kind === 'customer' ? await accountRecords.addresses(actor.customerId) : [];
      const choice = await choiceOf({ coupons, quotes }, rows, {}, email, null);
      const { review } = reviewCheckout(await reviewContext(rows, clock()), rows, {
        ...choice,
        methodId: undefined,
      });
      return {
        review,
        who: {
          kind: profile.kind,
          email: email ?? profile.email,
          name: profile.kind === 'anonymous' ? '' : `${profile.firstName} ${profile.lastName}`,
        },
        addresses: book.flatMap((row) => {
          const address = bookAddress(row);
          return address
            ? [{ ...address, id: row.id, label: row.label, is_default: row.isDefault }]
            : [];
        }),
      };
    },

    /** `POST /api/checkout/review`: the figures of this checkout, as they would be placed now. */
    async review(session: VisitorSession, input: CheckoutRequest): Promise<CheckoutReview> {
      const actor = actorOf(await session.current());
      const checked = await checkoutOwner(actor);
      const email = checked.email ?? (await guestEmail(session, input.email));
      providerOf(payments, input);
      const { shipping } = await addressesOf(accountRecords, actor, input);
      const rows = await carts.lines(checked.owner);
      if (rows.length === 0) throw new ShopProblem(409, 'CART_EMPTY', ORDER_MESSAGES.cartEmpty);
      const choice = await choiceOf({ coupons, quotes }, rows, input, email, shipping.state);
      return reviewCheckout(await reviewContext(rows, clock()), rows, choice).review;
    },

    /**
     * `POST /api/orders`: places the order, once per Idempotency-Key (a double click or a retry
     * answers the order already placed). Everything is priced again here; figures that differ
     * from those the customer reviewed place nothing and answer the new review (409).
     */
    async place(
      session: VisitorSession,
      input: PlaceOrderRequest,
      idempotencyKey: string | null,
    ): Promise<{ order_no: string }> {
      const actor = actorOf(await session.current());
      const checked = await checkoutOwner(actor);
      const email = checked.email ?? (await guestEmail(session, input.email));
      const provider = providerOf(payments, input);
      const { shipping, billing } = await addressesOf(accountRecords, actor, input);
      const { owner, count, forgive } = await writeOwner(session, limiter, ORDER_LIMITS);
      // A guest is remembered on this browser, as a quote request remembers one: the header
      // greets them and My account lists their orders (issue 31).
      let guestId: string | null = null;
      const { value, replayed } = await writes.once(
        orderScope(owner),
        idempotencyKey,
        async (repos) => {
          await count();
          const now = clock();
          const rows = await repos.carts.lockedLines(owner);
          if (rows.length === 0) throw new ShopProblem(409, 'CART_EMPTY', ORDER_MESSAGES.cartEmpty);
          const choice = await choiceOf(repos, rows, input, email, shipping.state);
          const { review, ordered, methodId, totals } = reviewCheckout(
            await reviewContext(rows, now),
            rows,
            choice,
          );
          if (review.lines.some((line) => line.unavailable !== null)) {
            throw new ShopProblem(409, 'LINES_UNAVAILABLE', ORDER_MESSAGES.linesUnavailable, {
              review,
            });
          }
          const delivery = review.delivery_options.find((option) => option.method_id === methodId);
          if (!delivery) throw new Error('The chosen method is one of the options');
          if (
            review.totals.total_cents !== input.expected_total_cents ||
            delivery.dispatch_date !== input.expected_dispatch_date
          ) {
            throw new ShopProblem(409, 'CHECKOUT_CHANGED', ORDER_MESSAGES.changed, { review });
          }
          // Artwork uploaded (or approved) while the items were in the cart comes with them.
          const designStates = await designStatesOfCartLines(repos, ordered);
          // 8 hex digits: 4 billion a day, so two orders of one day practically never meet.
          const orderNo = referenceNumber('PP', now, shopTimeZone, 4);
          const linkKey = newLinkKey();
          const orderId = await repos.orders.insert(
            {
              orderNo,
              customerId: owner.customerId,
              sessionId: owner.customerId === null ? owner.sessionId : null,
              email,
              linkDigest: digest(linkKey),
              shipName: shipping.name,
              billName: billing.name,
              shipCompany: shipping.company,
              billCompany: billing.company,
              shipAddress1: shipping.address1,
              billAddress1: billing.address1,
              shipAddress2: shipping.address2,
              billAddress2: billing.address2,
              shipCity: shipping.city,
              billCity: billing.city,
              shipState: shipping.state,
              billState: billing.state,
              shipZip: shipping.zip,
              billZip: billing.zip,
              shipPhone: shipping.phone,
              billPhone: billing.phone,
              shippingMethodId: methodId,
              shippingMethod: delivery.method,
              printingDays: delivery.printing_days,
              dispatchDate: delivery.dispatch_date,
              deliveryFrom: delivery.delivery_from,
              deliveryTo: delivery.delivery_to,
              subTotalCents: review.totals.sub_total_cents,
              shippingCents: review.totals.shipping_cents,
              couponCode: review.totals.coupon_code,
              couponDiscountCents: review.totals.coupon_discount_cents,
              taxRate: totals.taxRate,
              taxCents: review.totals.tax_cents,
              totalCents: review.totals.total_cents,
              paymentMethod: provider.id,
              // Until the provider answers, last of all (below).
              paymentState: 'awaiting_payment',
              productionState: productionOfDesigns(designStates),
              refundDueCents: 0,
              placedAt: now,
            },
            ordered.map((line, position) => ({
              position,
              featuredItemId: line.row.featuredItemId,
              productId: line.row.productId,
              productName: line.productName,
              configuration: line.row.configuration,
              details: line.details,
              quantity: line.row.quantity,
              customQuantity: isChosen(line.row.configuration)
                ? line.row.configuration.customQuantity
                : null,
              kinds: line.row.kinds,
              unitPriceCents: line.unitPriceCents,
              lineCents: line.lineCents,
              printingDays: line.printingDays,
              dispatchDate: line.dispatchDate,
              originPath: line.row.originPath,
              lettering: line.row.lettering,
              quotationNo: line.quoted ? (line.row.quotationNo ?? null) : null,
            })),
          );
          const placedLines = (await repos.orders.byNumber(orderNo))?.lines ?? [];
          await repos.designs.adoptCartLines(
            ordered.map((line, position) => ({
              cartLineId: line.row.id,
              orderLineId: lineIdAt(placedLines, position),
              sets: line.row.kinds,
            })),
          );
          const lineIds = placedLines.map((line) => line.id);
          await onPlaced(repos, lineIds, now);
          if (owner.customerId === null) {
            guestId = owner.guestId ?? accounts.newGuestId();
            const [firstName = '', ...rest] = shipping.name.split(/\s+/);
            await repos.visitors.saveGuest({
              id: guestId,
              firstName,
              lastName: rest.join(' '),
              email,
            });
          }
          await repos.carts.removeLines(
            owner,
            rows.map((row) => row.id),
          );
          // The coupon's use, in the order's transaction: under its limit and, once per
          // customer, once per email, however many checkouts run at once.
          const usedCoupon = choice.coupon?.row;
          if (usedCoupon && review.totals.coupon_code !== '') {
            // Once per customer is kept by a digest of the email, not the email itself: a
            // deleted account's address must not stay behind in the coupon's uses.
            const use = await repos.coupons.use(
              usedCoupon.id,
              orderId,
              usedCoupon.oncePerCustomer ? digest(email) : null,
              now,
            );
            if (use !== 'used') {
              // Answered as the review answers it: whichever of the two notices it first.
              const message = couponMessage(use, usedCoupon.code, usedCoupon);
              throw new ShopProblem(422, 'COUPON_REFUSED', message, [
                { field: 'coupon_code', message },
              ]);
            }
          }
          // The payment last, after every step that can refuse: a card is never authorized for
          // an order that is then rolled back by its own checks (ADR 0044).
          const payment = await provider.start({
            orderNo,
            amountCents: review.totals.total_cents,
            idempotencyKey,
            testOutcome: input.test_outcome,
          });
          await repos.orders.placed(orderId, payment.state, {
            at: now,
            track: 'placed',
            fromState: null,
            toState: payment.state,
            byKind: 'customer',
            note: payment.note,
          });
          const stored = await repos.orders.byNumber(orderNo);
          if (!stored) throw new Error('The order just written is there');
          await repos.mail.enqueue(
            ORDER_MAIL.placed(
              orderView(stored),
              orderLink(orderNo, linkKey),
              provider.instructions(orderNo, formatMoney(stored.order.totalCents)),
            ),
            now,
          );
          return { order_no: orderNo };
        },
      );
      if (replayed) await forgive();
      else mail.nudge();
      if (guestId !== null) await session.rememberGuest(guestId);
      return value;
    },

    /**
     * `POST /api/orders/:number/reorder`: the order's lines back into this browser's cart, each
     * priced today as a new line would be (Saleor re-prices a reorder too), saying where a price
     * changed and which lines can no longer be ordered as they were.
     */
    async reorder(session: VisitorSession, orderNo: string, key?: string): Promise<ReorderAnswer> {
      const actor = actorOf(await session.current());
      ownerOf(actor);
      const { lines } = await ownOrder(actor, orderNo, key);
      const now = clock();
      const priced: PricedLine[] = [];
      const changes: ReorderAnswer['changes'] = [];
      const unavailable: ReorderAnswer['unavailable'] = [];
      const approved = (await designs.ofOrderLines(lines.map((line) => line.id))).filter(
        (entry) => entry.design.state === 'approved',
      );
      const carried: StoredDesign[][] = [];
      for (const line of lines) {
        const checked = await priceAgain(line, now);
        if (!checked.ok) {
          unavailable.push({ product_name: line.productName, reason: checked.reason });
          continue;
        }
        priced.push(checked.line);
        // Approved artwork comes along: the same sets need no new proof (issue 33).
        carried.push(
          approved.filter(
            (entry) =>
              entry.design.orderLineId === line.id && entry.design.setNo <= checked.line.kinds,
          ),
        );
        if (checked.line.unitPriceCents !== line.unitPriceCents) {
          changes.push({
            product_name: line.productName,
            was_cents: line.unitPriceCents,
            now_cents: checked.line.unitPriceCents,
          });
        }
      }
      const cartCount = priced.length > 0 ? await intoCart(session, priced, carried) : 0;
      const added = priced.length;
      const message =
        added === 0
          ? 'None of these items can be ordered again as they were.'
          : `${added} ${added === 1 ? 'item is' : 'items are'} in your cart at today's prices.${changes.length > 0 ? ' Some prices changed since you ordered: see below.' : ''}`;
      return { cart_count: cartCount, added, changes, unavailable, message };
    },

    /**
     * `POST /api/quote/quotations/:quotation_no/order`: one of the visitor's quotations into the
     * cart. Still valid (30 days): at its quoted prices, which checkout keeps while it is valid;
     * expired: at today's prices, said so. Staff's expire; one without a configuration cannot be
     * ordered: 409, and the page offers to ask for it to be renewed.
     */
    async orderQuotation(session: VisitorSession, quotationNo: string): Promise<QuotationToCart> {
      const actor = actorOf(await session.current());
      const quotation = await quotes.findQuotation(ownerOf(actor), quotationNo);
      if (!quotation) {
        throw new ShopProblem(404, 'NOT_FOUND', `There is no quotation ${quotationNo} of yours.`);
      }
      const now = clock();
      if (quotation.writtenBy !== null) {
        const deps = { catalog: catalog.current().catalog, carts, orders, quotes, shopTimeZone };
        const add = (lines: readonly NewCartLine[]) => intoCart(session, lines);
        return orderHandQuoted({ ...deps, now }, ownerOf(actor), quotation, add);
      }
      const validUntil = quotationValidUntil(quotation.issueDate);
      const valid = shopDate(now, shopTimeZone) <= validUntil;
      if (!quotation.configuration) {
        throw new ShopProblem(409, 'QUOTATION_NOT_ORDERABLE', ORDER_MESSAGES.quotationNotOrderable);
      }
      const quotedCents = quotation.items[0]?.priceCents;
      if (quotedCents === undefined) {
        throw new ShopProblem(409, 'QUOTATION_NOT_ORDERABLE', ORDER_MESSAGES.quotationNotOrderable);
      }
      const checked = await priceAgain(
        {
          configuration: quotation.configuration,
          quantity: quotation.items[0]?.quantity ?? quotation.configuration.quantity ?? 0,
          kinds: Math.max(1, quotation.items.length),
          lettering: quotation.lettering,
          originPath: pagePathOf(quotation.configuration.featuredItemId),
        },
        now,
      );
      if (!checked.ok) throw new ShopProblem(409, 'QUOTATION_NOT_ORDERABLE', checked.reason);
      const line: PricedLine = valid
        ? { ...checked.line, unitPriceCents: quotedCents, quotationNo }
        : checked.line;
      const cartCount = await intoCart(session, [line]);
      const each = (cents: number) => formatMoney(cents);
      return {
        cart_count: cartCount,
        priced: valid ? 'quoted' : 'today',
        message: valid
          ? `In your cart at the quoted ${each(quotedCents)} a set, until ${validUntil}.`
          : `This quotation expired on ${validUntil}: its items are in your cart at today's ${each(checked.line.unitPriceCents)} a set (it quoted ${each(quotedCents)}).`,
      };
    },

    /** The actor's order or a 404 (the artwork of an order's lines asks this). */
    owned: ownOrder,
    /** The back-office's operations on orders (issue 34): back-office.ts. */
    staff: orderBackOffice({ orders, writes, mail, clock, shopTimeZone, publicUrl }),

    /**
     * The order's production follows its designs, inside the transaction that moved one (the
     * artwork capability calls this); true when the order moved.
     */
    followArtwork: (repos: Repositories, orderNo: string, at: Date, by: ChangedBy) =>
      followArtwork(repos, { catalog, shopTimeZone, publicUrl }, orderNo, at, by),

    /** `GET /api/orders`: the visitor's orders (a guest's: those placed in this browser). */
    async list(actor: Actor): Promise<OrderList> {
      return orderListView(await orders.list(ownerOf(actor)), shopTimeZone);
    },

    /** `GET /api/orders/:number`: the actor's own order, or one whose link key they hold. */
    async find(actor: Actor, orderNo: string, key?: string): Promise<OrderView> {
      return orderView(await ownOrder(actor, orderNo, key));
    },

    /** `POST /api/orders/:number/cancel`: the customer cancels until the proof is approved. */
    async cancel(actor: Actor, orderNo: string, key?: string): Promise<OrderView> {
      const stored = await ownOrder(actor, orderNo, key);
      const { order } = stored;
      const before: OrderState = {
        payment: order.paymentState,
        production: order.productionState,
        paymentKind: order.paymentMethod === 'invoice' ? 'invoice' : 'card',
        totalCents: order.totalCents,
        refundDueCents: order.refundDueCents,
      };
      const change = cancelOrder(before, 'customer');
      if (!change.ok) throw new ShopProblem(409, change.code, change.message);
      const now = clock();
      const after = change.state;
      const done = await writes.transaction(async (repos) => {
        const events = [
          {
            at: now,
            track: 'production' as const,
            fromState: before.production,
            toState: after.production,
            byKind: 'customer' as const,
            note: 'Cancelled by the customer.',
          },
          ...(after.payment === before.payment
            ? []
            : [
                {
                  at: now,
                  track: 'payment' as const,
                  fromState: before.payment,
                  toState: after.payment,
                  byKind: 'customer' as const,
                  note: 'Nothing to pay.',
                },
              ]),
        ];
        if (!(await repos.orders.move(order.id, before, after, events))) return null;
        const moved = await repos.orders.byNumber(orderNo);
        if (!moved) return null;
        const view = orderView(moved);
        const link = key ? orderLink(orderNo, key) : `${publicUrl}/orders/${orderNo}`;
        if (view.email) await repos.mail.enqueue(ORDER_MAIL.cancelled(view, link), now);
        return view;
      });
      // Moved meanwhile (a second tab, staff): answer as it is now, or refuse as it says.
      if (!done) return this.cancel(actor, orderNo, key);
      mail.nudge();
      return done;
    },
  };
}

export type OrdersService = ReturnType<typeof ordersService>;
