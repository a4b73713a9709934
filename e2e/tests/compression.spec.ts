import type { APIRequestContext } from '@playwright/test';
import { get, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, test } from '../support/fixtures';

// Issue 14: text goes compressed. Scripts and styles are compressed once at build and sent as the
// .br or .gz file beside them; pages and JSON are compressed as they are sent.

/**
 * The scripts and styles a product page names, as the server rendered it: the styles it links and
 * the modules its script links once they are in (ADR 0020).
 */
async function builtFiles(request: APIRequestContext) {
  const html = await (await request.get('/stickers/standard-vinyl')).text();
  const files = [...html.matchAll(/"(\/assets\/[^"#]+\.(?:js|css))#?"/g)].map(
    (match) => match[1] ?? '',
  );
  expect(files.length).toBeGreaterThan(2);
  return [...new Set(files)];
}

test('built scripts and styles are sent as their brotli or gzip copies, cached for a year', async ({
  playwright,
  baseURL,
}) => {
  const plain = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { 'accept-encoding': 'identity' },
  });
  // Files under a kilobyte gain nothing from compression and have no copies.
  const files: string[] = [];
  for (const file of await builtFiles(plain)) {
    if ((await (await plain.get(file)).body()).length > 1024) files.push(file);
  }
  await plain.dispose();
  expect(files.length).toBeGreaterThan(2);
  for (const encoding of ['br', 'gzip']) {
    const request = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { 'accept-encoding': encoding },
    });
    for (const file of files) {
      const response = await request.get(file);
      expect(response.status(), file).toBe(200);
      expect(response.headers()['content-encoding'], file).toBe(encoding);
      expect(response.headers()['vary'] ?? '', file).toMatch(/accept-encoding/i);
      expect(response.headers()['cache-control'], file).toContain('immutable');
      expect(response.headers()['content-type'], file).toMatch(/javascript|css/);
    }
    await request.dispose();
  }
});

test('a browser without compression gets the plain files', async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { 'accept-encoding': 'identity' },
  });
  const [file] = await builtFiles(request);
  const response = await request.get(file ?? '');
  expect(response.headers()['content-encoding']).toBeUndefined();
  expect((await response.text()).length).toBeGreaterThan(0);
  await request.dispose();
});

/** The answer's headers and its bytes exactly as they came (fetch would decompress them). */
function rawGet(url: URL, acceptEncoding: string) {
  return new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    }).on('error', reject);
  });
}

test('pages and JSON are compressed with brotli as they are sent', async ({ baseURL }) => {
  const page = await rawGet(new URL('/stickers/standard-vinyl', baseURL), 'br, gzip');
  expect(page.headers['content-encoding']).toBe('br');
  expect(page.headers['vary']).toMatch(/accept-encoding/i);
  expect(brotliDecompressSync(page.body).toString()).toContain('<title>');

  const pricing = await rawGet(
    new URL('/api/get/pricing-data?product_id=1&featured_item_id=1&width=2&height=2', baseURL),
    'gzip',
  );
  expect(pricing.headers['content-encoding']).toBe('gzip');
  expect(JSON.parse(gunzipSync(pricing.body).toString())).toHaveProperty('rows');
});
