import { count, sql } from 'drizzle-orm';
import type { Database } from '../database';
import { featuredCategories } from '../schema';
import { demoCategories } from './demo-categories';

/**
 * Loads the demo catalog. Idempotent: rows are upserted by their fixed ids, so running it again
 * restores the demo data without duplicating anything.
 */
export async function seedDemoData(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(featuredCategories)
      .values(demoCategories)
      .onConflictDoUpdate({
        target: featuredCategories.id,
        set: {
          name: sql`excluded.name`,
          urlSlug: sql`excluded.url_slug`,
          summary: sql`excluded.summary`,
          sortOrder: sql`excluded.sort_order`,
        },
      });
  });
}

/** First start: a database without a catalog gets the demo one. Returns whether it seeded. */
export async function seedIfEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(featuredCategories);
  if ((row?.n ?? 0) > 0) return false;
  await seedDemoData(db);
  return true;
}
