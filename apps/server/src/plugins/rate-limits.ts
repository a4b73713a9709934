import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { ApiProblem } from '../api-problem';

/**
 * Rate limits for the endpoints that guess at accounts (login, email-exists). Counters are in
 * memory, or in Redis when REDIS_URL is set so every process counts together. Routes opt in with
 * `app.rateLimit({...})` preHandlers, one per key (IP, account).
 */
export const rateLimits = fp(async (app) => {
  const redis = app.config.redisUrl
    ? new Redis(app.config.redisUrl, { connectTimeout: 1000, maxRetriesPerRequest: 1 })
    : null;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'shop-rate-limit:' } : {}),
    // A Redis outage must not lock every visitor out of signing in.
    skipOnError: true,
    errorResponseBuilder: (_request, context) =>
      new ApiProblem(429, 'RATE_LIMITED', `Too many attempts. Try again in ${context.after}.`),
  });
});
