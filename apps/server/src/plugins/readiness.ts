import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Whether the process takes visitors yet (issue 28 item 3). A process started by server.ts first
 * renders a few pages itself (warm-up.ts): until then its code is cold, the first renders are
 * slow, and a load balancer should send visitors elsewhere. The health route answers 503 until
 * `markReady`; every other request is served meanwhile (a visitor who reaches it is never refused
 * for the warm-up's sake: plugins/overload.ts ignores the load the warm-up itself makes).
 */
export interface Readiness {
  /** True once the process takes visitors. */
  readonly ready: boolean;
  /** When it became ready (ms since the epoch); null before. */
  readonly readySince: number | null;
  markReady(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    readiness: Readiness;
  }
}

export interface ReadinessOptions {
  /** The process warms up before it is ready (server.ts); otherwise it is ready at once. */
  warmsUp: boolean;
}

export const readiness = fp(async (app: FastifyInstance, options: ReadinessOptions) => {
  let readySince: number | null = options.warmsUp ? null : Date.now();
  app.decorate('readiness', {
    get ready() {
      return readySince !== null;
    },
    get readySince() {
      return readySince;
    },
    markReady() {
      readySince ??= Date.now();
    },
  });
});
