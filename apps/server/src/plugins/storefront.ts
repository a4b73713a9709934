import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import { createRequest } from '@remix-run/node-fetch-server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pageCache, type KeptPage } from './page-cache';
import {
  createRequestHandler,
  RouterContextProvider,
  type RequestHandler,
  type ServerBuild,
} from 'react-router';

// The storefront is built with future.v8_middleware (apps/web/react-router.config.ts), so its load
// context is a RouterContextProvider carrying the fields of apps/web/app/load-context.ts.
declare module 'react-router' {
  interface Future {
    v8_middleware: true;
  }
}

export interface StorefrontOptions {
  /** production: serve apps/web/build; development: compile on demand through Vite, with HMR. */
  mode: 'production' | 'development';
}

/** apps/web, found through the workspace package so it works from source and from dist alike. */
export const webDir = dirname(createRequire(import.meta.url).resolve('@shop/web/package.json'));
export const webServerBuild = join(webDir, 'build/server/index.js');

/**
 * The React Router storefront, server-rendered inside this process. Loaders get the same
 * shop object as the API routes through the load context, so no page calls the API over HTTP.
 */
export async function storefront(app: FastifyInstance, options: StorefrontOptions) {
  // React Router reads request bodies itself (form actions), so leave the stream untouched.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  const getHandler =
    options.mode === 'development' ? await viteDevHandler(app) : await productionHandler(app);
  // In development every edit must show at once.
  const cache = pageCache({
    ttlMs: options.mode === 'development' ? 0 : ANONYMOUS_PAGE_SECONDS * 1000,
  });

  const handleRequest = async (request: FastifyRequest, reply: FastifyReply) => {
    const key = cache.keyOf(request);
    const kept = key === null ? null : await cache.answer(key, request.headers['accept-encoding']);
    if (kept) return sendKept(reply, kept);

    const handler = await getHandler();
    const webRequest = createRequest(request.raw, reply.raw, {
      host: request.host,
      protocol: `${request.protocol}:`,
    });
    const context = Object.assign(new RouterContextProvider(), {
      shop: app.shop,
      cspNonce: request.cspNonce,
      shopTimeZone: app.config.shopTimeZone,
      visitor: () => request.visitor(),
      log: request.log,
    });
    const response = await handler(webRequest, context);
    if (!sharePageWhenAnonymous(request, reply, response) || key === null) {
      return reply.send(response);
    }
    // Read whole to be kept: a page has no deferred parts, so its shell is all of it anyway. It
    // is kept with the CSP header its inline scripts' nonce is in (ADR 0018).
    const csp = reply.getHeader('content-security-policy');
    const body = Buffer.from(await response.arrayBuffer());
    cache.set(key, {
      status: response.status,
      headers: [
        ...response.headers,
        ...(typeof csp === 'string' ? [['content-security-policy', csp] as [string, string]] : []),
      ],
      body,
    });
    const answer = await cache.answer(key, request.headers['accept-encoding']);
    if (answer) return sendKept(reply, answer);
    return reply.headers(Object.fromEntries(response.headers)).send(body);
  };
  app.all('/*', { schema: { hide: true } }, handleRequest);
  app.all('/', { schema: { hide: true } }, handleRequest);
}

/**
 * A page for a visitor without cookies is the same for every such visitor: a shared cache (a
 * CDN) may keep it for a short while, the browser must ask again each time. Why this is safe with
 * the page's CSP nonce, and why 30 s: docs/decisions/0018-anonymous-pages-are-shared.md.
 */
export const ANONYMOUS_PAGE_SECONDS = 30;
export const ANONYMOUS_PAGE_CACHE_CONTROL = `public, max-age=0, s-maxage=${ANONYMOUS_PAGE_SECONDS}`;

const SHARED_PAGE_VARY = 'accept-encoding, cookie';

/** A kept page, with the headers it was rendered with (its nonce's CSP among them). */
function sendKept(reply: FastifyReply, page: KeptPage & { encoding: string }) {
  reply
    .code(page.status)
    .headers(Object.fromEntries(page.headers))
    .header('cache-control', ANONYMOUS_PAGE_CACHE_CONTROL)
    .header('vary', SHARED_PAGE_VARY);
  // Sent as kept: plugins/compression.ts leaves an encoded answer alone.
  if (page.encoding !== 'identity') reply.header('content-encoding', page.encoding);
  return reply.send(page.body);
}

/**
 * Marks a rendered page as shareable when it was asked for without cookies. The visitor plugin
 * still makes it `private, no-store` if the answer sets a cookie.
 */
export function sharePageWhenAnonymous(
  request: FastifyRequest,
  reply: FastifyReply,
  response: Response,
): boolean {
  const isPage =
    (request.method === 'GET' || request.method === 'HEAD') &&
    response.status === 200 &&
    (response.headers.get('content-type') ?? '').startsWith('text/html') &&
    !response.headers.has('set-cookie');
  if (!isPage || !request.isAnonymous()) return false;
  reply.header('cache-control', ANONYMOUS_PAGE_CACHE_CONTROL);
  // A request with any cookie (the compare bar shows from one) must get a copy of its own; and
  // the page is compressed or not by what the request accepts, even when it is sent plain.
  reply.header('vary', SHARED_PAGE_VARY);
  return true;
}

type GetHandler = () => Promise<RequestHandler>;

/** A cache must keep the brotli, gzip and plain answers of one file apart. */
const varyByEncoding = (response: { setHeader(name: string, value: string): unknown }) => {
  response.setHeader('vary', 'accept-encoding');
};

async function productionHandler(app: FastifyInstance): Promise<GetHandler> {
  if (!existsSync(webServerBuild)) {
    throw new Error(
      `The storefront is not built (${webServerBuild} is missing): run npm run build.`,
    );
  }
  const build = (await import(pathToFileURL(webServerBuild).href)) as ServerBuild;
  const clientDir = join(webDir, 'build/client');
  // Static routes are one per built file (wildcard: false), so every other path reaches the
  // storefront's router. Vite fingerprints everything under assets/: cache those for a year.
  await app.register(fastifyStatic, {
    root: join(clientDir, 'assets'),
    prefix: '/assets/',
    wildcard: false,
    // The build writes .br and .gz copies beside each file (apps/web/vite.config.ts); they are
    // sent in place of the file, never asked for by name.
    preCompressed: true,
    globIgnore: ['**/*.br', '**/*.gz'],
    setHeaders: varyByEncoding,
    immutable: true,
    maxAge: '365d',
  });
  await app.register(fastifyStatic, {
    root: clientDir,
    prefix: '/',
    wildcard: false,
    globIgnore: ['assets/**', '**/*.br', '**/*.gz'],
    preCompressed: true,
    setHeaders: varyByEncoding,
    maxAge: '1h',
    decorateReply: false,
  });
  const handler = createRequestHandler(build, 'production');
  return async () => handler;
}

async function viteDevHandler(app: FastifyInstance): Promise<GetHandler> {
  const [{ createServer }, { default: middie }] = await Promise.all([
    import('vite'),
    import('@fastify/middie'),
  ]);
  const vite = await createServer({
    root: webDir,
    configFile: join(webDir, 'vite.config.ts'),
    server: { middlewareMode: true },
    appType: 'custom',
  });
  await app.register(middie);
  app.use(vite.middlewares);
  app.addHook('onClose', () => vite.close());
  // Loaded per request so that an edit shows on the next reload.
  return async () =>
    createRequestHandler(
      (await vite.ssrLoadModule('virtual:react-router/server-build')) as ServerBuild,
      'development',
    );
}
