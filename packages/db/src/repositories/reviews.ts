import type { ReviewRecord } from '@shop/domain/reviews';
import { and, avg, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../database';
import { reviews } from '../schema';

const withPhotos = sql`jsonb_array_length(${reviews.images}) > 0`;

const recordColumns = {
  id: reviews.id,
  title: reviews.title,
  rate: reviews.rate,
  comment: reviews.comment,
  customer: reviews.customer,
  reviewedOn: reviews.reviewedOn,
  images: reviews.images,
};

/** The reviews of a product page (featured item), newest first. */
export function reviewRepository(db: Database) {
  return {
    /**
     * One page of a product page's reviews, and how many reviews the filter matches. A page past
     * the last has no rows (and the same count).
     */
    async page(
      featuredItemId: number,
      { photosOnly, page, perPage }: { photosOnly: boolean; page: number; perPage: number },
    ): Promise<{ rows: ReviewRecord[]; count: number }> {
      const conditions: SQL[] = [eq(reviews.featuredItemId, featuredItemId)];
      if (photosOnly) conditions.push(withPhotos);
      const where = and(...conditions);
      const [rows, [total]] = await Promise.all([
        db
          .select(recordColumns)
          .from(reviews)
          .where(where)
          .orderBy(desc(reviews.reviewedOn), desc(reviews.id))
          .limit(perPage)
          .offset((page - 1) * perPage),
        db.select({ n: count() }).from(reviews).where(where),
      ]);
      return { rows, count: total?.n ?? 0 };
    },

    /** How many reviews a product page has and their mean rate (0 without reviews). */
    async summary(featuredItemId: number): Promise<{ count: number; average: number }> {
      const [row] = await db
        .select({ n: count(), average: avg(reviews.rate) })
        .from(reviews)
        .where(eq(reviews.featuredItemId, featuredItemId));
      // avg() of a numeric column comes back as a decimal string, or null over no rows.
      return { count: row?.n ?? 0, average: row?.average === null ? 0 : Number(row?.average ?? 0) };
    },
  };
}

export type ReviewRepository = ReturnType<typeof reviewRepository>;
