import { describe, expect, it } from 'vitest';
import type { SpecialProcessingOption } from '../catalog-model';
import {
  EMPTY_SPECIAL_PROCESSING,
  MAX_SUB_ITEMS,
  SPECIAL_PROCESSING_MESSAGES,
  disabledSubItemIds,
  firstEnabled,
  hasSpecialProcessingChoice,
  isOptionDisabled,
  pruneSpecialProcessing,
  specialProcessingCuttings,
  specialProcessingOptionStates,
  specialProcessingProducts,
  subItemsByOptionCode,
  toggleSpecialProcessingOption,
  toggleSpecialProcessingSubItem,
  validateSpecialProcessingForm,
} from './special-processing-rules';
import type {
  OptionState,
  SpecialProcessingFormInput,
  SpecialProcessingSelection,
} from './special-processing-rules';
import { fixedSizes } from './size-rules';
import { isCuttingDisabled, isCuttingRemoved } from './special-processing-cuttings';
import { cuttings, shapes, testCatalog, testProduct } from '../../test/test-catalog';

const catalog = testCatalog();
const ALL_PRODUCTS = Array.from({ length: 23 }, (_, index) => index + 1);

describe('product list', () => {
  it('hides products 9 and 23', () => {
    const ids = specialProcessingProducts(catalog.products.values()).map((product) => product.id);
    expect(ids).not.toContain(9);
    expect(ids).not.toContain(23);
    expect(ids).toContain(1);
    expect(ids).toContain(13);
  });

  it('leaves out a product with no special process to ask for', () => {
    const plain = {
      ...testProduct(catalog, 1),
      specialProcessingOptionIds: [],
      cuttingIds: [1, 2],
    };
    const bySpecialCut = { ...plain, cuttingIds: [1, 7] };
    const byOption = { ...plain, specialProcessingOptionIds: [5] };
    expect(specialProcessingProducts([plain])).toEqual([]);
    expect(specialProcessingProducts([bySpecialCut, byOption])).toHaveLength(2);
  });
});

describe('cutting rules by product', () => {
  it('disables cutting 6 for products 14 and 15 only', () => {
    const disabled = ALL_PRODUCTS.filter((product) => isCuttingDisabled(6, product));
    expect(disabled).toEqual([14, 15]);
  });

  it('disables cutting 7 for products 1-9, 11, 14, 15', () => {
    const disabled = ALL_PRODUCTS.filter((product) => isCuttingDisabled(7, product));
    expect(disabled).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 14, 15]);
  });

  it('removes cutting 7 for the Hologram product', () => {
    const removed = ALL_PRODUCTS.filter((product) => isCuttingRemoved(7, product));
    expect(removed).toEqual([13]);
    const ids = specialProcessingCuttings(catalog, testProduct(catalog, 13)).map(
      (state) => state.option.id,
    );
    expect(ids).toEqual([1, 3, 5, 6, 9]);
  });

  it('leaves other cuttings alone', () => {
    for (const cutting of [1, 3, 5, 8, 9]) {
      expect(ALL_PRODUCTS.some((product) => isCuttingDisabled(cutting, product))).toBe(false);
      expect(ALL_PRODUCTS.some((product) => isCuttingRemoved(cutting, product))).toBe(false);
    }
  });

  it('lists the states for the form, and auto-selects the first enabled', () => {
    const states = specialProcessingCuttings(catalog, testProduct(catalog, 14));
    expect(states.map((state) => [state.option.id, state.disabled])).toEqual([
      [1, false],
      [3, false],
      [5, false],
      [6, true],
      [7, true],
      [9, false],
    ]);
    expect(firstEnabled(states)?.id).toBe(1);
    expect(firstEnabled([{ option: 'a', disabled: true }])).toBeNull();
    expect(
      firstEnabled([
        { option: 'a', disabled: true },
        { option: 'b', disabled: false },
      ]),
    ).toBe('b');
  });
});

