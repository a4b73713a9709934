import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pagesOf, visitPage, type Visit } from '../test/page-visitor';
import { seededCatalog } from '../test/seeded-catalog';
import type { FeaturedItem } from './catalog-model';
import {
  customQuantityOf,
  priceConfiguration,
  startingState,
  submitActionOf,
} from './price-configuration';
import { pricingQueryFor } from './pricing-query';
import { checkQuoteRequest, QUOTE_NOT_NEEDED_MESSAGE, quoteTypeOf } from './quote-type';
import {
  applyChange,
  type ConfiguratorChange,
  type ConfiguratorState,
} from './rules/configurator-cascade';
import { configuratorProblems } from './rules/configurator-checks';
import { selectCustomQuantity, selectedQuantity } from './rules/quantity-rules';
import { isCuttingDisabled } from './rules/special-processing-cuttings';
import type { QuoteType } from './rules/submit-action';

const catalog = seededCatalog();
const NOW = new Date('2026-11-24T18:30:00Z');
const ZONE = 'America/Los_Angeles';

/** Standard Vinyl Stickers on its page at 2" x 2": priced and sold (largest preset 10,000). */
const VINYL = 'product_id=1&featured_item_id=1&width=2&height=2';
/** The Premium Business Card (product 17, page 18) at 12" x 12": above its largest size. */
const CARD_SPECIAL_SIZE = 'product_id=17&featured_item_id=18&width=12&height=12';
/** Multi-Cut Sheet with a circle, whose cuts per shape are counted. */
const MULTI_CUT = 'product_id=1&featured_item_id=1&cutting_id=5&shape_id=6&width=3&height=3';
/** Thomson Die-Cut Sheet: a special-processing cutting that product 1 offers. */
const THOMSON = 'product_id=1&featured_item_id=1&cutting_id=6&width=3&height=3';

const typeOf = (configuration: string, quantity: number | null = null, featuredItemId = 1) => {
  const verdict = quoteTypeOf(catalog, { configuration, featuredItemId, quantity });
  return verdict.ok ? verdict.quoteType : verdict.problem;
};

