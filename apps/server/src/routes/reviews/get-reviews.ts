import { apiErrorSchema } from '@shop/domain/api-error';
import {
  REVIEWS_PER_PAGE,
  reviewPagePath,
  reviewsQuerySchema,
  reviewsResponse,
  reviewsResponseSchema,
} from '@shop/domain/reviews';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ShopProblem } from '@shop/shop/problem';

/**
 * The reviews of a product page (spec 000 §7 "Reviews fetch"): `type` is the page's own path,
 * `/{category}/{item}[/{product}]`, resolved the way the page itself is; `filter=photo` keeps the
 * reviews with photos. The rating average is over all the page's reviews whatever the filter.
 */
export const getReviews: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/reviews',
    {
      schema: {
        tags: ['reviews'],
        summary: 'One page of a product page’s reviews, newest first',
        description:
          'A page past the last answers no reviews with the true last page; an unknown product ' +
          'page answers 404, a malformed query 400.',
        querystring: reviewsQuerySchema,
        response: { 200: reviewsResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const { filter, page, type } = request.query;
      const featuredItemId = featuredItemIdOf(type);
      if (featuredItemId === null) {
        throw new ShopProblem(
          404,
          'NOT_FOUND',
          `There is no product page ${JSON.stringify(type)}.`,
          [{ field: 'type', message: 'unknown product page' }],
        );
      }
      const { reviews } = app.shop;
      const [summary, found] = await Promise.all([
        reviews.summary(featuredItemId),
        reviews.page(featuredItemId, {
          photosOnly: filter === 'photo',
          page,
          perPage: REVIEWS_PER_PAGE,
        }),
      ]);
      return reviewsResponse(found.rows, found.count, summary.average, page, REVIEWS_PER_PAGE);
    },
  );

  /** The featured item a page path shows, by its category's and its own url_slug; else null. */
  function featuredItemIdOf(path: string): number | null {
    const slugs = reviewPagePath(path);
    if (!slugs) return null;
    const { catalog, categories } = app.shop.catalog.current();
    const category = categories.find((c) => c.urlSlug === slugs.categorySlug);
    const item = [...catalog.featuredItems.values()].find(
      (candidate) => candidate.urlSlug === slugs.itemSlug && candidate.categoryId === category?.id,
    );
    if (!item) return null;
    // A product segment must name one of the page's products, as on the page itself.
    if (
      slugs.productSlug !== null &&
      !item.productIds.some((id) => catalog.products.get(id)?.urlSlug === slugs.productSlug)
    ) {
      return null;
    }
    return item.id;
  }
};
