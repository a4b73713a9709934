/**
 * The printable quotation: a one-or-more page US Letter PDF drawn with PDFKit.
 *
 * Everything is placed at explicit coordinates rather than left to PDFKit's text flow, because
 * its flow adds pages on its own whenever text runs past the bottom margin; here we decide where
 * pages break (between table rows, repeating the table header) and where the footer goes.
 * Text is set in Noto faces embedded as subsets (quotation-text.ts, ADR 0032), so a Bill To in
 * Greek, Cyrillic, Chinese, Japanese or Korean prints as written (issue 27).
 */
import PDFDocument from 'pdfkit';
import { quotationFonts } from '@shop/shop/quotes/quotation-fonts';
import {
  drawLetteringPreview,
  letteringPreviewHeight,
  type QuotationLettering,
} from './quotation-lettering';
import { quotationText, type Align, type PdfPage as Page } from './quotation-text';

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

const SHOP = {
  name: 'Peel & Press',
  tagline: 'Custom stickers, labels and business cards',
  contact: 'hello@peelandpress.example · peelandpress.example',
};

const PAGE = { width: 612, height: 792, margin: 50 };
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
const LEFT = PAGE.margin;
const RIGHT = PAGE.width - PAGE.margin;
/** Content stops here; the footer lives below it, inside the bottom margin. */
const CONTENT_BOTTOM = PAGE.height - PAGE.margin - 20;
const FOOTER_Y = PAGE.height - PAGE.margin + 10;

const COLOR = {
  text: '#1f2933',
  muted: '#616e7c',
  accent: '#c2410c',
  rule: '#d9dee4',
  headerFill: '#f2f4f7',
};

/** Table columns, left to right; the description takes whatever width the others leave. */
const CELL_PAD = 6;
const COL = {
  index: { x: LEFT, width: 30 },
  description: { x: LEFT + 30, width: CONTENT_WIDTH - 30 - 60 - 100 },
  quantity: { x: RIGHT - 160, width: 60 },
  amount: { x: RIGHT - 100, width: 100 },
};
const TABLE_FONT_SIZE = 10;
const TABLE_HEADER_HEIGHT = 22;

const TOTALS_WIDTH = 240;
const NOTE_FONT_SIZE = 9;

type Doc = PDFKit.PDFDocument;

export async function renderQuotationPdf(quotation: QuotationDocument): Promise<Buffer> {
  const fonts = await quotationFonts();
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: PAGE.margin,
    // Page numbers need the page count, known only once every page exists.
    bufferPages: true,
    info: { Title: `Quotation ${quotation.quotationNo}`, Author: SHOP.name },
  });
  const done = collect(doc);
  const page: Page = { doc, text: quotationText(doc, fonts) };

  let y = drawHeader(page, quotation);
  y = drawTable(page, quotation.lines, y + 28);
  y = drawTotals(page, quotation, y + 16);
  drawValidityNote(page, quotation.validUntil, y + 24);
  drawPageNumbers(page);

  doc.end();
  return done;
}

/** Resolves with the whole PDF once PDFKit has written it. */
function collect(doc: Doc): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

// ---------------------------------------------------------------------------------------------
// Formatting

const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

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
  return USD.format(amountOf(value));
}

/** A discount is shown as money taken off, whichever sign it was given with: '-$5.00'. */
function formatDiscount(value: string): string {
  return `-${USD.format(Math.abs(amountOf(value)))}`;
}

/** '2026-11-21' -> 'Nov 21, 2026', read as a calendar date so no time zone can shift it. */
function formatDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  if (!match || !month) return isoDate;
  return `${month} ${Number(match[3])}, ${match[1]}`;
}

// ---------------------------------------------------------------------------------------------
// Drawing primitives

/** One line of text at a fixed place, aligned within `width`. */
function cell(
  { text: writer }: Page,
  text: string,
  x: number,
  y: number,
  width: number,
  options: { align?: Align; bold?: boolean; size?: number; color?: string } = {},
): void {
  writer.draw(text, x, y, {
    width,
    align: options.align ?? 'left',
    bold: options.bold ?? false,
    size: options.size ?? TABLE_FONT_SIZE,
    color: options.color ?? COLOR.text,
  });
}

