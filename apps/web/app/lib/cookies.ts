/** Cookies the browser code reads and writes (never the httpOnly session cookie). */
export function readCookie(name: string): string | null {
  const found = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  return found ? decodeURIComponent(found.slice(name.length + 1)) : null;
}

export function writeCookie(name: string, value: string, maxAgeSeconds: number) {
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${maxAgeSeconds}; samesite=lax`;
}

export function clearCookie(name: string) {
  writeCookie(name, '', 0);
}

/** Spec 000 §4: the page a visitor asked a quote from, kept while they sign in. */
export const QUOTE_RETURN_COOKIE = 'quote_return';
