import { formatInches } from '@shop/domain/artwork-guide';
import type { PrintBoxes } from '@shop/domain/artwork/preflight-rules';
import sharp, { type Metadata, type Sharp } from 'sharp';
import {
  clampDensity,
  DECODE_OPTIONS,
  PDF_MEDIA_TYPE,
  POSTSCRIPT_MEDIA_TYPE,
  readPictureHeader,
  pictureFormatOf,
  SVG_MEDIA_TYPE,
} from './preflight';
import { isPdfBytes, PdfPageError, renderPdfPage } from './preflight-pdf';
import {
  errorMessage,
  MAX_INPUT_PIXELS,
  PROOF_PX_PER_INCH,
  proofArtworkSize,
} from './preflight-report';
import { PSD_MEDIA_TYPE, readPsdFile } from './preflight-psd';

/**
 * The instant digital proof (issue 33): the artwork as it will be printed and cut, drawn over the
 * ordered size. The artwork covers the bleed box (scaled to fill, centred, cropped where its shape
 * differs: never stretched, as the 'shape' finding says), on white material, with the bleed edge,
 * the cut line and the safe area drawn over it and a legend below.
 *
 * Pictures (JPEG, PNG, TIFF), SVG, PDF (and PDF-compatible AI: page 1, drawn by pdf.js) and
 * Photoshop files (their flattened picture) have a proof. For anything else, and for a file that
 * cannot be read or is too large, `renderProof` throws a `ProofUnavailableError` whose `reason`
 * the caller switches on (say "we will send you a proof" for 'by-hand'); it never returns null.
 */

/** Grey around the artwork, on every side. */
export const PROOF_MARGIN_PX = 24;
/** The legend's band under the bottom margin. */
export const PROOF_LEGEND_HEIGHT_PX = 60;
/** Narrow sizes get a wider canvas so the legend fits; the artwork is centred in it. */
export const PROOF_MIN_WIDTH_PX = 260;

export const PROOF_COLOURS = {
  canvas: '#e8e8e8',
  /** What the material shows where the artwork is transparent. */
  material: '#ffffff',
  bleed: '#8a8a8a',
  cut: '#ff00ff',
  safe: '#00aeef',
  text: '#333333',
} as const;

export type ProofUnavailableReason = 'by-hand' | 'unreadable' | 'too-large';

export class ProofUnavailableError extends Error {
  override readonly name = 'ProofUnavailableError';
  constructor(
    readonly reason: ProofUnavailableReason,
    message: string,
  ) {
    super(message);
  }
}

export interface ProofOptions {
  /** The proof's scale; 100 unless told. */
  pxPerInch?: number;
}

