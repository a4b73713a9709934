import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CUSTOM_QUANTITY_INDEX,
  CUSTOM_QUANTITY_MAX_LENGTH,
  INPUT_THE_NUMBER_LABEL,
  QUANTITY_MESSAGES,
  customQuantityMessage,
  customQuantityFieldMessage,
  defaultQuantitySelection,
  dropdownQuantities,
  priceMatch,
  quantitySelectionFor,
  selectCustomQuantity,
  selectPresetQuantity,
  selectedQuantity,
  visiblePresetButtons,
} from './quantity-rules';

const presets = [50, 100, 200, 500, 1000];

describe('preset buttons and the more-options dropdown', () => {
  it('shows the first two presets as buttons', () => {
    expect(visiblePresetButtons(presets)).toEqual([50, 100]);
    expect(visiblePresetButtons([10])).toEqual([10]);
    expect(visiblePresetButtons([])).toEqual([]);
  });

  it('lists the rest in the dropdown', () => {
    expect(dropdownQuantities(presets)).toEqual([200, 500, 1000]);
    expect(dropdownQuantities([10, 20])).toEqual([]);
  });

  it('labels the custom entry', () => {
    expect(INPUT_THE_NUMBER_LABEL).toBe('Input the number here');
  });
});

describe('quantity selection modes', () => {
  it('selects a button for the first two presets and a dropdown entry after', () => {
    expect(selectPresetQuantity(0)).toEqual({ mode: 'preset', index: 0 });
    expect(selectPresetQuantity(1)).toEqual({ mode: 'preset', index: 1 });
    expect(selectPresetQuantity(2)).toEqual({ mode: 'more', index: 2 });
  });

  it('uses index -1 for a custom quantity and keeps what was typed or pasted', () => {
    expect(CUSTOM_QUANTITY_INDEX).toBe(-1);
    // Issue 27 item 1: never rewritten; the field refuses it (customQuantityFieldMessage).
    expect(selectCustomQuantity('1,500 pcs')).toEqual({
      mode: 'custom',
      index: -1,
      typed: '1,500 pcs',
    });
  });

  it('defaults to the first preset, or an empty custom entry without presets', () => {
    expect(defaultQuantitySelection(presets)).toEqual({ mode: 'preset', index: 0 });
    expect(defaultQuantitySelection([])).toEqual({ mode: 'custom', index: -1, typed: '' });
  });

  it('maps a saved quantity to its preset, or to a custom one', () => {
    expect(quantitySelectionFor(100, presets)).toEqual({ mode: 'preset', index: 1 });
    expect(quantitySelectionFor(500, presets)).toEqual({ mode: 'more', index: 3 });
    expect(quantitySelectionFor(750, presets)).toEqual({ mode: 'custom', index: -1, typed: '750' });
    expect(quantitySelectionFor(0, presets)).toEqual({ mode: 'custom', index: -1, typed: '' });
  });

  it('reads the chosen quantity', () => {
    expect(selectedQuantity({ mode: 'preset', index: 1 }, presets)).toBe(100);
    expect(selectedQuantity({ mode: 'more', index: 4 }, presets)).toBe(1000);
    expect(selectedQuantity({ mode: 'more', index: 9 }, presets)).toBeNull();
    expect(selectedQuantity(selectCustomQuantity('750'), presets)).toBe(750);
    expect(selectedQuantity(selectCustomQuantity(''), presets)).toBeNull();
    expect(selectedQuantity(selectCustomQuantity('0'), presets)).toBeNull();
  });
});

describe('priceMatch', () => {
  it.each([
    [50, true],
    [51, true],
    [1000, true],
    [49, -1],
    [0, -1],
    [1001, false],
    [999_999, false],
    [Number.NaN, -1],
  ] as const)('%d gives %j', (typed, expected) => {
    expect(priceMatch(typed, presets)).toBe(expected);
  });

  it('matches anything without presets (no range to leave)', () => {
    expect(priceMatch(5, [])).toBe(true);
  });

  it('works with a single preset', () => {
    expect(priceMatch(10, [10])).toBe(true);
    expect(priceMatch(9, [10])).toBe(-1);
    expect(priceMatch(11, [10])).toBe(false);
  });

  it('is true exactly inside [first, last]', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5000 }), (typed) => {
        const match = priceMatch(typed, presets);
        expect(match === true).toBe(typed >= 50 && typed <= 1000);
        expect(match === -1).toBe(typed < 50);
        expect(match === false).toBe(typed > 1000);
      }),
    );
  });
});

describe('custom quantity messages', () => {
  it('asks for more than the smallest preset below the range', () => {
    expect(customQuantityMessage(10, presets)).toBe('* Please enter quantity greater than 50.');
    expect(QUANTITY_MESSAGES.belowMinimum(200)).toBe('* Please enter quantity greater than 200.');
  });

  it('points to the quote button above the range', () => {
    expect(customQuantityMessage(5000, presets)).toBe(
      '* You can request a quote from the button below.',
    );
  });

  it('says nothing inside the range', () => {
    expect(customQuantityMessage(50, presets)).toBeNull();
    expect(customQuantityMessage(1000, presets)).toBeNull();
  });
});

describe('the custom quantity', () => {
  it('is kept as typed and read whole: refused text is no quantity (issue 27 item 1)', () => {
    expect(CUSTOM_QUANTITY_MAX_LENGTH).toBe(6);
    expect(selectCustomQuantity('1.5e3')).toMatchObject({ typed: '1.5e3' });
    expect(selectedQuantity(selectCustomQuantity('1.5e3'), presets)).toBeNull();
    expect(selectedQuantity(selectCustomQuantity('250'), presets)).toBe(250);
    expect(customQuantityFieldMessage('12abc3', presets)).toBe(
      'Quantity must be a whole number, like 12.',
    );
    expect(customQuantityFieldMessage('10', presets)).toBe(
      '* Please enter quantity greater than 50.',
    );
    expect(customQuantityFieldMessage('', presets)).toBeNull();
  });
});
