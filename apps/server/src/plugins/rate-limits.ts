import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { ApiProblem } from '../api-problem';

/** A fixed-window counter: how many hits `key` has had in the current window. */
interface CounterStore {
  hit(key: string, windowMs: number): Promise<{ count: number; resetMs: number }>;
  /** The current count without adding to it. */
  peek(key: string): Promise<{ count: number; resetMs: number }>;
  close(): Promise<void>;
}

function memoryStore(): CounterStore {
  const windows = new Map<string, { count: number; endsAt: number }>();
  return {
    async hit(key, windowMs) {
      const now = Date.now();
      let entry = windows.get(key);
      if (!entry || entry.endsAt <= now) {
        if (windows.size > 100_000) windows.clear();
        entry = { count: 0, endsAt: now + windowMs };
        windows.set(key, entry);
      }
      entry.count += 1;
      return { count: entry.count, resetMs: entry.endsAt - now };
    },
    async peek(key) {
      const now = Date.now();
      const entry = windows.get(key);
      return entry && entry.endsAt > now
        ? { count: entry.count, resetMs: entry.endsAt - now }
        : { count: 0, resetMs: 0 };
    },
    async close() {},
  };
}

function redisStore(url: string): CounterStore {
  const redis = new Redis(url, {
    connectTimeout: 1000,
    maxRetriesPerRequest: 1,
    lazyConnect: true,
  });
  return {
    async hit(key, windowMs) {
      const name = `shop:rate:${key}`;
      const [[, count], [, ttl]] = (await redis
        .multi()
        .incr(name)
        .pexpire(name, windowMs, 'NX')
        .pttl(name)
        .exec()) as [[null, number], [null, number], [null, number]];
      return { count, resetMs: Math.max(0, ttl) };
    },
    async peek(key) {
      const name = `shop:rate:${key}`;
      const [[, count], [, ttl]] = (await redis.multi().get(name).pttl(name).exec()) as [
        [null, string | null],
        [null, number],
      ];
      return { count: Number(count ?? 0), resetMs: Math.max(0, ttl) };
    },
    async close() {
      await redis.quit().catch(() => undefined);
    },
  };
}

export interface Limit {
  name: string;
  max: number;
  windowMs: number;
  /** What is counted: an IP, an account; null skips this limit for the request. */
  key(request: FastifyRequest): string | null;
  /** Counted by the route with `countFailure` (failed sign-ins), not by every request. */
  failuresOnly?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** A preHandler that answers 429 once any of `limits` is over its count. */
    limitRate(...limits: Limit[]): (request: FastifyRequest) => Promise<void>;
    /** Adds one to a failures-only limit (a wrong password for this account). */
    countFailure(limit: Limit, request: FastifyRequest): Promise<void>;
  }
}

/**
 * Rate limits for the endpoints that guess at accounts (login, email-exists): counters in memory,
 * or in Redis when REDIS_URL is set so every process counts together. A Redis failure lets the
 * request through (and is logged): an outage must not lock every customer out.
 */
export const rateLimits = fp(async (app) => {
  const store = app.config.redisUrl ? redisStore(app.config.redisUrl) : memoryStore();
  app.addHook('onClose', () => store.close());
  app.decorate('limitRate', (...limits: Limit[]) => async (request: FastifyRequest) => {
    for (const limit of limits) {
      const key = limit.key(request);
      if (key === null) continue;
      let counted: { count: number; resetMs: number };
      try {
        counted = limit.failuresOnly
          ? await store.peek(`${limit.name}:${key}`)
          : await store.hit(`${limit.name}:${key}`, limit.windowMs);
      } catch (error) {
        request.log.warn({ err: error }, 'rate-limit store unavailable; request let through');
        continue;
      }
      if (limit.failuresOnly ? counted.count >= limit.max : counted.count > limit.max) {
        const seconds = Math.max(1, Math.ceil(counted.resetMs / 1000));
        throw new ApiProblem(
          429,
          'RATE_LIMITED',
          `Too many attempts. Try again in ${seconds < 120 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`}.`,
        );
      }
    }
  });
  app.decorate('countFailure', async (limit: Limit, request: FastifyRequest) => {
    const key = limit.key(request);
    if (key === null) return;
    await store.hit(`${limit.name}:${key}`, limit.windowMs).catch((error: unknown) => {
      request.log.warn({ err: error }, 'rate-limit store unavailable; failure not counted');
    });
  });
});
