import { describe, expect, it } from 'vitest';
import { splitDetails } from './compare-details';

const base = ['Quantity: 100', 'Sets: 1', 'Cutting: Die Cut', 'Finishing: Glossy', 'Size: 2" x 2"'];

describe('splitDetails', () => {
  it('puts first the one choice in which two cards differ', () => {
    const other = base.map((line) => (line === 'Cutting: Die Cut' ? 'Cutting: Kiss Cut' : line));
    const shared = ['Quantity: 100', 'Sets: 1', 'Finishing: Glossy', 'Size: 2" x 2"'];
    expect(splitDetails([base, other])).toEqual([
      { differing: ['Cutting: Die Cut'], shared },
      { differing: ['Cutting: Kiss Cut'], shared },
    ]);
  });

  it("keeps each card's order, and counts a line as differing when any card lacks it", () => {
    const withCuts = [...base.slice(0, 3), 'Cuts per shape: 2', ...base.slice(3)];
    const bigger = base.map((line) => (line.startsWith('Size') ? 'Size: 3" x 3"' : line));
    const [first, second, third] = splitDetails([base, withCuts, bigger]);
    expect(first?.differing).toEqual(['Size: 2" x 2"']);
    expect(second?.differing).toEqual(['Cuts per shape: 2', 'Size: 2" x 2"']);
    expect(third?.differing).toEqual(['Size: 3" x 3"']);
    expect(third?.shared).toEqual([
      'Quantity: 100',
      'Sets: 1',
      'Cutting: Die Cut',
      'Finishing: Glossy',
    ]);
  });

  it('finds no difference in one card, or in cards that are alike', () => {
    expect(splitDetails([base])).toEqual([{ differing: [], shared: base }]);
    expect(splitDetails([base, [...base]])).toEqual([
      { differing: [], shared: base },
      { differing: [], shared: base },
    ]);
  });

  it('treats every line of cards with nothing in common as differing', () => {
    expect(splitDetails([['Sides: Front Only'], ['Text: Open']])).toEqual([
      { differing: ['Sides: Front Only'], shared: [] },
      { differing: ['Text: Open'], shared: [] },
    ]);
    expect(splitDetails([])).toEqual([]);
  });
});
