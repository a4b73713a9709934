import { DEMO_CUSTOMER } from '@shop/db/seed/demo-customer';
import type { CounterStore } from '@shop/shop/limits/counter-store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { browserAt, freshAddress } from '../../testing/browser';
import { createTestApp } from '../../testing/test-app';
import { testRedisCounters } from '../../testing/test-redis';

// Issue 13, item 3: guessing is throttled per account and address, never the owner elsewhere.
const NOW = new Date('2026-11-26T04:00:00Z');
const redis = await testRedisCounters();
const stores: [string, (() => CounterStore) | undefined][] = [
  ['in memory', undefined],
  ...(redis ? [['in Redis', redis] as [string, () => CounterStore]] : []),
];

const signIn = (app: App, address: string, email: string, password: string) =>
  browserAt(app, address).request('POST', '/api/auth/login', { email, password });

describe.each(stores)('sign-in throttling with counters %s', (_name, counters) => {
  let app: App;
  const sleeps: number[] = [];
  beforeAll(async () => {
    ({ app } = await createTestApp({
      clock: () => NOW,
      demoCustomer: true,
      counters: counters?.(),
      sleep: async (ms) => {
        sleeps.push(ms);
      },
    }));
  });
  afterAll(() => app.close());

  it("lets the owner in from another address while the guesser's address is refused", async () => {
    const attacker = freshAddress();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      statuses.push((await signIn(app, attacker, DEMO_CUSTOMER.email, 'guess-guess')).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);

    const owner = await signIn(app, freshAddress(), DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    expect(owner.statusCode).toBe(200);
    expect(owner.json()).toEqual({ status: 'SUCCESS', message: 'Logged in Successfully' });

    // The guessing address stays throttled, even with the right password, and is told for how long.
    const refused = await signIn(app, attacker, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(refused.json().error).toEqual({
      code: 'RATE_LIMITED',
      message:
        'Too many incorrect passwords for this account from your network. Please try again in 15 minutes.',
    });
  });

  it('lets no more than five wrong passwords through when they arrive at once', async () => {
    const address = freshAddress();
    const email = `parallel-${address}@peelandpress.example`;
    const responses = await Promise.all(
      Array.from({ length: 12 }, () => signIn(app, address, email, 'wrong-password')),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(7);
    for (const response of responses.filter((r) => r.statusCode === 429)) {
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    }
  });

  it("clears an address's mistakes on an account once it signs in right", async () => {
    const address = freshAddress();
    const attempt = (password: string) =>
      signIn(app, address, DEMO_CUSTOMER.email, password).then((r) => r.statusCode);
    for (let round = 0; round < 2; round++) {
      expect(await attempt('typo-typo')).toBe(401);
      expect(await attempt('typo-typo')).toBe(401);
      expect(await attempt('typo-typo')).toBe(401);
      expect(await attempt(DEMO_CUSTOMER.password)).toBe(200);
    }
  });
});

describe('sign-in throttling across accounts and addresses', () => {
  let app: App;
  const sleeps: number[] = [];
  beforeAll(async () => {
    ({ app } = await createTestApp({
      clock: () => NOW,
      demoCustomer: true,
      sleep: async (ms) => {
        sleeps.push(ms);
      },
    }));
  });
  afterAll(() => app.close());

  it('stops one address guessing at many accounts after 30 wrong passwords', async () => {
    const address = freshAddress();
    // At once: counted before each password is checked, none slips past.
    const responses = await Promise.all(
      Array.from({ length: 31 }, (_, account) =>
        signIn(app, address, `sweep-${account}@peelandpress.example`, 'guess-guess'),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(30);
    expect(statuses.filter((status) => status === 429)).toHaveLength(1);
    const refused = await signIn(app, address, 'sweep-31@peelandpress.example', 'guess-guess');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().error.message).toBe(
      'Too many incorrect sign-ins from your network. Please try again in 15 minutes.',
    );
    // Another address is not affected.
    expect(
      (await signIn(app, freshAddress(), 'sweep-0@peelandpress.example', 'guess')).statusCode,
    ).toBe(401);
  });

  it('slows down guesses at one account from many addresses, and never refuses the owner', async () => {
    sleeps.length = 0;
    // Ten addresses, one wrong password each: none is throttled, and none waits yet.
    for (let guesser = 0; guesser < 10; guesser++) {
      expect(
        (await signIn(app, freshAddress(), DEMO_CUSTOMER.email, 'guess-guess')).statusCode,
      ).toBe(401);
    }
    expect(sleeps).toEqual([]);
    // From then on every attempt on the account waits, longer with each failure, capped.
    for (let guesser = 0; guesser < 7; guesser++) {
      expect(
        (await signIn(app, freshAddress(), DEMO_CUSTOMER.email, 'guess-guess')).statusCode,
      ).toBe(401);
    }
    expect(sleeps).toEqual([250, 500, 1000, 2000, 4000, 5000, 5000]);
    const owner = await signIn(app, freshAddress(), DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    expect(owner.statusCode).toBe(200);
    expect(sleeps.at(-1)).toBe(5000);
  });

  it('sends Retry-After with the email lookup limit', async () => {
    const browser = browserAt(app, freshAddress());
    const statuses = [];
    for (let lookup = 0; lookup < 61; lookup++) {
      const response = await browser.request('POST', '/api/inquiry/form/email-exist', {
        email: `someone-${lookup}@example.org`,
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
        expect(response.json().error.message).toBe(
          'Too many requests from your network. Please try again in 60 seconds.',
        );
      }
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(60);
    expect(statuses.at(-1)).toBe(429);
  });
});
