import { describe, expect, it } from 'vitest';
import { ShopProblem } from '../problem';
import { memoryCounterStore } from './counter-store';
import { signInDelayMs } from './limits';
import { rateLimiter, waitText, type RateLimit } from './rate-limiter';

const THREE_A_MINUTE: RateLimit = {
  name: 'test',
  max: 3,
  windowMs: 60_000,
  message: (wait) => `Slow down. Please try again in ${wait}.`,
};

describe('rateLimiter over counters in memory', () => {
  it('refuses past the limit with Retry-After until the window ends, on the injected clock', async () => {
    let now = 1_000_000;
    const limiter = rateLimiter(
      memoryCounterStore(() => now),
      () => {},
    );
    for (let hit = 1; hit <= 3; hit++) expect(await limiter.count(THREE_A_MINUTE, 'a')).toBe(hit);
    now += 15_000;
    const refused = await limiter.count(THREE_A_MINUTE, 'a').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ShopProblem);
    expect(refused).toMatchObject({
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: 'Slow down. Please try again in 45 seconds.',
      retryAfterSeconds: 45,
    });
    // Another key has its own window; and the window ends on time.
    expect(await limiter.count(THREE_A_MINUTE, 'b')).toBe(1);
    now += 45_000;
    expect(await limiter.count(THREE_A_MINUTE, 'a')).toBe(1);
  });

  it('takes back a forgiven hit, and forgets a reset key', async () => {
    const limiter = rateLimiter(
      memoryCounterStore(() => 0),
      () => {},
    );
    await limiter.count(THREE_A_MINUTE, 'k');
    await limiter.count(THREE_A_MINUTE, 'k');
    await limiter.forgive(THREE_A_MINUTE, 'k');
    expect(await limiter.count(THREE_A_MINUTE, 'k')).toBe(2);
    await limiter.reset(THREE_A_MINUTE, 'k');
    expect(await limiter.count(THREE_A_MINUTE, 'k')).toBe(1);
  });

  it('lets the request through and reports it when the store fails', async () => {
    const reported: unknown[] = [];
    const broken = new Error('store down');
    const limiter = rateLimiter(
      {
        hit: () => Promise.reject(broken),
        forgive: () => Promise.reject(broken),
        reset: () => Promise.reject(broken),
        close: async () => {},
      },
      (error) => reported.push(error),
    );
    expect(await limiter.count(THREE_A_MINUTE, 'k')).toBe(0);
    await limiter.forgive(THREE_A_MINUTE, 'k');
    expect(reported).toEqual([broken, broken]);
  });
});

describe('waitText', () => {
  it.each([
    [1, '1 second'],
    [45, '45 seconds'],
    [119, '119 seconds'],
    [120, '2 minutes'],
    [721, '13 minutes'],
  ])('says %i seconds as "%s"', (seconds, text) => {
    expect(waitText(seconds)).toBe(text);
  });
});

describe('signInDelayMs', () => {
  it('waits nothing for the first ten failures, then doubles from 250 ms up to 5 s', () => {
    expect([0, 9, 10, 11, 12, 13, 14, 15, 1_000].map(signInDelayMs)).toEqual([
      0, 0, 250, 500, 1000, 2000, 4000, 5000, 5000,
    ]);
  });
});
