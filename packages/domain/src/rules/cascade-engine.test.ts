import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seededCatalog } from '../../test/seeded-catalog';
import { testCatalog } from '../../test/test-catalog';
import type { Catalog } from '../catalog-model';
import { CUTTING_ROLL } from './catalog-ids';
import { applyChange, initConfigurator } from './configurator-cascade';
import type { ConfiguratorChange, ConfiguratorState } from './configurator-cascade';
import { selectPresetQuantity } from './quantity-rules';
import { isCuttingDisabled } from './special-processing-cuttings';
import {
  applySpecialProcessingChange,
  enteredSides,
  newSpecialProcessingForm,
  sizeText,
} from './special-processing-form';
import type {
  SpecialProcessingChange,
  SpecialProcessingFormState,
} from './special-processing-form';

// ADR 0053: the price configurator and the Special Processing form run one cascade engine; they
// differ only by the named options of cascade-options.ts. These tests go through the two
// reducers, as the pages and the server use them.

const ids = (list: readonly { id: number }[]) => list.map((entry) => entry.id);

function configurator(catalog: Catalog, productId: number): ConfiguratorState {
  const state = initConfigurator(catalog, { productId });
  if (!state) throw new Error(`no product ${productId}`);
  return state;
}

function form(catalog: Catalog, productId: number): SpecialProcessingFormState {
  const state = newSpecialProcessingForm(catalog, productId, null);
  if (state?.values.productId !== productId) throw new Error(`the form does not list ${productId}`);
  return state;
}

const onConfigurator =
  (catalog: Catalog) => (state: ConfiguratorState, change: ConfiguratorChange) =>
    applyChange(state, change, catalog);
const onForm =
  (catalog: Catalog) => (state: SpecialProcessingFormState, change: SpecialProcessingChange) =>
    applySpecialProcessingChange(state, change, catalog);

describe('the named options (test catalog, product 1)', () => {
  const catalog = testCatalog();
  const toConfigurator = onConfigurator(catalog);
  const toForm = onForm(catalog);

  it('premium: none on a special cutting in the configurator, offered in the form', () => {
    const special = { field: 'cutting', cuttingId: 6 } as const;
    const priced = toConfigurator(configurator(catalog, 1), special);
    const asked = toForm(form(catalog, 1), special);
    expect(priced.configuration.cuttingId).toBe(6);
    expect(asked.values.cuttingId).toBe(6);
    expect(priced.options.premiumProcessing).toEqual([]);
    expect(ids(asked.options.premiumProcessing)).toEqual([47, 48, 49]);
    expect(asked.values.premiumProcessingId).toBe(47);
  });

  it('add-ons: reloaded with the finishing in the configurator; the form has none', () => {
    // Product 2: glossy (5) offers white print items 1 and 2, matte (1) item 1 only.
    const priced = toConfigurator(configurator(catalog, 2), { field: 'addon', addonItemId: 2 });
    expect(priced.configuration.addonItemId).toBe(2);
    const matte = toConfigurator(priced, { field: 'finishing', finishingId: 1 });
    expect(ids(matte.options.addons.flatMap((group) => group.items))).toEqual([1]);
    expect(matte.configuration.addonItemId).toBe(1);
    const asked = toForm(form(catalog, 2), { field: 'finishing', finishingId: 1 });
    expect(asked.values.finishingId).toBe(1);
    expect(asked.options).not.toHaveProperty('addons');
  });

  it('sizes: the configurator lists presets, the form only a roll’s fixed sizes', () => {
    expect(ids(configurator(catalog, 1).options.sizes)).toEqual([1, 2, 3]);
    expect(form(catalog, 1).options.fixedSizes).toEqual([]);
    const roll = { field: 'cutting', cuttingId: CUTTING_ROLL } as const;
    const pricedRoll = toConfigurator(configurator(catalog, 1), roll);
    const askedRoll = toForm(form(catalog, 1), roll);
    expect(ids(askedRoll.options.fixedSizes)).toEqual(ids(pricedRoll.options.sizes));
    expect(askedRoll.values.sizeId).toBe(pricedRoll.sizePresetId);
  });

  it('quantity: the form reloads it with the cutting, the configurator keeps the visitor’s', () => {
    const asked = toForm(form(catalog, 1), { field: 'quantity', quantity: 500 });
    expect(asked.values.quantity).toBe(500);
    expect(toForm(asked, { field: 'cutting', cuttingId: 3 }).values.quantity).toBe(50);
    const chosen = selectPresetQuantity(3);
    const priced = toConfigurator(configurator(catalog, 1), {
      field: 'quantity',
      quantity: chosen,
    });
    const cut = toConfigurator(priced, { field: 'cutting', cuttingId: 3 });
    expect(cut.configuration.cuttingId).toBe(3);
    expect(cut.quantity).toEqual(chosen);
  });
});

