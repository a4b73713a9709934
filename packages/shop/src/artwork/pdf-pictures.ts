import {
  PDFArray,
  PDFBool,
  PDFDocument,
  PDFName,
  PDFNumber,
  PDFRawStream,
  PDFRef,
  ParseSpeeds,
  type PDFDict,
  type PDFObject,
} from '@cantoo/pdf-lib';
import sharp from 'sharp';
import { MAX_INPUT_PIXELS } from './preflight-report';

/**
 * Large JPEG pictures inside a PDF, made small before pdf.js reads it (ADR 0048).
 *
 * pdf.js decodes a PDF's JPEG pictures with its own decoder, in JavaScript: about 4 s for one
 * 24-megapixel picture on this machine, once for the preflight and once more for the proof.
 * The proof needs far fewer pixels than a print file holds, and the preflight needs only each
 * picture's pixel size. So every large plain JPEG picture (DCTDecode, 8 bits, no mask, no decode
 * array) is decoded once by libvips (sharp, which also shrinks a JPEG while decoding it) to at
 * most `maxEdgePx` on its longer side and written back in its place with @cantoo/pdf-lib; the
 * rest of the PDF is kept as it was. `originals` gives each shrunk picture's own size by the
 * object it is, as pdf.js names it (`ref` of its image data), so the preflight still judges the
 * customer's pixels.
 *
 * Anything pdf-lib cannot read (a damaged or encrypted PDF) and any picture sharp cannot decode
 * is left to pdf.js as it was.
 */

export interface PixelSize {
  widthPx: number;
  heightPx: number;
}

export interface PdfForReading {
  /** The PDF pdf.js reads: the file itself when nothing was shrunk. */
  bytes: Uint8Array;
  /** Each shrunk picture's size in the file, by pdf.js's name of its object ("12R"). */
  originals: ReadonlyMap<string, PixelSize>;
}

/** How pdf.js names an object (its `Ref.toString()`): "12R", or "12R3" for generation 3. */
export const pdfjsRefName = (ref: PDFRef) =>
  ref.generationNumber === 0
    ? `${ref.objectNumber}R`
    : `${ref.objectNumber}R${ref.generationNumber}`;

/**
 * The longest edge, in pixels, a picture keeps for drawing a page `widthPx` x `heightPx`: twice
 * the page's, so a picture drawn past the page's edge or turned still has the pixels it shows.
 */
export const pictureEdgeFor = ({ widthPx, heightPx }: PixelSize) => 2 * Math.max(widthPx, heightPx);

const name = (value: string) => PDFName.of(value);

/** Colour spaces sharp decodes a JPEG of, written back as DeviceRGB. */
const PLAIN_SPACES = new Set(['DeviceRGB', 'DeviceGray', 'DeviceCMYK', 'ICCBased']);

/** A JPEG picture pdf.js would draw exactly as sharp decodes it, with its size; else null. */
function plainJpeg(stream: PDFRawStream): PixelSize | null {
  const { dict } = stream;
  const get = (key: string): PDFObject | undefined => dict.lookup(name(key));
  if (get('Subtype') !== name('Image')) return null;
  const filter = get('Filter');
  const filters = filter instanceof PDFArray ? filter.asArray() : [filter];
  if (filters.length !== 1 || filters[0] !== name('DCTDecode')) return null;
  // Masks, decode arrays, stencils and colour transforms change what is drawn from the pixels.
  if (['SMask', 'Mask', 'Decode', 'DecodeParms', 'SMaskInData'].some((key) => get(key))) {
    return null;
  }
  if (get('ImageMask') === PDFBool.True) return null;
  const bits = get('BitsPerComponent');
  if (!(bits instanceof PDFNumber) || bits.asNumber() !== 8) return null;
  const space = get('ColorSpace');
  const spaceName = space instanceof PDFArray ? space.lookup(0) : space;
  if (!PLAIN_SPACES.has(spaceName instanceof PDFName ? spaceName.decodeText() : '')) return null;
  const width = get('Width');
  const height = get('Height');
  if (!(width instanceof PDFNumber) || !(height instanceof PDFNumber)) return null;
  return { widthPx: width.asNumber(), heightPx: height.asNumber() };
}

