import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { templateDimensions, type ArtworkKind, type GuideSize } from '../artwork-guide';
import {
  ARTWORK_FIXES,
  BY_HAND_FINDING,
  MIN_ACCEPTABLE_DPI,
  PDF_PASSWORD_FINDING,
  bleedBox,
  effectiveDpi,
  pdfFindings,
  placedImageDpi,
  psdByHandFinding,
  rasterFindings,
  resolutionFinding,
  svgFindings,
  verdictOf,
  type Finding,
  type PdfFacts,
  type PrintBoxes,
  type RasterFacts,
} from './preflight-rules';

/** The print boxes of an ordered size, as the artwork guide draws its template. */
function boxesOf(kind: ArtworkKind, size: GuideSize): PrintBoxes {
  const dimensions = templateDimensions(kind, size);
  return {
    trimWidthIn: dimensions.trim.w,
    trimHeightIn: dimensions.trim.h,
    bleedPerSideIn: dimensions.bleedPerSideIn,
    safetyPerSideIn: dimensions.safetyPerSideIn,
  };
}

const STICKER_3X3 = boxesOf('sticker', { label: '3X3', widthIn: 3, heightIn: 3 });
const BUSINESS_CARD = boxesOf('business-card', { label: '3.5X2', widthIn: 3.5, heightIn: 2 });

const picture = (change: Partial<RasterFacts> = {}): RasterFacts => ({
  widthPx: 948,
  heightPx: 948,
  colourSpace: 'cmyk',
  hasAlpha: false,
  ...change,
});

const finding = (findings: readonly Finding[], check: string): Finding => {
  const found = findings.filter((entry) => entry.check === check);
  expect(found).toHaveLength(1);
  const [only] = found;
  if (!only) throw new Error(`no ${check} finding`);
  return only;
};

const RGB_MESSAGE =
  'RGB colour: we convert it to print colours; very bright blues and greens may print a little duller.';
const GRAYSCALE_MESSAGE =
  'Grayscale colour: we convert it to print colours; very bright blues and greens may print a little duller.';

describe('the print boxes', () => {
  it('are the trim plus 0.08 in of bleed on every side', () => {
    expect(STICKER_3X3).toEqual({
      trimWidthIn: 3,
      trimHeightIn: 3,
      bleedPerSideIn: 0.08,
      safetyPerSideIn: 0.08,
    });
    expect(bleedBox(STICKER_3X3)).toEqual({ widthIn: 3.16, heightIn: 3.16 });
    expect(BUSINESS_CARD).toEqual({
      trimWidthIn: 3.5,
      trimHeightIn: 2,
      bleedPerSideIn: 0.08,
      safetyPerSideIn: 0.08,
    });
    expect(bleedBox(BUSINESS_CARD)).toEqual({ widthIn: 3.66, heightIn: 2.16 });
  });
});

