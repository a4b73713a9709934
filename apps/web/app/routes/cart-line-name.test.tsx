import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LineName } from './cart';

// Issue 13 item 7: a line stored before origin_path was checked may point anywhere; the cart
// links only to pages of this site.
const render = (origin_path: string) =>
  renderToString(
    <MemoryRouter>
      <LineName line={{ origin_path, product_name: 'Standard Vinyl Stickers' }} />
    </MemoryRouter>,
  );

describe("a cart line's product name", () => {
  it('links back to the page of this site it was added from', () => {
    expect(render('/stickers/standard-vinyl')).toBe(
      '<a href="/stickers/standard-vinyl" data-discover="true">Standard Vinyl Stickers</a>',
    );
  });

  it.each(['//evil.example/x', '/\\evil.example', 'https://evil.example/', 'compare_type'])(
    'is plain text for %j',
    (origin) => {
      const html = render(origin);
      expect(html).toBe('Standard Vinyl Stickers');
      expect(html).not.toContain('<a');
    },
  );
});
