import { describe, expect, it } from 'vitest';
import type { Catalog } from '../catalog-model';
import { testCatalog } from '../../test/test-catalog';
import { applySpecialProcessingChange } from './special-processing-form';
import type {
  SpecialProcessingChange,
  SpecialProcessingFormState,
} from './special-processing-form';
import { initSpecialProcessingForm, specialProcessingStartFrom } from './special-processing-start';
import type { SpecialProcessingStart } from './special-processing-start';
import {
  specialProcessingFormProblems,
  specialProcessingSendVerdict,
} from './special-processing-verdict';

const catalog: Catalog = testCatalog();

function init(start: SpecialProcessingStart): SpecialProcessingFormState {
  const state = initSpecialProcessingForm(catalog, start);
  if (!state) throw new Error('the test catalog lists products');
  return state;
}

function run(
  state: SpecialProcessingFormState,
  ...changes: SpecialProcessingChange[]
): SpecialProcessingFormState {
  return changes.reduce(
    (next, change) => applySpecialProcessingChange(next, change, catalog),
    state,
  );
}

const ids = (list: readonly { id: number }[]) => list.map((entry) => entry.id);
const cuttingStates = (state: SpecialProcessingFormState) =>
  state.options.cuttings.map((entry) => [entry.option.id, entry.disabled]);
const optionStates = (state: SpecialProcessingFormState) =>
  state.options.specialProcessing.map((entry) => [entry.option.id, entry.disabled]);

describe('the product list', () => {
  it('leaves out products 9 and 23, and products with no special process to ask for', () => {
    // 16 and 17 of the test catalog are cards with no option and no special cutting.
    expect(ids(init({}).options.products)).toEqual([1, 2, 4, 6, 7, 8, 11, 12, 13, 14, 15]);
  });

  it('starts on the first listed product when the start names a hidden one', () => {
    expect(init({ productId: 9 }).values.productId).toBe(1);
    expect(init({ productId: 23 }).values.productId).toBe(1);
    expect(init({ productId: 404 }).values.productId).toBe(1);
  });

  it('refuses a change to a hidden or unknown product', () => {
    const state = init({ productId: 2 });
    expect(run(state, { field: 'product', productId: 9 })).toBe(state);
    expect(run(state, { field: 'product', productId: 23 })).toBe(state);
    expect(run(state, { field: 'product', productId: 404 })).toBe(state);
  });
});