function rule(doc: Doc, y: number, from = LEFT, to = RIGHT, color = COLOR.rule): void {
  doc.moveTo(from, y).lineTo(to, y).lineWidth(0.75).strokeColor(color).stroke();
}

// ---------------------------------------------------------------------------------------------
// Sections. Each takes the y to start at and returns the y just below what it drew.

function drawHeader(page: Page, quotation: QuotationDocument): number {
  const top = PAGE.margin;
  cell(page, SHOP.name, LEFT, top, 300, { bold: true, size: 20, color: COLOR.accent });
  cell(page, SHOP.tagline, LEFT, top + 26, 300, { size: 9, color: COLOR.muted });
  cell(page, SHOP.contact, LEFT, top + 39, 300, { size: 9, color: COLOR.muted });
  cell(page, 'QUOTATION', RIGHT - 250, top - 2, 250, { bold: true, size: 26, align: 'right' });

  const ruleY = top + 64;
  rule(page.doc, ruleY, LEFT, RIGHT, COLOR.text);

  const blockTop = ruleY + 18;
  const billToBottom = drawBillTo(page, quotation.billTo, blockTop);
  const metaBottom = drawMeta(page, quotation, blockTop);
  return Math.max(billToBottom, metaBottom);
}

function drawBillTo(page: Page, billTo: QuotationDocument['billTo'], top: number): number {
  const width = 280;
  cell(page, 'BILL TO', LEFT, top, width, { bold: true, size: 8, color: COLOR.muted });

  const lines = [billTo.company, billTo.name, ...billTo.address.split(/\r?\n/)]
    .map((line) => line.trim())
    .filter((line) => line !== '');
  if (lines.length === 0) lines.push('—');

  // The company leads in bold; addresses of any length wrap within the block.
  let y = top + 14;
  lines.forEach((line, i) => {
    const bold = i === 0 && billTo.company.trim() !== '';
    y += page.text.draw(line, LEFT, y, { width, size: 10, bold, color: COLOR.text }) + 1;
  });
  return y;
}

/** "Quotation No." and "Issue Date", labels and values in two right-aligned columns. */
function drawMeta(page: Page, quotation: QuotationDocument, top: number): number {
  const rows: Array<[string, string]> = [
    ['Quotation No.', quotation.quotationNo],
    ['Issue Date', formatDate(quotation.issueDate)],
  ];
  const valueWidth = 130;
  const labelWidth = 100;
  const valueX = RIGHT - valueWidth;
  const labelX = valueX - labelWidth - 10;
  let y = top;
  for (const [label, value] of rows) {
    cell(page, label, labelX, y, labelWidth, { size: 10, color: COLOR.muted, align: 'right' });
    cell(page, value, valueX, y, valueWidth, { size: 10, bold: true, align: 'right' });
    y += 16;
  }
  return y;
}

function drawTableHeader(page: Page, top: number): number {
  page.doc.rect(LEFT, top, CONTENT_WIDTH, TABLE_HEADER_HEIGHT).fill(COLOR.headerFill);
  const y = top + (TABLE_HEADER_HEIGHT - page.text.lineHeight(9)) / 2;
  const style = { bold: true, size: 9, color: COLOR.muted };
  cell(page, '#', COL.index.x + CELL_PAD, y, COL.index.width - CELL_PAD, style);
  cell(page, 'Description', COL.description.x + CELL_PAD, y, COL.description.width, style);
  const rightStyle = { ...style, align: 'right' as const };
  cell(page, 'Qty', COL.quantity.x, y, COL.quantity.width - CELL_PAD, rightStyle);
  cell(page, 'Amount', COL.amount.x, y, COL.amount.width - CELL_PAD, rightStyle);
  return top + TABLE_HEADER_HEIGHT;
}

