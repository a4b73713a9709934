import { memoryCounterStore, type CounterStore } from '@shop/shop/limits/counter-store';

/**
 * Counters in Redis under `prefix` (tests give each run its own, as Redis outlives them).
 * ioredis is loaded only here, when REDIS_URL is set: loading it cost every start about 0.1 s.
 */
export function redisCounterStore(url: string, prefix = 'shop:rate:'): CounterStore {
  const client = import('ioredis').then(
    ({ Redis }) =>
      new Redis(url, {
        connectTimeout: 1000,
        maxRetriesPerRequest: 1,
        lazyConnect: true,
      }),
  );
  const name = (key: string) => `${prefix}${key}`;
  return {
    async hit(key, windowMs) {
      const redis = await client;
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
      await (await client).decr(name(key));
    },
    async reset(key) {
      await (await client).del(name(key));
    },
    async close() {
      await (await client).quit().catch(() => undefined);
    },
  };
}

/**
 * Where the shop's rate-limit counters live (the limits themselves are the shop's:
 * packages/shop/src/limits): in Redis when REDIS_URL is set, so every process counts together;
 * else in this process's memory, timed by the shop's clock.
 */
export function counterStore(redisUrl: string | undefined, now: () => number): CounterStore {
  return redisUrl ? redisCounterStore(redisUrl) : memoryCounterStore(now);
}
