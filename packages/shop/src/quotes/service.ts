import { createHash } from 'node:crypto';
import { normalizeEmail, QUOTE_FORM_MESSAGES } from '@shop/domain/accounts';
import { letteringView, orderTotals, type PricedLine } from '@shop/domain/cart';
import { configurationSummary, linesOfSet, summaryText } from '@shop/domain/configuration-summary';
import type { GlyphSource } from '@shop/domain/lettering/measure';
import { formatCents } from '@shop/domain/pricing';
import type { FieldProblem } from '@shop/domain/api-error';
import { unprintableFields } from '@shop/domain/printable-text';
import { checkQuoteRequest } from '@shop/domain/quote-type';
import { specialProcessingSummary } from '@shop/domain/special-processing-summary';
import { checkSpecialProcessingRequest } from '@shop/domain/special-processing-check';
import { SPECIAL_PROCESSING_QUOTE_TYPE } from '@shop/domain/special-processing-payload';
import {
  parseSpecialProcessingFields,
  specialProcessingChoices,
  type QuoteRequestConfiguration,
} from '@shop/domain/special-processing-request';
import { shopDate } from '@shop/domain/shipping-calendar';
import { addressLines } from '@shop/domain/addresses';
import { referenceNumber } from '../common/reference-number';
import type { CatalogCache } from '@shop/db/catalog-cache';
import type { Readable } from 'node:stream';
import type { AttachmentRow, QuotationRow, QuoteRepository } from '@shop/db/repositories/quotes';
import { actorOf, type Actor } from '@shop/domain/identity';
import { ownerOf, requireRole } from '../permissions';
import type { VisitorRepository } from '@shop/db/repositories/visitors';
import type { AccountsService } from '../accounts/service';
import { addressKey } from '../limits/client-address';
import {
  LOOKUPS_PER_ADDRESS,
  QUOTATIONS_PER_ADDRESS,
  QUOTATIONS_PER_VISITOR,
  QUOTE_REQUESTS_PER_ADDRESS,
  QUOTE_REQUESTS_PER_VISITOR,
  visitorKey,
} from '../limits/limits';
import type { RateLimiter } from '../limits/rate-limiter';
import { refusal, ShopProblem } from '../problem';
import type { FormFields, FormPart, ReceivedFile, UploadsService } from '../uploads/service';
import type { VisitorSession } from '../visitor-session';
import type { WritePipeline } from '../writes';
import { writeOwner, type CountedBefore } from '../limits/write-owner';
import type {
  BillTo,
  OwnQuotations,
  OwnQuoteRequest,
  OwnQuoteRequests,
  QuotePayload,
  Quotation,
  QuoteRequestCreated,
  QuoteRequestInput,
} from './contract';
import { itemDetails } from './answer-contract';
import { readQuoteRequestFields } from './form-fields';
import { quotationFonts } from './quotation-fonts';
import type { LetteringService } from '../lettering/service';

export { referenceNumber };

/**
 * A stored quotation as the API answers it: amounts in dollars with two decimals, its lettering
 * design (if any) with the outlines drawn by `glyphsByFont`'s typeface.
 */
export function quotationView(
  row: QuotationRow,
  glyphsByFont: ReadonlyMap<string, GlyphSource> = new Map(),
): Quotation {
  return {
    id: row.id,
    quotation_no: row.quotationNo,
    issue_date: row.issueDate,
    name: row.name,
    company: row.company,
    address: row.address,
    quotations: row.items.map((item) => ({
      details: itemDetails(item),
      quantity: item.quantity,
      price: formatCents(item.priceCents),
    })),
    sub_total: formatCents(row.subTotalCents),
    shipping_fee: formatCents(row.shippingFeeCents),
    point_discount: formatCents(row.pointDiscountCents),
    coupon_discount: formatCents(row.couponDiscountCents),
    promo_discount: formatCents(row.promoDiscountCents),
    total_price: formatCents(row.totalCents),
    lettering: row.lettering ? letteringView(row.lettering, glyphsByFont) : null,
  };
}

type Person = { firstName: string; lastName: string };

