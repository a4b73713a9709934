import { apiErrorSchema } from '@shop/domain/api-error';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reviewsQuerySchema, reviewsResponseSchema } from '@shop/shop/reviews/contract';

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
    async (request) => app.shop.reviews.list(request.query),
  );
};
