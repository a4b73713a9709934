import { formatMoney } from '../money';

/**
 * Coupons (issue 32): a percent or a fixed amount off an order's items, from a minimum subtotal,
 * between two instants, a number of times in all, once per customer or not. Pure arithmetic in
 * cents and the one wording of every refusal; the shop counts uses in the order's transaction.
 */
export interface Coupon {
  code: string;
  kind: 'percent' | 'fixed';
  /** Percent coupons: basis points (1000 is 10 %). */
  percentBp: number;
  /** Fixed coupons: cents off. */
  amountCents: number;
  minSubtotalCents: number;
  validFrom: Date | null;
  validTo: Date | null;
  usageLimit: number | null;
  used: number;
  oncePerCustomer: boolean;
  paused: boolean;
}

export type CouponRefusal =
  'unknown' | 'paused' | 'not_yet' | 'expired' | 'used_up' | 'already_used' | 'below_minimum';

export type CouponCheck =
  | { ok: true; code: string; discountCents: number }
  | { ok: false; refusal: CouponRefusal; message: string };

/** A code as customers type it: spaces around it and case do not matter. */
export const normalizeCouponCode = (typed: string) => typed.trim().toUpperCase();

/** The shop's day an instant falls on, as customers read it ("Dec 31, 2026"). */
const day = (instant: Date, timeZone: string) =>
  instant.toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone,
  });

/** Why a coupon cannot be used, in the customer's words. */
export function couponMessage(
  refusal: CouponRefusal,
  code: string,
  coupon?: Coupon,
  subTotalCents = 0,
  timeZone = 'UTC',
) {
  switch (refusal) {
    case 'unknown':
      return `We don't know the coupon code ${code}. Please check how it is spelled.`;
    case 'paused':
      return `The coupon ${code} cannot be used at the moment.`;
    case 'not_yet':
      return `The coupon ${code} can be used from ${coupon?.validFrom ? day(coupon.validFrom, timeZone) : 'a later date'}.`;
    case 'expired':
      // `validTo` is the instant it ends: its last day is the one before that instant.
      return `The coupon ${code} could be used until ${coupon?.validTo ? day(new Date(coupon.validTo.getTime() - 1), timeZone) : 'an earlier date'}.`;
    case 'used_up':
      return `The coupon ${code} has been used as many times as it can be.`;
    case 'already_used':
      return `You have already used the coupon ${code}: it can be used once per customer.`;
    case 'below_minimum':
      return `The coupon ${code} needs items worth ${formatMoney(coupon?.minSubtotalCents ?? 0)} or more; yours come to ${formatMoney(subTotalCents)}.`;
  }
}

const refuse = (
  refusal: CouponRefusal,
  code: string,
  coupon?: Coupon,
  subTotalCents = 0,
  timeZone = 'UTC',
): CouponCheck => ({
  ok: false,
  refusal,
  message: couponMessage(refusal, code, coupon, subTotalCents, timeZone),
});

/**
 * What a coupon takes off items worth `subTotalCents` at `now`: a percent rounded half up to the
 * cent, or a fixed amount, never more than the items. `usedByCustomer` says whether this
 * customer's email already used it. Shipping and tax are not discounted: free shipping and tax
 * are computed on what the items cost after the discount.
 */
export function couponDiscount(
  coupon: Coupon | null,
  typedCode: string,
  subTotalCents: number,
  now: Date,
  usedByCustomer: boolean,
  /** The shop's zone: the days a refusal names are its days. */
  timeZone = 'UTC',
): CouponCheck {
  const code = normalizeCouponCode(typedCode);
  if (!Number.isSafeInteger(subTotalCents) || subTotalCents < 0) {
    throw new RangeError(`Invalid subTotalCents ${subTotalCents}`);
  }
  if (!coupon) return refuse('unknown', code);
  if (coupon.paused) return refuse('paused', code, coupon);
  if (coupon.validFrom && now < coupon.validFrom) {
    return refuse('not_yet', code, coupon, 0, timeZone);
  }
  if (coupon.validTo && now >= coupon.validTo) return refuse('expired', code, coupon, 0, timeZone);
  if (coupon.usageLimit !== null && coupon.used >= coupon.usageLimit) {
    return refuse('used_up', code, coupon);
  }
  if (coupon.oncePerCustomer && usedByCustomer) return refuse('already_used', code, coupon);
  if (subTotalCents < coupon.minSubtotalCents) {
    return refuse('below_minimum', code, coupon, subTotalCents);
  }
  const off =
    coupon.kind === 'percent'
      ? Math.floor((subTotalCents * coupon.percentBp + 5_000) / 10_000)
      : coupon.amountCents;
  return { ok: true, code: coupon.code, discountCents: Math.min(off, subTotalCents) };
}
