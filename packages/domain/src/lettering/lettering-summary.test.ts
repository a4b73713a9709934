import { describe, expect, it } from 'vitest';
import { detailsBesideLettering, letteringSummaryLines } from './lettering-summary';

const design = { lines: ['Open', 'Daily'], alignment: 'right' as const, fontName: 'Lobster' };

describe('a lettering design in a summary', () => {
  it('names the text, the typeface and, with several lines, the alignment', () => {
    expect(letteringSummaryLines(design)).toEqual([
      'Text: Open / Daily',
      'Typeface: Lobster',
      'Alignment: Right',
    ]);
    expect(letteringSummaryLines({ ...design, lines: ['Open'] })).toEqual([
      'Text: Open',
      'Typeface: Lobster',
    ]);
  });

  it('leaves out of the details what a view shows beside them, and nothing else', () => {
    const details = ['Size: 12" x 4.5"', 'Color: Gold', ...letteringSummaryLines(design), 'Qty: 1'];
    expect(detailsBesideLettering(details, design)).toEqual([
      'Size: 12" x 4.5"',
      'Color: Gold',
      'Qty: 1',
    ]);
    // Another design's lines are not this one's: kept.
    expect(detailsBesideLettering(details, { ...design, fontName: 'Signika' })).toContain(
      'Typeface: Lobster',
    );
  });
});
