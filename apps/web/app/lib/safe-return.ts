/** Only paths on this site: never another origin ("//evil", "/\\evil", "/\t/evil"). */
export function safeReturnPath(path: string | null | undefined): string {
  // Browsers drop tabs and newlines from URLs ("/\t/evil" becomes "//evil"): refuse them all.
  const hasControl = [...(path ?? '')].some((c) => c.charCodeAt(0) < 0x20 || c === '\\');
  if (!path || !path.startsWith('/') || hasControl) return '/';
  const base = 'http://shop.invalid';
  const url = new URL(path, base);
  return url.origin === base ? `${url.pathname}${url.search}${url.hash}` : '/';
}
