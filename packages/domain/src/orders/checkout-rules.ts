import type { ShippingMethod } from '../catalog-model';
import { isUsState, type UsState } from '../addresses';
import {
  addBusinessDays,
  FREE_SHIPPING_THRESHOLD_CENTS,
  turnaround,
  type Holidays,
  type OrderMoment,
} from '../shipping-calendar';

/**
 * Checkout's arithmetic (issue 31): the shipping choices of a whole order with their dates, and
 * sales tax. Pure, in cents; the server computes every figure of a checkout with these and the
 * page shows what the server answered.
 */

/** One way to ship the whole order, with its cost and dates. */
export interface DeliveryOption {
  methodId: number;
  method: string;
  /** Standard or express (the catalog's shipping group). */
  group: string;
  /** The slowest line's printing days with this method. */
  printingDays: number;
  costCents: number;
  /** Standard ships free at $100 (spec 000 §9). */
  free: boolean;
  dispatchDate: string;
  /** Delivery is expected between these business days (no guarantee: spec 000 §9). */
  deliveryFrom: string;
  deliveryTo: string;
}

/** A line's own printing days: its product page's, as the pricing answer counts them. */
export interface LineTurnaround {
  printingDays: number;
}

/** A method's printing days for a page's printing days (never under one day). */
export const methodPrintingDays = (pagePrintingDays: number, method: ShippingMethod) =>
  Math.max(1, pagePrintingDays + method.printingDaysDelta);

/**
 * Standard and Express for a whole order, from the shipping calendar: the order ships in one
 * parcel when its slowest line is done, so each method's printing days are the largest of its
 * lines'. Dispatch counts from `placed` (artwork approved and paid then: before 6:00 PM on a
 * business day counts that day); delivery takes 1 to the method's shipping days after dispatch.
 * The first method (Standard) is free when the items come to $100 or more (after any discount:
 * `subTotalCents` is what the items cost the customer).
 */
export function deliveryOptions(
  lines: readonly LineTurnaround[],
  methods: readonly ShippingMethod[],
  subTotalCents: number,
  placed: OrderMoment,
  holidays: Holidays,
): DeliveryOption[] {
  if (lines.length === 0) return [];
  const slowest = Math.max(...lines.map((line) => line.printingDays));
  const free = subTotalCents >= FREE_SHIPPING_THRESHOLD_CENTS;
  return methods.map((method, index) => {
    const printingDays = methodPrintingDays(slowest, method);
    const freeHere = index === 0 && free;
    return {
      methodId: method.id,
      method: method.method,
      group: method.shippingGroup,
      printingDays,
      costCents: freeHere ? 0 : method.costCents,
      free: freeHere,
      ...orderDates(printingDays, method.shippingDays, placed, holidays),
    };
  });
}

/**
 * An order's dispatch date and delivery window counted from `from`: the moment it was placed, or
 * (issue 33) the moment its last design was approved, with the same 6:00 PM rule.
 */
export function orderDates(
  printingDays: number,
  shippingDays: number,
  from: OrderMoment,
  holidays: Holidays,
): { dispatchDate: string; deliveryFrom: string; deliveryTo: string } {
  const dispatchDate = turnaround(from, printingDays, holidays).dispatch;
  return {
    dispatchDate,
    deliveryFrom: addBusinessDays(dispatchDate, 1, holidays),
    deliveryTo: addBusinessDays(dispatchDate, Math.max(1, shippingDays), holidays),
  };
}

/**
 * Sales-tax rates by collecting state, in thousandths of a percent (7250 is 7.25 %). The shop
 * collects in the states it is configured for (`SALES_TAX_RATES`); none by default.
 */
export type SalesTaxRates = ReadonlyMap<UsState, number>;

/** Reads `NY:8.875,CA:7.25` (percent, at most three decimals) into rates; throws naming the part. */
export function parseSalesTaxRates(text: string): SalesTaxRates {
  const rates = new Map<UsState, number>();
  for (const part of text
    .split(',')
    .map((piece) => piece.trim())
    .filter(Boolean)) {
    const match = /^([A-Z]{2}):(\d{1,2}(?:\.\d{1,3})?)$/.exec(part);
    const state = match?.[1];
    if (!match || !state || !isUsState(state)) {
      throw new RangeError(`"${part}" is not STATE:PERCENT, such as NY:8.875`);
    }
    const thousandths = Math.round(Number(match[2]) * 1000);
    if (thousandths > 30_000) throw new RangeError(`"${part}": a rate above 30 % is a mistake`);
    // Stored in thousandths of a percent so 8.875 % stays exact.
    rates.set(state, thousandths);
  }
  return rates;
}

/** A rate in thousandths of a percent as people write it: 8875 is "8.875%". */
export const taxRateLabel = (thousandths: number) => `${thousandths / 1000}%`;

/**
 * Sales tax on what the order charges (its items and its shipping, after any discount) in the
 * state it ships to: half a cent and up rounds up. Prices are shown before tax.
 */
export function salesTax(
  taxableCents: number,
  state: string | null,
  rates: SalesTaxRates,
): { rate: number; taxCents: number } {
  if (!Number.isSafeInteger(taxableCents) || taxableCents < 0) {
    throw new RangeError(`Invalid taxableCents ${taxableCents}`);
  }
  const rate = state !== null && isUsState(state) ? (rates.get(state) ?? 0) : 0;
  // cents × thousandths-of-a-percent / 100 000, rounded half up, in integers.
  return { rate, taxCents: Math.floor((taxableCents * rate + 50_000) / 100_000) };
}

/** The totals of an order: items, discount, shipping, tax. */
export interface CheckoutTotals {
  subTotalCents: number;
  discountCents: number;
  shippingCents: number;
  taxCents: number;
  /** Thousandths of a percent; 0 where the shop does not collect. */
  taxRate: number;
  totalCents: number;
}

/**
 * Items less the discount, plus shipping, plus sales tax on both. The discount (a coupon, a
 * quotation's promo) comes off the items only, and never takes them below zero.
 */
export function checkoutTotals(
  subTotalCents: number,
  discountCents: number,
  delivery: Pick<DeliveryOption, 'costCents'>,
  state: string | null,
  rates: SalesTaxRates,
): CheckoutTotals {
  const discount = Math.min(discountCents, subTotalCents);
  const shippingCents = delivery.costCents;
  const goods = subTotalCents - discount;
  const { rate, taxCents } = salesTax(goods + shippingCents, state, rates);
  return {
    subTotalCents,
    discountCents: discount,
    shippingCents,
    taxCents,
    taxRate: rate,
    totalCents: goods + shippingCents + taxCents,
  };
}
