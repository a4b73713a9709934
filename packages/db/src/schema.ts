import { integer, pgTable, text } from 'drizzle-orm/pg-core';

/** Top-level groups of the storefront navigation (Stickers, Business Cards, ...). */
export const featuredCategories = pgTable('featured_categories', {
  // Ids are fixed by the catalog (../shared/catalog-ids.md), so they are not generated.
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  urlSlug: text('url_slug').notNull().unique(),
  summary: text('summary').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});
