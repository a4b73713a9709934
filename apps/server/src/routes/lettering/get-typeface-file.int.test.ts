import { readFile } from 'node:fs/promises';
import { TYPEFACES, typefaceById } from '@shop/domain/lettering/typefaces';
import { typefaceFilePath } from '@shop/shop/lettering/font-files';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { createTestApp } from '../../testing/test-app';

let app: App;
beforeAll(async () => {
  ({ app } = await createTestApp());
});
afterAll(() => app.close());

const get = (file: string) => app.inject(`/api/lettering/typefaces/${file}`);

describe('GET /api/lettering/typefaces/:file', () => {
  it('serves a listed typeface as its package’s own WOFF bytes', async () => {
    const typeface = typefaceById('lobster');
    if (!typeface) throw new Error('no lobster');
    const response = await get('lobster.woff');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('font/woff');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('public, max-age=604800');
    // The same file the server measures with: the browser's numbers are the server's.
    expect(response.rawPayload.equals(await readFile(typefaceFilePath(typeface)))).toBe(true);
    expect(response.rawPayload.subarray(0, 4).toString('latin1')).toBe('wOFF');
  });

  it('serves every one of the picker’s typefaces', async () => {
    for (const typeface of TYPEFACES) {
      const response = await get(`${typeface.id}.woff`);
      expect(response.statusCode, typeface.id).toBe(200);
    }
  });

  it('answers 404 in the JSON envelope for any other name, never a path', async () => {
    for (const name of [
      'nope.woff',
      'signika.woff2',
      'signika',
      'SIGNIKA.woff',
      '..%2F..%2Fpackage.json',
      '%2E%2E%2Fetc%2Fpasswd',
      'constructor.woff',
      '__proto__.woff',
    ]) {
      const response = await get(name);
      expect(response.statusCode, name).toBe(404);
      expect(response.json(), name).toMatchObject({ error: { code: 'NOT_FOUND' } });
    }
  });

  it('answers 400 naming the field for an overlong name or a control character', async () => {
    for (const name of [`${'a'.repeat(85)}.woff`, 'signika.woff%00.txt']) {
      const response = await get(name);
      expect(response.statusCode, name).toBe(400);
      expect(JSON.stringify(response.json()), name).toContain('file');
    }
  });
});
