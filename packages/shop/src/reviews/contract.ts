import { REVIEW_FILTERS, type ReviewFilter } from '@shop/domain/reviews';
import { text } from '@shop/domain/text';
import { z } from 'zod';

/*
 * The reviews request and answer (spec 000 §7 "Reviews fetch"): the API parses the query and
 * answers with them, the product page's reviews section builds the query and reads the answer.
 * Browser-safe (zod and the domain only).
 */

/** GET /api/reviews?filter=&page=&type= */
export const reviewsQuerySchema = z
  .object({
    // Spec 000 §7 sends null (no filter) or photo; a query string carries null as '' or 'null'.
    filter: z
      .union([z.enum(REVIEW_FILTERS), z.literal(''), z.literal('null'), z.null()], {
        message: 'filter must be all or photo',
      })
      .optional()
      .transform((value): ReviewFilter => (value === 'photo' ? 'photo' : 'all')),
    page: z.coerce
      .number({ message: 'page must be a number' })
      .int('page must be a whole number')
      .min(1, 'page must be at least 1')
      .max(1_000_000, 'page is too large')
      .default(1),
    type: text({ message: 'type must be the product page path' })
      .min(1, 'type must be the product page path')
      .max(300, 'type must be at most 300 characters')
      .regex(/^\//, 'type must be a path starting with /'),
  })
  .strict();

export type ReviewsQuery = z.infer<typeof reviewsQuerySchema>;

const calendarDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const reviewSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  rate: z.number().int().min(1).max(5),
  comment: z.string(),
  customer: z.string(),
  date: calendarDate,
  /** The picture the list shows: the first photo, or null for a review without photos. */
  thumbnail: z.string().nullable(),
  /** The picture the preview opens on; our photos come in one size, so it is the first one. */
  featured_image: z.string().nullable(),
  images: z.array(z.string()),
});

export const reviewsResponseSchema = z.object({
  data: z.array(reviewSchema),
  pagination: z.object({
    current_page: z.number().int(),
    last_page: z.number().int(),
    /** How many reviews the filter matches (what the pages hold). */
    total: z.number().int(),
    /** The page's average rating to one decimal, over all its reviews whatever the filter. */
    ratingValue: z.number(),
  }),
});

export type Review = z.infer<typeof reviewSchema>;
export type ReviewsResponse = z.infer<typeof reviewsResponseSchema>;

/** The query string of a reviews request, as spec 000 §7 sends it (no filter for all). */
export function reviewsQueryString(query: { filter: ReviewFilter; page: number; type: string }) {
  const params = new URLSearchParams();
  if (query.filter === 'photo') params.set('filter', 'photo');
  params.set('page', String(query.page));
  params.set('type', query.type);
  return params.toString();
}
