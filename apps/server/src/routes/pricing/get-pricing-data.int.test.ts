import type { DatabaseHandle } from '@shop/db/client';
import { loadCatalog } from '@shop/db/repositories/catalog-loader';
import { pricingQuerySchema } from '@shop/domain/pricing-query';
import { pricingResponse } from '@shop/domain/pricing-answer';
import { pricingResponseSchema } from '@shop/domain/pricing-response';
import { resolveConfiguration } from '@shop/domain/resolve-configuration';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { createTestApp } from '../../testing/test-app';

// Wednesday 2026-11-25, 8 PM in Los Angeles: after the cut-off, before Thanksgiving and the
// shop's closure the day after, so production starts on Monday 2026-11-30.
const NOW = new Date('2026-11-26T04:00:00Z');

let app: App;
let database: DatabaseHandle;
beforeAll(async () => {
  ({ app, database } = await createTestApp({ clock: () => NOW }));
});
afterAll(() => app.close());

const get = (query: string) => app.inject(`/api/get/pricing-data?${query}`);

/** What the domain function computes for the same query on the same catalog and clock. */
async function domainAnswer(query: Record<string, string | string[]>) {
  const { catalog } = await loadCatalog(database.db);
  const resolved = resolveConfiguration(catalog, pricingQuerySchema.parse(query));
  if (!resolved.ok) throw new Error(resolved.problem.message);
  return pricingResponse(catalog, resolved, NOW, 'America/Los_Angeles');
}

