import { describe, expect, it } from 'vitest';
import { priceConfiguration, submitActionOf } from './price-configuration';
import { pricingQuerySchema } from './pricing-query';
import { pricingResponse } from './pricing-answer';
import { resolveConfiguration } from './resolve-configuration';
import {
  applyChange,
  initConfigurator,
  type ConfiguratorChange,
} from './rules/configurator-cascade';
import { testCatalog } from '../test/test-catalog';

// Issue 11 item 3: 31 to 10000 cuts per shape are priced by quote, by the page and the server
// alike; more is not a pricing query at all.
const catalog = testCatalog();
const NOW = new Date('2026-11-26T04:00:00Z');
const ZONE = 'America/Los_Angeles';
// Product 1 on page 13, Multi-Cut Sheet (cutting 5) and its Multiple Shapes (shape 6, with cuts).
const query = (cuts: string) => ({
  product_id: '1',
  featured_item_id: '13',
  cutting_id: '5',
  shape_id: '6',
  width: '3',
  height: '3',
  cut_per_shape: cuts,
});

function serverAnswer(cuts: string) {
  const resolved = resolveConfiguration(catalog, pricingQuerySchema.parse(query(cuts)));
  if (!resolved.ok) throw new Error(resolved.problem.message);
  return { resolved, pricing: pricingResponse(catalog, resolved, NOW, ZONE) };
}

function pageState(cuts: number) {
  const state = initConfigurator(catalog, { productId: 1, featuredItemId: 13, preset: null });
  if (!state) throw new Error('no product 1 in the test catalog');
  const changes: ConfiguratorChange[] = [
    { field: 'cutting', cuttingId: 5 },
    { field: 'size', widthIn: 3, heightIn: 3 },
    { field: 'cutPerShape', cutPerShape: cuts },
  ];
  return changes.reduce((s, change) => applyChange(s, change, catalog), state);
}

describe('the cut_per_shape of a pricing query', () => {
  it('takes 1 to 10000 cuts and names cut_per_shape above', () => {
    for (const cuts of ['1', '30', '31', '10000']) {
      expect(pricingQuerySchema.safeParse(query(cuts)).success, cuts).toBe(true);
    }
    for (const cuts of ['0', '10001', '999999']) {
      const parsed = pricingQuerySchema.safeParse(query(cuts));
      expect(parsed.success, cuts).toBe(false);
      expect(parsed.error?.issues[0]?.path, cuts).toEqual(['cut_per_shape']);
    }
  });
});

describe('pricing more than 30 cuts', () => {
  it('quotes 31 to 10000 cuts on the server, with its own reason and no rows', () => {
    for (const cuts of ['31', '10000']) {
      const { resolved, pricing } = serverAnswer(cuts);
      expect(resolved.ok && resolved.cutsAboveMaximum, cuts).toBe(true);
      expect(pricing, cuts).toMatchObject({
        status: 'quote',
        quote_reason: 'cuts-above-maximum',
        rows: [],
      });
    }
    const { resolved, pricing } = serverAnswer('30');
    expect(resolved.ok && resolved.cutsAboveMaximum).toBe(false);
    expect(pricing).toMatchObject({ status: 'priced', quote_reason: null });
  });

  it('gives the page the same answer and a REQUEST A QUOTE button for Special Processing', () => {
    const many = pageState(31);
    const pricing = priceConfiguration(catalog, many, NOW, ZONE);
    expect(pricing).toEqual(serverAnswer('31').pricing);
    expect(submitActionOf(many, pricing)).toEqual({
      kind: 'request-quote',
      label: 'REQUEST A QUOTE',
      quoteType: 'Special Processing',
      form: 'quote',
    });
    const thirty = pageState(30);
    const priced = priceConfiguration(catalog, thirty, NOW, ZONE);
    expect(priced).toEqual(serverAnswer('30').pricing);
    expect(submitActionOf(thirty, priced)).toMatchObject({ kind: 'add-to-cart' });
  });
});
