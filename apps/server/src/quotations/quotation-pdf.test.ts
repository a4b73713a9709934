import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { letteringColourById, type LetteringColour } from '@shop/domain/lettering/colours';
import { pdfFilledPaths, unionBox, type FilledPath } from '../testing/pdf-drawing';
import { pdfPageSize, pdfText } from '../testing/pdf-text';
import { PREVIEW_CAPTION, repeatedBands, type QuotationLettering } from './quotation-lettering';
import { renderQuotationPdf, type QuotationDocument } from './quotation-pdf';

const LONG_DETAILS =
  'Die-cut vinyl stickers, 3" x 3", glossy laminate, white ink underlay, kiss-cut on sheets of ' +
  '12, custom backing print, individually bagged in sets of ten for retail display; artwork ' +
  'proof approved after two rounds of revisions to the palette and the outline thickness.';

function quotation(overrides: Partial<QuotationDocument> = {}): QuotationDocument {
  return {
    quotationNo: 'Q-20261121-0007',
    issueDate: '2026-11-21',
    validUntil: '2026-12-21',
    billTo: {
      company: 'Acme Coffee Roasters LLC',
      name: 'Jane Doe',
      address: '123 Main Street, Suite 400\nPortland, OR 97205',
    },
    lines: [
      { details: LONG_DETAILS, quantity: 500, price: '135.13' },
      { details: 'Business cards, 3.5" x 2", 16pt matte', quantity: 1000, price: '1234.50' },
    ],
    subTotal: '1369.63',
    shippingFee: '0.00',
    pointDiscount: '0.00',
    couponDiscount: '10.00',
    promoDiscount: '5.50',
    totalPrice: '1354.13',
    ...overrides,
  };
}

/** Whitespace removed, so text wrapped across lines (even at a hyphen) still matches. */
function squash(text: string): string {
  return text.replace(/\s+/g, '');
}

async function pdfTitle(data: Buffer): Promise<unknown> {
  const pdf = await getDocument({
    data: new Uint8Array(data),
    useSystemFonts: false,
    isEvalSupported: false,
  }).promise;
  try {
    const { info } = await pdf.getMetadata();
    return (info as { Title?: unknown }).Title;
  } finally {
    await pdf.destroy();
  }
}

