import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { pageCache, type PageRequest } from './page-cache';

const request = (url: string, headers: PageRequest['headers'] = {}): PageRequest => ({
  method: 'GET',
  url,
  protocol: 'https',
  host: 'shop.example',
  headers,
});
const HTML = '<!doctype html><script nonce="n1">1</script>'.padEnd(4096, ' ');
const page = {
  status: 200,
  headers: [
    ['content-type', 'text/html; charset=utf-8'],
    ['content-security-policy', "script-src 'self' 'nonce-n1'"],
  ] as Array<[string, string]>,
  body: Buffer.from(HTML),
};

describe('pageCache', () => {
  it('keeps a page asked for without cookies, plain or with ?featured=1, per origin and path', () => {
    const cache = pageCache({ ttlMs: 30_000 });
    expect(cache.keyOf(request('/stickers/standard-vinyl'))).toBe(
      'https://shop.example/stickers/standard-vinyl',
    );
    expect(cache.keyOf(request('/stickers/standard-vinyl?featured=1'))).toBe(
      'https://shop.example/stickers/standard-vinyl?featured=1',
    );
    expect(cache.keyOf({ ...request('/'), host: 'other.example' })).toBe('https://other.example/');
  });

  it('never keeps a page asked for with any cookie, another query, or not with GET', () => {
    const cache = pageCache({ ttlMs: 30_000 });
    expect(cache.keyOf(request('/', { cookie: 'compare=1' }))).toBeNull();
    expect(cache.keyOf(request('/?utm_source=mail'))).toBeNull();
    expect(cache.keyOf(request('/?featured=1&x=1'))).toBeNull();
    expect(cache.keyOf({ ...request('/'), method: 'HEAD' })).toBeNull();
    expect(cache.keyOf({ ...request('/'), method: 'POST' })).toBeNull();
    expect(pageCache({ ttlMs: 0 }).keyOf(request('/'))).toBeNull();
  });

  it("finds the page kept for everyone at a visitor's address, whatever cookies they carry (ADR 0036)", () => {
    const cache = pageCache({ ttlMs: 30_000 });
    const withCookie = request('/stickers/standard-vinyl', { cookie: 'shop_session=abc' });
    const key = cache.sharedKeyOf(withCookie);
    expect(key).toBe('https://shop.example/stickers/standard-vinyl');
    expect(cache.kept(key ?? '')).toBeUndefined();
    cache.set(key ?? '', { ...page, forVisitors: { nonce: 'n1' } });
    expect(cache.kept(key ?? '')?.forVisitors).toEqual({ nonce: 'n1' });
    expect(cache.sharedKeyOf(request('/?utm_source=mail', { cookie: 'a=1' }))).toBeNull();
    expect(cache.sharedKeyOf({ ...withCookie, method: 'POST' })).toBeNull();
    expect(pageCache({ ttlMs: 0 }).sharedKeyOf(withCookie)).toBeNull();
  });

  it('answers a kept page with its own headers (its CSP nonce) in the encoding asked for', async () => {
    const cache = pageCache({ ttlMs: 30_000 });
    cache.set('k', page);
    const plain = await cache.answer('k', undefined);
    expect(plain).toEqual({ ...page, encoding: 'identity' });

    const br = await cache.answer('k', 'gzip, deflate, br');
    expect(br?.encoding).toBe('br');
    expect(br?.headers).toEqual(page.headers);
    expect(brotliDecompressSync(br?.body ?? Buffer.alloc(0)).toString()).toBe(HTML);
    expect(br?.body.length).toBeLessThan(page.body.length / 10);
    // Made once: the next answer is the same bytes.
    expect((await cache.answer('k', 'br'))?.body).toBe(br?.body);

    const gzip = await cache.answer('k', 'gzip');
    expect(gzip?.encoding).toBe('gzip');
    expect(gunzipSync(gzip?.body ?? Buffer.alloc(0)).toString()).toBe(HTML);
    // A client that takes none of them is rendered for instead.
    expect(await cache.answer('k', 'identity;q=0, compress')).toBeNull();
  });

  it('forgets a page after its lifetime', async () => {
    let now = 1_000;
    const cache = pageCache({ ttlMs: 30_000, now: () => now });
    cache.set('k', page);
    now += 29_999;
    expect(await cache.answer('k', undefined)).not.toBeNull();
    now += 2;
    expect(await cache.answer('k', undefined)).toBeNull();
  });

  it('holds at most maxBytes of pages, dropping the least recently used', async () => {
    const cache = pageCache({ ttlMs: 30_000, maxBytes: page.body.length * 2 });
    cache.set('a', page);
    cache.set('b', page);
    await cache.answer('a', undefined);
    cache.set('c', page);
    expect(await cache.answer('a', undefined)).not.toBeNull();
    expect(await cache.answer('b', undefined)).toBeNull();
    expect(await cache.answer('c', undefined)).not.toBeNull();
  });
});
