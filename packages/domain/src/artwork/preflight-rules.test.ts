import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { templateDimensions, type ArtworkKind, type GuideSize } from '../artwork-guide';
import {
  BY_HAND_FINDING,
  MIN_ACCEPTABLE_DPI,
  bleedBox,
  effectiveDpi,
  rasterFindings,
  resolutionFinding,
  svgFindings,
  verdictOf,
  type Finding,
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
    });
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
      { check: 'shape', level: 'pass', message: 'Its shape fits 3.16 x 3.16 in with the bleed.' },
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
