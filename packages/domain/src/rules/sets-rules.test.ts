import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CUSTOM_SETS_EMPTY_MESSAGE,
  CUSTOM_SETS_KINDS,
  CUSTOM_SETS_MAX_LENGTH,
  DEFAULT_SETS,
  MAX_PRESET_SETS,
  SETS_INPUT_OPTION_LABEL,
  SETS_MAX,
  SETS_MIN,
  SETS_PRESETS,
  SETS_TOOLTIP,
  effectiveSetsMultiplier,
  customSetsMessage,
  setsEntered,
  selectSets,
  setsControlView,
  setsFromPreset,
} from './sets-rules';

describe('sets presets', () => {
  it('lists 1 to 9 and an entry to type a number', () => {
    expect(SETS_PRESETS).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(SETS_INPUT_OPTION_LABEL).toBe('Input the number here');
    expect(MAX_PRESET_SETS).toBe(10);
  });

  it('explains sets in the tooltip', () => {
    for (const word of ['size', 'color', 'material', 'quantity', 'artwork', 'sets']) {
      expect(SETS_TOOLTIP).toContain(word);
    }
  });
});

describe('effectiveSetsMultiplier', () => {
  it('counts 0 and 1 as one kind', () => {
    expect(effectiveSetsMultiplier({ kinds: 0, custom: '' })).toBe(1);
    expect(effectiveSetsMultiplier({ kinds: 1, custom: '' })).toBe(1);
    expect(effectiveSetsMultiplier(DEFAULT_SETS)).toBe(1);
  });

  it('uses 2 to 10 as the multiplier', () => {
    for (let kinds = 2; kinds <= 10; kinds += 1) {
      expect(effectiveSetsMultiplier({ kinds, custom: '' })).toBe(kinds);
    }
  });

  it('uses the typed number for a custom multiplier', () => {
    expect(effectiveSetsMultiplier(selectSets(CUSTOM_SETS_KINDS, '25'))).toBe(25);
  });

  it('counts an empty or zero custom entry as one set', () => {
    expect(effectiveSetsMultiplier(selectSets(CUSTOM_SETS_KINDS, ''))).toBe(1);
    expect(effectiveSetsMultiplier(selectSets(CUSTOM_SETS_KINDS, '0'))).toBe(1);
  });

  it('is always a whole number of at least one', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 20 }), fc.string(), (kinds, custom) => {
        const multiplier = effectiveSetsMultiplier(selectSets(kinds, custom));
        expect(Number.isInteger(multiplier)).toBe(true);
        expect(multiplier).toBeGreaterThanOrEqual(1);
        expect(multiplier).toBeLessThanOrEqual(SETS_MAX);
      }),
    );
  });
});

describe('selectSets', () => {
  it('clears the custom text for a preset', () => {
    expect(selectSets(3, '12')).toEqual({ kinds: 3, custom: '' });
  });

  it('keeps the custom text as it came (the input filters keys as typed)', () => {
    expect(selectSets(CUSTOM_SETS_KINDS, '1a2b3')).toEqual({ kinds: -1, custom: '1a2b3' });
  });
});

describe('setsFromPreset', () => {
  it('keeps up to 10 sets as a preset multiplier', () => {
    expect(setsFromPreset(3)).toEqual({ kinds: 3, custom: '' });
    expect(setsFromPreset(10)).toEqual({ kinds: 10, custom: '' });
  });

  it('turns more than 10 sets into a custom multiplier', () => {
    expect(setsFromPreset(11)).toEqual({ kinds: -1, custom: '11' });
    expect(effectiveSetsMultiplier(setsFromPreset(24))).toBe(24);
  });

  it('treats 0 or less as one kind', () => {
    expect(setsFromPreset(0)).toEqual({ kinds: 1, custom: '' });
    expect(setsFromPreset(-3)).toEqual({ kinds: 1, custom: '' });
  });

  it('keeps the multiplier of any saved preset up to the most sets a line may have', () => {
    fc.assert(
      fc.property(fc.integer({ min: SETS_MIN, max: SETS_MAX }), (sets) => {
        expect(effectiveSetsMultiplier(setsFromPreset(sets))).toBe(sets);
      }),
    );
  });
});

describe('an empty or zero custom number of sets (issue 27 item 2)', () => {
  it('is not entered: nothing is ordered and the field asks for a number', () => {
    for (const custom of ['', '0', '00']) {
      const sets = selectSets(CUSTOM_SETS_KINDS, custom);
      expect(setsEntered(sets)).toBe(false);
      expect(customSetsMessage(sets)).toBe('Enter how many sets (1 to 99).');
    }
    expect(setsEntered(selectSets(CUSTOM_SETS_KINDS, '12'))).toBe(true);
    expect(customSetsMessage(selectSets(CUSTOM_SETS_KINDS, '12'))).toBeNull();
    expect(setsEntered(selectSets(3))).toBe(true);
  });

  it('is entered exactly when the typed text is a whole number from 1 to 99', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 4 }), (custom) => {
        const value = /^\d{1,2}$/.test(custom.trim()) ? Number(custom) : 0;
        expect(setsEntered(selectSets(CUSTOM_SETS_KINDS, custom))).toBe(value >= 1);
      }),
    );
  });
});

describe('the custom number of sets', () => {
  it('is kept as typed; a refused text names the field', () => {
    expect(CUSTOM_SETS_MAX_LENGTH).toBe(2);
    expect(selectSets(CUSTOM_SETS_KINDS, '1.5')).toEqual({
      kinds: CUSTOM_SETS_KINDS,
      custom: '1.5',
    });
    expect(customSetsMessage(selectSets(CUSTOM_SETS_KINDS, '1.5'))).toBe(
      'Number of Sets must be a whole number, like 12.',
    );
    expect(customSetsMessage(selectSets(CUSTOM_SETS_KINDS, '123'))).toBe(
      'Number of Sets takes at most 2 characters.',
    );
  });
});

describe('setsControlView', () => {
  it('shows listed presets in the dropdown and 10 as a typed number', () => {
    expect(setsControlView({ kinds: 0, custom: '' })).toEqual({ listed: 1, typed: '' });
    expect(setsControlView({ kinds: 3, custom: '' })).toEqual({ listed: 3, typed: '' });
    expect(setsControlView(setsFromPreset(10))).toEqual({ listed: null, typed: '10' });
    expect(setsControlView(setsFromPreset(12))).toEqual({ listed: null, typed: '12' });
  });
});

describe('customSetsMessage', () => {
  it('asks for a number while the custom box is empty or 0', () => {
    expect(customSetsMessage(selectSets(CUSTOM_SETS_KINDS))).toBe(CUSTOM_SETS_EMPTY_MESSAGE);
    expect(customSetsMessage(selectSets(CUSTOM_SETS_KINDS, '0'))).toBe(CUSTOM_SETS_EMPTY_MESSAGE);
    expect(customSetsMessage(selectSets(CUSTOM_SETS_KINDS, '12'))).toBeNull();
    expect(customSetsMessage(selectSets(4))).toBeNull();
  });
});
