/** Only paths on this site: never another origin ("//evil", "/\\evil", "/\t/evil"). */
export function safeReturnPath(path: string | null | undefined): string {
  if (!path || !path.startsWith('/') || /[\u0000-\u001f\\]/.test(path)) return '/';
  const base = 'http://shop.invalid';
  const url = new URL(path, base);
  return url.origin === base ? `${url.pathname}${url.search}${url.hash}` : '/';
}
