import { afterAll, beforeAll, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../client';
import type { Database } from '../database';
import { idempotencyKeys } from '../schema';
import { createTestDatabase } from '../testing/test-database';
import { idempotencyRepository, RequestInProgress } from './idempotency';

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
    return { run: runs };
  };
  const answers = await Promise.all(Array.from({ length: 10 }, () => once('burst', 'key-1', work)));
  expect(runs).toBe(1);
  expect(answers.map((answer) => answer.value)).toEqual(Array(10).fill({ run: 1 }));
  expect(answers.filter((answer) => !answer.replayed)).toHaveLength(1);
});

it('lets a waiting repeat do the work when the first attempt failed', async () => {
  const once = idempotencyRepository(database.db, timing).once;
  let runs = 0;
  const work = async () => {
    runs += 1;
    await new Promise((resolve) => setTimeout(resolve, 30));
    if (runs === 1) throw new Error('the first attempt failed');
    return { run: runs };
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
    value: { value: { run: 2 }, replayed: false },
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
  const answer = await once('crashed', 'key-3', async () => 'done');
  expect(answer).toEqual({ value: 'done', replayed: false });
});

it('tells a repeat to try again when the first is still working after the wait', async () => {
  await database.db.insert(idempotencyKeys).values({ owner: 'busy', key: 'key-4' });
  const once = idempotencyRepository(database.db, { ...timing, waitMs: 50 }).once;
  let ran = false;
  await expect(
    once('busy', 'key-4', async () => {
      ran = true;
      return null;
    }),
  ).rejects.toBeInstanceOf(RequestInProgress);
  expect(ran).toBe(false);
});

/** The key's row as the transaction `tx` sees it. */
const keyRow = async (tx: Database, scope: string, key: string) =>
  (
    await tx
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.owner, scope), eq(idempotencyKeys.key, key)))
  )[0];

it('gives the stored answer of a key: none while its work runs or after a failure', async () => {
  const repository = idempotencyRepository(database.db, timing);
  expect(await repository.answered('claims', 'key-5')).toBeNull();
  let seenWhileRunning: unknown = 'not asked';
  await repository.once('claims', 'key-5', async (tx) => {
    seenWhileRunning = (await keyRow(tx, 'claims', 'key-5'))?.statusCode;
    return { reference_no: 'QR-1' };
  });
  expect(seenWhileRunning).toBeNull();
  expect(await repository.answered('claims', 'key-5')).toEqual({
    answer: { reference_no: 'QR-1' },
  });
  expect(await repository.answered('someone else', 'key-5')).toBeNull();
  await expect(
    repository.once('claims', 'key-6', () => Promise.reject(new Error('refused'))),
  ).rejects.toThrow('refused');
  expect(await repository.answered('claims', 'key-6')).toBeNull();
});

it("keeps no write of a failed work, and lets the key's next request do it", async () => {
  const repository = idempotencyRepository(database.db, timing);
  const write = (tx: Database, key: string) =>
    tx.insert(idempotencyKeys).values({ owner: 'written-by-work', key });
  await expect(
    repository.once('atomic', 'key-7', async (tx) => {
      await write(tx, 'first');
      throw new Error('the second write failed');
    }),
  ).rejects.toThrow('the second write failed');
  expect(await keyRow(database.db, 'written-by-work', 'first')).toBeUndefined();
  await repository.once('atomic', 'key-7', async (tx) => write(tx, 'second').then(() => 'ok'));
  expect(await keyRow(database.db, 'written-by-work', 'second')).toBeDefined();
});
