/**
 * The printable invoice of an order (issue 32): the shop's printed document (printed-document.ts,
 * the quotation's layout and fonts) titled INVOICE, with the order number, the day it was placed,
 * how it is paid and where it is, the billing address, its lines, its totals (discounts, shipping,
 * sales tax, a refund due) and what is left to do about the payment.
 */
import { shopDate } from '@shop/domain/shipping-calendar';
import type { PaymentKind, PaymentState } from '@shop/domain/orders/order-life';
import type { OrderView } from '@shop/shop/orders/contract';
import {
  formatDate,
  formatUsd,
  formatUsdDiscount,
  renderPrintedDocument,
  type PrintedLine,
  type Row,
} from './printed-document';

export interface InvoiceDocument {
  /** The order number, for example 'PP-20261130-7F3A9C01'. */
  invoiceNo: string;
  /** The account an invoice is paid into (BANK_TRANSFER_DETAILS). */
  bankDetails: string;
  /** The day the order was placed, in the shop's zone: 'YYYY-MM-DD'. */
  date: string;
  paymentKind: PaymentKind;
  paymentState: PaymentState;
  /** 'Awaiting payment', 'Paid', ... */
  paymentLabel: string;
  /** Where production is: 'Awaiting artwork', 'Printing', ... */
  orderStatus: string;
  cancelled: boolean;
  billTo: {
    name: string;
    company: string;
    address1: string;
    address2: string;
    city: string;
    state: string;
    zip: string;
    phone: string;
  };
  lines: Array<{
    productName: string;
    details: string[];
    quantity: number;
    kinds: number;
    lineCents: number;
  }>;
  /** In cents; discounts are the (positive) amounts taken off, a coupon's code '' for none. */
  totals: {
    subTotalCents: number;
    couponCode: string;
    couponDiscountCents: number;
    promoDiscountCents: number;
    pointDiscountCents: number;
    shippingCents: number;
    taxCents: number;
    /** '8.875%', or null where the shop collects no tax. */
    taxRate: string | null;
    totalCents: number;
    refundDueCents: number;
  };
}

/** The invoice of an order as its owner sees it, dated in the shop's zone. */
export function invoiceOf(
  order: OrderView,
  shopTimeZone: string,
  bankDetails: string,
): InvoiceDocument {
  const { totals } = order;
  return {
    invoiceNo: order.order_no,
    bankDetails,
    date: shopDate(new Date(order.placed_at), shopTimeZone),
    paymentKind: order.payment_method === 'invoice' ? 'invoice' : 'card',
    paymentState: order.payment_state,
    paymentLabel: order.payment_label,
    orderStatus: order.production_label,
    cancelled: order.production_state === 'cancelled' || order.payment_state === 'cancelled',
    billTo: order.billing_address,
    lines: order.lines.map((line) => ({
      productName: line.product_name,
      details: line.details,
      quantity: line.quantity,
      kinds: line.kinds,
      lineCents: line.line_cents,
    })),
    totals: {
      subTotalCents: totals.sub_total_cents,
      couponCode: totals.coupon_code,
      couponDiscountCents: totals.coupon_discount_cents,
      promoDiscountCents: totals.promo_discount_cents,
      pointDiscountCents: totals.point_discount_cents,
      shippingCents: totals.shipping_cents,
      taxCents: totals.tax_cents,
      taxRate: totals.tax_rate,
      totalCents: totals.total_cents,
      refundDueCents: order.refund_due_cents,
    },
  };
}

/** The quantity column holds "1,000 pcs × 10 sets". */
const QUANTITY_WIDTH = 120;
/** The totals' labels hold "Coupon (WELCOME10) discount" and "Sales tax (8.875%)". */
const TOTALS_LABEL_WIDTH = 190;

