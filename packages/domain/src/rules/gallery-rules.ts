import type { Configuration } from '../configuration';
import {
  CUTTING_ROLL,
  FINISHING_HOLOGRAM,
  GLOSS_LAMINATE_ITEM,
  PRODUCT_TRANSFER_DECALS,
  PRODUCTS_WITH_LETTERING_DESIGNER,
} from './catalog-ids';

/** Spec 001 §2: the promotion shown on the roll page's main picture. */
export const ROLL_DISPENSER_PROMOTION = 'Free Roll Dispenser for 1000 Quantity or Up';
const DISPENSER_PRODUCTS = [1, 2, 3, 4, 5, 7, 11];

/**
 * Which gallery pictures the carousel shows for the current choices (spec 001 §4, "Carousel
 * gallery slices"), as [start, end) indexes into the product's gallery.
 */
export function gallerySlice(
  galleryLength: number,
  configuration: Configuration,
  isRollPage: boolean,
): [number, number] {
  const { productId, cuttingId, finishingId, premiumProcessingId, materialId } = configuration;
  if (isRollPage && galleryLength >= 12) return [9, galleryLength];
  if (cuttingId === CUTTING_ROLL && galleryLength > 3) {
    if (productId === 7) return [9, galleryLength];
    if (productId === 4) return [3, galleryLength];
  }
  if (finishingId === FINISHING_HOLOGRAM) return [3, 6];
  if (premiumProcessingId === GLOSS_LAMINATE_ITEM && galleryLength > 6) return [6, 9];
  if (materialId === 2) return [3, 6];
  if (materialId === 3) return [6, galleryLength];
  return [0, 3];
}

/** The dispenser banner: roll cutting, an eligible product, the main picture showing. */
export function showsRollDispenser(configuration: Configuration, onMainPicture: boolean): boolean {
  return (
    onMainPicture &&
    configuration.cuttingId === CUTTING_ROLL &&
    DISPENSER_PRODUCTS.includes(configuration.productId)
  );
}

/** A clip of the carousel: played over its poster, with a <source> of the file's MIME type. */
export interface GalleryClip {
  src: string;
  type: 'video/webm' | 'video/mp4';
  poster: string;
  label: string;
}

/** Spec 001 §4: the roll dispenser clip (slide index -0.5), after the main picture. */
export const ROLL_DISPENSER_VIDEO = {
  src: '/media/videos/roll-dispenser.webm',
  type: 'video/webm',
  poster: '/media/videos/roll-dispenser-poster.png',
  label: 'Video: roll stickers, with a free dispenser from 1,000',
} as const satisfies GalleryClip;

/** The dispenser clip belongs to the roll cutting only (spec 001 §4). */
export function showsDispenserVideo(configuration: Configuration): boolean {
  return configuration.cuttingId === CUTTING_ROLL;
}

/** Spec 001 §2 ("transfer-decals shows a video"): a transfer decal being applied. */
export const TRANSFER_DECALS_VIDEO = {
  src: '/media/videos/transfer-decal-apply.mp4',
  type: 'video/mp4',
  poster: '/media/videos/transfer-decal-apply-poster.webp',
  label:
    'Video: applying a transfer decal: backing peeled, decal laid on and squeegeed, transfer tape peeled away',
} as const satisfies GalleryClip;

/**
 * Spec 001 §2 "Lettering install-ready", yes: the letters arrive weeded, on application tape.
 * Made by scripts/make-install-ready-videos.mjs.
 */
export const INSTALL_READY_YES_VIDEO = {
  src: '/media/videos/install-ready-yes.mp4',
  type: 'video/mp4',
  poster: '/media/videos/install-ready-yes-poster.webp',
  label: 'Video: install-ready lettering, weeded on application tape, being applied',
} as const satisfies GalleryClip;

/** ...and no: the letters come in their sheet of vinyl, and the customer weeds and tapes them. */
export const INSTALL_READY_NO_VIDEO = {
  src: '/media/videos/install-ready-no.mp4',
  type: 'video/mp4',
  poster: '/media/videos/install-ready-no-poster.webp',
  label: 'Video: lettering that is not install-ready being weeded, taped and applied',
} as const satisfies GalleryClip;

/**
 * The clip a page opens on, the first slide before the main picture, or null:
 * - transfer decals: their clip (spec 001 §2 "transfer-decals shows a video");
 * - a lettering product with the creation tool, when the carousel shows at all (the visitor
 *   chose their own artwork over the designer): the install-ready clip of the form's answer
 *   (spec 001 §2 "Without it they show an install-ready video (yes or no)"). A product that is
 *   not offered install-ready (lettering decals) arrives on application tape: the yes clip.
 */
export function leadingClip(configuration: Configuration): GalleryClip | null {
  if (configuration.productId === PRODUCT_TRANSFER_DECALS) return TRANSFER_DECALS_VIDEO;
  if (PRODUCTS_WITH_LETTERING_DESIGNER.includes(configuration.productId)) {
    return configuration.installReady === false ? INSTALL_READY_NO_VIDEO : INSTALL_READY_YES_VIDEO;
  }
  return null;
}