describe('resolution', () => {
  it('passes a 948 x 948 px picture on a 3 x 3 in sticker: 300 DPI', () => {
    const findings = rasterFindings(picture({ widthPx: 948, heightPx: 948 }), STICKER_3X3);
    expect(finding(findings, 'resolution')).toEqual({
      check: 'resolution',
      level: 'pass',
      message: 'The picture is sharp: 300 DPI at 3.16 x 3.16 in.',
    });
  });

  it('warns of a 474 x 474 px picture on a 3 x 3 in sticker: 150 DPI', () => {
    const findings = rasterFindings(picture({ widthPx: 474, heightPx: 474 }), STICKER_3X3);
    expect(finding(findings, 'resolution')).toEqual({
      check: 'resolution',
      level: 'warning',
      message: 'The picture may print a little soft: 150 DPI at 3.16 x 3.16 in; we recommend 300.',
    });
  });

  it('finds a problem with a 228 x 228 px picture on a 3 x 3 in sticker: 72 DPI', () => {
    const findings = rasterFindings(picture({ widthPx: 228, heightPx: 228 }), STICKER_3X3);
    expect(finding(findings, 'resolution')).toEqual({
      check: 'resolution',
      level: 'problem',
      message:
        'The picture will print blurry: 72 DPI at 3.16 x 3.16 in; we recommend 300. Please send a larger file.',
    });
  });

  it('passes a 1098 x 648 px picture on a 3.5 x 2 in business card: 300 DPI', () => {
    const findings = rasterFindings(picture({ widthPx: 1098, heightPx: 648 }), BUSINESS_CARD);
    expect(finding(findings, 'resolution')).toEqual({
      check: 'resolution',
      level: 'pass',
      message: 'The picture is sharp: 300 DPI at 3.66 x 2.16 in.',
    });
    expect(finding(findings, 'shape')).toEqual({
      check: 'shape',
      level: 'pass',
      message: 'Its shape fits 3.66 x 2.16 in with the bleed.',
      fix: { id: 'extend-bleed', label: ARTWORK_FIXES['extend-bleed'] },
    });
  });

  it('draws the line at 300 for a pass and 150 for a warning', () => {
    expect(MIN_ACCEPTABLE_DPI).toBe(150);
    expect(resolutionFinding(300, 2, 2).level).toBe('pass');
    expect(resolutionFinding(299, 2, 2)).toEqual({
      check: 'resolution',
      level: 'warning',
      message: 'The picture may print a little soft: 299 DPI at 2 x 2 in; we recommend 300.',
    });
    expect(resolutionFinding(150, 2, 2).level).toBe('warning');
    expect(resolutionFinding(149, 2, 2).level).toBe('problem');
    expect(resolutionFinding(600, 3.66, 2.16, 'The logo')).toEqual({
      check: 'resolution',
      level: 'pass',
      message: 'The logo is sharp: 600 DPI at 3.66 x 2.16 in.',
    });
  });

  it('reads exactly 300 DPI for a custom size such as 2.1 x 2.1 in (678 px over 2.26 in)', () => {
    // 2.1 + 2 x 0.08 = 2.26 in and 678 / 2.26 = 300 exactly; in floating point the bleed box is
    // 2.2600000000000002 and 678 / it is 299.99999999999994, which must not floor to 299.
    const boxes = boxesOf('sticker', { label: '2.1X2.1', widthIn: 2.1, heightIn: 2.1 });
    const findings = rasterFindings(picture({ widthPx: 678, heightPx: 678 }), boxes);
    expect(finding(findings, 'resolution')).toEqual({
      check: 'resolution',
      level: 'pass',
      message: 'The picture is sharp: 300 DPI at 2.26 x 2.26 in.',
    });
  });

  it('reads 300 DPI for exactly 300 pixels an inch of any size in hundredths of an inch', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 50, max: 2_400 }),
        fc.integer({ min: 50, max: 2_400 }),
        (widthHundredths, heightHundredths) => {
          const boxes = boxesOf('sticker', {
            label: 'custom',
            widthIn: widthHundredths / 100,
            heightIn: heightHundredths / 100,
          });
          // 300 px an inch of the bleed box (0.16 in more), counted in whole numbers.
          const widthPx = (widthHundredths + 16) * 3;
          const heightPx = (heightHundredths + 16) * 3;
          const full = bleedBox(boxes);
          expect(effectiveDpi(widthPx, heightPx, full.widthIn, full.heightIn)).toBe(300);
        },
      ),
      { numRuns: 2_000 },
    );
  });
});

