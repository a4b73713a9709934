import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FeaturedPreset } from '../catalog-model';
import { applyChange, initConfigurator } from './configurator-cascade';
import {
  configuratorCutCheck,
  configuratorProblems,
  configuratorSizeCheck,
  isPricingReady,
} from './configurator-checks';
import type { ConfiguratorChange, ConfiguratorState } from './configurator-cascade';
import { featuredItems, testCatalog } from '../../test/test-catalog';

const catalog = testCatalog();
const ids = (list: readonly { id: number }[]) => list.map((entry) => entry.id);
const sorted = (list: readonly number[]) => [...list].sort((a, b) => a - b);

function start(productId: number, featuredItemId: number | null = null, preset?: FeaturedPreset) {
  const state = initConfigurator(catalog, { productId, featuredItemId, preset: preset ?? null });
  if (!state) throw new Error(`no product ${productId} in the test catalog`);
  return state;
}

function apply(state: ConfiguratorState, ...changes: ConfiguratorChange[]): ConfiguratorState {
  return changes.reduce((current, change) => applyChange(current, change, catalog), state);
}

const luxury = featuredItems[0];
const luxuryPreset = luxury?.preset;
if (!luxury || !luxuryPreset) throw new Error('fixture');

describe('initConfigurator', () => {
  it('is null for an unknown product', () => {
    expect(initConfigurator(catalog, { productId: 404 })).toBeNull();
  });

  it('auto-selects the first option of every list', () => {
    const state = start(1);
    expect(state.configuration).toEqual({
      productId: 1,
      cuttingId: 1,
      shapeId: 1,
      cutPerShape: null,
      finishingId: 5,
      adhesiveId: 1,
      materialId: null,
      widthIn: 2,
      heightIn: 2,
      orientationId: null,
      printedSideId: 1,
      colorId: 1,
      addonItemId: null,
      premiumProcessingId: 47,
      premiumCoatingId: null,
      installReady: null,
      printFeatureItemIds: [],
      kinds: 1,
    });
    expect(state.sizePresetId).toBe(1);
    expect(state.quantity).toEqual({ mode: 'preset', index: 0 });
    expect(state.sets).toEqual({ kinds: 1, custom: '' });
    expect(state.featuredItemId).toBeNull();
    expect(state.printFeaturePresetError).toBeNull();
  });

  it('derives the option lists', () => {
    const { options } = start(1);
    expect(ids(options.cuttings)).toEqual([1, 3, 5, 6, 7, 9]);
    // 2 x 2 is square: Oval and Rectangle are hidden.
    expect(ids(options.shapes)).toEqual([1, 2, 5]);
    expect(ids(options.finishings)).toEqual([5, 1]);
    expect(ids(options.adhesives)).toEqual([1, 2]);
    expect(ids(options.sizes)).toEqual([1, 2, 3]);
    expect(options.orientations).toEqual([]);
    expect(ids(options.premiumProcessing)).toEqual([47, 48, 49]);
    expect(options.premiumCoating).toEqual([]);
    expect(options.quantities).toEqual([50, 100, 200, 500, 1000]);
  });

  it('derives the view', () => {
    const { view } = start(1);
    expect(view).toMatchObject({
      finishingLabel: 'Finishing',
      sizeLabel: 'Size (in)',
      sizeReadOnly: false,
      installReadyOffered: false,
      premiumCoatingForced: false,
      cutPerShapeRequired: false,
      isGlossy: false,
    });
    expect(view.dimLookup?.equalSide).toBe(true);
  });

  it('labels the finishing "Material" for products 7 and 8', () => {
    expect(start(7).view.finishingLabel).toBe('Material');
    expect(start(8).view.finishingLabel).toBe('Material');
  });

  it('offers install-ready (yes first) for product 9 only', () => {
    const lettering = start(9);
    expect(lettering.view.installReadyOffered).toBe(true);
    expect(lettering.configuration.installReady).toBe(true);
    expect(lettering.configuration.materialId).toBe(4);
  });

  it('shows no print features for product 16', () => {
    const card = start(16);
    expect(card.options.printFeatureGroups).toEqual([]);
    expect(card.configuration.printFeatureItemIds).toEqual([]);
    expect(card.configuration.cuttingId).toBeNull();
    expect(card.configuration.materialId).toBe(1);
    expect(card.options.shapes).toEqual([]);
  });

  it('gives print features their defaults and hides tag strings without a punch hole', () => {
    const card = apply(start(17), { field: 'printedSide', printedSideId: 2 });
    expect(ids(card.options.printFeatureGroups)).toEqual([1, 2, 3, 4, 5, 7, 8, 9, 10]);
    expect(sorted(card.configuration.printFeatureItemIds)).toEqual([
      113, 121, 144, 161, 163, 171, 181, 191,
    ]);
  });

  it('offers back-side features only when both sides are printed', () => {
    const single = start(17);
    expect(single.configuration.printedSideId).toBe(1);
    expect(ids(single.options.printFeatureGroups)).toEqual([1, 2, 3, 4, 5, 7, 8, 10]);
    const spotUv = single.options.printFeatureGroups.find((group) => group.id === 7);
    expect(ids(spotUv?.items ?? [])).toEqual([161, 162]);
    expect(sorted(single.configuration.printFeatureItemIds)).toEqual([
      113, 121, 144, 161, 171, 191,
    ]);
  });

  it('gives the back the choice of the front when the back becomes printed, and drops it again', () => {
    const front = apply(start(17), { field: 'printFeature', groupId: 7, itemId: 162 });
    const both = apply(front, { field: 'printedSide', printedSideId: 2 });
    expect(both.configuration.printFeatureItemIds).toEqual(
      expect.arrayContaining([162, 164, 171, 181]),
    );
    const single = apply(both, { field: 'printedSide', printedSideId: 1 });
    expect(single.configuration.printFeatureItemIds).toContain(162);
    expect(single.configuration.printFeatureItemIds).not.toContain(164);
    expect(single.configuration.printFeatureItemIds).not.toContain(181);
  });

  it('applies a featured preset for its product', () => {
    const state = start(17, luxury.id, luxuryPreset);
    expect(state.featuredItemId).toBe(5);
    expect(ids(state.options.materials)).toEqual([2, 3]);
    expect(state.configuration).toMatchObject({
      materialId: 3,
      widthIn: 2,
      heightIn: 3.5,
      printedSideId: 2,
      colorId: 2,
      addonItemId: 58,
      kinds: 3,
    });
    expect(state.sizePresetId).toBeNull();
    expect(state.quantity).toEqual({ mode: 'preset', index: 1 });
    expect(state.sets).toEqual({ kinds: 3, custom: '' });
    // Allowed groups only; the preset's punch hole brings tag strings in.
    expect(ids(state.options.printFeatureGroups)).toEqual([2, 4, 5, 6]);
    expect(sorted(state.configuration.printFeatureItemIds)).toEqual([113, 131, 142, 151]);
  });

  it('turns a preset with more than 10 sets into a custom multiplier', () => {
    const state = start(17, null, { ...luxuryPreset, sets: 12, quantity: 750 });
    expect(state.sets).toEqual({ kinds: -1, custom: '12' });
    expect(state.configuration.kinds).toBe(12);
    expect(state.quantity).toEqual({ mode: 'custom', index: -1, typed: '750' });
  });

  it('ignores a preset for another product', () => {
    const state = start(16, null, luxuryPreset);
    expect(state.configuration.materialId).toBe(1);
    expect(state.configuration.widthIn).toBe(3.5);
  });

  it('keeps the defaults and reports an unreadable print-feature preset', () => {
    const state = start(17, null, { ...luxuryPreset, printFeatures: { 'punch-holes': [1.5] } });
    expect(state.printFeaturePresetError).toBe(
      'print-feature preset "punch-holes" holds a non-integer id',
    );
    expect(state.configuration.printFeatureItemIds).not.toContain(131);
  });
});

