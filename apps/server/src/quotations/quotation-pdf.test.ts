import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { pdfPageSize, pdfText } from '../testing/pdf-text';
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
