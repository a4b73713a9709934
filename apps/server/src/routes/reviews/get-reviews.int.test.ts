import type { DatabaseHandle } from '@shop/db/client';
import { reviews } from '@shop/db/schema';
import { demoFeaturedItems } from '@shop/db/seed/demo-featured';
import { demoReviews } from '@shop/db/seed/demo-reviews';
import { REVIEW_PREVIEW_LENGTH } from '@shop/domain/reviews';
import { reviewsResponseSchema } from '@shop/shop/reviews/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { createTestApp } from '../../testing/test-app';

let app: App;
let database: DatabaseHandle;
beforeAll(async () => {
  ({ app, database } = await createTestApp({ clock: () => new Date('2026-11-21T18:00:00Z') }));
});
afterAll(() => app.close());

const STANDARD_VINYL = '/stickers/standard-vinyl';
const get = (query: Record<string, string>) => app.inject({ url: '/api/reviews', query });

/** What the demo data says about one page: its reviews newest first, and their mean rate. */
function expected(featuredItemId: number, photosOnly = false) {
  const all = demoReviews.filter((r) => r.featuredItemId === featuredItemId);
  const listed = all
    .filter((r) => !photosOnly || (r.images ?? []).length > 0)
    .sort((a, b) => b.reviewedOn.localeCompare(a.reviewedOn) || b.id - a.id);
  const average = all.reduce((sum, r) => sum + r.rate, 0) / all.length;
  return { listed, ratingValue: Math.round(average * 10) / 10 };
}

describe('GET /api/reviews', () => {
  it('pages a product page’s reviews five at a time, newest first', async () => {
    const { listed, ratingValue } = expected(1);
    expect(listed.length).toBe(14);
    const pages = [];
    for (const page of [1, 2, 3]) {
      const response = await get({ page: String(page), type: STANDARD_VINYL });
      expect(response.statusCode).toBe(200);
      const body = reviewsResponseSchema.parse(response.json());
      expect(body.pagination).toEqual({ current_page: page, last_page: 3, total: 14, ratingValue });
      pages.push(...body.data);
    }
    expect(pages.map((r) => r.id)).toEqual(listed.map((r) => r.id));
    expect(pages.map((r) => r.date)).toEqual([...pages.map((r) => r.date)].sort().reverse());
  });

  it('answers the review fields of spec 000 §3', async () => {
    const body = (await get({ type: STANDARD_VINYL })).json();
    const withPhotos = body.data.find((r: { images: string[] }) => r.images.length > 0);
    expect(withPhotos).toBeDefined();
    expect(Object.keys(withPhotos).sort()).toEqual(
      [
        'comment',
        'customer',
        'date',
        'featured_image',
        'id',
        'images',
        'rate',
        'thumbnail',
        'title',
      ].sort(),
    );
    expect(withPhotos.thumbnail).toBe(withPhotos.images[0]);
    expect(withPhotos.featured_image).toBe(withPhotos.images[0]);
    expect(withPhotos.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('keeps only reviews with photos under filter=photo, with the average of all', async () => {
    const { listed, ratingValue } = expected(1, true);
    const body = (await get({ filter: 'photo', type: STANDARD_VINYL })).json();
    expect(body.pagination).toEqual({
      current_page: 1,
      last_page: Math.ceil(listed.length / 5),
      total: listed.length,
      ratingValue,
    });
    expect(body.data.map((r: { id: number }) => r.id)).toEqual(listed.slice(0, 5).map((r) => r.id));
    for (const review of body.data) expect(review.images.length).toBeGreaterThan(0);
  });

  it('reads an empty or null filter as all reviews', async () => {
    for (const filter of ['', 'null', 'all']) {
      const body = (await get({ filter, type: STANDARD_VINYL })).json();
      expect(body.pagination.total, filter).toBe(14);
    }
  });

  it('answers a page past the last with no reviews and the true last page', async () => {
    const body = (await get({ page: '9', type: STANDARD_VINYL })).json();
    expect(body).toEqual({
      data: [],
      pagination: {
        current_page: 9,
        last_page: 3,
        total: 14,
        ratingValue: expected(1).ratingValue,
      },
    });
  });

  it('has reviews for every product page, reached by its path, with a product segment too', async () => {
    const categories = app.shop.catalog.listFeaturedCategories();
    for (const item of demoFeaturedItems) {
      const category = categories.find((c) => c.id === item.categoryId);
      const path = `/${category?.url_slug}/${item.urlSlug}`;
      const body = (await get({ type: path })).json();
      const { listed, ratingValue } = expected(item.id);
      expect(listed.length, path).toBeGreaterThanOrEqual(8);
      expect(body.pagination, path).toMatchObject({ total: listed.length, ratingValue });
      const longOnes = listed.filter((r) => r.comment.length > REVIEW_PREVIEW_LENGTH);
      expect(longOnes.length, path).toBeGreaterThanOrEqual(2);
    }
    const kraft = await get({ type: '/stickers/paper-stickers/kraft-paper' });
    expect(kraft.json().pagination.total).toBe(expected(4).listed.length);
  });

  it('averages the rates of the stored reviews', async () => {
    // Item 3 as stored, read back independently of the demo list.
    const rows = await database.db.select().from(reviews).where(eq(reviews.featuredItemId, 3));
    const mean = rows.reduce((sum, r) => sum + r.rate, 0) / rows.length;
    const body = (await get({ type: '/stickers/silver-vinyl-stickers' })).json();
    expect(body.pagination.ratingValue).toBe(Math.round(mean * 10) / 10);
    expect(body.pagination.ratingValue).toBeGreaterThanOrEqual(1);
    expect(body.pagination.ratingValue).toBeLessThanOrEqual(5);
  });

  it('links only photos that exist', async () => {
    const paths = new Set(demoReviews.flatMap((r) => r.images ?? []));
    expect(paths.size).toBeGreaterThan(20);
    for (const path of paths) {
      const response = await app.inject(path);
      expect(response.statusCode, path).toBe(200);
      expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    }
  });

  it('answers an unknown product page with a JSON 404', async () => {
    for (const type of [
      '/stickers/no-such-page',
      '/business-cards/standard-vinyl', // a real item under the wrong category
      '/stickers/paper-stickers/no-such-product',
      '/stickers',
      '/',
    ]) {
      const response = await get({ type });
      expect(response.statusCode, type).toBe(404);
      expect(response.json().error.code).toBe('NOT_FOUND');
    }
  });

  it('answers a malformed query with a 400 naming the field', async () => {
    for (const [query, field] of [
      [{ page: '0', type: STANDARD_VINYL }, 'page'],
      [{ page: 'two', type: STANDARD_VINYL }, 'page'],
      [{ page: '1.5', type: STANDARD_VINYL }, 'page'],
      [{ filter: 'video', type: STANDARD_VINYL }, 'filter'],
      [{ page: '1' }, 'type'],
      [{ type: 'x'.repeat(301) }, 'type'],
      [{ type: STANDARD_VINYL, sort: 'new' }, 'sort'],
    ] as const) {
      const response = await get(query);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      const { error } = response.json();
      expect(error.code).toBe('VALIDATION_FAILED');
      expect(error.details.map((d: { field: string }) => d.field)).toContain(field);
    }
  });

  it('is documented in the OpenAPI description', async () => {
    const document = (await app.inject('/api/docs/json')).json();
    expect(
      document.paths['/api/reviews'].get.parameters.map((p: { name: string }) => p.name),
    ).toEqual(expect.arrayContaining(['filter', 'page', 'type']));
  });
});