describe('changing product', () => {
  it('clears everything and reloads from the new product', () => {
    const roll = apply(
      start(1),
      { field: 'cutting', cuttingId: 9 },
      { field: 'quantity', quantity: { mode: 'custom', index: -1, typed: '777' } },
      { field: 'sets', sets: { kinds: 4, custom: '' } },
    );
    const next = apply(roll, { field: 'product', productId: 7 });
    expect(next).toEqual(start(7));
  });

  it('applies a preset given with the change', () => {
    const next = apply(start(1), { field: 'product', productId: 17, preset: luxuryPreset });
    expect(next.configuration.materialId).toBe(3);
    expect(next.configuration.kinds).toBe(3);
  });

  it('keeps the featured item of the page', () => {
    const next = apply(start(17, luxury.id), { field: 'product', productId: 16 });
    expect(next.featuredItemId).toBe(5);
  });

  it('ignores an unknown product', () => {
    const state = start(1);
    expect(applyChange(state, { field: 'product', productId: 404 }, catalog)).toBe(state);
  });
});

describe('changing cutting', () => {
  it('switches to the roll: orientation, fixed read-only sizes, no adhesive or premium', () => {
    const roll = apply(start(1), { field: 'cutting', cuttingId: 9 });
    expect(ids(roll.options.orientations)).toEqual([53, 54, 55, 56]);
    expect(roll.configuration.orientationId).toBe(53);
    expect(ids(roll.options.sizes)).toEqual([901, 902, 903]);
    // 2 x 2 is one of the fixed sizes, so it stays.
    expect(roll.sizePresetId).toBe(901);
    expect(roll.options.adhesives).toEqual([]);
    expect(roll.configuration.adhesiveId).toBeNull();
    expect(roll.options.premiumProcessing).toEqual([]);
    expect(roll.configuration.premiumProcessingId).toBeNull();
    expect(roll.view.sizeReadOnly).toBe(true);
    expect(roll.view.dimLookup?.id).toBe(901);
    expect(ids(roll.options.shapes)).toEqual([1, 2]);
  });

  it('moves a size that is not a fixed roll size to the first one', () => {
    const custom = apply(start(1), { field: 'size', widthIn: 2.5, heightIn: 3.5 });
    const roll = apply(custom, { field: 'cutting', cuttingId: 9 });
    expect(roll.configuration).toMatchObject({ widthIn: 2, heightIn: 2 });
    expect(roll.sizePresetId).toBe(901);
  });

  it('keeps a typed size off the roll and forgets the roll orientation', () => {
    const roll = apply(
      start(1),
      { field: 'cutting', cuttingId: 9 },
      { field: 'orientation', orientationId: 55 },
    );
    const back = apply(roll, { field: 'cutting', cuttingId: 1 });
    expect(back.configuration.orientationId).toBeNull();
    expect(back.options.orientations).toEqual([]);
    expect(back.view.sizeReadOnly).toBe(false);
    expect(back.sizePresetId).toBe(1);
  });

  it('reloads finishings by lookups and labels sheets', () => {
    const sheet = apply(start(1), { field: 'cutting', cuttingId: 3 });
    expect(ids(sheet.options.finishings)).toEqual([5]);
    expect(ids(sheet.options.adhesives)).toEqual([1, 2, 3]);
    expect(ids(sheet.options.shapes)).toEqual([2]);
    expect(sheet.view.sizeLabel).toBe('Sheet Size');
  });

  it('offers no premium processing on a special-processing cutting', () => {
    // Cutting 6: product 1's cutting 7 is disabled (001 §4), so choosing it changes nothing.
    const special = apply(start(1), { field: 'cutting', cuttingId: 6 });
    expect(special.configuration.cuttingId).toBe(6);
    expect(special.options.premiumProcessing).toEqual([]);
    expect(special.configuration.premiumProcessingId).toBeNull();
  });

  it('requires cuts for a shape with cuts', () => {
    const multi = apply(start(1), { field: 'cutting', cuttingId: 5 });
    expect(multi.configuration.shapeId).toBe(6);
    expect(multi.view.cutPerShapeRequired).toBe(true);
    expect(configuratorProblems(multi, 'quote-page')).toEqual([
      { field: 'cut_per_shape', message: 'Number of cuts is required.' },
    ]);
    const twelve = apply(multi, { field: 'cutPerShape', cutPerShape: 12 });
    expect(twelve.configuration.cutPerShape).toBe(12);
    expect(configuratorProblems(twelve, 'quote-page')).toEqual([]);
    // 31 to 10000 cuts turn the button into a quote request (issue 11 item 3): not a problem.
    const quoted = apply(multi, { field: 'cutPerShape', cutPerShape: 31 });
    expect(configuratorProblems(quoted, 'price-tab')).toEqual([]);
    expect(configuratorCutCheck(quoted).message).toBe(
      'Number of cuts should not be more than 30. Request a quote from the button below.',
    );
    const tooMany = apply(multi, { field: 'cutPerShape', cutPerShape: 10_001 });
    expect(configuratorProblems(tooMany, 'price-tab')).toEqual([
      { field: 'cut_per_shape', message: 'Number of cuts should not be more than 10000.' },
    ]);
  });

  it('ignores cuts for a shape without them', () => {
    const state = start(1);
    expect(apply(state, { field: 'cutPerShape', cutPerShape: 5 })).toBe(state);
  });

  it('ignores a cutting the product does not offer', () => {
    const state = start(1);
    expect(applyChange(state, { field: 'cutting', cuttingId: 4 }, catalog)).toBe(state);
  });
});

