/**
 * Artwork templates (spec 001 §2 "Artwork guide"): one page exactly the size of the background
 * bleed, so a designer can place artwork on it edge to edge. It shows the bleed band tinted, the
 * trim line solid, the safety line dashed (an ellipse for circle and oval stickers), and a small
 * legend with the three sizes in inches and millimetres. The numbers come from the domain
 * (packages/domain/src/artwork-guide.ts), which also explains which bleed the spec asks for.
 *
 * Only the built-in Helvetica fonts are used (WinAnsi: "×" and "·" print, most other symbols do
 * not). PDFKit cannot make optional-content layers, so the legend asks for the guides to be
 * hidden or deleted before the artwork is sent.
 */
import {
  describeBox,
  shapeLabel,
  templateDimensions,
  type ArtworkKind,
  type GuideSize,
  type StickerShape,
} from '@shop/domain/artwork-guide';
import PDFDocument from 'pdfkit';

export interface TemplatePdfSpec {
  kind: ArtworkKind;
  /** null for business cards, which are rectangles. */
  shape: StickerShape | null;
  size: GuideSize;
}

const POINTS_PER_INCH = 72;
const FONT = { regular: 'Helvetica', bold: 'Helvetica-Bold' };
const COLOR = {
  bleedTint: '#fde0dc',
  bleed: '#c62828',
  trim: '#d4006f',
  safety: '#1565c0',
  text: '#1f2933',
  muted: '#52606d',
};
/** The legend never grows past this, and never shrinks below the smaller size. */
const LEGEND_FONT = { max: 7, min: 3.5 };
const LINE_HEIGHT = 1.3;

type Doc = PDFKit.PDFDocument;

export function renderTemplatePdf(spec: TemplatePdfSpec): Promise<Buffer> {
  const dims = templateDimensions(spec.kind, spec.size);
  const pt = (inches: number) => inches * POINTS_PER_INCH;
  const page = { width: pt(dims.bleed.w), height: pt(dims.bleed.h) };
  const bleed = pt(dims.bleedPerSideIn);
  const safety = pt(dims.safetyPerSideIn);
  const round = spec.kind === 'sticker' && spec.shape === 'circle-oval';
  const name = templateName(spec);

  const doc = new PDFDocument({
    size: [page.width, page.height],
    // Everything is placed by coordinates; no margin keeps PDFKit from paging on its own.
    margin: 0,
    info: {
      Title: `${name} artwork template`,
      Author: 'Peel & Press',
      Subject:
        `Background bleed ${describeBox(dims.bleed)}, trim ${describeBox(dims.trim)}, ` +
        `safe area ${describeBox(dims.safety)}`,
    },
  });
  const done = collect(doc);

  const center = { x: page.width / 2, y: page.height / 2 };
  const trim = { width: pt(dims.trim.w), height: pt(dims.trim.h) };
  const safe = { width: pt(dims.safety.w), height: pt(dims.safety.h) };

  // The bleed band: everything printed past the cut, filled with the background colour.
  if (round) {
    doc
      .ellipse(center.x, center.y, page.width / 2, page.height / 2)
      .ellipse(center.x, center.y, trim.width / 2, trim.height / 2)
      .fill(COLOR.bleedTint, 'even-odd');
    doc
      .ellipse(center.x, center.y, page.width / 2 - 0.2, page.height / 2 - 0.2)
      .lineWidth(0.4)
      .strokeColor(COLOR.bleed)
      .stroke();
  } else {
    doc
      .rect(0, 0, page.width, page.height)
      .rect(bleed, bleed, trim.width, trim.height)
      .fill(COLOR.bleedTint, 'even-odd');
  }

  // The trim line, solid: where the blade cuts.
  (round
    ? doc.ellipse(center.x, center.y, trim.width / 2, trim.height / 2)
    : doc.rect(bleed, bleed, trim.width, trim.height)
  )
    .lineWidth(0.75)
    .strokeColor(COLOR.trim)
    .stroke();

  // The safety line, dashed: text and logos stay inside it.
  doc.dash(3, { space: 2 });
  (round
    ? doc.ellipse(center.x, center.y, safe.width / 2, safe.height / 2)
    : doc.rect(bleed + safety, bleed + safety, safe.width, safe.height)
  )
    .lineWidth(0.5)
    .strokeColor(COLOR.safety)
    .stroke();
  doc.undash();

  // Labels at the top centre, each just inside its line; the top of an ellipse is level too.
  const labelSize = Math.min(4.5, bleed * 0.75);
  label(doc, 'BLEED', center.x, bleed / 2, labelSize, COLOR.bleed);
  label(doc, 'TRIM', center.x, bleed + safety / 2, labelSize, COLOR.trim);
  label(doc, 'SAFE AREA', center.x, bleed + safety + labelSize, labelSize, COLOR.safety);

  drawLegend(doc, {
    center,
    safe,
    round,
    // Keep clear of the "SAFE AREA" label above and leave the same room below.
    reserved: 2 * labelSize + 4,
    lines: [
      { text: name, color: COLOR.text, bold: true },
      { text: `Background bleed: ${describeBox(dims.bleed)}`, color: COLOR.bleed },
      { text: `Trim line: ${describeBox(dims.trim)}`, color: COLOR.trim },
      { text: `Safe area: ${describeBox(dims.safety)}`, color: COLOR.safety },
      { text: 'Extend the background to the bleed edge.', color: COLOR.muted },
      { text: 'Keep text and logos inside the safe area.', color: COLOR.muted },
      { text: '300 DPI. Hide these guides before you send.', color: COLOR.muted },
    ],
  });

  doc.end();
  return done;
}

