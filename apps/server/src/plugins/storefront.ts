import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import { createRequest } from '@remix-run/node-fetch-server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { actorOf, type Visitor } from '@shop/domain/identity';
import type { Shop } from '@shop/shop/shop';
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

  const { getHandler, sharedParts } =
    options.mode === 'development' ? await viteDevHandler(app) : await productionHandler(app);
  // In development every edit must show at once.
  const cache = pageCache({
    ttlMs: options.mode === 'development' ? 0 : ANONYMOUS_PAGE_SECONDS * 1000,
  });
  // One render of a page for everyone at a time, however many visitors ask for it at once.
  const rendering = new Map<string, Promise<KeptPage | null>>();

  /**
   * Renders the request's page through React Router. `as` overrides who it is rendered for: the
   * page everyone without cookies is given, with a nonce of its own. The answer says whether a
   * loader other than the root's header read the visitor (then the page is theirs alone).
   */
  async function render(request: FastifyRequest, reply: FastifyReply, as?: { nonce: string }) {
    const handler = await getHandler();
    let webRequest = createRequest(request.raw, reply.raw, {
      host: request.host,
      protocol: `${request.protocol}:`,
    });
    if (as) {
      const headers = new Headers(webRequest.headers);
      headers.delete('cookie');
      webRequest = new Request(webRequest.url, { method: 'GET', headers });
    }
    const visitor = as ? async () => NOBODY : () => request.visitor();
    let readVisitor = false;
    let readStaff = false;
    const context = Object.assign(new RouterContextProvider(), {
      shop: app.shop,
      cspNonce: as?.nonce ?? request.cspNonce,
      shopTimeZone: app.config.shopTimeZone,
      visitor: () => {
        readVisitor = true;
        return visitor();
      },
      actor: async () => {
        readVisitor = true;
        return actorOf(await visitor());
      },
      headerVisitor: visitor,
      staffSession: async () => {
        readStaff = true;
        return as ? null : request.staffSession();
      },
      log: request.log,
    });
    const response = await handler(webRequest, context);
    return { response, readVisitor, readStaff };
  }

  /** Keeps a page rendered for everyone without cookies, as answered, for `nonce`. */
  async function keep(
    key: string,
    reply: FastifyReply,
    { response, readVisitor }: { response: Response; readVisitor: boolean },
    nonce: string,
  ) {
    // Read whole to be kept: a page has no deferred parts, so its shell is all of it anyway. It
    // is kept with the CSP header its inline scripts' nonce is in (ADR 0018).
    const csp = reply.getHeader('content-security-policy');
    const body = Buffer.from(await response.arrayBuffer());
    const page: KeptPage = {
      status: response.status,
      headers: [
        ...response.headers,
        ...(typeof csp === 'string'
          ? [
              ['content-security-policy', csp.replace(/'nonce-[^']*'/, `'nonce-${nonce}'`)] as [
                string,
                string,
              ],
            ]
          : []),
      ],
      body,
      ...(readVisitor ? {} : { forVisitors: { nonce } }),
    };
    cache.set(key, page);
    return { page, body };
  }

  /**
   * The page of a visitor with cookies, made from the page everyone without cookies is given
   * (rendered first if none is kept) with the visitor's own header parts and nonce (ADR 0036);
   * null when the page is the visitor's own or cannot be made so (the caller renders it).
   */
  async function fromSharedParts(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
  ): Promise<string | null> {
    if (!sharedParts) return null;
    let kept = cache.kept(key) ?? null;
    if (!kept) {
      let pending = rendering.get(key);
      if (!pending) {
        const nonce = randomBytes(16).toString('base64');
        pending = render(request, reply, { nonce })
          .then(async (rendered) =>
            isShareablePage(request, rendered.response)
              ? (await keep(key, reply, rendered, nonce)).page
              : null,
          )
          .finally(() => rendering.delete(key));
        rendering.set(key, pending);
      }
      kept = await pending;
    }
    if (!kept?.forVisitors) return null;
    const [shared, own] = await Promise.all([
      sharedParts.visitorHeaderOf(app.shop, NOBODY, null),
      sharedParts.visitorHeaderOf(
        app.shop,
        await request.visitor(),
        request.headers.cookie ?? null,
      ),
    ]);
    const html = sharedParts.personalizeSharedPage(
      {
        html: kept.body.toString('utf8'),
        nonce: kept.forVisitors.nonce,
        url: request.url,
        header: shared,
      },
      { nonce: request.cspNonce, header: own },
    );
    if (html === null) return null;
    // Without a session or guest cookie it is still a page anyone with those cookies is given.
    if (request.isAnonymous()) {
      reply.header('cache-control', ANONYMOUS_PAGE_CACHE_CONTROL).header('vary', SHARED_PAGE_VARY);
    }
    // The page's own headers but its CSP: the reply carries this request's, with its nonce.
    reply
      .code(kept.status)
      .headers(
        Object.fromEntries(kept.headers.filter(([name]) => name !== 'content-security-policy')),
      );
    return html;
  }

  const handleRequest = async (request: FastifyRequest, reply: FastifyReply) => {
    // The back-office's pages are one person's each: never kept, never shared (issue 34).
    if (isBackOfficePath(request.url)) {
      const { response } = await render(request, reply);
      reply.header('cache-control', 'private, no-store');
      return reply.send(response);
    }
    // Pages are kept per catalog version: a calendar or catalog change (issue 35) is on every
    // page this process renders from then on, not after the page's 30 s.
    const version = `${app.shop.catalog.version()} `;
    const key = versioned(version, cache.keyOf(request));
    const kept = key === null ? null : await cache.answer(key, request.headers['accept-encoding']);
    if (kept) return sendKept(reply, kept);

    const sharedKey = key === null ? versioned(version, cache.sharedKeyOf(request)) : null;
    const own = sharedKey === null ? null : await fromSharedParts(request, reply, sharedKey);
    if (own !== null) return reply.send(own);

    const rendered = await render(request, reply);
    const { response } = rendered;
    // A page that read the staff session (however its address was spelled) is one person's.
    if (rendered.readStaff) {
      reply.header('cache-control', 'private, no-store');
      return reply.send(response);
    }
    if (!sharePageWhenAnonymous(request, reply, response) || key === null) {
      return reply.send(response);
    }
    const { body } = await keep(key, reply, rendered, request.cspNonce);
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

const versioned = (version: string, key: string | null) => (key === null ? null : version + key);

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
 * The back-office's pages (`/admin`, `/admin/...`, `/admin.data`), however the address is
 * spelled (React Router matches paths decoded and in any case): rendered at once for the asker.
 */
export function isBackOfficePath(url: string): boolean {
  let path = url.split(/[?#]/)[0] ?? '';
  try {
    path = decodeURIComponent(path);
  } catch {
    // A malformed address renders the 404 page like any other.
  }
  return /^\/admin(?:[/.]|$)/i.test(path);
}

/** Nobody in particular: who a page for everyone without cookies is rendered for. */
const NOBODY: Visitor = { sessionId: null, customerId: null, guestId: null };

/** What the storefront's server entry gives for pages made from shared parts (ADR 0036). */
interface SharedParts {
  visitorHeaderOf(shop: Shop, visitor: Visitor, cookieHeader: string | null): Promise<unknown>;
  personalizeSharedPage(
    page: { html: string; nonce: string; url: string; header: unknown },
    visitor: { nonce: string; header: unknown },
  ): string | null;
}

const isSharedParts = (entry: object): entry is SharedParts =>
  'visitorHeaderOf' in entry &&
  typeof entry.visitorHeaderOf === 'function' &&
  'personalizeSharedPage' in entry &&
  typeof entry.personalizeSharedPage === 'function';

/** A page the same for everyone who asks without cookies: a 200 HTML page setting no cookie. */
function isShareablePage(request: FastifyRequest, response: Response): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    response.status === 200 &&
    (response.headers.get('content-type') ?? '').startsWith('text/html') &&
    !response.headers.has('set-cookie')
  );
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
  if (!isShareablePage(request, response) || !request.isAnonymous()) return false;
  reply.header('cache-control', ANONYMOUS_PAGE_CACHE_CONTROL);
  // A request with any cookie (the compare bar shows from one) must get a copy of its own; and
  // the page is compressed or not by what the request accepts, even when it is sent plain.
  reply.header('vary', SHARED_PAGE_VARY);
  return true;
}

type GetHandler = () => Promise<RequestHandler>;
interface Handlers {
  getHandler: GetHandler;
  /** The production build's parts for pages made from shared ones; null in development. */
  sharedParts: SharedParts | null;
}

/** A cache must keep the brotli, gzip and plain answers of one file apart. */
const varyByEncoding = (response: { setHeader(name: string, value: string): unknown }) => {
  response.setHeader('vary', 'accept-encoding');
};

async function productionHandler(app: FastifyInstance): Promise<Handlers> {
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
  return {
    getHandler: async () => handler,
    sharedParts: isSharedParts(build.entry.module) ? build.entry.module : null,
  };
}

async function viteDevHandler(app: FastifyInstance): Promise<Handlers> {
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
  // Loaded per request so that an edit shows on the next reload. Every page is rendered.
  return {
    getHandler: async () =>
      createRequestHandler(
        (await vite.ssrLoadModule('virtual:react-router/server-build')) as ServerBuild,
        'development',
      ),
    sharedParts: null,
  };
}