describe('changing size', () => {
  it('refilters shapes: unequal sides hide Circle and Square', () => {
    const state = apply(start(1), { field: 'size', widthIn: 2, heightIn: 3 });
    expect(ids(state.options.shapes)).toEqual([3, 4, 5]);
    expect(state.configuration.shapeId).toBe(3);
    expect(state.sizePresetId).toBe(2);
    expect(state.view.dimLookup?.equalSide).toBe(false);
  });

  it('keeps a shape that is still offered', () => {
    const custom = apply(start(1), { field: 'shape', shapeId: 5 });
    const state = apply(custom, { field: 'size', widthIn: 2, heightIn: 3 });
    expect(state.configuration.shapeId).toBe(5);
  });

  it('records "not entered" for empty or invalid sides', () => {
    const state = apply(start(1), { field: 'size', widthIn: 0, heightIn: Number.NaN });
    expect(state.configuration).toMatchObject({ widthIn: 0, heightIn: 0 });
    expect(state.sizePresetId).toBeNull();
    expect(isPricingReady(state)).toBe(false);
    expect(configuratorSizeCheck(state, 'quote-page')).toEqual({
      status: 'missing',
      field: 'both',
      message: 'Please enter width and height',
    });
    expect(ids(state.options.shapes)).toEqual([1, 2, 3, 4, 5]);
  });

  it('is read-only on the roll', () => {
    const roll = apply(start(1), { field: 'cutting', cuttingId: 9 });
    expect(applyChange(roll, { field: 'size', widthIn: 5, heightIn: 5 }, catalog)).toBe(roll);
    const fixed = apply(roll, { field: 'sizePreset', sizePresetId: 902 });
    expect(fixed.configuration).toMatchObject({ widthIn: 2, heightIn: 3 });
  });

  it('selects a size preset', () => {
    const state = apply(start(1), { field: 'sizePreset', sizePresetId: 3 });
    expect(state.configuration).toMatchObject({ widthIn: 3, heightIn: 3 });
    expect(state.sizePresetId).toBe(3);
    const same = apply(state, { field: 'sizePreset', sizePresetId: 404 });
    expect(same).toBe(state);
  });

  it('checks the size with the page wording', () => {
    const big = apply(start(1), { field: 'size', widthIn: 30, heightIn: 30 });
    expect(configuratorSizeCheck(big, 'quote-page')).toMatchObject({
      status: 'above-maximum',
      message: '* For special sizes, request a quote from the button below.',
    });
    expect(configuratorSizeCheck(big, 'price-tab')).toMatchObject({
      message: '※ It is a special size.',
    });
    // Above the maximum asks for a quote; it does not block.
    expect(configuratorProblems(big, 'quote-page')).toEqual([]);
    const small = apply(start(1), { field: 'size', widthIn: 0.25, heightIn: 0.25 });
    expect(configuratorProblems(small, 'price-tab')).toEqual([
      { field: 'size', message: '※ Width or height must not be below 0.5in.' },
    ]);
    expect(isPricingReady(small)).toBe(true);
  });
});

