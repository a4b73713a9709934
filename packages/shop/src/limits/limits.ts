import type { Counter, RateLimit } from './rate-limiter';

/**
 * Every rate limit of the shop, in one place (docs/decisions/0016-sign-in-throttling-and-write-
 * limits.md). Numbers are set well above what a busy real customer does through the pages and
 * low enough to stop a script: a limit per visitor (customer, or session) and a looser one per
 * address, since an office or a mobile carrier puts many people behind one address.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** A limit whose message can quote its own number. */
const limit = (
  name: string,
  max: number,
  windowMs: number,
  message: (max: number, wait: string) => string,
): RateLimit => ({ name, max, windowMs, message: (wait) => message(max, wait) });

/** Every call that can tell whether an email has an account (sign-in, lookups, guests). */
export const LOOKUPS_PER_ADDRESS: RateLimit = {
  name: 'lookup',
  max: 60,
  windowMs: MINUTE,
  message: (wait) => `Too many requests from your network. Please try again in ${wait}.`,
};

/**
 * Wrong passwords for one account from one address: the guesser is throttled, the owner
 * elsewhere is not (issue 13, item 3). Forgiven when the password is right.
 */
export const SIGN_IN_FAILURES_PER_ACCOUNT_AND_ADDRESS: RateLimit = {
  name: 'sign-in-pair',
  max: 5,
  windowMs: 15 * MINUTE,
  message: (wait) =>
    `Too many incorrect passwords for this account from your network. Please try again in ${wait}.`,
};

/** Wrong passwords from one address across all accounts: one address cannot sweep accounts. */
export const SIGN_IN_FAILURES_PER_ADDRESS: RateLimit = {
  name: 'sign-in-address',
  max: 30,
  windowMs: 15 * MINUTE,
  message: (wait) => `Too many incorrect sign-ins from your network. Please try again in ${wait}.`,
};

/**
 * Wrong passwords for one account from anywhere. Never refused (that would lock the owner out);
 * past `slowAfter` every attempt on the account waits before it is answered.
 */
export const SIGN_IN_FAILURES_PER_ACCOUNT: Counter & {
  slowAfter: number;
  firstDelayMs: number;
  maxDelayMs: number;
} = {
  name: 'sign-in-account',
  windowMs: 15 * MINUTE,
  slowAfter: 10,
  firstDelayMs: 250,
  maxDelayMs: 5_000,
};

/**
 * How long an attempt on an account waits, given the failures already counted for it: nothing up
 * to `slowAfter`, then doubling from `firstDelayMs`, capped at `maxDelayMs` so the owner waits a
 * few seconds at worst.
 */
export function signInDelayMs(failuresBefore: number): number {
  const { slowAfter, firstDelayMs, maxDelayMs } = SIGN_IN_FAILURES_PER_ACCOUNT;
  if (failuresBefore < slowAfter) return 0;
  return Math.min(maxDelayMs, firstDelayMs * 2 ** Math.min(failuresBefore - slowAfter, 16));
}

/** Each add navigates to the cart page: a person adds a few a minute, a script hundreds. */
export const CART_ADDS_PER_VISITOR = limit(
  'cart-add-visitor',
  30,
  MINUTE,
  (max, wait) =>
    `You have added ${max} items to your cart in the last minute. Please try again in ${wait}.`,
);

export const CART_ADDS_PER_ADDRESS = limit(
  'cart-add-address',
  120,
  MINUTE,
  (_max, wait) =>
    `Too many items have been added to carts from your network in the last minute. Please try again in ${wait}.`,
);

/** A quotation is a printable price for one configuration; comparing a few dozen is generous. */
export const QUOTATIONS_PER_VISITOR = limit(
  'quotation-visitor',
  20,
  HOUR,
  (max, wait) =>
    `You have created ${max} quotations in the last hour. Please try again in ${wait}.`,
);

export const QUOTATIONS_PER_ADDRESS = limit(
  'quotation-address',
  60,
  HOUR,
  (_max, wait) =>
    `Too many quotations have been created from your network in the last hour. Please try again in ${wait}.`,
);

/** A quote request reaches a person at the shop; ten an hour is already a lot of special orders. */
export const QUOTE_REQUESTS_PER_VISITOR = limit(
  'quote-request-visitor',
  10,
  HOUR,
  (max, wait) =>
    `You have sent ${max} quote requests in the last hour. Please try again in ${wait}.`,
);

export const QUOTE_REQUESTS_PER_ADDRESS = limit(
  'quote-request-address',
  30,
  HOUR,
  (_max, wait) =>
    `Too many quote requests have been sent from your network in the last hour. Please try again in ${wait}.`,
);

/**
 * Artwork uploads (issue 33): each is stored and checked, up to 4 files of 50 MiB. Replacing a
 * file a few times per design is normal; a hundred an hour is a script filling the disk.
 */
export const ARTWORK_UPLOADS_PER_LINE = limit(
  'artwork-upload-line',
  100,
  HOUR,
  (max, wait) =>
    `You have uploaded ${max} times for this item in the last hour. Please try again in ${wait}.`,
);

/** Whom a per-visitor limit counts: the customer on every device, else the browser's session. */
export const visitorKey = (owner: { customerId: number | null; sessionId: string | null }) =>
  owner.customerId !== null ? `c:${owner.customerId}` : `s:${owner.sessionId ?? ''}`;

/** Sign-ups from one address: a family or an office makes a few, a script hundreds (issue 30). */
export const SIGN_UPS_PER_ADDRESS = limit(
  'sign-up-address',
  10,
  HOUR,
  (_max, wait) =>
    `Too many accounts have been created from your network in the last hour. Please try again in ${wait}.`,
);

/**
 * Emailed codes checked from one address (each code is also void after 5 wrong tries): a person
 * mistypes a few, a script tries thousands.
 */
export const CODE_CHECKS_PER_ADDRESS = limit(
  'code-check-address',
  30,
  15 * MINUTE,
  (_max, wait) => `Too many codes have been tried from your network. Please try again in ${wait}.`,
);

/** Codes emailed to one account: a resend or two is normal; more is mail bombing. */
export const CODE_SENDS_PER_ACCOUNT = limit(
  'code-send-account',
  5,
  HOUR,
  (max, wait) =>
    `We have sent ${max} codes to this account in the last hour. Please check your email (and its spam folder) or try again in ${wait}.`,
);

export const CODE_SENDS_PER_ADDRESS = limit(
  'code-send-address',
  20,
  HOUR,
  (_max, wait) =>
    `Too many codes have been sent from your network in the last hour. Please try again in ${wait}.`,
);

/** Contact us from one address: a person writes a few, a script floods the shop's inbox. */
export const CONTACT_MESSAGES_PER_ADDRESS = limit(
  'contact-address',
  10,
  HOUR,
  (max, wait) =>
    `You have sent ${max} messages in the last hour. Please try again in ${wait}, or write to us by email.`,
);

/** Orders placed: a busy customer places a few an hour; a script placing hundreds is refused. */
export const ORDERS_PER_VISITOR = limit(
  'order-visitor',
  20,
  HOUR,
  (max, wait) => `You have placed ${max} orders in the last hour. Please try again in ${wait}.`,
);

export const ORDERS_PER_ADDRESS = limit(
  'order-address',
  60,
  HOUR,
  (_max, wait) =>
    `Too many orders have been placed from your network in the last hour. Please try again in ${wait}.`,
);
