import { describe, expect, it } from 'vitest';
import { orderTotals } from './cart';

/** A line costing `unitPriceCents` per set, `kinds` sets, shipped for `shippingCostCents`. */
const line = (unitPriceCents: number, kinds = 1, shippingCostCents = 1_250) => ({
  unitPriceCents,
  kinds,
  shippingCostCents,
});

// Spec 000 §9: shipping is free at a subtotal of 100.00 or more, otherwise the order pays the
// first line's shipping option. Expected figures are written out, not computed.
describe('orderTotals', () => {
  it('charges shipping just below the free-shipping threshold (99.99)', () => {
    expect(orderTotals([line(9_999)])).toEqual({
      subTotalCents: 9_999,
      shippingFeeCents: 1_250,
      totalCents: 11_249,
      freeShipping: false,
    });
  });

  it('ships free at exactly 100.00', () => {
    expect(orderTotals([line(10_000)])).toEqual({
      subTotalCents: 10_000,
      shippingFeeCents: 0,
      totalCents: 10_000,
      freeShipping: true,
    });
  });

  it('ships free above the threshold (100.01)', () => {
    expect(orderTotals([line(10_001)])).toEqual({
      subTotalCents: 10_001,
      shippingFeeCents: 0,
      totalCents: 10_001,
      freeShipping: true,
    });
  });

  it('reaches the threshold through sets and several lines', () => {
    // 2 sets of 25.00 + 1 set of 49.99 = 99.99; one more cent of sets makes it free.
    expect(orderTotals([line(2_500, 2), line(4_999)]).shippingFeeCents).toBe(1_250);
    expect(orderTotals([line(2_500, 2), line(5_000)])).toMatchObject({
      subTotalCents: 10_000,
      shippingFeeCents: 0,
      freeShipping: true,
    });
  });

  it('an empty cart costs nothing and is not "free shipping"', () => {
    expect(orderTotals([])).toEqual({
      subTotalCents: 0,
      shippingFeeCents: 0,
      totalCents: 0,
      freeShipping: false,
    });
  });

  it("pays the first line's shipping fee, not the largest or the sum", () => {
    expect(orderTotals([line(1_000, 1, 700), line(2_000, 1, 1_900), line(500, 3, 2_400)])).toEqual({
      subTotalCents: 4_500,
      shippingFeeCents: 700,
      totalCents: 5_200,
      freeShipping: false,
    });
    expect(orderTotals([line(1_000, 1, 2_400), line(2_000, 1, 700)]).shippingFeeCents).toBe(2_400);
  });
});
