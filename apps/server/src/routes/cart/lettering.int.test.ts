import type { QuotePayload } from '@shop/domain/cart-contract';
import type { LetteringOrder } from '@shop/domain/lettering/lettering-order';
import type { DatabaseHandle } from '@shop/db/client';
import { cartLines } from '@shop/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { browserAt } from '../../testing/browser';
import { heightFor, letteringPayloadFor } from '../../testing/lettering-payload';
import { quotePayloadFor } from '../../testing/quote-payload';

const NOW = new Date('2026-11-26T04:00:00Z');
let app: App;
let database: DatabaseHandle;
beforeAll(async () => {
  const { createTestApp } = await import('../../testing/test-app');
  ({ app, database } = await createTestApp({ clock: () => NOW }));
});
afterAll(() => app.close());

const visitor = () => browserAt(app, '127.0.0.1');

const letteringPayload = (
  design?: Partial<LetteringOrder>,
  configuration?: Parameters<typeof letteringPayloadFor>[2],
) => letteringPayloadFor(app, design, configuration);

/** Every tag closed in order, one root: enough to know a generated file is well formed. */
function tagsBalance(xml: string): boolean {
  const open: string[] = [];
  let roots = 0;
  for (const [, closing, name, selfClosing] of xml
    .replace(/<\?xml[^>]*\?>/, '')
    .matchAll(/<(\/?)([A-Za-z][\w:-]*)[^>]*?(\/?)>/g)) {
    if (closing) {
      if (open.pop() !== name) return false;
    } else if (!selfClosing) {
      if (open.length === 0) roots += 1;
      open.push(name ?? '');
    } else if (open.length === 0) {
      roots += 1;
    }
  }
  return open.length === 0 && roots === 1;
}