describe('changing finishing', () => {
  it('reloads adhesives and premium processing', () => {
    const glossy = apply(start(1), { field: 'premiumProcessing', premiumProcessingId: 49 });
    const matte = apply(glossy, { field: 'finishing', finishingId: 1 });
    expect(ids(matte.options.adhesives)).toEqual([1]);
    expect(matte.configuration.adhesiveId).toBe(1);
    expect(matte.configuration.premiumProcessingId).toBe(47);
  });

  it('reloads add-ons', () => {
    const withWhite = apply(start(2), { field: 'addon', addonItemId: 2 });
    expect(withWhite.configuration.addonItemId).toBe(2);
    const matte = apply(withWhite, { field: 'finishing', finishingId: 1 });
    expect(ids(matte.options.addons[0]?.items ?? [])).toEqual([1]);
    expect(matte.configuration.addonItemId).toBe(1);
    expect(apply(matte, { field: 'addon', addonItemId: 2 })).toBe(matte);
    expect(ids(matte.options.premiumProcessing)).toEqual([48]);
  });

  it('ignores a finishing not offered', () => {
    const sheet = apply(start(1), { field: 'cutting', cuttingId: 3 });
    expect(apply(sheet, { field: 'finishing', finishingId: 1 })).toBe(sheet);
  });
});

