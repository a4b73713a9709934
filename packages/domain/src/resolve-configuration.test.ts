import { describe, expect, it } from 'vitest';
import { seededCatalog } from '../test/seeded-catalog';
import { startingState } from './price-configuration';
import { pricingQueryFor, pricingQuerySchema } from './pricing-query';
import { resolveConfiguration } from './resolve-configuration';
import { applyChange } from './rules/configurator-cascade';

// Issue 12: the server keeps a print-feature selection as the page's form keeps it. On the seeded
// Premium Business Card page (18, product 17): foil stamp, emboss/deboss, die cut and spot UV,
// the last a radio for both sides (161 fs-No Need, 162 fs-Spot UV, 163 bs-No Need, 164 bs-Spot UV).
const catalog = seededCatalog();
const PAGE = '18';
const sorted = (ids: readonly number[]) => [...ids].sort((a, b) => a - b);

function resolve(query: Record<string, string | string[]>) {
  return resolveConfiguration(catalog, pricingQuerySchema.parse(query));
}

function formFeatures(printedSideId: number) {
  const start = startingState(catalog, { productId: 17, featuredItemId: 18, preset: null });
  return applyChange(start, { field: 'printedSide', printedSideId }, catalog).configuration
    .printFeatureItemIds;
}

describe('print features on the server', () => {
  it('holds what the form holds when the query names none', () => {
    for (const side of [1, 2]) {
      const resolved = resolve({
        product_id: '17',
        featured_item_id: PAGE,
        printed_side_id: `${side}`,
      });
      expect(resolved.ok && sorted(resolved.configuration.printFeatureItemIds)).toEqual(
        sorted(formFeatures(side)),
      );
    }
  });

  it('gives a side left out the twin of the side named, as a click on the form does', () => {
    for (const named of ['162', '164']) {
      const resolved = resolve({
        product_id: '17',
        featured_item_id: PAGE,
        printed_side_id: '2',
        'print_features[]': named,
      });
      expect(resolved.ok && resolved.configuration.printFeatureItemIds, named).toEqual(
        expect.arrayContaining([162, 164]),
      );
    }
  });

  it('refuses both sides of a radio feature out of step', () => {
    const resolved = resolve({
      product_id: '17',
      featured_item_id: PAGE,
      printed_side_id: '2',
      'print_features[]': ['161', '164'],
    });
    expect(resolved.ok ? null : resolved.problem).toMatchObject({
      status: 422,
      field: 'print_features',
      message: 'Spot UV takes the same choice on the front and the back.',
    });
  });
});

describe('the query the page sends', () => {
  it('keeps a size typed as a 9-character fraction within 9 characters', () => {
    const state = startingState(catalog, { productId: 1, featuredItemId: 1, preset: null });
    const configuration = { ...state.configuration, widthIn: 0.50000001, heightIn: 0.5 };
    const params = pricingQueryFor(configuration, 1, null);
    expect([params.get('width'), params.get('height')]).toEqual(['.50000001', '0.5']);
    expect(pricingQuerySchema.safeParse(Object.fromEntries(params)).success).toBe(true);
  });
});