describe('option rules by product id (spec 001 §4)', () => {
  it('disables cutting 6 for products 14 and 15, and 7 for 1-9, 11, 14, 15', () => {
    const expected: Record<number, { six: boolean; seven: boolean }> = {
      1: { six: false, seven: true },
      2: { six: false, seven: true },
      4: { six: false, seven: true },
      6: { six: false, seven: true },
      11: { six: false, seven: true },
      12: { six: false, seven: false },
      14: { six: true, seven: true },
      15: { six: true, seven: true },
    };
    for (const [productId, { six, seven }] of Object.entries(expected)) {
      const state = init({ productId: Number(productId) });
      const states = Object.fromEntries(cuttingStates(state));
      expect({ productId, six: states[6], seven: states[7] }).toEqual({ productId, six, seven });
    }
  });

  it('removes cutting 7 for the Hologram product', () => {
    expect(ids(init({ productId: 13 }).options.cuttings.map((entry) => entry.option))).toEqual([
      1, 3, 5, 6, 9,
    ]);
  });

  it('refuses a disabled cutting, and never starts on one', () => {
    const state = init({ productId: 14 });
    expect(run(state, { field: 'cutting', cuttingId: 6 })).toBe(state);
    expect(run(state, { field: 'cutting', cuttingId: 7 })).toBe(state);
    expect(init({ productId: 14, cuttingId: 6 }).values.cuttingId).toBe(1);
    const product12 = run(init({ productId: 12 }), { field: 'cutting', cuttingId: 7 });
    expect(product12.values.cuttingId).toBe(7);
  });

  it('disables stamp spot (5) for 7, 8, 12, 14; option 6 for 1, 2, 4, 6; option 7 for 7, 8', () => {
    // Product 9 is not listed by the form; its rules are special-processing-rules.test.ts's.
    const table: Record<number, Array<[number, boolean]>> = {
      1: [
        [5, false],
        [6, true],
        [7, false],
      ],
      2: [
        [5, false],
        [6, true],
        [7, false],
      ],
      4: [
        [5, false],
        [6, true],
        [7, false],
      ],
      6: [
        [5, false],
        [6, true],
        [7, false],
      ],
      7: [
        [5, true],
        [6, true],
        [7, true],
      ],
      // Products 7 and 8 start on finishings 1 and 5: option 6 waits for finishing 6 (below).
      8: [
        [5, true],
        [6, true],
        [7, true],
      ],
      11: [
        [5, false],
        [6, false],
        [7, false],
      ],
      12: [
        [5, true],
        [6, false],
        [7, false],
      ],
      13: [
        [5, false],
        [6, false],
        [7, false],
      ],
      14: [
        [5, true],
        [6, false],
        [7, false],
      ],
      15: [
        [5, false],
        [6, false],
        [7, false],
        [8, false],
      ],
    };
    for (const [productId, states] of Object.entries(table)) {
      const state = init({ productId: Number(productId) });
      expect({ productId, states: optionStates(state) }).toEqual({ productId, states });
    }
  });

  it('enables option 6 for products 7 and 8 only with finishing 6, and unticks it otherwise', () => {
    for (const productId of [7, 8]) {
      const plain = init({ productId });
      expect(plain.values.finishingId).not.toBe(6);
      expect(run(plain, { field: 'option', optionId: 6 })).toBe(plain);
      const pearl = run(plain, { field: 'finishing', finishingId: 6 });
      expect(optionStates(pearl)).toContainEqual([6, false]);
      const ticked = run(
        pearl,
        { field: 'option', optionId: 6 },
        { field: 'subItem', optionId: 6, itemId: 601 },
      );
      expect(ticked.values.selection).toEqual({ optionIds: [6], subItemIds: [601] });
      const back = run(ticked, { field: 'finishing', finishingId: plain.values.finishingId ?? 0 });
      expect(back.values.selection).toEqual({ optionIds: [], subItemIds: [] });
      expect(optionStates(back)).toContainEqual([6, true]);
    }
  });

  it('refuses a tick on a disabled option (stamp spot on product 14)', () => {
    const state = init({ productId: 14 });
    expect(run(state, { field: 'option', optionId: 5 })).toBe(state);
    expect(run(state, { field: 'option', optionId: 6 }).values.selection.optionIds).toEqual([6]);
  });
});

describe('sub-options', () => {
  const ticked = run(
    init({ productId: 15 }),
    { field: 'option', optionId: 5 },
    { field: 'option', optionId: 7 },
    { field: 'option', optionId: 8 },
  );

  it('keeps one item of a max_selected 1 option', () => {
    const state = run(
      ticked,
      { field: 'subItem', optionId: 5, itemId: 501 },
      { field: 'subItem', optionId: 5, itemId: 502 },
    );
    expect(state.values.selection.subItemIds).toEqual([502]);
  });

  it('ticks at most 3 sub-items in all and disables the rest', () => {
    const state = run(
      ticked,
      { field: 'subItem', optionId: 7, itemId: 701 },
      { field: 'subItem', optionId: 7, itemId: 702 },
      { field: 'subItem', optionId: 8, itemId: 801 },
    );
    expect(state.values.selection.subItemIds).toEqual([701, 702, 801]);
    expect(run(state, { field: 'subItem', optionId: 7, itemId: 703 })).toBe(state);
    expect(state.options.disabledSubItemIds).toEqual([501, 502, 503, 601, 602, 703, 704, 802, 803]);
    const freed = run(state, { field: 'subItem', optionId: 8, itemId: 801 });
    expect(freed.options.disabledSubItemIds).not.toContain(703);
  });

  it('refuses a sub-item of an option not ticked', () => {
    const state = init({ productId: 15 });
    expect(run(state, { field: 'subItem', optionId: 5, itemId: 501 })).toBe(state);
  });

  it('clears options and sub-items when the product changes', () => {
    const state = run(ticked, { field: 'subItem', optionId: 7, itemId: 701 });
    const other = run(state, { field: 'product', productId: 1 });
    expect(other.values.selection).toEqual({ optionIds: [], subItemIds: [] });
  });
});

