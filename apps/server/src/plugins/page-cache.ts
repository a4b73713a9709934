import { LRUCache } from 'lru-cache';

/** A rendered page as it was answered, and the CSP nonce it was rendered with. */
export interface CachedPage {
  status: number;
  headers: Array<[string, string]>;
  body: string;
  nonce: string;
}

export interface PageCacheOptions {
  /** How long a page is kept; the `s-maxage` a shared cache is told (ADR 0018). 0: no cache. */
  ttlMs: number;
  /** At most this many bytes of pages (UTF-16 code units, near enough). */
  maxBytes?: number;
  /** The clock the lifetime is counted on; tests move it. */
  now?: () => number;
}

/** What of a request decides whether and where its page is kept. */
export interface PageRequest {
  method: string;
  url: string;
  protocol: string;
  host: string;
  headers: { cookie?: string };
}

/**
 * Pages asked for without any cookie, kept as a shared cache in front of the shop would keep
 * them (docs/decisions/0018-anonymous-pages-are-shared.md), so a busy page is rendered once per
 * `ttlMs` instead of on every view (issue 14). A kept page is answered with a fresh nonce: the
 * one it was rendered with (random, never known before the render) is replaced everywhere in it.
 * Only the pages themselves, plain or `?featured=1`: any other query renders, so made-up URLs
 * cannot push the busy pages out.
 */
export function pageCache({ ttlMs, maxBytes = 32 * 1024 * 1024, now }: PageCacheOptions) {
  const pages =
    ttlMs > 0
      ? new LRUCache<string, CachedPage>({
          ttl: ttlMs,
          maxSize: maxBytes,
          sizeCalculation: (page) => Math.max(1, page.body.length),
          ...(now ? { perf: { now }, ttlResolution: 0 } : {}),
        })
      : null;

  /** Where the request's page is kept; null when it may not be shared. */
  function keyOf(request: PageRequest): string | null {
    if (!pages || request.method !== 'GET' || request.headers.cookie !== undefined) return null;
    const query = request.url.indexOf('?');
    if (query !== -1 && request.url.slice(query) !== '?featured=1') return null;
    return `${request.protocol}://${request.host}${request.url}`;
  }

  return {
    keyOf,
    /** The kept page, with `nonce` in place of the one it was rendered with. */
    get(key: string, nonce: string): CachedPage | null {
      const page = pages?.get(key);
      if (!page) return null;
      return { ...page, body: page.body.replaceAll(page.nonce, nonce), nonce };
    },
    set(key: string, page: CachedPage) {
      pages?.set(key, page);
    },
  };
}

export type PageCache = ReturnType<typeof pageCache>;