describe('renderQuotationPdf', () => {
  it('prints the quotation, its customer, lines and totals', async () => {
    const text = await pdfText(await renderQuotationPdf(quotation()));

    expect(text).toContain('Peel & Press');
    expect(text).toContain('QUOTATION');
    expect(text).toContain('Q-20261121-0007');
    expect(text).toContain('Nov 21, 2026');
    expect(text).toContain('Acme Coffee Roasters LLC');
    expect(text).toContain('Jane Doe');
    expect(text).toContain('Portland, OR 97205');
    // The long description wraps but is printed whole.
    expect(squash(text)).toContain(squash(LONG_DETAILS));
    expect(text).toContain('$135.13');
    expect(text).toContain('$1,234.50');
    expect(text).toContain('1,000');
    expect(text).toContain('$1,369.63');
    expect(text).toMatch(/Total\s*\$1,354\.13/);
    expect(squash(text)).toContain(
      squash(
        'This quotation is valid until Dec 21, 2026. ' +
          'Prices include printing; taxes, if any, are added at checkout.',
      ),
    );
    expect(text).toContain('Page 1 of 1');
  });

  it('shows free shipping and only the discounts that apply, as negative amounts', async () => {
    const text = await pdfText(await renderQuotationPdf(quotation()));

    expect(text).toMatch(/Shipping\s*Free/);
    expect(text).toMatch(/Coupon discount\s*-\$10\.00/);
    expect(text).toMatch(/Promo discount\s*-\$5\.50/);
    expect(text).not.toContain('Point discount');
  });

  it('shows a shipping fee and no discount rows when nothing is taken off', async () => {
    const text = await pdfText(
      await renderQuotationPdf(
        quotation({
          shippingFee: '12.50',
          couponDiscount: '0.00',
          promoDiscount: '0.00',
          totalPrice: '1382.13',
        }),
      ),
    );

    expect(text).toMatch(/Shipping\s*\$12\.50/);
    expect(text).not.toContain('Free');
    expect(text).not.toContain('discount');
    expect(text).toMatch(/Total\s*\$1,382\.13/);
  });

  it('shows a dash when there is no one to bill', async () => {
    const text = await pdfText(
      await renderQuotationPdf(quotation({ billTo: { company: '', name: '', address: '' } })),
    );

    expect(text).toMatch(/BILL TO\s*—/);
  });

  it('is a US Letter page titled after the quotation', async () => {
    const pdf = await renderQuotationPdf(quotation());

    expect(await pdfPageSize(pdf)).toEqual({ width: 612, height: 792 });
    expect(await pdfTitle(pdf)).toBe('Quotation Q-20261121-0007');
  });

  it('continues a long table on new pages, repeating its header', async () => {
    const lines = Array.from({ length: 40 }, (_, i) => ({
      details: i % 3 === 0 ? LONG_DETAILS : `Product labels, batch ${i + 1}`,
      quantity: 10 + i,
      price: `${i + 1}.25`,
    }));
    const text = await pdfText(await renderQuotationPdf(quotation({ lines })));

    const pages = Number(/Page 1 of (\d+)/.exec(text)?.[1]);
    expect(pages).toBeGreaterThan(1);
    expect(text).toContain(`Page ${pages} of ${pages}`);
    expect(text.match(/# Description Qty Amount/g)).toHaveLength(pages);
    // Every row is printed once, in order.
    const amounts = [...text.matchAll(/\$(\d+)\.25/g)].map((match) => Number(match[1]));
    expect(amounts).toEqual(lines.map((_, i) => i + 1));
  });
});

describe('text in the embedded fonts (issue 27)', () => {
  it('embeds subsets of Noto Sans, no built-in font', async () => {
    const raw = (await renderQuotationPdf(quotation())).toString('latin1');
    // A subset's name is six capitals and a plus before the font's own.
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSans-Regular/);
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSans-Bold/);
    expect(raw).not.toContain('Helvetica');
    // Faces no text needed are not embedded.
    expect(raw).not.toContain('NotoSansHans');
  });

  it('prints a line mixing scripts as written, each in a face that has it', async () => {
    const billTo = { company: 'Ελληνικά 東京 Ltd', name: 'Jane 李 Иван 김', address: '' };
    const pdf = await renderQuotationPdf(quotation({ billTo }));
    const lines = (await pdfText(pdf)).split('\n');
    expect(lines).toContain(billTo.company);
    expect(lines).toContain(billTo.name);
    const raw = pdf.toString('latin1');
    expect(raw).toContain('+NotoSansHans-Regular');
    expect(raw).toContain('+NotoSansKR-Regular');
  });

  it('wraps a long CJK address within the Bill To block, printing every character', async () => {
    const address = '北京市朝阳区建国门外大街甲六号中国国际贸易中心写字楼一座二十三层二三零一室';
    const text = await pdfText(
      await renderQuotationPdf(quotation({ billTo: { company: '', name: '李', address } })),
    );
    const block = text.slice(text.indexOf('李'), text.indexOf('#'));
    expect(squash(block)).toContain(address);
    // It does not fit one line of the 280 pt block at 10 pt.
    expect(block.split('\n').filter((line) => /[一-龥]{4}/.test(line)).length).toBeGreaterThan(1);
  });

  it('cuts a description longer than a page, ending it with an ellipsis', async () => {
    const details = Array.from({ length: 40 }, () => LONG_DETAILS).join(' ');
    const text = await pdfText(
      await renderQuotationPdf(quotation({ lines: [{ details, quantity: 1, price: '1.00' }] })),
    );
    expect(text).toMatch(/\w…/);
    expect(squash(text)).not.toContain(squash(details));
    // The row fills a page of its own (after the first page's header), cut short of its bottom.
    expect(text).toContain('Page 2 of 3');
  });

  it('still prints a quotation saved before the rule with a character no font has', async () => {
    const billTo = { company: 'Acme', name: 'Jane 🎯 Doe', address: '' };
    const text = await pdfText(await renderQuotationPdf(quotation({ billTo })));
    expect(text).toContain('Acme');
    expect(text).toContain('Doe');
  });
});

function colour(id: string): LetteringColour {
  const found = letteringColourById(id);
  if (!found) throw new Error(`no colour ${id}`);
  return found;
}

/** Two "glyphs" of a design 200 x 50 mm: a bar and a block, their box exactly the design's. */
function lettering(colourId: string): QuotationLettering {
  return {
    widthMm: 200,
    heightMm: 50,
    paths: ['M0 0L100 0L100 20L0 20Z', 'M120 10L200 10L200 50L120 50Z'],
    colour: colour(colourId),
  };
}

const PRINTED_IN = (fill: string) => (path: FilledPath) => path.fill === fill;

