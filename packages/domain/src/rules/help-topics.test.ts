import { describe, expect, it } from 'vitest';
import { cuttingHelpTopic, showsClassicPaperTip } from './help-topics';

describe('cuttingHelpTopic', () => {
  it('explains the die cuts (Die Cut 1, Thomson Die-Cut Sheet 6) with the Thomson modal', () => {
    expect(cuttingHelpTopic(1)).toBe('thomson');
    expect(cuttingHelpTopic(6)).toBe('thomson');
  });

  it('explains Multi-Cut Sheet (5) and the roll (9) with their own modals', () => {
    expect(cuttingHelpTopic(5)).toBe('multi-cut');
    expect(cuttingHelpTopic(9)).toBe('roll');
  });

  it('offers no modal for the other cuttings or none chosen', () => {
    for (const id of [2, 3, 4, 7, 8, 99]) expect(cuttingHelpTopic(id)).toBeNull();
    expect(cuttingHelpTopic(null)).toBeNull();
  });
});

describe('showsClassicPaperTip', () => {
  it('shows for Classic Paper Stickers (product 6) only', () => {
    expect(showsClassicPaperTip(6)).toBe(true);
    for (const id of [1, 4, 5, 7, 16]) expect(showsClassicPaperTip(id)).toBe(false);
    expect(showsClassicPaperTip(null)).toBe(false);
  });
});
