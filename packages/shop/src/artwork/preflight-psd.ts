import {
  psdByHandFinding,
  rasterFindings,
  type PrintBoxes,
} from '@shop/domain/artwork/preflight-rules';
import { createCanvas, ImageData } from '@napi-rs/canvas';
import { initializeCanvas, readPsd, type Psd } from 'ag-psd';
import {
  errorMessage,
  MAX_INPUT_PIXELS,
  report,
  tooLargeReport,
  UNREADABLE_FINDING,
  type PreflightReport,
} from './preflight-report';

/**
 * Photoshop preflight (issue 33, ADR 0046), with ag-psd: a PSD is checked like a picture (its
 * pixels at the ordered size with the bleed, its shape, colour mode and transparency), from its
 * flattened picture (the "composite" Photoshop saves with "Maximize Compatibility" on), which is
 * also what the proof shows. Layers, thumbnails and linked files are never decoded.
 *
 * ag-psd draws 8-bit RGB, Grayscale, Bitmap and Indexed files. CMYK, Lab, Duotone and
 * Multichannel files, 16- and 32-bit ones, and files saved without their flattened picture are
 * read from their header (size, colour mode) and checked by hand for the rest.
 */

export const PSD_MEDIA_TYPE = 'image/vnd.adobe.photoshop';

// ag-psd makes even its byte buffers of pixels through a canvas library it is given, and has
// none in Node: @napi-rs/canvas is the one pdf.js draws with. Nothing is drawn on a canvas here
// (layers and thumbnails are skipped, pixels stay bytes), so this is where the buffers come from.
// Typed by ag-psd with the DOM's canvas: `never` fits both type checks (see preflight-pdf.ts).
initializeCanvas(createCanvas as never, (width, height) => new ImageData(width, height) as never);

/** Photoshop's colour modes by their number in the header. */
const COLOUR_MODES: Readonly<Record<number, string>> = {
  0: 'bitmap',
  1: 'grayscale',
  2: 'indexed',
  3: 'rgb',
  4: 'cmyk',
  7: 'multichannel',
  8: 'duotone',
  9: 'lab',
};

/** The modes ag-psd 31 draws (its `supportedColorModes`), at the depths it draws them. */
const DRAWN_MODES: Readonly<Record<string, number>> = {
  bitmap: 1,
  grayscale: 8,
  indexed: 8,
  rgb: 8,
};

/** What the rules call each mode. */
function rulesColourSpace(colourMode: string): string {
  if (colourMode === 'rgb' || colourMode === 'indexed') return 'srgb';
  if (colourMode === 'grayscale' || colourMode === 'bitmap') return 'b-w';
  return colourMode;
}

export interface PsdHeader {
  widthPx: number;
  heightPx: number;
  /** Colour channels plus alpha and spot channels. */
  channels: number;
  bitsPerChannel: number;
  colourMode: string;
}

/**
 * The header, at fixed offsets (Adobe's file format: "File Header Section"): '8BPS', version 1
 * (PSD) or 2 (PSB), 6 reserved bytes, then big-endian channels (u16 at 12), height (u32 at 14),
 * width (u32 at 18), depth (u16 at 22) and colour mode (u16 at 24). Null when it is not one.
 */
export function readPsdHeader(bytes: Uint8Array): PsdHeader | null {
  if (bytes.length < 26) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const signature = String.fromCharCode(...bytes.subarray(0, 4));
  const version = view.getUint16(4);
  const colourMode = COLOUR_MODES[view.getUint16(24)];
  const header = {
    channels: view.getUint16(12),
    heightPx: view.getUint32(14),
    widthPx: view.getUint32(18),
    bitsPerChannel: view.getUint16(22),
  };
  if (signature !== '8BPS' || (version !== 1 && version !== 2) || colourMode === undefined) {
    return null;
  }
  if (!(header.widthPx > 0 && header.heightPx > 0)) return null;
  return { ...header, colourMode };
}

/** The flattened picture as straight (not premultiplied) RGBA, 8 bits a channel. */
export interface PsdComposite {
  widthPx: number;
  heightPx: number;
  rgba: Uint8Array;
  densityDpi: number | null;
}

/** A PSD as far as it reads, or why it does not. */
export type PsdReading =
  | { ok: true; header: PsdHeader; composite: PsdComposite }
  /** 'none': saved without a flattened picture; 'not-drawn': a mode or depth not decoded. */
  | { ok: true; header: PsdHeader; composite: null; missing: 'none' | 'not-drawn' }
  | { ok: false; why: 'unreadable'; reason: string }
  | { ok: false; why: 'too-large'; header: PsdHeader };

