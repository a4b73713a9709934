import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { templateDimensions } from '@shop/domain/artwork-guide';
import {
  BY_HAND_FINDING,
  PDF_PASSWORD_FINDING,
  type PrintBoxes,
} from '@shop/domain/artwork/preflight-rules';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { preflightFile, type PreflightReport } from './preflight';
import { mentionsJavaScript, PdfPageError, renderPdfPage } from './preflight-pdf';
import { UNREADABLE_FINDING } from './preflight-report';
import { ProofUnavailableError, proofLayout, renderProof } from './proof';

/** The 3 x 3 in sticker: bleed 0.08 in a side, so the artwork is 3.16 x 3.16 in. */
const dimensions = templateDimensions('sticker', { label: '3X3', widthIn: 3, heightIn: 3 });
const STICKER_3X3: PrintBoxes = {
  trimWidthIn: dimensions.trim.w,
  trimHeightIn: dimensions.trim.h,
  bleedPerSideIn: dimensions.bleedPerSideIn,
  safetyPerSideIn: dimensions.safetyPerSideIn,
};

/** 3.16 in and 3 in, in points. */
const WITH_BLEED_PT = 3.16 * 72;
const TRIM_PT = 3 * 72;

type Rgb = readonly [number, number, number];
const BLUE: Rgb = [0x33, 0x66, 0xcc];
const BLUE_HEX = '#3366cc';

/** Noto Sans, a TrueType font pdfkit embeds (subset) when it is registered. */
const NOTO_SANS = join(
  dirname(createRequire(import.meta.url).resolve('@embedpdf/fonts-latin')),
  '..',
  'fonts',
  'NotoSans-Regular.ttf',
);

/** A PDF drawn by pdfkit on pages of `width` x `height` points. */
function pdf(
  width: number,
  height: number,
  draw: (doc: PDFKit.PDFDocument) => void,
  options: PDFKit.PDFDocumentOptions = {},
): Promise<Buffer> {
  const doc = new PDFDocument({ size: [width, height], margin: 0, ...options });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  draw(doc);
  doc.end();
  return done;
}

/** A page filled with blue: no text, no picture. */
const blue = (width: number, height: number) =>
  pdf(width, height, (doc) => doc.rect(0, 0, width, height).fill(BLUE_HEX));

const png = (width: number, height: number) =>
  sharp({
    create: { width, height, channels: 3, background: { r: BLUE[0], g: BLUE[1], b: BLUE[2] } },
  })
    .png()
    .toBuffer();

/**
 * A one-page PDF written by hand: `catalog` is added to the catalog dictionary, `resources` is
 * the page's, `content` its content stream (uncompressed).
 */
