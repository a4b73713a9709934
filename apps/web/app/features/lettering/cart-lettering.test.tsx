import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { drawablePreview } from '~/ui/lettering-facts';
import { CartLetteringDetails, type CartLettering } from './cart-lettering';

const lettering = (overrides: Partial<CartLettering> = {}): CartLettering => ({
  lines: ['Open', 'Daily <b>'],
  alignment: 'right',
  selected_font: 'signika',
  font_name: 'Signika',
  selected_color: 'gold',
  color_name: 'Gold',
  width: 12,
  height: 3.1,
  cut_file_url: '/api/cart/items/7/cut-file.svg',
  preview: {
    width_mm: 304.8,
    height_mm: 78.74,
    paths: ['M0 78.7L10 78.7L10 0L0 0Z', 'M12 78.7Q20 40 30 78.7Z'],
  },
  ...overrides,
});

const render = (value: CartLettering) =>
  renderToString(<CartLetteringDetails lineId={7} lettering={value} />);

/** The text of an HTML fragment, entities decoded as a reader sees them. */
const plain = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ')
    .trim();

describe("a cart line's lettering", () => {
  it('shows the text with its line breaks, the typeface, colour and size', () => {
    const html = render(lettering());
    expect(html).toContain('<dd class="lettering-facts__text">Open\nDaily &lt;b&gt;</dd>');
    expect(plain(html)).toContain('Alignment Right');
    expect(plain(html)).toContain('Typeface Signika');
    expect(plain(html)).toContain('Color Gold');
    expect(plain(html)).toContain('Size (W x H) 12.00 x 3.10 in');
  });

  it('draws the preview at true proportions within 120 px, painted with the colour', () => {
    const html = render(lettering());
    expect(html).toContain('viewBox="0 0 304.8 78.74"');
    expect(html).toContain('width="120" height="31"');
    expect(html).toContain('<path d="M0 78.7L10 78.7L10 0L0 0Z"></path>');
    expect(html).toContain('<path d="M12 78.7Q20 40 30 78.7Z"></path>');
    // Gold is a gradient, defined once for the preview and once for the swatch.
    expect(html).toContain('<linearGradient id="lettering-paint-7"');
    expect(html).toContain('fill="url(#lettering-paint-7)"');
    expect(html).toContain('fill="url(#lettering-swatch-7)"');
    expect(html).toContain('stop-color="#D4A63A"');
  });

  it('paints a flat colour with its hex and a pattern as repeating bands', () => {
    const red = render(lettering({ selected_color: 'red', color_name: 'Red' }));
    expect(red).toContain('fill="#C8102E"');
    expect(red).not.toContain('linearGradient');
    const hologram = render(lettering({ selected_color: 'hologram', color_name: 'Hologram' }));
    expect(hologram).toContain('spreadMethod="repeat"');
    expect(hologram).toContain('stop-color="#F6C8FF"');
  });

  it('links the cut file as a download', () => {
    expect(render(lettering())).toContain(
      '<a class="cart-lettering__download" href="/api/cart/items/7/cut-file.svg" download="">Download cut file (SVG)</a>',
    );
  });

  it('offers no cut file the shop cannot draw (its typeface no longer offered)', () => {
    const html = render(lettering({ preview: null }));
    expect(html).not.toContain('cut-file.svg');
    expect(plain(html)).toContain('The cut file is not available');
    // The facts stay: the visitor still sees what they ordered.
    expect(plain(html)).toContain('Typeface Signika');
  });

  it.each([
    ['markup in the path data', { paths: ['M0 0"/><script>alert(1)</script>'] }],
    ['a url in the path data', { paths: ['M0 0 url(x)'] }],
    ['no paths', { paths: [] }],
    ['a zero width', { width_mm: 0 }],
  ])('draws no preview with %s', (_, change) => {
    const preview = { width_mm: 10, height_mm: 10, paths: ['M0 0L1 1Z'], ...change };
    expect(drawablePreview(preview)).toBeNull();
    const html = render(lettering({ preview }));
    expect(html).not.toContain('data-testid="lettering-preview"');
    expect(html).not.toContain('<script');
    expect(plain(html)).toContain('Typeface Signika');
  });
});