describe('option rules by product', () => {
  const disabledFor = (option: number, finishing: number | null = null) =>
    ALL_PRODUCTS.filter((product) => isOptionDisabled(option, product, finishing));

  it('disables stamp spot (5) for products 7, 8, 9, 12, 14', () => {
    expect(disabledFor(5)).toEqual([7, 8, 9, 12, 14]);
  });

  it('disables option 6 for 1, 2, 4, 6, 9, and for 7 and 8 unless finishing is 6', () => {
    expect(disabledFor(6)).toEqual([1, 2, 4, 6, 7, 8, 9]);
    expect(disabledFor(6, 5)).toEqual([1, 2, 4, 6, 7, 8, 9]);
    expect(disabledFor(6, 6)).toEqual([1, 2, 4, 6, 9]);
  });

  it('disables option 7 for 7, 8, 9', () => {
    expect(disabledFor(7)).toEqual([7, 8, 9]);
  });

  it('leaves other options enabled', () => {
    expect(disabledFor(8)).toEqual([]);
  });

  it('builds the checkbox states of a product', () => {
    const states = specialProcessingOptionStates(catalog, testProduct(catalog, 7), 6);
    expect(states.map((state) => [state.option.id, state.disabled])).toEqual([
      [5, true],
      [6, false],
      [7, true],
    ]);
  });
});

describe('selection', () => {
  const states15 = specialProcessingOptionStates(catalog, testProduct(catalog, 15), null);
  const tick = (selection: SpecialProcessingSelection, optionId: number) =>
    toggleSpecialProcessingOption(states15, selection, optionId);
  const sub = (selection: SpecialProcessingSelection, optionId: number, itemId: number) =>
    toggleSpecialProcessingSubItem(states15, selection, optionId, itemId);

  it('ticks and unticks options, clearing sub-items on untick', () => {
    let selection = tick(EMPTY_SPECIAL_PROCESSING, 5);
    selection = sub(selection, 5, 501);
    expect(selection).toEqual({ optionIds: [5], subItemIds: [501] });
    expect(tick(selection, 5)).toEqual({ optionIds: [], subItemIds: [] });
  });

  it('refuses disabled and unknown options', () => {
    const states7 = specialProcessingOptionStates(catalog, testProduct(catalog, 7), null);
    expect(toggleSpecialProcessingOption(states7, EMPTY_SPECIAL_PROCESSING, 5)).toBe(
      EMPTY_SPECIAL_PROCESSING,
    );
    expect(tick(EMPTY_SPECIAL_PROCESSING, 404)).toBe(EMPTY_SPECIAL_PROCESSING);
  });

  it('refuses sub-items of an unticked option or of another option', () => {
    expect(sub(EMPTY_SPECIAL_PROCESSING, 5, 501)).toBe(EMPTY_SPECIAL_PROCESSING);
    const ticked = tick(EMPTY_SPECIAL_PROCESSING, 5);
    expect(sub(ticked, 5, 701)).toBe(ticked);
  });

  it('makes a max_selected 1 option single-choice', () => {
    let selection = sub(tick(EMPTY_SPECIAL_PROCESSING, 5), 5, 501);
    selection = sub(selection, 5, 502);
    expect(selection.subItemIds).toEqual([502]);
    expect(sub(selection, 5, 502).subItemIds).toEqual([]);
  });

  it('caps an option at its own max_selected', () => {
    let selection = tick(EMPTY_SPECIAL_PROCESSING, 8);
    selection = sub(sub(selection, 8, 801), 8, 802);
    expect(sub(selection, 8, 803)).toBe(selection);
    expect(disabledSubItemIds(states15, selection)).toContain(803);
  });

  it('allows at most 3 sub-items in total and disables the others', () => {
    expect(MAX_SUB_ITEMS).toBe(3);
    let selection = tick(tick(tick(EMPTY_SPECIAL_PROCESSING, 5), 7), 8);
    selection = sub(selection, 7, 701);
    selection = sub(selection, 7, 702);
    selection = sub(selection, 8, 801);
    expect(selection.subItemIds).toEqual([701, 702, 801]);
    expect(sub(selection, 7, 703)).toBe(selection);
    expect(sub(selection, 5, 501)).toBe(selection);
    expect(disabledSubItemIds(states15, selection)).toEqual([
      501, 502, 503, 601, 602, 703, 704, 802, 803,
    ]);
    // Unticking one frees a slot again.
    const freed = sub(selection, 7, 702);
    expect(disabledSubItemIds(states15, freed)).not.toContain(501);
  });

  it('lets a single-choice option swap its item at the total cap', () => {
    let selection = tick(tick(EMPTY_SPECIAL_PROCESSING, 5), 7);
    selection = sub(sub(sub(selection, 5, 501), 7, 701), 7, 702);
    const swapped = sub(selection, 5, 503);
    expect(swapped.subItemIds).toEqual([701, 702, 503]);
    expect(disabledSubItemIds(states15, selection)).not.toContain(502);
  });

  it('groups sub-items by option code for the request', () => {
    let selection = tick(tick(EMPTY_SPECIAL_PROCESSING, 5), 7);
    selection = sub(sub(sub(selection, 5, 502), 7, 701), 7, 704);
    expect(subItemsByOptionCode(states15, selection)).toEqual({
      'stamp-spot': [502],
      'white-layer': [701, 704],
    });
  });

  it('deselects options that became disabled, with their sub-items', () => {
    // Product 8 with finishing 6: option 6 is allowed; switching finishing disables it.
    const allowed = specialProcessingOptionStates(catalog, testProduct(catalog, 8), 6);
    let selection = toggleSpecialProcessingOption(allowed, EMPTY_SPECIAL_PROCESSING, 6);
    selection = toggleSpecialProcessingSubItem(allowed, selection, 6, 601);
    expect(selection).toEqual({ optionIds: [6], subItemIds: [601] });
    const after = specialProcessingOptionStates(catalog, testProduct(catalog, 8), 5);
    expect(pruneSpecialProcessing(after, selection)).toEqual(EMPTY_SPECIAL_PROCESSING);
  });

  it('deselects stamp spot when the product disables it', () => {
    const selection = { optionIds: [5, 6], subItemIds: [501, 601] };
    const states14 = specialProcessingOptionStates(catalog, testProduct(catalog, 14), null);
    expect(pruneSpecialProcessing(states14, selection)).toEqual({
      optionIds: [6],
      subItemIds: [601],
    });
  });
});

