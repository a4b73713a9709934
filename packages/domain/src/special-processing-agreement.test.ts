import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seededCatalog } from '../test/seeded-catalog';
import { testCatalog } from '../test/test-catalog';
import type { Catalog } from './catalog-model';
import { parseCount } from './rules/cut-count-rules';
import { parseDimension } from './rules/size-rules';
import { applySpecialProcessingChange } from './rules/special-processing-form';
import { initSpecialProcessingForm } from './rules/special-processing-start';
import type {
  SpecialProcessingChange,
  SpecialProcessingFormState,
  SpecialProcessingValues,
} from './rules/special-processing-form';
import {
  specialProcessingFormProblems,
  specialProcessingSendVerdict,
} from './rules/special-processing-verdict';
import { checkSpecialProcessingRequest } from './special-processing-check';
import { specialProcessingFields } from './special-processing-payload';

// Issue 16: the server checks a Special Processing request with the form's own reducer. For any
// walk through the form, what it sends is accepted exactly when the form itself finds nothing
// wrong (and refused with the form's own messages otherwise); and a request with one field
// changed to a value the form would not offer at that point is refused, naming that field.
const RUNS = 300;
const contact = { firstname: 'Grace', lastname: 'Hopper', email_address: 'grace@example.com' };

interface Action {
  control: number;
  pick: number;
  text: string;
}

// Typed, pasted or autofilled: valid numbers, a size's decimal comma, and text the form refuses.
const typed = fc.oneof(
  fc.constantFrom('', '0', '1', '2', '3', '4', '0.5', '2.5', '12', '30', '31', '100', '000012'),
  fc.constantFrom('3,5', ' 4 ', '-3', '1e3', '12.7', '12abc3', '1234567'),
  fc.stringMatching(/^[0-9.,]{0,8}$/),
);
const actions = fc.array(fc.record({ control: fc.nat(), pick: fc.nat(), text: typed }), {
  maxLength: 16,
});

function at<T>(list: readonly T[], pick: number): T | undefined {
  return list.length === 0 ? undefined : list[pick % list.length];
}

/** The change a visitor makes with one control of the form, picking among what it shows. */
function changeFor(
  state: SpecialProcessingFormState,
  action: Action,
): SpecialProcessingChange | null {
  const { options } = state;
  const { pick, text } = action;
  const id = <T extends { id: number }>(list: readonly T[]) => at(list, pick)?.id;
  const controls: Array<() => SpecialProcessingChange | null> = [
    () => {
      const productId = id(options.products);
      return productId === undefined ? null : { field: 'product', productId };
    },
    () => {
      const cuttingId = at(options.cuttings, pick)?.option.id;
      return cuttingId === undefined ? null : { field: 'cutting', cuttingId };
    },
    () => {
      const shapeId = id(options.shapes);
      return shapeId === undefined ? null : { field: 'shape', shapeId };
    },
    () => {
      const orientationId = id(options.orientations);
      return orientationId === undefined ? null : { field: 'orientation', orientationId };
    },
    () => ({ field: 'cutPerShape', text }),
    () => ({ field: 'ea', text }),
    () => {
      const finishingId = id(options.finishings);
      return finishingId === undefined ? null : { field: 'finishing', finishingId };
    },
    () => {
      const value = id(options.premiumProcessing);
      return value === undefined
        ? null
        : { field: 'premiumProcessing', premiumProcessingId: value };
    },
    () => ({ field: 'premiumCoating', premiumCoatingId: id(options.premiumCoating) ?? null }),
    () => {
      const adhesiveId = id(options.adhesives);
      return adhesiveId === undefined ? null : { field: 'adhesive', adhesiveId };
    },
    () => {
      const colorId = id(options.colors);
      return colorId === undefined ? null : { field: 'color', colorId };
    },
    () => ({ field: 'size', width: text, height: at(['2', '3', text, '4.5'], pick) ?? '' }),
    () => {
      const sizeId = id(options.fixedSizes);
      return sizeId === undefined ? null : { field: 'fixedSize', sizeId };
    },
    () => {
      const quantity = at(options.quantities, pick);
      return quantity === undefined ? null : { field: 'quantity', quantity };
    },
    () => {
      const optionId = at(options.specialProcessing, pick)?.option.id;
      return optionId === undefined ? null : { field: 'option', optionId };
    },
    () => {
      const items = options.specialProcessing.flatMap((entry) =>
        entry.option.items.map((item) => ({ optionId: entry.option.id, itemId: item.id })),
      );
      const item = at(items, pick);
      return item ? { field: 'subItem', ...item } : null;
    },
  ];
  return at(controls, action.control)?.() ?? null;
}

