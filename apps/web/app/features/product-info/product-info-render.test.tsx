import { CARD_PANELS } from '@shop/domain/product-content/card-panels';
import { PRODUCT_PANELS } from '@shop/domain/product-content/product-info';
import { existsSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CardStockTable } from './card-stock-table';
import { FaqSection } from './faq-section';
import { ProductInfoSection } from './product-info-section';
import { SpecialProcessingTabs } from './special-processing-tabs';

// What the server sends before any script runs: the parts that must work without JavaScript.

describe('server-rendered product info', () => {
  it('keeps closed FAQ answers in the HTML, hidden, with their buttons wired up', () => {
    const html = renderToString(
      <FaqSection
        entries={[
          { question: 'Open one?', answer: 'Shown.', open: true },
          { question: 'Closed one?', answer: 'Still in the page.', open: false },
        ]}
      />,
    );
    expect(html).toContain('Still in the page.');
    expect(html.match(/aria-expanded="true"/g)).toHaveLength(1);
    expect(html.match(/aria-expanded="false"/g)).toHaveLength(1);
    expect(html.match(/ hidden=""/g)).toHaveLength(1);
  });

  it('shows a tab bar only for two or more panels', () => {
    const single = renderToString(<ProductInfoSection content={PRODUCT_PANELS['pvc-vinyl']} />);
    expect(single).not.toContain('role="tablist"');
    expect(single).toContain('PVC Vinyl Stickers');

    const tabs = renderToString(
      <ProductInfoSection
        initialTabId="art"
        tabs={[
          { id: 'kraft', label: 'Kraft', content: PRODUCT_PANELS['kraft-paper'] },
          { id: 'art', label: 'Art Paper', content: PRODUCT_PANELS['art-paper'] },
        ]}
      />,
    );
    expect(tabs).toContain('role="tablist"');
    expect(tabs.match(/role="tab"/g)).toHaveLength(2);
    expect(tabs).toMatch(/aria-selected="true"[^>]*>Art Paper</);
    expect(tabs).toContain('Kraft Paper Stickers');
  });

  it('shows a clip as its thumbnail and a play button, loading nothing of it yet', () => {
    const html = renderToString(
      <ProductInfoSection content={CARD_PANELS['premium-business-card']} />,
    );
    expect(html).toMatch(
      /<button type="button" class="product-video product-video__thumbnail" aria-label="Play video: a premium card with gold foil[^"]*">/,
    );
    expect(html).toContain('src="/media/videos/premium-card-turn-poster.webp"');
    expect(html).toContain('Play video</span>');
    expect(html).not.toContain('<video');
    expect(html).not.toContain('premium-card-turn.mp4');
  });

  it('ships every clip and thumbnail a panel names, each small', () => {
    const clips = Object.values(CARD_PANELS).flatMap((panel) => (panel.video ? [panel.video] : []));
    expect(clips.length).toBeGreaterThan(0);
    for (const file of clips.flatMap((clip) => [clip.src, clip.poster])) {
      const path = fileURLToPath(new URL(`../../../public${file}`, import.meta.url));
      expect(existsSync(path), file).toBe(true);
      expect(statSync(path).size, file).toBeLessThan(300 * 1024);
    }
  });

  it('renders nothing without content', () => {
    expect(renderToString(<ProductInfoSection />)).toBe('');
  });

  it('captions the stock table and lets the keyboard reach its scroller', () => {
    const html = renderToString(<CardStockTable />);
    expect(html).toContain('<caption>Stock measurement</caption>');
    expect(html).toMatch(/role="region"[^>]*tabindex="0"/);
  });

  it('orders the special-processing tabs as the spec does', () => {
    const html = renderToString(<SpecialProcessingTabs />);
    const labels = [...html.matchAll(/role="tab"[^>]*>([^<]+)</g)].map((m) => m[1]);
    expect(labels).toEqual([
      'Foil Stamp',
      'Emboss / Deboss',
      'Die Cut',
      'Punch Holes',
      'Tag Strings',
      'Fold',
    ]);
  });
});
