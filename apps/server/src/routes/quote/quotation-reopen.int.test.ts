import type { DatabaseHandle } from '@shop/db/client';
import { quotations } from '@shop/db/schema';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { browserAt, freshAddress } from '../../testing/browser';
import { quotePayloadFor } from '../../testing/quote-payload';

// Issue 27, item 6: each Print Quote click made a new quotation number. The same visitor asking
// again for the same configuration and sets on the same issue date (the shop's time zone,
// America/Los_Angeles here) reopens that quotation, with its number and saved Bill To.
let now = new Date('2026-11-26T04:00:00Z'); // Nov 25, 20:00 in Los Angeles
let app: App;
let database: DatabaseHandle;
beforeAll(async () => {
  const { createTestApp } = await import('../../testing/test-app');
  ({ app, database } = await createTestApp({ clock: () => now }));
});
afterAll(() => app.close());

type Browser = ReturnType<typeof browserAt>;

const payload = (kinds: number) =>
  quotePayloadFor(app, {
    priceQuery: 'product_id=1&featured_item_id=1&width=2&height=2',
    tier: 1,
    kinds,
    originPath: '/stickers/standard-vinyl',
  });

async function printQuote(browser: Browser, kinds: number) {
  const created = await browser.request(
    'POST',
    '/api/quote/create/quotation',
    await payload(kinds),
  );
  expect(created.statusCode, created.body).toBe(201);
  return created.json() as {
    id: number;
    quotation_no: string;
    issue_date: string;
    name: string;
    company: string;
    address: string;
    quotations: Array<{ details: string }>;
  };
}

const storedCount = async () =>
  (await database.db.select({ n: count() }).from(quotations))[0]?.n ?? 0;

describe('Print Quote', () => {
  it('says which set each line is', async () => {
    const quotation = await printQuote(browserAt(app, freshAddress()), 3);
    expect(quotation.quotations.map((line) => line.details)).toEqual([
      expect.stringContaining('Set 1 of 3'),
      expect.stringContaining('Set 2 of 3'),
      expect.stringContaining('Set 3 of 3'),
    ]);
    for (const line of quotation.quotations) expect(line.details).not.toContain('Sets: 3');
  });

  // Issue 29: a quotation keeps the configuration it priced, as read (ADR 0040).
  it('keeps the configuration it priced', async () => {
    const quotation = await printQuote(browserAt(app, freshAddress()), 2);
    const [row] = await database.db
      .select({ configuration: quotations.configuration })
      .from(quotations)
      .where(eq(quotations.id, quotation.id));
    expect(row?.configuration).toMatchObject({
      featuredItemId: 1,
      customQuantity: null,
      options: { productId: 1, widthIn: 2, heightIn: 2, kinds: 2 },
    });
  });

  it('reopens the quotation, with its saved Bill To, when the same visitor asks again that day', async () => {
    const browser = browserAt(app, freshAddress());
    const first = await printQuote(browser, 3);
    const billTo = { company: 'Lima Ceramics', name: 'Ana Lima', address: '1 Clay Road' };
    const saved = await browser.request('PUT', `/api/quote/update/quotation/${first.id}`, billTo);
    expect(saved.statusCode, saved.body).toBe(200);
    const before = await storedCount();

    now = new Date('2026-11-26T07:30:00Z'); // Nov 25, 23:30 in Los Angeles: the same issue date
    const again = await printQuote(browser, 3);

    expect(again).toMatchObject({ id: first.id, quotation_no: first.quotation_no, ...billTo });
    expect(await storedCount()).toBe(before);
  });

  it('makes a new quotation for other sets, another visitor or the next issue date', async () => {
    now = new Date('2026-11-26T04:00:00Z');
    const browser = browserAt(app, freshAddress());
    const first = await printQuote(browser, 2);

    const otherSets = await printQuote(browser, 3);
    expect(otherSets.quotation_no).not.toBe(first.quotation_no);

    const otherVisitor = await printQuote(browserAt(app, freshAddress()), 2);
    expect(otherVisitor.quotation_no).not.toBe(first.quotation_no);

    now = new Date('2026-11-26T08:30:00Z'); // Nov 26, 00:30 in Los Angeles: the next issue date
    const nextDay = await printQuote(browser, 2);
    expect(nextDay.issue_date).toBe('2026-11-26');
    expect(nextDay.quotation_no).not.toBe(first.quotation_no);
    // And that day's quotation is the one reopened from then on.
    expect((await printQuote(browser, 2)).quotation_no).toBe(nextDay.quotation_no);
  });
});
