import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { pdfPageSize, pdfText } from '../../testing/pdf-text';
import { createTestApp } from '../../testing/test-app';

let app: App;
beforeAll(async () => {
  ({ app } = await createTestApp());
});
afterAll(() => app.close());

const get = (name: string) => app.inject(`/user-guide/artwork-guide/templates/${name}`);

describe('GET /user-guide/artwork-guide/templates/:name', () => {
  it('draws a sticker template on a page of trim plus bleed', async () => {
    const response = await get('sticker-square-rectangle-2x3.pdf');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="sticker-square-rectangle-2x3.pdf"',
    );
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    // 2 x 3 in, plus 0.08 in on every side (spec 001 §9), at 72 points to the inch.
    const size = await pdfPageSize(response.rawPayload);
    expect(size.width).toBeCloseTo(2.16 * 72, 3);
    expect(size.height).toBeCloseTo(3.16 * 72, 3);
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('TRIM');
    expect(text).toContain('SAFE AREA');
    expect(text).toContain('2.16 × 3.16 in (54.9 × 80.3 mm)');
  });

  it('draws the business card at 3.66 x 2.16 in and serves the AI template as a PDF', async () => {
    const response = await get('business-card-3.5x2.ai');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="business-card-3.5x2.ai"',
    );
    const size = await pdfPageSize(response.rawPayload);
    expect(size.width).toBeCloseTo(3.66 * 72, 3);
    expect(size.height).toBeCloseTo(2.16 * 72, 3);
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('TRIM');
    expect(text).toContain('3.34 × 1.84 in (84.8 × 46.7 mm)');
  });

  it('draws circle templates too', async () => {
    const response = await get('sticker-circle-oval-3x3.pdf');
    expect(response.statusCode).toBe(200);
    const size = await pdfPageSize(response.rawPayload);
    expect(size.width).toBeCloseTo(3.16 * 72, 3);
    expect(size.height).toBeCloseTo(3.16 * 72, 3);
    expect(await pdfText(response.rawPayload)).toContain('Circle or Oval');
  });

  it('answers 404 in the JSON envelope for a name the guide does not offer', async () => {
    for (const name of ['sticker-circle-oval-2x3.pdf', 'business-card-3.5x2.png', 'nope']) {
      const response = await get(name);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    }
  });
});
