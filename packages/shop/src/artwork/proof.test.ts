import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { templateDimensions } from '@shop/domain/artwork-guide';
import type { PrintBoxes } from '@shop/domain/artwork/preflight-rules';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  PROOF_COLOURS,
  PROOF_LEGEND_HEIGHT_PX,
  PROOF_MARGIN_PX,
  ProofUnavailableError,
  proofLayout,
  renderProof,
} from './proof';

const dimensions = templateDimensions('sticker', { label: '3X3', widthIn: 3, heightIn: 3 });
const STICKER_3X3: PrintBoxes = {
  trimWidthIn: dimensions.trim.w,
  trimHeightIn: dimensions.trim.h,
  bleedPerSideIn: dimensions.bleedPerSideIn,
  safetyPerSideIn: dimensions.safetyPerSideIn,
};

type Rgb = readonly [number, number, number];
const BLUE: Rgb = [0x33, 0x66, 0xcc];
const hex = (colour: string): Rgb => [
  parseInt(colour.slice(1, 3), 16),
  parseInt(colour.slice(3, 5), 16),
  parseInt(colour.slice(5, 7), 16),
];

const solid = (width: number, height: number, [r, g, b]: Rgb) =>
  sharp({ create: { width, height, channels: 3, background: { r, g, b } } });

/** The proof's pixels, to look at. */
async function pixels(proof: Buffer) {
  const { data, info } = await sharp(proof)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return {
    info,
    at(x: number, y: number): Rgb {
      const offset = (Math.floor(y) * info.width + Math.floor(x)) * 3;
      return [data[offset] ?? -1, data[offset + 1] ?? -1, data[offset + 2] ?? -1];
    },
  };
}

const near = (actual: Rgb, expected: Rgb, tolerance = 6) =>
  actual.every((channel, index) => Math.abs(channel - (expected[index] ?? 0)) <= tolerance);

