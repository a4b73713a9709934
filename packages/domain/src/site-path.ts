/**
 * Paths on this site, never another origin ("//evil", "/\\evil", "/\t/evil"): the one rule for a
 * return address after sign-in and for where a cart line was added from (issue 13 item 7).
 * Browser-safe: the sign-in page runs it in the browser, the cart contract on the server.
 */

const BASE = 'http://shop.invalid';

/** `path` resolved against this site, or null when it is not a path here. */
function resolve(path: string): URL | null {
  // Browsers drop tabs and newlines from URLs ("/\t/evil" becomes "//evil"): refuse every control
  // character, and the backslash some browsers read as a slash.
  const hasControl = [...path].some((c) => c.charCodeAt(0) < 0x20 || c === '\\');
  if (!path.startsWith('/') || hasControl) return null;
  const url = new URL(path, BASE);
  return url.origin === BASE ? url : null;
}

/** Whether `path` is a path on this site (a link to it stays here). */
export function isSitePath(path: string): boolean {
  return resolve(path) !== null;
}

/** Where to go back to: `path` when it is on this site, else the home page. */
export function safeReturnPath(path: string | null | undefined): string {
  const url = path ? resolve(path) : null;
  return url ? `${url.pathname}${url.search}${url.hash}` : '/';
}

/** The query flag a product page comes back with to open the QUOTE dialog (spec 000 §4, 001 §4). */
export const QUOTE_OPEN_PARAM = 'quote';

/**
 * Which form asked for the quote, as the flag's value: the quote form of the banner (`open`), or
 * a business-card page's PRICE tab configurator (`price`), whose choices are its own.
 */
export const QUOTE_FORM_FLAGS = { banner: 'open', 'price-tab': 'price' } as const;
export type QuoteForm = keyof typeof QUOTE_FORM_FLAGS;

/** Where the page lands after sign-in: the business-card pages' PRICE tab (spec 001 §2, §4). */
export const QUOTE_RETURN_HASH = '#price';

/**
 * Where a visitor who must sign in before asking for a quote comes back to (spec 000 §4, 001 §4):
 * the same page with its own query (the preset's `featured=1`, the visit's UTM values), the flag
 * that opens the QUOTE dialog, and the PRICE tab's hash. Always a path on this site: a page path
 * that is not one ("//evil.example") comes back as the home page.
 */
export function quoteReturnPath(
  pathname: string,
  search: string,
  form: QuoteForm = 'banner',
): string {
  const query = new URLSearchParams(search);
  query.set(QUOTE_OPEN_PARAM, QUOTE_FORM_FLAGS[form]);
  return safeReturnPath(`${pathname}?${query.toString()}${QUOTE_RETURN_HASH}`);
}
