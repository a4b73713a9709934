import { templateDimensions } from '@shop/domain/artwork-guide';
import { psdByHandFinding, type PrintBoxes } from '@shop/domain/artwork/preflight-rules';
import { writePsdBuffer, type Psd } from 'ag-psd';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { preflightFile, type PreflightReport } from './preflight';
import { UNREADABLE_FINDING } from './preflight-report';
import { PSD_MEDIA_TYPE, readPsdHeader } from './preflight-psd';
import { PROOF_COLOURS, proofLayout, renderProof } from './proof';

/** The 3 x 3 in sticker: bleed 0.08 in a side, so the artwork is 3.16 x 3.16 in. */
const dimensions = templateDimensions('sticker', { label: '3X3', widthIn: 3, heightIn: 3 });
const STICKER_3X3: PrintBoxes = {
  trimWidthIn: dimensions.trim.w,
  trimHeightIn: dimensions.trim.h,
  bleedPerSideIn: dimensions.bleedPerSideIn,
  safetyPerSideIn: dimensions.safetyPerSideIn,
};

type Rgb = readonly [number, number, number];
const BLUE: Rgb = [0x33, 0x66, 0xcc];

/**
 * An RGB Photoshop file written by ag-psd with its flattened picture: `alpha(x, y)` gives each
 * pixel's opacity (opaque unless told), `resources` its image resources.
 */
function psd(
  width: number,
  height: number,
  {
    alpha = () => 255,
    resources,
  }: { alpha?: (x: number, y: number) => number; resources?: Psd['imageResources'] } = {},
): Buffer {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      data.set([...BLUE, alpha(x, y)], (y * width + x) * 4);
    }
  }
  const imageData = { width, height, data };
  return writePsdBuffer({
    width,
    height,
    imageData,
    children: [{ name: 'Artwork', top: 0, left: 0, imageData }],
    ...(resources ? { imageResources: resources } : {}),
  });
}

/**
 * A Photoshop file written by hand (ag-psd writes RGB only), per Adobe's format: the 26-byte
 * header, empty colour-mode, resources and layer sections, and raw (uncompressed) channels.
 */
function handWrittenPsd(
  width: number,
  height: number,
  { mode, channels, depth = 8 }: { mode: number; channels: number; depth?: number },
  withPixels = true,
): Buffer {
  const header = Buffer.alloc(26);
  header.write('8BPS', 0, 'latin1');
  header.writeUInt16BE(1, 4);
  header.writeUInt16BE(channels, 12);
  header.writeUInt32BE(height, 14);
  header.writeUInt32BE(width, 18);
  header.writeUInt16BE(depth, 22);
  header.writeUInt16BE(mode, 24);
  const sections = Buffer.alloc(3 * 4);
  const pixels = withPixels
    ? Buffer.concat([Buffer.alloc(2), Buffer.alloc((width * height * channels * depth) / 8, 0x40)])
    : Buffer.alloc(0);
  return Buffer.concat([header, sections, pixels]);
}

const CMYK = 4;
const LAB = 9;

const finding = (report: PreflightReport, check: string) => {
  const found = report.findings.filter((entry) => entry.check === check);
  expect(found).toHaveLength(1);
  return found[0];
};

const RGB_MESSAGE =
  'RGB colour: we convert it to print colours; very bright blues and greens may print a little duller.';

