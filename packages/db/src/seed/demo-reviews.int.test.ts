import { count, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../client';
import { featuredItems, reviews } from '../schema';
import { createTestDatabase } from '../testing/test-database';
import { demoReviews, ensureDemoReviews } from './demo-reviews';
import { seedDemoData } from './seed';

let database: DatabaseHandle;
beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(() => database.close());

const reviewCount = async () => (await database.db.select({ n: count() }).from(reviews))[0]?.n ?? 0;

describe('ensureDemoReviews', () => {
  it('gives a demo catalog seeded before reviews existed its reviews, once', async () => {
    await seedDemoData(database.db);
    await database.db.delete(reviews);
    await ensureDemoReviews(database.db);
    expect(await reviewCount()).toBe(demoReviews.length);
    await ensureDemoReviews(database.db);
    expect(await reviewCount()).toBe(demoReviews.length);
  });

  it('adds nothing to a catalog that is not the demo one', async () => {
    await ensureDemoReviews(database.db);
    expect(await reviewCount()).toBe(0);
  });
});

describe('ensureDemoReviews on a changed catalog', () => {
  it('adds nothing once a page of the demo catalog is renamed', async () => {
    await seedDemoData(database.db);
    await database.db.delete(reviews);
    await database.db
      .update(featuredItems)
      .set({ urlSlug: 'our-own-stickers' })
      .where(eq(featuredItems.id, 1));
    await ensureDemoReviews(database.db);
    expect(await reviewCount()).toBe(0);
  });
});
