import { randomUUID } from 'node:crypto';
import type { DatabaseHandle } from '@shop/db/client';
import Fastify, {
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
import { errorBody, errorHandling } from './plugins/error-handling';
import { gracefulClose } from './plugins/graceful-close';
import { openApi } from './plugins/openapi';
import { security } from './plugins/security';
import { services } from './plugins/services';
import { storefront, type StorefrontOptions } from './plugins/storefront';
import { apiRoutes } from './routes/api-routes';

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  /** The server-rendered pages; left out by tests that only drive the API. */
  storefront?: StorefrontOptions;
  logger?: FastifyServerOptions['logger'];
}

/** The whole shop as a Fastify instance: tests drive it with inject(), server.ts listens. */
export async function buildApp(options: AppOptions) {
  const { config } = options;
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    trustProxy: config.trustProxy,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    // Keep-alive sockets would hold a graceful shutdown open until they time out.
    forceCloseConnections: 'idle',
    routerOptions: { ignoreTrailingSlash: true },
    // Errors raised before routing (a malformed URL) skip the error handler: same envelope here.
    frameworkErrors: rejectMalformedRequest,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorHandling);
  await app.register(gracefulClose);
  await app.register(security, { contentSecurityPolicy: config.env !== 'development' });
  await app.register(services, { database: options.database });
  await app.register(openApi);
  await app.register(apiRoutes, { prefix: '/api' });
  if (options.storefront) await app.register(storefront, options.storefront);

  return app;
}

function rejectMalformedRequest(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  reply.status(400).send(errorBody('BAD_REQUEST', error.message));
}

export type App = Awaited<ReturnType<typeof buildApp>>;