describe('one rule for both forms (test catalog)', () => {
  const catalog = testCatalog();
  const toConfigurator = onConfigurator(catalog);
  const toForm = onForm(catalog);

  it('refuses a disabled cutting in both (product 1’s cutting 7, 001 §4)', () => {
    expect(isCuttingDisabled(7, 1)).toBe(true);
    const priced = configurator(catalog, 1);
    const asked = form(catalog, 1);
    expect(toConfigurator(priced, { field: 'cutting', cuttingId: 7 })).toBe(priced);
    expect(toForm(asked, { field: 'cutting', cuttingId: 7 })).toBe(asked);
  });

  it('changes nothing when an empty coating is cleared', () => {
    const priced = configurator(catalog, 1);
    const asked = form(catalog, 1);
    expect(priced.configuration.premiumCoatingId).toBeNull();
    expect(toConfigurator(priced, { field: 'premiumCoating', premiumCoatingId: null })).toBe(
      priced,
    );
    expect(toForm(asked, { field: 'premiumCoating', premiumCoatingId: null })).toBe(asked);
  });
});

// The first property test of the two forms against each other: on the seeded demo catalog, one
// walk through the shared choices leaves both with the same choices and lists, except where a
// named option makes them differ (premium processing on special-processing cuttings).
const RUNS = 300;
const SIDES = ['0.5', '1', '2', '2.5', '3', '4', '12'];

interface Step {
  control: number;
  pick: number;
  side: number;
}

