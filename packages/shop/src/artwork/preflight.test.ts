import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { crc32, deflateSync } from 'node:zlib';
import { templateDimensions } from '@shop/domain/artwork-guide';
import { BY_HAND_FINDING, type PrintBoxes } from '@shop/domain/artwork/preflight-rules';
import sharp, { type Colour } from 'sharp';
import { describe, expect, it } from 'vitest';
import { preflightFile, scanSvg, UNREADABLE_FINDING, type PreflightReport } from './preflight';

/** The 3 x 3 in sticker: bleed 0.08 in a side, so the artwork is 3.16 x 3.16 in. */
function stickerBoxes(widthIn: number, heightIn: number): PrintBoxes {
  const dimensions = templateDimensions('sticker', {
    label: `${widthIn}X${heightIn}`,
    widthIn,
    heightIn,
  });
  return {
    trimWidthIn: dimensions.trim.w,
    trimHeightIn: dimensions.trim.h,
    bleedPerSideIn: dimensions.bleedPerSideIn,
    safetyPerSideIn: dimensions.safetyPerSideIn,
  };
}
const STICKER_3X3 = stickerBoxes(3, 3);

const BLUE = { r: 0x33, g: 0x66, b: 0xcc };

const png = (width: number, height: number, background: Colour = BLUE, channels: 3 | 4 = 3) =>
  sharp({ create: { width, height, channels, background } }).png().toBuffer();

const text = (value: string) => new TextEncoder().encode(value);

const finding = (report: PreflightReport, check: string) =>
  report.findings.find((entry) => entry.check === check);

/** A PNG whose header claims width x height, with one tiny row of data: a decompression bomb. */
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
  header[8] = 8; // bits per sample
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(1 + 3 * width))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const SVG_OPEN = '<svg xmlns="http://www.w3.org/2000/svg" width="316" height="316">';
const svg = (body: string, open = SVG_OPEN) => text(`${open}${body}</svg>`);

