import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seededCatalog } from '../test/seeded-catalog';
import { applySpecialProcessingChange } from './rules/special-processing-form';
import type {
  SpecialProcessingChange,
  SpecialProcessingFormState,
} from './rules/special-processing-form';
import type { Catalog } from './catalog-model';
import { initSpecialProcessingForm } from './rules/special-processing-start';
import { checkSpecialProcessingRequest } from './special-processing-check';
import {
  catalogFromSpecialProcessing,
  specialProcessingCatalog,
} from './special-processing-catalog';
import { specialProcessingFields } from './special-processing-payload';

const catalog = seededCatalog();
// What the browser gets: the form's catalog as JSON, read back.
const inBrowser = catalogFromSpecialProcessing(
  JSON.parse(JSON.stringify(specialProcessingCatalog(catalog))) as ReturnType<
    typeof specialProcessingCatalog
  >,
);
const contact = { firstname: 'Ada', lastname: 'Lovelace', email_address: 'ada@example.com' };

function startOf(from: Catalog, productId?: number): SpecialProcessingFormState {
  const state = initSpecialProcessingForm(from, { productId });
  if (!state) throw new Error('the catalog lists products');
  return state;
}

/** The state without the price grids the form's catalog leaves out. */
const comparable = (state: SpecialProcessingFormState | null) =>
  state && {
    ...state,
    options: { ...state.options, products: state.options.products.map((p) => p.id) },
  };

describe('the Special Processing form catalog (the browser’s copy)', () => {
  it('lists the form’s products without their price grids', () => {
    const form = specialProcessingCatalog(catalog);
    const ids = form.products.map((product) => product.id);
    expect(ids).not.toContain(9);
    expect(ids).not.toContain(23);
    expect(ids).toContain(1);
    expect(form.products.every((product) => product.priceTable.cells.length === 0)).toBe(true);
  });

  it('walks the form to the same states, and the check agrees, as the server’s catalog', () => {
    const products = startOf(catalog).options.products.map((p) => p.id);
    fc.assert(
      fc.property(
        fc.constantFrom(...products),
        fc.array(fc.tuple(fc.nat(40), fc.nat(40)), { maxLength: 8 }),
        (productId, picks) => {
          let server = startOf(catalog, productId);
          let browser = startOf(inBrowser, productId);
          for (const [which, pick] of picks) {
            const cuttings = server.options.cuttings.map((c) => c.option.id);
            const options = server.options.specialProcessing.map((o) => o.option.id);
            const finishings = server.options.finishings.map((f) => f.id);
            const cuttingId = cuttings[pick % cuttings.length];
            const optionId = options[pick % options.length];
            const finishingId = finishings[pick % finishings.length];
            const change: SpecialProcessingChange | null =
              which % 3 === 0 && cuttingId !== undefined
                ? { field: 'cutting', cuttingId }
                : which % 3 === 1 && optionId !== undefined
                  ? { field: 'option', optionId }
                  : finishingId !== undefined
                    ? { field: 'finishing', finishingId }
                    : null;
            if (!change) continue;
            server = applySpecialProcessingChange(server, change, catalog);
            browser = applySpecialProcessingChange(browser, change, inBrowser);
          }
          expect(comparable(browser)).toEqual(comparable(server));
          const fields = specialProcessingFields(server, contact);
          const onServer = checkSpecialProcessingRequest(catalog, fields);
          const inPage = checkSpecialProcessingRequest(inBrowser, fields);
          expect(inPage.ok).toBe(onServer.ok);
          if (!inPage.ok && !onServer.ok) expect(inPage.problems).toEqual(onServer.problems);
        },
      ),
      { numRuns: 200 },
    );
  });
});