describe('the cascade', () => {
  it('auto-selects the first (enabled) option of every list', () => {
    const state = init({ productId: 1 });
    expect(state.values).toMatchObject({
      cuttingId: 1,
      shapeId: 1,
      orientationId: null,
      finishingId: 5,
      premiumProcessingId: 47,
      premiumCoatingId: null,
      adhesiveId: 1,
      colorId: 1,
      quantity: 50,
      sizeId: null,
    });
    // Product 1 die cut, glossy: the attribute lookups allow adhesives 1 and 2.
    expect(ids(state.options.adhesives)).toEqual([1, 2]);
  });

  it('a product change clears the choices and reloads cutting, colour, quantity and options', () => {
    const state = run(
      init({ productId: 1 }),
      { field: 'cutting', cuttingId: 3 },
      { field: 'size', width: '4', height: '5' },
      { field: 'quantity', quantity: 500 },
      { field: 'option', optionId: 5 },
    );
    const next = run(state, { field: 'product', productId: 7 });
    expect(next.values).toMatchObject({
      productId: 7,
      cuttingId: 1,
      finishingId: 1,
      adhesiveId: 1,
      colorId: 2,
      quantity: 50,
      selection: { optionIds: [], subItemIds: [] },
      // The visitor's size stays.
      width: '4',
      height: '5',
    });
    expect(ids(next.options.colors)).toEqual([2]);
    expect(ids(next.options.finishings)).toEqual([1, 6]);
  });

  it('a cutting change reloads shapes, finishings, premium processing, quantity and sizes', () => {
    const state = run(init({ productId: 1 }), { field: 'quantity', quantity: 200 });
    const sheet = run(state, { field: 'cutting', cuttingId: 3 });
    expect(ids(sheet.options.shapes)).toEqual([2, 4]);
    expect(sheet.values.shapeId).toBe(2);
    // Kiss-cut sheets only come glossy (the product's attribute lookups).
    expect(ids(sheet.options.finishings)).toEqual([5]);
    expect(sheet.values.quantity).toBe(50);
    expect(sheet.view).toMatchObject({ sizeLabel: 'Sheet Size', eaRequired: true });
  });

  it('a finishing change reloads adhesive and premium processing', () => {
    const state = run(init({ productId: 1 }), { field: 'adhesive', adhesiveId: 2 });
    expect(state.values.adhesiveId).toBe(2);
    const matte = run(state, { field: 'finishing', finishingId: 1 });
    expect(ids(matte.options.adhesives)).toEqual([1]);
    expect(matte.values.adhesiveId).toBe(1);
    expect(matte.values.premiumProcessingId).toBe(47);
  });

  it('ignores what a list does not offer', () => {
    const state = init({ productId: 1 });
    for (const change of [
      { field: 'shape', shapeId: 6 },
      { field: 'orientation', orientationId: 53 },
      { field: 'finishing', finishingId: 7 },
      { field: 'adhesive', adhesiveId: 3 },
      { field: 'color', colorId: 2 },
      { field: 'quantity', quantity: 51 },
      { field: 'premiumProcessing', premiumProcessingId: 50 },
      { field: 'premiumCoating', premiumCoatingId: 50 },
      { field: 'fixedSize', sizeId: 901 },
      { field: 'cutPerShape', text: '3' },
      { field: 'ea', text: '3' },
    ] satisfies SpecialProcessingChange[]) {
      expect(run(state, change)).toBe(state);
    }
  });
});

// Issue 27 item 13: 001 §4's form cascade leaves premium processing out for the roll alone, so a
// laminate can be asked for on a special cut (the price configurator hides it there).
describe('premium processing on special-processing cuttings', () => {
  it('is offered on Thomson (6) and can be chosen', () => {
    const thomson = run(init({ productId: 1 }), { field: 'cutting', cuttingId: 6 });
    expect(thomson.values.cuttingId).toBe(6);
    expect(ids(thomson.options.premiumProcessing)).toEqual([47, 48, 49]);
    expect(thomson.values.premiumProcessingId).toBe(47);
    const laminated = run(thomson, { field: 'premiumProcessing', premiumProcessingId: 48 });
    expect(laminated.values.premiumProcessingId).toBe(48);
  });

  it('is offered on Laser (7) where the product allows that cutting', () => {
    const laser = run(init({ productId: 12 }), { field: 'cutting', cuttingId: 7 });
    expect(laser.values.cuttingId).toBe(7);
    expect(laser.options.premiumProcessing.length).toBeGreaterThan(0);
  });
});

