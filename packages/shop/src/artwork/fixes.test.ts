import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { rasterFindings, type PrintBoxes } from '@shop/domain/artwork/preflight-rules';
import { applyFix, fixedName } from './fixes';

// Issue 33: the fixes offered on a picture, made on real files.
const CARD: PrintBoxes = {
  trimWidthIn: 3.5,
  trimHeightIn: 2,
  bleedPerSideIn: 0.08,
  safetyPerSideIn: 0.08,
};

const solid = (width: number, height: number, format: 'png' | 'jpeg') => {
  const image = sharp({ create: { width, height, channels: 3, background: '#c03' } });
  return (format === 'png' ? image.png() : image.jpeg()).toBuffer();
};

describe('applyFix', () => {
  it('extends a picture made at the cut’s size into the bleed: 300 DPI, the bleed box’s shape', async () => {
    const made = await solid(1050, 600, 'png');
    const fixed = await applyFix(made, 'image/png', CARD, 'extend-bleed');
    const meta = await sharp(fixed).metadata();
    // 0.08 in at 300 DPI is 24 px a side: 1098 x 648, the 3.66 x 2.16 in bleed box.
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1098, 648]);
    // The edge's colour is copied into the bleed.
    const corner = await sharp(fixed)
      .extract({ left: 0, top: 0, width: 1, height: 1 })
      .raw()
      .toBuffer();
    expect([...corner]).toEqual([0xcc, 0x00, 0x33]);
    const shape = rasterFindings(
      {
        widthPx: meta.width ?? 0,
        heightPx: meta.height ?? 0,
        colourSpace: 'srgb',
        hasAlpha: false,
      },
      CARD,
    ).find((finding) => finding.check === 'shape');
    expect(shape?.level).toBe('pass');
  });

  it('fits a picture of another shape whole inside the cut, centred, in its own format', async () => {
    const square = await solid(600, 600, 'jpeg');
    const fixed = await applyFix(square, 'image/jpeg', CARD, 'fit-centre');
    const meta = await sharp(fixed).metadata();
    // 600 px over the 2 in height: 300 DPI; the bleed box at 300 DPI is 1098 x 648.
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1098, 648]);
    expect(meta.density).toBe(300);
  });

  it('keeps a CMYK picture in CMYK', async () => {
    const cmyk = await sharp({
      create: { width: 600, height: 600, channels: 3, background: '#0a5' },
    })
      .toColourspace('cmyk')
      .jpeg()
      .toBuffer();
    expect((await sharp(cmyk).metadata()).space).toBe('cmyk');
    const fixed = await applyFix(cmyk, 'image/jpeg', CARD, 'fit-centre');
    expect((await sharp(fixed).metadata()).space).toBe('cmyk');
  });

  it('makes no fix on what is not a picture', async () => {
    await expect(
      applyFix(new Uint8Array(8), 'application/pdf', CARD, 'fit-centre'),
    ).rejects.toThrow(RangeError);
  });

  it('names the fixed file after the original', () => {
    expect(fixedName('logo.final.png', 'extend-bleed')).toBe('logo.final-extended.png');
    expect(fixedName('art', 'fit-centre')).toBe('art-fitted');
  });
});
