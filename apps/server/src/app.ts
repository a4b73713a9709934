import { randomUUID } from 'node:crypto';
import type { Socket } from 'node:net';
import type { DatabaseHandle } from '@shop/db/client';
import { openFileStore } from '@shop/db/storage/open-file-store';
import { fileTransport, smtpTransport } from '@shop/db/mail/mail-transport';
import type { CounterStore } from '@shop/shop/limits/counter-store';
import Fastify, {
  LogController,
  type FastifyBaseLogger,
  type FastifyError,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import { loggerOptions } from './logging';
import { compression } from './plugins/compression';
import { errorBody, errorHandling } from './plugins/error-handling';
import { gracefulClose } from './plugins/graceful-close';
import { openApi } from './plugins/openapi';
import { overload } from './plugins/overload';
import { readiness } from './plugins/readiness';
import { security } from './plugins/security';
import { counterStore } from './plugins/rate-limits';
import { shopPlugin } from './plugins/shop';
import { visitorPlugin } from './plugins/visitor';
import { staffSessionPlugin } from './plugins/staff-session';
import { quotationPdfRoutes } from './routes/quote/quotation-pdf-routes';
import { invoicePdfRoutes } from './routes/orders/invoice-pdf-routes';
import { outboxRoutes } from './routes/mail/outbox-routes';
import { seoFiles } from './routes/seo/seo-files';
import { storefront, type StorefrontOptions } from './plugins/storefront';
import { apiRoutes } from './routes/api-routes';
import { getMockup } from './routes/media/get-mockup';
import { getTemplate } from './routes/media/get-template';

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  /** The server-rendered pages; left out by tests that only drive the API. */
  storefront?: StorefrontOptions;
  logger?: FastifyServerOptions['logger'];
  /** A logger made before the app (server.ts logs the start-up phases with it); wins over `logger`. */
  loggerInstance?: FastifyBaseLogger;
  /** "Now" for dispatch dates and in-memory rate-limit windows; tests pin it. */
  clock?: () => Date;
  /** How a throttled sign-in waits (an account under attack); tests record it. */
  sleep?: (ms: number) => Promise<void>;
  /** The rate-limit counters; by default Redis when config.redisUrl is set, else memory. */
  counters?: CounterStore;
  /**
   * The process warms up before it takes visitors (server.ts: `warmUp`, then
   * `app.readiness.markReady()`); until then health answers 503. Off: ready at once.
   */
  warmsUp?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

/** The whole shop as a Fastify instance: tests drive it with inject(), server.ts listens. */
export async function buildApp(options: AppOptions) {
  const { config } = options;
  const app = Fastify({
    ...(options.loggerInstance
      ? { loggerInstance: options.loggerInstance }
      : { logger: options.logger ?? loggerOptions(config.logLevel) }),
    // A number of hops trusts only that many proxies nearest to us (proxy-addr semantics).
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    // A caller's X-Request-Id is kept when it looks like an id, so logs can be joined across
    // services; anything else (too long, odd characters) is replaced by a fresh UUID.
    requestIdHeader: false,
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w.:-]{1,128}$/.test(given) ? given : randomUUID();
    },
    return503OnClosing: false,
    // One line per request, written when it is answered (below), instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    clientErrorHandler: answerClientError,
    // Keep-alive sockets would hold a graceful shutdown open until they time out.
    forceCloseConnections: 'idle',
    routerOptions: { ignoreTrailingSlash: true },
    // Errors raised before routing (a malformed URL) skip the error handler: same envelope here.
    frameworkErrors: rejectMalformedRequest,
  }).withTypeProvider<ZodTypeProvider>();

  if (config.trustProxy === true) {
    app.log.warn(
      'TRUST_PROXY=true believes every X-Forwarded-For hop, which a client can write itself: ' +
        'per-address limits can then be dodged. Set it to the number of proxies in front ' +
        'of the shop (e.g. TRUST_PROXY=1) instead.',
    );
  }
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      { req: request, res: reply, responseTime: Math.round(reply.elapsedTime) },
      'request completed',
    );
    done();
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorHandling);
  await app.register(gracefulClose);
  await app.register(readiness, { warmsUp: options.warmsUp ?? false });
  // Before every other hook: a refused request must cost nothing more (no nonce, no session).
  await app.register(overload, config.overload);
  await app.register(security, { contentSecurityPolicy: config.env !== 'development' });
  await app.register(compression);
  app.decorate('config', config);
  await app.register(shopPlugin, {
    database: options.database,
    clock: options.clock,
    shopTimeZone: config.shopTimeZone,
    catalogRefreshMs: config.catalogRefreshSeconds * 1000,
    counters:
      options.counters ??
      counterStore(config.redisUrl, () => (options.clock?.() ?? new Date()).getTime()),
    sleep: options.sleep,
    files: await openFileStore(config.storage),
    storage: config.storage,
    uploadLimits: config.uploadLimits,
    artworkCheckThreads: config.artworkCheckThreads,
    mailTransport: config.mail.smtpUrl
      ? smtpTransport(config.mail.smtpUrl, config.mail.from)
      : fileTransport(config.mail.outboxDir, config.mail.from),
    shopEmail: config.shopEmail,
    publicUrl: config.publicUrl,
    salesTaxRates: config.salesTaxRates,
    paymentTestProvider: config.paymentTestProvider,
    bankTransferDetails: config.bankTransferDetails,
  });
  await app.register(visitorPlugin);
  await app.register(staffSessionPlugin);
  await app.register(openApi);
  await app.register(apiRoutes, { prefix: '/api' });
  await app.register(getMockup);
  await app.register(getTemplate);
  await app.register(quotationPdfRoutes);
  await app.register(invoicePdfRoutes);
  await app.register(outboxRoutes);
  await app.register(seoFiles);
  if (options.storefront) await app.register(storefront, options.storefront);

  return app;
}

/** Bytes that are not HTTP at all never reach the router; answer them in our envelope too. */
function answerClientError(error: Error & { code?: string }, socket: Socket) {
  if (!socket.writable) return;
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  const body = JSON.stringify(
    errorBody(status === 431 ? 'HEADERS_TOO_LARGE' : 'BAD_REQUEST', 'Malformed HTTP request.'),
  );
  socket.end(
    `HTTP/1.1 ${status} ${status === 431 ? 'Request Header Fields Too Large' : 'Bad Request'}\r\n` +
      `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
      `Connection: close\r\n\r\n${body}`,
  );
}

function rejectMalformedRequest(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  reply.status(400).send(errorBody('BAD_REQUEST', error.message));
}

export type App = Awaited<ReturnType<typeof buildApp>>;