describe('roll (cutting 9)', () => {
  const roll = run(init({ productId: 1 }), { field: 'cutting', cuttingId: 9 });

  it('offers orientations (first by default), no premium processing, no adhesive', () => {
    expect(ids(roll.options.orientations)).toEqual([53, 54, 55, 56]);
    expect(roll.values.orientationId).toBe(53);
    expect(roll.options.premiumProcessing).toEqual([]);
    expect(roll.values.premiumProcessingId).toBeNull();
    expect(roll.options.adhesives).toEqual([]);
    expect(roll.values.adhesiveId).toBeNull();
  });

  it('shows a fixed-size dropdown from the lookups whose min and max are equal', () => {
    expect(roll.view.sizeMode).toBe('fixed');
    expect(roll.options.fixedSizes.map((size) => [size.id, size.widthIn, size.heightIn])).toEqual([
      [901, 2, 2],
      [902, 2, 3],
      [903, 3, 4],
    ]);
    expect(roll.values).toMatchObject({ sizeId: 901, width: '2', height: '2' });
    expect(run(roll, { field: 'size', width: '5', height: '5' })).toBe(roll);
    const tall = run(roll, { field: 'fixedSize', sizeId: 902 });
    expect(tall.values).toMatchObject({ sizeId: 902, width: '2', height: '3' });
  });

  it('keeps a typed size that is one of the fixed sizes', () => {
    const state = run(
      init({ productId: 1 }),
      { field: 'size', width: '3', height: '4' },
      { field: 'cutting', cuttingId: 9 },
    );
    expect(state.values.sizeId).toBe(903);
  });

  it('has no orientation off the roll', () => {
    const die = run(roll, { field: 'cutting', cuttingId: 1 });
    expect(die.options.orientations).toEqual([]);
    expect(die.values.orientationId).toBeNull();
    expect(die.view.sizeMode).toBe('typed');
  });
});

describe('shapes by sides', () => {
  const die = init({ productId: 1 });

  it('offers every shape until both sides are entered', () => {
    expect(ids(die.options.shapes)).toEqual([1, 2, 3, 4, 5]);
    expect(ids(run(die, { field: 'size', width: '2', height: '' }).options.shapes)).toEqual([
      1, 2, 3, 4, 5,
    ]);
  });

  it('hides Circle and Square for unequal sides, Oval and Rectangle for equal ones', () => {
    const unequal = run(die, { field: 'size', width: '2', height: '3' });
    expect(ids(unequal.options.shapes)).toEqual([3, 4, 5]);
    expect(unequal.values.shapeId).toBe(3);
    const equal = run(unequal, { field: 'size', width: '3', height: '3' });
    expect(ids(equal.options.shapes)).toEqual([1, 2, 5]);
  });

  it('keeps the shape when the new sides still offer it', () => {
    const custom = run(
      die,
      { field: 'shape', shapeId: 5 },
      { field: 'size', width: '2', height: '3' },
    );
    expect(custom.values.shapeId).toBe(5);
  });

  it('on the roll, follows the fixed size', () => {
    const roll = run(die, { field: 'cutting', cuttingId: 9 }, { field: 'fixedSize', sizeId: 902 });
    expect(ids(roll.options.shapes)).toEqual([3, 4]);
  });
});

