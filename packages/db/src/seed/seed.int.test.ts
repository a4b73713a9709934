import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../client';
import { createCatalogRepository } from '../repositories/catalog-repository';
import { featuredCategories } from '../schema';
import { createTestDatabase } from '../testing/test-database';
import { demoCategories } from './demo-categories';
import { seedDemoData, seedIfEmpty } from './seed';

let database: DatabaseHandle;
beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(() => database.close());

describe('migrations', () => {
  it('apply once even when several processes start together', async () => {
    await Promise.all([database.migrate(), database.migrate()]);
    expect(await database.db.select().from(featuredCategories)).toEqual([]);
  });
});

describe('seedIfEmpty', () => {
  it('seeds an empty database once', async () => {
    expect(await seedIfEmpty(database.db)).toBe(true);
    expect(await seedIfEmpty(database.db)).toBe(false);
    expect(await database.db.select().from(featuredCategories)).toHaveLength(demoCategories.length);
  });
});

describe('seedDemoData', () => {
  it('is idempotent and restores edited demo rows', async () => {
    await seedDemoData(database.db);
    await database.db
      .update(featuredCategories)
      .set({ name: 'Renamed' })
      .where(eq(featuredCategories.id, 1));
    await seedDemoData(database.db);

    const categories = await createCatalogRepository(database.db).listFeaturedCategories();
    expect(categories).toHaveLength(demoCategories.length);
    expect(categories[0]).toEqual({
      id: 1,
      name: 'Stickers',
      url_slug: 'stickers',
      summary: expect.stringContaining('Die-cut'),
    });
  });
});
