import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { ShopProblem } from '@shop/shop/problem';

/** A fixed-window counter: how many hits `key` has had in the current window. */
interface CounterStore {
  hit(key: string, windowMs: number): Promise<{ count: number; resetMs: number }>;
  /** Takes one hit back (a sign-in that turned out right). */
  forgive(key: string): Promise<void>;
  close(): Promise<void>;
}

const MEMORY_KEYS_MAX = 100_000;

function memoryStore(): CounterStore {
  const windows = new Map<string, { count: number; endsAt: number }>();
  const dropExpired = (now: number) => {
    for (const [key, entry] of windows) if (entry.endsAt <= now) windows.delete(key);
  };
  return {
    async hit(key, windowMs) {
      const now = Date.now();
      let entry = windows.get(key);
      if (!entry || entry.endsAt <= now) {
        if (windows.size >= MEMORY_KEYS_MAX) dropExpired(now);
        // Still full of live windows: refuse to grow rather than forget every lockout.
        if (windows.size >= MEMORY_KEYS_MAX) return { count: Infinity, resetMs: windowMs };
        entry = { count: 0, endsAt: now + windowMs };
        windows.set(key, entry);
      }
      entry.count += 1;
      return { count: entry.count, resetMs: entry.endsAt - now };
    },
    async forgive(key) {
      const entry = windows.get(key);
      if (entry && entry.count > 0) entry.count -= 1;
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
  const name = (key: string) => `shop:rate:${key}`;
  return {
    async hit(key, windowMs) {
      // INCR is atomic across processes; the window starts with the first hit (works on any
      // Redis version, unlike PEXPIRE NX).
      const count = await redis.incr(name(key));
      if (count === 1) await redis.pexpire(name(key), windowMs);
      let ttl = await redis.pttl(name(key));
      if (ttl < 0) {
        // A crash between INCR and PEXPIRE left a key without expiry: give it one now.
        await redis.pexpire(name(key), windowMs);
        ttl = windowMs;
      }
      return { count, resetMs: ttl };
    },
    async forgive(key) {
      await redis.decr(name(key));
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
}

declare module 'fastify' {
  interface FastifyInstance {
    /** A preHandler that counts the request against each limit and answers 429 over any. */
    limitRate(...limits: Limit[]): (request: FastifyRequest) => Promise<void>;
    /** Takes this request's hit back from `limit` (a right password does not count). */
    forgiveRate(limit: Limit, request: FastifyRequest): Promise<void>;
  }
}

/**
 * Rate limits for the endpoints that guess at accounts (login, email lookups): counters in memory,
 * or in Redis when REDIS_URL is set so every process counts together. Every attempt is counted
 * before it runs (so parallel attempts cannot slip past); a right password is then forgiven. A
 * Redis failure lets the request through (and is logged): an outage must not lock everyone out.
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
        counted = await store.hit(`${limit.name}:${key}`, limit.windowMs);
      } catch (error) {
        request.log.warn({ err: error }, 'rate-limit store unavailable; request let through');
        continue;
      }
      if (counted.count > limit.max) {
        const seconds = Math.max(1, Math.ceil(counted.resetMs / 1000));
        throw new ShopProblem(
          429,
          'RATE_LIMITED',
          `Too many attempts. Try again in ${seconds < 120 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`}.`,
        );
      }
    }
  });
  app.decorate('forgiveRate', async (limit: Limit, request: FastifyRequest) => {
    const key = limit.key(request);
    if (key === null) return;
    await store.forgive(`${limit.name}:${key}`).catch((error: unknown) => {
      request.log.warn({ err: error }, 'rate-limit store unavailable; hit not forgiven');
    });
  });
});