describe('quoteTypeOf: the quote a configuration asks for', () => {
  it('is none for a configuration the page prices and sells, at a preset or a typed quantity', () => {
    expect(typeOf(VINYL)).toBeNull();
    expect(typeOf(VINYL, 500)).toBeNull();
    expect(typeOf(`${VINYL}&custom_quantity=10000`, 10_000)).toBeNull();
    expect(typeOf(`${VINYL}&custom_quantity=750`)).toBeNull();
    // Below the smallest preset is not priced, but it is no quote either (spec 000 §5).
    expect(typeOf(`${VINYL}&custom_quantity=20`)).toBeNull();
  });

  it('is Special Size above the largest size, whatever else the configuration asks', () => {
    expect(typeOf(CARD_SPECIAL_SIZE, 500, 18)).toBe('Special Size');
    expect(typeOf(`${CARD_SPECIAL_SIZE}&custom_quantity=999999`, null, 18)).toBe('Special Size');
    expect(typeOf('product_id=1&featured_item_id=1&width=100&height=2')).toBe('Special Size');
  });

  it('is Special Quantity above the largest preset, typed in the form or in the QUOTE modal', () => {
    expect(typeOf(`${VINYL}&custom_quantity=10001`)).toBe('Special Quantity');
    expect(typeOf(`${VINYL}&custom_quantity=25000`, 25_000)).toBe('Special Quantity');
    // The configuration has no quantity: the request's own (spec 001 §3) is the one asked about.
    expect(typeOf(VINYL, 25_000)).toBe('Special Quantity');
  });

  it('is Special Processing for a special-processing cutting and for 31 to 10000 cuts', () => {
    expect(typeOf(THOMSON, 500)).toBe('Special Processing');
    expect(typeOf(`${MULTI_CUT}&cut_per_shape=30`, 500)).toBeNull();
    expect(typeOf(`${MULTI_CUT}&cut_per_shape=31`, 500)).toBe('Special Processing');
    expect(typeOf(`${MULTI_CUT}&cut_per_shape=10000&custom_quantity=99999`)).toBe(
      'Special Processing',
    );
  });

  it('keeps the quantity of the configuration, and refuses a request quantity that differs', () => {
    const verdict = quoteTypeOf(catalog, {
      configuration: `${VINYL}&custom_quantity=25000`,
      featuredItemId: 1,
      quantity: null,
    });
    expect(verdict).toMatchObject({
      ok: true,
      chosen: { quantity: 25_000, customQuantity: 25_000 },
    });
    expect(typeOf(`${VINYL}&custom_quantity=25000`, 500)).toEqual({
      status: 422,
      code: 'QUANTITY_MISMATCH',
      field: 'quantity',
      message: "The quantity (500) is not the configuration's (25000).",
    });
  });

  it('answers what is wrong inside the configuration on the field configuration', () => {
    expect(typeOf('product_id=1&width=<b>2</b>')).toMatchObject({
      status: 400,
      field: 'configuration',
      message: expect.stringContaining('width must be a number of inches'),
    });
    expect(typeOf('width=2&height=2')).toMatchObject({
      status: 400,
      field: 'configuration',
      message: expect.stringContaining('product_id'),
    });
    expect(typeOf('product_id=999999&width=2&height=2')).toMatchObject({
      status: 404,
      field: 'configuration',
      message: 'There is no product with id 999999.',
    });
    expect(typeOf('product_id=1&width=0.1&height=0.1')).toMatchObject({
      status: 422,
      field: 'configuration',
    });
    // The configuration of another page than the request's.
    expect(typeOf('product_id=1&featured_item_id=13&width=2&height=2')).toMatchObject({
      status: 422,
      field: 'configuration',
      message: 'The configuration is of page 13, not of page 1 the request is for.',
    });
    // A product the request's page does not sell is the configuration's problem...
    expect(typeOf(VINYL.replace('&featured_item_id=1', ''), null, 18)).toMatchObject({
      status: 422,
      field: 'configuration',
    });
    // ...and a page that does not exist is the request's own field.
    expect(typeOf('product_id=1&width=2&height=2', null, 2_000_000_000)).toMatchObject({
      status: 404,
      field: 'featured_item_id',
    });
  });

  it('never throws on any text, and names configuration or quantity when it refuses', () => {
    const keys = ['product_id', 'width', 'height', 'cutting_id', 'custom_quantity', 'x', ''];
    const values = fc.oneof(
      fc.string({ maxLength: 12 }),
      fc.constantFrom('1', '2', '12', '0', '-1', '1e9', '%', '%zz', '\u0000', '\ud800'),
    );
    const pair = fc.tuple(fc.constantFrom(...keys), values).map(([k, v]) => `${k}=${v}`);
    const text = fc.oneof(
      fc.string({ maxLength: 200 }),
      fc.array(pair, { maxLength: 6 }).map((pairs) => pairs.join('&')),
    );
    fc.assert(
      fc.property(text, fc.option(fc.integer({ min: 1, max: 999_999 })), (configuration, q) => {
        const verdict = quoteTypeOf(catalog, { configuration, featuredItemId: 1, quantity: q });
        if (verdict.ok) return;
        expect([400, 404, 422]).toContain(verdict.problem.status);
        expect(['configuration', 'quantity']).toContain(verdict.problem.field);
        expect(verdict.problem.message).not.toBe('');
      }),
      { numRuns: 500 },
    );
  });
});

describe('checkQuoteRequest', () => {
  const check = (configuration: string, quoteType: QuoteType, quantity: number | null = 500) =>
    checkQuoteRequest(catalog, { configuration, featuredItemId: 1, quantity, quoteType });

  it('takes a request whose type is the one its configuration asks for', () => {
    expect(check(THOMSON, 'Special Processing')).toMatchObject({
      ok: true,
      quoteType: 'Special Processing',
      chosen: { featuredItemId: 1, quantity: 500, options: { productId: 1, cuttingId: 6 } },
    });
  });

  it('refuses another type on quote_type, and a configuration the page sells on configuration', () => {
    expect(check(`${VINYL}&custom_quantity=25000`, 'Special Size', null)).toEqual({
      ok: false,
      problem: {
        status: 422,
        code: 'QUOTE_TYPE_MISMATCH',
        field: 'quote_type',
        message: 'This configuration asks for a Special Quantity quote, not Special Size.',
      },
    });
    for (const claimed of ['Special Size', 'Special Quantity', 'Special Processing'] as const) {
      expect(check(VINYL, claimed)).toEqual({
        ok: false,
        problem: {
          status: 422,
          code: 'QUOTE_NOT_NEEDED',
          field: 'configuration',
          message: QUOTE_NOT_NEEDED_MESSAGE,
        },
      });
    }
  });
});

