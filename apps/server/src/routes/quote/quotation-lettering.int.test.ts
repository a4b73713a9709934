import type { DatabaseHandle } from '@shop/db/client';
import { quotations } from '@shop/db/schema';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { PREVIEW_CAPTION } from '../../quotations/quotation-lettering';
import { browserAt, freshAddress } from '../../testing/browser';
import { letteringPayloadFor } from '../../testing/lettering-payload';
import { pdfFilledPaths, unionBox } from '../../testing/pdf-drawing';
import { pdfText } from '../../testing/pdf-text';
import { quotePayloadFor } from '../../testing/quote-payload';

// Issue 17, items 6 and 8: a quotation keeps the lettering design it was priced with and its PDF
// draws the design's outlines in their true proportions (ADR 0029).
const NOW = new Date('2026-11-26T04:00:00Z');
let app: App;
let database: DatabaseHandle;
beforeAll(async () => {
  const { createTestApp } = await import('../../testing/test-app');
  ({ app, database } = await createTestApp({ clock: () => NOW }));
});
afterAll(() => app.close());

const visitor = () => browserAt(app, freshAddress());

type Browser = ReturnType<typeof visitor>;

async function quotationPdf(browser: Browser, quotationNo: string) {
  const response = await browser.request(
    'GET',
    `/pdf/quotation/download?quotation_no=${quotationNo}`,
  );
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  return response.rawPayload;
}

const storedQuotation = async (quotationNo: string) => {
  const [row] = await database.db
    .select()
    .from(quotations)
    .where(eq(quotations.quotationNo, quotationNo));
  return row;
};

describe('a quotation of a lettering design', () => {
  it('stores the checked design, answers it with its outlines and draws them in its PDF', async () => {
    const browser = visitor();
    const body = await letteringPayloadFor(app);
    const design = body.lettering;
    if (!design) throw new Error('no design');
    const created = await browser.request('POST', '/api/quote/create/quotation', body);
    expect(created.statusCode, created.body).toBe(201);
    const quotation = created.json();

    expect((await storedQuotation(quotation.quotation_no))?.lettering).toEqual(design);
    expect(quotation.lettering).toEqual({
      lines: ['Open Daily'],
      alignment: 'left',
      selected_font: 'signika',
      font_name: 'Signika',
      selected_color: 'gold',
      color_name: 'Gold',
      width: 12,
      height: design.height,
      preview: {
        width_mm: 12 * 25.4,
        height_mm: expect.closeTo(design.height * 25.4, 9),
        paths: expect.any(Array),
      },
    });
    // One outline a glyph: "Open Daily" has 9 letters.
    expect(quotation.lettering.preview.paths).toHaveLength(9);
    // Its text, typeface and colour are listed with the item.
    const [item] = quotation.quotations;
    for (const detail of ['Text: Open Daily', 'Typeface: Signika', 'Color: Gold']) {
      expect(item.details).toContain(detail);
    }

    // Read back, and after its Bill To changes, it still has its design.
    const read = await browser.request('GET', `/api/quote/get/quotation/${quotation.quotation_no}`);
    expect(read.json().lettering).toEqual(quotation.lettering);
    const billed = await browser.request('PUT', `/api/quote/update/quotation/${quotation.id}`, {
      name: 'Ana Lima',
      company: 'Lima Bakery',
      address: '',
    });
    expect(billed.json().lettering).toEqual(quotation.lettering);

    const pdf = await quotationPdf(browser, quotation.quotation_no);
    const text = (await pdfText(pdf)).replace(/\s+/g, ' ');
    for (const detail of [
      'Text: Open Daily',
      'Typeface: Signika',
      'Color: Gold',
      PREVIEW_CAPTION,
    ]) {
      expect(text).toContain(detail);
    }
    // The 9 outlines, each filled with gold's gradient, in the design's own proportions.
    const glyphs = (await pdfFilledPaths(pdf)).filter((path) => path.fill === 'shading');
    expect(glyphs).toHaveLength(9);
    const box = unionBox(glyphs);
    expect((box.right - box.left) / (box.bottom - box.top)).toBeCloseTo(12 / design.height, 2);
  });

  it('draws a flat colour in its hex', async () => {
    const browser = visitor();
    const body = await letteringPayloadFor(
      app,
      { lines: ['Fresh', 'Bread'], alignment: 'center', selected_color: 'red' },
      { colorId: 5 },
    );
    const created = await browser.request('POST', '/api/quote/create/quotation', body);
    expect(created.statusCode, created.body).toBe(201);
    const pdf = await quotationPdf(browser, created.json().quotation_no);
    const red = (await pdfFilledPaths(pdf)).filter((path) => path.fill === '#c8102e');
    expect(red).toHaveLength('FreshBread'.length);
  });

  it('leaves a quotation without lettering as it was: nothing stored, answered or drawn', async () => {
    const browser = visitor();
    const body = await quotePayloadFor(app, {
      priceQuery: 'product_id=1&featured_item_id=1&width=2&height=2',
      originPath: '/stickers/standard-vinyl',
    });
    const created = await browser.request('POST', '/api/quote/create/quotation', body);
    expect(created.statusCode, created.body).toBe(201);
    const quotation = created.json();
    expect(quotation.lettering).toBeNull();
    expect((await storedQuotation(quotation.quotation_no))?.lettering).toBeNull();
    const pdf = await quotationPdf(browser, quotation.quotation_no);
    expect(await pdfText(pdf)).not.toContain(PREVIEW_CAPTION);
    // The table header's band is the only filled shape, as before lettering.
    expect((await pdfFilledPaths(pdf)).map((path) => path.fill)).toEqual(['#f2f4f7']);
  });

  it('refuses a tampered width with 422 naming lettering.width, and stores no quotation', async () => {
    const browser = visitor();
    const before = await database.db.select({ n: count() }).from(quotations);
    // 12 x 6 in is not "Open Daily"'s proportions; the configuration is priced at that size.
    const body = await letteringPayloadFor(app, { width: 12, height: 6 }, { width: 12, height: 6 });
    const response = await browser.request('POST', '/api/quote/create/quotation', body);
    expect(response.statusCode, response.body).toBe(422);
    const [detail] = response.json().error.details;
    expect(detail.field).toBe('lettering.width');
    expect(detail.message).toMatch(/^12.00 x 6.00 in does not match the text's proportions/);
    expect(await database.db.select({ n: count() }).from(quotations)).toEqual(before);
  });
});
