import { describe, expect, it } from 'vitest';
import { pageCache, type PageRequest } from './page-cache';

const request = (url: string, headers: PageRequest['headers'] = {}): PageRequest => ({
  method: 'GET',
  url,
  protocol: 'https',
  host: 'shop.example',
  headers,
});
const NONCE = 'rendered+Nonce/1==';
const page = {
  status: 200,
  headers: [['content-type', 'text/html; charset=utf-8']] as Array<[string, string]>,
  body: `<script nonce="${NONCE}">1</script><link nonce="${NONCE}"><p>nonce</p>`,
  nonce: NONCE,
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

  it('answers a kept page with the new nonce wherever the old one was, and nothing else changed', () => {
    const cache = pageCache({ ttlMs: 30_000 });
    cache.set('k', page);
    const kept = cache.get('k', 'fresh');
    expect(kept).toEqual({
      ...page,
      body: '<script nonce="fresh">1</script><link nonce="fresh"><p>nonce</p>',
      nonce: 'fresh',
    });
    // The kept copy itself is unchanged: the next visitor's nonce replaces the rendered one.
    expect(cache.get('k', 'next')?.body).toContain('nonce="next"');
  });

  it('forgets a page after its lifetime', () => {
    let now = 1_000;
    const cache = pageCache({ ttlMs: 30_000, now: () => now });
    cache.set('k', page);
    now += 29_999;
    expect(cache.get('k', 'n')).not.toBeNull();
    now += 2;
    expect(cache.get('k', 'n')).toBeNull();
  });

  it('holds at most maxBytes of pages, dropping the least recently used', () => {
    const cache = pageCache({ ttlMs: 30_000, maxBytes: page.body.length * 2 });
    cache.set('a', page);
    cache.set('b', page);
    cache.get('a', 'n');
    cache.set('c', page);
    expect(cache.get('a', 'n')).not.toBeNull();
    expect(cache.get('b', 'n')).toBeNull();
    expect(cache.get('c', 'n')).not.toBeNull();
  });
});
