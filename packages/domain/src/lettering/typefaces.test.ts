import { describe, expect, it } from 'vitest';
import { DEFAULT_TYPEFACE_ID, TYPEFACES, typefaceById, typefaceFileSpecifier } from './typefaces';

describe('typefaces', () => {
  it('offers about 80 faces with unique ids and names', () => {
    expect(TYPEFACES).toHaveLength(80);
    expect(new Set(TYPEFACES.map((typeface) => typeface.id)).size).toBe(TYPEFACES.length);
    expect(new Set(TYPEFACES.map((typeface) => typeface.family)).size).toBe(TYPEFACES.length);
    for (const typeface of TYPEFACES) expect(typeface.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('reads each face from the latin woff of its own @fontsource package', () => {
    for (const typeface of TYPEFACES) {
      expect(typefaceFileSpecifier(typeface)).toBe(
        `@fontsource/${typeface.id}/files/${typeface.id}-latin-${typeface.weight}-normal.woff`,
      );
    }
  });

  it('has the default face among them, and no unknown id', () => {
    expect(typefaceById(DEFAULT_TYPEFACE_ID)?.family).toBe('Signika');
    expect(typefaceById('antique-olive')).toBeUndefined();
    expect(typefaceById('__proto__')).toBeUndefined();
  });
});
