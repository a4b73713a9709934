/**
 * A quotation item's lettering design in the PDF (issue 17): a small preview of the cut file's
 * outlines in their true proportions, in a box under the item's description. The outlines are
 * measured by the shop (the quotation's `lettering.preview`, drawn by the domain's
 * `letteringOutline`); this only paints them, with pdfkit's SVG path reader.
 *
 * Paint, as close to the cart page's as one PDF shading allows: a flat colour is its hex; a
 * gradient (gold, silver, bronze) runs once across the whole design at its angle, not across each
 * letter as on the page; a pattern's bands (hologram, full colour) repeat as often across the
 * design as across the editor's widest box. White vinyl gets a grey hairline so it shows on paper.
 */
import { EDITOR_MAX_PX } from '@shop/domain/lettering/lettering-constants';
import {
  letteringColourById,
  type ColourStop,
  type LetteringColour,
  type LetteringPaint,
} from '@shop/domain/lettering/colours';
import type { LetteringView } from '@shop/domain/cart-contract';
import type { PdfPage } from './quotation-text';

type Doc = PDFKit.PDFDocument;

/** What the PDF draws of a design: its outlines in mm from the top left, and its colour. */
export interface QuotationLettering {
  widthMm: number;
  heightMm: number;
  /** One SVG path `d` a glyph, in mm (y down). */
  paths: readonly string[];
  /** Null for a colour we no longer know: drawn in the text colour. */
  colour: LetteringColour | null;
}

/** The design of a quotation as the PDF draws it; null without one or without outlines. */
export function quotationLettering(view: LetteringView | null): QuotationLettering | null {
  if (!view?.preview || view.preview.paths.length === 0) return null;
  return {
    widthMm: view.preview.width_mm,
    heightMm: view.preview.height_mm,
    paths: view.preview.paths,
    colour: letteringColourById(view.selected_color) ?? null,
  };
}

/** The drawing fits in this many points, keeping its proportions... */
const DRAWING_MAX = { width: 220, height: 64 };
/** ...inside a box with this padding, */
const BOX_PAD = 8;
/** below the description by this gap, with a caption under it. */
const GAP = 6;
const CAPTION_SIZE = 8;
const CAPTION_HEIGHT = 12;
export const PREVIEW_CAPTION = 'Lettering preview, true proportions (not to scale)';

const BOX_FILL = '#f7f8fa';
const BOX_RULE = '#d9dee4';
const HAIRLINE = '#8a8f98';

/** Points per millimetre of the design, so it fits the drawing area in its true proportions. */
function scaleOf(lettering: QuotationLettering): number {
  return Math.min(DRAWING_MAX.width / lettering.widthMm, DRAWING_MAX.height / lettering.heightMm);
}

/** The height the preview adds to an item's row, gap and caption included. */
export function letteringPreviewHeight(lettering: QuotationLettering): number {
  return GAP + lettering.heightMm * scaleOf(lettering) + 2 * BOX_PAD + CAPTION_HEIGHT;
}

/** Draws the preview with its box's top left at (x, y + the gap); returns the y below it. */
export function drawLetteringPreview(
  { doc, text }: PdfPage,
  lettering: QuotationLettering,
  x: number,
  y: number,
  textColour: string,
  captionColour: string,
): number {
  const scale = scaleOf(lettering);
  const boxTop = y + GAP;
  const boxWidth = lettering.widthMm * scale + 2 * BOX_PAD;
  const boxHeight = lettering.heightMm * scale + 2 * BOX_PAD;
  doc.rect(x, boxTop, boxWidth, boxHeight).lineWidth(0.75).fillAndStroke(BOX_FILL, BOX_RULE);

  doc.save();
  doc.translate(x + BOX_PAD, boxTop + BOX_PAD).scale(scale);
  const paint = lettering.colour?.paint;
  const fill = paint ? paintFill(doc, paint, lettering) : textColour;
  const hairline = lettering.colour?.id === 'white';
  // One fill a glyph: each glyph's contours wind as its font drew them.
  for (const d of lettering.paths) {
    doc.path(d);
    if (hairline) {
      doc.lineWidth(0.6 / scale).fillAndStroke(fill, HAIRLINE);
    } else {
      doc.fill(fill);
    }
  }
  doc.restore();

  const captionTop = boxTop + boxHeight + 3;
  text.draw(PREVIEW_CAPTION, x, captionTop, { size: CAPTION_SIZE, color: captionColour });
  return captionTop + CAPTION_HEIGHT - 3;
}

/** A paint as pdfkit fill, in the design's millimetres. */
function paintFill(
  doc: Doc,
  paint: LetteringPaint,
  design: QuotationLettering,
): PDFKit.Mixins.ColorValue {
  if (paint.kind === 'solid') return paint.hex;
  // The axis through the design's centre at the paint's angle (y down), long enough to span it.
  const radians = (paint.angleDeg * Math.PI) / 180;
  const dx = Math.cos(radians);
  const dy = Math.sin(radians);
  const length = Math.abs(dx) * design.widthMm + Math.abs(dy) * design.heightMm;
  const cx = design.widthMm / 2;
  const cy = design.heightMm / 2;
  const gradient = doc.linearGradient(
    cx - (dx * length) / 2,
    cy - (dy * length) / 2,
    cx + (dx * length) / 2,
    cy + (dy * length) / 2,
  );
  const stops =
    paint.kind === 'gradient'
      ? paint.stops
      : repeatedBands(
          paint.stops,
          length / ((paint.periodPx / EDITOR_MAX_PX.width) * design.widthMm),
        );
  for (const stop of stops) gradient.stop(stop.offset, stop.hex);
  return gradient;
}

/**
 * A pattern's bands `repeats` times along one gradient (a PDF shading does not repeat). Each
 * band starts a hair after the last one ends, so the change of band stays a hard edge.
 */
export function repeatedBands(stops: readonly ColourStop[], repeats: number): ColourStop[] {
  const bands = Math.max(1, repeats);
  const out: ColourStop[] = [];
  for (let band = 0; band < bands; band++) {
    for (const stop of stops) {
      let offset = (band + stop.offset) / bands;
      const previous = out.at(-1)?.offset ?? -1;
      if (offset <= previous) offset = previous + 1e-6;
      if (offset > 1) return out;
      out.push({ offset, hex: stop.hex });
    }
  }
  return out;
}
