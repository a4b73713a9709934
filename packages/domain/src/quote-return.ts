import { QUOTE_FORM_FLAGS, QUOTE_OPEN_PARAM, safeReturnPath } from './site-path';

/**
 * Whether a return address is a quote request's way back (built by `quoteReturnPath`): the
 * sign-in page then says why the visitor is there (issue 27 item 15). A return address from the
 * header's Sign in link, one off this site, or none, is not. Apart from site-path.ts, which every
 * product page loads first, since only the sign-in page asks.
 */
export function isQuoteReturn(path: string | null | undefined): boolean {
  const safe = safeReturnPath(path);
  const flag = new URL(safe, 'http://shop.invalid').searchParams.get(QUOTE_OPEN_PARAM);
  return Object.values(QUOTE_FORM_FLAGS).some((value) => value === flag);
}