describe('effectiveDpi', () => {
  it('uses the smaller of the two directions', () => {
    expect(effectiveDpi(1200, 600, 2, 2)).toBe(300);
    expect(effectiveDpi(600, 1200, 2, 2)).toBe(300);
    expect(effectiveDpi(1098, 648, 3.66, 2.16)).toBe(300);
    expect(effectiveDpi(2000, 648, 3.66, 2.16)).toBe(300);
    expect(effectiveDpi(1098, 2000, 3.66, 2.16)).toBe(300);
  });

  it('rounds down to whole dots per inch', () => {
    expect(effectiveDpi(228, 228, 3.16, 3.16)).toBe(72);
    expect(effectiveDpi(601, 601, 2, 2)).toBe(300);
    expect(effectiveDpi(599, 599, 2, 2)).toBe(299);
  });
});

describe('shape', () => {
  it('warns that a 2:1 picture on a square sticker is cropped to fill it', () => {
    const findings = rasterFindings(picture({ widthPx: 1896, heightPx: 948 }), STICKER_3X3);
    expect(finding(findings, 'shape')).toEqual({
      check: 'shape',
      level: 'warning',
      message:
        'It is 1896 x 948 px, a different shape from 3.16 x 3.16 in with the bleed: it will be cropped to fill it (see the proof).',
      fix: { id: 'fit-centre', label: ARTWORK_FIXES['fit-centre'] },
    });
    // Cropped to fill, the short side sets the resolution.
    expect(finding(findings, 'resolution')).toEqual({
      check: 'resolution',
      level: 'pass',
      message: 'The picture is sharp: 300 DPI at 3.16 x 3.16 in.',
    });
    expect(verdictOf(findings)).toBe('warning');
  });

  it('accepts a shape within 2% of the box', () => {
    // 960 / 948 is 1.3% wider than the square.
    const findings = rasterFindings(picture({ widthPx: 960, heightPx: 948 }), STICKER_3X3);
    expect(finding(findings, 'shape')).toEqual({
      check: 'shape',
      level: 'pass',
      message: 'Its shape fits 3.16 x 3.16 in with the bleed.',
      fix: { id: 'extend-bleed', label: ARTWORK_FIXES['extend-bleed'] },
    });
  });
});

describe('fixes offered', () => {
  it('offers to extend a picture of the cut’s shape into the bleed, and says what is trimmed', () => {
    // 3.5 x 2 in at 300 DPI, no bleed: 1050 x 600 px is the cut's shape, not the bleed box's.
    const findings = rasterFindings(picture({ widthPx: 1050, heightPx: 600 }), BUSINESS_CARD);
    expect(finding(findings, 'shape')).toEqual({
      check: 'shape',
      level: 'warning',
      message:
        'It has the cut’s shape (3.5 x 2 in) but no bleed: filling the bleed trims 0.08 in more of it (see the proof).',
      fix: { id: 'extend-bleed', label: ARTWORK_FIXES['extend-bleed'] },
    });
  });

  it('names each fix in plain words', () => {
    expect(Object.keys(ARTWORK_FIXES)).toEqual(['extend-bleed', 'fit-centre']);
  });
});

