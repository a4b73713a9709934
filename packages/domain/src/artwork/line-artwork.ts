import { templateDimensions, type ArtworkKind } from '../artwork-guide';
import type { ProductType } from '../catalog-model';
import type { Configuration } from '../configuration';
import { PRINTED_SIDE_BOTH } from '../rules/catalog-ids';
import type { PrintBoxes } from './preflight-rules';

/**
 * What artwork a line needs (issue 33): one design per set (spec 000 §5: sets are the same
 * product with different designs), each with a front and, printed on both sides, a back; and the
 * print boxes every file of the line is checked and proofed at (the artwork guide's figures, the
 * same source as the templates).
 */

export const DESIGN_SIDES = ['front', 'back'] as const;
export type DesignSide = (typeof DESIGN_SIDES)[number];

export interface LineArtwork {
  sets: number;
  sides: readonly DesignSide[];
  boxes: PrintBoxes;
}

/** Business cards and hang tags have the card's margins; stickers and lettering the sticker's. */
const guideKindOf = (type: ProductType): ArtworkKind =>
  type === 'business-card' ? 'business-card' : 'sticker';

export function lineArtwork(type: ProductType, options: Configuration): LineArtwork {
  const dimensions = templateDimensions(guideKindOf(type), {
    label: '',
    widthIn: options.widthIn,
    heightIn: options.heightIn,
  });
  return {
    sets: Math.max(1, options.kinds),
    sides: options.printedSideId === PRINTED_SIDE_BOTH ? DESIGN_SIDES : ['front'],
    boxes: {
      trimWidthIn: dimensions.trim.w,
      trimHeightIn: dimensions.trim.h,
      bleedPerSideIn: dimensions.bleedPerSideIn,
      safetyPerSideIn: dimensions.safetyPerSideIn,
    },
  };
}

/** The multipart field a design's file comes in: `front-1`, `back-2` (side, then set). */
export const designField = (side: DesignSide, set: number) => `${side}-${set}`;

/** Reads a file field's name against the line's artwork; null when it names no slot of it. */
export function slotOfField(
  field: string,
  artwork: Pick<LineArtwork, 'sets' | 'sides'>,
): { side: DesignSide; set: number } | null {
  const match = /^(front|back)-([1-9]\d{0,2})$/.exec(field);
  if (!match) return null;
  const side = match[1] as DesignSide;
  const set = Number(match[2]);
  if (!artwork.sides.includes(side) || set > artwork.sets) return null;
  return { side, set };
}