function walk(catalog: Catalog, start: number, steps: readonly Action[]) {
  const first = initSpecialProcessingForm(catalog, {});
  if (!first) throw new Error('the catalog lists products');
  const product = at(first.options.products, start);
  let state = product
    ? applySpecialProcessingChange(first, { field: 'product', productId: product.id }, catalog)
    : first;
  for (const step of steps) {
    const change = changeFor(state, step);
    if (change) state = applySpecialProcessingChange(state, change, catalog);
  }
  return state;
}

/** What a visitor does before sending: fill what the form flags, tick an option. */
function complete(catalog: Catalog, input: SpecialProcessingFormState): SpecialProcessingFormState {
  let state = input;
  const apply = (change: SpecialProcessingChange) => {
    state = applySpecialProcessingChange(state, change, catalog);
  };
  if (specialProcessingSendVerdict(catalog, state).sizeProblem) {
    apply({ field: 'size', width: '4', height: '6' });
  }
  const fields = new Set(specialProcessingFormProblems(catalog, state).map((p) => p.field));
  if (fields.has('cut_per_shape')) apply({ field: 'cutPerShape', text: '5' });
  if (fields.has('ea')) apply({ field: 'ea', text: '3' });
  const enabled = state.options.specialProcessing.find((entry) => !entry.disabled);
  if (fields.has('addons') && enabled) apply({ field: 'option', optionId: enabled.option.id });
  // Most requests name a sub-item of their option (a colour of foil, a kind of emboss).
  const { optionIds, subItemIds } = state.values.selection;
  const option = state.options.specialProcessing.find((entry) => entry.option.id === optionIds[0]);
  const item = option?.option.items[0];
  if (option && item && subItemIds.length === 0) {
    apply({ field: 'subItem', optionId: option.option.id, itemId: item.id });
  }
  return state;
}

/**
 * The values as the request carries them (texts as the numbers they are). Ticked options and
 * sub-items are sets: the form keeps them in the order ticked, the request in the order of its
 * fields, and neither order means anything.
 */
function sent(values: SpecialProcessingValues) {
  const byId = (ids: readonly number[]) => [...ids].sort((a, b) => a - b);
  return {
    ...values,
    selection: {
      optionIds: byId(values.selection.optionIds),
      subItemIds: byId(values.selection.subItemIds),
    },
    width: parseDimension(values.width),
    height: parseDimension(values.height),
    cutPerShape: parseCount(values.cutPerShape),
    ea: parseCount(values.ea),
  };
}

const catalogs: Array<[string, Catalog]> = [
  ['test catalog', testCatalog()],
  ['seeded demo catalog', seededCatalog()],
];

describe.each(catalogs)('Special Processing requests on the %s', (_name, catalog) => {
  it('accepts what the form sends exactly when the form finds nothing wrong', () => {
    let accepted = 0;
    fc.assert(
      fc.property(fc.nat(), actions, fc.boolean(), (start, steps, finish) => {
        const walked = walk(catalog, start, steps);
        const state = finish ? complete(catalog, walked) : walked;
        const result = checkSpecialProcessingRequest(
          catalog,
          specialProcessingFields(state, contact),
        );
        const problems = specialProcessingFormProblems(catalog, state);
        if (problems.length === 0) {
          if (!result.ok) throw new Error(JSON.stringify(result.problems));
          expect(sent(result.state.values)).toEqual(sent(state.values));
          accepted++;
        } else {
          expect(result).toEqual({ ok: false, problems });
        }
      }),
      { numRuns: RUNS },
    );
    // The walks reach sendable forms, not only refusals.
    expect(accepted).toBeGreaterThan(RUNS / 4);
  });

  it('refuses one field changed to what the form would not offer, naming it', () => {
    let tampered = 0;
    fc.assert(
      fc.property(fc.nat(), actions, fc.nat(), fc.nat(), (start, steps, which, pick) => {
        const state = complete(catalog, walk(catalog, start, steps));
        if (specialProcessingFormProblems(catalog, state).length > 0) return;
        const fields = specialProcessingFields(state, contact);
        const tamper = at(tampersOf(catalog, state, fields), which);
        if (!tamper) return;
        const [field, value] = tamper(pick);
        const changed = Object.fromEntries([
          ...Object.entries(fields).filter(([name]) => name !== field),
          ...(value === null ? [] : [[field, value] as const]),
        ]);
        const result = checkSpecialProcessingRequest(catalog, changed);
        expect(result.ok ? [] : result.problems.map((problem) => problem.field)).toContain(field);
        tampered++;
      }),
      { numRuns: RUNS },
    );
    expect(tampered).toBeGreaterThan(RUNS / 4);
  });
});

type Tamper = (pick: number) => [field: string, value: string | string[] | null];

const UNKNOWN_ID = 99_999;

/** Ids of the catalog not in `offered` (and one no catalog has), as the field's new value. */
function otherId(all: Iterable<number>, offered: readonly number[], pick: number): string {
  const others = [...all].filter((id) => !offered.includes(id));
  return String(at([...others, UNKNOWN_ID], pick) ?? UNKNOWN_ID);
}