describe('preflightFile: pictures', () => {
  it('passes a 300 DPI picture filling the bleed box (948 px over 3.16 in)', async () => {
    const report = await preflightFile(await png(948, 948), 'image/png', STICKER_3X3);
    expect(report.kind).toBe('raster');
    expect(report.verdict).toBe('pass');
    expect(finding(report, 'resolution')).toEqual({
      check: 'resolution',
      level: 'pass',
      message: 'The picture is sharp: 300 DPI at 3.16 x 3.16 in.',
    });
    expect(finding(report, 'shape')?.level).toBe('pass');
    expect(finding(report, 'colour')?.message).toMatch(/^RGB colour/);
    expect(finding(report, 'transparency')).toBeUndefined();
    expect(report.facts).toMatchObject({
      read: 'picture',
      format: 'png',
      widthPx: 948,
      heightPx: 948,
      space: 'srgb',
      colourSpace: 'srgb',
      alphaChannel: false,
      transparent: false,
    });
  });

  it('finds a 72 DPI picture (228 px over 3.16 in) blurry: a problem', async () => {
    const report = await preflightFile(await png(228, 228), 'image/png', STICKER_3X3);
    expect(report.verdict).toBe('problem');
    expect(finding(report, 'resolution')).toEqual({
      check: 'resolution',
      level: 'problem',
      message:
        'The picture will print blurry: 72 DPI at 3.16 x 3.16 in; we recommend 300. Please send a larger file.',
    });
  });

  it('warns about a 200 DPI picture (632 px)', async () => {
    const report = await preflightFile(await png(632, 632), 'image/png', STICKER_3X3);
    expect(report.verdict).toBe('warning');
    expect(finding(report, 'resolution')).toEqual({
      check: 'resolution',
      level: 'warning',
      message: 'The picture may print a little soft: 200 DPI at 3.16 x 3.16 in; we recommend 300.',
    });
  });

  it('reads a CMYK JPEG as ready for print', async () => {
    const jpeg = await sharp({ create: { width: 948, height: 948, channels: 3, background: BLUE } })
      .toColourspace('cmyk')
      .jpeg()
      .toBuffer();
    const report = await preflightFile(jpeg, 'image/jpeg', STICKER_3X3);
    expect(report.facts).toMatchObject({ format: 'jpeg', space: 'cmyk', colourSpace: 'cmyk' });
    expect(finding(report, 'colour')).toEqual({
      check: 'colour',
      level: 'pass',
      message: 'CMYK colour: ready for print.',
    });
    expect(report.verdict).toBe('pass');
  });

  it('reads a TIFF, and a greyscale picture as grayscale', async () => {
    const tiff = await sharp({ create: { width: 948, height: 948, channels: 3, background: BLUE } })
      .toColourspace('b-w')
      .tiff()
      .toBuffer();
    const report = await preflightFile(tiff, 'image/tiff', STICKER_3X3);
    expect(report.facts).toMatchObject({ format: 'tiff', space: 'b-w', colourSpace: 'b-w' });
    expect(finding(report, 'colour')?.message).toMatch(/^Grayscale colour/);
  });

  it('warns about transparent areas, not about an alpha channel that is fully opaque', async () => {
    const seeThrough = await preflightFile(
      await png(948, 948, { ...BLUE, alpha: 0.5 }, 4),
      'image/png',
      STICKER_3X3,
    );
    expect(finding(seeThrough, 'transparency')?.level).toBe('warning');
    expect(seeThrough.verdict).toBe('warning');

    const opaque = await preflightFile(
      await png(948, 948, { ...BLUE, alpha: 1 }, 4),
      'image/png',
      STICKER_3X3,
    );
    expect(opaque.facts).toMatchObject({ alphaChannel: true, transparent: false });
    expect(finding(opaque, 'transparency')).toBeUndefined();
  });

  it('warns that a wide picture will be cropped', async () => {
    const report = await preflightFile(await png(1896, 948), 'image/png', STICKER_3X3);
    expect(finding(report, 'shape')).toEqual({
      check: 'shape',
      level: 'warning',
      message:
        'It is 1896 x 948 px, a different shape from 3.16 x 3.16 in with the bleed: it will be cropped to fill it (see the proof).',
      fix: { id: 'fit-centre', label: 'Fit it whole inside the cut instead' },
    });
    expect(finding(report, 'resolution')?.message).toContain('300 DPI');
  });

  it('measures a phone photo as it is shown: after its EXIF orientation', async () => {
    // 1.66 x 3.16 in with the bleed, at 300 DPI, stored sideways.
    const sideways = await sharp({
      create: { width: 948, height: 498, channels: 3, background: BLUE },
    })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const report = await preflightFile(sideways, 'image/jpeg', stickerBoxes(1.5, 3));
    expect(report.facts).toMatchObject({ widthPx: 498, heightPx: 948 });
    expect(finding(report, 'shape')?.level).toBe('pass');
  });

  it('reports a file that cannot be read as a problem, never throwing', async () => {
    const garbage = await preflightFile(text('not a picture at all'), 'image/png', STICKER_3X3);
    expect(garbage).toMatchObject({ kind: 'raster', verdict: 'problem' });
    expect(garbage.findings).toEqual([UNREADABLE_FINDING]);
    expect(UNREADABLE_FINDING.message).toMatch(/^This file cannot be read/);

    // A whole header but the pixels cut short.
    const noisy = await sharp(
      Buffer.from(Array.from({ length: 300 * 300 * 3 }, (_, at) => (at * 7919) % 251)),
      { raw: { width: 300, height: 300, channels: 3 } },
    );
    for (const [bytes, mediaType] of [
      [await noisy.clone().png().toBuffer(), 'image/png'],
      [await noisy.clone().jpeg().toBuffer(), 'image/jpeg'],
    ] as const) {
      const cut = await preflightFile(bytes.subarray(0, bytes.length / 2), mediaType, STICKER_3X3);
      expect(cut.findings).toEqual([UNREADABLE_FINDING]);
    }

    // An SVG labelled as a PNG never reaches another decoder.
    const mislabelled = await preflightFile(
      svg('<rect width="9" height="9"/>'),
      'image/png',
      STICKER_3X3,
    );
    expect(mislabelled.facts).toMatchObject({ read: 'unreadable' });
  });

  it('refuses a decompression bomb (30000 x 30000 px in a small file) without decoding it', async () => {
    const bomb = pngClaiming(30_000, 30_000);
    expect(bomb.length).toBeLessThan(1000);
    const before = process.memoryUsage().rss;
    const report = await preflightFile(bomb, 'image/png', STICKER_3X3);
    expect(report.verdict).toBe('problem');
    expect(report.findings).toEqual([
      {
        check: 'file',
        level: 'problem',
        message:
          'The picture is too large to check (900 megapixels): please send one of at most 200 megapixels.',
      },
    ]);
    expect(report.facts).toEqual({
      read: 'too-large',
      widthPx: 30_000,
      heightPx: 30_000,
      megapixels: 900,
    });
    // Decoding would take 2.7 GB.
    expect(process.memoryUsage().rss - before).toBeLessThan(200 * 1024 * 1024);
  });
});