describe('renderProof', () => {
  it('draws a 300 DPI PNG at 100 px an inch, with the cut line at the trim', async () => {
    const artwork = await solid(948, 948, BLUE).png().toBuffer();
    const proof = await renderProof(artwork, 'image/png', STICKER_3X3);

    expect([...proof.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const metadata = await sharp(proof).metadata();
    expect(metadata.format).toBe('png');
    // 3.16 in at 100 px/in, the margins and the legend.
    expect(metadata.width).toBe(316 + 2 * PROOF_MARGIN_PX);
    expect(metadata.height).toBe(316 + 2 * PROOF_MARGIN_PX + PROOF_LEGEND_HEIGHT_PX);

    const layout = proofLayout(STICKER_3X3);
    expect(layout.artwork).toEqual({ left: 24, top: 24, width: 316, height: 316 });
    expect(layout.trim).toEqual({ left: 32, top: 32, width: 300, height: 300 });
    expect(layout.safety).toEqual({ left: 40, top: 40, width: 284, height: 284 });

    const image = await pixels(proof);
    const middle = layout.artwork.top + layout.artwork.height / 2;
    const magenta = hex(PROOF_COLOURS.cut);
    // The 2px cut line straddles the trim: on the left, right, top and bottom edges.
    for (const [x, y] of [
      [layout.trim.left, middle],
      [layout.trim.left - 1, middle],
      [layout.trim.left + layout.trim.width - 1, middle],
      [middle, layout.trim.top],
      [middle, layout.trim.top + layout.trim.height - 1],
    ] as const) {
      expect(image.at(x, y), `cut line at ${x},${y}`).toEqual(magenta);
    }
    // The artwork inside the safe area; the canvas around; the bleed edge in grey.
    expect(near(image.at(middle, middle), BLUE)).toBe(true);
    expect(near(image.at(4, 4), hex(PROOF_COLOURS.canvas))).toBe(true);
    expect(near(image.at(layout.artwork.left, middle), hex(PROOF_COLOURS.bleed), 12)).toBe(true);
    // The bleed is veiled: lighter than the artwork, but still it.
    const bleed = image.at(layout.artwork.left + 4, middle);
    expect(bleed[0]).toBeGreaterThan(BLUE[0]);
    expect(bleed[2]).toBeGreaterThan(bleed[0]);
    // The safe area is dashed cyan: some of its edge is cyan, some is the artwork.
    const safeEdge = Array.from({ length: layout.safety.height }, (_, step) =>
      image.at(layout.safety.left, layout.safety.top + step),
    );
    const cyan = safeEdge.filter(([r, g, b]) => r < 0x30 && g > 0x90 && b > 0xd0);
    expect(cyan.length).toBeGreaterThan(layout.safety.height / 4);
    expect(safeEdge.some((pixel) => near(pixel, BLUE))).toBe(true);
    // The legend's cut-line sample under the artwork.
    const legend = Array.from({ length: PROOF_LEGEND_HEIGHT_PX }, (_, step) =>
      image.at(PROOF_MARGIN_PX + 10, layout.legendTop - PROOF_MARGIN_PX + step),
    );
    expect(legend).toContainEqual(magenta);
  });

  it('covers the bleed box: a wide picture is cropped to its centre, never stretched', async () => {
    // Red | green | blue thirds, 3:1; only the green third fits the square.
    const band = (colour: Rgb) => solid(316, 316, colour).png().toBuffer();
    const wide = await sharp({
      create: { width: 948, height: 316, channels: 3, background: '#000000' },
    })
      .composite([
        { input: await band([255, 0, 0]), left: 0, top: 0 },
        { input: await band([0, 160, 0]), left: 316, top: 0 },
        { input: await band([0, 0, 255]), left: 632, top: 0 },
      ])
      .png()
      .toBuffer();
    const layout = proofLayout(STICKER_3X3);
    const image = await pixels(await renderProof(wide, 'image/png', STICKER_3X3));
    const middle = layout.artwork.top + layout.artwork.height / 2;
    for (const x of [
      layout.artwork.left + 1,
      middle,
      layout.artwork.left + layout.artwork.width - 2,
    ]) {
      const [r, g, b] = image.at(x, middle);
      expect(g, `green at ${x}`).toBeGreaterThan(r + 60);
      expect(g).toBeGreaterThan(b + 60);
    }
  });

  it('converts CMYK to screen colour and lays transparency on white material', async () => {
    const layout = proofLayout(STICKER_3X3);
    const middle = layout.artwork.top + layout.artwork.height / 2;
    const cmyk = await solid(948, 948, [220, 20, 20]).toColourspace('cmyk').jpeg().toBuffer();
    const [r, g, b] = (await pixels(await renderProof(cmyk, 'image/jpeg', STICKER_3X3))).at(
      middle,
      middle,
    );
    expect(r).toBeGreaterThan(150);
    expect(g).toBeLessThan(90);
    expect(b).toBeLessThan(90);

    const clear = await sharp({
      create: { width: 948, height: 948, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const onMaterial = (await pixels(await renderProof(clear, 'image/png', STICKER_3X3))).at(
      middle,
      middle,
    );
    expect(onMaterial).toEqual(hex(PROOF_COLOURS.material));
  });

  it('renders an SVG and scales with pxPerInch', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 316 316" width="3.16in" height="3.16in">' +
        '<rect width="316" height="316" fill="#00a000"/><circle cx="158" cy="158" r="40" fill="#ff0000"/></svg>',
    );
    const proof = await renderProof(svg, 'image/svg+xml', STICKER_3X3, { pxPerInch: 50 });
    const layout = proofLayout(STICKER_3X3, 50);
    expect(layout.artwork.width).toBe(158);
    const image = await pixels(proof);
    // Narrow proofs widen to fit the legend.
    expect(image.info.width).toBe(Math.max(158 + 2 * PROOF_MARGIN_PX, 260));
    const centre = layout.artwork.left + 79;
    expect(near(image.at(centre, layout.artwork.top + 79), [255, 0, 0], 10)).toBe(true);
    expect(near(image.at(centre, layout.artwork.top + 40), [0, 160, 0], 10)).toBe(true);
  });

  it('fetches and reads nothing an SVG links to (http or file)', async () => {
    let requests = 0;
    const server = createServer((_request, response) => {
      requests += 1;
      response.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const folder = await mkdtemp(join(tmpdir(), 'proof-'));
    try {
      const red = join(folder, 'red.png');
      await solid(10, 10, [255, 0, 0]).png().toFile(red);
      const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const svg = Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="316" height="316">' +
          `<image href="file://${red}" width="316" height="316" preserveAspectRatio="none"/>` +
          `<image href="${origin}/x.png" width="316" height="316"/></svg>`,
      );
      const layout = proofLayout(STICKER_3X3);
      const middle = layout.artwork.top + layout.artwork.height / 2;
      const image = await pixels(await renderProof(svg, 'image/svg+xml', STICKER_3X3));
      expect(image.at(middle, middle)).toEqual(hex(PROOF_COLOURS.material));
      expect(requests).toBe(0);
    } finally {
      server.close();
      await rm(folder, { recursive: true, force: true });
    }
  });

  it('throws a ProofUnavailableError the caller can switch on', async () => {
    const reason = (promise: Promise<unknown>) =>
      promise.then(
        () => 'rendered',
        (error: unknown) => (error instanceof ProofUnavailableError ? error.reason : error),
      );
    const eps = new TextEncoder().encode('%!PS-Adobe-3.0 EPSF-3.0\n');
    expect(await reason(renderProof(eps, 'application/postscript', STICKER_3X3))).toBe('by-hand');
    // Stored as a PDF, it is read as one, and is not one.
    expect(await reason(renderProof(eps, 'application/pdf', STICKER_3X3))).toBe('unreadable');
    expect(await reason(renderProof(eps, 'image/png', STICKER_3X3))).toBe('unreadable');
    const cut = await solid(300, 300, BLUE).png({ compressionLevel: 0 }).toBuffer();
    expect(
      await reason(renderProof(cut.subarray(0, cut.length / 2), 'image/png', STICKER_3X3)),
    ).toBe('unreadable');
    expect(await reason(renderProof(Buffer.from('<svg'), 'image/svg+xml', STICKER_3X3))).toBe(
      'unreadable',
    );
    expect(await reason(renderProof(pngClaiming(30_000, 30_000), 'image/png', STICKER_3X3))).toBe(
      'too-large',
    );
  });
});

/** A PNG whose header claims width x height over one tiny row of data. */
function pngClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(1 + 3 * width))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
