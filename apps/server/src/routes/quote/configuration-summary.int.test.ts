import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { createTestApp } from '../../testing/test-app';
import { pdfText } from '../../testing/pdf-text';
import { quotePayloadFor } from '../../testing/quote-payload';

// Issue 11, item 5: the cart, the quotation (and its PDF) and the quote request carry the same
// summary of the configuration, quantity and sets included (configurationSummary).
const NOW = new Date('2026-11-26T04:00:00Z');
let app: App;
beforeAll(async () => {
  ({ app } = await createTestApp({ clock: () => NOW }));
});
afterAll(() => app.close());

const CONFIGURATION = 'product_id=1&featured_item_id=1&width=2&height=2';

/** The payload the quote page sends for the second tier of CONFIGURATION, as the API prices it. */
const payload = (kinds: number) =>
  quotePayloadFor(app, {
    priceQuery: CONFIGURATION,
    tier: 1,
    kinds,
    originPath: '/stickers/standard-vinyl',
  });

/** A browser that keeps the shop's session cookie. */
function visitor() {
  let cookie = '';
  return async (method: 'GET' | 'POST' | 'PATCH', url: string, body?: object) => {
    const response = await app.inject({
      method,
      url,
      headers: { cookie },
      ...(body === undefined ? {} : { payload: body }),
    });
    const session = response.cookies.find((c) => c.name === 'shop_session');
    if (session) cookie = `shop_session=${session.value}`;
    return response;
  };
}

const count = (n: number) => n.toLocaleString('en-US');

describe('configuration summary', () => {
  it("lists a cart line's quantity and its current number of sets", async () => {
    const request = visitor();
    const body = await payload(2);
    expect((await request('POST', '/api/cart/items', body)).statusCode).toBe(201);
    const [line] = (await request('GET', '/api/cart')).json().lines;
    expect(line.details).toContain(`Quantity: ${count(body.quantity)}`);
    expect(line.details).toContain('Sets: 2');
    expect(line.details).toContain('Size: 2" x 2"');

    const changed = await request('PATCH', `/api/cart/items/${line.id}`, { kinds: 5 });
    expect(changed.statusCode).toBe(200);
    const [after] = (await request('GET', '/api/cart')).json().lines;
    expect(after.details).toContain('Sets: 5');
    expect(after.details).not.toContain('Sets: 2');
  });

  it("writes the product, quantity and sets on each of a quotation's lines and in its PDF", async () => {
    const request = visitor();
    const body = await payload(2);
    const created = await request('POST', '/api/quote/create/quotation', body);
    expect(created.statusCode).toBe(201);
    const quotation = created.json();
    expect(quotation.quotations).toHaveLength(2);
    // One line per set, each saying which (issue 27: both said "Sets: 2").
    quotation.quotations.forEach((line: { details: string }, i: number) => {
      expect(line.details).toMatch(/^Standard Vinyl Stickers, /);
      expect(line.details).toContain(`Quantity: ${count(body.quantity)}`);
      expect(line.details).toContain(`Set ${i + 1} of 2`);
    });
    const pdf = await request(
      'GET',
      `/pdf/quotation/download?quotation_no=${quotation.quotation_no}`,
    );
    const text = (await pdfText(pdf.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain(`Quantity: ${count(body.quantity)}`);
    expect(text).toContain('Set 1 of 2');
    expect(text).toContain('Set 2 of 2');
    expect(text).not.toContain('Sets: 2');
  });

  it("keeps a quote request's quantity in its stored summary", async () => {
    const request = visitor();
    const created = await request('POST', '/api/quote/create/quote-request', {
      firstname: 'Ana',
      lastname: 'Lima',
      email_address: 'ana.summary@example.org',
      quantity: 999_999,
      quote_type: 'Special Quantity',
      comment: 'Rush, please',
      featured_item_id: 1,
      configuration: `${CONFIGURATION}&kinds=3&custom_quantity=999999`,
      utm: {},
    });
    expect(created.statusCode).toBe(201);
    const stored = await app.shop.quotes.findQuoteRequest(created.json().reference_no);
    expect(stored?.comment.split('\n')).toEqual(
      expect.arrayContaining([
        'Standard Vinyl Stickers',
        'Size: 2" x 2"',
        'Quantity: 999,999',
        'Sets: 3',
        'Rush, please',
      ]),
    );
  });
});