/**
 * Reads the header, refuses more pixels than the limit before anything is decoded, then decodes
 * the flattened picture where ag-psd draws it. Never throws.
 */
export function readPsdFile(bytes: Uint8Array): PsdReading {
  const header = readPsdHeader(bytes);
  if (!header) {
    return { ok: false, why: 'unreadable', reason: 'does not start like a Photoshop file' };
  }
  if (header.widthPx * header.heightPx > MAX_INPUT_PIXELS) {
    return { ok: false, why: 'too-large', header };
  }
  if (DRAWN_MODES[header.colourMode] !== header.bitsPerChannel) {
    return { ok: true, header, composite: null, missing: 'not-drawn' };
  }
  let psd: Psd;
  try {
    psd = readPsd(bytes, {
      skipLayerImageData: true,
      skipThumbnail: true,
      skipLinkedFilesData: true,
      // Pixels as bytes, not a canvas (which would premultiply the alpha).
      useImageData: true,
      // What ag-psd counts as it decodes the flattened picture: the picture (4 bytes a pixel),
      // an indexed file's index plane (1 a pixel) and the row-length tables (4 bytes a row and
      // channel). Nothing else is decoded.
      totalMemoryLimit:
        header.widthPx * header.heightPx * 5 + header.heightPx * header.channels * 4,
    });
  } catch (error) {
    return { ok: false, why: 'unreadable', reason: errorMessage(error) };
  }
  const imageData = psd.imageData;
  // Photoshop writes a blank picture, and says so, when "Maximize Compatibility" is off.
  if (psd.imageResources?.versionInfo?.hasRealMergedData === false || !imageData) {
    return { ok: true, header, composite: null, missing: 'none' };
  }
  const { data } = imageData;
  if (!(data instanceof Uint8Array || data instanceof Uint8ClampedArray)) {
    return { ok: true, header, composite: null, missing: 'not-drawn' };
  }
  return {
    ok: true,
    header,
    composite: {
      widthPx: imageData.width,
      heightPx: imageData.height,
      rgba: new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
      densityDpi: densityOf(psd),
    },
  };
}

const CM_PER_INCH = 2.54;

function densityOf(psd: Psd): number | null {
  const info = psd.imageResources?.resolutionInfo;
  if (!info || !(info.horizontalResolution > 0)) return null;
  return info.horizontalResolutionUnit === 'PPCM'
    ? Math.round(info.horizontalResolution * CM_PER_INCH)
    : info.horizontalResolution;
}

/** Some pixel is not fully opaque. */
function hasTransparency(rgba: Uint8Array): boolean {
  for (let alpha = 3; alpha < rgba.length; alpha += 4) {
    if (rgba[alpha] !== 255) return true;
  }
  return false;
}

/** Checks a Photoshop file for printing at `boxes`. Never throws for its content. */
export async function preflightPsd(bytes: Uint8Array, boxes: PrintBoxes): Promise<PreflightReport> {
  const reading = readPsdFile(bytes);
  if (!reading.ok) {
    return reading.why === 'too-large'
      ? tooLargeReport(reading.header.widthPx, reading.header.heightPx)
      : report('raster', [UNREADABLE_FINDING], { read: 'unreadable', reason: reading.reason });
  }
  const { header, composite } = reading;
  const transparent = composite ? hasTransparency(composite.rgba) : null;
  const findings = rasterFindings(
    {
      widthPx: header.widthPx,
      heightPx: header.heightPx,
      colourSpace: rulesColourSpace(header.colourMode),
      hasAlpha: transparent === true,
      // The fixes are made on pictures sharp reads; a Photoshop file is fixed in Photoshop.
      fixable: false,
    },
    boxes,
  );
  if (!reading.composite) {
    findings.push(psdByHandFinding(reading.missing === 'none' ? 'no-composite' : 'not-drawn'));
  }
  return report('raster', findings, {
    read: 'photoshop',
    widthPx: header.widthPx,
    heightPx: header.heightPx,
    colourMode: header.colourMode,
    bitsPerChannel: header.bitsPerChannel,
    channels: header.channels,
    composite: reading.composite ? 'drawn' : reading.missing,
    transparent,
    densityDpi: composite?.densityDpi ?? null,
  });
}