describe('a lettering preview in the quotation PDF', () => {
  it('draws each glyph in the flat colour, in the true proportions, under the description', async () => {
    const line = { details: 'Lettering Decals', quantity: 1, price: '20.00' };
    const pdf = await renderQuotationPdf(
      quotation({ lines: [{ ...line, lettering: lettering('red') }] }),
    );

    const glyphs = (await pdfFilledPaths(pdf)).filter(PRINTED_IN('#c8102e'));
    expect(glyphs).toHaveLength(2);
    const box = unionBox(glyphs);
    // 200 x 50 mm drawn 4 times as wide as tall, inside the description column.
    expect((box.right - box.left) / (box.bottom - box.top)).toBeCloseTo(4, 6);
    expect(box.left).toBeGreaterThanOrEqual(80);
    expect(box.right).toBeLessThanOrEqual(402);
    const text = await pdfText(pdf);
    expect(text).toContain(PREVIEW_CAPTION);
    // Below its item's description, above the totals.
    const description = text.indexOf('Lettering Decals');
    expect(description).toBeGreaterThanOrEqual(0);
    expect(text.indexOf(PREVIEW_CAPTION)).toBeGreaterThan(description);
    expect(text.indexOf(PREVIEW_CAPTION)).toBeLessThan(text.indexOf('Subtotal'));
  });

  it('paints gold with a gradient and outlines white in grey', async () => {
    const gold = await pdfFilledPaths(
      await renderQuotationPdf(
        quotation({
          lines: [{ details: 'Gold', quantity: 1, price: '1.00', lettering: lettering('gold') }],
        }),
      ),
    );
    expect(gold.filter(PRINTED_IN('shading'))).toHaveLength(2);

    const white = await pdfFilledPaths(
      await renderQuotationPdf(
        quotation({
          lines: [{ details: 'White', quantity: 1, price: '1.00', lettering: lettering('white') }],
        }),
      ),
    );
    expect(white.filter(PRINTED_IN('#ffffff'))).toHaveLength(2);
  });

  it('draws nothing of the kind for a quotation without lettering', async () => {
    const pdf = await renderQuotationPdf(quotation());
    const filled = await pdfFilledPaths(pdf);
    // The table header's band is the only filled shape.
    expect(filled.map((path) => path.fill)).toEqual(['#f2f4f7']);
    expect(await pdfText(pdf)).not.toContain(PREVIEW_CAPTION);
  });

  it('keeps every preview on its page when rows with previews run onto new pages', async () => {
    const lines = Array.from({ length: 12 }, (_, i) => ({
      details: i % 4 === 0 ? LONG_DETAILS : `Lettering, set ${i + 1}`,
      quantity: 1,
      price: `${i + 1}.25`,
      lettering: lettering('black'),
    }));
    const pdf = await renderQuotationPdf(quotation({ lines }));
    const text = await pdfText(pdf);
    const pages = Number(/Page 1 of (\d+)/.exec(text)?.[1]);
    expect(pages).toBeGreaterThan(1);
    let glyphs = 0;
    for (let page = 1; page <= pages; page++) {
      for (const path of (await pdfFilledPaths(pdf, page)).filter(PRINTED_IN('#111111'))) {
        glyphs += 1;
        expect(path.box.top).toBeGreaterThan(50);
        expect(path.box.bottom).toBeLessThan(792 - 70);
      }
    }
    expect(glyphs).toBe(2 * lines.length);
    expect(text.match(new RegExp(PREVIEW_CAPTION.replace(/[()]/g, '\\$&'), 'g'))).toHaveLength(
      lines.length,
    );
  });
});

describe('repeatedBands', () => {
  it('repeats a pattern along one gradient with hard edges, offsets rising within 0..1', () => {
    const stops = [
      { offset: 0, hex: '#E4002B' },
      { offset: 0.5, hex: '#00A94F' },
      { offset: 1, hex: '#6A1B9A' },
    ];
    const bands = repeatedBands(stops, 2.5);
    const offsets = bands.map((stop) => stop.offset);
    for (let i = 1; i < offsets.length; i++) {
      expect(offsets[i]).toBeGreaterThan(offsets[i - 1] ?? 0);
    }
    expect(Math.max(...offsets)).toBeLessThanOrEqual(1);
    // Band 1 ends purple at 0.4 and band 2 starts red right after it.
    expect(bands.slice(2, 4)).toEqual([
      { offset: 0.4, hex: '#6A1B9A' },
      { offset: 0.4 + 1e-6, hex: '#E4002B' },
    ]);
    expect(bands.map((stop) => stop.hex).slice(0, 3)).toEqual(['#E4002B', '#00A94F', '#6A1B9A']);
    expect(repeatedBands(stops, 0.3)).toEqual(stops);
  });
});