/** Every way to change one field to a value the form would not offer at that point. */
function tampersOf(
  catalog: Catalog,
  state: SpecialProcessingFormState,
  fields: Record<string, string | string[]>,
): Tamper[] {
  const { options, values, view } = state;
  const addonItems = [...catalog.addonGroups.values()].flatMap((group) => group.items);
  const itemIds = addonItems.map((item) => item.id);
  const ids = (list: readonly { id: number }[]) => list.map((entry) => entry.id);
  const product = catalog.products.get(values.productId);
  const idTamper =
    (field: string, all: Iterable<number>, offered: readonly number[]): Tamper =>
    (pick) => [field, otherId(all, offered, pick)];
  const enabledCuttings = options.cuttings.filter((entry) => !entry.disabled);
  const tampers: Tamper[] = [
    idTamper('product_id', catalog.products.keys(), ids(options.products)),
    idTamper(
      'cutting_id',
      catalog.cuttings.keys(),
      enabledCuttings.map((e) => e.option.id),
    ),
    idTamper('shape_id', catalog.shapes.keys(), ids(options.shapes)),
    idTamper('orientation_id', itemIds, ids(options.orientations)),
    idTamper('finishing_id', catalog.finishings.keys(), ids(options.finishings)),
    idTamper('premium_processing_id', itemIds, ids(options.premiumProcessing)),
    idTamper('premium_coating_id', itemIds, ids(options.premiumCoating)),
    idTamper('adhesive_id', catalog.adhesives.keys(), ids(options.adhesives)),
    idTamper('color_id', catalog.colors.keys(), ids(options.colors)),
    idTamper(
      'size_id',
      (product?.dimLookups ?? []).map((l) => l.id),
      ids(options.fixedSizes),
    ),
    (pick) => ['quantity', String(at([1, 7, 999_999], pick))],
    (pick) => ['quote_type', at(['Special Size', 'Special Quantity', ''], pick) ?? ''],
    (pick) => ['firstname', at(['', '<b>Grace</b>', 'x'.repeat(101)], pick) ?? ''],
    (pick) => ['email_address', at(['', 'grace@', 'grace example.com'], pick) ?? ''],
    (pick) => ['width', at(['abc', '1234567', '1..2', '-1'], pick) ?? ''],
    (pick) => ['height', at(['abc', '1234567', '2,,5'], pick) ?? ''],
    (pick) => [
      'cut_per_shape',
      view.cutPerShapeRequired ? (at(['0', '31', '999999'], pick) ?? '0') : '5',
    ],
    (pick) => ['ea', view.eaRequired ? (at(['0', '31', 'x'], pick) ?? '0') : '3'],
    (pick) => ['admin', String(pick)],
  ];
  if (view.sizeMode === 'fixed') {
    const chosen = options.fixedSizes.find((size) => size.id === values.sizeId);
    tampers.push(() => ['width', String((chosen?.widthIn ?? 0) + 1)]);
  }
  // A cleared coating where it is forced.
  if (view.premiumCoatingForced) tampers.push(() => ['premium_coating_id', null]);
  // An option disabled for the product (or finishing), not the product's, or repeated.
  const disabled = options.specialProcessing.filter((entry) => entry.disabled);
  const ticked = values.selection.optionIds.map(String);
  tampers.push((pick) => {
    const offered = options.specialProcessing.filter((e) => !e.disabled).map((e) => e.option.id);
    const extra = at([...disabled.map((e) => e.option.id), UNKNOWN_ID], pick) ?? UNKNOWN_ID;
    const again = ticked[0];
    if (again !== undefined && pick % 3 === 0) return ['addons', [...ticked, again]];
    return ['addons', [...ticked, offered.includes(extra) ? String(UNKNOWN_ID) : String(extra)]];
  });
  // Sub-items: of an option not ticked, of another option, two on a single-choice option.
  for (const { option } of options.specialProcessing) {
    const field = `ai-${option.code}`;
    const current = fields[field];
    const mine = typeof current === 'string' ? [current] : (current ?? []);
    const isTicked = values.selection.optionIds.includes(option.id);
    const own = option.items.map((item) => String(item.id));
    const foreign = options.specialProcessing
      .filter((entry) => entry.option.id !== option.id)
      .flatMap((entry) => entry.option.items.map((item) => String(item.id)));
    if (!isTicked && own[0] !== undefined) tampers.push(() => [field, [own[0] ?? '']]);
    if (isTicked)
      tampers.push((pick) => [field, [...mine, at(foreign, pick) ?? String(UNKNOWN_ID)]]);
    const second = own.find((id) => !mine.includes(id));
    if (isTicked && option.maxSelected === 1 && mine.length === 1 && second !== undefined) {
      tampers.push(() => [field, [...mine, second]]);
    }
  }
  return tampers;
}
