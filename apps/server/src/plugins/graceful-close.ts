import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ShopProblem } from '@shop/shop/problem';

/**
 * On shutdown Fastify stops accepting connections and closes idle ones, but a keep-alive
 * connection whose request is still running would stay open until its keep-alive timeout
 * (72 s). Telling those clients `Connection: close` lets the answer go out and the socket close,
 * so the process stops as soon as its in-flight requests are done. A request that arrives on such
 * a connection meanwhile gets a 503 in our error envelope (the app sets return503OnClosing off).
 */
export const gracefulClose = fp(async (app: FastifyInstance) => {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async () => {
    if (!closing) return;
    throw new ShopProblem(
      503,
      'SHUTTING_DOWN',
      'The shop is restarting. Please try again.',
      undefined,
      5,
    );
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
  // An answer whose headers had gone before the shutdown began (a streamed page, a compressed
  // body) could not say `Connection: close`: end its connection once it is sent.
  app.addHook('onResponse', async (request) => {
    if (closing) request.raw.socket.end();
  });
});