describe('labels', () => {
  it("says 'Material' for products 7 and 8, 'Finishing' otherwise", () => {
    expect(init({ productId: 7 }).view.finishingLabel).toBe('Material');
    expect(init({ productId: 8 }).view.finishingLabel).toBe('Material');
    expect(init({ productId: 1 }).view.finishingLabel).toBe('Finishing');
    expect(init({ productId: 13 }).view.finishingLabel).toBe('Finishing');
  });

  it("says 'Sheet Size' for cuttings 3, 5, 6", () => {
    const state = init({ productId: 1 });
    const label = (cuttingId: number) => run(state, { field: 'cutting', cuttingId }).view.sizeLabel;
    expect([1, 3, 5, 6, 9].map(label)).toEqual([
      'Size (in)',
      'Sheet Size',
      'Sheet Size',
      'Sheet Size',
      'Size (in)',
    ]);
  });
});

describe('premium coating', () => {
  it('is forced for the Hologram product when the second premium item is chosen', () => {
    const state = init({ productId: 13 });
    expect(state.options.premiumCoating).toEqual([]);
    const second = run(state, { field: 'premiumProcessing', premiumProcessingId: 48 });
    expect(ids(second.options.premiumCoating)).toEqual([50, 51]);
    expect(second.values.premiumCoatingId).toBe(50);
    expect(second.view.premiumCoatingForced).toBe(true);
    expect(run(second, { field: 'premiumCoating', premiumCoatingId: null })).toBe(second);
    expect(
      run(second, { field: 'premiumCoating', premiumCoatingId: 51 }).values.premiumCoatingId,
    ).toBe(51);
  });

  it('is offered on finishing 6 with the second premium item, and may be cleared', () => {
    const pearl = run(
      init({ productId: 8 }),
      { field: 'finishing', finishingId: 6 },
      { field: 'premiumProcessing', premiumProcessingId: 48 },
    );
    expect(ids(pearl.options.premiumCoating)).toEqual([50, 51]);
    expect(pearl.view.premiumCoatingForced).toBe(false);
    const cleared = run(pearl, { field: 'premiumCoating', premiumCoatingId: null });
    expect(cleared.values.premiumCoatingId).toBeNull();
  });

  it('is absent for other finishings and for the other premium items', () => {
    const glossy = run(init({ productId: 1 }), {
      field: 'premiumProcessing',
      premiumProcessingId: 48,
    });
    expect(glossy.options.premiumCoating).toEqual([]);
    const third = run(init({ productId: 13 }), {
      field: 'premiumProcessing',
      premiumProcessingId: 49,
    });
    expect(third.options.premiumCoating).toEqual([]);
  });
});

describe('counts', () => {
  it('asks for the number of cuts only when the shape has cuts, keeping what was sent', () => {
    const multi = run(init({ productId: 1 }), { field: 'cutting', cuttingId: 5 });
    expect(multi.view.cutPerShapeRequired).toBe(true);
    // Issue 27 item 1: never rewritten into another number; refused by the verdict.
    expect(run(multi, { field: 'cutPerShape', text: '1a2b345678' }).values.cutPerShape).toBe(
      '1a2b345678',
    );
    expect(init({ productId: 1 }).view.cutPerShapeRequired).toBe(false);
  });

  it('asks for stickers per sheet when the cutting asks, kept as an integer', () => {
    const sheet = run(init({ productId: 1 }), { field: 'cutting', cuttingId: 3 });
    expect(run(sheet, { field: 'ea', text: '007' }).values.ea).toBe('7');
    expect(run(sheet, { field: 'ea', text: '12.7' }).values.ea).toBe('12.7');
  });

  it('refuses text that is not one number, naming the field, and reads a size comma (issue 27)', () => {
    const sheet = run(
      init({ productId: 1 }),
      { field: 'cutting', cuttingId: 3 },
      { field: 'ea', text: '12.7' },
      { field: 'size', width: '3,5', height: '-3' },
    );
    const problems = specialProcessingFormProblems(catalog, sheet);
    expect(problems).toContainEqual({
      field: 'ea',
      message: 'Stickers/Sheet must be a whole number, like 12.',
    });
    expect(problems).toContainEqual({
      field: 'height',
      message: 'Height must be one number, like 3.5.',
    });
    expect(problems.filter((problem) => problem.field === 'ea')).toHaveLength(1);
    expect(problems.some((problem) => problem.field === 'width')).toBe(false);
    expect(specialProcessingSendVerdict(catalog, sheet).sizeProblem).toBe(
      'Height must be one number, like 3.5.',
    );
  });
});

