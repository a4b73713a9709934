import { describe, expect, it } from 'vitest';
import { seededCatalog } from '../../test/seeded-catalog';
import { testCatalog, testProduct } from '../../test/test-catalog';
import { cuttingsFor } from './option-lists';
import { pageKind, pageShapesFirst, startingCuttingId } from './page-rules';

const seeded = seededCatalog();
const pages = [...seeded.featuredItems.values()];
// The seed's Business Cards category (packages/db/src/seed/demo-categories.ts).
const BUSINESS_CARDS_CATEGORY = 2;

describe('the kind of a page', () => {
  it('is business-cards for exactly the pages of the Business Cards category', () => {
    for (const page of pages) {
      expect(pageKind(seeded, page.id) === 'business-cards', page.urlSlug).toBe(
        page.categoryId === BUSINESS_CARDS_CATEGORY,
      );
    }
  });

  it('is roll for the pages on the roll cutting, lettering for lettering pages', () => {
    const kinds = Object.fromEntries(
      pages.map((page) => [page.urlSlug, pageKind(seeded, page.id)]),
    );
    expect(kinds).toMatchObject({
      roll: 'roll',
      'roll-labels': 'roll',
      'vinyl-lettering': 'lettering',
      'lettering-decals': 'lettering',
      'transfer-decals': 'lettering',
      'standard-vinyl': 'stickers',
      'hang-tags': 'business-cards',
    });
    expect(pageKind(seeded, 999)).toBe('stickers');
  });
});

describe('the cutting a page starts on', () => {
  const catalog = testCatalog();
  const rollPage = catalog.featuredItems.get(13);
  if (!rollPage) throw new Error('the test catalog has a roll page (13)');

  it("is the page's own where the product offers it, else the first ordinary one", () => {
    const vinyl = testProduct(catalog, 1);
    expect(startingCuttingId(cuttingsFor(catalog, vinyl), vinyl, rollPage)).toBe(9);
    expect(startingCuttingId(cuttingsFor(catalog, vinyl), vinyl, null)).toBe(1);
    const card = testProduct(catalog, 16);
    expect(startingCuttingId(cuttingsFor(catalog, card), card, rollPage)).toBeNull();
  });

  it('is never a special-processing or a disabled cutting', () => {
    const vinyl = testProduct(catalog, 1);
    const specialFirst = [6, 7, 3].flatMap((id) => catalog.cuttings.get(id) ?? []);
    expect(startingCuttingId(specialFirst, vinyl, { ...rollPage, cuttingId: 7 })).toBe(3);
  });
});

describe("a page's own shape", () => {
  it('comes first where offered, and the order is otherwise kept', () => {
    const shapes = [{ id: 1 }, { id: 3 }, { id: 5 }];
    const lettering = testCatalog().featuredItems.get(11) ?? null;
    expect(pageShapesFirst(shapes, lettering).map((s) => s.id)).toEqual([5, 1, 3]);
    expect(pageShapesFirst(shapes, null).map((s) => s.id)).toEqual([1, 3, 5]);
  });
});
