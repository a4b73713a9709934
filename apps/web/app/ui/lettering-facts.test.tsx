import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LetteringFacts, previewPixels, type LetteringFactsView } from './lettering-facts';

const facts: LetteringFactsView = {
  lines: ['Open'],
  alignment: 'left',
  font_name: 'Signika',
  selected_color: 'white',
  color_name: 'White',
  width: 6.5,
  height: 1.19,
};

describe("a lettering design's facts", () => {
  it('lists the alignment only with several lines', () => {
    const one = renderToString(<LetteringFacts lettering={facts} swatchId="s" />);
    expect(one).not.toContain('Alignment');
    const two = renderToString(
      <LetteringFacts lettering={{ ...facts, lines: ['Open', 'Daily'] }} swatchId="s" />,
    );
    expect(two).toContain('<dt>Alignment</dt><dd>Left</dd>');
  });

  it('draws no swatch for a colour it does not know, and still names it', () => {
    const html = renderToString(
      <LetteringFacts
        lettering={{ ...facts, selected_color: 'plaid', color_name: 'Plaid' }}
        swatchId="s"
      />,
    );
    expect(html).not.toContain('lettering-facts__swatch');
    expect(html).toContain('Plaid');
  });

  it('fits the preview within 120 x 80 px at true proportions', () => {
    expect(previewPixels(304.8, 78.74)).toEqual({ width: 120, height: 31 });
    expect(previewPixels(20, 200)).toEqual({ width: 8, height: 80 });
    expect(previewPixels(400, 1)).toEqual({ width: 120, height: 1 });
  });
});
