import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../client';
import { idempotencyKeys } from '../schema';
import { createTestDatabase } from '../testing/test-database';
import { RequestInProgress } from './carts';
import { idempotencyRepository } from './idempotency';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const timing = { waitMs: 10_000, pollMs: 5, abandonedAfterMs: 60_000 };

it('runs the work once for simultaneous repeats and gives each the same answer', async () => {
  const once = idempotencyRepository(database.db, timing).once;
  let runs = 0;
  const work = async () => {
    runs += 1;
    await new Promise((resolve) => setTimeout(resolve, 50));
    return { statusCode: 201, body: { run: runs } };
  };
  const answers = await Promise.all(Array.from({ length: 10 }, () => once('burst', 'key-1', work)));
  expect(runs).toBe(1);
  expect(answers).toEqual(Array(10).fill({ statusCode: 201, body: { run: 1 } }));
});

it('lets a waiting repeat do the work when the first attempt failed', async () => {
  const once = idempotencyRepository(database.db, timing).once;
  let runs = 0;
  const work = async () => {
    runs += 1;
    await new Promise((resolve) => setTimeout(resolve, 30));
    if (runs === 1) throw new Error('the first attempt failed');
    return { statusCode: 201, body: { run: runs } };
  };
  // Either may claim first (on PostgreSQL the two race over a pool): one fails, the other runs
  // the work again after it and succeeds.
  const settled = await Promise.allSettled([
    once('retry', 'key-2', work),
    once('retry', 'key-2', work),
  ]);
  expect(settled.filter((result) => result.status === 'rejected')).toHaveLength(1);
  expect(settled.find((result) => result.status === 'fulfilled')).toEqual({
    status: 'fulfilled',
    value: { statusCode: 201, body: { run: 2 } },
  });
  expect(runs).toBe(2);
});

it('takes over a claim left without an answer by a process that died', async () => {
  await database.db.insert(idempotencyKeys).values({
    owner: 'crashed',
    key: 'key-3',
    createdAt: sql`now() - interval '2 minutes'` as unknown as Date,
  });
  const once = idempotencyRepository(database.db, timing).once;
  const answer = await once('crashed', 'key-3', async () => ({ statusCode: 201, body: 'done' }));
  expect(answer).toEqual({ statusCode: 201, body: 'done' });
});

it('tells a repeat to try again when the first is still working after the wait', async () => {
  await database.db.insert(idempotencyKeys).values({ owner: 'busy', key: 'key-4' });
  const once = idempotencyRepository(database.db, { ...timing, waitMs: 50 }).once;
  let ran = false;
  await expect(
    once('busy', 'key-4', async () => {
      ran = true;
      return { statusCode: 201, body: null };
    }),
  ).rejects.toBeInstanceOf(RequestInProgress);
  expect(ran).toBe(false);
});

it('gives the stored answer of a key: none while its work runs or after a failure', async () => {
  const repository = idempotencyRepository(database.db, timing);
  expect(await repository.answered('claims', 'key-5')).toBeNull();
  let answeredWhileRunning: unknown = 'not asked';
  await repository.once('claims', 'key-5', async () => {
    answeredWhileRunning = await repository.answered('claims', 'key-5');
    return { statusCode: 201, body: { reference_no: 'QR-1' } };
  });
  expect(answeredWhileRunning).toBeNull();
  expect(await repository.answered('claims', 'key-5')).toEqual({
    statusCode: 201,
    body: { reference_no: 'QR-1' },
  });
  expect(await repository.answered('someone else', 'key-5')).toBeNull();
  await expect(
    repository.once('claims', 'key-6', () => Promise.reject(new Error('refused'))),
  ).rejects.toThrow('refused');
  expect(await repository.answered('claims', 'key-6')).toBeNull();
});