describe('preflightFile: Photoshop files', () => {
  it('passes a 300 DPI file filling the bleed box (948 px over 3.16 in)', async () => {
    const file = psd(948, 948, {
      resources: {
        resolutionInfo: {
          horizontalResolution: 300,
          horizontalResolutionUnit: 'PPI',
          widthUnit: 'Inches',
          verticalResolution: 300,
          verticalResolutionUnit: 'PPI',
          heightUnit: 'Inches',
        },
      },
    });
    const report = await preflightFile(file, PSD_MEDIA_TYPE, STICKER_3X3);
    expect(report.kind).toBe('raster');
    expect(report.findings).toEqual([
      {
        check: 'resolution',
        level: 'pass',
        message: 'The picture is sharp: 300 DPI at 3.16 x 3.16 in.',
      },
      { check: 'shape', level: 'pass', message: 'Its shape fits 3.16 x 3.16 in with the bleed.' },
      { check: 'colour', level: 'pass', message: RGB_MESSAGE },
    ]);
    expect(report.verdict).toBe('pass');
    expect(report.facts).toEqual({
      read: 'photoshop',
      widthPx: 948,
      heightPx: 948,
      colourMode: 'rgb',
      bitsPerChannel: 8,
      channels: 3,
      composite: 'drawn',
      transparent: false,
      densityDpi: 300,
    });
  });

  it('finds a 72 DPI file (228 px over 3.16 in) blurry: a problem', async () => {
    const report = await preflightFile(psd(228, 228), PSD_MEDIA_TYPE, STICKER_3X3);
    expect(finding(report, 'resolution')).toEqual({
      check: 'resolution',
      level: 'problem',
      message:
        'The picture will print blurry: 72 DPI at 3.16 x 3.16 in; we recommend 300. Please send a larger file.',
    });
    expect(report.verdict).toBe('problem');
  });

  it('warns of transparent areas in the flattened picture', async () => {
    const file = psd(948, 948, { alpha: (x) => (x < 474 ? 255 : 0) });
    const report = await preflightFile(file, PSD_MEDIA_TYPE, STICKER_3X3);
    expect(finding(report, 'transparency')).toEqual({
      check: 'transparency',
      level: 'warning',
      message: 'It has transparent areas: they print as no ink (the material shows through).',
    });
    expect(report.facts).toMatchObject({ channels: 4, transparent: true });
    expect(report.verdict).toBe('warning');
  });

  it('reads a CMYK file from its header: its size and colour, its picture by hand', async () => {
    const file = handWrittenPsd(948, 948, { mode: CMYK, channels: 4 });
    const report = await preflightFile(file, PSD_MEDIA_TYPE, STICKER_3X3);
    expect(report.findings).toEqual([
      {
        check: 'resolution',
        level: 'pass',
        message: 'The picture is sharp: 300 DPI at 3.16 x 3.16 in.',
      },
      { check: 'shape', level: 'pass', message: 'Its shape fits 3.16 x 3.16 in with the bleed.' },
      { check: 'colour', level: 'pass', message: 'CMYK colour: ready for print.' },
      {
        check: 'file',
        level: 'warning',
        message:
          'We read the size and colour mode of this Photoshop file but cannot draw its picture: we will check it by hand and send you a proof.',
      },
    ]);
    expect(report.facts).toMatchObject({
      read: 'photoshop',
      colourMode: 'cmyk',
      composite: 'not-drawn',
      transparent: null,
    });
    await expect(renderProof(file, PSD_MEDIA_TYPE, STICKER_3X3)).rejects.toMatchObject({
      name: 'ProofUnavailableError',
      reason: 'by-hand',
    });
  });

  it('names a Lab file as Lab, and a 16-bit RGB one is read from its header too', async () => {
    const lab = await preflightFile(
      handWrittenPsd(474, 474, { mode: LAB, channels: 3 }),
      PSD_MEDIA_TYPE,
      STICKER_3X3,
    );
    expect(finding(lab, 'colour')?.message).toMatch(/^Lab colour: we convert it to print colours/);
    expect(finding(lab, 'resolution')?.message).toContain('150 DPI at 3.16 x 3.16 in');
    const deep = await preflightFile(
      handWrittenPsd(474, 474, { mode: 3, channels: 3, depth: 16 }),
      PSD_MEDIA_TYPE,
      STICKER_3X3,
    );
    expect(deep.facts).toMatchObject({ bitsPerChannel: 16, composite: 'not-drawn' });
    expect(finding(deep, 'file')).toEqual(psdByHandFinding('not-drawn'));
  });

  it('says a file saved without its flattened picture is checked by hand', async () => {
    const file = psd(948, 948, {
      resources: {
        versionInfo: {
          hasRealMergedData: false,
          writerName: 'Adobe Photoshop',
          readerName: 'Adobe Photoshop 2024',
          fileVersion: 1,
        },
      },
    });
    const report = await preflightFile(file, PSD_MEDIA_TYPE, STICKER_3X3);
    expect(finding(report, 'file')).toEqual({
      check: 'file',
      level: 'warning',
      message:
        'This Photoshop file was saved without its flattened picture ("Maximize Compatibility" off): we will check it by hand and send you a proof. Save it with that option on for an instant proof.',
    });
    expect(finding(report, 'resolution')?.level).toBe('pass');
    expect(report.facts).toMatchObject({ composite: 'none', transparent: null });
    expect(report.verdict).toBe('warning');
    await expect(renderProof(file, PSD_MEDIA_TYPE, STICKER_3X3)).rejects.toMatchObject({
      name: 'ProofUnavailableError',
      reason: 'by-hand',
    });
  });

  it('refuses from its header a file of more pixels than the limit, before decoding', async () => {
    // 20000 x 20000 claimed, and no pixels at all behind the header.
    const bomb = handWrittenPsd(20_000, 20_000, { mode: 3, channels: 3 }, false);
    expect(bomb.length).toBe(38);
    const report = await preflightFile(bomb, PSD_MEDIA_TYPE, STICKER_3X3);
    expect(report.findings).toEqual([
      {
        check: 'file',
        level: 'problem',
        message:
          'The picture is too large to check (400 megapixels): please send one of at most 200 megapixels.',
      },
    ]);
    expect(report.facts).toEqual({
      read: 'too-large',
      widthPx: 20_000,
      heightPx: 20_000,
      megapixels: 400,
    });
    await expect(renderProof(bomb, PSD_MEDIA_TYPE, STICKER_3X3)).rejects.toMatchObject({
      name: 'ProofUnavailableError',
      reason: 'too-large',
    });
  });

  it('finds a problem with a file cut short or not a PSD at all, and never throws', async () => {
    const whole = psd(300, 300);
    for (const bytes of [whole.subarray(0, whole.length / 2), Buffer.from('8BPS, or so it says')]) {
      const report = await preflightFile(bytes, PSD_MEDIA_TYPE, STICKER_3X3);
      expect(report.findings).toEqual([UNREADABLE_FINDING]);
      expect(report.verdict).toBe('problem');
      expect(report.facts.read).toBe('unreadable');
      await expect(renderProof(bytes, PSD_MEDIA_TYPE, STICKER_3X3)).rejects.toMatchObject({
        name: 'ProofUnavailableError',
        reason: 'unreadable',
      });
    }
  });

  it('reads the header at its fixed offsets', () => {
    expect(readPsdHeader(handWrittenPsd(640, 480, { mode: CMYK, channels: 5 }))).toEqual({
      widthPx: 640,
      heightPx: 480,
      channels: 5,
      bitsPerChannel: 8,
      colourMode: 'cmyk',
    });
    expect(readPsdHeader(psd(30, 20))).toMatchObject({ widthPx: 30, heightPx: 20 });
    expect(readPsdHeader(new Uint8Array(25))).toBeNull();
    expect(readPsdHeader(handWrittenPsd(10, 10, { mode: 5, channels: 3 }))).toBeNull();
  });
});

