/**
 * The shop's printed documents, the quotation and the invoice: one-or-more page US Letter PDFs
 * drawn with PDFKit in one layout (header with the document's title, BILL TO beside a block of
 * label/value rows, the lines table, the totals, a closing note, page numbers).
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
import { quotationText, type Align, type PdfPage } from './quotation-text';

/** A label and its value, both as printed. */
export type Row = readonly [label: string, value: string];

/** One row of the lines table; every figure already formatted. */
export interface PrintedLine {
  /** Printed in bold above the details, when there is one. */
  heading?: string;
  details: string;
  quantity: string;
  amount: string;
  /** A preview of the line's lettering design under its description (quotation-lettering.ts). */
  lettering?: QuotationLettering | null;
}

export interface PrintedDocument {
  /** Large, top right: 'QUOTATION', 'INVOICE'. */
  heading: string;
  /** The PDF's title in its properties: 'Quotation Q-20261121-0007'. */
  title: string;
  /** Top right under the rule: 'Quotation No.', 'Issue Date', ... A value may span lines. */
  meta: readonly Row[];
  /** The address may span several lines; any field may be ''. */
  billTo: { company: string; name: string; address: string };
  /** The quantity column's width in points (60 when not given: a plain number). */
  quantityWidth?: number;
  lines: readonly PrintedLine[];
  /** The rows above the total (subtotal, shipping, discounts, tax). */
  totals: readonly Row[];
  /** The totals' label column in points (130 when not given); the block grows to the left. */
  totalsLabelWidth?: number;
  /** In bold under a rule: ['Total', '$1,354.13']. */
  total: Row;
  /** Rows under the total (a refund due). */
  afterTotal?: readonly Row[];
  /** At the foot of the last page. */
  note: string;
}

export const SHOP = {
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

const CELL_PAD = 6;
const INDEX_WIDTH = 30;
const AMOUNT_WIDTH = 100;
const QUANTITY_WIDTH = 60;
const TABLE_FONT_SIZE = 10;
const TABLE_HEADER_HEIGHT = 22;

const TOTALS_LABEL_WIDTH = 130;
const TOTALS_VALUE_WIDTH = 110;
const TOTALS_ROW_HEIGHT = 18;
const NOTE_FONT_SIZE = 9;

interface Column {
  x: number;
  width: number;
}

/** Table columns, left to right; the description takes whatever width the others leave. */
interface Columns {
  index: Column;
  description: Column;
  quantity: Column;
  amount: Column;
}

function columns(quantityWidth: number): Columns {
  return {
    index: { x: LEFT, width: INDEX_WIDTH },
    description: {
      x: LEFT + INDEX_WIDTH,
      width: CONTENT_WIDTH - INDEX_WIDTH - quantityWidth - AMOUNT_WIDTH,
    },
    quantity: { x: RIGHT - AMOUNT_WIDTH - quantityWidth, width: quantityWidth },
    amount: { x: RIGHT - AMOUNT_WIDTH, width: AMOUNT_WIDTH },
  };
}

type Doc = PDFKit.PDFDocument;

/** The document being drawn, what sets its text, and its table's columns. */
interface Sheet extends PdfPage {
  col: Columns;
}

export async function renderPrintedDocument(document: PrintedDocument): Promise<Buffer> {
  const fonts = await quotationFonts();
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: PAGE.margin,
    // Page numbers need the page count, known only once every page exists.
    bufferPages: true,
    info: { Title: document.title, Author: SHOP.name },
  });
  const done = collect(doc);
  const sheet: Sheet = {
    doc,
    text: quotationText(doc, fonts),
    col: columns(document.quantityWidth ?? QUANTITY_WIDTH),
  };

  let y = drawHeader(sheet, document);
  y = drawTable(sheet, document.lines, y + 28);
  y = drawTotals(sheet, document, y + 16);
  drawNote(sheet, document.note, y + 24);
  drawPageNumbers(sheet);

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
// Formatting, the same in every document

const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 1234.5 -> '$1,234.50'. */
export function formatUsd(amount: number): string {
  return USD.format(amount);
}

/** A discount is shown as money taken off, whichever sign it was given with: '-$5.00'. */
export function formatUsdDiscount(amount: number): string {
  return `-${USD.format(Math.abs(amount))}`;
}

/** '2026-11-21' -> 'Nov 21, 2026', read as a calendar date so no time zone can shift it. */
export function formatDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  if (!match || !month) return isoDate;
  return `${month} ${Number(match[3])}, ${match[1]}`;
}

// ---------------------------------------------------------------------------------------------
// Drawing primitives