describe('colour and transparency', () => {
  it('passes CMYK as ready for print', () => {
    for (const colourSpace of ['cmyk', 'CMYK']) {
      const findings = rasterFindings(picture({ colourSpace }), STICKER_3X3);
      expect(finding(findings, 'colour')).toEqual({
        check: 'colour',
        level: 'pass',
        message: 'CMYK colour: ready for print.',
      });
    }
  });

  it('passes RGB with a word on the conversion', () => {
    const findings = rasterFindings(picture({ colourSpace: 'srgb' }), STICKER_3X3);
    expect(finding(findings, 'colour')).toEqual({
      check: 'colour',
      level: 'pass',
      message: RGB_MESSAGE,
    });
  });

  it('names the other colour modes of a Photoshop file, and tells anything else as RGB', () => {
    for (const [colourSpace, name] of [
      ['lab', 'Lab'],
      ['duotone', 'Duotone'],
      ['multichannel', 'Multichannel'],
      ['grey16', 'Grayscale'],
      ['rgb16', 'RGB'],
    ] as const) {
      const findings = rasterFindings(picture({ colourSpace }), STICKER_3X3);
      expect(finding(findings, 'colour').message).toBe(
        `${name} colour: we convert it to print colours; very bright blues and greens may print a little duller.`,
      );
    }
  });

  it('passes black and white as grayscale, with the same word on the conversion', () => {
    const findings = rasterFindings(picture({ colourSpace: 'b-w' }), STICKER_3X3);
    expect(finding(findings, 'colour')).toEqual({
      check: 'colour',
      level: 'pass',
      message: GRAYSCALE_MESSAGE,
    });
  });

  it('warns of transparent areas, and says nothing of them when there are none', () => {
    const withAlpha = rasterFindings(picture({ hasAlpha: true }), STICKER_3X3);
    expect(finding(withAlpha, 'transparency')).toEqual({
      check: 'transparency',
      level: 'warning',
      message: 'It has transparent areas: they print as no ink (the material shows through).',
    });
    expect(verdictOf(withAlpha)).toBe('warning');
    const opaque = rasterFindings(picture({ hasAlpha: false }), STICKER_3X3);
    expect(opaque.map((entry) => entry.check)).toEqual(['resolution', 'shape', 'colour']);
  });

  it('gives a sharp, well-shaped, opaque CMYK picture a clean pass', () => {
    expect(rasterFindings(picture(), STICKER_3X3)).toEqual([
      {
        check: 'resolution',
        level: 'pass',
        message: 'The picture is sharp: 300 DPI at 3.16 x 3.16 in.',
      },
      {
        check: 'shape',
        level: 'pass',
        message: 'Its shape fits 3.16 x 3.16 in with the bleed.',
        fix: { id: 'extend-bleed', label: ARTWORK_FIXES['extend-bleed'] },
      },
      { check: 'colour', level: 'pass', message: 'CMYK colour: ready for print.' },
    ]);
  });
});

describe('verdictOf', () => {
  const pass: Finding = { check: 'a', level: 'pass', message: 'fine' };
  const warning: Finding = { check: 'b', level: 'warning', message: 'careful' };
  const problem: Finding = { check: 'c', level: 'problem', message: 'wrong' };

  it('is the worst finding', () => {
    expect(verdictOf([])).toBe('pass');
    expect(verdictOf([pass])).toBe('pass');
    expect(verdictOf([pass, warning, pass])).toBe('warning');
    expect(verdictOf([warning, problem, pass])).toBe('problem');
    expect(verdictOf([problem, warning])).toBe('problem');
    expect(verdictOf([BY_HAND_FINDING])).toBe('warning');
  });

  it('does not depend on the order of the findings', () => {
    const rank = { pass: 0, warning: 1, problem: 2 } as const;
    fc.assert(
      fc.property(fc.array(fc.constantFrom(pass, warning, problem), { maxLength: 10 }), (all) => {
        const worst = all.reduce<Finding['level']>(
          (level, entry) => (rank[entry.level] > rank[level] ? entry.level : level),
          'pass',
        );
        expect(verdictOf(all)).toBe(worst);
        expect(verdictOf([...all].reverse())).toBe(worst);
      }),
      { numRuns: 300 },
    );
  });

  it('puts a blurry picture with transparency at problem', () => {
    const findings = rasterFindings(
      picture({ widthPx: 228, heightPx: 228, colourSpace: 'srgb', hasAlpha: true }),
      STICKER_3X3,
    );
    expect(findings.map((entry) => entry.level)).toEqual(['problem', 'pass', 'pass', 'warning']);
    expect(verdictOf(findings)).toBe('problem');
  });
});

