import { describe, expect, it } from 'vitest';
import { reviewsQuerySchema, reviewsQueryString } from './contract';

describe('reviewsQuerySchema', () => {
  it('reads no filter, an empty one and null as all, and photo as photo', () => {
    const type = '/stickers/standard-vinyl';
    expect(reviewsQuerySchema.parse({ type })).toEqual({ filter: 'all', page: 1, type });
    for (const filter of ['', 'null', null, 'all']) {
      expect(reviewsQuerySchema.parse({ filter, type }).filter).toBe('all');
    }
    expect(reviewsQuerySchema.parse({ filter: 'photo', page: '3', type })).toEqual({
      filter: 'photo',
      page: 3,
      type,
    });
  });

  it('rejects a bad page, filter or type and unknown parameters', () => {
    const type = '/stickers/standard-vinyl';
    for (const page of ['0', '-1', '1.5', 'abc']) {
      expect(reviewsQuerySchema.safeParse({ page, type }).success, page).toBe(false);
    }
    expect(reviewsQuerySchema.safeParse({ filter: 'video', type }).success).toBe(false);
    expect(reviewsQuerySchema.safeParse({}).success).toBe(false);
    expect(reviewsQuerySchema.safeParse({ type: `/${'a'.repeat(300)}` }).success).toBe(false);
    expect(reviewsQuerySchema.safeParse({ type: 'stickers' }).success).toBe(false);
    expect(reviewsQuerySchema.safeParse({ type, sort: 'new' }).success).toBe(false);
  });

  it('reads back the query string the page sends', () => {
    const query = { filter: 'photo' as const, page: 2, type: '/labels/roll-labels' };
    const params = Object.fromEntries(new URLSearchParams(reviewsQueryString(query)));
    expect(reviewsQuerySchema.parse(params)).toEqual(query);
    expect(reviewsQueryString({ ...query, filter: 'all' })).toBe(
      'page=2&type=%2Flabels%2Froll-labels',
    );
  });
});