/**
 * The Bill To a new quotation starts with: the customer's default address, else the customer's
 * or the guest's name; the visitor can edit it afterwards (PUT /quote/update/quotation/:id).
 */
export function defaultBillTo(known: {
  address: ({ name: string; company: string } & Parameters<typeof addressLines>[0]) | null;
  customer: (Person & { company: string }) | null;
  guest: Person | null;
}): BillTo {
  const { address, customer, guest } = known;
  const person = customer ?? guest;
  return {
    name: address?.name ?? (person ? `${person.firstName} ${person.lastName}` : ''),
    company: address?.company ?? customer?.company ?? '',
    address: address ? addressLines(address).join('\n') : '',
  };
}

/**
 * Spec 000 §3: a quotation lists the priced line once per kind (set), each saying which set it
 * is ("Set 2 of 3", issue 27).
 */
export function quotationItems(
  line: Pick<PricedLine, 'productName' | 'details' | 'quantity' | 'kinds' | 'unitPriceCents'>,
) {
  return Array.from({ length: line.kinds }, (_, i) => ({
    details: summaryText({
      product: line.productName,
      lines: linesOfSet(line.details, i + 1, line.kinds),
    }),
    quantity: line.quantity,
    priceCents: line.unitPriceCents,
  }));
}

/**
 * What a quotation quotes, as a digest: its items (each set's description, quantity and price),
 * totals and lettering design. Two Print Quote clicks on the same configuration and sets, with
 * the same prices, give the same key (issue 27: they reopen one quotation).
 */
export function quotationContentsKey(contents: {
  items: ReturnType<typeof quotationItems>;
  subTotalCents: number;
  shippingFeeCents: number;
  totalCents: number;
  lettering: PricedLine['lettering'];
}): string {
  const { items, subTotalCents, shippingFeeCents, totalCents, lettering } = contents;
  return createHash('sha256')
    .update(JSON.stringify([items, subTotalCents, shippingFeeCents, totalCents, lettering]))
    .digest('base64url');
}

const notFound = (no: string | number) =>
  new ShopProblem(404, 'NOT_FOUND', `There is no quotation ${no} for you.`);

/** Spec 001 §8, word for word. Also for a file: whether it exists is not told to others. */
export const QUOTE_REQUEST_NOT_FOUND =
  "Sorry, we're unable to find the quote request your were looking for.";

/** A client slower than this is refused: housekeeping's grace period must outlast any upload. */
export const UPLOAD_MAX_MS = 15 * 60 * 1000;
/** How many of their own requests or quotations a page of My account lists, newest first. */
const OWN_LIST_PAGE = 10;

const attachmentView = (row: AttachmentRow) => ({
  id: row.id,
  name: row.originalName,
  size: row.sizeBytes,
  type: row.mediaType,
  sha256: row.sha256,
});

/** A stored request as its owner reads it. */
const ownRequestView = (row: {
  referenceNo: string;
  quoteType: string;
  createdAt: Date;
  quantity: number | null;
  comment: string;
  status: 'new' | 'answered' | 'closed';
  attachments: AttachmentRow[];
}): OwnQuoteRequest => ({
  reference_no: row.referenceNo,
  quote_type: row.quoteType,
  created_at: row.createdAt.toISOString(),
  quantity: row.quantity,
  comment: row.comment,
  status: row.status,
  attachments: row.attachments.map(attachmentView),
});

/** A file of the visitor's, ready to stream back. */
export interface AttachmentDownload {
  name: string;
  mediaType: string;
  size: number;
  stream: Readable;
}

/**
 * What a quote request asks for, checked: the part that differs between the JSON request and
 * the Special Processing form. Storing it is the same for both (fileQuoteRequest).
 */
interface QuoteAsk {
  quoteType: string;
  quantity: number | null;
  /** The choices as ids, stored as they are (jsonb). */
  configuration: QuoteRequestConfiguration;
  /** The choices in words: the stored comment starts with them. */
  summary: string;
  /** Who asks, as the form says (a signed-in customer's account wins). */
  person: { firstname: string; lastname: string; email_address: string };
  comment: string;
  utm: Record<string, string>;
}