/** The proof's pixel at (x, y). */
async function pixelAt(png: Buffer, x: number, y: number): Promise<Rgb> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const offset = (Math.floor(y) * info.width + Math.floor(x)) * 3;
  return [data[offset] ?? -1, data[offset + 1] ?? -1, data[offset + 2] ?? -1];
}

const near = (actual: Rgb, expected: Rgb, tolerance = 6) =>
  actual.every((channel, index) => Math.abs(channel - (expected[index] ?? 0)) <= tolerance);

describe('the PSD proof', () => {
  it('draws the flattened picture over the bleed box, at the layout size', async () => {
    const layout = proofLayout(STICKER_3X3);
    // Opaque on the left half, transparent on the right: the material shows there.
    const proof = await renderProof(
      psd(948, 948, { alpha: (x) => (x < 474 ? 255 : 0) }),
      PSD_MEDIA_TYPE,
      STICKER_3X3,
    );
    expect(await sharp(proof).metadata()).toMatchObject({
      format: 'png',
      width: layout.width,
      height: layout.height,
    });
    const { artwork } = layout;
    const middle = artwork.top + artwork.height / 2;
    expect(near(await pixelAt(proof, artwork.left + artwork.width / 4, middle), BLUE)).toBe(true);
    const material: Rgb = [0xff, 0xff, 0xff];
    expect(PROOF_COLOURS.material).toBe('#ffffff');
    expect(
      near(await pixelAt(proof, artwork.left + (3 * artwork.width) / 4, middle), material),
    ).toBe(true);
  });
});
