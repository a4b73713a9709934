import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { pdfForReading, pictureEdgeFor } from './pdf-pictures';
import { preflightFile } from './preflight';
import { renderPdfPage } from './preflight-pdf';

/** A 3 x 3 in sticker (0.08 in bleed): its proof is 316 px a side, so pictures keep 632 px. */
const STICKER_3X3 = {
  trimWidthIn: 3,
  trimHeightIn: 3,
  bleedPerSideIn: 0.08,
  safetyPerSideIn: 0.08,
};
const EDGE = pictureEdgeFor({ widthPx: 316, heightPx: 316 });
const PAGE_PT = 3.16 * 72;

/** A JPEG of `width` x `height`: red on its left half, blue on its right. */
function halves(width: number, height: number, cmyk = false) {
  const half = (r: number, b: number) =>
    sharp({ create: { width: width / 2, height, channels: 3, background: { r, g: 0, b } } })
      .png()
      .toBuffer();
  return Promise.all([half(255, 0), half(0, 255)]).then(([red, blue]) => {
    const picture = sharp({
      create: { width, height, channels: 3, background: { r: 0, g: 0, b: 0 } },
    }).composite([
      { input: red, left: 0, top: 0 },
      { input: blue, left: width / 2, top: 0 },
    ]);
    return (cmyk ? picture.toColourspace('cmyk') : picture).jpeg({ quality: 90 }).toBuffer();
  });
}

/** A one-page PDF of the sticker with bleed, `draw` placing pictures on it. */
function pdf(draw: (doc: PDFKit.PDFDocument) => void, options: PDFKit.PDFDocumentOptions = {}) {
  const doc = new PDFDocument({ size: [PAGE_PT, PAGE_PT], margin: 0, ...options });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) =>
    doc.on('end', () => resolve(Buffer.concat(chunks))),
  );
  draw(doc);
  doc.end();
  return done;
}

describe('large JPEG pictures in a PDF', () => {
  it('are read by pdf.js as small copies while the preflight judges their own pixels', async () => {
    const large = await halves(4000, 2000);
    const small = await halves(300, 300);
    const file = await pdf((doc) => {
      doc.image(large, 0, 0, { width: 144, height: 72 }); // 4000 px over 2 in: 2000 DPI
      doc.image(small, 0, 100, { width: 72, height: 72 }); // 300 px over 1 in
    });

    const reading = await pdfForReading(file, EDGE);
    expect([...reading.originals.values()]).toEqual([{ widthPx: 4000, heightPx: 2000 }]);
    expect(reading.bytes.length).toBeLessThan(file.length / 2);

    const report = await preflightFile(file, 'application/pdf', STICKER_3X3);
    expect(report.facts).toMatchObject({
      images: [
        { widthPx: 4000, heightPx: 2000, widthPt: 144, heightPt: 72 },
        { widthPx: 300, heightPx: 300, widthPt: 72, heightPt: 72 },
      ],
    });
    expect(report.findings.find(({ check }) => check === 'resolution')?.message).toBe(
      'The least sharp of the 2 placed pictures is sharp: 300 DPI at 1 x 1 in.',
    );
  });

  it('are drawn in the proof where the picture was, in its colours', async () => {
    const picture = await halves(4000, 4000);
    const page = await pdf((doc) => doc.image(picture, 0, 0, { width: PAGE_PT, height: PAGE_PT }));
    const drawn = await renderPdfPage(page, 316, 316);
    const { data, info } = await sharp(drawn).raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) =>
      [...data.subarray((y * info.width + x) * info.channels)].slice(0, 3);
    const near = (actual: number[], expected: number[]) =>
      actual.every((value, index) => Math.abs(value - (expected[index] ?? 0)) < 24);
    expect(near(at(60, 158), [255, 0, 0])).toBe(true);
    expect(near(at(256, 158), [0, 0, 255])).toBe(true);
  });

  it('are left to pdf.js when they carry a decode array (a CMYK JPEG), still read whole', async () => {
    const cmyk = await halves(2000, 2000, true);
    const file = await pdf((doc) => doc.image(cmyk, 0, 0, { width: PAGE_PT, height: PAGE_PT }));
    const reading = await pdfForReading(file, EDGE);
    expect(reading.originals.size).toBe(0);
    expect(reading.bytes).toBe(file);
    const report = await preflightFile(file, 'application/pdf', STICKER_3X3);
    expect(report.facts).toMatchObject({ images: [{ widthPx: 2000, heightPx: 2000 }] });
  });

  it('leave a PDF pdf-lib cannot read, or one with a password, as it was', async () => {
    const damaged = new TextEncoder().encode('%PDF-1.7\nnot a PDF at all');
    expect((await pdfForReading(damaged, EDGE)).bytes).toBe(damaged);
    const large = await halves(2000, 2000);
    const locked = await pdf((doc) => doc.image(large, 0, 0, { width: PAGE_PT }), {
      userPassword: 'secret',
    });
    expect((await pdfForReading(locked, EDGE)).bytes).toBe(locked);
  });

  it('are made small once for the preflight and the proof of the same bytes', async () => {
    const large = await halves(2000, 2000);
    const file = await pdf((doc) => doc.image(large, 0, 0, { width: PAGE_PT }));
    const first = pdfForReading(file, EDGE);
    expect(pdfForReading(file, EDGE)).toBe(first);
    expect(pdfForReading(file, EDGE * 2)).not.toBe(first);
  });
});
