import type { FastifyReply, FastifyRequest } from 'fastify';
import { createTestDatabase } from '@shop/db/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app';
import { loadConfig } from '../config';
import { ANONYMOUS_PAGE_CACHE_CONTROL, sharePageWhenAnonymous } from './storefront';
import { GUEST_COOKIE, SESSION_COOKIE } from './visitor';

// Issue 14: a page for a visitor without cookies may be kept by a shared cache
// (docs/decisions/0018-anonymous-pages-are-shared.md); one for a visitor with a session or a
// remembered guest stays private, no-store. The storefront needs a build, so a page here is what
// the storefront does with a rendered page: read the visitor (the root loader), then share it.
let app: App;
beforeAll(async () => {
  app = await buildApp({
    // Not about overload: a busy machine's event-loop delay must not refuse these requests.
    config: loadConfig({
      NODE_ENV: 'test',
      CATALOG_REFRESH_SECONDS: '0',
      OVERLOAD_PROTECTION: 'false',
    }),
    database: await createTestDatabase(),
    logger: false,
  });
  const page = (status: number) => async (request: FastifyRequest, reply: FastifyReply) => {
    const visitor = await request.visitor();
    const html = `<!doctype html><p>${visitor.sessionId === null ? 'hello' : 'welcome back'}</p>`;
    const response = new Response(html.padEnd(2048, ' '), {
      status,
      headers: { 'content-type': 'text/html; charset=utf-8' },
    });
    sharePageWhenAnonymous(request, reply, response);
    return reply.send(response);
  };
  app.get('/test/page', page(200));
  app.get('/test/missing-page', page(404));
  app.get('/test/page-starting-a-session', async (request, reply) => {
    await request.ensureSession(reply);
    const response = new Response('<!doctype html><p>cart</p>', {
      headers: { 'content-type': 'text/html' },
    });
    sharePageWhenAnonymous(request, reply, response);
    return reply.send(response);
  });
  await app.ready();
});
afterAll(() => app.close());

describe('a page for a visitor without cookies', () => {
  it('may be kept by a shared cache for a short while, per cookie and encoding', async () => {
    for (const encoding of ['br', 'identity']) {
      const response = await app.inject({
        url: '/test/page',
        headers: { 'accept-encoding': encoding },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe(ANONYMOUS_PAGE_CACHE_CONTROL);
      expect(ANONYMOUS_PAGE_CACHE_CONTROL).toMatch(/^public, max-age=0, s-maxage=\d+$/);
      expect(response.headers.vary).toBe('accept-encoding, cookie');
      expect(response.headers['set-cookie']).toBeUndefined();
    }
  });

  it('is private when it is not the page itself (an error page) or sets a cookie', async () => {
    for (const url of ['/test/missing-page', '/test/page-starting-a-session']) {
      const response = await app.inject({ url });
      expect(response.headers['cache-control'], url).toBe('private, no-store');
    }
  });
});

describe('a page for a visitor with a cookie', () => {
  it('is private, no-store, whether the cookie names a live session or not', async () => {
    const started = await app.inject({ url: '/test/page-starting-a-session' });
    const token = started.cookies.find((cookie) => cookie.name === SESSION_COOKIE)?.value;
    expect(token).toBeTruthy();
    const cookies = [
      `${SESSION_COOKIE}=${token ?? ''}`,
      `${SESSION_COOKIE}=no-such-session`,
      `${GUEST_COOKIE}=0b6a3f0e-3f5c-4b7e-9a51-0d4c2c8e9f10`,
    ];
    for (const cookie of cookies) {
      const response = await app.inject({ url: '/test/page', headers: { cookie } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control'], cookie).toBe('private, no-store');
    }
  });
});
