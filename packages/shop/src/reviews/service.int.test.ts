import type { DatabaseHandle } from '@shop/db/client';
import * as schema from '@shop/db/schema';
import { seedDemoData } from '@shop/db/seed/seed';
import { createTestDatabase } from '@shop/db/testing/test-database';
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { createShop, type Shop } from '../shop';
import { REVIEWS_CACHE_MS } from './service';
import { UNUSED_FILES } from '../testing/unused-files';

// Issue 14: every product page render shows the first page of its reviews; it comes from memory.
let database: DatabaseHandle;
let shop: Shop;
let now: Date;
beforeEach(async () => {
  database = await createTestDatabase();
  now = new Date('2026-11-21T18:00:00Z');
  await seedDemoData(database.db, now);
  shop = await createShop(database, {
    ...UNUSED_FILES,
    clock: () => now,
    shopTimeZone: 'America/New_York',
    catalogRefreshMs: 0,
  });
});
afterEach(async () => {
  shop.close();
  await database.close();
});

const STANDARD_VINYL = 1;
const firstPage = { filter: 'all', page: 1 } as const;
/** Removes the page's reviews behind the shop's back: only a query could notice. */
const deleteReviews = () =>
  database.db.delete(schema.reviews).where(eq(schema.reviews.featuredItemId, STANDARD_VINYL));

it('answers a first page again from memory, without reading the reviews', async () => {
  const first = await shop.reviews.ofPage(STANDARD_VINYL, firstPage);
  expect(first.data.length).toBeGreaterThan(0);
  await deleteReviews();
  expect(await shop.reviews.ofPage(STANDARD_VINYL, firstPage)).toEqual(first);
  // The API's first page is the same answer.
  expect(await shop.reviews.list({ ...firstPage, type: '/stickers/standard-vinyl' })).toEqual(
    first,
  );
  // Later pages and the other filter were never kept: they read the database.
  expect((await shop.reviews.ofPage(STANDARD_VINYL, { filter: 'all', page: 2 })).data).toEqual([]);
  expect((await shop.reviews.ofPage(STANDARD_VINYL, { filter: 'photo', page: 1 })).data).toEqual(
    [],
  );
});

it('reads the reviews again once the catalog version changes (the seed writes reviews)', async () => {
  // A shop that checks the version often, as every process does every 30 s.
  const watching = await createShop(database, {
    ...UNUSED_FILES,
    clock: () => now,
    shopTimeZone: 'America/New_York',
    catalogRefreshMs: 20,
  });
  try {
    const first = await watching.reviews.ofPage(STANDARD_VINYL, firstPage);
    await deleteReviews();
    expect(await watching.reviews.ofPage(STANDARD_VINYL, firstPage)).toEqual(first);
    await database.db
      .update(schema.catalogVersion)
      .set({ version: sql`${schema.catalogVersion.version} + 1` })
      .where(eq(schema.catalogVersion.id, 1));
    await vi.waitFor(
      async () => {
        const after = await watching.reviews.ofPage(STANDARD_VINYL, firstPage);
        expect(after.data).toEqual([]);
        expect(after.pagination).toMatchObject({ total: 0, ratingValue: 0 });
      },
      { timeout: 60_000, interval: 50 },
    );
  } finally {
    watching.close();
  }
});

it('reads the reviews again after REVIEWS_CACHE_MS, for a review written without a version change', async () => {
  const first = await shop.reviews.ofPage(STANDARD_VINYL, firstPage);
  await deleteReviews();
  now = new Date(now.getTime() + REVIEWS_CACHE_MS - 1);
  expect(await shop.reviews.ofPage(STANDARD_VINYL, firstPage)).toEqual(first);
  now = new Date(now.getTime() + 1);
  expect((await shop.reviews.ofPage(STANDARD_VINYL, firstPage)).data).toEqual([]);
});
