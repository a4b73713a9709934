import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import { LRUCache } from 'lru-cache';

/** A rendered page as it was answered: status, headers (its CSP among them) and body. */
export interface KeptPage {
  status: number;
  headers: Array<[string, string]>;
  body: Buffer;
  /**
   * Set when no loader of the page read the visitor (only the root's header did): the page is
   * then everyone's but the header, and a visitor with cookies gets it with their own header
   * parts and this nonce replaced by theirs (ADR 0036).
   */
  forVisitors?: { nonce: string };
}

/** How a kept page is sent: each encoding is made once, the first time it is asked for. */
type Encoding = 'br' | 'gzip' | 'identity';
interface StoredPage extends KeptPage {
  encoded: Map<Encoding, Promise<Buffer>>;
}

export interface PageCacheOptions {
  /** How long a page is kept; the `s-maxage` a shared cache is told (ADR 0018). 0: no cache. */
  ttlMs: number;
  /** At most this many bytes of pages (as rendered, before compression). */
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

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
const encoders: Record<Exclude<Encoding, 'identity'>, (body: Buffer) => Promise<Buffer>> = {
  // Once per page and lifetime, not per request: higher levels than plugins/compression.ts.
  br: (body) =>
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: 9,
      },
    }),
  gzip: (body) => gzipped(body, { level: 9 }),
};
const negotiator = new Negotiator<Encoding>({ supportedValues: ['br', 'gzip', 'identity'] });

/**
 * Pages asked for without any cookie, kept as a shared cache in front of the shop would keep
 * them, headers and all (docs/decisions/0018-anonymous-pages-are-shared.md), so a busy page is
 * rendered and compressed once per `ttlMs` instead of on every view (issue 14). Only the pages
 * themselves, plain or `?featured=1`: any other query renders, so made-up URLs cannot push the
 * busy pages out.
 */
export function pageCache({ ttlMs, maxBytes = 32 * 1024 * 1024, now }: PageCacheOptions) {
  const pages =
    ttlMs > 0
      ? new LRUCache<string, StoredPage>({
          ttl: ttlMs,
          maxSize: maxBytes,
          sizeCalculation: (page) => Math.max(1, page.body.length),
          ...(now ? { perf: { now }, ttlResolution: 0 } : {}),
        })
      : null;

  /**
   * Where the page everyone without cookies is given is kept for this request's address, whatever
   * cookies it carries (a visitor's page is made from it, ADR 0036); null when none is.
   */
  function sharedKeyOf(request: PageRequest): string | null {
    if (!pages || request.method !== 'GET') return null;
    const query = request.url.indexOf('?');
    if (query !== -1 && request.url.slice(query) !== '?featured=1') return null;
    return `${request.protocol}://${request.host}${request.url}`;
  }

  return {
    /** Where the request's page is kept; null when it may not be shared. */
    keyOf(request: PageRequest): string | null {
      return request.headers.cookie === undefined ? sharedKeyOf(request) : null;
    },

    sharedKeyOf,

    /** The kept page as rendered (not encoded); undefined when none is kept. */
    kept(key: string): KeptPage | undefined {
      return pages?.get(key);
    },

    set(key: string, page: KeptPage) {
      pages?.set(key, { ...page, encoded: new Map() });
    },

    /**
     * The kept page with its body in the best encoding `acceptEncoding` allows; null when none
     * is kept or the client takes none of them (the caller renders instead).
     */
    async answer(
      key: string,
      acceptEncoding: string | undefined,
    ): Promise<(KeptPage & { encoding: Encoding }) | null> {
      const page = pages?.get(key);
      const encoding = negotiator.negotiate(acceptEncoding || 'identity');
      if (!page || !encoding) return null;
      const { status, headers } = page;
      if (encoding === 'identity') return { status, headers, encoding, body: page.body };
      let body = page.encoded.get(encoding);
      if (!body) {
        body = encoders[encoding](page.body);
        page.encoded.set(encoding, body);
        // A failed compression is not kept: the next request tries again.
        body.catch(() => page.encoded.delete(encoding));
      }
      return { status, headers, encoding, body: await body };
    },
  };
}

export type PageCache = ReturnType<typeof pageCache>;
