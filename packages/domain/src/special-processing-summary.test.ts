import { describe, expect, it } from 'vitest';
import { testCatalog } from '../test/test-catalog';
import type { Catalog } from './catalog-model';
import { applySpecialProcessingChange } from './rules/special-processing-form';
import type {
  SpecialProcessingChange,
  SpecialProcessingFormState,
} from './rules/special-processing-form';
import { initSpecialProcessingForm } from './rules/special-processing-start';
import { summaryText } from './configuration-summary';
import { specialProcessingSummary } from './special-processing-summary';

const catalog: Catalog = testCatalog();

function form(productId: number, ...changes: SpecialProcessingChange[]) {
  const start = initSpecialProcessingForm(catalog, { productId });
  if (!start) throw new Error('the test catalog lists products');
  return changes.reduce<SpecialProcessingFormState>(
    (state, change) => applySpecialProcessingChange(state, change, catalog),
    start,
  );
}

describe('specialProcessingSummary', () => {
  it('names the product and every choice, then the ticked options with their sub-items', () => {
    const state = form(
      1,
      { field: 'size', width: '2', height: '3' },
      { field: 'option', optionId: 5 },
      { field: 'subItem', optionId: 5, itemId: 501 },
    );
    expect(specialProcessingSummary(state)).toEqual({
      product: 'Standard Vinyl Stickers',
      lines: [
        'Quantity: 50',
        'Cutting: Die Cut',
        'Shape: Oval',
        'Finishing: Glossy',
        'Premium processing: No Laminate',
        'Adhesive: Permanent',
        'Color: Full Color',
        'Size: 2" x 3"',
        'Special processing: stamp-spot: Gold',
      ],
    });
  });

  it("uses the form's labels and leaves out what is not chosen", () => {
    const state = form(7);
    const text = summaryText(specialProcessingSummary(state), '\n');
    expect(text).toMatch(/^Embossed Paper Stickers\n/);
    expect(text).toContain('\nMaterial: ');
    expect(text).not.toContain('Finishing:');
    // No size typed yet, no option ticked.
    expect(text).not.toMatch(/Size:|Special processing:/);
  });
});
