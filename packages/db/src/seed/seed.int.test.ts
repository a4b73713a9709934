import { readdirSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../client';
import { loadCatalog } from '../repositories/catalog-loader';
import { featuredCategories } from '../schema';
import { createTestDatabase } from '../testing/test-database';
import { demoCategories } from './demo-categories';
import { seedDemoData, seedIfEmpty } from './seed';

const migrationCount = readdirSync(new URL('../../migrations', import.meta.url)).filter((name) =>
  name.endsWith('.sql'),
).length;

let database: DatabaseHandle;
beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(() => database.close());

describe('migrations', () => {
  it('apply once even when several processes start together', async () => {
    // On PostgreSQL each migrate() uses its own connection, so this races two migrators.
    const empty = await createTestDatabase(undefined, { migrated: false });
    try {
      await Promise.all([empty.migrate(), empty.migrate(), empty.migrate()]);
      expect(await empty.db.select().from(featuredCategories)).toEqual([]);
      const applied = await empty.db.execute(
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      );
      // Both drivers answer raw SQL with { rows }; the shared Database type leaves it unknown.
      expect((applied as { rows: unknown[] }).rows).toEqual([{ n: migrationCount }]);
    } finally {
      await empty.close();
    }
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

    const snapshot = await loadCatalog(database.db);
    expect(snapshot.categories).toHaveLength(demoCategories.length);
    expect(snapshot.categories[0]).toMatchObject({ id: 1, name: 'Stickers', urlSlug: 'stickers' });
    expect(snapshot.catalog.products.size).toBe(23);
    expect(snapshot.version).toBe(2);
  });
});
