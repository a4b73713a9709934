import { describe, expect, it } from 'vitest';
import { seededCatalog } from '../test/seeded-catalog';
import { pagesOf } from '../test/page-visitor';
import { priceConfiguration, startingState } from './price-configuration';
import { parseMoney } from './pricing';
import { pricingResponseSchema } from './pricing-response';

// Issue 12: the pricing answer carries every amount in integer cents beside the spec's strings.
const catalog = seededCatalog();
const NOW = new Date('2026-11-24T18:30:00Z');

describe('the cents of a pricing answer', () => {
  it('are the decimal strings of the same answer, on every page of the seeded catalog', () => {
    for (const page of pagesOf(catalog)) {
      const productId = page.productIds[0] ?? 0;
      const state = startingState(catalog, { productId, featuredItemId: page.id, preset: null });
      const pricing = priceConfiguration(catalog, state, NOW, 'America/Los_Angeles');
      for (const row of pricing?.rows ?? []) {
        expect(row.price_cents, page.urlSlug).toBe(parseMoney(row.price));
        expect(row.print_feature_price_cents).toBe(parseMoney(row.print_feature_price));
        expect(row.orig_price_cents).toBe(row.orig_price && parseMoney(row.orig_price));
        for (const method of row.shipping) expect(method.cost_cents).toBe(parseMoney(method.cost));
      }
      // What the browser reads back from the server keeps them (the schema does not strip them),
      // in the same order: the page compares the two answers as JSON text (configurator.tsx).
      const read = pricingResponseSchema.parse(JSON.parse(JSON.stringify(pricing)));
      expect(JSON.stringify(read)).toBe(JSON.stringify(pricing));
    }
  });
});
