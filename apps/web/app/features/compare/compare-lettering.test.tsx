import type { QuotePayload } from '@shop/domain/cart-contract';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import { CompareCard, shownDetails } from './compare-panel';
import type { CompareItem } from './compare-store';

type Lettering = NonNullable<QuotePayload['lettering']>;

const card = (lettering?: Partial<Lettering> | null): CompareItem => ({
  key: 'compare-entry-3',
  product: 'Vinyl Lettering',
  details: ['Size: 12" x 3.1"', 'Quantity: 1', 'Text: Open / Daily <b>', 'Typeface: Signika'],
  price: '58.00',
  quote_data: {
    configuration: 'product_id=22&featured_item_id=11&width=12&height=3.1&color_id=7',
    featured_item_id: 11,
    product_id: 22,
    material_id: null,
    product_pricing_id: 5,
    select_quantity: 1,
    quantity: 1,
    custom_quantity: null,
    kinds: 1,
    size: '12" x 3.1"',
    cost: '58.00',
    shipping_method_id: 1,
    method: 'Standard',
    printing_days: 3,
    shipping_days: 5,
    shipping_cost: '0.00',
    origin_path: '/vinyl-lettering-designer',
    ...(lettering === null
      ? {}
      : {
          lettering: {
            lines: ['Open', 'Daily <b>'],
            alignment: 'right',
            selected_font: 'alata',
            selected_color: 'gold',
            width: 12,
            height: 3.1,
            ...lettering,
          },
        }),
  },
});

/** The whole HTML once every lazy part has loaded (renderToString would leave them out). */
async function renderAll(node: ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(node);
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

const render = (entry: CompareItem) =>
  renderAll(
    <CompareCard
      entry={entry}
      details={{ differing: [], shared: shownDetails(entry) }}
      onAddToCart={async () => ({ ok: true })}
      onRemove={() => {}}
    />,
  );

/** The text of an HTML fragment, entities decoded as a reader sees them. */
const plain = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')
    .trim();

describe('a compare card with a lettering design', () => {
  it('shows the text, alignment, typeface and colour by name, and the size', async () => {
    const html = await render(card());
    expect(html).toContain('data-testid="compare-lettering"');
    expect(html).toContain('<dd class="lettering-facts__text">Open\nDaily &lt;b&gt;</dd>');
    const text = plain(html);
    expect(text).toContain('Alignment Right');
    expect(text).toContain('Typeface Alata');
    expect(text).toContain('Color Gold');
    expect(text).toContain('Size (W x H) 12.00 x 3.10 in');
    // The card's own parts stay.
    expect(text).toContain('$58.00');
    expect(html).toContain('Add to Cart');
  });

  it('sets the preview in its own typeface, aligned and painted in its colour', async () => {
    const html = await render(card());
    expect(html).toContain(
      'role="img" aria-label="Preview of the lettering: Open / Daily &lt;b&gt;"',
    );
    const span = /<span class="compare-lettering__text" style="([^"]*)"[^>]*>([^<]*)<\/span>/.exec(
      html,
    );
    expect(span?.[2]).toBe('Open\nDaily &lt;b&gt;');
    const style = span?.[1] ?? '';
    expect(style).toContain('font-family:&quot;lettering-alata&quot;, sans-serif');
    expect(style).toContain('font-weight:400');
    expect(style).toContain('text-align:right');
    // Gold is a gradient clipped to the letters; the swatch paints it under the entry's key.
    expect(style).toContain('background-image:linear-gradient(');
    expect(style).toContain('background-clip:text');
    expect(style).toContain('color:transparent');
    expect(html).toContain('fill="url(#compare-entry-3-swatch)"');
  });

  it('paints a flat colour as the text colour, white with a hairline', async () => {
    expect(await render(card({ selected_color: 'red' }))).toMatch(/style="[^"]*color:#C8102E/);
    const white = await render(card({ selected_color: 'white' }));
    expect(white).toMatch(/style="[^"]*color:#FFFFFF;-webkit-text-stroke:0.6px #8a8f98/i);
  });

  it('names a typeface or colour it does not know by its id, in the page font', async () => {
    const html = await render(card({ selected_font: 'comic-sans', selected_color: 'plaid' }));
    const text = plain(html);
    expect(text).toContain('Typeface comic-sans');
    expect(text).toContain('Color plaid');
    expect(html).not.toContain('font-family');
    expect(html).not.toContain('lettering-facts__swatch');
  });

  it('shows no lettering on a card without a design', async () => {
    const html = await render(card(null));
    expect(html).not.toContain('compare-lettering');
    expect(plain(html)).toContain('Vinyl Lettering');
  });
});
