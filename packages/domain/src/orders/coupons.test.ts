import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { couponDiscount, normalizeCouponCode, type Coupon } from './coupons';
import { deliveryOptions } from './checkout-rules';

const NOW = new Date('2026-11-30T15:00:00Z');

const coupon = (overrides: Partial<Coupon> = {}): Coupon => ({
  code: 'WELCOME10',
  kind: 'percent',
  percentBp: 1_000,
  amountCents: 0,
  minSubtotalCents: 0,
  validFrom: null,
  validTo: null,
  usageLimit: null,
  used: 0,
  oncePerCustomer: false,
  paused: false,
  ...overrides,
});

describe('couponDiscount', () => {
  it('takes a percent off the items, half a cent rounding up', () => {
    expect(couponDiscount(coupon(), 'welcome10', 3_903, NOW, false)).toEqual({
      ok: true,
      code: 'WELCOME10',
      discountCents: 390, // 390.3
    });
    expect(couponDiscount(coupon(), 'WELCOME10', 3_905, NOW, false)).toMatchObject({
      discountCents: 391, // 390.5
    });
    expect(
      couponDiscount(coupon({ percentBp: 1_250 }), 'WELCOME10', 1_001, NOW, false),
    ).toMatchObject({
      discountCents: 125, // 125.125
    });
  });

  it('takes a fixed amount off, never more than the items', () => {
    const five = coupon({ code: 'SAVE5', kind: 'fixed', amountCents: 500 });
    expect(couponDiscount(five, ' save5 ', 4_000, NOW, false)).toMatchObject({
      discountCents: 500,
    });
    expect(couponDiscount(five, 'SAVE5', 320, NOW, false)).toMatchObject({ discountCents: 320 });
  });

  it('refuses each way a coupon cannot be used, saying why', () => {
    const cases: Array<[Coupon | null, number, boolean, string, string]> = [
      [
        null,
        5_000,
        false,
        'unknown',
        "We don't know the coupon code NOPE. Please check how it is spelled.",
      ],
      [
        coupon({ paused: true }),
        5_000,
        false,
        'paused',
        'The coupon NOPE cannot be used at the moment.',
      ],
      [
        coupon({ validFrom: new Date('2026-12-01T00:00:00Z') }),
        5_000,
        false,
        'not_yet',
        'The coupon NOPE can be used from Dec 1, 2026.',
      ],
      [
        coupon({ validTo: new Date('2026-11-30T15:00:00Z') }),
        5_000,
        false,
        'expired',
        'The coupon NOPE could be used until Nov 30, 2026.',
      ],
      [
        coupon({ usageLimit: 3, used: 3 }),
        5_000,
        false,
        'used_up',
        'The coupon NOPE has been used as many times as it can be.',
      ],
      [
        coupon({ oncePerCustomer: true }),
        5_000,
        true,
        'already_used',
        'You have already used the coupon NOPE: it can be used once per customer.',
      ],
      [
        coupon({ minSubtotalCents: 2_500 }),
        2_499,
        false,
        'below_minimum',
        'The coupon NOPE needs items worth $25.00 or more; yours come to $24.99.',
      ],
    ];
    for (const [given, subTotal, used, refusal, message] of cases) {
      expect(couponDiscount(given, 'nope', subTotal, NOW, used)).toEqual({
        ok: false,
        refusal,
        message,
      });
    }
  });

  it('takes a coupon exactly at its minimum, on its first instant and with one use left', () => {
    const edge = coupon({
      minSubtotalCents: 2_500,
      validFrom: NOW,
      validTo: new Date(NOW.getTime() + 1),
      usageLimit: 3,
      used: 2,
    });
    expect(couponDiscount(edge, 'WELCOME10', 2_500, NOW, false)).toMatchObject({
      ok: true,
      discountCents: 250,
    });
    // Not once per customer: a customer may use it again.
    expect(couponDiscount(edge, 'WELCOME10', 2_500, NOW, true)).toMatchObject({ ok: true });
  });

  it('normalizes a typed code', () => {
    expect(normalizeCouponCode('  welcome10 ')).toBe('WELCOME10');
  });

  it('never discounts more than the items, nor less than nothing (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 50_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.boolean(),
        (percentBp, amountCents, subTotal, fixed) => {
          const result = couponDiscount(
            coupon({ kind: fixed ? 'fixed' : 'percent', percentBp, amountCents }),
            'X',
            subTotal,
            NOW,
            false,
          );
          if (!result.ok) return false;
          return result.discountCents >= 0 && result.discountCents <= subTotal;
        },
      ),
    );
  });

  it('can cost an order its free shipping: the threshold is on the items after the discount', () => {
    const methods = [
      {
        id: 1,
        method: 'Standard Shipping',
        printingDaysDelta: 0,
        shippingDays: 3,
        costCents: 795,
        shippingGroup: 'standard',
      },
    ];
    const placed = { day: '2026-11-30' };
    const discount = couponDiscount(coupon(), 'WELCOME10', 10_500, NOW, false);
    if (!discount.ok) throw new Error('the coupon applies');
    expect(discount.discountCents).toBe(1_050);
    const [before] = deliveryOptions([{ printingDays: 5 }], methods, 10_500, placed, new Set());
    const [after] = deliveryOptions(
      [{ printingDays: 5 }],
      methods,
      10_500 - discount.discountCents,
      placed,
      new Set(),
    );
    expect(before?.free).toBe(true);
    expect(after).toMatchObject({ free: false, costCents: 795 });
  });
});