describe('svgFindings', () => {
  it('refuses an SVG that cannot be read, and says nothing else', () => {
    expect(
      svgFindings({ parses: false, hasScript: true, externalReferences: ['logo.png'] }),
    ).toEqual([
      {
        check: 'file',
        level: 'problem',
        message: 'This SVG cannot be read. Please export it again.',
      },
    ]);
  });

  it('passes a clean SVG', () => {
    const findings = svgFindings({ parses: true, hasScript: false, externalReferences: [] });
    expect(findings).toEqual([
      {
        check: 'file',
        level: 'pass',
        message: 'The SVG reads correctly; its shapes print sharp at any size.',
      },
    ]);
    expect(verdictOf(findings)).toBe('pass');
  });

  it('finds a problem with a script', () => {
    const findings = svgFindings({ parses: true, hasScript: true, externalReferences: [] });
    expect(finding(findings, 'script')).toEqual({
      check: 'script',
      level: 'problem',
      message: 'The SVG contains a script, which we never run: please export it without scripts.',
    });
    expect(verdictOf(findings)).toBe('problem');
  });

  it('names the one file an SVG refers to outside it', () => {
    const findings = svgFindings({
      parses: true,
      hasScript: false,
      externalReferences: ['logo.png'],
    });
    expect(finding(findings, 'links')).toEqual({
      check: 'links',
      level: 'problem',
      message:
        'The SVG refers to a file outside it (logo.png): please embed images and outline fonts.',
    });
  });

  it('counts the files and names the first when there are several', () => {
    const findings = svgFindings({
      parses: true,
      hasScript: true,
      externalReferences: ['https://example.com/font.woff', 'photo.jpg', 'logo.png'],
    });
    expect(findings).toEqual([
      {
        check: 'file',
        level: 'pass',
        message: 'The SVG reads correctly; its shapes print sharp at any size.',
      },
      {
        check: 'script',
        level: 'problem',
        message: 'The SVG contains a script, which we never run: please export it without scripts.',
      },
      {
        check: 'links',
        level: 'problem',
        message:
          'The SVG refers to 3 files outside it (https://example.com/font.woff): please embed images and outline fonts.',
      },
    ]);
    expect(verdictOf(findings)).toBe('problem');
  });
});

describe('BY_HAND_FINDING', () => {
  it('tells the customer a person checks the file', () => {
    expect(BY_HAND_FINDING).toEqual({
      check: 'file',
      level: 'warning',
      message: 'We will check this file by hand and send you a proof.',
    });
  });
});