function drawTable(page: Page, lines: QuotationDocument['lines'], top: number): number {
  const { doc, text } = page;
  const descriptionWidth = COL.description.width - 2 * CELL_PAD;
  // A description longer than a whole page is cut (with an ellipsis) rather than overflowing.
  const maxDescriptionHeight =
    CONTENT_BOTTOM - PAGE.margin - TABLE_HEADER_HEIGHT - 2 * CELL_PAD - 40;

  let y = drawTableHeader(page, top);
  lines.forEach((line, i) => {
    const previewHeight = line.lettering ? letteringPreviewHeight(line.lettering) : 0;
    const description = {
      width: descriptionWidth,
      size: TABLE_FONT_SIZE,
      color: COLOR.text,
      maxHeight: maxDescriptionHeight - previewHeight,
    };
    const textHeight = text.height(line.details, description);
    const rowHeight = textHeight + previewHeight + 2 * CELL_PAD;

    // Rows are never split: one that does not fit starts a new page under a repeated header.
    if (y + rowHeight > CONTENT_BOTTOM) {
      doc.addPage();
      y = drawTableHeader(page, PAGE.margin);
    }

    const textY = y + CELL_PAD;
    cell(page, String(i + 1), COL.index.x + CELL_PAD, textY, COL.index.width - CELL_PAD, {
      color: COLOR.muted,
    });
    text.draw(line.details, COL.description.x + CELL_PAD, textY, description);
    if (line.lettering) {
      const x = COL.description.x + CELL_PAD;
      drawLetteringPreview(page, line.lettering, x, textY + textHeight, COLOR.text, COLOR.muted);
    }
    const right = { align: 'right' as const };
    const quantity = line.quantity.toLocaleString('en-US');
    cell(page, quantity, COL.quantity.x, textY, COL.quantity.width - CELL_PAD, right);
    cell(page, formatMoney(line.price), COL.amount.x, textY, COL.amount.width - CELL_PAD, right);

    y += rowHeight;
    rule(doc, y);
  });
  return y;
}

function drawTotals(page: Page, quotation: QuotationDocument, top: number): number {
  const rows: Array<[string, string]> = [['Subtotal', formatMoney(quotation.subTotal)]];
  const shipping = amountOf(quotation.shippingFee);
  rows.push(['Shipping', shipping === 0 ? 'Free' : formatMoney(quotation.shippingFee)]);
  const discounts: Array<[string, string]> = [
    ['Point discount', quotation.pointDiscount],
    ['Coupon discount', quotation.couponDiscount],
    ['Promo discount', quotation.promoDiscount],
  ];
  for (const [label, value] of discounts) {
    if (amountOf(value) !== 0) rows.push([label, formatDiscount(value)]);
  }

  const rowHeight = 18;
  const height = rows.length * rowHeight + 34;
  let y = top;
  if (y + height > CONTENT_BOTTOM) {
    page.doc.addPage();
    y = PAGE.margin;
  }

  const x = RIGHT - TOTALS_WIDTH;
  const labelWidth = 130;
  const valueX = x + labelWidth;
  const valueWidth = TOTALS_WIDTH - labelWidth - CELL_PAD;
  for (const [label, value] of rows) {
    cell(page, label, x, y, labelWidth, { color: COLOR.muted });
    cell(page, value, valueX, y, valueWidth, { align: 'right' });
    y += rowHeight;
  }

  rule(page.doc, y - 4, x, RIGHT, COLOR.text);
  y += 6;
  cell(page, 'Total', x, y, labelWidth, { bold: true, size: 12 });
  cell(page, formatMoney(quotation.totalPrice), valueX, y, valueWidth, {
    bold: true,
    size: 12,
    align: 'right',
  });
  return y + 20;
}

/** The note sits at the foot of the last page, or on a page of its own if the totals reach it. */
function drawValidityNote(page: Page, validUntil: string, minY: number): void {
  const note =
    `This quotation is valid until ${formatDate(validUntil)}. ` +
    'Prices include printing; taxes, if any, are added at checkout.';
  const box = { width: CONTENT_WIDTH, size: NOTE_FONT_SIZE, color: COLOR.muted };
  const top = CONTENT_BOTTOM - page.text.height(note, box);
  if (minY > top - 8) page.doc.addPage();

  rule(page.doc, top - 8);
  page.text.draw(note, LEFT, top, box);
}

/** The footer sits inside the bottom margin; text is placed, never flowed, so no page is added. */
function drawPageNumbers(page: Page): void {
  const { doc } = page;
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    cell(page, `Page ${i - start + 1} of ${count}`, LEFT, FOOTER_Y, CONTENT_WIDTH, {
      size: 8,
      color: COLOR.muted,
      align: 'center',
    });
  }
}