describe('a lettering design in the cart (issue 17)', () => {
  it('adds a design priced from the size the server measured, and lists it', async () => {
    const browser = visitor();
    const body = await letteringPayload();
    const design = body.lettering;
    if (!design) throw new Error('no design');
    // The same configuration priced alone: what the line must cost.
    const priced = await app.inject(`/api/get/pricing-data?${body.configuration}`);
    const added = await browser.request('POST', '/api/cart/items', body);
    expect(added.statusCode, added.body).toBe(201);
    const [line] = (await browser.request('GET', '/api/cart')).json().lines;
    expect(line.unit_price).toBe(priced.json().rows[0].price);
    expect(line.lettering).toEqual({
      lines: ['Open Daily'],
      alignment: 'left',
      selected_font: 'signika',
      font_name: 'Signika',
      selected_color: 'gold',
      color_name: 'Gold',
      width: 12,
      height: design.height,
      cut_file_url: `/api/cart/items/${line.id}/cut-file.svg`,
      preview: {
        width_mm: 12 * 25.4,
        height_mm: expect.closeTo(design.height * 25.4, 9),
        paths: expect.any(Array),
      },
    });
    // The preview draws the cut file's outlines, one path a glyph ("Open Daily": 9 letters).
    const { paths } = line.lettering.preview;
    expect(paths).toHaveLength(9);
    for (const d of paths) expect(d).toMatch(/^M[\d. MLQCZ-]+Z$/);
    expect(line.details).toEqual(
      expect.arrayContaining([
        `Size: 12" x ${design.height}"`,
        'Text: Open Daily',
        'Typeface: Signika',
      ]),
    );
    const [row] = await database.db.select().from(cartLines);
    expect(row?.lettering).toEqual(design);
  });

  it('accepts a height ordered first, the width rounded to 0.01 in', async () => {
    // 3 in tall: the width follows and is rounded; within the rounding both ways.
    const lines = ['Open Daily'];
    const heightAt12 = await heightFor(lines, 'signika', 12);
    const width = Math.round(((12 * 3) / heightAt12) * 100) / 100;
    const browser = visitor();
    const added = await browser.request(
      'POST',
      '/api/cart/items',
      await letteringPayload({ width, height: 3 }),
    );
    expect(added.statusCode, added.body).toBe(201);
  });

  it.each<[string, () => Promise<QuotePayload>, number, string, RegExp]>([
    [
      'a size off the text’s proportions',
      () => letteringPayload({ width: 12, height: 6 }, { width: 12, height: 6 }),
      422,
      'lettering.width',
      /^12.00 x 6.00 in does not match the text's proportions: at 12.00 in wide it is \d+\.\d\d in tall.$/,
    ],
    [
      'a letter under 10 mm',
      // At 2 in wide, Hello's l is a stroke under 10 mm. The design is checked before the
      // configuration, which is priced at a size the product sells (2 in wide is under 1 in tall).
      async () =>
        letteringPayload(
          { lines: ['Hello'], width: 2, height: await heightFor(['Hello'], 'signika', 2) },
          { width: 12, height: 4 },
        ),
      422,
      'lettering.width',
      /^Each letter and digit must be at least 10 mm \(0.39 in\) tall and wide to be cut. The smallest size that works for this text is \d+\.\d\d x \d+\.\d\d in.$/,
    ],
    [
      'an unknown typeface',
      () => letteringPayload({ selected_font: 'antique-olive' }),
      422,
      'lettering.selected_font',
      /^There is no typeface "antique-olive"/,
    ],
    [
      'an unknown colour',
      () => letteringPayload({ selected_color: 'plaid' }),
      422,
      'lettering.selected_color',
      /^"plaid" is not a colour this product is sold in. Choose one of: White, Black, Red, Navy Blue, Gold, Silver, Bronze.$/,
    ],
    [
      'a colour the product is not sold in',
      () => letteringPayload({ selected_color: 'hologram' }),
      422,
      'lettering.selected_color',
      /^Hologram is not a colour this product is sold in/,
    ],
    [
      'characters the typeface cannot draw',
      () => letteringPayload({ lines: ['Caf\u00e9 \u20ac5', '\u6f22 \u0436'] }),
      422,
      'lettering.lines',
      /^Signika cannot draw "漢", "ж". Remove them or choose another typeface.$/,
    ],
    [
      'no text',
      () => letteringPayload({ lines: ['', '   '], height: 3 }),
      422,
      'lettering.lines',
      /^Type the text to cut.$/,
    ],
    [
      '11 lines',
      () => letteringPayload({ lines: Array.from({ length: 11 }, () => 'A'), height: 3 }),
      400,
      'lettering.lines',
      /at most 10 lines/,
    ],
    [
      'a line of 61 characters',
      () => letteringPayload({ lines: ['A'.repeat(61)], height: 3 }),
      400,
      'lettering.lines.0',
      /at most 60 characters/,
    ],
    [
      'a width finer than 0.01 in',
      () => letteringPayload({ width: 12.005 }),
      400,
      'lettering.width',
      /to 0.01/,
    ],
    [
      'a configuration wider than the design',
      async () => letteringPayload({}, { width: 13 }),
      422,
      'configuration.width',
      /^The configuration's width \(13 in\) is not the lettering's \(12 in\).$/,
    ],
    [
      'a configuration shorter than the design',
      async () => letteringPayload({}, { height: 1 }),
      422,
      'configuration.height',
      /^The configuration's height \(1 in\) is not the lettering's/,
    ],
    [
      'a configuration in another colour',
      async () => letteringPayload({}, { colorId: 3 }),
      422,
      'configuration.color_id',
      /^The configuration's colour \(3\) is not the lettering's \(Gold, 7\).$/,
    ],
    [
      'a design on a product that is not lettering',
      async () =>
        letteringPayload(
          {},
          { productQuery: 'product_id=1&featured_item_id=1', width: 2, height: 2, colorId: null },
        ),
      422,
      'lettering',
      /^Standard Vinyl Stickers is not lettering/,
    ],
  ])(
    'refuses %s naming the field, and stores nothing',
    async (_name, build, status, field, message) => {
      const browser = visitor();
      const body = await build();
      for (const url of ['/api/cart/items', '/api/quote/create/quotation']) {
        const response = await browser.request('POST', url, body);
        expect(response.statusCode, response.body).toBe(status);
        const [detail] = response.json().error.details;
        expect(detail.field).toBe(field);
        expect(detail.message).toMatch(message);
      }
      expect((await browser.request('GET', '/api/cart')).json().count).toBe(0);
    },
  );
});