/** One line of text at a fixed place, aligned within `width`; returns its height. */
function cell(
  { text: writer }: PdfPage,
  text: string,
  x: number,
  y: number,
  width: number,
  options: { align?: Align; bold?: boolean; size?: number; color?: string } = {},
): number {
  return writer.draw(text, x, y, {
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

function drawHeader(sheet: Sheet, document: PrintedDocument): number {
  const top = PAGE.margin;
  cell(sheet, SHOP.name, LEFT, top, 300, { bold: true, size: 20, color: COLOR.accent });
  cell(sheet, SHOP.tagline, LEFT, top + 26, 300, { size: 9, color: COLOR.muted });
  cell(sheet, SHOP.contact, LEFT, top + 39, 300, { size: 9, color: COLOR.muted });
  cell(sheet, document.heading, RIGHT - 250, top - 2, 250, {
    bold: true,
    size: 26,
    align: 'right',
  });

  const ruleY = top + 64;
  rule(sheet.doc, ruleY, LEFT, RIGHT, COLOR.text);

  const blockTop = ruleY + 18;
  const billToBottom = drawBillTo(sheet, document.billTo, blockTop);
  const metaBottom = drawMeta(sheet, document.meta, blockTop);
  return Math.max(billToBottom, metaBottom);
}

function drawBillTo(sheet: Sheet, billTo: PrintedDocument['billTo'], top: number): number {
  const width = 280;
  cell(sheet, 'BILL TO', LEFT, top, width, { bold: true, size: 8, color: COLOR.muted });

  const lines = [billTo.company, billTo.name, ...billTo.address.split(/\r?\n/)]
    .map((line) => line.trim())
    .filter((line) => line !== '');
  if (lines.length === 0) lines.push('—');

  // The company leads in bold; addresses of any length wrap within the block.
  let y = top + 14;
  lines.forEach((line, i) => {
    const bold = i === 0 && billTo.company.trim() !== '';
    y += sheet.text.draw(line, LEFT, y, { width, size: 10, bold, color: COLOR.text }) + 1;
  });
  return y;
}

/** Labels and values in two right-aligned columns; a value of several lines pushes the next. */
function drawMeta(sheet: Sheet, rows: readonly Row[], top: number): number {
  const valueWidth = 130;
  const labelWidth = 100;
  const valueX = RIGHT - valueWidth;
  const labelX = valueX - labelWidth - 10;
  const lineHeight = sheet.text.lineHeight(10);
  let y = top;
  for (const [label, value] of rows) {
    cell(sheet, label, labelX, y, labelWidth, { size: 10, color: COLOR.muted, align: 'right' });
    const height = cell(sheet, value, valueX, y, valueWidth, {
      size: 10,
      bold: true,
      align: 'right',
    });
    y += 16 + Math.max(0, height - lineHeight);
  }
  return y;
}

function drawTableHeader(sheet: Sheet, top: number): number {
  const { col } = sheet;
  sheet.doc.rect(LEFT, top, CONTENT_WIDTH, TABLE_HEADER_HEIGHT).fill(COLOR.headerFill);
  const y = top + (TABLE_HEADER_HEIGHT - sheet.text.lineHeight(9)) / 2;
  const style = { bold: true, size: 9, color: COLOR.muted };
  cell(sheet, '#', col.index.x + CELL_PAD, y, col.index.width - CELL_PAD, style);
  cell(sheet, 'Description', col.description.x + CELL_PAD, y, col.description.width, style);
  const rightStyle = { ...style, align: 'right' as const };
  cell(sheet, 'Qty', col.quantity.x, y, col.quantity.width - CELL_PAD, rightStyle);
  cell(sheet, 'Amount', col.amount.x, y, col.amount.width - CELL_PAD, rightStyle);
  return top + TABLE_HEADER_HEIGHT;
}

function drawTable(sheet: Sheet, lines: readonly PrintedLine[], top: number): number {
  const { doc, text, col } = sheet;
  const descriptionWidth = col.description.width - 2 * CELL_PAD;
  const quantityWidth = col.quantity.width - CELL_PAD;
  // A description longer than a whole page is cut (with an ellipsis) rather than overflowing.
  const maxDescriptionHeight =
    CONTENT_BOTTOM - PAGE.margin - TABLE_HEADER_HEIGHT - 2 * CELL_PAD - 40;
  const plain = { size: TABLE_FONT_SIZE, color: COLOR.text };

  let y = drawTableHeader(sheet, top);
  lines.forEach((line, i) => {
    const previewHeight = line.lettering ? letteringPreviewHeight(line.lettering) : 0;
    const heading = line.heading
      ? { width: descriptionWidth, ...plain, bold: true, maxHeight: maxDescriptionHeight / 2 }
      : null;
    const headingHeight = heading && line.heading ? text.height(line.heading, heading) : 0;
    const description = {
      width: descriptionWidth,
      ...plain,
      maxHeight: maxDescriptionHeight - previewHeight - headingHeight,
    };
    // Under a heading, no details take no room.
    const showDetails = !heading || line.details.trim() !== '';
    const textHeight = headingHeight + (showDetails ? text.height(line.details, description) : 0);
    const quantityHeight = text.height(line.quantity, { width: quantityWidth, ...plain });
    const rowHeight = Math.max(textHeight + previewHeight, quantityHeight) + 2 * CELL_PAD;

    // Rows are never split: one that does not fit starts a new page under a repeated header.
    if (y + rowHeight > CONTENT_BOTTOM) {
      doc.addPage();
      y = drawTableHeader(sheet, PAGE.margin);
    }

    const textY = y + CELL_PAD;
    const descriptionX = col.description.x + CELL_PAD;
    cell(sheet, String(i + 1), col.index.x + CELL_PAD, textY, col.index.width - CELL_PAD, {
      color: COLOR.muted,
    });
    if (heading && line.heading) text.draw(line.heading, descriptionX, textY, heading);
    if (showDetails) text.draw(line.details, descriptionX, textY + headingHeight, description);
    if (line.lettering) {
      const previewY = textY + textHeight;
      drawLetteringPreview(sheet, line.lettering, descriptionX, previewY, COLOR.text, COLOR.muted);
    }
    const right = { align: 'right' as const };
    cell(sheet, line.quantity, col.quantity.x, textY, quantityWidth, right);
    cell(sheet, line.amount, col.amount.x, textY, col.amount.width - CELL_PAD, right);

    y += rowHeight;
    rule(doc, y);
  });
  return y;
}

function drawTotals(sheet: Sheet, document: PrintedDocument, top: number): number {
  const labelWidth = document.totalsLabelWidth ?? TOTALS_LABEL_WIDTH;
  const x = RIGHT - labelWidth - TOTALS_VALUE_WIDTH;
  const valueX = x + labelWidth;
  const valueWidth = TOTALS_VALUE_WIDTH - CELL_PAD;
  const lineHeight = sheet.text.lineHeight(TABLE_FONT_SIZE);
  const after = document.afterTotal ?? [];

  // A label too long for its column (a coupon's long code) wraps, pushing the rows below it.
  const advance = ([label]: Row) =>
    TOTALS_ROW_HEIGHT +
    Math.max(
      0,
      sheet.text.height(label, { width: labelWidth, size: TABLE_FONT_SIZE }) - lineHeight,
    );
  const sum = (rows: readonly Row[]) => rows.reduce((total, row) => total + advance(row), 0);

  const height = sum(document.totals) + 34 + sum(after);
  let y = top;
  if (y + height > CONTENT_BOTTOM) {
    sheet.doc.addPage();
    y = PAGE.margin;
  }

  const drawRows = (rows: readonly Row[]) => {
    for (const row of rows) {
      const [label, value] = row;
      cell(sheet, label, x, y, labelWidth, { color: COLOR.muted });
      cell(sheet, value, valueX, y, valueWidth, { align: 'right' });
      y += advance(row);
    }
  };

  drawRows(document.totals);
  rule(sheet.doc, y - 4, x, RIGHT, COLOR.text);
  y += 6;
  const [totalLabel, totalValue] = document.total;
  cell(sheet, totalLabel, x, y, labelWidth, { bold: true, size: 12 });
  cell(sheet, totalValue, valueX, y, valueWidth, { bold: true, size: 12, align: 'right' });
  y += 20;
  if (after.length > 0) {
    y += 4;
    drawRows(after);
  }
  return y;
}

/** The note sits at the foot of the last page, or on a page of its own if the totals reach it. */
function drawNote(sheet: Sheet, note: string, minY: number): void {
  const box = { width: CONTENT_WIDTH, size: NOTE_FONT_SIZE, color: COLOR.muted };
  const top = CONTENT_BOTTOM - sheet.text.height(note, box);
  if (minY > top - 8) sheet.doc.addPage();

  rule(sheet.doc, top - 8);
  sheet.text.draw(note, LEFT, top, box);
}

/** The footer sits inside the bottom margin; text is placed, never flowed, so no page is added. */
function drawPageNumbers(sheet: Sheet): void {
  const { doc } = sheet;
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    cell(sheet, `Page ${i - start + 1} of ${count}`, LEFT, FOOTER_Y, CONTENT_WIDTH, {
      size: 8,
      color: COLOR.muted,
      align: 'center',
    });
  }
}