/** 'Sticker, Circle or Oval, 3X3' or 'Business card, 3.5X2' (sizes in inches, as the guide). */
function templateName(spec: TemplatePdfSpec): string {
  if (spec.kind === 'business-card') return `Business card, ${spec.size.label} in`;
  return `Sticker, ${shapeLabel(spec.shape ?? 'square-rectangle')}, ${spec.size.label} in`;
}

function label(doc: Doc, text: string, x: number, y: number, size: number, color: string): void {
  doc.font(FONT.bold).fontSize(size).fillColor(color);
  const width = doc.widthOfString(text);
  doc.text(text, x - width / 2, y, { lineBreak: false, baseline: 'middle' });
}

interface LegendLine {
  text: string;
  color: string;
  bold?: boolean;
}

/**
 * The legend, centred in the safe area at the largest size that fits: in a rectangle the widest
 * line must fit the safe width; in an ellipse, the safe width at the block's top and bottom.
 */
function drawLegend(
  doc: Doc,
  legend: {
    center: { x: number; y: number };
    safe: { width: number; height: number };
    round: boolean;
    reserved: number;
    lines: LegendLine[];
  },
): void {
  const { center, safe, round, reserved, lines } = legend;
  const widest = (size: number) =>
    Math.max(
      ...lines.map((line) =>
        doc
          .font(line.bold ? FONT.bold : FONT.regular)
          .fontSize(size)
          .widthOfString(line.text),
      ),
    );
  const fits = (size: number) => {
    const blockHeight = lines.length * size * LINE_HEIGHT;
    const halfHeight = blockHeight / 2;
    const maxHalfHeight = safe.height / 2 - reserved;
    if (halfHeight > maxHalfHeight) return false;
    const padding = 4;
    const room = round
      ? safe.width * Math.sqrt(1 - (halfHeight / (safe.height / 2)) ** 2)
      : safe.width;
    return widest(size) <= room - 2 * padding;
  };

  let size = LEGEND_FONT.max;
  while (size > LEGEND_FONT.min && !fits(size)) size -= 0.25;

  let y = center.y - (lines.length * size * LINE_HEIGHT) / 2;
  for (const line of lines) {
    doc
      .font(line.bold ? FONT.bold : FONT.regular)
      .fontSize(size)
      .fillColor(line.color);
    const width = doc.widthOfString(line.text);
    doc.text(line.text, center.x - width / 2, y, { lineBreak: false });
    y += size * LINE_HEIGHT;
  }
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
