import type { Holiday } from '@shop/domain/shipping-calendar';
import { asc, eq, sql } from 'drizzle-orm';
import { CATALOG_CHANNEL } from '../catalog-cache';
import type { Database } from '../database';
import { catalogVersion, featuredCategories, featuredItems, holidays } from '../schema';

/** A product page as the calendar shows it: its name, where it is, its printing days. */
const PAGE = {
  name: featuredItems.name,
  urlSlug: featuredItems.urlSlug,
  categorySlug: featuredCategories.urlSlug,
  printingDays: featuredItems.printingDays,
};

/**
 * The shop's calendar as admins edit it (issue 35): holidays and each product page's printing
 * days. Every change is a catalog write: `catalogChanged` ends the transaction's work.
 */
export function calendarRepository(db: Database) {
  return {
    holidays(): Promise<Holiday[]> {
      return db.select().from(holidays).orderBy(asc(holidays.date));
    },

    /** Adds a holiday; false when its date already has one. */
    async addHoliday(holiday: Holiday): Promise<boolean> {
      const added = await db
        .insert(holidays)
        .values(holiday)
        .onConflictDoNothing()
        .returning({ date: holidays.date });
      return added.length > 0;
    },

    /**
     * Replaces the holiday of `date` (its date may move): 'missing' when there is none, 'taken'
     * when the new date has another (the caller's transaction is then rolled back).
     */
    async changeHoliday(date: string, holiday: Holiday): Promise<'changed' | 'missing' | 'taken'> {
      const removed = await db
        .delete(holidays)
        .where(eq(holidays.date, date))
        .returning({ date: holidays.date });
      if (removed.length === 0) return 'missing';
      return (await this.addHoliday(holiday)) ? 'changed' : 'taken';
    },

    /** The removed holiday, or null when there was none. */
    async removeHoliday(date: string): Promise<Holiday | null> {
      const [removed] = await db.delete(holidays).where(eq(holidays.date, date)).returning();
      return removed ?? null;
    },

    /** Every product page with its printing days, in the shop's order. */
    printingDays() {
      return db
        .select({ id: featuredItems.id, ...PAGE })
        .from(featuredItems)
        .innerJoin(featuredCategories, eq(featuredCategories.id, featuredItems.categoryId))
        .orderBy(asc(featuredItems.sortOrder), asc(featuredItems.id));
    },

    /** Sets a page's printing days; returns the page as it was, or null when there is none. */
    async setPrintingDays(featuredItemId: number, printingDays: number) {
      const [before] = await db
        .select(PAGE)
        .from(featuredItems)
        .innerJoin(featuredCategories, eq(featuredCategories.id, featuredItems.categoryId))
        .where(eq(featuredItems.id, featuredItemId))
        .for('update', { of: featuredItems });
      if (!before) return null;
      await db
        .update(featuredItems)
        .set({ printingDays })
        .where(eq(featuredItems.id, featuredItemId));
      return before;
    },

    /**
     * Bumps the catalog's version and tells every process (NOTIFY is delivered at commit, so a
     * listener reloads what was committed). The last step of every catalog write.
     */
    async catalogChanged(): Promise<void> {
      const [row] = await db
        .update(catalogVersion)
        .set({ version: sql`${catalogVersion.version} + 1`, updatedAt: sql`now()` })
        .where(eq(catalogVersion.id, 1))
        .returning({ version: catalogVersion.version });
      await db.execute(sql`select pg_notify(${CATALOG_CHANNEL}, ${String(row?.version ?? 0)})`);
    },
  };
}

export type CalendarRepository = ReturnType<typeof calendarRepository>;