describe('premium processing, coating and gloss', () => {
  it('forces a hologram coating for the Hologram product with the second premium option', () => {
    const hologram = start(13);
    expect(hologram.configuration.finishingId).toBe(7);
    const laminated = apply(hologram, { field: 'premiumProcessing', premiumProcessingId: 48 });
    expect(ids(laminated.options.premiumCoating)).toEqual([50, 51]);
    expect(laminated.configuration.premiumCoatingId).toBe(50);
    expect(laminated.view.premiumCoatingForced).toBe(true);
    expect(apply(laminated, { field: 'premiumCoating', premiumCoatingId: null })).toBe(laminated);
    const sparkle = apply(laminated, { field: 'premiumCoating', premiumCoatingId: 51 });
    expect(sparkle.configuration.premiumCoatingId).toBe(51);
    expect(apply(sparkle, { field: 'premiumCoating', premiumCoatingId: 49 })).toBe(sparkle);
    const plain = apply(sparkle, { field: 'premiumProcessing', premiumProcessingId: 47 });
    expect(plain.options.premiumCoating).toEqual([]);
    expect(plain.configuration.premiumCoatingId).toBeNull();
    expect(plain.view.premiumCoatingForced).toBe(false);
  });

  it('forces the coating for the Hologram product on another finishing too', () => {
    const glossy = apply(start(13), { field: 'finishing', finishingId: 5 });
    const laminated = apply(glossy, { field: 'premiumProcessing', premiumProcessingId: 48 });
    expect(laminated.view.premiumCoatingForced).toBe(true);
  });

  it('offers an optional coating on finishing 6', () => {
    const pearl = apply(
      start(7),
      { field: 'finishing', finishingId: 6 },
      { field: 'premiumProcessing', premiumProcessingId: 48 },
    );
    expect(ids(pearl.options.premiumCoating)).toEqual([50, 51]);
    expect(pearl.view.premiumCoatingForced).toBe(false);
    const none = apply(pearl, { field: 'premiumCoating', premiumCoatingId: null });
    expect(none.configuration.premiumCoatingId).toBeNull();
  });

  it('offers no coating on other finishings', () => {
    const laminated = apply(start(8), { field: 'premiumProcessing', premiumProcessingId: 48 });
    expect(laminated.options.premiumCoating).toEqual([]);
  });

  it('sets the glossy flag with gloss laminate unless the finishing is glossy', () => {
    const onGlossy = apply(start(1), { field: 'premiumProcessing', premiumProcessingId: 48 });
    expect(onGlossy.view.isGlossy).toBe(false);
    const onMatte = apply(
      start(1),
      { field: 'finishing', finishingId: 1 },
      { field: 'premiumProcessing', premiumProcessingId: 48 },
    );
    expect(onMatte.view.isGlossy).toBe(true);
    expect(
      apply(onMatte, { field: 'premiumProcessing', premiumProcessingId: 49 }).view.isGlossy,
    ).toBe(false);
  });

  it('ignores premium options not offered', () => {
    const state = start(1);
    expect(apply(state, { field: 'premiumProcessing', premiumProcessingId: 50 })).toBe(state);
  });
});

