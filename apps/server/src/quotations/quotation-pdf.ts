/**
 * The printable quotation: the shop's printed document (printed-document.ts) titled QUOTATION,
 * with its number and issue date, its items (each with its lettering preview), its totals with
 * the point, coupon and promo discounts that apply, and how long it is valid.
 */
import type { QuotationLettering } from './quotation-lettering';
import {
  formatDate,
  formatUsd,
  formatUsdDiscount,
  renderPrintedDocument,
  type Row,
} from './printed-document';

export interface QuotationDocument {
  /** For example 'Q-20261121-0007'. */
  quotationNo: string;
  /** 'YYYY-MM-DD'. */
  issueDate: string;
  /** 'YYYY-MM-DD'. */
  validUntil: string;
  /** The address may span several lines; any field may be ''. */
  billTo: { company: string; name: string; address: string };
  /**
   * `price` is the line total, a 2-decimal string such as '35.13'. A line with `lettering` shows
   * a preview of the design under its description (quotation-lettering.ts).
   */
  lines: Array<{
    details: string;
    quantity: number;
    price: string;
    lettering?: QuotationLettering | null;
  }>;
  /** All amounts are 2-decimal strings; discounts are the (positive) amounts taken off. */
  subTotal: string;
  shippingFee: string;
  pointDiscount: string;
  couponDiscount: string;
  promoDiscount: string;
  totalPrice: string;
}

/** Async, so an unreadable amount rejects the promise as any failed render does. */
export async function renderQuotationPdf(quotation: QuotationDocument): Promise<Buffer> {
  return renderPrintedDocument({
    heading: 'QUOTATION',
    title: `Quotation ${quotation.quotationNo}`,
    meta: [
      ['Quotation No.', quotation.quotationNo],
      ['Issue Date', formatDate(quotation.issueDate)],
    ],
    billTo: quotation.billTo,
    lines: quotation.lines.map((line) => ({
      details: line.details,
      quantity: line.quantity.toLocaleString('en-US'),
      amount: formatMoney(line.price),
      lettering: line.lettering,
    })),
    totals: totalsRows(quotation),
    total: ['Total', formatMoney(quotation.totalPrice)],
    note:
      `This quotation is valid until ${formatDate(quotation.validUntil)}. ` +
      'Prices include printing; taxes, if any, are added at checkout.',
  });
}

/** Parses a decimal string; a quotation with an unreadable amount must not print "$NaN". */
function amountOf(value: string): number {
  const amount = Number(value);
  if (value.trim() === '' || !Number.isFinite(amount)) {
    throw new Error(`Not an amount: "${value}"`);
  }
  return amount;
}

/** '1234.5' -> '$1,234.50'. */
function formatMoney(value: string): string {
  return formatUsd(amountOf(value));
}

/** Subtotal, shipping, and each discount that takes something off. */
function totalsRows(quotation: QuotationDocument): Row[] {
  const rows: Row[] = [['Subtotal', formatMoney(quotation.subTotal)]];
  const shipping = amountOf(quotation.shippingFee);
  rows.push(['Shipping', shipping === 0 ? 'Free' : formatMoney(quotation.shippingFee)]);
  const discounts: Row[] = [
    ['Point discount', quotation.pointDiscount],
    ['Coupon discount', quotation.couponDiscount],
    ['Promo discount', quotation.promoDiscount],
  ];
  for (const [label, value] of discounts) {
    const amount = amountOf(value);
    if (amount !== 0) rows.push([label, formatUsdDiscount(amount)]);
  }
  return rows;
}
