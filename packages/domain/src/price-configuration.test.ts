import { describe, expect, it } from 'vitest';
import { seededCatalog } from '../test/seeded-catalog';
import { pagesOf } from '../test/page-visitor';
import { startingState } from './price-configuration';
import { PRODUCTS_WITH_LETTERING_DESIGNER } from './rules/catalog-ids';

const catalog = seededCatalog();
const letteringSize = { widthIn: 6.52, heightIn: 1.19 };

describe('a page’s starting state', () => {
  it('starts a designer product at the starting design’s size, and only those', () => {
    let designerPages = 0;
    for (const page of pagesOf(catalog)) {
      for (const productId of page.productIds) {
        const start = { productId, featuredItemId: page.id, preset: null };
        const plain = startingState(catalog, start);
        const withDesign = startingState(catalog, { ...start, letteringSize });
        if (PRODUCTS_WITH_LETTERING_DESIGNER.includes(productId)) {
          designerPages += 1;
          expect(withDesign.configuration.widthIn, page.urlSlug).toBe(6.52);
          expect(withDesign.configuration.heightIn, page.urlSlug).toBe(1.19);
          // Nothing else moves: the same choices at another size.
          expect({ ...withDesign.configuration, widthIn: 0, heightIn: 0 }).toEqual({
            ...plain.configuration,
            widthIn: 0,
            heightIn: 0,
          });
        } else {
          expect(withDesign, page.urlSlug).toEqual(plain);
        }
      }
    }
    expect(designerPages).toBeGreaterThanOrEqual(2);
  });
});