export async function renderInvoicePdf(invoice: InvoiceDocument): Promise<Buffer> {
  const { totals } = invoice;
  return renderPrintedDocument({
    heading: 'INVOICE',
    title: `Invoice ${invoice.invoiceNo}`,
    meta: [
      ['Invoice No.', invoice.invoiceNo],
      ['Date', formatDate(invoice.date)],
      ['Payment', `${METHOD_LABELS[invoice.paymentKind]}\n${invoice.paymentLabel}`],
      ['Order Status', invoice.orderStatus],
    ],
    billTo: billTo(invoice.billTo),
    quantityWidth: QUANTITY_WIDTH,
    lines: invoice.lines.map(printedLine),
    totals: totalsRows(invoice),
    totalsLabelWidth: TOTALS_LABEL_WIDTH,
    total: ['Total', money(totals.totalCents)],
    afterTotal: totals.refundDueCents > 0 ? [['Refund due', money(totals.refundDueCents)]] : [],
    note: closingNote(invoice),
  });
}

const METHOD_LABELS: Readonly<Record<PaymentKind, string>> = {
  invoice: 'Invoice (bank transfer)',
  card: 'Card',
};

const money = (cents: number) => formatUsd(cents / 100);

/** The company leads; then the name, the street, the city line and the phone. */
function billTo(address: InvoiceDocument['billTo']) {
  const cityLine = [address.city, [address.state, address.zip].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return {
    company: address.company,
    name: address.name,
    address: [address.address1, address.address2, cityLine, address.phone].join('\n'),
  };
}

function printedLine(line: InvoiceDocument['lines'][number]): PrintedLine {
  const sets = `${line.kinds.toLocaleString('en-US')} set${line.kinds === 1 ? '' : 's'}`;
  return {
    heading: line.productName,
    details: line.details.join('; '),
    quantity: `${line.quantity.toLocaleString('en-US')} pcs × ${sets}`,
    amount: money(line.lineCents),
  };
}

/** Subtotal, each discount that takes something off, shipping and the sales tax. */
function totalsRows({ totals }: InvoiceDocument): Row[] {
  const rows: Row[] = [['Subtotal', money(totals.subTotalCents)]];
  const coupon = totals.couponCode ? `Coupon (${totals.couponCode}) discount` : 'Coupon discount';
  const discounts: Array<[string, number]> = [
    [coupon, totals.couponDiscountCents],
    ['Promo discount', totals.promoDiscountCents],
    ['Point discount', totals.pointDiscountCents],
  ];
  for (const [label, cents] of discounts) {
    if (cents !== 0) rows.push([label, formatUsdDiscount(cents / 100)]);
  }
  rows.push(['Shipping', totals.shippingCents === 0 ? 'Free' : money(totals.shippingCents)]);
  rows.push(
    totals.taxRate === null
      ? ['Sales tax', 'None']
      : [`Sales tax (${totals.taxRate})`, money(totals.taxCents)],
  );
  return rows;
}

/** What is left to do about the payment, if anything. */
function closingNote(invoice: InvoiceDocument): string {
  const { totals } = invoice;
  if (invoice.cancelled) {
    if (totals.refundDueCents > 0) {
      return `This order is cancelled. We refund ${money(totals.refundDueCents)} to the way you paid.`;
    }
    return invoice.paymentState === 'refunded'
      ? 'This order is cancelled and what you paid has been refunded.'
      : 'This order is cancelled. Nothing is owed.';
  }
  switch (invoice.paymentState) {
    case 'paid':
      return 'Paid — thank you.';
    case 'refunded':
      return 'What you paid for this order has been refunded.';
    case 'authorized':
      return 'Card authorized; charged when your proof is approved.';
    default:
      break;
  }
  if (invoice.paymentKind === 'invoice') {
    return (
      `Please pay ${money(totals.totalCents)} by bank transfer within 14 days to ` +
      `${invoice.bankDetails}, quoting ${invoice.invoiceNo} as the reference. Printing starts ` +
      'once your payment has arrived and your proof is approved.'
    );
  }
  return `Payment: ${invoice.paymentLabel}.`;
}