describe('preflightFile: SVG', () => {
  it('passes a clean SVG', async () => {
    const report = await preflightFile(
      text(
        '<?xml version="1.0" encoding="UTF-8"?>\n' +
          '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n' +
          `${SVG_OPEN}<defs><linearGradient id="g"><stop offset="0" stop-color="#f00"/></linearGradient></defs>` +
          '<rect width="316" height="316" fill="url(#g)"/><use href="#g"/>' +
          '<image width="1" height="1" href="data:image/png;base64,iVBORw0KGgo="/></svg>',
      ),
      'image/svg+xml',
      STICKER_3X3,
    );
    expect(report).toMatchObject({ kind: 'svg', verdict: 'pass' });
    expect(report.findings).toEqual([
      {
        check: 'file',
        level: 'pass',
        message: 'The SVG reads correctly; its shapes print sharp at any size.',
      },
    ]);
    expect(report.facts).toMatchObject({ read: 'svg', parses: true, widthPx: 316, heightPx: 316 });
  });

  it('finds a script a problem', async () => {
    const report = await preflightFile(
      svg('<script><![CDATA[ if (1 < 2) alert(1) ]]></script><rect width="9" height="9"/>'),
      'image/svg+xml',
      STICKER_3X3,
    );
    expect(report.verdict).toBe('problem');
    expect(finding(report, 'script')?.level).toBe('problem');
  });

  it('finds event attributes and javascript: URLs, however they are spelled', () => {
    for (const body of [
      '<rect width="9" height="9" onclick="alert(1)"/>',
      '<a href="javascript:alert(1)"><rect width="9" height="9"/></a>',
      '<a xlink:href=" jav&#x61;script:alert(1)"><rect width="9" height="9"/></a>',
      '<a href="java&#9;script:alert(1)"><rect width="9" height="9"/></a>',
      '<set attributeName="href" to="javascript:alert(1)"/>',
      '<svg:script xmlns:svg="http://www.w3.org/2000/svg">alert(1)</svg:script>',
    ]) {
      expect(scanSvg(`${SVG_OPEN}${body}</svg>`), body).toMatchObject({ hasScript: true });
    }
    // Editors' own attributes are not event handlers.
    expect(scanSvg(`${SVG_OPEN}<g inkscape:onion="1"/></svg>`).hasScript).toBe(false);
  });

  it('finds a linked image a problem', async () => {
    const report = await preflightFile(
      svg('<image href="https://evil.example/x.png" width="9" height="9"/>'),
      'image/svg+xml',
      STICKER_3X3,
    );
    expect(report.verdict).toBe('problem');
    expect(finding(report, 'links')).toEqual({
      check: 'links',
      level: 'problem',
      message:
        'The SVG refers to a file outside it (https://evil.example/x.png): please embed images and outline fonts.',
    });
  });

  it('collects references from xlink:href, CSS url() and @import, style sheets and entities', () => {
    const scan = scanSvg(
      '<?xml-stylesheet type="text/css" href="sheet.css"?>' +
        '<!DOCTYPE svg [<!ENTITY logo SYSTEM "file:///etc/passwd">]>' +
        `${SVG_OPEN}<style>@import "fonts.css"; rect { fill: url( 'paint.svg#p' ) }</style>` +
        '<use xlink:href="shapes.svg#a"/><rect style="filter:url(&quot;f.svg#f&quot;)"/>' +
        '<rect fill="url(#local)"/><a href="https://example.com/about">a link loads nothing</a>' +
        '<use href="shapes.svg#a"/></svg>',
    );
    expect(scan).toEqual({
      wellFormed: true,
      hasScript: false,
      externalReferences: [
        'sheet.css',
        'file:///etc/passwd',
        'paint.svg#p',
        'fonts.css',
        'shapes.svg#a',
        'f.svg#f',
      ],
    });
  });

  it('expands plain-text entities (as Illustrator writes) but refuses entity bombs and ATTLIST', async () => {
    const illustrator = await preflightFile(
      text(
        '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd" [' +
          '<!ENTITY ns_svg "http://www.w3.org/2000/svg"><!ENTITY img "https://evil.example/y.png">]>' +
          '<svg xmlns="&ns_svg;" width="100" height="100"><image href="&img;" width="9" height="9"/></svg>',
      ),
      'image/svg+xml',
      STICKER_3X3,
    );
    expect(illustrator.facts).toMatchObject({
      parses: true,
      externalReferences: ['https://evil.example/y.png'],
    });

    const laughs = Array.from(
      { length: 9 },
      (_, level) => `<!ENTITY lol${level + 1} "${`&lol${level};`.repeat(10)}">`,
    ).join('');
    const bomb = await preflightFile(
      text(`<!DOCTYPE svg [<!ENTITY lol0 "lol">${laughs}]>${SVG_OPEN}<text>&lol9;</text></svg>`),
      'image/svg+xml',
      STICKER_3X3,
    );
    expect(bomb.findings).toEqual([
      {
        check: 'file',
        level: 'problem',
        message: 'This SVG cannot be read. Please export it again.',
      },
    ]);

    expect(
      scanSvg(`<!DOCTYPE svg [<!ATTLIST svg onload CDATA "alert(1)">]>${SVG_OPEN}</svg>`)
        .wellFormed,
    ).toBe(false);
    expect(scanSvg(`<!DOCTYPE svg [<!ENTITY % p "x">]>${SVG_OPEN}</svg>`).wellFormed).toBe(false);
  });

  it('finds broken or non-SVG markup unreadable', async () => {
    for (const broken of [`${SVG_OPEN}<rect width="9"`, '<html><svg></svg></html>', '']) {
      const report = await preflightFile(text(broken), 'image/svg+xml', STICKER_3X3);
      expect(report.facts, broken).toMatchObject({ parses: false });
      expect(report.verdict).toBe('problem');
    }
  });

  it('fetches nothing an SVG links to while checking it', async () => {
    let requests = 0;
    const server = createServer((_request, response) => {
      requests += 1;
      response.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const report = await preflightFile(
        svg(
          `<image href="${origin}/a.png" width="9" height="9"/><use xlink:href="${origin}/b.svg#x"/>` +
            `<rect width="9" height="9" style="fill:url(${origin}/c.svg#p)"/>`,
          '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="9" height="9">',
        ),
        'image/svg+xml',
        STICKER_3X3,
      );
      expect(report.facts).toMatchObject({ parses: true });
      expect(finding(report, 'links')?.message).toContain('refers to 3 files outside it');
      expect(requests).toBe(0);
    } finally {
      server.close();
    }
  });
});

describe('preflightFile: files checked by hand', () => {
  it.each([
    // PDF, PDF-compatible AI and Photoshop files are read: preflight-pdf.test.ts, -psd.test.ts.
    ['EPS', '%!PS-Adobe-3.0 EPSF-3.0\n%%BoundingBox: 0 0 216 216\n', 'application/postscript'],
  ])('gives %s the by-hand finding', async (_name, content, mediaType) => {
    const report = await preflightFile(text(content), mediaType, STICKER_3X3);
    expect(report).toEqual({
      kind: 'by-hand',
      findings: [BY_HAND_FINDING],
      verdict: 'warning',
      facts: { read: 'nothing', mediaType },
    });
  });

  it('does not pretend to check a type the upload never stores', async () => {
    const report = await preflightFile(text('RIFF'), 'image/webp', STICKER_3X3);
    expect(report).toMatchObject({ kind: 'by-hand', verdict: 'problem' });
  });
});
