import type { AddressInput } from '@shop/domain/addresses';
import type { QuotePayload } from '@shop/domain/cart-contract';
import type { ContactInput } from '@shop/shop/contact/contract';
import type { AnswerQuoteRequest } from '@shop/shop/quotes/answer-contract';
import type { HolidayRequest } from '@shop/shop/calendar/contract';
import type { CouponCreateInput } from '@shop/shop/coupons/contract';
import type { CheckoutInput, PlaceOrderInput } from '@shop/shop/orders/contract';
import type { PasswordChange, PasswordReset, SignUpDetails } from '@shop/shop/accounts/contract';
import { callApi, NO_ANSWER, type AnswerReader } from './shop-api';

/**
 * The shop's operations as a page's script calls them (ADR 0041): one function per API
 * operation, each reading its answer with the capability's contract, loaded with the call.
 * Pages and features call these, never `fetch`.
 */

const cart = () => import('@shop/shop/cart/contract');
const accounts = () => import('@shop/shop/accounts/contract');
const quotes = () => import('@shop/shop/quotes/contract');
const reviews = () => import('@shop/shop/reviews/contract');
const catalog = () => import('@shop/shop/catalog/contract');
const contact = () => import('@shop/shop/contact/contract');
const orders = () => import('@shop/shop/orders/contract');
const artwork = () => import('@shop/shop/artwork/contract');

/** An answer the page checks itself, field by field (the shipping calendar's readShippingData). */
const CHECKED_BY_THE_PAGE: AnswerReader<unknown> = {
  safeParse: (value) => ({ success: true, data: value }),
};

type Key = { idempotencyKey: string };

/** `?key=` of an order's emailed link, for a guest's artwork (issue 33). */
const withKey = (url: string, key?: string | null) =>
  key ? `${url}?key=${encodeURIComponent(key)}` : url;
const lineArtwork = () => artwork().then((a) => a.lineArtworkSchema);