describe('lettering with the visitor’s own artwork (issue 27, spec 001 §3 use_creation_tool no)', () => {
  // Vinyl Lettering on its page, install-ready no, in white (catalog colour 3): the form's own
  // fields, no design.
  const ownArtwork = (size: string) =>
    `product_id=9&featured_item_id=10&install_ready=no&color_id=3&${size}`;

  it('adds a line without a design at a size typed in the form', async () => {
    const browser = visitor();
    const body = await quotePayloadFor(app, {
      priceQuery: ownArtwork('width=20&height=5'),
      originPath: '/lettering-decals/vinyl-lettering',
    });
    const added = await browser.request('POST', '/api/cart/items', body);
    expect(added.statusCode, added.body).toBe(201);
    const [line] = (await browser.request('GET', '/api/cart')).json().lines;
    expect(line.lettering).toBeNull();
    expect(line.details).toEqual(expect.arrayContaining(['Size: 20" x 5"', 'Install ready: No']));
    expect(line.details.some((detail: string) => detail.startsWith('Text:'))).toBe(false);
  });

  it('checks the typed size against the product’s lookups like any size', async () => {
    const browser = visitor();
    // Priced at a size it sells, then sent 0.9 in tall: under the 1 in minimum.
    const body = await quotePayloadFor(app, {
      priceQuery: ownArtwork('width=20&height=5'),
      configuration: ownArtwork('width=20&height=0.9'),
      originPath: '/lettering-decals/vinyl-lettering',
    });
    for (const url of ['/api/cart/items', '/api/quote/create/quotation']) {
      const response = await browser.request('POST', url, body);
      expect(response.statusCode, response.body).toBe(422);
      const [detail] = response.json().error.details;
      expect(detail).toMatchObject({
        field: 'height',
        message: '* Width or height must not be below 1in.',
      });
    }
    expect((await browser.request('GET', '/api/cart')).json().count).toBe(0);
  });
});

describe('the cut file of a lettering line', () => {
  it('downloads for its owner as outlined paths at the ordered size in mm', async () => {
    const owner = visitor();
    const body = await letteringPayload({ lines: ['Open', 'Daily 9-5'], alignment: 'right' });
    expect((await owner.request('POST', '/api/cart/items', body)).statusCode).toBe(201);
    const [line] = (await owner.request('GET', '/api/cart')).json().lines;
    const response = await owner.request('GET', line.lettering.cut_file_url);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="lettering-${line.id}.svg"`,
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    const svg = response.body;
    expect(tagsBalance(svg)).toBe(true);
    expect(svg).toContain('<path d="M');
    expect(svg).not.toMatch(/<text|<script|<image|href=/);
    const viewBox = svg.match(/viewBox="0 0 ([\d.]+) ([\d.]+)"/);
    expect(Number(viewBox?.[1])).toBeCloseTo(line.lettering.width * 25.4, 2);
    expect(Number(viewBox?.[2])).toBeCloseTo(line.lettering.height * 25.4, 2);
    expect(Math.abs(Number(viewBox?.[1]) - 12 * 25.4)).toBeLessThanOrEqual(0.01);
  });

  it('is not found for another visitor, for a line without lettering, or for no line', async () => {
    const owner = visitor();
    await owner.request('POST', '/api/cart/items', await letteringPayload());
    const plain = await quotePayloadFor(app, {
      priceQuery: 'product_id=1&featured_item_id=1&width=2&height=2',
      originPath: '/stickers/standard-vinyl',
    });
    await owner.request('POST', '/api/cart/items', plain);
    const [lettering, sticker] = (await owner.request('GET', '/api/cart')).json().lines;
    expect(sticker.lettering).toBeNull();
    const stranger = visitor();
    await stranger.request('POST', '/api/cart/items', await letteringPayload());
    for (const [who, id, message] of [
      [stranger, lettering.id, `There is no line ${lettering.id} in your cart.`],
      [visitor(), lettering.id, `There is no line ${lettering.id} in your cart.`],
      [owner, sticker.id, `Line ${sticker.id} of your cart has no lettering to cut.`],
      [owner, 999_999, 'There is no line 999999 in your cart.'],
    ] as const) {
      const response = await who.request('GET', `/api/cart/items/${id}/cut-file.svg`);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe(message);
    }
    expect((await owner.request('GET', '/api/cart/items/abc/cut-file.svg')).statusCode).toBe(400);
  });
});

describe('a quotation of a lettering design', () => {
  it('is priced from the size the server measured and lists the design', async () => {
    const browser = visitor();
    const body = await letteringPayload({ lines: ['Fresh Bread'], selected_font: 'lora' });
    const priced = await app.inject(`/api/get/pricing-data?${body.configuration}`);
    const created = await browser.request('POST', '/api/quote/create/quotation', body);
    expect(created.statusCode, created.body).toBe(201);
    const quotation = created.json();
    expect(quotation.quotations[0].price).toBe(priced.json().rows[0].price);
    expect(quotation.quotations[0].details).toContain('Text: Fresh Bread');
    expect(quotation.quotations[0].details).toContain('Typeface: Lora');
  });
});
