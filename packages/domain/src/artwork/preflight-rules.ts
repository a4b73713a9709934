import { ARTWORK_RULES, formatInches } from '../artwork-guide';

/**
 * Preflight (issue 33): what a file is checked for, as rules with a level and one plain
 * sentence with the number behind it (as Customer's Canvas describes preflight). Pure: the
 * server reads the file (sharp, pdf.js) and hands the facts to these rules, so the browser and
 * tests read the same words.
 */

export type FindingLevel = 'pass' | 'warning' | 'problem';

export interface Finding {
  /** A stable name of the check: 'resolution', 'page-size', 'fonts', 'colour', ... */
  check: string;
  level: FindingLevel;
  message: string;
}

/** The ordered size and its print boxes, in inches (artwork-guide.ts `templateDimensions`). */
export interface PrintBoxes {
  trimWidthIn: number;
  trimHeightIn: number;
  bleedPerSideIn: number;
  safetyPerSideIn: number;
}

const LEVEL_RANK: Record<FindingLevel, number> = { pass: 0, warning: 1, problem: 2 };

/** The file's verdict: its worst finding. */
export function verdictOf(findings: readonly Finding[]): FindingLevel {
  return findings.reduce<FindingLevel>(
    (worst, finding) => (LEVEL_RANK[finding.level] > LEVEL_RANK[worst] ? finding.level : worst),
    'pass',
  );
}

/** Below this, a picture prints visibly soft: a problem, not a warning. */
export const MIN_ACCEPTABLE_DPI = 150;

const size = (widthIn: number, heightIn: number) =>
  `${formatInches(widthIn)} x ${formatInches(heightIn)} in`;

/** The artwork's full size: the trim plus the bleed on every side. */
export function bleedBox(boxes: PrintBoxes) {
  // In thousandths of an inch, as the artwork guide holds lengths: 2.1 + 0.16 is 2.26 exactly.
  const mils = (inches: number) => Math.round(inches * 1000);
  const bleed = 2 * mils(boxes.bleedPerSideIn);
  return {
    widthIn: (mils(boxes.trimWidthIn) + bleed) / 1000,
    heightIn: (mils(boxes.trimHeightIn) + bleed) / 1000,
  };
}

/**
 * The resolution pixels give when they fill a box: the smaller of the two directions, since
 * filling the box stretches the picture to cover it.
 */
export function effectiveDpi(widthPx: number, heightPx: number, widthIn: number, heightIn: number) {
  // A hair over the division: 678 px over 2.26 in is 300, not the 299.999… floats make of it.
  return Math.floor(Math.min(widthPx / widthIn, heightPx / heightIn) + 1e-9);
}

/** The resolution finding of a picture printed over `widthIn` x `heightIn`. */
export function resolutionFinding(
  dpi: number,
  widthIn: number,
  heightIn: number,
  what = 'The picture',
): Finding {
  const target = ARTWORK_RULES.dpi;
  const at = `${dpi} DPI at ${size(widthIn, heightIn)}`;
  if (dpi >= target)
    return { check: 'resolution', level: 'pass', message: `${what} is sharp: ${at}.` };
  if (dpi >= MIN_ACCEPTABLE_DPI) {
    return {
      check: 'resolution',
      level: 'warning',
      message: `${what} may print a little soft: ${at}; we recommend ${target}.`,
    };
  }
  return {
    check: 'resolution',
    level: 'problem',
    message: `${what} will print blurry: ${at}; we recommend ${target}. Please send a larger file.`,
  };
}

/** What a picture file (JPEG, PNG, TIFF, PSD) tells about itself. */
export interface RasterFacts {
  widthPx: number;
  heightPx: number;
  /** 'srgb', 'cmyk', 'b-w', ... as read. */
  colourSpace: string;
  hasAlpha: boolean;
}

/** Aspect ratios further apart than this mean the picture will be cropped to fit. */
const ASPECT_TOLERANCE = 0.02;

/**
 * The findings of a picture for the ordered size: its resolution filling the trim plus the
 * bleed, whether its shape matches (else it is cropped to fill, never stretched), its colour mode
 * and transparency.
 */
export function rasterFindings(facts: RasterFacts, boxes: PrintBoxes): Finding[] {
  const full = bleedBox(boxes);
  const findings: Finding[] = [
    resolutionFinding(
      effectiveDpi(facts.widthPx, facts.heightPx, full.widthIn, full.heightIn),
      full.widthIn,
      full.heightIn,
    ),
  ];
  const pictureRatio = facts.widthPx / facts.heightPx;
  const boxRatio = full.widthIn / full.heightIn;
  findings.push(
    Math.abs(pictureRatio / boxRatio - 1) <= ASPECT_TOLERANCE
      ? {
          check: 'shape',
          level: 'pass',
          message: `Its shape fits ${size(full.widthIn, full.heightIn)} with the bleed.`,
        }
      : {
          check: 'shape',
          level: 'warning',
          message: `It is ${facts.widthPx} x ${facts.heightPx} px, a different shape from ${size(full.widthIn, full.heightIn)} with the bleed: it will be cropped to fill it (see the proof).`,
        },
  );
  const space = facts.colourSpace.toLowerCase();
  findings.push(
    space === 'cmyk'
      ? { check: 'colour', level: 'pass', message: 'CMYK colour: ready for print.' }
      : {
          check: 'colour',
          level: 'pass',
          message: `${space === 'b-w' || space.startsWith('grey') ? 'Grayscale' : 'RGB'} colour: we convert it to print colours; very bright blues and greens may print a little duller.`,
        },
  );
  if (facts.hasAlpha) {
    findings.push({
      check: 'transparency',
      level: 'warning',
      message: 'It has transparent areas: they print as no ink (the material shows through).',
    });
  }
  return findings;
}

/** What an SVG file tells about itself. */
export interface SvgFacts {
  parses: boolean;
  hasScript: boolean;
  externalReferences: readonly string[];
}

export function svgFindings(facts: SvgFacts): Finding[] {
  if (!facts.parses) {
    return [
      {
        check: 'file',
        level: 'problem',
        message: 'This SVG cannot be read. Please export it again.',
      },
    ];
  }
  const findings: Finding[] = [
    {
      check: 'file',
      level: 'pass',
      message: 'The SVG reads correctly; its shapes print sharp at any size.',
    },
  ];
  if (facts.hasScript) {
    findings.push({
      check: 'script',
      level: 'problem',
      message: 'The SVG contains a script, which we never run: please export it without scripts.',
    });
  }
  if (facts.externalReferences.length > 0) {
    findings.push({
      check: 'links',
      level: 'problem',
      message: `The SVG refers to ${facts.externalReferences.length === 1 ? 'a file' : `${facts.externalReferences.length} files`} outside it (${facts.externalReferences[0]}): please embed images and outline fonts.`,
    });
  }
  return findings;
}

/** EPS and AI files without a PDF stream: a person checks them. */
export const BY_HAND_FINDING: Finding = {
  check: 'file',
  level: 'warning',
  message: 'We will check this file by hand and send you a proof.',
};