describe('plain options', () => {
  it('sets offered options and ignores others', () => {
    const roll = apply(start(1), { field: 'cutting', cuttingId: 9 });
    expect(
      apply(roll, { field: 'orientation', orientationId: 56 }).configuration.orientationId,
    ).toBe(56);
    expect(apply(roll, { field: 'orientation', orientationId: 47 })).toBe(roll);
    const card = start(16);
    expect(
      apply(card, { field: 'printedSide', printedSideId: 2 }).configuration.printedSideId,
    ).toBe(2);
    expect(apply(card, { field: 'printedSide', printedSideId: 3 })).toBe(card);
    expect(apply(card, { field: 'color', colorId: 2 }).configuration.colorId).toBe(2);
    expect(apply(card, { field: 'material', materialId: 3 }).configuration.materialId).toBe(3);
    expect(apply(card, { field: 'material', materialId: 4 })).toBe(card);
    expect(apply(card, { field: 'addon', addonItemId: 58 }).configuration.addonItemId).toBe(58);
    const state = start(1);
    expect(apply(state, { field: 'adhesive', adhesiveId: 2 }).configuration.adhesiveId).toBe(2);
    expect(apply(state, { field: 'adhesive', adhesiveId: 3 })).toBe(state);
    expect(apply(state, { field: 'shape', shapeId: 4 })).toBe(state);
  });

  it('keeps to the featured item material subset', () => {
    const state = start(17, luxury.id);
    expect(apply(state, { field: 'material', materialId: 1 })).toBe(state);
  });

  it('sets install-ready only where offered', () => {
    expect(
      apply(start(9), { field: 'installReady', installReady: false }).configuration.installReady,
    ).toBe(false);
    const state = start(1);
    expect(apply(state, { field: 'installReady', installReady: true })).toBe(state);
  });
});

describe('quantity and sets', () => {
  it('selects a preset, a dropdown entry or a custom quantity', () => {
    const state = start(1);
    expect(
      apply(state, { field: 'quantity', quantity: { mode: 'preset', index: 3 } }).quantity,
    ).toEqual({
      mode: 'more',
      index: 3,
    });
    expect(
      apply(state, {
        field: 'quantity',
        quantity: { mode: 'custom', index: -1, typed: '12a34567' },
      }).quantity,
    ).toEqual({ mode: 'custom', index: -1, typed: '12a34567' });
    expect(apply(state, { field: 'quantity', quantity: { mode: 'more', index: 9 } })).toBe(state);
  });

  it('sets kinds from the sets selection', () => {
    const state = start(1);
    expect(
      apply(state, { field: 'sets', sets: { kinds: 5, custom: '' } }).configuration.kinds,
    ).toBe(5);
    expect(
      apply(state, { field: 'sets', sets: { kinds: 0, custom: '' } }).configuration.kinds,
    ).toBe(1);
    const custom = apply(state, { field: 'sets', sets: { kinds: -1, custom: '25' } });
    expect(custom.sets).toEqual({ kinds: -1, custom: '25' });
    expect(custom.configuration.kinds).toBe(25);
    expect(apply(state, { field: 'sets', sets: { kinds: 11, custom: '' } })).toBe(state);
    expect(apply(state, { field: 'sets', sets: { kinds: 2.5, custom: '' } })).toBe(state);
  });
});