/** A rectangle on the proof, in pixels (fractional for the drawn lines). */
export interface ProofRect {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface ProofLayout {
  width: number;
  height: number;
  /** Where the artwork (the bleed box) is placed: whole pixels. */
  artwork: ProofRect;
  /** The cut line: the trim box, centred in the artwork. */
  trim: ProofRect;
  /** The safe area: the trim less the safety margin. */
  safety: ProofRect;
  /** The top of the legend band. */
  legendTop: number;
}

/** Where everything is drawn for `boxes` at `pxPerInch`. */
export function proofLayout(boxes: PrintBoxes, pxPerInch = PROOF_PX_PER_INCH): ProofLayout {
  const { widthPx: artWidth, heightPx: artHeight } = proofArtworkSize(boxes, pxPerInch);
  const width = Math.max(artWidth + 2 * PROOF_MARGIN_PX, PROOF_MIN_WIDTH_PX);
  const height = artHeight + 2 * PROOF_MARGIN_PX + PROOF_LEGEND_HEIGHT_PX;
  const artwork = {
    left: Math.floor((width - artWidth) / 2),
    top: PROOF_MARGIN_PX,
    width: artWidth,
    height: artHeight,
  };
  const inset = (widthIn: number, heightIn: number): ProofRect => ({
    left: artwork.left + (artWidth - widthIn * pxPerInch) / 2,
    top: artwork.top + (artHeight - heightIn * pxPerInch) / 2,
    width: widthIn * pxPerInch,
    height: heightIn * pxPerInch,
  });
  const safety = 2 * boxes.safetyPerSideIn;
  return {
    width,
    height,
    artwork,
    trim: inset(boxes.trimWidthIn, boxes.trimHeightIn),
    safety: inset(
      Math.max(0, boxes.trimWidthIn - safety),
      Math.max(0, boxes.trimHeightIn - safety),
    ),
    legendTop: artwork.top + artHeight + PROOF_MARGIN_PX,
  };
}

/**
 * A PNG proof of a picture, SVG, PDF or PSD `bytes` (stored as `mediaType`) printed at `boxes`.
 * @throws ProofUnavailableError 'by-hand' for EPS, PostScript, AI without a PDF stream, a PSD
 *   whose picture is not drawn and other types; 'too-large' past the pixel limit; 'unreadable'
 *   for a damaged file.
 */
export async function renderProof(
  bytes: Uint8Array,
  mediaType: string,
  boxes: PrintBoxes,
  options: ProofOptions = {},
): Promise<Buffer> {
  const layout = proofLayout(boxes, options.pxPerInch ?? PROOF_PX_PER_INCH);
  const { width, height } = layout.artwork;
  const format = pictureFormatOf(mediaType);
  let artwork: Sharp;
  if (format) {
    const header = await readPictureHeader(bytes, format);
    if (!header.ok) throw new ProofUnavailableError(header.why, header.finding.message);
    artwork = sharp(bytes, DECODE_OPTIONS).autoOrient();
  } else if (mediaType === SVG_MEDIA_TYPE) {
    artwork = sharp(bytes, { ...DECODE_OPTIONS, density: await svgDensity(bytes, width, height) });
  } else if (
    mediaType === PDF_MEDIA_TYPE ||
    (mediaType === POSTSCRIPT_MEDIA_TYPE && isPdfBytes(bytes))
  ) {
    artwork = sharp(await pdfPage(bytes, width, height), DECODE_OPTIONS);
  } else if (mediaType === PSD_MEDIA_TYPE) {
    artwork = psdComposite(bytes);
  } else {
    throw new ProofUnavailableError('by-hand', `No instant proof for ${mediaType}.`);
  }
  let placed: Buffer;
  try {
    placed = await artwork
      .resize(width, height, { fit: 'cover', position: 'centre' })
      .flatten({ background: PROOF_COLOURS.material })
      .png()
      .toBuffer();
  } catch (error) {
    const message = errorMessage(error);
    if (/pixel limit/i.test(message)) throw new ProofUnavailableError('too-large', message);
    throw new ProofUnavailableError('unreadable', message);
  }
  return sharp({
    create: {
      width: layout.width,
      height: layout.height,
      channels: 3,
      background: PROOF_COLOURS.canvas,
    },
  })
    .composite([
      { input: placed, left: layout.artwork.left, top: layout.artwork.top },
      { input: Buffer.from(overlaySvg(layout, boxes)), left: 0, top: 0 },
    ])
    .png()
    .toBuffer();
}

/** Page 1 drawn to cover `width` x `height` (then cropped like any artwork). */
async function pdfPage(bytes: Uint8Array, width: number, height: number): Promise<Buffer> {
  try {
    return await renderPdfPage(bytes, width, height);
  } catch (error) {
    if (error instanceof PdfPageError) throw new ProofUnavailableError(error.reason, error.message);
    throw error;
  }
}

/** The flattened picture of a PSD, as raw pixels for sharp. */
function psdComposite(bytes: Uint8Array): Sharp {
  const reading = readPsdFile(bytes);
  if (!reading.ok) {
    throw new ProofUnavailableError(
      reading.why,
      reading.why === 'too-large' ? 'This Photoshop file is too large to draw.' : reading.reason,
    );
  }
  if (!reading.composite) {
    throw new ProofUnavailableError('by-hand', 'This Photoshop file has no picture we can draw.');
  }
  const { widthPx, heightPx, rgba } = reading.composite;
  return sharp(rgba, {
    limitInputPixels: MAX_INPUT_PIXELS,
    raw: { width: widthPx, height: heightPx, channels: 4 },
  });
}

/** The density at which the SVG renders at least `width` x `height` (it is then cropped). */
async function svgDensity(bytes: Uint8Array, width: number, height: number): Promise<number> {
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch (error) {
    throw new ProofUnavailableError('unreadable', errorMessage(error));
  }
  if (metadata.format !== 'svg' || !(metadata.width > 0 && metadata.height > 0)) {
    throw new ProofUnavailableError('unreadable', 'This is not an SVG that can be drawn.');
  }
  const scale = Math.max(width / metadata.width, height / metadata.height);
  const density = clampDensity(72 * scale);
  const pixels = ((metadata.width * density) / 72) * ((metadata.height * density) / 72);
  if (pixels > MAX_INPUT_PIXELS) {
    throw new ProofUnavailableError('too-large', 'This SVG is too long and thin to draw.');
  }
  return density;
}

const round = (value: number) => Math.round(value * 100) / 100;

/** The bleed edge, cut line and safe area over the artwork, and the legend under it. */
function overlaySvg(layout: ProofLayout, boxes: PrintBoxes): string {
  const { artwork, trim, safety } = layout;
  const rect = (box: ProofRect, inset = 0) =>
    `x="${round(box.left + inset)}" y="${round(box.top + inset)}" width="${round(Math.max(0, box.width - 2 * inset))}" height="${round(Math.max(0, box.height - 2 * inset))}"`;
  const ring = (outer: ProofRect, inner: ProofRect) =>
    `M${round(outer.left)} ${round(outer.top)}h${round(outer.width)}v${round(outer.height)}h${round(-outer.width)}z` +
    `M${round(inner.left)} ${round(inner.top)}h${round(inner.width)}v${round(inner.height)}h${round(-inner.width)}z`;
  const x = Math.min(artwork.left, PROOF_MARGIN_PX);
  const row = (index: number) => layout.legendTop - PROOF_MARGIN_PX / 2 + 10 + 18 * index;
  const sample = (index: number, stroke: string) =>
    `<line x1="${x}" y1="${row(index)}" x2="${x + 26}" y2="${row(index)}" ${stroke}/>`;
  const label = (index: number, text: string) =>
    `<text x="${x + 34}" y="${row(index) + 4}">${text}</text>`;
  const cut = `stroke="${PROOF_COLOURS.cut}" stroke-width="2"`;
  const safe = `stroke="${PROOF_COLOURS.safe}" stroke-width="1.5" stroke-dasharray="6 4"`;
  const bleed = `stroke="${PROOF_COLOURS.bleed}" stroke-width="1"`;
  const trimSize = `${formatInches(boxes.trimWidthIn)} x ${formatInches(boxes.trimHeightIn)} in`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${layout.width}" height="${layout.height}">`,
    // The bleed is cut off: veil it so the finished piece stands out.
    `<path d="${ring(artwork, trim)}" fill="#ffffff" fill-opacity="0.35" fill-rule="evenodd"/>`,
    `<rect ${rect(artwork, 0.5)} fill="none" ${bleed}/>`,
    `<rect ${rect(safety)} fill="none" ${safe}/>`,
    `<rect ${rect(trim)} fill="none" ${cut}/>`,
    `<g font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="11" fill="${PROOF_COLOURS.text}">`,
    sample(0, cut),
    label(0, `Cut line (${trimSize})`),
    sample(1, safe),
    label(1, 'Safe area: keep text inside'),
    sample(2, bleed),
    label(2, 'Bleed: trimmed off'),
    '</g>',
    '</svg>',
  ].join('');
}
