import type { DatabaseHandle } from '@shop/db/client';
import { createTestDatabase } from '@shop/db/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys } from '@shop/db/schema';
import { ShopProblem } from './problem';
import { repositoriesOf, writePipeline } from './writes';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const guest = (id: string) => ({
  id,
  firstName: 'Ana',
  lastName: 'Lima',
  email: 'ana.lima@example.org',
});

const request = (referenceNo: string, guestId: string) => ({
  referenceNo,
  sessionId: null,
  customerId: null,
  guestId,
  quoteType: 'Special Size',
  firstName: 'Ana',
  lastName: 'Lima',
  email: 'ana.lima@example.org',
  quantity: 100,
  comment: '',
  configuration: { unread: { product_id: 1 } },
  utm: {},
});

const GUEST_A = '0b6a4f8e-5c1d-4e2a-9f3b-7d8c6e5a4b3c';
const GUEST_B = '1c7b5a9f-6d2e-4f3b-8a4c-8e9d7f6b5c4d';

describe('the write pipeline', () => {
  it('commits writes through two repositories together', async () => {
    const writes = writePipeline(database.db);
    await writes.transaction(async (repos) => {
      await repos.visitors.saveGuest(guest(GUEST_A));
      await repos.quotes.createQuoteRequest(request('QR-PIPELINE-1', GUEST_A));
    });
    const { visitors, quotes } = repositoriesOf(database.db);
    expect(await visitors.findGuest(GUEST_A)).toMatchObject({ firstName: 'Ana' });
    expect(await quotes.findQuoteRequest('QR-PIPELINE-1')).toMatchObject({ guestId: GUEST_A });
  });

  it('leaves neither write when the second repository fails', async () => {
    const writes = writePipeline(database.db);
    // The reference number is taken by the request above: the second write breaks a unique key.
    await expect(
      writes.transaction(async (repos) => {
        await repos.visitors.saveGuest(guest(GUEST_B));
        await repos.quotes.createQuoteRequest(request('QR-PIPELINE-1', GUEST_B));
      }),
    ).rejects.toThrow();
    const { visitors } = repositoriesOf(database.db);
    expect(await visitors.findGuest(GUEST_B)).toBeNull();
  });

  it('answers a repeat whose first is still being worked on with a 409 to try again', async () => {
    // A claim without an answer: the first request with this key is still running.
    await database.db.insert(idempotencyKeys).values({ owner: 'slow', key: 'key-1' });
    const writes = writePipeline(database.db, { waitMs: 30, pollMs: 5, abandonedAfterMs: 60_000 });
    let ran = false;
    const repeat = await writes
      .once('slow', 'key-1', async () => {
        ran = true;
        return 'again';
      })
      .catch((error: unknown) => error);
    expect(ran).toBe(false);
    expect(repeat).toBeInstanceOf(ShopProblem);
    expect(repeat).toMatchObject({
      statusCode: 409,
      code: 'REQUEST_IN_PROGRESS',
      retryAfterSeconds: 1,
    });
  });
});
