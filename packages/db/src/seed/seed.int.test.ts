import { readdirSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../client';
import { calendarRepository } from '../repositories/calendar';
import { loadCatalog } from '../repositories/catalog-loader';
import { featuredCategories } from '../schema';
import { createTestDatabase } from '../testing/test-database';
import { demoCategories } from './demo-categories';
import { ensureHolidays, seedDemoData, seedIfEmpty } from './seed';

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

describe('ensureHolidays', () => {
  it('fills a year once, then leaves its holidays to the admins (issue 35)', async () => {
    await seedDemoData(database.db, new Date('2026-06-01T12:00:00Z'));
    const calendar = calendarRepository(database.db);
    // An admin removes Columbus Day and renames Christmas.
    expect(await calendar.removeHoliday('2026-10-12')).toMatchObject({ name: 'Columbus Day' });
    await calendar.changeHoliday('2026-12-25', {
      date: '2026-12-25',
      name: 'Christmas (shop closed)',
      type: 'federal',
    });

    await ensureHolidays(database.db, new Date('2027-06-01T12:00:00Z'));
    const dates = new Map((await calendar.holidays()).map((holiday) => [holiday.date, holiday]));
    expect(dates.has('2026-10-12')).toBe(false);
    expect(dates.get('2026-12-25')?.name).toBe('Christmas (shop closed)');
    // 2027 was seeded already; 2028 is filled now, with its federal holidays and closures.
    expect(dates.get('2028-07-04')).toMatchObject({ type: 'federal' });
    expect(dates.get('2028-12-24')).toMatchObject({ type: 'closure' });

    // A holiday an admin adds for a year not filled yet does not keep that year from filling.
    await calendar.addHoliday({ date: '2029-03-01', name: 'Anniversary', type: 'federal' });
    await ensureHolidays(database.db, new Date('2028-06-01T12:00:00Z'));
    const later = new Map((await calendar.holidays()).map((holiday) => [holiday.date, holiday]));
    expect(later.get('2029-07-04')).toMatchObject({ type: 'federal' });
    expect(later.get('2029-03-01')?.name).toBe('Anniversary');
    expect(later.has('2026-10-12')).toBe(false);
  });
});
