import { describe, expect, it } from 'vitest';
import { featuredCategorySchema } from './contract';

describe('featuredCategorySchema', () => {
  const valid = { id: 1, name: 'Stickers', url_slug: 'stickers', summary: 'Die-cut vinyl.' };

  it('accepts a category with a kebab-case slug', () => {
    expect(featuredCategorySchema.parse(valid)).toEqual(valid);
  });

  it.each(['Stickers', 'business_cards', '-stickers', 'roll--stickers', ''])(
    'rejects the slug %j',
    (url_slug) => {
      expect(featuredCategorySchema.safeParse({ ...valid, url_slug }).success).toBe(false);
    },
  );
});