function handWrittenPdf({
  catalog = '',
  resources = '<< >>',
  content = '',
  mediaBox = `0 0 ${WITH_BLEED_PT} ${WITH_BLEED_PT}`,
  page = '',
  more = [],
}: {
  catalog?: string;
  resources?: string;
  content?: string;
  mediaBox?: string;
  /** Added to the page's dictionary. */
  page?: string;
  /** Objects 5, 6, ... */
  more?: string[];
}): Uint8Array {
  const objects = [
    `<< /Type /Catalog /Pages 2 0 R ${catalog} >>`,
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [${mediaBox}] /Resources ${resources} /Contents 4 0 R ${page} >>`,
    stream('', content),
    ...more,
  ];
  let text = '%PDF-1.7\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(text.length);
    text += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = text.length;
  text += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  text += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  text += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(text);
}

/** A stream object: `entries` added to its dictionary. */
const stream = (entries: string, content: string) =>
  `<< ${entries} /Length ${content.length} >>\nstream\n${content}\nendstream`;

const finding = (report: PreflightReport, check: string) => {
  const found = report.findings.filter((entry) => entry.check === check);
  expect(found).toHaveLength(1);
  return found[0];
};

describe('preflightFile: PDF page size', () => {
  it('passes a page of the cut plus the bleed: 3.16 x 3.16 in for a 3 x 3 in sticker', async () => {
    const report = await preflightFile(
      await blue(WITH_BLEED_PT, WITH_BLEED_PT),
      'application/pdf',
      STICKER_3X3,
    );
    expect(report.kind).toBe('pdf');
    expect(finding(report, 'page-size')).toEqual({
      check: 'page-size',
      level: 'pass',
      message:
        'The page is 3.16 x 3.16 in: the cut (3 x 3 in) with 0.08 in of bleed on every side.',
    });
    expect(report.verdict).toBe('pass');
    expect(report.facts).toMatchObject({
      read: 'pdf',
      pageCount: 1,
      pageWidthPt: WITH_BLEED_PT,
      pageHeightPt: WITH_BLEED_PT,
      hasJavaScript: false,
    });
  });

  it('warns that a page the size of the cut has no bleed, with the size it needs', async () => {
    const report = await preflightFile(
      await blue(TRIM_PT, TRIM_PT),
      'application/pdf',
      STICKER_3X3,
    );
    expect(finding(report, 'page-size')).toEqual({
      check: 'page-size',
      level: 'warning',
      message:
        'The page is 3 x 3 in, the size of the cut, with no bleed; we need 3.16 x 3.16 in (0.08 in more on every side).',
    });
    expect(report.verdict).toBe('warning');
  });

  it('finds a problem with a page of another size, naming both sizes', async () => {
    const report = await preflightFile(await blue(612, 792), 'application/pdf', STICKER_3X3);
    expect(finding(report, 'page-size')).toEqual({
      check: 'page-size',
      level: 'problem',
      message:
        'The page is 8.5 x 11 in, but we need 3.16 x 3.16 in: the cut (3 x 3 in) with 0.08 in of bleed on every side. Please set the page to that size.',
    });
    expect(report.verdict).toBe('problem');
  });

  it('warns of pages past the first, naming how many', async () => {
    const twoPages = await pdf(WITH_BLEED_PT, WITH_BLEED_PT, (doc) => {
      doc.rect(0, 0, WITH_BLEED_PT, WITH_BLEED_PT).fill(BLUE_HEX);
      doc.addPage();
    });
    const report = await preflightFile(twoPages, 'application/pdf', STICKER_3X3);
    expect(finding(report, 'pages')).toEqual({
      check: 'pages',
      level: 'warning',
      message:
        'The PDF has 2 pages: we print only the first. Please upload each side as its own file.',
    });
    expect(report.facts).toMatchObject({ read: 'pdf', pageCount: 2 });
  });
});

describe('preflightFile: PDF fonts', () => {
  it('passes text in an embedded font', async () => {
    const embedded = await pdf(WITH_BLEED_PT, WITH_BLEED_PT, (doc) => {
      doc.registerFont('noto', NOTO_SANS);
      doc.font('noto').fontSize(14).text('Hello', 20, 20);
    });
    const report = await preflightFile(embedded, 'application/pdf', STICKER_3X3);
    expect(finding(report, 'fonts')).toEqual({
      check: 'fonts',
      level: 'pass',
      message: 'Its one font is embedded.',
    });
    expect(report.facts).toMatchObject({
      fonts: [{ name: 'NotoSans-Regular', embedded: true }],
    });
    expect(report.verdict).toBe('pass');
  });

  it('finds a problem with a standard font that is not embedded, naming it', async () => {
    const notEmbedded = await pdf(WITH_BLEED_PT, WITH_BLEED_PT, (doc) => {
      // pdfkit's built-in fonts are the PDF standard 14: referred to, never embedded.
      doc.font('Helvetica').fontSize(14).text('Hello', 20, 20);
    });
    const report = await preflightFile(notEmbedded, 'application/pdf', STICKER_3X3);
    expect(finding(report, 'fonts')).toEqual({
      check: 'fonts',
      level: 'problem',
      message: 'Font Helvetica is not embedded: please embed fonts or convert text to outlines.',
    });
    expect(report.verdict).toBe('problem');
  });

  it('counts and names the fonts that are not embedded among embedded ones', async () => {
    const mixed = await pdf(WITH_BLEED_PT, WITH_BLEED_PT, (doc) => {
      doc.registerFont('noto', NOTO_SANS);
      doc.font('noto').fontSize(14).text('Embedded', 20, 20);
      doc.font('Helvetica').text('Referred to', 20, 50);
      doc.font('Times-Roman').text('Referred to', 20, 80);
    });
    const report = await preflightFile(mixed, 'application/pdf', STICKER_3X3);
    expect(finding(report, 'fonts')).toEqual({
      check: 'fonts',
      level: 'problem',
      message:
        '2 fonts are not embedded (Helvetica, Times-Roman): please embed fonts or convert text to outlines.',
    });
    expect(report.facts).toMatchObject({
      fonts: [
        { name: 'NotoSans-Regular', embedded: true },
        { name: 'Helvetica', embedded: false },
        { name: 'Times-Roman', embedded: false },
      ],
    });
  });

  it('says there is no live text when the page has none (text outlined)', async () => {
    const report = await preflightFile(
      await blue(WITH_BLEED_PT, WITH_BLEED_PT),
      'application/pdf',
      STICKER_3X3,
    );
    expect(finding(report, 'fonts')).toEqual({
      check: 'fonts',
      level: 'pass',
      message: 'There is no live text (any text is outlined): no fonts to embed.',
    });
  });

  it('does not count a font used only for invisible text (an OCR layer)', async () => {
    const helvetica =
      '<< /Font << /F1 << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> >> >>';
    const invisible = handWrittenPdf({
      resources: helvetica,
      content: 'BT /F1 12 Tf 3 Tr 20 20 Td (hidden) Tj ET',
    });
    const visible = handWrittenPdf({
      resources: helvetica,
      content: 'BT /F1 12 Tf 0 Tr 20 20 Td (shown) Tj ET',
    });
    expect(
      finding(await preflightFile(invisible, 'application/pdf', STICKER_3X3), 'fonts')?.level,
    ).toBe('pass');
    expect(finding(await preflightFile(visible, 'application/pdf', STICKER_3X3), 'fonts')).toEqual({
      check: 'fonts',
      level: 'problem',
      message: 'Font Helvetica is not embedded: please embed fonts or convert text to outlines.',
    });
  });
});

describe('preflightFile: PDF placed pictures', () => {
  it('passes a 300 DPI picture: 300 px drawn over 1 in', async () => {
    const picture = await png(300, 300);
    const report = await preflightFile(
      await pdf(WITH_BLEED_PT, WITH_BLEED_PT, (doc) =>
        doc.image(picture, 20, 20, { width: 72, height: 72 }),
      ),
      'application/pdf',
      STICKER_3X3,
    );
    expect(finding(report, 'resolution')).toEqual({
      check: 'resolution',
      level: 'pass',
      message: 'The placed picture is sharp: 300 DPI at 1 x 1 in.',
    });
    expect(report.facts).toMatchObject({
      images: [{ widthPx: 300, heightPx: 300, widthPt: 72, heightPt: 72 }],
    });
    expect(report.verdict).toBe('pass');
  });

  it('finds a problem with a 72 DPI picture: 216 px drawn over 3 in', async () => {
    const picture = await png(216, 216);
    const report = await preflightFile(
      await pdf(WITH_BLEED_PT, WITH_BLEED_PT, (doc) =>
        doc.image(picture, 0, 0, { width: 216, height: 216 }),
      ),
      'application/pdf',
      STICKER_3X3,
    );
    expect(finding(report, 'resolution')).toEqual({
      check: 'resolution',
      level: 'problem',
      message:
        'The placed picture will print blurry: 72 DPI at 3 x 3 in; we recommend 300. Please send a larger file.',
    });
    expect(report.verdict).toBe('problem');
  });

  it('reports the least sharp of several pictures, through scaling and rotation', async () => {
    const sharpPicture = await png(600, 300);
    const softPicture = await png(200, 200);
    const report = await preflightFile(
      await pdf(WITH_BLEED_PT, WITH_BLEED_PT, (doc) => {
        // 600 x 300 px over 2 x 1 in, turned: 300 DPI.
        doc.save().rotate(30, { origin: [100, 100] });
        doc.image(sharpPicture, 10, 10, { width: 144, height: 72 });
        doc.restore();
        // 200 px over 1.25 in: 160 DPI.
        doc.image(softPicture, 100, 100, { width: 90, height: 90 });
      }),
      'application/pdf',
      STICKER_3X3,
    );
    expect(finding(report, 'resolution')).toEqual({
      check: 'resolution',
      level: 'warning',
      message:
        'The least sharp of the 2 placed pictures may print a little soft: 160 DPI at 1.25 x 1.25 in; we recommend 300.',
    });
    if (report.facts.read !== 'pdf') throw new Error('not read as a PDF');
    const [turned] = report.facts.images;
    // pdfkit writes the turned matrix to 5 digits.
    expect(turned?.widthPt).toBeCloseTo(144, 3);
    expect(turned?.heightPt).toBeCloseTo(72, 3);
  });

  it("follows a form's matrix, once, also for a transparency group", async () => {
    // A 100 x 100 px grey inline image drawn over 1 in, in a form that doubles everything:
    // 100 px over 2 in is 50 DPI.
    const picture = `BI /W 100 /H 100 /BPC 8 /CS /G /F /AHx ID ${'80'.repeat(100 * 100)}> EI`;
    const form = (group: string) =>
      stream(
        `/Type /XObject /Subtype /Form /BBox [0 0 100 100] /Matrix [2 0 0 2 0 0] ${group}`,
        `q 72 0 0 72 0 0 cm ${picture} Q`,
      );
    for (const group of ['', '/Group << /S /Transparency /I true >>']) {
      const report = await preflightFile(
        handWrittenPdf({
          resources: '<< /XObject << /Fm1 5 0 R >> >>',
          content: 'q /Fm1 Do Q',
          more: [form(group)],
        }),
        'application/pdf',
        STICKER_3X3,
      );
      expect(report.facts).toMatchObject({
        images: [{ widthPx: 100, heightPx: 100, widthPt: 144, heightPt: 144 }],
      });
      expect(finding(report, 'resolution')?.message).toBe(
        'The placed picture will print blurry: 50 DPI at 2 x 2 in; we recommend 300. Please send a larger file.',
      );
    }
  });

  it('says so when there is no placed picture', async () => {
    const report = await preflightFile(
      await blue(WITH_BLEED_PT, WITH_BLEED_PT),
      'application/pdf',
      STICKER_3X3,
    );
    expect(finding(report, 'resolution')).toEqual({
      check: 'resolution',
      level: 'pass',
      message: 'There are no placed pictures: shapes and text print sharp at any size.',
    });
  });
});

describe('preflightFile: PDF JavaScript, damage and passwords', () => {
  const SCRIPT_FINDING = {
    check: 'script',
    level: 'warning',
    message: 'The PDF contains JavaScript, which we never run: we print only what is on the page.',
  };

  it('warns of JavaScript run when the file opens, and never runs it', async () => {
    const withScript = handWrittenPdf({
      catalog: '/OpenAction << /S /JavaScript /JS (app.alert\\(1\\)) >>',
      content: '0.2 0.4 0.8 rg 0 0 500 500 re f',
    });
    const report = await preflightFile(withScript, 'application/pdf', STICKER_3X3);
    expect(finding(report, 'script')).toEqual(SCRIPT_FINDING);
    expect(report.facts).toMatchObject({ read: 'pdf', hasJavaScript: true });
    expect(report.verdict).toBe('warning');
    // The page is still checked and drawn.
    expect(finding(report, 'page-size')?.level).toBe('pass');
    const proof = await renderProof(withScript, 'application/pdf', STICKER_3X3);
    expect((await sharp(proof).metadata()).format).toBe('png');
  });

  it('finds JavaScript whose names are spelled with # escapes (through pdf.js)', async () => {
    // /Java#53cript is /JavaScript and /J#53 is /JS: the byte scan misses them, pdf.js does not.
    const escaped = handWrittenPdf({
      catalog: '/OpenAction << /S /Java#53cript /J#53 (app.alert\\(1\\)) >>',
    });
    expect(mentionsJavaScript(escaped)).toBe(false);
    const report = await preflightFile(escaped, 'application/pdf', STICKER_3X3);
    expect(finding(report, 'script')).toEqual(SCRIPT_FINDING);
  });

  it("finds JavaScript in a form field's and in the page's own actions (through pdf.js)", async () => {
    const action = '<< /S /Java#53cript /J#53 (app.alert\\(1\\)) >>';
    for (const page of [
      `/Annots [<< /Type /Annot /Subtype /Widget /FT /Btn /Rect [0 0 50 50] /AA << /U ${action} >> >>]`,
      `/AA << /O ${action} >>`,
    ]) {
      const report = await preflightFile(handWrittenPdf({ page }), 'application/pdf', STICKER_3X3);
      expect(finding(report, 'script')).toEqual(SCRIPT_FINDING);
    }
  });

  it('has no script finding for a PDF without JavaScript', async () => {
    const report = await preflightFile(handWrittenPdf({}), 'application/pdf', STICKER_3X3);
    expect(report.findings.map((entry) => entry.check)).toEqual([
      'page-size',
      'fonts',
      'resolution',
    ]);
  });

  it('scans for the /JavaScript and /JS names, not for names that start like them', () => {
    const bytes = (text: string) => new TextEncoder().encode(text);
    expect(mentionsJavaScript(bytes('<< /S /JavaScript /JS (x) >>'))).toBe(true);
    expect(mentionsJavaScript(bytes('<</JS(x)>>'))).toBe(true);
    expect(mentionsJavaScript(bytes('<< /JSON 1 /JavaScriptish 2 >>'))).toBe(false);
    // Stream data (compressed pixels) is not read for names: it holds "/JS" by chance.
    const image = '1 0 obj << /Length 9 >>\nstream\nxx/JS(yy\nendstream\nendobj\n';
    expect(mentionsJavaScript(bytes(image))).toBe(false);
    expect(mentionsJavaScript(bytes(`${image}2 0 obj << /S /JavaScript >> endobj`))).toBe(true);
  });

  it('finds a problem with a damaged or empty PDF, and never throws', async () => {
    for (const bytes of [
      new TextEncoder().encode('%PDF-1.7\nnot a PDF at all'),
      new Uint8Array(0),
    ]) {
      const report = await preflightFile(bytes, 'application/pdf', STICKER_3X3);
      expect(report.kind).toBe('pdf');
      expect(report.findings).toEqual([UNREADABLE_FINDING]);
      expect(report.verdict).toBe('problem');
      expect(report.facts.read).toBe('unreadable');
      await expect(renderProof(bytes, 'application/pdf', STICKER_3X3)).rejects.toMatchObject({
        name: 'ProofUnavailableError',
        reason: 'unreadable',
      });
    }
  });

  it('finds a problem with a PDF that needs a password', async () => {
    const locked = await pdf(
      WITH_BLEED_PT,
      WITH_BLEED_PT,
      (doc) => doc.rect(0, 0, 100, 100).fill(BLUE_HEX),
      { userPassword: 'secret' },
    );
    const report = await preflightFile(locked, 'application/pdf', STICKER_3X3);
    expect(report.findings).toEqual([PDF_PASSWORD_FINDING]);
    expect(PDF_PASSWORD_FINDING).toEqual({
      check: 'file',
      level: 'problem',
      message: 'This PDF is protected by a password: please send it without one.',
    });
    expect(report.facts).toEqual({ read: 'unreadable', reason: 'needs a password' });
  });
});

describe('preflightFile: AI and EPS (stored as application/postscript)', () => {
  it('reads an AI file saved with PDF compatibility as a PDF', async () => {
    const ai = await pdf(TRIM_PT, TRIM_PT, (doc) =>
      doc.rect(0, 0, TRIM_PT, TRIM_PT).fill(BLUE_HEX),
    );
    const report = await preflightFile(ai, 'application/postscript', STICKER_3X3);
    expect(report.kind).toBe('pdf');
    expect(finding(report, 'page-size')?.level).toBe('warning');
    expect(finding(report, 'page-size')?.message).toContain('The page is 3 x 3 in');
  });

  it('leaves EPS to a person, with no proof', async () => {
    const eps = new TextEncoder().encode(
      '%!PS-Adobe-3.0 EPSF-3.0\n%%BoundingBox: 0 0 216 216\n0 0 1 setrgbcolor 0 0 216 216 rectfill\n%%EOF\n',
    );
    const report = await preflightFile(eps, 'application/postscript', STICKER_3X3);
    expect(report.kind).toBe('by-hand');
    expect(report.findings).toEqual([BY_HAND_FINDING]);
    await expect(renderProof(eps, 'application/postscript', STICKER_3X3)).rejects.toMatchObject({
      name: 'ProofUnavailableError',
      reason: 'by-hand',
    });
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

describe('renderPdfPage and the PDF proof', () => {
  it('draws page 1 to cover the size asked, as a PNG', async () => {
    // A 2 x 1 in page (blue left half, white right half) to cover 300 x 300 px: 600 x 300.
    const page = await pdf(144, 72, (doc) => doc.rect(0, 0, 72, 72).fill(BLUE_HEX));
    const drawn = await renderPdfPage(page, 300, 300);
    const metadata = await sharp(drawn).metadata();
    expect(metadata).toMatchObject({ format: 'png', width: 600, height: 300 });
    expect(near(await pixelAt(drawn, 150, 150), BLUE)).toBe(true);
    expect(near(await pixelAt(drawn, 450, 150), [255, 255, 255])).toBe(true);
  });

  it('refuses a page that would take more pixels than the limit to cover the size', async () => {
    // 0.5 x 3000 pt covering 316 px wide is 316 x 1,896,000 px.
    const thin = handWrittenPdf({ mediaBox: '0 0 0.5 3000' });
    await expect(renderPdfPage(thin, 316, 316)).rejects.toBeInstanceOf(PdfPageError);
    await expect(renderPdfPage(thin, 316, 316)).rejects.toMatchObject({ reason: 'too-large' });
    await expect(renderProof(thin, 'application/pdf', STICKER_3X3)).rejects.toMatchObject({
      name: 'ProofUnavailableError',
      reason: 'too-large',
    });
  });

  it('draws a PDF proof of the layout size, the artwork covering the bleed box', async () => {
    const layout = proofLayout(STICKER_3X3);
    for (const mediaType of ['application/pdf', 'application/postscript']) {
      const proof = await renderProof(
        await blue(WITH_BLEED_PT, WITH_BLEED_PT),
        mediaType,
        STICKER_3X3,
      );
      const metadata = await sharp(proof).metadata();
      expect(metadata).toMatchObject({
        format: 'png',
        width: layout.width,
        height: layout.height,
      });
      const { artwork } = layout;
      expect(
        near(
          await pixelAt(proof, artwork.left + artwork.width / 2, artwork.top + artwork.height / 2),
          BLUE,
        ),
      ).toBe(true);
      // In the bleed, outside the cut line, the page's edge shows through the veil: lighter
      // than the artwork, but still blue.
      const bleed = await pixelAt(proof, artwork.left + 4, artwork.top + artwork.height / 2);
      expect(bleed[0]).toBeGreaterThan(BLUE[0]);
      expect(bleed[2]).toBeGreaterThan(bleed[0]);
    }
  });

  it('is a ProofUnavailableError, never a crash, for a PDF that needs a password', async () => {
    const locked = await pdf(WITH_BLEED_PT, WITH_BLEED_PT, () => undefined, {
      userPassword: 'secret',
    });
    await expect(renderProof(locked, 'application/pdf', STICKER_3X3)).rejects.toBeInstanceOf(
      ProofUnavailableError,
    );
  });
});
