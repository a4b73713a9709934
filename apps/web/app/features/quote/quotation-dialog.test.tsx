import type { Quotation } from '@shop/shop/quotes/contract';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { QuotationDialog } from './quotation-dialog';

const quotation = (change: Partial<Quotation> = {}): Quotation => ({
  id: 41,
  quotation_no: 'Q-000041',
  issue_date: '2026-11-23',
  name: '',
  company: '',
  address: '',
  quotations: [{ details: 'Lettering Decals, Gold, 12" x 3.1"', quantity: 1, price: '58.00' }],
  sub_total: '58.00',
  shipping_fee: '0.00',
  point_discount: '0.00',
  coupon_discount: '0.00',
  promo_discount: '0.00',
  total_price: '58.00',
  lettering: {
    lines: ['Open', 'Daily <b>'],
    alignment: 'center',
    selected_font: 'signika',
    font_name: 'Signika',
    selected_color: 'gold',
    color_name: 'Gold',
    width: 12,
    height: 3.1,
    preview: { width_mm: 304.8, height_mm: 78.74, paths: ['M0 78.7L10 78.7L10 0L0 0Z'] },
  },
  ...change,
});

/** The whole HTML once every lazy part has loaded (renderToString would leave them out). */
async function renderAll(node: ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(node);
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

// The dialog's "Order" button navigates to the cart: it lives inside the page's router.
const render = (value: Quotation) =>
  renderAll(
    <RouterProvider
      router={createMemoryRouter([
        {
          path: '/',
          element: <QuotationDialog quotation={value} onClose={() => {}} onChange={() => {}} />,
        },
      ])}
    />,
  );

/** The text of an HTML fragment, entities decoded as a reader sees them. */
const plain = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ')
    .trim();

describe('the quotation dialog with lettering', () => {
  it('shows the design: its preview and its text, alignment, typeface, colour and size', async () => {
    const html = await render(quotation());
    expect(html).toContain('data-testid="quotation-lettering"');
    expect(html).toContain('<dd class="lettering-facts__text">Open\nDaily &lt;b&gt;</dd>');
    const text = plain(html);
    expect(text).toContain('Lettering Text Open Daily <b> Alignment Center');
    expect(text).toContain('Typeface Signika Color Gold Size (W x H) 12.00 x 3.10 in');
    // The outlines at true proportions within 120 px, painted with Gold's gradient.
    expect(html).toContain('aria-label="Preview of the lettering: Open / Daily &lt;b&gt;"');
    expect(html).toContain('viewBox="0 0 304.8 78.74" width="120" height="31"');
    expect(html).toContain('<path d="M0 78.7L10 78.7L10 0L0 0Z"></path>');
    expect(html).toContain('fill="url(#quotation-lettering-41-paint)"');
    expect(html).toContain('fill="url(#quotation-lettering-41-swatch)"');
    // No cut file: a quotation is not an order.
    expect(html).not.toContain('cut file');
  });

  it('lists the facts without a preview when the outlines are not plain path data', async () => {
    const base = quotation().lettering;
    if (!base) throw new Error('no lettering');
    const html = await render(
      quotation({
        lettering: { ...base, preview: { width_mm: 10, height_mm: 10, paths: ['M0 0"/><x'] } },
      }),
    );
    expect(html).not.toContain('data-testid="lettering-preview"');
    expect(html).not.toContain('<x');
    expect(plain(html)).toContain('Typeface Signika');
  });

  it('has no lettering section without a design', async () => {
    const html = await render(quotation({ lettering: null }));
    expect(html).not.toContain('quotation-lettering');
    expect(html).toContain('Q-000041');
  });
});
