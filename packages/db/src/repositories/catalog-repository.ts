import type { FeaturedCategory } from '@shop/domain/catalog';
import { asc } from 'drizzle-orm';
import type { Database } from '../database';
import { featuredCategories } from '../schema';

export interface CatalogRepository {
  listFeaturedCategories(): Promise<FeaturedCategory[]>;
}

export function createCatalogRepository(db: Database): CatalogRepository {
  return {
    async listFeaturedCategories() {
      const rows = await db
        .select()
        .from(featuredCategories)
        .orderBy(asc(featuredCategories.sortOrder), asc(featuredCategories.id));
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        url_slug: row.urlSlug,
        summary: row.summary,
      }));
    },
  };
}
