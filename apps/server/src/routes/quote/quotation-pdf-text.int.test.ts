import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { browserAt, freshAddress } from '../../testing/browser';
import { pdfText } from '../../testing/pdf-text';
import { quotePayloadFor } from '../../testing/quote-payload';

// Issue 27, item 5: the quotation PDF embeds fonts for Latin, Greek, Cyrillic and CJK, so a Bill
// To prints as written ("李" printed as "gN" with Helvetica); what no font has is refused on save.
const NOW = new Date('2026-11-26T04:00:00Z');
let app: App;
beforeAll(async () => {
  const { createTestApp } = await import('../../testing/test-app');
  ({ app } = await createTestApp({ clock: () => NOW }));
});
afterAll(() => app.close());

type Browser = ReturnType<typeof browserAt>;

/** A visitor with a fresh quotation of 2" x 2" stickers. */
async function quotationOfNewVisitor() {
  const browser = browserAt(app, freshAddress());
  const body = await quotePayloadFor(app, {
    priceQuery: 'product_id=1&featured_item_id=1&width=2&height=2',
    originPath: '/stickers/standard-vinyl',
  });
  const created = await browser.request('POST', '/api/quote/create/quotation', body);
  expect(created.statusCode, created.body).toBe(201);
  return { browser, quotation: created.json() as { id: number; quotation_no: string } };
}

async function pdfOf(browser: Browser, quotationNo: string): Promise<string> {
  const response = await browser.request(
    'GET',
    `/pdf/quotation/download?quotation_no=${quotationNo}`,
  );
  expect(response.statusCode).toBe(200);
  return pdfText(response.rawPayload);
}

describe('the Bill To in the quotation PDF', () => {
  it.each([
    {
      script: 'Latin',
      billTo: { company: 'Brasserie Zoë & Søn', name: 'François Ōtake', address: 'Łódź, Straße 5' },
    },
    {
      script: 'Greek',
      billTo: { company: 'Εταιρεία Ήλιος', name: 'Γιώργος Παπαδόπουλος', address: 'Αθήνα 105 57' },
    },
    {
      script: 'Cyrillic',
      billTo: { company: 'ООО «Ромашка»', name: 'Иван Петров', address: 'Москва, ул. Тверская, 7' },
    },
    {
      script: 'CJK',
      billTo: {
        company: '東京印刷株式会社',
        name: '李',
        address: '中文地址\n서울특별시 중구 세종대로',
      },
    },
  ])('prints a $script Bill To as written', async ({ billTo }) => {
    const { browser, quotation } = await quotationOfNewVisitor();
    const saved = await browser.request(
      'PUT',
      `/api/quote/update/quotation/${quotation.id}`,
      billTo,
    );
    expect(saved.statusCode, saved.body).toBe(200);

    const lines = (await pdfOf(browser, quotation.quotation_no)).split('\n');
    for (const line of [billTo.company, billTo.name, ...billTo.address.split('\n')]) {
      expect(lines).toContain(line);
    }
  });

  it('refuses characters no embedded font has, naming the field and the characters', async () => {
    const { browser, quotation } = await quotationOfNewVisitor();
    expect(
      (
        await browser.request('PUT', `/api/quote/update/quotation/${quotation.id}`, {
          company: 'Acme',
          name: 'Jane Doe',
          address: '',
        })
      ).statusCode,
    ).toBe(200);

    const refused = await browser.request('PUT', `/api/quote/update/quotation/${quotation.id}`, {
      company: 'Acme',
      name: 'Jane 🎯 Doe',
      address: '1 Main St ❤️',
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toEqual({
      code: 'UNPRINTABLE_CHARACTERS',
      message: expect.stringContaining('"🎯"'),
      details: [
        {
          field: 'name',
          message: 'The quotation cannot print "🎯". Please remove or replace this character.',
        },
        {
          field: 'address',
          message: 'The quotation cannot print "❤️". Please remove or replace this character.',
        },
      ],
    });
    // Nothing was saved: the quotation and its PDF keep the Bill To saved before.
    const stored = await browser.request(
      'GET',
      `/api/quote/get/quotation/${quotation.quotation_no}`,
    );
    expect(stored.json()).toMatchObject({ company: 'Acme', name: 'Jane Doe', address: '' });
    expect(await pdfOf(browser, quotation.quotation_no)).toContain('Jane Doe');
  });
});