describe('validateSpecialProcessingForm', () => {
  const product = testProduct(catalog, 1);
  const byId = (id: number) => {
    const found = cuttings.find((cutting) => cutting.id === id);
    if (!found) throw new Error('fixture');
    return found;
  };
  const valid: SpecialProcessingFormInput = {
    cutting: byId(1),
    shape: shapes[0] ?? null,
    cutPerShape: null,
    stickersPerSheet: null,
    widthIn: 2,
    heightIn: 3,
    sizeId: null,
    fixedSizes: [],
    dimLookups: product.dimLookups,
    selection: { optionIds: [5], subItemIds: [] },
  };
  const multiShape = shapes.find((shape) => shape.cuts !== null) ?? null;

  it('accepts a complete form', () => {
    expect(validateSpecialProcessingForm(valid)).toEqual([]);
  });

  it('requires a special-processing option', () => {
    expect(
      validateSpecialProcessingForm({ ...valid, selection: EMPTY_SPECIAL_PROCESSING }),
    ).toEqual([{ field: 'addons', message: 'Please select a special processing option.' }]);
    expect(SPECIAL_PROCESSING_MESSAGES.optionRequired).toBe(
      'Please select a special processing option.',
    );
  });

  it('counts a special-processing cutting as a choice', () => {
    expect(hasSpecialProcessingChoice(byId(7), EMPTY_SPECIAL_PROCESSING)).toBe(true);
    expect(hasSpecialProcessingChoice(byId(1), EMPTY_SPECIAL_PROCESSING)).toBe(false);
    expect(hasSpecialProcessingChoice(null, EMPTY_SPECIAL_PROCESSING)).toBe(false);
    expect(
      validateSpecialProcessingForm({
        ...valid,
        cutting: byId(7),
        selection: EMPTY_SPECIAL_PROCESSING,
      }),
    ).toEqual([]);
  });

  it('checks the number of cuts when the shape has cuts', () => {
    const input = { ...valid, cutting: byId(5), stickersPerSheet: 4, shape: multiShape };
    expect(validateSpecialProcessingForm({ ...input, cutPerShape: null })).toEqual([
      { field: 'cut_per_shape', message: 'Number of cuts is required.' },
    ]);
    expect(validateSpecialProcessingForm({ ...input, cutPerShape: 31 })).toEqual([
      {
        field: 'cut_per_shape',
        message:
          'Number of cuts should not be more than 30. Request a quote from the button below.',
      },
    ]);
    expect(validateSpecialProcessingForm({ ...input, cutPerShape: 30 })).toEqual([]);
  });

  it('checks stickers per sheet when the cutting asks for it', () => {
    const input = { ...valid, cutting: byId(3) };
    expect(validateSpecialProcessingForm({ ...input, stickersPerSheet: null })).toEqual([
      { field: 'ea', message: 'Please specify the number of stickers to place in one seat.' },
    ]);
    expect(validateSpecialProcessingForm({ ...input, stickersPerSheet: 31 })).toEqual([
      { field: 'ea', message: 'Number of stickers should not be more than 30.' },
    ]);
    expect(validateSpecialProcessingForm({ ...input, stickersPerSheet: 30 })).toEqual([]);
  });

  it('requires a size', () => {
    expect(validateSpecialProcessingForm({ ...valid, widthIn: null })).toEqual([
      { field: 'size', message: 'Size is required.' },
    ]);
    expect(validateSpecialProcessingForm({ ...valid, widthIn: 0, heightIn: 0 })).toEqual([
      { field: 'size', message: 'Size is required.' },
    ]);
  });

  it('checks the minimum with the {min}x{min} message, using the equal-sides entry', () => {
    // Sheets: minimum 2 x 2 in.
    const sheet = { ...valid, cutting: byId(3), stickersPerSheet: 2 };
    expect(validateSpecialProcessingForm({ ...sheet, widthIn: 1, heightIn: 1 })).toEqual([
      { field: 'size', message: '* Width or height must not be below 2x2in.' },
    ]);
    expect(validateSpecialProcessingForm({ ...sheet, widthIn: 2, heightIn: 2 })).toEqual([]);
  });

  it('does not limit the maximum (special sizes are what the form is for)', () => {
    expect(validateSpecialProcessingForm({ ...valid, widthIn: 100, heightIn: 60 })).toEqual([]);
  });

  it('requires a fixed size on the roll', () => {
    const roll = {
      ...valid,
      cutting: byId(9),
      widthIn: null,
      heightIn: null,
      fixedSizes: fixedSizes(product.dimLookups, 9),
    };
    expect(validateSpecialProcessingForm(roll)).toEqual([
      { field: 'size', message: 'Size is required.' },
    ]);
    expect(validateSpecialProcessingForm({ ...roll, sizeId: 902 })).toEqual([]);
    expect(validateSpecialProcessingForm({ ...roll, sizeId: 1 })).toEqual([
      { field: 'size', message: 'Size is required.' },
    ]);
  });

  it('lists every problem in field order', () => {
    const problems = validateSpecialProcessingForm({
      ...valid,
      cutting: byId(5),
      shape: multiShape,
      widthIn: null,
      selection: EMPTY_SPECIAL_PROCESSING,
    });
    expect(problems.map((problem) => problem.field)).toEqual([
      'cut_per_shape',
      'ea',
      'size',
      'addons',
    ]);
  });
});

describe('option state helpers', () => {
  it('treats sub-items of a disabled option as disabled', () => {
    const option: SpecialProcessingOption = {
      id: 1,
      code: 'x',
      name: 'x',
      description: '',
      maxSelected: 1,
      items: [{ id: 11, name: 'a' }],
    };
    const states: OptionState<SpecialProcessingOption>[] = [{ option, disabled: true }];
    expect(disabledSubItemIds(states, EMPTY_SPECIAL_PROCESSING)).toEqual([11]);
  });
});
