import { count, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../database';
import { featuredItems, reviews } from '../schema';
import { demoFeaturedItems } from './demo-featured';
import {
  hangTagReviews,
  premiumBusinessCardReviews,
  standardBusinessCardReviews,
} from './review-seeds/business-card-reviews';
import {
  royalExtraWhiteReviews,
  standardMatteReviews,
  vintageKraftReviews,
} from './review-seeds/card-stock-reviews';
import {
  customDecalReviews,
  letteringDecalReviews,
  transferDecalReviews,
  vinylLetteringReviews,
} from './review-seeds/lettering-decal-reviews';
import {
  embossedPaperReviews,
  foilPaperReviews,
  paperStickerReviews,
} from './review-seeds/paper-sticker-reviews';
import type { PageReviewSeeds } from './review-seeds/review-seed';
import {
  productLabelReviews,
  rollLabelReviews,
  rollStickerReviews,
} from './review-seeds/roll-label-reviews';
import {
  domeStickerReviews,
  goldVinylReviews,
  hologramReviews,
  silverVinylReviews,
} from './review-seeds/specialty-sticker-reviews';
import {
  bumperStickerReviews,
  pvcVinylReviews,
  standardVinylReviews,
  transparentStickerReviews,
} from './review-seeds/vinyl-sticker-reviews';

type NewReview = typeof reviews.$inferInsert;

/**
 * Customer reviews of every product page, written for the demo shop: mostly 4 and 5 stars, a few
 * 3s and 2s, short and long comments (at least two per page past the 260-character preview of
 * spec 000 §9) and about a third with photos. Listed oldest first within a page.
 * The pages are in featured-item order; each family's reviews live in ./review-seeds/.
 */
const reviewSeeds: readonly PageReviewSeeds[] = [
  standardVinylReviews,
  transparentStickerReviews,
  silverVinylReviews,
  paperStickerReviews,
  embossedPaperReviews,
  foilPaperReviews,
  hologramReviews,
  goldVinylReviews,
  pvcVinylReviews,
  vinylLetteringReviews,
  letteringDecalReviews,
  transferDecalReviews,
  rollStickerReviews,
  bumperStickerReviews,
  domeStickerReviews,
  customDecalReviews,
  standardBusinessCardReviews,
  premiumBusinessCardReviews,
  hangTagReviews,
  standardMatteReviews,
  royalExtraWhiteReviews,
  vintageKraftReviews,
  productLabelReviews,
  rollLabelReviews,
];

const mockup = (name: string) => `/media/mockups/${name}.svg`;

/**
 * The demo reviews. Ids are fixed (featured item id x 100 + position on the page, so each page
 * has room for 99), which makes re-seeding overwrite them in place.
 */
export const demoReviews: NewReview[] = reviewSeeds.flatMap(({ featuredItemId, reviews: seeds }) =>
  seeds.map((seed, index) => ({
    id: featuredItemId * 100 + index + 1,
    featuredItemId,
    title: seed.title,
    rate: seed.rate,
    comment: seed.comment,
    customer: seed.customer,
    reviewedOn: seed.reviewedOn,
    images: (seed.photos ?? []).map(mockup),
  })),
);

const excluded = (column: PgColumn) => sql.raw(`excluded."${column.name}"`);

/**
 * Inserts the demo reviews, or overwrites the ones whose id exists. Runs after the featured items
 * they belong to. (seed.ts keeps its generic upsert private; this is the same statement.)
 */
export async function seedDemoReviews(tx: Pick<Database, 'insert'>): Promise<void> {
  await tx
    .insert(reviews)
    .values(demoReviews)
    .onConflictDoUpdate({
      target: reviews.id,
      set: {
        featuredItemId: excluded(reviews.featuredItemId),
        title: excluded(reviews.title),
        rate: excluded(reviews.rate),
        comment: excluded(reviews.comment),
        customer: excluded(reviews.customer),
        reviewedOn: excluded(reviews.reviewedOn),
        images: excluded(reviews.images),
      },
    });
}

/**
 * A database seeded before reviews existed gets the demo reviews at the next start (only when it
 * has none, so real reviews are never mixed with demo ones).
 */
export async function ensureDemoReviews(db: Database): Promise<void> {
  const [row] = await db.select({ n: count() }).from(reviews);
  if ((row?.n ?? 0) > 0) return;
  // Only on the demo catalog itself (same pages, same slugs): never fake reviews in a real shop.
  const items = await db
    .select({ id: featuredItems.id, urlSlug: featuredItems.urlSlug })
    .from(featuredItems);
  const slugs = new Map(items.map((item) => [item.id, item.urlSlug]));
  const isDemoCatalog =
    items.length === demoFeaturedItems.length &&
    demoFeaturedItems.every((item) => slugs.get(item.id) === item.urlSlug);
  if (!isDemoCatalog) return;
  await seedDemoReviews(db);
}