/** Scoped by operation: a key reused for a cart add must not replay that answer here. */
const quoteRequestScope = (owner: { customerId: number | null; sessionId: string | null }) =>
  `quote-request:${visitorKey(owner)}`;

const QUOTE_REQUEST_LIMITS = {
  perAddress: QUOTE_REQUESTS_PER_ADDRESS,
  perVisitor: QUOTE_REQUESTS_PER_VISITOR,
};
const QUOTATION_LIMITS = { perAddress: QUOTATIONS_PER_ADDRESS, perVisitor: QUOTATIONS_PER_VISITOR };

/** Quotations have their own key space, per owner. */
const quotationScope = (owner: { customerId: number | null; sessionId: string | null }) =>
  `quotation:${visitorKey(owner)}`;

const problemsText = (problems: FieldProblem[]) =>
  problems.map((p) => `${p.field}: ${p.message}`).join('; ');

/** Fields of the wrong form (missing, malformed, unknown): a 400 naming each. */
const invalidFields = (problems: FieldProblem[]) =>
  new ShopProblem(400, 'VALIDATION_FAILED', `Invalid request. ${problemsText(problems)}`, problems);

export interface QuotesDependencies {
  quotes: QuoteRepository;
  visitors: VisitorRepository;
  writes: WritePipeline;
  catalog: CatalogCache;
  clock: () => Date;
  shopTimeZone: string;
  limiter: RateLimiter;
  /** Where attachments are kept (ADR 0025). */
  /** Guests' ids and the email policy. */
  accounts: Pick<AccountsService, 'newGuestId' | 'refuseDisposableEmail' | 'whoIsHere'>;
  /** Files sent with a request (ADR 0025). */
  uploads: Pick<UploadsService, 'receive' | 'discard' | 'open'>;
  lettering: Pick<LetteringService, 'priceQuotePayload' | 'glyphsOf'>;
}

