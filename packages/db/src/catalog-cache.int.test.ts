import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { createCatalogCache, type CatalogCache } from './catalog-cache';
import type { DatabaseHandle } from './client';
import * as schema from './schema';
import { seedDemoData } from './seed/seed';
import { createTestDatabase } from './testing/test-database';

let database: DatabaseHandle;
let cache: CatalogCache;
beforeEach(async () => {
  database = await createTestDatabase();
  await seedDemoData(database.db);
  cache = await createCatalogCache(database.db, { refreshMs: 0, onError: () => {} });
});
afterEach(async () => {
  cache.stop();
  await database.close();
});

it('keeps its snapshot until the catalog version changes, then reloads it', async () => {
  await database.db
    .update(schema.products)
    .set({ name: 'Renamed Vinyl' })
    .where(eq(schema.products.id, 1));
  // The version row did not move: nothing to reload.
  expect(await cache.refreshIfChanged()).toBe(false);
  expect(cache.current().catalog.products.get(1)?.name).toBe('Standard Vinyl Stickers');

  await database.db
    .update(schema.catalogVersion)
    .set({ version: cache.current().version + 1 })
    .where(eq(schema.catalogVersion.id, 1));
  expect(await cache.refreshIfChanged()).toBe(true);
  expect(cache.current().catalog.products.get(1)?.name).toBe('Renamed Vinyl');
});

it('shows a write to whoever checks after it, even while another check is under way', async () => {
  const before = cache.current().version;
  const first = cache.refreshIfChanged();
  await seedDemoData(database.db); // bumps the version
  await cache.refreshIfChanged();
  await first;
  expect(cache.current().version).toBe(before + 1);
});
