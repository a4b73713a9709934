import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AddonItem } from '../catalog-model';
import {
  addonGroupsFor,
  adhesivesFor,
  finishingLabel,
  finishingsFor,
  installReadyOffered,
  isGlossy,
  isSizeReadOnly,
  orientationsFor,
  premiumCoatingFor,
  premiumProcessingFor,
  PRICE_CONFIGURATOR_PREMIUM,
  SPECIAL_PROCESSING_FORM_PREMIUM,
  shapesFor,
  shapesForSides,
  sizeLabel,
  sizesFor,
} from './option-lists';
import { byIds, withinAllowed } from './by-ids';
import { shapes, testCatalog, testProduct } from '../../test/test-catalog';

const catalog = testCatalog();
const product = (id: number) => testProduct(catalog, id);
const cutting = (id: number) => {
  const found = catalog.cuttings.get(id);
  if (!found) throw new Error('fixture');
  return found;
};
const ids = (list: readonly { id: number }[]) => list.map((entry) => entry.id);
const names = (list: readonly { name: string }[]) => list.map((entry) => entry.name);

describe('byIds and withinAllowed', () => {
  it('keeps the order of the ids and skips unknown ones', () => {
    expect(ids(byIds(catalog.finishings, [5, 404, 1]))).toEqual([5, 1]);
  });

  it('treats an empty allowed subset as everything', () => {
    const list = [{ id: 1 }, { id: 2 }];
    expect(withinAllowed(list, [])).toEqual(list);
    expect(withinAllowed(list, [2])).toEqual([{ id: 2 }]);
  });
});

describe('shapes by sides', () => {
  it('hides Circle and Square for unequal sides', () => {
    expect(names(shapesForSides(shapes, 2, 3))).toEqual([
      'Oval',
      'Rectangle',
      'Custom Shape',
      'Multiple Shapes',
    ]);
  });

  it('hides Oval and Rectangle for equal sides', () => {
    expect(names(shapesForSides(shapes, 3, 3))).toEqual([
      'Circle',
      'Square',
      'Custom Shape',
      'Multiple Shapes',
    ]);
  });

  it('hides nothing until both sides are entered', () => {
    expect(shapesForSides(shapes, 0, 3)).toHaveLength(shapes.length);
    expect(shapesForSides(shapes, null, null)).toHaveLength(shapes.length);
  });

  it('never offers Circle with Oval together once a size is entered', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), fc.integer({ min: 1, max: 50 }), (w, h) => {
        const offered = names(shapesForSides(shapes, w, h));
        expect(offered.includes('Circle') && offered.includes('Oval')).toBe(false);
        expect(offered.includes('Square') && offered.includes('Rectangle')).toBe(false);
      }),
    );
  });

  it('takes the cutting shapes', () => {
    expect(names(shapesFor(catalog, 3, 2, 2))).toEqual(['Square']);
    expect(names(shapesFor(catalog, 3, 2, 3))).toEqual(['Rectangle']);
    expect(shapesFor(catalog, null, 2, 2)).toEqual([]);
    expect(shapesFor(catalog, 404, 2, 2)).toEqual([]);
  });
});

describe('finishings and adhesives by attribute lookups', () => {
  it('filters finishings by the cutting rows', () => {
    expect(ids(finishingsFor(catalog, product(1), 1))).toEqual([5, 1]);
    expect(ids(finishingsFor(catalog, product(1), 3))).toEqual([5]);
  });

  it('offers everything for a cutting without rows', () => {
    expect(ids(finishingsFor(catalog, product(1), 9))).toEqual([5, 1]);
    expect(ids(adhesivesFor(catalog, product(4), 1, 1))).toEqual([1, 2, 3]);
  });

  it('filters adhesives by cutting and finishing', () => {
    expect(ids(adhesivesFor(catalog, product(1), 1, 5))).toEqual([1, 2]);
    expect(ids(adhesivesFor(catalog, product(1), 1, 1))).toEqual([1]);
    // A row with no adhesive allows any.
    expect(ids(adhesivesFor(catalog, product(1), 3, 5))).toEqual([1, 2, 3]);
  });

  it('offers no adhesive on the roll', () => {
    expect(adhesivesFor(catalog, product(1), 9, 5)).toEqual([]);
  });
});

describe('add-ons', () => {
  it('leaves out premium processing, coating and orientation', () => {
    expect(addonGroupsFor(catalog, product(1), 1, 5)).toEqual([]);
    expect(addonGroupsFor(catalog, product(2), 1, 5).map((group) => group.code)).toEqual([
      'white-ink',
    ]);
  });

  it('filters items by the rows naming the group', () => {
    expect(ids(addonGroupsFor(catalog, product(2), 1, 5)[0]?.items ?? [])).toEqual([1, 2]);
    expect(ids(addonGroupsFor(catalog, product(2), 1, 1)[0]?.items ?? [])).toEqual([1]);
  });

  it('keeps to the featured item subset and drops emptied groups', () => {
    expect(ids(addonGroupsFor(catalog, product(17), null, null, [58])[0]?.items ?? [])).toEqual([
      58,
    ]);
    expect(addonGroupsFor(catalog, product(2), 1, 1, [2])).toEqual([]);
  });
});

describe('orientation', () => {
  it('is offered only on the roll', () => {
    expect(ids(orientationsFor(catalog, product(1), 9))).toEqual([53, 54, 55, 56]);
    expect(orientationsFor(catalog, product(1), 1)).toEqual([]);
  });

  it('comes from the catalog when the product lacks the group', () => {
    expect(ids(orientationsFor(catalog, product(9), 9))).toEqual([53, 54, 55, 56]);
  });
});

