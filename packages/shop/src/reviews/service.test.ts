import type { ReviewRecord } from '@shop/domain/reviews';
import { describe, expect, it } from 'vitest';
import { reviewsResponseSchema } from './contract';
import { reviewsResponse } from './service';

describe('reviewsResponse', () => {
  const record = (id: number, images: string[] = []): ReviewRecord => ({
    id,
    title: `Title ${id}`,
    rate: 4,
    comment: 'Nice.',
    customer: 'Dana K.',
    reviewedOn: '2026-03-03',
    images,
  });

  it('shapes reviews with their first photo as thumbnail and featured image', () => {
    const answer = reviewsResponse(
      [record(1, ['/media/mockups/a.svg', '/media/mockups/b.svg']), record(2)],
      12,
      4.6666,
      1,
    );
    expect(reviewsResponseSchema.parse(answer)).toEqual(answer);
    expect(answer.data[0]).toEqual({
      id: 1,
      title: 'Title 1',
      rate: 4,
      comment: 'Nice.',
      customer: 'Dana K.',
      date: '2026-03-03',
      thumbnail: '/media/mockups/a.svg',
      featured_image: '/media/mockups/a.svg',
      images: ['/media/mockups/a.svg', '/media/mockups/b.svg'],
    });
    expect(answer.data[1]).toMatchObject({ thumbnail: null, featured_image: null, images: [] });
    expect(answer.pagination).toEqual({
      current_page: 1,
      last_page: 3,
      total: 12,
      ratingValue: 4.7,
    });
  });

  it('answers a page past the last with no reviews and the true last page', () => {
    expect(reviewsResponse([], 7, 4, 9).pagination).toEqual({
      current_page: 9,
      last_page: 2,
      total: 7,
      ratingValue: 4,
    });
  });

  it('has one page and a rating of 0 without reviews', () => {
    expect(reviewsResponse([], 0, Number.NaN, 1)).toEqual({
      data: [],
      pagination: { current_page: 1, last_page: 1, total: 0, ratingValue: 0 },
    });
  });
});