export const shopClient = {
  /** The back-office (issue 34): staff sign-in, out and password; its lists are page loaders. */
  staff: {
    signIn: (credentials: { email: string; password: string }) =>
      callApi('POST', '/api/admin/sign-in', CHECKED_BY_THE_PAGE, credentials),
    signOut: () => callApi('POST', '/api/admin/sign-out', NO_ANSWER),
    changePassword: (change: {
      current_password: string;
      new_password: string;
      confirm_password: string;
    }) => callApi('POST', '/api/admin/password', NO_ANSWER, change),
    /** POST /api/admin/orders/:number/<step>: paid, printing, delivered. */
    moveOrder: (orderNo: string, step: 'paid' | 'printing' | 'delivered') =>
      callApi('POST', `/api/admin/orders/${orderNo}/${step}`, NO_ANSWER),
    dispatchOrder: (orderNo: string, parcel: { carrier: string; tracking_number: string }) =>
      callApi('POST', `/api/admin/orders/${orderNo}/dispatched`, NO_ANSWER, parcel),
    cancelOrder: (orderNo: string, request: { reason: string }) =>
      callApi('POST', `/api/admin/orders/${orderNo}/cancel`, NO_ANSWER, request),
    replyToContact: (reference: string, reply: { message: string }) =>
      callApi('POST', `/api/admin/inbox/contact/${reference}/reply`, NO_ANSWER, reply),
    answerQuoteRequest: (reference: string, answer: AnswerQuoteRequest) =>
      callApi('POST', `/api/admin/inbox/quote-requests/${reference}/quotation`, NO_ANSWER, answer),
    /** The calendar (issue 35, admins): holidays by date, printing days by product page. */
    addHoliday: (holiday: HolidayRequest) =>
      callApi('POST', '/api/admin/calendar/holidays', NO_ANSWER, holiday),
    changeHoliday: (date: string, holiday: HolidayRequest) =>
      callApi('PUT', `/api/admin/calendar/holidays/${date}`, NO_ANSWER, holiday),
    removeHoliday: (date: string) =>
      callApi('DELETE', `/api/admin/calendar/holidays/${date}`, NO_ANSWER),
    setPrintingDays: (pageId: number, printingDays: number) =>
      callApi('PUT', `/api/admin/calendar/product-pages/${pageId}/printing-days`, NO_ANSWER, {
        printing_days: printingDays,
      }),
    /** Coupons (issue 35, admins). */
    createCoupon: (coupon: CouponCreateInput) =>
      callApi('POST', '/api/admin/coupons', NO_ANSWER, coupon),
    pauseCoupon: (code: string, paused: boolean) =>
      callApi('PATCH', `/api/admin/coupons/${encodeURIComponent(code)}`, NO_ANSWER, { paused }),
    /** Proofs by staff (issue 35): start one, send a version (multipart `proof`, `note`). */
    startProof: (designId: string) =>
      callApi('POST', `/api/admin/artwork/designs/${designId}/start`, NO_ANSWER),
    sendProof: (designId: string, form: FormData) =>
      callApi('POST', `/api/admin/artwork/designs/${designId}/proofs`, NO_ANSWER, form),
  },
  artwork: {
    /** GET /api/artwork/lines/:line: the designs, files, findings and proofs of a line. */
    find: (line: string, key?: string | null) =>
      callApi('GET', withKey(`/api/artwork/lines/${line}`, key), lineArtwork),
    /** POST /api/artwork/lines/:line: files in fields `front-1`, `back-2`, ... */
    upload: (line: string, form: FormData, key?: string | null) =>
      callApi('POST', withKey(`/api/artwork/lines/${line}`, key), lineArtwork, form),
    /** POST .../files/:file/fix: a fix a finding offered, as the customer chose. */
    fix: (line: string, file: string, fix: string, key?: string | null) =>
      callApi('POST', withKey(`/api/artwork/lines/${line}/files/${file}/fix`, key), lineArtwork, {
        fix,
      }),
    /** `version`: the proof by our staff approved (a newer one sent meanwhile is refused). */
    approve: (line: string, set: number, key?: string | null, version?: number) =>
      callApi(
        'POST',
        withKey(`/api/artwork/lines/${line}/sets/${set}/approve`, key),
        lineArtwork,
        version === undefined ? undefined : { version },
      ),
    requestStaffProof: (line: string, set: number, comment: string, key?: string | null) =>
      callApi(
        'POST',
        withKey(`/api/artwork/lines/${line}/sets/${set}/staff-proof`, key),
        lineArtwork,
        { comment },
      ),
    /** POST .../sets/:set/changes: what to change in the proof our staff sent. */
    requestChanges: (
      line: string,
      set: number,
      answer: { version: number; comment: string },
      key?: string | null,
    ) =>
      callApi(
        'POST',
        withKey(`/api/artwork/lines/${line}/sets/${set}/changes`, key),
        lineArtwork,
        answer,
      ),
  },
  cart: {
    /** POST /api/cart/items: the quote payload, priced again by the server. */
    add: (payload: QuotePayload, { idempotencyKey }: Key) =>
      callApi('POST', '/api/cart/items', () => cart().then((c) => c.addedLineSchema), payload, {
        idempotencyKey,
      }),
  },
  accounts: {
    signIn: (credentials: { email: string; password: string }, { idempotencyKey }: Key) =>
      callApi(
        'POST',
        '/api/auth/login',
        () => accounts().then((c) => c.loginAnswerSchema),
        credentials,
        { idempotencyKey },
      ),
    signOut: () => callApi('POST', '/api/auth/logout', NO_ANSWER),
    signUp: (details: SignUpDetails) =>
      callApi(
        'POST',
        '/api/auth/sign-up',
        () => accounts().then((c) => c.loginAnswerSchema),
        details,
      ),
    verifyEmail: (code: string) =>
      callApi('POST', '/api/auth/verify-email', () => accounts().then((c) => c.loginAnswerSchema), {
        code,
      }),
    requestPasswordReset: (email: string) =>
      callApi(
        'POST',
        '/api/auth/password-reset',
        () => accounts().then((c) => c.loginAnswerSchema),
        { email },
      ),
    resetPassword: (reset: PasswordReset) =>
      callApi(
        'POST',
        '/api/auth/password-reset/confirm',
        () => accounts().then((c) => c.loginAnswerSchema),
        reset,
      ),
    changePassword: (change: PasswordChange) =>
      callApi(
        'PUT',
        '/api/account/password',
        () => accounts().then((c) => c.loginAnswerSchema),
        change,
      ),
    requestEmailChange: (change: { email: string; password: string }) =>
      callApi(
        'POST',
        '/api/account/email',
        () => accounts().then((c) => c.loginAnswerSchema),
        change,
      ),
    confirmEmailChange: (code: string) =>
      callApi(
        'POST',
        '/api/account/email/confirm',
        () => accounts().then((c) => c.loginAnswerSchema),
        { code },
      ),
    deleteAccount: (password: string) => callApi('DELETE', '/api/account', NO_ANSWER, { password }),
    addresses: {
      add: (address: AddressInput) =>
        callApi(
          'POST',
          '/api/account/addresses',
          () => accounts().then((c) => c.addressBookSchema),
          address,
        ),
      update: (id: number, address: AddressInput) =>
        callApi(
          'PUT',
          `/api/account/addresses/${id}`,
          () => accounts().then((c) => c.addressBookSchema),
          address,
        ),
      remove: (id: number) =>
        callApi('DELETE', `/api/account/addresses/${id}`, () =>
          accounts().then((c) => c.addressBookSchema),
        ),
      makeDefault: (id: number) =>
        callApi('POST', `/api/account/addresses/${id}/default`, () =>
          accounts().then((c) => c.addressBookSchema),
        ),
    },
    resendVerification: () =>
      callApi('POST', '/api/auth/resend-verification', () =>
        accounts().then((c) => c.loginAnswerSchema),
      ),
    continueAsGuest: (guest: { first_name: string; last_name: string; email: string }) =>
      callApi('POST', '/api/guest', () => accounts().then((c) => c.guestAnswerSchema), guest),
    emailExists: (body: { email: string }, { idempotencyKey }: Key) =>
      callApi(
        'POST',
        '/api/inquiry/form/email-exist',
        () => accounts().then((c) => c.emailExistsAnswerSchema),
        body,
        { idempotencyKey },
      ),
  },
  quotes: {
    /** POST /api/quote/create/quotation: the quote payload, priced again and kept. */
    createQuotation: (payload: QuotePayload, { idempotencyKey }: Key) =>
      callApi(
        'POST',
        '/api/quote/create/quotation',
        () => quotes().then((c) => c.quotationSchema),
        payload,
        { idempotencyKey },
      ),
    updateBillTo: (
      quotationId: number,
      billTo: { company: string; name: string; address: string },
      { idempotencyKey }: Key,
    ) =>
      callApi(
        'PUT',
        `/api/quote/update/quotation/${quotationId}`,
        () => quotes().then((c) => c.quotationSchema),
        billTo,
        { idempotencyKey },
      ),
    /** A quote request: the JSON request, or a form with files (multipart). */
    requestQuote: (body: object | FormData, { idempotencyKey }: Key) =>
      callApi(
        'POST',
        '/api/quote/create/quote-request',
        () => quotes().then((c) => c.quoteRequestCreatedSchema),
        body,
        { idempotencyKey },
      ),
  },
  contact: {
    send: (message: ContactInput) =>
      callApi('POST', '/api/contact', () => contact().then((c) => c.contactAnswerSchema), message),
  },
  orders: {
    /** POST /api/checkout/review: the server's figures for this checkout, nothing written. */
    review: (checkout: CheckoutInput) =>
      callApi(
        'POST',
        '/api/checkout/review',
        () => orders().then((c) => c.checkoutReviewSchema),
        checkout,
      ),
    /** POST /api/orders/:number/reorder: the order's lines back in the cart, priced today. */
    reorder: (orderNo: string, key: string | null) =>
      callApi(
        'POST',
        `/api/orders/${encodeURIComponent(orderNo)}/reorder${key ? `?key=${encodeURIComponent(key)}` : ''}`,
        () => orders().then((c) => c.reorderAnswerSchema),
      ),
    /** POST /api/orders: places the order, once per key. */
    place: (order: PlaceOrderInput, { idempotencyKey }: Key) =>
      callApi('POST', '/api/orders', () => orders().then((c) => c.placedOrderSchema), order, {
        idempotencyKey,
      }),
  },
  quotations: {
    /** POST /api/quote/quotations/:no/order: into the cart, at the quoted price while valid. */
    order: (quotationNo: string) =>
      callApi('POST', `/api/quote/quotations/${encodeURIComponent(quotationNo)}/order`, () =>
        orders().then((c) => c.quotationToCartSchema),
      ),
    /** POST /api/quote/quotations/:no/renew: a quote request asking for a new quotation. */
    renew: (quotationNo: string, { idempotencyKey }: Key) =>
      callApi(
        'POST',
        `/api/quote/quotations/${encodeURIComponent(quotationNo)}/renew`,
        () => quotes().then((c) => c.quoteRequestCreatedSchema),
        undefined,
        { idempotencyKey },
      ),
  },
  reviews: {
    page: (query: string) =>
      callApi('GET', `/api/reviews?${query}`, () => reviews().then((c) => c.reviewsResponseSchema)),
  },
  catalog: {
    specialProcessingForm: () =>
      callApi('GET', '/api/special-processing-form', () =>
        catalog().then((c) => c.specialProcessingFormSchema),
      ),
  },
  shipping: {
    info: (featuredItemId: number) =>
      callApi('GET', `/api/quote/get/shipping-info/${featuredItemId}`, CHECKED_BY_THE_PAGE),
    holidays: () => callApi('GET', '/api/quote/get/holidays', CHECKED_BY_THE_PAGE),
  },
};
