import { Writable } from 'node:stream';
import { createTestDatabase } from '@shop/db/testing/test-database';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app';
import { loadConfig } from '../config';
import { createTestApp } from '../testing/test-app';
import { quotePayloadFor } from '../testing/quote-payload';

// Issue 13 item 9: answers made for one visitor must not be kept by any cache, every answer says
// which browser features the shop does without, and TRUST_PROXY=true is warned about.

let app: App;
beforeAll(async () => {
  ({ app } = await createTestApp());
});
afterAll(() => app.close());

describe('Cache-Control', () => {
  it('is private, no-store on every answer made for one visitor', async () => {
    const payload = await quotePayloadFor(app, {
      priceQuery: 'product_id=1&featured_item_id=1&width=2&height=2',
      originPath: '/stickers/standard-vinyl',
    });
    const added = await app.inject({ method: 'POST', url: '/api/cart/items', payload });
    expect(added.statusCode).toBe(201);
    const session = added.cookies.find((cookie) => cookie.name === 'shop_session');
    const cookie = `shop_session=${session?.value ?? ''}`;
    const created = await app.inject({
      method: 'POST',
      url: '/api/quote/create/quotation',
      payload,
      headers: { cookie },
    });
    const quotationNo = created.json<{ quotation_no: string }>().quotation_no;

    const personal = [
      added,
      created,
      await app.inject({ url: '/api/me', headers: { cookie } }),
      await app.inject({ url: '/api/me' }),
      await app.inject({ url: '/api/cart', headers: { cookie } }),
      await app.inject({ url: `/api/quote/get/quotation/${quotationNo}`, headers: { cookie } }),
      await app.inject({
        url: `/pdf/quotation/preview?quotation_no=${quotationNo}`,
        headers: { cookie },
      }),
      await app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } }),
    ];
    for (const response of personal) {
      expect(response.statusCode, response.body.slice(0, 200)).toBeLessThan(300);
      expect(response.headers['cache-control']).toBe('private, no-store');
    }
  });

  it('leaves answers that are the same for everyone cacheable', async () => {
    const categories = await app.inject({ url: '/api/featured-categories' });
    expect(categories.statusCode).toBe(200);
    expect(categories.headers['cache-control']).toBeUndefined();
  });
});

it('sends a Permissions-Policy that turns off unused browser features on every answer', async () => {
  for (const url of ['/api/health', '/api/me', '/api/no-such-thing']) {
    const response = await app.inject({ url });
    expect(response.headers['permissions-policy']).toContain('camera=()');
    expect(response.headers['permissions-policy']).toContain('geolocation=()');
  }
});

describe('TRUST_PROXY', () => {
  async function startupLog(trustProxy: string) {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const database = await createTestDatabase();
    const proxied = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', TRUST_PROXY: trustProxy }),
      database,
      loggerInstance: pino(stream),
    });
    await proxied.close();
    await database.close();
    return lines.join('');
  }

  it('warns at start that true lets clients write their own address', async () => {
    const logged = await startupLog('true');
    expect(logged).toContain('TRUST_PROXY=true believes every X-Forwarded-For hop');
    expect(JSON.parse(logged.split('\n')[0] ?? '{}')).toMatchObject({ level: 40 });
  });

  it('is quiet with a number of hops', async () => {
    expect(await startupLog('1')).not.toContain('TRUST_PROXY');
  });
});