/** Quote requests and printable quotations (spec 000 §3-§4, 001 §3-§4, §7). */
export function quotesService({
  quotes,
  visitors,
  writes,
  catalog,
  clock,
  shopTimeZone,
  limiter,
  accounts,
  uploads,
  lettering,
}: QuotesDependencies) {
  /** The view of a stored quotation, with its design's typeface loaded for the preview. */
  const quotationAnswer = async (row: QuotationRow): Promise<Quotation> =>
    quotationView(row, await lettering.glyphsOf([row]));

  /** What a quote request asks for, from the JSON request's contract (ADR 0024). */
  function askedInRequest(body: QuoteRequestInput): QuoteAsk {
    const snapshot = catalog.current().catalog;
    // The configuration decides the quote type, as it decides the page's button: a request
    // whose configuration is sold on the page, or that names another type, is refused (ADR 0024).
    const checked = checkQuoteRequest(snapshot, {
      configuration: body.configuration,
      featuredItemId: body.featured_item_id,
      quantity: body.quantity,
      quoteType: body.quote_type,
    });
    if (!checked.ok) throw refusal(checked.problem);
    const { chosen } = checked;
    const summary = configurationSummary(snapshot, chosen.options, chosen.quantity);
    return {
      quoteType: checked.quoteType,
      quantity: chosen.quantity,
      configuration: chosen,
      summary: summaryText(summary, '\n'),
      person: {
        firstname: body.firstname,
        lastname: body.lastname,
        email_address: body.email_address,
      },
      comment: body.comment,
      utm: body.utm,
    };
  }

  /**
   * What a Special Processing form asks for (spec 001 §3, ADR 0026): its fields replayed through
   * the form's own reducer. A field of the wrong form is a 400; a choice the form would not have
   * offered, or a form the form itself would not send (§5), a 422. Each names its fields.
   */
  function askedForSpecialProcessing(fields: FormFields): QuoteAsk {
    const parsed = parseSpecialProcessingFields(fields);
    if (!parsed.ok) throw invalidFields(parsed.problems);
    const checked = checkSpecialProcessingRequest(catalog.current().catalog, fields);
    if (!checked.ok) {
      throw new ShopProblem(
        422,
        'INCOMPATIBLE_OPTIONS',
        `These choices cannot be requested together. ${problemsText(checked.problems)}`,
        checked.problems,
      );
    }
    const { request } = checked;
    const { firstname, lastname, email_address, comment, utm, quote_type, quantity } = request;
    return {
      quoteType: quote_type,
      quantity,
      configuration: specialProcessingChoices(request),
      summary: summaryText(specialProcessingSummary(checked.state), '\n'),
      person: { firstname, lastname, email_address },
      comment,
      utm,
    };
  }

  /** The form's text fields as what they ask for: a Special Processing form, or the request's. */
  function askedInForm(fields: FormFields): QuoteAsk {
    if (fields.quote_type === SPECIAL_PROCESSING_QUOTE_TYPE) {
      return askedForSpecialProcessing(fields);
    }
    const read = readQuoteRequestFields(fields);
    if (!read.ok) throw invalidFields(read.problems);
    return askedInRequest(read.value);
  }

  /**
   * Stores what a quote request asks for, with the rows of its already stored files, in one
   * transaction: the same person, email, idempotency and limit rules for every kind of request.
   * `committed` is false when nothing new was stored (a replay of an Idempotency-Key).
   */
  async function fileQuoteRequest(
    session: VisitorSession,
    ask: QuoteAsk,
    idempotencyKey: string | null,
    attachments: ReceivedFile[],
    counted?: CountedBefore,
  ): Promise<{ answer: QuoteRequestCreated; committed: boolean }> {
    const email = normalizeEmail(ask.person.email_address);
    accounts.refuseDisposableEmail(email, 'email_address');
    const address = addressKey(session.address);
    // A registered email answers 409: limited like the email lookup too.
    await limiter.count(LOOKUPS_PER_ADDRESS, address);
    const visitor = await session.current();
    if (visitor.customerId === null && (await visitors.findCustomerByEmail(email))) {
      throw new ShopProblem(409, 'EMAIL_REGISTERED', QUOTE_FORM_MESSAGES.emailRegistered, [
        { field: 'email_address', message: QUOTE_FORM_MESSAGES.emailRegistered },
      ]);
    }
    const { owner, count, forgive } = await writeOwner(
      session,
      limiter,
      QUOTE_REQUEST_LIMITS,
      counted,
    );
    // The guest and the request are written in one transaction: both, or neither.
    let guestId: string | null = null;
    const { value, replayed } = await writes.once(
      quoteRequestScope(owner),
      idempotencyKey,
      async (repos): Promise<QuoteRequestCreated> => {
        await count();
        if (owner.customerId === null) {
          guestId = owner.guestId ?? accounts.newGuestId();
          await repos.visitors.saveGuest({
            id: guestId,
            firstName: ask.person.firstname,
            lastName: ask.person.lastname,
            email,
          });
        }
        // A signed-in customer asks as their account: the form shows them no name or email
        // fields (spec 001 §6), so what the body says of them is not taken.
        const account =
          owner.customerId !== null ? await repos.visitors.findCustomer(owner.customerId) : null;
        const created = await repos.quotes.createQuoteRequest(
          {
            referenceNo: referenceNumber('QR', clock(), shopTimeZone),
            sessionId: owner.sessionId,
            customerId: owner.customerId,
            guestId,
            quoteType: ask.quoteType,
            firstName: account?.firstName ?? ask.person.firstname,
            lastName: account?.lastName ?? ask.person.lastname,
            email: account ? normalizeEmail(account.email) : email,
            quantity: ask.quantity,
            comment: [ask.summary, ask.comment].filter(Boolean).join('\n'),
            configuration: ask.configuration,
            utm: ask.utm,
          },
          attachments.map((file) => ({
            originalName: file.originalName,
            sizeBytes: file.sizeBytes,
            mediaType: file.mediaType,
            sha256: file.sha256,
            storageKey: file.key,
          })),
        );
        return { status: 'SUCCESS', code: 201, reference_no: created.referenceNo };
      },
    );
    // After the commit: the session is written outside the request's transaction.
    if (guestId !== null) await session.rememberGuest(guestId);
    // A retry of the same request (same key) is not another request.
    if (replayed) await forgive();
    return { answer: value, committed: !replayed };
  }

  /**
   * The answer already given to this visitor's request with this Idempotency-Key, if any: a
   * retry of an answered request gets it back before any file is read, at the limit too.
   */
  async function answeredBefore(
    session: VisitorSession,
    idempotencyKey: string | null,
  ): Promise<QuoteRequestCreated | null> {
    if (idempotencyKey === null) return null;
    const visitor = await session.current();
    if (visitor.customerId === null && visitor.sessionId === null) return null;
    return writes.answered<QuoteRequestCreated>(quoteRequestScope(visitor), idempotencyKey);
  }

  /**
   * Counts a multipart request against the quote-request limits before its files arrive, so a
   * flood is refused before it costs storage and bandwidth: per address always, per visitor when
   * the cookie already tells who (a visitor without a session is counted once it has one, in
   * fileQuoteRequest). Every attempt is counted, a retry too (a key alone buys no upload); a
   * retry that overlapped its first and turns out to be a replay is forgiven (writeOwner).
   */
  async function countBeforeFiles(session: VisitorSession): Promise<CountedBefore> {
    const visitor = await session.current();
    const known = visitor.customerId !== null || visitor.sessionId !== null;
    const visitorCounted = known ? visitorKey(visitor) : null;
    await limiter.count(QUOTE_REQUESTS_PER_ADDRESS, addressKey(session.address));
    if (visitorCounted !== null) await limiter.count(QUOTE_REQUESTS_PER_VISITOR, visitorCounted);
    return { address: true, visitor: visitorCounted };
  }

  return {
    /**
     * Stores a quote request for a configuration the shop cannot price (special size, quantity or
     * processing). A visitor without an account is stored and remembered as a guest; an address
     * that belongs to an account answers 409 (the visitor signs in instead).
     */
    async requestQuote(
      session: VisitorSession,
      body: QuoteRequestInput,
      idempotencyKey: string | null,
    ): Promise<QuoteRequestCreated> {
      return (await fileQuoteRequest(session, askedInRequest(body), idempotencyKey, [])).answer;
    },

    /**
     * A quote request sent as a multipart form with files (issue 16, spec 001 §7): the Special
     * Processing form's fields (quote_type 'Special Processing'), or the JSON request's fields as
     * text. The limits are counted first, then the files are streamed into the store, then the
     * request and its files' rows are written in one transaction. Whatever refuses the request
     * (a file, a field, a check, the database) removes the stored files, so a refused request
     * leaves nothing behind.
     */
    async requestQuoteWithFiles(
      session: VisitorSession,
      parts: AsyncIterable<FormPart>,
      idempotencyKey: string | null,
    ): Promise<QuoteRequestCreated> {
      const replayed = await answeredBefore(session, idempotencyKey);
      if (replayed) return replayed;
      const counted = await countBeforeFiles(session);
      const started = clock().getTime();
      const received = await uploads.receive(parts);
      let committed = false;
      try {
        if (clock().getTime() - started > UPLOAD_MAX_MS) {
          throw new ShopProblem(
            408,
            'UPLOAD_TOO_SLOW',
            'The upload took too long. Please try again.',
          );
        }
        const filed = await fileQuoteRequest(
          session,
          askedInForm(received.fields),
          idempotencyKey,
          received.files,
          counted,
        );
        committed = filed.committed;
        return filed.answer;
      } finally {
        // Not committed (refused, failed, or a replay that stored nothing): no orphans left.
        if (!committed) await uploads.discard(received.files.map((file) => file.key));
      }
    },

    /** The visitor's own quote requests with their files (signed in, or this browser's guest). */
    async listQuoteRequests(actor: Actor, page = 1): Promise<OwnQuoteRequests> {
      const owner = ownerOf(actor);
      const total = await quotes.countQuoteRequests(owner);
      const pages = Math.max(1, Math.ceil(total / OWN_LIST_PAGE));
      const rows = await quotes.listQuoteRequests(owner, OWN_LIST_PAGE, (page - 1) * OWN_LIST_PAGE);
      return { quote_requests: rows.map(ownRequestView), page, pages };
    },

    /**
     * One of the visitor's own quote requests (issue 30); an unknown one or another person's is
     * the catalogue's "unable to find" (404).
     */
    async ownQuoteRequest(actor: Actor, referenceNo: string): Promise<OwnQuoteRequest> {
      const row = await quotes.findOwnQuoteRequest(ownerOf(actor), referenceNo);
      if (!row) throw new ShopProblem(404, 'NOT_FOUND', QUOTE_REQUEST_NOT_FOUND);
      return ownRequestView(row);
    },

    /** The visitor's quotations, newest first, a page at a time (issue 30). */
    async listQuotations(actor: Actor, page = 1): Promise<OwnQuotations> {
      const owner = ownerOf(actor);
      const total = await quotes.countQuotations(owner);
      const pages = Math.max(1, Math.ceil(total / OWN_LIST_PAGE));
      const rows = await quotes.listQuotations(owner, OWN_LIST_PAGE, (page - 1) * OWN_LIST_PAGE);
      return {
        quotations: rows.map((row) => ({
          quotation_no: row.quotationNo,
          issue_date: row.issueDate,
          description: row.items[0]?.details ?? '',
          items: row.items.length,
          total_price: formatCents(row.totalCents),
          total_cents: row.totalCents,
        })),
        page,
        pages,
      };
    },

    /**
     * A file of one of the visitor's own requests; anyone else's (or none) is a 404. Staff open
     * any request's files (the back-office's inbox, issue 34).
     */
    async openAttachment(
      actor: Actor,
      referenceNo: string,
      attachmentId: number,
    ): Promise<AttachmentDownload> {
      if (actor.kind === 'staff') requireRole(actor, 'staff');
      const whose = actor.kind === 'staff' ? 'any' : ownerOf(actor);
      const row = await quotes.findAttachment(whose, referenceNo, attachmentId);
      if (!row) throw new ShopProblem(404, 'NOT_FOUND', QUOTE_REQUEST_NOT_FOUND);
      const stream = await uploads.open(row.storageKey);
      // A committed row whose file is gone is our failure, not the visitor's: a 500, logged.
      if (!stream) throw new Error(`Attachment ${row.id} has no stored file ${row.storageKey}`);
      return { name: row.originalName, mediaType: row.mediaType, size: row.sizeBytes, stream };
    },

    /**
     * A printable quotation of a quote payload, priced again here (a lettering design measured
     * again, issue 17); its Bill To is prefilled. The same visitor asking again on the same issue
     * date (the shop's time zone) for the same configuration and sets, at the same prices, gets
     * that quotation back with its number and saved Bill To (issue 27, docs/pricing.md). The same
     * Idempotency-Key gives the quotation its first request made, with its Bill To as saved now.
     */
    async createQuotation(
      session: VisitorSession,
      payload: QuotePayload,
      idempotencyKey: string | null,
    ): Promise<Quotation> {
      const now = clock();
      const checked = await lettering.priceQuotePayload(payload, now);
      if (!checked.ok) throw refusal(checked.problem);
      const line = checked.line;
      const { owner, count, forgive } = await writeOwner(session, limiter, QUOTATION_LIMITS);
      const issueDate = shopDate(now, shopTimeZone);
      const totals = orderTotals([line]);
      const contents = {
        items: quotationItems(line),
        subTotalCents: totals.subTotalCents,
        shippingFeeCents: totals.shippingFeeCents,
        totalCents: totals.totalCents,
        lettering: line.lettering,
      };
      const contentsKey = quotationContentsKey(contents);
      const { value, replayed } = await writes.once(
        quotationScope(owner),
        idempotencyKey,
        async (repos): Promise<{ quotationNo: string }> => {
          // Every ask counts, reopened or new: each is priced again. A repeat of its key does not.
          await count();
          const same = await repos.quotes.findSameQuotation(owner, contentsKey, issueDate);
          if (same) return { quotationNo: same.quotationNo };
          const customer =
            owner.customerId === null ? null : await repos.visitors.findCustomer(owner.customerId);
          const address = customer ? await repos.visitors.defaultAddress(customer.id) : null;
          const guest =
            !customer && owner.guestId ? await repos.visitors.findGuest(owner.guestId) : null;
          const row = await repos.quotes.createQuotation({
            quotationNo: referenceNumber('Q', now, shopTimeZone),
            sessionId: owner.sessionId,
            customerId: owner.customerId,
            guestId: owner.guestId,
            issueDate,
            ...defaultBillTo({ address, customer, guest }),
            ...contents,
            configuration: line.configuration,
            contentsKey,
          });
          return { quotationNo: row.quotationNo };
        },
      );
      if (replayed) await forgive();
      // Read again, so a replay shows the Bill To as it is now, not as it was first answered.
      const row = await quotes.findQuotation(owner, value.quotationNo);
      if (!row) throw notFound(value.quotationNo);
      return quotationAnswer(row);
    },

    /**
     * "Ask us to renew this quotation" (issue 32): a quotation that cannot be ordered as it is
     * (no configuration, or no longer sold) becomes a quote request, as the person who owns it:
     * a signed-in customer or the remembered guest (an anonymous visitor signs in first, as for
     * any quote request). The same Idempotency-Key files one request.
     */
    async askToRenew(
      session: VisitorSession,
      quotationNo: string,
      idempotencyKey: string | null,
    ): Promise<QuoteRequestCreated> {
      const visitor = await session.current();
      const actor = actorOf(visitor);
      const row = await quotes.findQuotation(ownerOf(actor), quotationNo);
      if (!row) throw notFound(quotationNo);
      const { profile } = await accounts.whoIsHere(actor);
      if (profile.kind === 'anonymous') {
        throw new ShopProblem(
          401,
          'SIGN_IN_REQUIRED',
          'Please sign in or continue as a guest first.',
        );
      }
      const { answer } = await fileQuoteRequest(
        session,
        {
          quoteType: 'Renewal',
          quantity: row.items[0]?.quantity ?? null,
          configuration: { renewsQuotation: row.quotationNo },
          summary: [
            `Please renew quotation ${row.quotationNo} of ${row.issueDate}:`,
            ...row.items.map((item) => `${item.details} (${item.quantity} pcs)`),
          ].join('\n'),
          person: {
            firstname: profile.firstName,
            lastname: profile.lastName,
            email_address: profile.email,
          },
          comment: '',
          utm: {},
        },
        idempotencyKey,
        [],
      );
      return answer;
    },

    /** A quotation of this visitor; anyone else's (or none) is a 404. */
    async findQuotation(actor: Actor, quotationNo: string): Promise<Quotation> {
      const row = await quotes.findQuotation(ownerOf(actor), quotationNo);
      if (!row) throw notFound(quotationNo);
      return quotationAnswer(row);
    },

    /**
     * Saves the Bill To of a quotation of this visitor; anyone else's (or none) is a 404. A
     * character the PDF's fonts do not have (an emoji) is refused with a 422 naming the field and
     * the characters, before anything is saved (issue 27).
     */
    async updateBillTo(actor: Actor, id: number, billTo: BillTo): Promise<Quotation> {
      const owner = ownerOf(actor);
      const unprintable = unprintableFields(billTo, (await quotationFonts()).coverage);
      if (unprintable.length > 0) {
        throw new ShopProblem(
          422,
          'UNPRINTABLE_CHARACTERS',
          unprintable.map((problem) => problem.message).join(' '),
          unprintable,
        );
      }
      const row = await quotes.updateBillTo(owner, id, billTo);
      if (!row) throw notFound(id);
      return quotationAnswer(row);
    },

    /** A stored quote request by its reference number, as stored (null when there is none). */
    findQuoteRequest: (referenceNo: string) => quotes.findQuoteRequest(referenceNo),
  };
}

export type QuotesService = ReturnType<typeof quotesService>;
