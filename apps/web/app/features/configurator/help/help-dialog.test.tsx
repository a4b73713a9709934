import type { Shape } from '@shop/domain/catalog-model';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HelpDialog } from './help-dialog';

const SHAPES: Shape[] = [
  { id: 3, name: 'Oval', cuts: null },
  { id: 4, name: 'Rectangle', cuts: null },
  { id: 5, name: 'Custom Shape', cuts: null },
];

const picker = { shapes: SHAPES, shapeId: 4, onChoose: () => {} };

describe('HelpDialog', () => {
  it('lists the Thomson shapes it is given, each with its picture, the chosen one marked', () => {
    const html = renderToString(
      <HelpDialog topic="thomson" open onClose={() => {}} shapePicker={picker} />,
    );
    expect(html).toContain('Thomson Die Cutting');
    expect(html).toContain('src="/media/help/thomson.svg"');
    const names = [...html.matchAll(/class="help-shapes__name">([^<]+)</g)].map((m) => m[1]);
    expect(names).toEqual(['Oval', 'Rectangle', 'Custom Shape']);
    expect(html).toContain('src="/media/help/shape-oval.svg"');
    expect(html).toContain('src="/media/help/shape-custom.svg"');
    expect(html.match(/aria-current="true"/g)).toHaveLength(1);
    expect(html).toMatch(/aria-current="true"><img src="\/media\/help\/shape-rectangle.svg"/);
  });

  it('explains the other topics without a shape picker', () => {
    for (const [topic, title] of [
      ['multi-cut', 'Multi-Cut Sheets'],
      ['roll', 'Roll Stickers'],
      ['premium-coating', 'Premium Coating'],
    ] as const) {
      const html = renderToString(
        <HelpDialog topic={topic} open onClose={() => {}} shapePicker={picker} />,
      );
      expect(html).toContain(`>${title}</h2>`);
      expect(html).toContain(`src="/media/help/${topic}.svg"`);
      expect(html).not.toContain('Choose a shape');
    }
  });

  it('is empty while closed', () => {
    const html = renderToString(<HelpDialog topic="roll" open={false} onClose={() => {}} />);
    expect(html).not.toContain('Roll Stickers');
  });
});
