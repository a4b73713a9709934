import { ShopProblem } from '../problem';
import type { CounterStore } from './counter-store';

/** Hits of a key counted over a window. */
export interface Counter {
  /** The counter's name, part of every key (so counters never share one). */
  name: string;
  windowMs: number;
}

/** A limit on how often something may happen in a window, and what the visitor is told. */
export interface RateLimit extends Counter {
  max: number;
  /** The 429's message: what was limited, then when to try again (`wait`: "12 minutes"). */
  message(wait: string): string;
}

/** "45 seconds", "1 minute", "12 minutes": how long until a window ends, said plainly. */
export function waitText(seconds: number): string {
  if (seconds < 120) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  return `${Math.ceil(seconds / 60)} minutes`;
}

/** The answer over a limit: 429 with Retry-After, the message saying when to try again. */
export function tooManyRequests(limit: RateLimit, resetMs: number): ShopProblem {
  const seconds = Math.max(1, Math.ceil(resetMs / 1000));
  return new ShopProblem(429, 'RATE_LIMITED', limit.message(waitText(seconds)), undefined, seconds);
}

export interface RateLimiter {
  /** Counts one hit of `key` and resolves with the hits so far (0 when the store failed). */
  tally(counter: Counter, key: string): Promise<number>;
  /**
   * Counts one hit of `key` against `limit` before the work runs (so parallel requests cannot
   * slip past) and throws the 429 when it is over. Resolves with the hits counted, this one
   * included (0 when the store could not be asked).
   */
  count(limit: RateLimit, key: string): Promise<number>;
  /** Takes a hit back: the attempt turned out to be one the limit does not count. */
  forgive(counter: Counter, key: string): Promise<void>;
  /** Forgets every hit of `key`. */
  reset(counter: Counter, key: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * The shop's rate limits over a counter store (memory, or Redis shared by every process). A
 * store failure lets the request through and is reported: an outage must not lock everyone out.
 */
export function rateLimiter(
  store: CounterStore,
  onStoreError: (error: unknown) => void,
): RateLimiter {
  return {
    async tally(counter, key) {
      try {
        return (await store.hit(`${counter.name}:${key}`, counter.windowMs)).count;
      } catch (error) {
        onStoreError(error);
        return 0;
      }
    },
    async count(limit, key) {
      let counted: { count: number; resetMs: number };
      try {
        counted = await store.hit(`${limit.name}:${key}`, limit.windowMs);
      } catch (error) {
        onStoreError(error);
        return 0;
      }
      if (counted.count > limit.max) throw tooManyRequests(limit, counted.resetMs);
      return counted.count;
    },
    async forgive(counter, key) {
      await store.forgive(`${counter.name}:${key}`).catch(onStoreError);
    },
    async reset(counter, key) {
      await store.reset(`${counter.name}:${key}`).catch(onStoreError);
    },
    close: () => store.close(),
  };
}
