import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { visitPage, type Visit } from '../test/page-visitor';
import { seededCatalog } from '../test/seeded-catalog';
import { isChosen, readConfiguration } from './chosen-configuration';
import { pricingQueryFor } from './pricing-query';
import { customQuantityOf } from './price-configuration';

const catalog = seededCatalog();
const VINYL = 'product_id=1&featured_item_id=1&width=2&height=2';

const read = (
  configuration: string,
  more: {
    featuredItemId?: number;
    productId?: number;
    quantity?: number | null;
    kinds?: number;
  } = {},
) =>
  readConfiguration(catalog, {
    configuration,
    featuredItemId: more.featuredItemId ?? 1,
    quantity: more.quantity ?? null,
    ...(more.productId === undefined ? {} : { productId: more.productId }),
    ...(more.kinds === undefined ? {} : { kinds: more.kinds }),
  });

describe('readConfiguration (the one reader of a configuration, ADR 0040)', () => {
  it('resolves every option on the request page, with its sets and quantity', () => {
    const result = read(VINYL, { quantity: 100, kinds: 3 });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.chosen).toMatchObject({
      featuredItemId: 1,
      quantity: 100,
      customQuantity: null,
      options: { productId: 1, widthIn: 2, heightIn: 2, kinds: 3 },
    });
    // Omitted ids are the product's defaults, written down: nothing is left to resolve later.
    expect(result.chosen.options.cuttingId).not.toBeNull();
    expect(isChosen(result.chosen)).toBe(true);
  });

  it('refuses what disagrees, naming the field, and never corrects it', () => {
    // A configuration of another page (the cart used to overwrite it).
    expect(read('product_id=1&featured_item_id=13&width=2&height=2')).toMatchObject({
      ok: false,
      problem: { status: 422, field: 'configuration', message: expect.stringContaining('page 13') },
    });
    // Another product than the request names.
    expect(read(VINYL, { productId: 2 })).toMatchObject({
      ok: false,
      problem: { status: 422, field: 'product_id' },
    });
    // Two quantities (the cart used to take one, the quote request compared them).
    expect(read(`${VINYL}&custom_quantity=25000`, { quantity: 500 })).toMatchObject({
      ok: false,
      problem: { status: 422, code: 'QUANTITY_MISMATCH', field: 'quantity' },
    });
    expect(read(`${VINYL}&custom_quantity=25000`, { quantity: 25_000 })).toMatchObject({
      ok: true,
      chosen: { quantity: 25_000, customQuantity: 25_000 },
    });
  });

  // A stored value is written back as the spec's query (a reorder, a renewed quotation): read
  // again, it is the same value, for every configuration a visitor makes a page send.
  it('reads its own query back as the same value', () => {
    const visits: fc.Arbitrary<Visit> = fc.record({
      page: fc.nat(),
      product: fc.option(fc.nat()),
      featured: fc.boolean(),
      actions: fc.array(
        fc.record({ control: fc.nat(), pick: fc.nat(), text: fc.constantFrom('', '2', '3.5') }),
        { maxLength: 10 },
      ),
    });
    let readCount = 0;
    fc.assert(
      fc.property(visits, (visit) => {
        const { page, state } = visitPage(catalog, visit);
        const custom = customQuantityOf(state);
        const sent = pricingQueryFor(state.configuration, page.id, custom).toString();
        const first = read(sent, { featuredItemId: page.id, quantity: custom });
        // What the page cannot price (a size below the minimum, ...) is refused, not stored.
        if (!first.ok) return;
        readCount += 1;
        const { chosen } = first;
        const again = read(
          pricingQueryFor(chosen.options, chosen.featuredItemId, chosen.customQuantity).toString(),
          { featuredItemId: chosen.featuredItemId, quantity: chosen.quantity },
        );
        expect(again).toMatchObject({ ok: true, chosen });
      }),
      { numRuns: 200 },
    );
    expect(readCount).toBeGreaterThan(100);
  });
});
