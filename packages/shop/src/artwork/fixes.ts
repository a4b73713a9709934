import { bleedBox, type ArtworkFixId, type PrintBoxes } from '@shop/domain/artwork/preflight-rules';
import sharp, { type Sharp } from 'sharp';
import { DECODE_OPTIONS, pictureFormatOf } from './preflight';
import type { PictureFormat } from './preflight-report';

/**
 * The small fixes a machine can make safely (issue 33), made only when the customer chooses one
 * (the finding offers it; the result is a new upload with its own check and proof):
 * - 'extend-bleed': the picture is taken as the cut's size and its edge pixels are extended into
 *   the bleed, so nothing of it is trimmed;
 * - 'fit-centre': the picture is fitted whole inside the cut, centred, its edges extended around
 *   it to the bleed, instead of being cropped to fill.
 * Pictures only (JPEG, PNG, TIFF), written back in their own format at their own resolution.
 */
export async function applyFix(
  bytes: Uint8Array,
  mediaType: string,
  boxes: PrintBoxes,
  fix: ArtworkFixId,
): Promise<Buffer> {
  const format = pictureFormatOf(mediaType);
  if (!format) throw new RangeError(`No fix is made on ${mediaType}`);
  // A CMYK file stays CMYK through every step: a fix never converts the customer's print colours.
  const { space } = await sharp(bytes, DECODE_OPTIONS).metadata();
  const keep = (image: Sharp) => (space === 'cmyk' ? image.toColourspace('cmyk') : image);
  const upright = await keep(sharp(bytes, DECODE_OPTIONS).autoOrient()).toBuffer();
  const { width = 0, height = 0 } = await sharp(upright, DECODE_OPTIONS).metadata();
  const { trimWidthIn: trimW, trimHeightIn: trimH, bleedPerSideIn: bleed } = boxes;
  const full = bleedBox(boxes);
  let picture = sharp(upright, DECODE_OPTIONS);
  let ppi: number;
  let sides: { top: number; bottom: number; left: number; right: number };
  if (fix === 'extend-bleed') {
    // The picture is the cut: its pixels per inch over the trim, the bleed added around.
    ppi = Math.min(width / trimW, height / trimH);
    const trimPx = { w: Math.round(trimW * ppi), h: Math.round(trimH * ppi) };
    picture = sharp(await keep(picture.resize(trimPx.w, trimPx.h, { fit: 'cover' })).toBuffer());
    const edge = Math.round(bleed * ppi);
    sides = { top: edge, bottom: edge, left: edge, right: edge };
  } else {
    // The picture fits inside the cut at the largest size; the rest of the bleed box is filled.
    ppi = Math.max(width / trimW, height / trimH);
    const canvas = { w: Math.round(full.widthIn * ppi), h: Math.round(full.heightIn * ppi) };
    const left = Math.floor((canvas.w - width) / 2);
    const top = Math.floor((canvas.h - height) / 2);
    sides = { top, bottom: canvas.h - height - top, left, right: canvas.w - width - left };
  }
  const extended = picture.extend({ ...sides, extendWith: 'copy' });
  // The resolution is written for the file's reader; sharp writes it only with sRGB metadata,
  // so a CMYK file goes without it (our checks count pixels per printed inch anyway).
  return encode(
    space === 'cmyk' ? keep(extended) : extended.withMetadata({ density: Math.round(ppi) }),
    format,
  );
}

const encode = (image: Sharp, format: PictureFormat) =>
  format === 'jpeg'
    ? image.jpeg({ quality: 95 }).toBuffer()
    : format === 'png'
      ? image.png().toBuffer()
      : image.tiff({ compression: 'lzw' }).toBuffer();

/** The fixed file's name: `logo.png` becomes `logo-extended.png`. */
export function fixedName(name: string, fix: ArtworkFixId): string {
  const dot = name.lastIndexOf('.');
  const suffix = fix === 'extend-bleed' ? 'extended' : 'fitted';
  return dot > 0 ? `${name.slice(0, dot)}-${suffix}${name.slice(dot)}` : `${name}-${suffix}`;
}
