import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { CATALOG_CHANNEL, createCatalogCache, type CatalogCache } from './catalog-cache';
import { openDatabase, type DatabaseHandle } from './client';
import { calendarRepository } from './repositories/calendar';
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
  await cache.stop();
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

it('reloads at a catalog write’s notice, made through another connection (issue 35)', async () => {
  // On PostgreSQL the writer is a second pool, as a second process would be; PGlite is one.
  const writer =
    database.target.kind === 'postgres' ? await openDatabase(database.target) : database;
  const listening = await createCatalogCache(database.db, {
    refreshMs: 0, // no periodic check: only the notice can reload it
    onError: () => {},
    changes: (onChange) => database.listen(CATALOG_CHANNEL, onChange),
  });
  try {
    const before = listening.current().version;
    await writer.db.transaction(async (tx) => {
      const calendar = calendarRepository(tx);
      await calendar.addHoliday({ date: '2031-06-02', name: 'Stocktake', type: 'closure' });
      await calendar.catalogChanged();
    });
    await vi.waitFor(() => expect(listening.current().version).toBe(before + 1), {
      timeout: 30_000,
    });
    expect(listening.current().catalog.holidays).toContainEqual({
      date: '2031-06-02',
      name: 'Stocktake',
      type: 'closure',
    });
  } finally {
    await listening.stop();
    if (writer !== database) await writer.close();
  }
});