// The page's button (submitActionOf) and the server's check (quoteTypeOf) are one rule: on the
// seeded catalog, whatever a visitor does, the page asks for the quote the server expects, and
// the server refuses to quote exactly what the page sells.
describe('the page and the server on the seeded catalog', () => {
  // Mostly the values that matter (sizes, cut counts, quantities either side of the limits).
  const typed = fc.oneof(
    {
      arbitrary: fc.constantFrom('', '2', '3', '12', '30', '31', '100', '10000', '10001', '25000'),
      weight: 3,
    },
    { arbitrary: fc.stringMatching(/^[0-9.]{0,7}$/), weight: 1 },
  );
  const visits: fc.Arbitrary<Visit> = fc.record({
    page: fc.nat(),
    product: fc.option(fc.nat()),
    featured: fc.boolean(),
    actions: fc.array(fc.record({ control: fc.nat(), pick: fc.nat(), text: typed }), {
      maxLength: 14,
    }),
  });

  /** The page's quote type and the server's verdict for a state, or null when nothing is sent. */
  function bothSides(page: FeaturedItem, state: ConfiguratorState) {
    const instant = priceConfiguration(catalog, state, NOW, ZONE);
    const quantity =
      state.quantity.mode === 'custom'
        ? customQuantityOf(state)
        : selectedQuantity(state.quantity, state.options.quantities);
    // What configurator.tsx lets the button send: a priced form, a quantity given.
    if (!instant || configuratorProblems(state).length > 0 || quantity === null) return null;
    const action = submitActionOf(state, instant);
    const configuration = pricingQueryFor(
      state.configuration,
      page.id,
      customQuantityOf(state),
    ).toString();
    const server = quoteTypeOf(catalog, { configuration, featuredItemId: page.id, quantity });
    return {
      page: action.kind === 'request-quote' ? action.quoteType : null,
      server: server.ok ? server.quoteType : server.problem,
    };
  }

  it('agree on the quote type of every configuration a visitor makes the page send', () => {
    const seen = new Map<QuoteType | null, number>();
    fc.assert(
      fc.property(visits, (visit) => {
        const { page, state } = visitPage(catalog, visit);
        const sides = bothSides(page, state);
        if (!sides) return;
        expect(sides.server).toBe(sides.page);
        seen.set(sides.page, (seen.get(sides.page) ?? 0) + 1);
      }),
      { numRuns: 600 },
    );
    // Both sides of the rule are exercised: configurations sold and configurations quoted.
    expect(seen.get(null)).toBeGreaterThan(0);
    expect([...seen.keys()].filter((type) => type !== null).length).toBeGreaterThan(0);
  });

  it('agree on every product and cutting of every page, at each limit of size, cuts and quantity', () => {
    const seen = new Map<QuoteType | null, number>();
    for (const page of pagesOf(catalog)) {
      for (const productId of page.productIds) {
        const start = startingState(catalog, { productId, featuredItemId: page.id, preset: null });
        const cuttings = start.options.cuttings.filter((c) => !isCuttingDisabled(c.id, productId));
        const byCutting = cuttings.length
          ? cuttings.map((c) => applyChange(start, { field: 'cutting', cuttingId: c.id }, catalog))
          : [start];
        for (const cut of byCutting) {
          const largest = cut.options.quantities.at(-1) ?? 1;
          const changes: ConfiguratorChange[][] = [
            cut.view.cutPerShapeRequired
              ? [30, 31].map((n) => ({ field: 'cutPerShape', cutPerShape: n }) as const)
              : [],
            cut.view.sizeReadOnly ? [] : [{ field: 'size', widthIn: 60, heightIn: 60 }],
            [largest, largest + 1].map((n) => ({
              field: 'quantity' as const,
              quantity: selectCustomQuantity(String(n)),
            })),
          ];
          // Each limit alone, and all of them together.
          const states = [
            cut,
            ...changes.flat().map((change) => applyChange(cut, change, catalog)),
            changes.reduce((state, options) => {
              const last = options.at(-1);
              return last ? applyChange(state, last, catalog) : state;
            }, cut),
          ];
          for (const state of states) {
            const sides = bothSides(page, state);
            if (!sides) continue;
            expect(sides.server, `${page.name}: ${JSON.stringify(state.configuration)}`).toBe(
              sides.page,
            );
            seen.set(sides.page, (seen.get(sides.page) ?? 0) + 1);
          }
        }
      }
    }
    expect([...seen.keys()].sort()).toEqual([
      'Special Processing',
      'Special Quantity',
      'Special Size',
      null,
    ]);
  });
});