describe('GET /api/get/pricing-data', () => {
  it('prices a 3 x 3 in standard vinyl sticker from three parameters', async () => {
    const response = await get('product_id=1&width=3&height=3');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ status: 'priced', quote_reason: null, kinds: 1 });
    expect(body.rows.map((row: { quantity: number }) => row.quantity)).toEqual([
      50, 100, 200, 300, 500, 1000, 2000, 3000, 5000, 10000,
    ]);
    expect(body.rows[0]).toMatchObject({
      product_id: 1,
      quantity: 50,
      price: '49.06',
      orig_price: '61.33',
      print_feature_price: '0.00',
      custom_qty: false,
    });
  });

  it('dates dispatch in business days from the next working day after the cut-off', async () => {
    const [row] = (await get('product_id=1&width=3&height=3')).json().rows;
    expect(row.shipping).toEqual([
      {
        id: 1,
        method: 'Standard Shipping',
        printing_days: 5,
        shipping_days: 3,
        cost: '7.95',
        cost_cents: 795,
        shipping_date: '2026-12-07',
      },
      {
        id: 2,
        method: 'Express Shipping',
        printing_days: 3,
        shipping_days: 2,
        cost: '24.95',
        cost_cents: 2495,
        shipping_date: '2026-12-03',
      },
    ]);
  });

  it('ships free from $100 for the whole order (price x kinds)', async () => {
    const rows = (await get('product_id=16&kinds=3')).json().rows;
    for (const row of rows) {
      const free = Number(row.price) * 3 >= 100;
      expect(row.shipping[0].cost).toBe(free ? '0.00' : '7.95');
    }
    expect(
      rows.some((row: { shipping: Array<{ cost: string }> }) => row.shipping[0]?.cost === '0.00'),
    ).toBe(true);
  });

  it.each([
    ['standard business card', { product_id: '16' }, '11.00'],
    ['hang tags', { product_id: '18' }, '15.00'],
    ['royal extra white', { product_id: '20' }, '29.00'],
    ['vintage kraft', { product_id: '21' }, '24.00'],
    ['premium business card', { product_id: '17' }, '11.00'],
  ])('starts %s at the structured-data price', async (_name, query, price) => {
    const body = (await get(new URLSearchParams(query).toString())).json();
    expect(body.rows[0].price).toBe(price);
  });

  it.each([
    ['a sticker', { product_id: '1', width: '3', height: '3' }],
    ['a custom quantity', { product_id: '1', width: '2.5', height: '4', custom_quantity: '750' }],
    ['a roll', { product_id: '1', cutting_id: '9', width: '2', height: '2', orientation: '55' }],
    [
      'a business card with both sides and print features',
      { product_id: '17', printed_side_id: '2', 'print_features[]': ['101', '111'], kinds: '3' },
    ],
    [
      'hang tags with punch hole and string',
      { product_id: '18', 'print_features[]': ['131', '142', '151'], size_id: '1802' },
    ],
    [
      'install-ready lettering',
      { product_id: '9', width: '24', height: '6', install_ready: 'yes' },
    ],
    ['a hologram sticker', { product_id: '13', premium_processing_id: '48' }],
  ])('answers exactly what the domain function computes for %s', async (_name, query) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      for (const v of Array.isArray(value) ? value : [value]) params.append(key, v);
    }
    const response = await get(params.toString());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(await domainAnswer(query));
    expect(pricingResponseSchema.safeParse(response.json()).success).toBe(true);
  });

  it('prices a custom quantity within the range as its own tier', async () => {
    const body = (await get('product_id=1&width=3&height=3&custom_quantity=750')).json();
    expect(body.custom_quantity).toBe('priced');
    expect(body.rows.find((row: { quantity: number }) => row.quantity === 750)).toMatchObject({
      custom_qty: true,
    });
  });

  it('asks for a quote for a special-processing cutting the product offers', async () => {
    expect((await get('product_id=10&cutting_id=7&width=3&height=3')).json()).toMatchObject({
      status: 'quote',
      quote_reason: 'special-processing',
      rows: [],
    });
  });

  it('asks for a quote above the size grid or the quantity range', async () => {
    expect((await get('product_id=1&width=24&height=24')).json()).toMatchObject({
      status: 'quote',
      quote_reason: 'size-above-maximum',
      rows: [],
    });
    expect((await get('product_id=1&width=3&height=3&custom_quantity=20000')).json()).toMatchObject(
      {
        status: 'quote',
        quote_reason: 'quantity-above-range',
        custom_quantity: 'above-maximum',
      },
    );
  });

  it.each([
    ['product_id=999', 404, 'UNKNOWN_ID', 'product_id'],
    ['product_id=1&finishing_id=999', 404, 'UNKNOWN_ID', 'finishing_id'],
    ['product_id=1&material_id=2', 422, 'INCOMPATIBLE_OPTIONS', 'material_id'],
    ['product_id=1&cutting_id=9&adhesive_id=1', 422, 'INCOMPATIBLE_OPTIONS', 'adhesive_id'],
    ['product_id=1&cutting_id=7', 422, 'INCOMPATIBLE_OPTIONS', 'cutting_id'],
    ['product_id=1&orientation=53', 422, 'INCOMPATIBLE_OPTIONS', 'orientation'],
    ['product_id=16&print_features[]=101', 422, 'INCOMPATIBLE_OPTIONS', 'print_features'],
    ['product_id=1&width=abc&height=3', 400, 'VALIDATION_FAILED', 'width'],
    ['product_id=1&width=1234567890&height=3', 400, 'VALIDATION_FAILED', 'width'],
    ['product_id=1&width=3', 400, 'MISSING_FIELD', 'height'],
    ['product_id=1&custom_quantity=1234567', 400, 'VALIDATION_FAILED', 'custom_quantity'],
    ['product_id=1&kinds=100', 400, 'VALIDATION_FAILED', 'kinds'],
    ['product_id=x', 400, 'VALIDATION_FAILED', 'product_id'],
    ['', 400, 'VALIDATION_FAILED', 'product_id'],
  ])('refuses %j with %i naming the field', async (query, status, code, field) => {
    const response = await get(query);
    expect(response.statusCode).toBe(status);
    const { error } = response.json();
    expect(error.code).toBe(code);
    expect(error.details).toEqual(expect.arrayContaining([expect.objectContaining({ field })]));
  });

  it('never fails with a 500, whatever the query (fuzzed)', async () => {
    const keys = [
      'product_id',
      'featured_item_id',
      'material_id',
      'width',
      'height',
      'size_id',
      'printed_side_id',
      'color_id',
      'addon_item_id',
      'quantity',
      'custom_quantity',
      'kinds',
      'print_features[]',
      'cutting_id',
      'shape_id',
      'finishing_id',
      'adhesive_id',
      'premium_processing_id',
      'premium_coating_id',
      'orientation',
      'cut_per_shape',
      'install_ready',
      'unknown',
    ];
    const value = fc.oneof(
      fc.integer({ min: -5, max: 60 }).map(String),
      fc.constantFrom(
        '',
        '0',
        '1e3',
        '3.5',
        '.5',
        'NaN',
        'yes',
        'no',
        '9'.repeat(40),
        '-1',
        ' 1',
        '1,2',
      ),
      fc.string({ maxLength: 12 }),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(fc.constantFrom(...keys), value, { maxKeys: 8 }),
        async (query) => {
          const response = await get(new URLSearchParams(query).toString());
          expect([200, 400, 404, 422]).toContain(response.statusCode);
          const body = response.json();
          if (response.statusCode === 200) expect(body.rows).toBeInstanceOf(Array);
          else
            expect(body.error).toEqual(
              expect.objectContaining({ code: expect.any(String), message: expect.any(String) }),
            );
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('sizes on GET /api/get/pricing-data', () => {
  it('refuses a size below the cutting minimum with the exact message', async () => {
    const response = await get('product_id=1&width=0.25&height=3');
    expect(response.statusCode).toBe(422);
    expect(response.json().error).toMatchObject({
      message: '* Width or height must not be below 0.5in.',
      details: [{ field: 'width', message: '* Width or height must not be below 0.5in.' }],
    });
  });

  it('treats a size above the cutting maximum as a special size to quote', async () => {
    expect((await get('product_id=1&width=13&height=13')).json()).toMatchObject({
      status: 'quote',
      quote_reason: 'size-above-maximum',
      rows: [],
    });
  });

  it('offers roll labels only in their fixed sizes', async () => {
    const response = await get('product_id=1&cutting_id=9&width=2.5&height=2.5');
    expect(response.statusCode).toBe(422);
    expect(response.json().error.message).toMatch(
      /^Roll labels come in these sizes: 1" x 1", 2" x 2"/,
    );
  });
});

describe('GET /api/size-lookup', () => {
  it('names the range and the verdict for the entered sides', async () => {
    const body = (await app.inject('/api/size-lookup?product_id=1&width=3&height=3')).json();
    expect(body).toMatchObject({
      cutting_id: 1,
      lookup: { equal_side: 'yes', min_in: [0.5, 0.5], max_in: [12, 12] },
      check: { status: 'ok' },
    });
  });

  it.each([
    ['width=&height=3', 'quote-page', 'Please enter width'],
    ['width=0.3&height=3', 'price-tab', '※ Width or height must not be below 0.5in.'],
    [
      'width=30&height=3',
      'quote-page',
      '* For special sizes, request a quote from the button below.',
    ],
    ['width=30&height=3', 'price-tab', '※ It is a special size.'],
  ])('%s on the %s says %j', async (sides, page, message) => {
    const body = (await app.inject(`/api/size-lookup?product_id=1&${sides}&page=${page}`)).json();
    expect(body.check.message).toBe(message);
  });

  it('lists the fixed roll sizes', async () => {
    const body = (await app.inject('/api/size-lookup?product_id=1&cutting_id=9')).json();
    expect(body.fixed_sizes.map((s: { name: string }) => s.name)).toEqual([
      '1" x 1"',
      '2" x 2"',
      '3" x 3"',
      '2" x 3"',
      '3" x 4"',
      '4" x 6"',
    ]);
  });

  it('refuses an unknown product and a cutting the product lacks', async () => {
    expect((await app.inject('/api/size-lookup?product_id=999')).statusCode).toBe(404);
    expect((await app.inject('/api/size-lookup?product_id=16&cutting_id=1')).statusCode).toBe(422);
  });
});

describe('rules the server enforces too', () => {
  it.each([
    [
      'emboss and deboss together (a radio group)',
      'product_id=17&print_features[]=111&print_features[]=112',
      'Emboss / Deboss takes at most one choice.',
    ],
    [
      'three foils where two are allowed',
      'product_id=17&print_features[]=101&print_features[]=102&print_features[]=103',
      'Foil Stamp takes at most 2 choices.',
    ],
    [
      'a tag string without a punch hole',
      'product_id=18&print_features[]=151',
      'Tag Strings needs a punch hole.',
    ],
    [
      'a back-side spot UV on a card printed on one side',
      'product_id=17&printed_side_id=1&print_features[]=164',
      'Print feature 164 is for the back, which is printed only with both sides (printed_side_id 2).',
    ],
  ])('refuses %s with a 422', async (_name, query, message) => {
    const response = await get(query);
    expect(response.statusCode).toBe(422);
    expect(response.json().error).toMatchObject({
      message,
      details: [{ field: 'print_features' }],
    });
  });

  it('prices a tag string once a punch hole is chosen', async () => {
    const response = await get(
      'product_id=18&print_features[]=131&print_features[]=142&print_features[]=151',
    );
    expect(response.statusCode).toBe(200);
    expect(Number(response.json().rows[0].print_feature_price)).toBeGreaterThan(0);
  });

  it('prices the hologram coating that is chosen', async () => {
    const price = async (coating: number) =>
      (await get(`product_id=13&premium_processing_id=48&premium_coating_id=${coating}`)).json()
        .rows[0].price;
    expect(await price(52)).not.toBe(await price(50));
  });

  it('forces the hologram coating on the hologram product', async () => {
    const forced = (await get('product_id=13&premium_processing_id=48')).json().rows[0].price;
    const first = (await get('product_id=13&premium_processing_id=48&premium_coating_id=50')).json()
      .rows[0].price;
    expect(forced).toBe(first);
  });

  it('takes a roll size by its id or either way round', async () => {
    const sizes = (await app.inject('/api/size-lookup?product_id=1&cutting_id=9')).json()
      .fixed_sizes;
    const twoByThree = sizes.find((size: { name: string }) => size.name === '2" x 3"');
    expect((await get(`product_id=1&cutting_id=9&size_id=${twoByThree.id}`)).statusCode).toBe(200);
    expect((await get('product_id=1&cutting_id=9&width=3&height=2')).statusCode).toBe(200);
  });

  // Literal figures from the demo catalog's grids (docs/pricing.md): a changed surcharge, factor
  // or range check must fail here, not be recomputed by the same functions the server uses.
  const firstRows = async (query: string, count = 1) => {
    const body = (await get(query)).json();
    return body.rows
      .slice(0, count)
      .map((row: { quantity: number; price: string }) => [row.quantity, row.price]);
  };

  it('adds the install-ready surcharge to vinyl lettering', async () => {
    expect(await firstRows('product_id=9&width=3&height=3&install_ready=no', 2)).toEqual([
      [1, '7.52'],
      [2, '9.53'],
    ]);
    expect(await firstRows('product_id=9&width=3&height=3&install_ready=yes', 2)).toEqual([
      [1, '9.39'],
      [2, '11.91'],
    ]);
  });

  it('prices the hologram product with and without a premium coating', async () => {
    expect(await firstRows('product_id=13&width=3&height=3')).toEqual([[50, '73.59']]);
    expect(
      await firstRows(
        'product_id=13&width=3&height=3&premium_processing_id=48&premium_coating_id=50',
      ),
    ).toEqual([[50, '84.63']]);
    expect(
      await firstRows(
        'product_id=13&width=3&height=3&premium_processing_id=48&premium_coating_id=52',
      ),
    ).toEqual([[50, '88.48']]);
  });

  it('prices a business card printed on both sides above one side', async () => {
    expect(await firstRows('product_id=16&printed_side_id=1', 2)).toEqual([
      [200, '11.00'],
      [400, '14.61'],
    ]);
    expect(await firstRows('product_id=16&printed_side_id=2', 2)).toEqual([
      [200, '17.60'],
      [400, '23.38'],
    ]);
  });

  it('prices a custom quantity equal to the top preset (10,000) instead of quoting it', async () => {
    const body = (await get('product_id=1&width=3&height=3&custom_quantity=10000')).json();
    expect(body).toMatchObject({ status: 'priced', quote_reason: null, custom_quantity: 'priced' });
    expect(body.rows.at(-1)).toMatchObject({ quantity: 10000, price: '1298.54', custom_qty: true });
    const justAbove = (await get('product_id=1&width=3&height=3&custom_quantity=10001')).json();
    expect(justAbove).toMatchObject({ status: 'quote', custom_quantity: 'above-maximum' });
  });

  it('reads 0 sets as one kind', async () => {
    expect((await get('product_id=1&kinds=0')).json().kinds).toBe(1);
  });
});
