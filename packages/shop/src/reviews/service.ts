import type { CatalogCache } from '@shop/db/catalog-cache';
import type { ReviewRepository } from '@shop/db/repositories/reviews';
import { findProductPage } from '@shop/domain/catalog-pages';
import {
  ratingValue,
  REVIEWS_PER_PAGE,
  reviewPagePath,
  type ReviewFilter,
  type ReviewRecord,
} from '@shop/domain/reviews';
import { ShopProblem } from '../problem';
import type { ReviewsQuery, ReviewsResponse } from './contract';

/**
 * One page of reviews. `count` is how many reviews the filter matches, `average` the mean rate
 * of all the page's reviews. A page past the last answers no reviews with the true last page.
 */
export function reviewsResponse(
  rows: readonly ReviewRecord[],
  count: number,
  average: number,
  page: number,
  perPage: number = REVIEWS_PER_PAGE,
): ReviewsResponse {
  return {
    data: rows.map((row) => ({
      id: row.id,
      title: row.title,
      rate: row.rate,
      comment: row.comment,
      customer: row.customer,
      date: row.reviewedOn,
      thumbnail: row.images[0] ?? null,
      featured_image: row.images[0] ?? null,
      images: [...row.images],
    })),
    pagination: {
      current_page: page,
      last_page: Math.max(1, Math.ceil(count / perPage)),
      total: count,
      ratingValue: ratingValue(average),
    },
  };
}

/**
 * How long a first page of reviews is answered from memory at most. Reviews are written by the
 * catalog seed, which bumps the catalog version (and so empties the cache at once); a review
 * written any other way (by hand, an import) shows in every process within this time.
 */
export const REVIEWS_CACHE_MS = 60_000;

/**
 * The reviews of the product pages. The API and the product page's loader both answer with
 * `ofPage`, so the server-rendered list and a later fetch are identical.
 */
export function reviewsService({
  catalog,
  reviews,
  clock,
}: {
  catalog: CatalogCache;
  reviews: ReviewRepository;
  clock: () => Date;
}) {
  // Every product page render shows the first page of its reviews (issue 14: three queries per
  // render). Only first pages are kept, so the entries are at most two per product page.
  const firstPages = new Map<
    string,
    { version: number; until: number; answer: Promise<ReviewsResponse> }
  >();

  /**
   * One page of a product page's reviews, newest first; `filter: 'photo'` keeps the reviews with
   * photos. The rating average is over all the page's reviews whatever the filter. A first page
   * comes from memory while the catalog version is the one it was read under and for at most
   * REVIEWS_CACHE_MS.
   */
  function ofPage(
    featuredItemId: number,
    { filter, page }: { filter: ReviewFilter; page: number },
  ): Promise<ReviewsResponse> {
    if (page !== 1) return read(featuredItemId, { filter, page });
    const key = `${featuredItemId}:${filter}`;
    const { version } = catalog.current();
    const now = clock().getTime();
    const kept = firstPages.get(key);
    if (kept && kept.version === version && now < kept.until) return kept.answer;
    // A catalog change drops every page read under the old version, not only this one.
    if (kept && kept.version !== version) {
      for (const [k, entry] of firstPages) if (entry.version !== version) firstPages.delete(k);
    }
    const answer = read(featuredItemId, { filter, page });
    firstPages.set(key, { version, until: now + REVIEWS_CACHE_MS, answer });
    // A failed read is not kept: the next request tries the database again.
    answer.catch(() => {
      if (firstPages.get(key)?.answer === answer) firstPages.delete(key);
    });
    return answer;
  }

  async function read(
    featuredItemId: number,
    { filter, page }: { filter: ReviewFilter; page: number },
  ): Promise<ReviewsResponse> {
    const [summary, found] = await Promise.all([
      reviews.summary(featuredItemId),
      reviews.page(featuredItemId, {
        photosOnly: filter === 'photo',
        page,
        perPage: REVIEWS_PER_PAGE,
      }),
    ]);
    return reviewsResponse(found.rows, found.count, summary.average, page, REVIEWS_PER_PAGE);
  }

  return {
    ofPage,

    /**
     * GET /api/reviews: `type` is the page's own path, `/{category}/{item}[/{product}]`, found
     * the way the page itself is (404 when it names no page).
     */
    async list({ filter, page, type }: ReviewsQuery): Promise<ReviewsResponse> {
      const { catalog: model, categories } = catalog.current();
      const path = reviewPagePath(type);
      const found = path && findProductPage(model, categories, path);
      if (!found) {
        throw new ShopProblem(
          404,
          'NOT_FOUND',
          `There is no product page ${JSON.stringify(type)}.`,
          [{ field: 'type', message: 'unknown product page' }],
        );
      }
      return ofPage(found.item.id, { filter, page });
    },
  };
}

export type ReviewsService = ReturnType<typeof reviewsService>;
