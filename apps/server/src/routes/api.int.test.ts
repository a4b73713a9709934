import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { createTestApp } from '../testing/test-app';

let app: App;
beforeAll(async () => {
  ({ app } = await createTestApp());
});
afterAll(() => app.close());

describe('GET /api/health', () => {
  it('reports ok after a database round trip', async () => {
    const response = await app.inject('/api/health');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ status: 'ok', database: { status: 'ok' } });
    expect(body.database.latency_ms).toBeGreaterThanOrEqual(0);
  });
});

describe('GET /api/featured-categories', () => {
  it('lists the seeded categories in display order', async () => {
    const response = await app.inject('/api/featured-categories');
    expect(response.statusCode).toBe(200);
    expect(response.json().map((c: { url_slug: string }) => c.url_slug)).toEqual([
      'stickers',
      'business-cards',
      'labels',
      'lettering-decals',
    ]);
  });
});

describe('unknown API paths', () => {
  it.each(['/api', '/api/'])('include %s itself', async (url) => {
    const response = await app.inject(url);
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('NOT_FOUND');
  });

  it.each(['GET', 'POST', 'DELETE'] as const)('answer %s with a JSON 404', async (method) => {
    const response = await app.inject({ method, url: '/api/nope/deeper?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({
      error: { code: 'NOT_FOUND', message: `There is no API endpoint ${method} /api/nope/deeper.` },
    });
  });
});

describe('malformed requests', () => {
  it('answer a URL that cannot be decoded with a 400 in the error envelope', async () => {
    const response = await app.inject('/api/%zz');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { code: 'BAD_REQUEST', message: expect.stringContaining('not a valid url') },
    });
  });
});

describe('every answer', () => {
  it('carries security headers and a request id', async () => {
    const response = await app.inject('/api/health');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("object-src 'none'");
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('echoes the caller’s request id so logs can be joined', async () => {
    const response = await app.inject({
      url: '/api/health',
      headers: { 'x-request-id': 'trace-123' },
    });
    expect(response.headers['x-request-id']).toBe('trace-123');
  });

  it.each(['x'.repeat(129), 'a b', '<script>'])(
    'replaces a request id that does not look like one (%j)',
    async (given) => {
      const response = await app.inject({ url: '/api/health', headers: { 'x-request-id': given } });
      expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    },
  );
});

describe('OpenAPI', () => {
  it('documents the routes from their schemas', async () => {
    const response = await app.inject('/api/docs/json');
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/featured-categories']),
    );
    expect(
      document.paths['/api/featured-categories'].get.responses['200'].content['application/json']
        .schema.items.properties,
    ).toHaveProperty('url_slug');
  });

  // Issue 29: the quote payload's fields the server does not read are said to be ignored.
  it('says which quote payload fields are accepted and ignored', async () => {
    const document = (await app.inject('/api/docs/json')).json();
    const payload =
      document.paths['/api/cart/items'].post.requestBody.content['application/json'].schema;
    const ignored = Object.entries(payload.properties as Record<string, { description?: string }>)
      .filter(([, field]) => field.description?.includes('ignored'))
      .map(([name]) => name)
      .sort();
    expect(ignored).toEqual(
      [
        'guest_id',
        'material_id',
        'method',
        'printing_days',
        'product_pricing_id',
        'quote_slider_id',
        'select_quantity',
        'shipping_days',
        'size',
        'uses_id',
        'uses_product_id',
      ].sort(),
    );
  });

  it('is browsable at /api/docs', async () => {
    const response = await app.inject('/api/docs/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toContain('swagger');
  });
});