describe('the start', () => {
  it('takes what the visitor configured on the quote page, where the form offers it', () => {
    const state = init({
      productId: 1,
      featuredItemId: 13,
      cuttingId: 9,
      widthIn: 2,
      heightIn: 3,
      orientationId: 55,
      shapeId: 4,
      quantity: 500,
    });
    expect(state.featuredItemId).toBe(13);
    expect(state.values).toMatchObject({
      cuttingId: 9,
      sizeId: 902,
      orientationId: 55,
      shapeId: 4,
      quantity: 500,
    });
  });

  it('drops what the form does not offer', () => {
    const state = init({ productId: 1, cuttingId: 7, finishingId: 7, quantity: 3, shapeId: 6 });
    expect(state.values).toMatchObject({ cuttingId: 1, finishingId: 5, quantity: 50, shapeId: 1 });
  });

  it('maps a quote-page configuration', () => {
    const start = specialProcessingStartFrom(
      {
        productId: 1,
        cuttingId: 5,
        shapeId: 6,
        cutPerShape: 12,
        finishingId: 5,
        adhesiveId: 2,
        materialId: null,
        widthIn: 4,
        heightIn: 6,
        orientationId: null,
        printedSideId: 1,
        colorId: 1,
        addonItemId: null,
        premiumProcessingId: 49,
        premiumCoatingId: null,
        installReady: null,
        printFeatureItemIds: [],
        kinds: 1,
      },
      100,
      13,
    );
    const state = init(start);
    expect(state.values).toMatchObject({
      cuttingId: 5,
      shapeId: 6,
      cutPerShape: '12',
      width: '4',
      height: '6',
      premiumProcessingId: 49,
      quantity: 100,
    });
  });

  it('takes a preset with options (the embossed-paper link)', () => {
    const state = init({ productId: 7, finishingId: 6, optionIds: [6], subItemIds: [602] });
    expect(state.values.selection).toEqual({ optionIds: [6], subItemIds: [602] });
    expect(init({ productId: 7, optionIds: [6] }).values.selection.optionIds).toEqual([]);
  });
});

describe('the verdict', () => {
  const sized = run(init({ productId: 1 }), { field: 'size', width: '2', height: '3' });

  it('disables Send Quote until a special-processing category is chosen', () => {
    expect(specialProcessingSendVerdict(catalog, sized)).toEqual({
      sizeProblem: null,
      hasChoice: false,
      canSend: false,
    });
    const stamp = run(sized, { field: 'option', optionId: 5 });
    expect(specialProcessingSendVerdict(catalog, stamp).canSend).toBe(true);
    const thomson = run(sized, { field: 'cutting', cuttingId: 6 });
    expect(specialProcessingSendVerdict(catalog, thomson).hasChoice).toBe(true);
  });

  it('disables Send Quote while the size is flagged', () => {
    const empty = run(init({ productId: 1 }), { field: 'option', optionId: 5 });
    expect(specialProcessingSendVerdict(catalog, empty)).toMatchObject({
      sizeProblem: 'Size is required.',
      canSend: false,
    });
    const small = run(
      empty,
      { field: 'cutting', cuttingId: 3 },
      { field: 'size', width: '1', height: '3' },
      { field: 'option', optionId: 5 },
    );
    expect(specialProcessingSendVerdict(catalog, small)).toMatchObject({
      sizeProblem: '* Width or height must not be below 2x2in.',
      canSend: false,
    });
  });

  it('names the request fields in its problems', () => {
    const state = run(init({ productId: 1 }), { field: 'cutting', cuttingId: 5 });
    expect(specialProcessingFormProblems(catalog, state)).toEqual([
      { field: 'cut_per_shape', message: 'Number of cuts is required.' },
      { field: 'ea', message: 'Please specify the number of stickers to place in one seat.' },
      { field: 'width', message: 'Size is required.' },
      { field: 'addons', message: 'Please select a special processing option.' },
    ]);
    const tall = run(state, { field: 'size', width: '5', height: '1' });
    expect(specialProcessingFormProblems(catalog, tall)).toContainEqual({
      field: 'height',
      message: '* Width or height must not be below 2x2in.',
    });
  });
});
