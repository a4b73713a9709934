import { cartView, type StoredCartLine } from '@shop/domain/cart';
import type { Catalog } from '@shop/domain/catalog-model';
import type { GlyphSource } from '@shop/domain/lettering/measure';
import { isQuoted } from '@shop/domain/chosen-configuration';
import {
  quotedLinePrice,
  repriceLine,
  type QuotedPrices,
} from '@shop/domain/orders/checkout-lines';
import {
  checkoutTotals,
  type CheckoutTotals,
  deliveryOptions,
  methodPrintingDays,
  taxRateLabel,
  type SalesTaxRates,
} from '@shop/domain/orders/checkout-rules';
import { couponDiscount, type Coupon } from '@shop/domain/orders/coupons';
import { shopDate, turnaround } from '@shop/domain/shipping-calendar';
import { ShopProblem } from '../problem';
import { ORDER_MESSAGES, type CheckoutReview } from './contract';
import type { PaymentProvider } from './payments';

/** A cart line as it will be frozen on the order. */
export interface OrderedLine {
  row: StoredCartLine;
  productName: string;
  details: string[];
  unitPriceCents: number;
  lineCents: number;
  /** The product page's printing days today, and the line's with the order's method. */
  pagePrintingDays: number;
  printingDays: number;
  dispatchDate: string;
  /** Priced at its quotation's price (still valid). */
  quoted: boolean;
}

/** A quotation a cart line was ordered from: its price per set holds until `validUntil`. */
export interface QuotedPrice extends QuotedPrices {
  /** A Print Quote's price per set (every set is priced alike). */
  unitPriceCents: number;
}

/** What the customer chose that changes the figures. */
export interface ReviewChoice {
  methodId?: number;
  taxState: string | null;
  /** The coupon typed, as read: its row (null: no such code) and whether this email used it. */
  coupon?: { typed: string; row: (Coupon & { id: number }) | null; usedByCustomer: boolean };
  /** The quotations of the cart's quoted lines, by number. */
  quotations?: ReadonlyMap<string, QuotedPrice>;
}

export interface ReviewContext {
  catalog: Catalog;
  now: Date;
  timeZone: string;
  rates: SalesTaxRates;
  payments: readonly PaymentProvider[];
  glyphs: ReadonlyMap<string, GlyphSource>;
}

/**
 * The checkout as of `now` (issue 31): every line priced again with today's catalog, what changed
 * since it went into the cart, Standard and Express for the whole order with their dates, and the
 * totals with tax for `taxState`. The one computation of a checkout's figures: the page's review
 * and the placed order both come from it.
 */