describe('print features', () => {
  it('shows tag strings (with their default) once a punch hole is ticked, hides them after', () => {
    const card = start(17);
    const punched = apply(card, { field: 'printFeature', groupId: 4, itemId: 131 });
    expect(ids(punched.options.printFeatureGroups)).toContain(6);
    expect(punched.configuration.printFeatureItemIds).toContain(153);
    const tied = apply(punched, { field: 'printFeature', groupId: 6, itemId: 151 });
    expect(tied.configuration.printFeatureItemIds).toContain(151);
    const unpunched = apply(tied, { field: 'printFeature', groupId: 4, itemId: 131 });
    expect(ids(unpunched.options.printFeatureGroups)).not.toContain(6);
    expect(unpunched.configuration.printFeatureItemIds).not.toContain(151);
  });

  it('keeps both sides in step', () => {
    const card = apply(
      start(17),
      { field: 'printedSide', printedSideId: 2 },
      { field: 'printFeature', groupId: 7, itemId: 162 },
    );
    expect(card.configuration.printFeatureItemIds).toEqual(expect.arrayContaining([162, 164]));
    expect(card.configuration.printFeatureItemIds).not.toContain(163);
  });

  it('refuses a tick over max_selected and ignores hidden or unknown groups', () => {
    const two = apply(
      start(17),
      { field: 'printFeature', groupId: 1, itemId: 101 },
      { field: 'printFeature', groupId: 1, itemId: 102 },
    );
    expect(apply(two, { field: 'printFeature', groupId: 1, itemId: 103 })).toBe(two);
    expect(apply(two, { field: 'printFeature', groupId: 6, itemId: 151 })).toBe(two);
    const card = start(16);
    expect(apply(card, { field: 'printFeature', groupId: 2, itemId: 111 })).toBe(card);
  });

  it('applies a late featured preset, or reports it when unreadable', () => {
    const card = start(17);
    const broken = apply(card, { field: 'printFeaturePreset', preset: '{oops' });
    expect(broken.printFeaturePresetError).toBe('print-feature preset is not valid JSON');
    expect(broken.configuration).toBe(card.configuration);
    const applied = apply(broken, {
      field: 'printFeaturePreset',
      preset: '{"punch-holes":[131],"tag-strings":[152]}',
    });
    expect(applied.printFeaturePresetError).toBeNull();
    expect(applied.configuration.printFeatureItemIds).toEqual(expect.arrayContaining([131, 152]));
  });
});

describe('properties', () => {
  const change = fc.oneof(
    fc.record({
      field: fc.constant('cutting' as const),
      cuttingId: fc.constantFrom(1, 3, 5, 6, 7, 9),
    }),
    fc.record({
      field: fc.constant('size' as const),
      widthIn: fc.integer({ min: 0, max: 40 }),
      heightIn: fc.integer({ min: 0, max: 40 }),
    }),
    fc.record({
      field: fc.constant('finishing' as const),
      finishingId: fc.constantFrom(1, 5, 6, 7),
    }),
    fc.record({
      field: fc.constant('premiumProcessing' as const),
      premiumProcessingId: fc.constantFrom(47, 48, 49),
    }),
    fc.record({ field: fc.constant('shape' as const), shapeId: fc.integer({ min: 1, max: 6 }) }),
    fc.record({
      field: fc.constant('orientation' as const),
      orientationId: fc.integer({ min: 53, max: 56 }),
    }),
    fc.record({
      field: fc.constant('product' as const),
      productId: fc.constantFrom(1, 2, 7, 8, 13),
    }),
  );

  it('every selected option is one the lists offer', () => {
    fc.assert(
      fc.property(fc.array(change, { maxLength: 25 }), (changes) => {
        const state = apply(start(1), ...changes);
        const { configuration: config, options } = state;
        const offeredOrNull = (list: readonly { id: number }[], id: number | null) =>
          id === null ? list.length === 0 : ids(list).includes(id);
        expect(offeredOrNull(options.cuttings, config.cuttingId)).toBe(true);
        expect(offeredOrNull(options.shapes, config.shapeId)).toBe(true);
        expect(offeredOrNull(options.finishings, config.finishingId)).toBe(true);
        expect(offeredOrNull(options.adhesives, config.adhesiveId)).toBe(true);
        expect(offeredOrNull(options.orientations, config.orientationId)).toBe(true);
        expect(offeredOrNull(options.premiumProcessing, config.premiumProcessingId)).toBe(true);
        expect(offeredOrNull(options.premiumCoating, config.premiumCoatingId)).toBe(true);
        expect(config.cuttingId === 9 ? options.adhesives.length : 0).toBe(0);
        if (config.cuttingId === 9) {
          expect(ids(options.sizes)).toContain(state.sizePresetId);
        }
      }),
    );
  });
});
