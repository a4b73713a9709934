import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { bleedText } from '@shop/domain/artwork-guide';
import { ArtworkGuide } from './artwork-guide';

// Issue 27 item 11: the guide covers spec 000 §2's topics and states the bleed its templates are
// drawn with, the figure the FAQ states too.
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('the artwork guide', () => {
  it('covers a sheet of shapes, a special shape and special processing for stickers', () => {
    const html = text(renderToString(<ArtworkGuide initialKind="sticker" />));
    for (const title of [
      'Several shaped stickers on one sheet',
      'A special-shaped sticker',
      'A sticker with special processing',
    ]) {
      expect(html).toContain(title);
    }
    expect(html).toContain(`Bleed: run the background ${bleedText('sticker')} past the trim line`);
    expect(html).not.toMatch(/5 ?mm/);
  });

  it('covers business cards with print features', () => {
    const html = text(renderToString(<ArtworkGuide initialKind="business-card" />));
    expect(html).toContain('Business cards with print features');
    expect(html).toContain(bleedText('business-card'));
    expect(html).not.toMatch(/5 ?mm/);
  });
});
