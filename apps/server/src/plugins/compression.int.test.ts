import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../app';
import { createTestApp } from '../testing/test-app';

// Issue 14: every text answer goes compressed when the browser accepts it.

let app: App;
beforeAll(async () => {
  ({ app } = await createTestApp());
});
afterAll(() => app.close());

const PRICING = '/api/get/pricing-data?product_id=1&featured_item_id=1&width=2&height=2';

it('sends JSON with brotli, or gzip to a client without it, the same once decompressed', async () => {
  const plain = await app.inject({ url: PRICING });
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body.length).toBeGreaterThan(1024);

  const brotli = await app.inject({ url: PRICING, headers: { 'accept-encoding': 'gzip, br' } });
  expect(brotli.headers['content-encoding']).toBe('br');
  expect(brotli.headers['vary']).toMatch(/accept-encoding/i);
  expect(brotli.rawPayload.length).toBeLessThan(plain.body.length / 3);
  expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(plain.json());

  const gzip = await app.inject({ url: PRICING, headers: { 'accept-encoding': 'gzip' } });
  expect(gzip.headers['content-encoding']).toBe('gzip');
  expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
});

it('leaves answers under a kilobyte as they are', async () => {
  const health = await app.inject({ url: '/api/health', headers: { 'accept-encoding': 'br' } });
  expect(health.statusCode).toBe(200);
  expect(health.headers['content-encoding']).toBeUndefined();
});
