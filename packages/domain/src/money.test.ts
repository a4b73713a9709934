import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney, formatUnitPrice, unitPriceMills } from './money';
import { formatCents } from './pricing';

describe('formatMoney', () => {
  it.each([
    [0, '$0.00'],
    [5, '$0.05'],
    [3903, '$39.03'],
    [100_000, '$1,000.00'],
    [123_456_789, '$1,234,567.89'],
    [-500, '-$5.00'],
  ])('%i cents → %s', (cents, text) => {
    expect(formatMoney(cents)).toBe(text);
  });

  it('prints what Intl prints for US dollars, for any amount of cents', () => {
    const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    fc.assert(
      fc.property(fc.integer({ min: -1e11, max: 1e11 }), (cents) => {
        expect(formatMoney(cents)).toBe(usd.format(cents / 100));
      }),
    );
  });

  it('shows the decimal string of the JSON edge with a dollar sign and thousands', () => {
    fc.assert(
      fc.property(fc.nat({ max: 99_999_999 }), (cents) => {
        expect(formatMoney(cents).replace(/[$,]/g, '')).toBe(formatCents(cents));
      }),
    );
  });
});

describe('the unit-price rule', () => {
  it('keeps a tenth of a cent, rounded half up', () => {
    expect(unitPriceMills(3903, 50)).toBe(781); // $0.7806
    expect(unitPriceMills(2024, 1000)).toBe(20); // $0.02024
    expect(unitPriceMills(1005, 2)).toBe(5025);
    expect(unitPriceMills(1, 20)).toBe(1); // half a mill rounds up
    expect(unitPriceMills(1100, 0)).toBe(0);
  });

  it('shows a third decimal only when it is not zero', () => {
    expect(formatUnitPrice(3903, 50)).toBe('$0.781');
    expect(formatUnitPrice(3500, 1000)).toBe('$0.035');
    expect(formatUnitPrice(1100, 200)).toBe('$0.055');
    expect(formatUnitPrice(2400, 20)).toBe('$1.20');
    expect(formatUnitPrice(1_234_500, 1)).toBe('$12,345.00');
  });

  it('is never more than half a mill from the exact unit price', () => {
    fc.assert(
      fc.property(fc.nat({ max: 10_000_000 }), fc.integer({ min: 1, max: 100_000 }), (c, q) => {
        expect(Math.abs(unitPriceMills(c, q) - (c * 10) / q)).toBeLessThanOrEqual(0.5);
      }),
    );
  });
});
