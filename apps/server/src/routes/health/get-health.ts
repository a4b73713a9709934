import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ShopProblem } from '@shop/shop/problem';

const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.object({ status: z.literal('ok'), latency_ms: z.number() }),
  uptime_s: z.number(),
});

/**
 * Liveness and readiness in one: answers ok only once the process takes visitors (its warm-up
 * done, plugins/readiness.ts) and after a database round trip. An overloaded process answers 503
 * here before this handler runs (plugins/overload.ts), so a load balancer stops sending it
 * visitors until it has caught up.
 */
export const getHealth: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Service status, with one database round trip',
        response: { 200: healthSchema },
      },
    },
    async (request) => {
      if (!app.readiness.ready) {
        throw new ShopProblem(
          503,
          'STARTING',
          'The shop is starting. Please try again in a few seconds.',
          undefined,
          5,
        );
      }
      try {
        const latency = await app.shop.pingDatabase();
        return {
          status: 'ok' as const,
          database: { status: 'ok' as const, latency_ms: Math.round(latency * 100) / 100 },
          uptime_s: Math.round(process.uptime()),
        };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        throw new ShopProblem(503, 'DATABASE_UNAVAILABLE', 'The database is not answering.');
      }
    },
  );
};
