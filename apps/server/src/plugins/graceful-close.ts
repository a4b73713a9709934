import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * On shutdown Fastify stops accepting requests and closes idle connections, but a keep-alive
 * connection whose request is still running would stay open until its keep-alive timeout
 * (72 s). Telling those clients `Connection: close` lets the answer go out and the socket close,
 * so the process stops as soon as its in-flight requests are done.
 */
export const gracefulClose = fp(async (app: FastifyInstance) => {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
});
