import { describe, expect, it } from 'vitest';
import { pricingQuerySchema } from './pricing-query';
import { resolveConfiguration } from './resolve-configuration';
import { applyChange, initConfigurator } from './rules/configurator-cascade';
import { testCatalog } from '../test/test-catalog';

// Issue 11 item 4: a page's defaults come from the page (featured item) and its preset, in the
// browser's form and in the server's resolution alike.
const catalog = testCatalog();
const ROLL_PAGE = 13;
const LETTERING_PAGE = 11;

function start(productId: number, featuredItemId: number) {
  const state = initConfigurator(catalog, { productId, featuredItemId });
  if (!state) throw new Error('fixture');
  return state;
}

function resolved(query: Record<string, string>) {
  const result = resolveConfiguration(catalog, pricingQuerySchema.parse(query));
  if (!result.ok) throw new Error(result.problem.message);
  return result.configuration;
}

describe('page defaults', () => {
  it('starts the roll page on its roll cutting, for every product that offers it', () => {
    const state = start(1, ROLL_PAGE);
    expect(state.configuration.cuttingId).toBe(9);
    expect(state.view.sizeReadOnly).toBe(true);
    const other = applyChange(state, { field: 'product', productId: 2 }, catalog);
    expect(other.configuration.cuttingId).toBe(9);
    // A product without the page's cutting takes its own first one.
    const card = applyChange(state, { field: 'product', productId: 16 }, catalog);
    expect(card.configuration.cuttingId).toBeNull();
  });

  it('starts a lettering page on its own shape, not the first one the size allows', () => {
    expect(start(23, LETTERING_PAGE).configuration.shapeId).toBe(5);
    // The same product on a page without a shape of its own takes the first offered.
    expect(initConfigurator(catalog, { productId: 23 })?.configuration.shapeId).toBe(1);
  });

  it('resolves an omitted cutting and shape to the page’s own on the server too', () => {
    expect(resolved({ product_id: '1', featured_item_id: String(ROLL_PAGE) }).cuttingId).toBe(9);
    expect(
      resolved({
        product_id: '23',
        featured_item_id: String(LETTERING_PAGE),
        width: '12',
        height: '4',
      }).shapeId,
    ).toBe(5);
    expect(
      resolved({ product_id: '1', featured_item_id: String(ROLL_PAGE), cutting_id: '1' }).cuttingId,
    ).toBe(1);
  });
});