describe('the configurator and the form on the seeded catalog', () => {
  const catalog = seededCatalog();
  const toConfigurator = onConfigurator(catalog);
  const toForm = onForm(catalog);
  const listed = form(catalog, 1).options.products.map((product) => product.id);

  /** Both forms on one product, on the configurator's starting cutting and size. */
  function both(productId: number) {
    const priced = configurator(catalog, productId);
    const { cuttingId, widthIn, heightIn } = priced.configuration;
    let asked = form(catalog, productId);
    if (cuttingId !== null) asked = toForm(asked, { field: 'cutting', cuttingId });
    if (asked.view.sizeMode === 'typed') {
      asked = toForm(asked, {
        field: 'size',
        width: sizeText(widthIn),
        height: sizeText(heightIn),
      });
    }
    return { priced, asked };
  }

  /** One shared control, picking among what the configurator shows (or the form, for premium). */
  function step(priced: ConfiguratorState, asked: SpecialProcessingFormState, s: Step) {
    const o = priced.options;
    const at = (list: readonly { id: number }[]) => list[s.pick % Math.max(list.length, 1)]?.id;
    const side = Number(SIDES[s.side % SIDES.length]);
    // A select's change for the entry picked, or none when the select is empty.
    const choose =
      (list: readonly { id: number }[], change: (id: number) => ConfiguratorChange) => () => {
        const id = at(list);
        return id === undefined ? null : change(id);
      };
    const { productId } = priced.configuration;
    const shared: Array<() => ConfiguratorChange | null> = [
      choose(
        o.cuttings.filter((cutting) => !isCuttingDisabled(cutting.id, productId)),
        (cuttingId) => ({ field: 'cutting', cuttingId }),
      ),
      choose(o.shapes, (shapeId) => ({ field: 'shape', shapeId })),
      choose(o.finishings, (finishingId) => ({ field: 'finishing', finishingId })),
      choose(o.adhesives, (adhesiveId) => ({ field: 'adhesive', adhesiveId })),
      choose(o.orientations, (orientationId) => ({ field: 'orientation', orientationId })),
      choose(asked.options.premiumProcessing, (premiumProcessingId) => ({
        field: 'premiumProcessing',
        premiumProcessingId,
      })),
      () => ({ field: 'premiumCoating', premiumCoatingId: at(o.premiumCoating) ?? null }),
      priced.view.sizeReadOnly
        ? choose(o.sizes, (sizePresetId) => ({ field: 'sizePreset', sizePresetId }))
        : () => ({ field: 'size', widthIn: side, heightIn: priced.configuration.heightIn }),
    ];
    const change = shared[s.control % shared.length]?.() ?? null;
    if (!change) return { priced, asked };
    const formChange = asFormChange(change);
    return {
      priced: toConfigurator(priced, change),
      asked: formChange ? toForm(asked, formChange) : asked,
    };
  }

  /** The same control on the form: its size changes are named and typed as text. */
  function asFormChange(change: ConfiguratorChange): SpecialProcessingChange | null {
    switch (change.field) {
      case 'sizePreset':
        return { field: 'fixedSize', sizeId: change.sizePresetId };
      case 'size':
        return {
          field: 'size',
          width: sizeText(change.widthIn),
          height: sizeText(change.heightIn),
        };
      case 'cutting':
      case 'shape':
      case 'finishing':
      case 'adhesive':
      case 'orientation':
      case 'premiumProcessing':
      case 'premiumCoating':
        return change;
      default:
        return null;
    }
  }

  function expectAgreement(priced: ConfiguratorState, asked: SpecialProcessingFormState) {
    const c = priced.configuration;
    const v = asked.values;
    const pick = (state: {
      cuttingId: number | null;
      shapeId: number | null;
      finishingId: number | null;
      adhesiveId: number | null;
      orientationId: number | null;
    }) => [
      state.cuttingId,
      state.shapeId,
      state.finishingId,
      state.adhesiveId,
      state.orientationId,
    ];
    expect(pick(v)).toEqual(pick(c));
    expect(enteredSides(v)).toEqual({ widthIn: c.widthIn, heightIn: c.heightIn });
    if (priced.view.sizeReadOnly && asked.view.sizeMode === 'fixed') {
      // A roll's fixed sizes, in both (000 §5, 001 §4).
      expect(ids(asked.options.fixedSizes)).toEqual(ids(priced.options.sizes));
      expect(v.sizeId).toBe(priced.sizePresetId);
    }
    for (const list of ['shapes', 'finishings', 'adhesives', 'orientations'] as const) {
      expect(ids(asked.options[list])).toEqual(ids(priced.options[list]));
    }
    expect(asked.view.cutPerShapeRequired).toBe(priced.view.cutPerShapeRequired);
    expect(asked.view.sizeLabel).toBe(priced.view.sizeLabel);
    const cutting = c.cuttingId === null ? null : catalog.cuttings.get(c.cuttingId);
    if (cutting?.specialProcessing) {
      // The named difference: premium processing only in the form (001 §4).
      expect(priced.options.premiumProcessing).toEqual([]);
      return;
    }
    expect(ids(asked.options.premiumProcessing)).toEqual(ids(priced.options.premiumProcessing));
    expect([v.premiumProcessingId, v.premiumCoatingId]).toEqual([
      c.premiumProcessingId,
      c.premiumCoatingId,
    ]);
    expect(ids(asked.options.premiumCoating)).toEqual(ids(priced.options.premiumCoating));
    expect(asked.view.premiumCoatingForced).toBe(priced.view.premiumCoatingForced);
  }

  it('agree on every walk through the shared choices', () => {
    fc.assert(
      fc.property(
        fc.nat(),
        fc.array(fc.record({ control: fc.nat(), pick: fc.nat(), side: fc.nat() }), {
          maxLength: 12,
        }),
        (productPick, steps) => {
          const productId = listed[productPick % listed.length] ?? 1;
          let { priced, asked } = both(productId);
          expectAgreement(priced, asked);
          for (const s of steps) {
            ({ priced, asked } = step(priced, asked, s));
            expectAgreement(priced, asked);
          }
        },
      ),
      { numRuns: RUNS },
    );
  });
});