/** The picture made small, or null when sharp cannot or it is already small enough. */
async function shrunk(stream: PDFRawStream, size: PixelSize, maxEdgePx: number) {
  if (Math.max(size.widthPx, size.heightPx) <= maxEdgePx) return null;
  try {
    const picture = sharp(stream.contents, { limitInputPixels: MAX_INPUT_PIXELS });
    const { width, height } = await picture.metadata();
    // A stream whose pixels are not the size its dictionary says is drawn as pdf.js decides.
    if (width !== size.widthPx || height !== size.heightPx) return null;
    return await picture
      .resize(maxEdgePx, maxEdgePx, { fit: 'inside', withoutEnlargement: true })
      .toColourspace('srgb')
      .jpeg({ quality: 90 })
      .toBuffer({ resolveWithObject: true });
  } catch {
    return null;
  }
}

function replace(doc: PDFDocument, ref: PDFRef, dict: PDFDict, jpeg: Buffer, size: PixelSize) {
  const smaller = dict.clone(doc.context);
  smaller.set(name('Width'), PDFNumber.of(size.widthPx));
  smaller.set(name('Height'), PDFNumber.of(size.heightPx));
  smaller.set(name('ColorSpace'), name('DeviceRGB'));
  smaller.delete(name('Length')); // written again from the new data
  doc.context.assign(ref, PDFRawStream.of(smaller, jpeg));
}

/** A PDF with no JPEG picture has nothing to shrink: it is not parsed twice. */
const mentionsDct = (bytes: Uint8Array) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes('/DCTDecode', 0, 'latin1');

/**
 * Pictures used as another's soft mask or mask: pdf.js reads them as single-channel grey of the
 * size of what they mask, so they are left as they are.
 */
function masks(doc: PDFDocument): Set<PDFRef> {
  const found = new Set<PDFRef>();
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    const dict = object instanceof PDFRawStream ? object.dict : null;
    for (const key of ['SMask', 'Mask']) {
      const value = dict?.get(name(key));
      if (value instanceof PDFRef) found.add(value);
    }
  }
  return found;
}

async function shrinkPictures(bytes: Uint8Array, maxEdgePx: number): Promise<PdfForReading> {
  const unchanged = { bytes, originals: new Map<string, PixelSize>() };
  if (!mentionsDct(bytes)) return unchanged;
  let doc: PDFDocument;
  try {
    // No pauses between objects: this runs in a worker, where nothing else waits for the thread.
    doc = await PDFDocument.load(bytes, {
      updateMetadata: false,
      parseSpeed: ParseSpeeds.Fastest,
    });
  } catch {
    return unchanged;
  }
  if (doc.isEncrypted) return unchanged;
  const originals = new Map<string, PixelSize>();
  const maskRefs = masks(doc);
  for (const [ref, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream) || maskRefs.has(ref)) continue;
    const size = plainJpeg(object);
    const small = size && (await shrunk(object, size, maxEdgePx));
    if (!size || !small) continue;
    replace(doc, ref, object.dict, small.data, {
      widthPx: small.info.width,
      heightPx: small.info.height,
    });
    originals.set(pdfjsRefName(ref), size);
  }
  if (originals.size === 0) return unchanged;
  try {
    const saved = await doc.save({ updateFieldAppearances: false, objectsPerTick: Infinity });
    return { bytes: saved, originals };
  } catch {
    return unchanged;
  }
}

/**
 * The preflight and the proof of one upload read the same PDF at the same edge (the proof's
 * size, `pictureEdgeFor`): it is made once for the bytes they are both given.
 */
const made = new WeakMap<Uint8Array, { maxEdgePx: number; reading: Promise<PdfForReading> }>();

/** `bytes` with its large JPEG pictures at most `maxEdgePx` on their longer side. */
export function pdfForReading(bytes: Uint8Array, maxEdgePx: number): Promise<PdfForReading> {
  const earlier = made.get(bytes);
  if (earlier?.maxEdgePx === maxEdgePx) return earlier.reading;
  const reading = shrinkPictures(bytes, maxEdgePx);
  made.set(bytes, { maxEdgePx, reading });
  return reading;
}