describe('pdfFindings', () => {
  /** 3.16 x 3.16 in, in points: the 3 x 3 in sticker with its bleed. */
  const WITH_BLEED_PT = 3.16 * 72;
  const page = (change: Partial<PdfFacts> = {}): PdfFacts => ({
    pageCount: 1,
    pageWidthPt: WITH_BLEED_PT,
    pageHeightPt: WITH_BLEED_PT,
    fonts: [],
    images: [],
    hasJavaScript: false,
    ...change,
  });

  it('gives a page of the right size, no live text and no picture a clean pass', () => {
    const findings = pdfFindings(page(), STICKER_3X3);
    expect(findings).toEqual([
      {
        check: 'page-size',
        level: 'pass',
        message:
          'The page is 3.16 x 3.16 in: the cut (3 x 3 in) with 0.08 in of bleed on every side.',
      },
      {
        check: 'fonts',
        level: 'pass',
        message: 'There is no live text (any text is outlined): no fonts to embed.',
      },
      {
        check: 'resolution',
        level: 'pass',
        message: 'There are no placed pictures: shapes and text print sharp at any size.',
      },
    ]);
    expect(verdictOf(findings)).toBe('pass');
  });

  describe('page size', () => {
    const pageSize = (widthPt: number, heightPt: number, boxes = STICKER_3X3) =>
      finding(
        pdfFindings(page({ pageWidthPt: widthPt, pageHeightPt: heightPt }), boxes),
        'page-size',
      );

    it('accepts a page within a point of the size with bleed', () => {
      expect(pageSize(WITH_BLEED_PT + 0.9, WITH_BLEED_PT - 0.9).level).toBe('pass');
      expect(pageSize(WITH_BLEED_PT + 1.5, WITH_BLEED_PT).level).toBe('problem');
    });

    it('warns of a page the size of the cut, saying how much bleed is missing', () => {
      expect(pageSize(216, 216)).toEqual({
        check: 'page-size',
        level: 'warning',
        message:
          'The page is 3 x 3 in, the size of the cut, with no bleed; we need 3.16 x 3.16 in (0.08 in more on every side).',
      });
      expect(pageSize(252, 144, BUSINESS_CARD)).toEqual({
        check: 'page-size',
        level: 'warning',
        message:
          'The page is 3.5 x 2 in, the size of the cut, with no bleed; we need 3.66 x 2.16 in (0.08 in more on every side).',
      });
    });

    it('finds a problem with any other size, the turned size included, naming both', () => {
      expect(pageSize(612, 792)).toEqual({
        check: 'page-size',
        level: 'problem',
        message:
          'The page is 8.5 x 11 in, but we need 3.16 x 3.16 in: the cut (3 x 3 in) with 0.08 in of bleed on every side. Please set the page to that size.',
      });
      expect(pageSize(2.16 * 72, 3.66 * 72, BUSINESS_CARD).message).toBe(
        'The page is 2.16 x 3.66 in, but we need 3.66 x 2.16 in: the cut (3.5 x 2 in) with 0.08 in of bleed on every side. Please set the page to that size.',
      );
    });

    it('passes the size of the cut when the product has no bleed', () => {
      const noBleed = { ...STICKER_3X3, bleedPerSideIn: 0 };
      expect(pageSize(216, 216, noBleed)).toEqual({
        check: 'page-size',
        level: 'pass',
        message: 'The page is 3 x 3 in, the size of the cut.',
      });
    });
  });

  describe('fonts', () => {
    const fonts = (list: PdfFacts['fonts']) =>
      finding(pdfFindings(page({ fonts: list }), STICKER_3X3), 'fonts');

    it('passes embedded fonts, counting them', () => {
      expect(fonts([{ name: 'Lato', embedded: true }])).toEqual({
        check: 'fonts',
        level: 'pass',
        message: 'Its one font is embedded.',
      });
      expect(
        fonts([
          { name: 'Lato', embedded: true },
          { name: 'Oswald', embedded: true },
          { name: 'Lora', embedded: true },
        ]),
      ).toEqual({ check: 'fonts', level: 'pass', message: 'All 3 fonts are embedded.' });
    });

    it('finds a problem with a font that is not embedded, naming it', () => {
      expect(
        fonts([
          { name: 'Lato', embedded: true },
          { name: 'Helvetica', embedded: false },
        ]),
      ).toEqual({
        check: 'fonts',
        level: 'problem',
        message: 'Font Helvetica is not embedded: please embed fonts or convert text to outlines.',
      });
    });

    it('names the first five fonts that are not embedded and counts the rest', () => {
      const missing = ['A', 'B', 'C', 'D', 'E', 'F', 'G'].map((name) => ({
        name,
        embedded: false,
      }));
      expect(fonts(missing)).toEqual({
        check: 'fonts',
        level: 'problem',
        message:
          '7 fonts are not embedded (A, B, C, D, E and 2 more): please embed fonts or convert text to outlines.',
      });
      expect(fonts(missing.slice(0, 2)).message).toBe(
        '2 fonts are not embedded (A, B): please embed fonts or convert text to outlines.',
      );
    });
  });

  describe('placed pictures', () => {
    const resolution = (images: PdfFacts['images']) =>
      finding(pdfFindings(page({ images }), STICKER_3X3), 'resolution');

    it("computes a placed picture's resolution from its pixels and its drawn size", () => {
      expect(placedImageDpi({ widthPx: 300, heightPx: 300, widthPt: 72, heightPt: 72 })).toBe(300);
      // 600 x 300 px drawn over 2 x 2 in: stretched, the smaller direction counts.
      expect(placedImageDpi({ widthPx: 600, heightPx: 300, widthPt: 144, heightPt: 144 })).toBe(
        150,
      );
      // PDF writers round the matrix: 300 px over 1.0000003 in is still 300 DPI.
      expect(placedImageDpi({ widthPx: 300, heightPx: 300, widthPt: 72.00002, heightPt: 72 })).toBe(
        300,
      );
      expect(placedImageDpi({ widthPx: 299, heightPx: 300, widthPt: 72, heightPt: 72 })).toBe(299);
    });

    it('passes a 300 DPI picture and finds a 72 DPI one blurry, with the size it is drawn at', () => {
      expect(resolution([{ widthPx: 300, heightPx: 300, widthPt: 72, heightPt: 72 }])).toEqual({
        check: 'resolution',
        level: 'pass',
        message: 'The placed picture is sharp: 300 DPI at 1 x 1 in.',
      });
      expect(resolution([{ widthPx: 216, heightPx: 144, widthPt: 216, heightPt: 144 }])).toEqual({
        check: 'resolution',
        level: 'problem',
        message:
          'The placed picture will print blurry: 72 DPI at 3 x 2 in; we recommend 300. Please send a larger file.',
      });
    });

    it('reports the least sharp of several pictures, whatever their order', () => {
      const sharp = { widthPx: 600, heightPx: 600, widthPt: 144, heightPt: 144 };
      const soft = { widthPx: 200, heightPx: 200, widthPt: 90, heightPt: 90 };
      const expected: Finding = {
        check: 'resolution',
        level: 'warning',
        message:
          'The least sharp of the 2 placed pictures may print a little soft: 160 DPI at 1.25 x 1.25 in; we recommend 300.',
      };
      expect(resolution([sharp, soft])).toEqual(expected);
      expect(resolution([soft, sharp])).toEqual(expected);
    });

    it('leaves out pictures drawn smaller than half a point (hidden details)', () => {
      const hidden = { widthPx: 10, heightPx: 10, widthPt: 0.4, heightPt: 72 };
      expect(resolution([hidden]).message).toBe(
        'There are no placed pictures: shapes and text print sharp at any size.',
      );
      expect(
        resolution([hidden, { widthPx: 300, heightPx: 300, widthPt: 72, heightPt: 72 }]).message,
      ).toBe('The placed picture is sharp: 300 DPI at 1 x 1 in.');
    });
  });

  it('warns of pages past the first and of JavaScript', () => {
    const findings = pdfFindings(page({ pageCount: 3, hasJavaScript: true }), STICKER_3X3);
    expect(finding(findings, 'pages')).toEqual({
      check: 'pages',
      level: 'warning',
      message:
        'The PDF has 3 pages: we print only the first. Please upload each side as its own file.',
    });
    expect(finding(findings, 'script')).toEqual({
      check: 'script',
      level: 'warning',
      message:
        'The PDF contains JavaScript, which we never run: we print only what is on the page.',
    });
    expect(verdictOf(findings)).toBe('warning');
  });

  it('refuses a PDF that needs a password', () => {
    expect(PDF_PASSWORD_FINDING).toEqual({
      check: 'file',
      level: 'problem',
      message: 'This PDF is protected by a password: please send it without one.',
    });
  });
});

describe('psdByHandFinding', () => {
  it('tells why a Photoshop file is checked by hand, as a warning', () => {
    expect(psdByHandFinding('no-composite')).toEqual({
      check: 'file',
      level: 'warning',
      message:
        'This Photoshop file was saved without its flattened picture ("Maximize Compatibility" off): we will check it by hand and send you a proof. Save it with that option on for an instant proof.',
    });
    expect(psdByHandFinding('not-drawn')).toEqual({
      check: 'file',
      level: 'warning',
      message:
        'We read the size and colour mode of this Photoshop file but cannot draw its picture: we will check it by hand and send you a proof.',
    });
  });
});