export function reviewCheckout(
  context: ReviewContext,
  rows: readonly StoredCartLine[],
  choice: ReviewChoice,
): { review: CheckoutReview; ordered: OrderedLine[]; methodId: number; totals: CheckoutTotals } {
  const { catalog, now, timeZone } = context;
  const shown = cartView(catalog, rows, context.glyphs).lines;
  const methods = catalog.shippingMethods;
  const method =
    choice.methodId === undefined
      ? methods[0]
      : methods.find((candidate) => candidate.id === choice.methodId);
  if (!method) {
    throw new ShopProblem(422, 'VALIDATION_FAILED', ORDER_MESSAGES.shippingMethod, [
      { field: 'shipping_method_id', message: ORDER_MESSAGES.shippingMethod },
    ]);
  }
  const standard = methods[0] ?? method;
  const placed = { at: now, timeZone };
  const today = shopDate(now, timeZone);
  const ordered: OrderedLine[] = [];
  const lines = rows.map((row, index) => {
    const view = shown[index];
    if (!view) throw new Error('cartView answers one view per line');
    const quoted = row.quotationNo ? choice.quotations?.get(row.quotationNo) : undefined;
    // A line staff quoted by hand is priced by its quotation alone (issue 34).
    const { configuration } = row;
    const byHand = isQuoted(configuration);
    const repriced = isQuoted(configuration)
      ? quotedLinePrice({ ...row, configuration }, quoted, today)
      : repriceLine(catalog, row, now, timeZone);
    const changes: CheckoutReview['lines'][number]['changes'] = [];
    let unitPriceCents = row.unitPriceCents;
    if (repriced.ok) {
      unitPriceCents = repriced.unitPriceCents;
      if (row.quotationNo && quoted && today <= quoted.validUntil) {
        // Ordered from a quotation still valid: its price, whatever today's is (issue 32).
        if (!byHand) unitPriceCents = quoted.unitPriceCents;
        changes.push({
          kind: 'quoted',
          quotation_no: row.quotationNo,
          valid_until: quoted.validUntil,
        });
      } else if (row.quotationNo) {
        changes.push({
          kind: 'quotation_expired',
          quotation_no: row.quotationNo,
          was_cents: row.unitPriceCents,
          now_cents: unitPriceCents,
        });
      } else if (unitPriceCents !== row.unitPriceCents) {
        changes.push({ kind: 'price', was_cents: row.unitPriceCents, now_cents: unitPriceCents });
      }
      const standardToday = turnaround(
        placed,
        methodPrintingDays(repriced.pagePrintingDays, standard),
        catalog.holidays,
      ).dispatch;
      if (standardToday !== row.dispatchDate) {
        changes.push({ kind: 'dispatch', was: row.dispatchDate, now: standardToday });
      }
      const printingDays = methodPrintingDays(repriced.pagePrintingDays, method);
      ordered.push({
        row,
        productName: repriced.productName,
        details: view.details,
        unitPriceCents,
        lineCents: unitPriceCents * row.kinds,
        pagePrintingDays: repriced.pagePrintingDays,
        printingDays,
        quoted: changes.some((change) => change.kind === 'quoted'),
        dispatchDate: turnaround(placed, printingDays, catalog.holidays).dispatch,
      });
    }
    return {
      cart_line_id: row.id,
      product_name: view.product_name,
      details: view.details,
      quantity: row.quantity,
      kinds: row.kinds,
      unit_price_cents: unitPriceCents,
      line_cents: unitPriceCents * row.kinds,
      origin_path: row.originPath,
      changes,
      unavailable: repriced.ok ? null : repriced.reason,
      lettering: view.lettering,
    };
  });
  const subTotalCents = ordered.reduce((sum, line) => sum + line.lineCents, 0);
  const coupon = choice.coupon ? couponOf(choice.coupon, subTotalCents, now, timeZone) : null;
  const discountCents = coupon?.discountCents ?? 0;
  const options = deliveryOptions(
    ordered.map((line) => ({ printingDays: line.pagePrintingDays })),
    methods,
    subTotalCents - discountCents,
    placed,
    catalog.holidays,
  );
  const chosen = options.find((option) => option.methodId === method.id);
  const totals = checkoutTotals(
    subTotalCents,
    discountCents,
    chosen ?? { costCents: 0 },
    choice.taxState,
    context.rates,
  );
  return {
    methodId: method.id,
    ordered,
    totals,
    review: {
      lines,
      delivery_options: options.map((option) => ({
        method_id: option.methodId,
        method: option.method,
        group: option.group,
        printing_days: option.printingDays,
        cost_cents: option.costCents,
        free: option.free,
        dispatch_date: option.dispatchDate,
        delivery_from: option.deliveryFrom,
        delivery_to: option.deliveryTo,
      })),
      shipping_method_id: method.id,
      tax_state: choice.taxState,
      totals: {
        sub_total_cents: totals.subTotalCents,
        coupon_code: coupon?.code ?? '',
        coupon_discount_cents: totals.discountCents,
        promo_discount_cents: 0,
        point_discount_cents: 0,
        shipping_cents: totals.shippingCents,
        tax_cents: totals.taxCents,
        tax_rate: totals.taxRate > 0 ? taxRateLabel(totals.taxRate) : null,
        total_cents: totals.totalCents,
      },
      dates_assume: ORDER_MESSAGES.datesAssume,
      payment_methods: context.payments.map(({ id, label, description }) => ({
        id,
        label,
        description,
      })),
    },
  };
}

/** The coupon's discount on these items, or a 422 naming `coupon_code` with why not. */
function couponOf(
  typed: NonNullable<ReviewChoice['coupon']>,
  subTotalCents: number,
  now: Date,
  timeZone: string,
): { code: string; discountCents: number } {
  const check = couponDiscount(
    typed.row,
    typed.typed,
    subTotalCents,
    now,
    typed.usedByCustomer,
    timeZone,
  );
  if (!check.ok) {
    throw new ShopProblem(422, 'COUPON_REFUSED', check.message, [
      { field: 'coupon_code', message: check.message },
    ]);
  }
  return check;
}
