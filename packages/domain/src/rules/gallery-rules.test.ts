import { describe, expect, it } from 'vitest';
import type { Configuration } from '../configuration';
import {
  gallerySlice,
  INSTALL_READY_NO_VIDEO,
  INSTALL_READY_YES_VIDEO,
  leadingClip,
  ROLL_DISPENSER_VIDEO,
  showsDispenserVideo,
  showsRollDispenser,
  TRANSFER_DECALS_VIDEO,
} from './gallery-rules';

const base: Configuration = {
  productId: 1,
  cuttingId: 1,
  shapeId: null,
  cutPerShape: null,
  finishingId: 1,
  adhesiveId: null,
  materialId: null,
  widthIn: 2,
  heightIn: 2,
  orientationId: null,
  printedSideId: null,
  colorId: null,
  addonItemId: null,
  premiumProcessingId: null,
  premiumCoatingId: null,
  installReady: null,
  printFeatureItemIds: [],
  kinds: 1,
};
const roll = { ...base, cuttingId: 9 };

describe('gallerySlice (spec 001 §4)', () => {
  it.each<[string, Partial<Configuration>, boolean, [number, number]]>([
    ['the default pictures', {}, false, [0, 3]],
    ['the roll page', { cuttingId: 9 }, true, [9, 12]],
    ['product 7 on a roll', { productId: 7, cuttingId: 9 }, false, [9, 12]],
    ['product 4 on a roll', { productId: 4, cuttingId: 9 }, false, [3, 12]],
    ['hologram finishing', { finishingId: 7 }, false, [3, 6]],
    ['gloss laminate', { premiumProcessingId: 48 }, false, [6, 9]],
    ['material 2', { materialId: 2 }, false, [3, 6]],
    ['material 3', { materialId: 3 }, false, [6, 12]],
  ])('shows %s', (_name, change, isRollPage, slice) => {
    expect(gallerySlice(12, { ...base, ...change }, isRollPage)).toEqual(slice);
  });
});

describe('roll dispenser promotion and clip', () => {
  it('shows the banner on the main picture of an eligible roll product only', () => {
    expect(showsRollDispenser(roll, true)).toBe(true);
    expect(showsRollDispenser(roll, false)).toBe(false);
    expect(showsRollDispenser({ ...roll, productId: 6 }, true)).toBe(false);
    expect(showsRollDispenser(base, true)).toBe(false);
  });

  it('offers the dispenser clip on the roll cutting only', () => {
    expect(showsDispenserVideo(roll)).toBe(true);
    expect(showsDispenserVideo(base)).toBe(false);
  });
});

describe('the clip a page opens on (spec 001 §2)', () => {
  it('is the transfer decals clip for transfer decals, whatever else is chosen', () => {
    expect(leadingClip({ ...base, productId: 23 })).toBe(TRANSFER_DECALS_VIDEO);
    expect(leadingClip({ ...base, productId: 23, cuttingId: 9, materialId: 3 })).toBe(
      TRANSFER_DECALS_VIDEO,
    );
  });

  it('is the install-ready clip of the answer for lettering without the designer', () => {
    expect(leadingClip({ ...base, productId: 9, installReady: true })).toBe(
      INSTALL_READY_YES_VIDEO,
    );
    expect(leadingClip({ ...base, productId: 9, installReady: false })).toBe(
      INSTALL_READY_NO_VIDEO,
    );
    // Lettering decals are not offered install-ready: they arrive on application tape.
    expect(leadingClip({ ...base, productId: 22, installReady: null })).toBe(
      INSTALL_READY_YES_VIDEO,
    );
  });

  it('is none for a sticker', () => {
    expect(leadingClip(base)).toBeNull();
  });
});

describe('carousel clips', () => {
  // The <source> type must match the file, or a browser may skip a clip it could play.
  it.each([
    ROLL_DISPENSER_VIDEO,
    TRANSFER_DECALS_VIDEO,
    INSTALL_READY_YES_VIDEO,
    INSTALL_READY_NO_VIDEO,
  ])('$src names its own type', (clip) => {
    expect(clip.type).toBe(`video/${clip.src.split('.').pop() ?? ''}`);
  });
});
