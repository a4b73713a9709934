import {
  bleedBox,
  verdictOf,
  type Finding,
  type FindingLevel,
  type PdfFacts,
  type PrintBoxes,
} from '@shop/domain/artwork/preflight-rules';

/**
 * What every preflight reader (preflight.ts for pictures and SVG, preflight-pdf.ts,
 * preflight-psd.ts) answers with: the report, the facts read, and the limits and findings they
 * share. Its own module so the readers and the dispatch in preflight.ts do not import each other.
 */

export type PreflightKind = 'raster' | 'svg' | 'pdf' | 'by-hand';

/**
 * Pictures with more pixels than this are refused before they are decoded: a small file can
 * claim a huge size (a "decompression bomb") and decoding it would exhaust memory. 200 megapixels
 * is about 47 x 47 in at 300 DPI, far beyond any size we print.
 */
export const MAX_INPUT_MEGAPIXELS = 200;
export const MAX_INPUT_PIXELS = MAX_INPUT_MEGAPIXELS * 1_000_000;

/** The digital proof's scale. */
export const PROOF_PX_PER_INCH = 100;

/**
 * The artwork's size on the proof (the bleed box at `pxPerInch`), in whole pixels. The PDF
 * reader shrinks pictures to what this needs, so it is here beside the readers' other limits.
 */
export function proofArtworkSize(boxes: PrintBoxes, pxPerInch = PROOF_PX_PER_INCH) {
  const full = bleedBox(boxes);
  return {
    widthPx: Math.max(1, Math.round(full.widthIn * pxPerInch)),
    heightPx: Math.max(1, Math.round(full.heightIn * pxPerInch)),
  };
}

export type PictureFormat = 'jpeg' | 'png' | 'tiff';

/** What was read of the file, for logs, staff and the next checks. */
export type PreflightFacts =
  | {
      read: 'picture';
      format: PictureFormat;
      /** As printed: after the EXIF orientation is applied. */
      widthPx: number;
      heightPx: number;
      /** sharp's interpretation as read: 'srgb', 'cmyk', 'b-w', 'rgb16', 'grey16', ... */
      space: string;
      /** What the rules are told: 16-bit and 8-bit alike. */
      colourSpace: 'srgb' | 'cmyk' | 'b-w';
      /** The file has an alpha channel ... */
      alphaChannel: boolean;
      /** ... and some pixel in it is not fully opaque (what the transparency check reports). */
      transparent: boolean;
      /** The resolution written in the file, if any; the checks use pixels per printed inch. */
      densityDpi: number | null;
    }
  | {
      read: 'photoshop';
      widthPx: number;
      heightPx: number;
      /** Photoshop's colour mode: 'rgb', 'cmyk', 'grayscale', 'bitmap', 'indexed', 'lab', ... */
      colourMode: string;
      bitsPerChannel: number;
      /** Colour channels plus alpha and spot channels. */
      channels: number;
      /**
       * 'drawn' when the flattened picture was decoded (and is the proof); 'none' when the file
       * was saved without one; 'not-drawn' for a mode or depth the reader does not decode.
       */
      composite: 'drawn' | 'none' | 'not-drawn';
      /** Some pixel of the flattened picture is not fully opaque; null when not decoded. */
      transparent: boolean | null;
      /** The resolution written in the file, if any; the checks use pixels per printed inch. */
      densityDpi: number | null;
    }
  | ({ read: 'pdf' } & PdfFacts)
  | {
      read: 'svg';
      parses: boolean;
      hasScript: boolean;
      externalReferences: string[];
      /** Its size as librsvg renders it at 72 DPI, when it reads. */
      widthPx: number | null;
      heightPx: number | null;
    }
  | { read: 'too-large'; widthPx: number; heightPx: number; megapixels: number }
  | { read: 'unreadable'; reason: string }
  | { read: 'nothing'; mediaType: string };

export interface PreflightReport {
  kind: PreflightKind;
  findings: Finding[];
  verdict: FindingLevel;
  facts: PreflightFacts;
}

export function report(
  kind: PreflightKind,
  findings: Finding[],
  facts: PreflightFacts,
): PreflightReport {
  return { kind, findings, verdict: verdictOf(findings), facts };
}

export const UNREADABLE_FINDING: Finding = {
  check: 'file',
  level: 'problem',
  message: 'This file cannot be read: it may be damaged or cut short. Please export it again.',
};

export function tooLargeFinding(megapixels: number): Finding {
  return {
    check: 'file',
    level: 'problem',
    message: `The picture is too large to check (${megapixels} megapixels): please send one of at most ${MAX_INPUT_MEGAPIXELS} megapixels.`,
  };
}

/** The report of a picture whose header claims more pixels than the limit. */
export function tooLargeReport(widthPx: number, heightPx: number): PreflightReport {
  const megapixels = Math.ceil((widthPx * heightPx) / 1_000_000);
  return report('raster', [tooLargeFinding(megapixels)], {
    read: 'too-large',
    widthPx,
    heightPx,
    megapixels,
  });
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