describe('premium processing', () => {
  it('offers the product group items', () => {
    expect(
      ids(premiumProcessingFor(catalog, product(1), cutting(1), 5, PRICE_CONFIGURATOR_PREMIUM)),
    ).toEqual([47, 48, 49]);
  });

  it('is absent on the roll, on special-processing cuttings and without a cutting', () => {
    expect(
      premiumProcessingFor(catalog, product(1), cutting(9), 5, PRICE_CONFIGURATOR_PREMIUM),
    ).toEqual([]);
    expect(
      premiumProcessingFor(catalog, product(1), cutting(6), 5, PRICE_CONFIGURATOR_PREMIUM),
    ).toEqual([]);
    expect(
      premiumProcessingFor(catalog, product(1), cutting(7), 5, PRICE_CONFIGURATOR_PREMIUM),
    ).toEqual([]);
    expect(premiumProcessingFor(catalog, product(1), null, 5, PRICE_CONFIGURATOR_PREMIUM)).toEqual(
      [],
    );
  });

  it('is offered on special-processing cuttings in the Special Processing form, never on the roll', () => {
    const form = SPECIAL_PROCESSING_FORM_PREMIUM;
    expect(ids(premiumProcessingFor(catalog, product(1), cutting(6), 5, form))).toEqual([
      47, 48, 49,
    ]);
    expect(ids(premiumProcessingFor(catalog, product(1), cutting(7), 5, form))).toEqual([
      47, 48, 49,
    ]);
    expect(premiumProcessingFor(catalog, product(1), cutting(9), 5, form)).toEqual([]);
  });

  it('is absent when the product has no premium-processing group', () => {
    expect(
      premiumProcessingFor(catalog, product(9), cutting(1), 5, PRICE_CONFIGURATOR_PREMIUM),
    ).toEqual([]);
  });

  it('is filtered by the rows naming its items', () => {
    expect(
      ids(premiumProcessingFor(catalog, product(2), cutting(1), 1, PRICE_CONFIGURATOR_PREMIUM)),
    ).toEqual([48]);
    expect(
      ids(premiumProcessingFor(catalog, product(2), cutting(1), 5, PRICE_CONFIGURATOR_PREMIUM)),
    ).toEqual([47, 48, 49]);
  });
});

describe('premium coating', () => {
  const premium = premiumProcessingFor(
    catalog,
    product(1),
    cutting(1),
    5,
    PRICE_CONFIGURATOR_PREMIUM,
  );
  const offer = (
    productId: number,
    finishingId: number,
    chosen: number,
    list: AddonItem[] = premium,
  ) => premiumCoatingFor(catalog, product(productId), finishingId, list, chosen);

  it('is forced for the Hologram product when the second premium option is chosen', () => {
    expect(offer(13, 5, 48)).toEqual({
      items: catalog.addonGroups.get(3)?.items,
      forced: true,
    });
  });

  it('is forced for finishing 7 on any product', () => {
    expect(offer(1, 7, 48).forced).toBe(true);
  });

  it('is offered but not forced for finishing 6', () => {
    const result = offer(7, 6, 48);
    expect(ids(result.items)).toEqual([50, 51]);
    expect(result.forced).toBe(false);
  });

  it('is absent for other premium options, other finishings or a short list', () => {
    expect(offer(13, 5, 47)).toEqual({ items: [], forced: false });
    expect(offer(13, 5, 49)).toEqual({ items: [], forced: false });
    expect(offer(1, 5, 48)).toEqual({ items: [], forced: false });
    expect(offer(13, 7, 48, premium.slice(0, 1))).toEqual({ items: [], forced: false });
  });
});

describe('flags and labels', () => {
  it('is glossy with gloss laminate (48) unless the finishing is glossy (5)', () => {
    expect(isGlossy(1, 48)).toBe(true);
    expect(isGlossy(null, 48)).toBe(true);
    expect(isGlossy(5, 48)).toBe(false);
    expect(isGlossy(1, 47)).toBe(false);
    expect(isGlossy(1, null)).toBe(false);
  });

  it('makes the size read-only on the roll', () => {
    expect(isSizeReadOnly(9)).toBe(true);
    expect(isSizeReadOnly(1)).toBe(false);
    expect(isSizeReadOnly(null)).toBe(false);
  });

  it('offers the roll fixed sizes, else the product presets', () => {
    expect(ids(sizesFor(product(1), 9))).toEqual([901, 902, 903]);
    expect(ids(sizesFor(product(1), 1))).toEqual([1, 2, 3]);
    expect(ids(sizesFor(product(16), 9))).toEqual([10]);
  });

  it('labels the finishing "Material" for products 7 and 8', () => {
    expect(finishingLabel(7)).toBe('Material');
    expect(finishingLabel(8)).toBe('Material');
    expect(finishingLabel(1)).toBe('Finishing');
    expect(finishingLabel(13)).toBe('Finishing');
  });

  it('labels the size "Sheet Size" for cuttings 3, 5, 6, 8', () => {
    for (const id of [3, 5, 6, 8]) expect(sizeLabel(id)).toBe('Sheet Size');
    for (const id of [1, 2, 7, 9]) expect(sizeLabel(id)).toBe('Size (in)');
    expect(sizeLabel(null)).toBe('Size (in)');
  });

  it('offers install-ready for product 9 only', () => {
    const offered = Array.from({ length: 23 }, (_, index) => index + 1).filter(installReadyOffered);
    expect(offered).toEqual([9]);
  });
});
