import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    /** Per-request nonce that lets the server-rendered page's own inline scripts run. */
    cspNonce: string;
  }
}

/**
 * Browser features no page of the shop uses are switched off, so an injected script or a framed
 * page cannot ask for them either. Revisit when a page needs one (payments, a camera upload).
 */
const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
  'browsing-topics=()',
].join(', ');

export interface SecurityOptions {
  /** Vite's dev server injects scripts we cannot nonce; the policy is off in development only. */
  contentSecurityPolicy: boolean;
}

export const security = fp(async (app: FastifyInstance, options: SecurityOptions) => {
  const nonces = new WeakMap<IncomingMessage, string>();
  app.decorateRequest('cspNonce', '');
  app.addHook('onRequest', async (request) => {
    request.cspNonce = randomBytes(16).toString('base64');
    nonces.set(request.raw, request.cspNonce);
  });

  // Helmet's middleware is built once (the Fastify wrapper rebuilt it on every request); the
  // nonce directive is a function it calls per request.
  const applyHeaders = helmet({
    contentSecurityPolicy: options.contentSecurityPolicy && {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", (req) => `'nonce-${nonces.get(req as IncomingMessage) ?? ''}'`],
        // React renders style attributes; no script can come in through a style.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    // Cross-origin isolation would block the PDF and image downloads of later issues for no gain.
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    applyHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    reply.header('permissions-policy', PERMISSIONS_POLICY);
  });
});
