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
  /** A small fix a machine can make safely, offered to the customer, never applied unasked. */
  fix?: ArtworkFix;
}

/**
 * The fixes we offer (issue 33): a picture made at the cut's size has its edges extended into
 * the bleed, so nothing of it is trimmed; a picture of another shape is fitted whole inside the
 * cut, centred, its edges extended around it, instead of being cropped to fill.
 */
export const ARTWORK_FIXES = {
  'extend-bleed': 'Made at the cut’s size? Extend its edges into the bleed',
  'fit-centre': 'Fit it whole inside the cut instead',
} as const;
export type ArtworkFixId = keyof typeof ARTWORK_FIXES;

export interface ArtworkFix {
  id: ArtworkFixId;
  label: string;
}

const offer = (id: ArtworkFixId): ArtworkFix => ({ id, label: ARTWORK_FIXES[id] });

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
  /** Whether we can make the fixes we offer to it (pictures sharp writes; not Photoshop files). */
  fixable?: boolean;
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
  const sameShape = (widthIn: number, heightIn: number) =>
    Math.abs(pictureRatio / (widthIn / heightIn) - 1) <= ASPECT_TOLERANCE;
  const bleed = formatInches(boxes.bleedPerSideIn);
  const trim = size(boxes.trimWidthIn, boxes.trimHeightIn);
  if (sameShape(full.widthIn, full.heightIn)) {
    findings.push({
      check: 'shape',
      level: 'pass',
      message: `Its shape fits ${size(full.widthIn, full.heightIn)} with the bleed.`,
      fix: offer('extend-bleed'),
    });
  } else if (sameShape(boxes.trimWidthIn, boxes.trimHeightIn)) {
    findings.push({
      check: 'shape',
      level: 'warning',
      message: `It has the cut’s shape (${trim}) but no bleed: filling the bleed trims ${bleed} in more of it (see the proof).`,
      fix: offer('extend-bleed'),
    });
  } else {
    findings.push({
      check: 'shape',
      level: 'warning',
      message: `It is ${facts.widthPx} x ${facts.heightPx} px, a different shape from ${size(full.widthIn, full.heightIn)} with the bleed: it will be cropped to fill it (see the proof).`,
      fix: offer('fit-centre'),
    });
  }
  const space = facts.colourSpace.toLowerCase();
  findings.push(
    space === 'cmyk'
      ? { check: 'colour', level: 'pass', message: 'CMYK colour: ready for print.' }
      : {
          check: 'colour',
          level: 'pass',
          message: `${colourName(space)} colour: we convert it to print colours; very bright blues and greens may print a little duller.`,
        },
  );
  if (facts.hasAlpha) {
    findings.push({
      check: 'transparency',
      level: 'warning',
      message: 'It has transparent areas: they print as no ink (the material shows through).',
    });
  }
  return facts.fixable === false ? findings.map(({ fix: _fix, ...finding }) => finding) : findings;
}

/** Photoshop's other modes by their name; anything else is told as RGB. */
const COLOUR_NAMES: Readonly<Record<string, string>> = {
  'b-w': 'Grayscale',
  lab: 'Lab',
  duotone: 'Duotone',
  multichannel: 'Multichannel',
};

const colourName = (space: string) =>
  space.startsWith('grey') ? 'Grayscale' : (COLOUR_NAMES[space] ?? 'RGB');

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

// ---------------------------------------------------------------------------------------------
// PDF (and PDF-compatible AI)

/** A font the printed page's visible text uses. */
export interface PdfFont {
  /** As the PDF names it, without a subset prefix ("ABCDEF+"). */
  name: string;
  /** False when the PDF does not carry the font program: the printer would substitute one. */
  embedded: boolean;
}

/** A picture drawn on the page: its pixels and the size it is drawn at, in points. */
export interface PlacedImage {
  widthPx: number;
  heightPx: number;
  widthPt: number;
  heightPt: number;
}

/** What a PDF's first page (the one printed) tells about itself. */
export interface PdfFacts {
  pageCount: number;
  /** Page 1 as shown (CropBox within MediaBox, turned by its rotation), in points. */
  pageWidthPt: number;
  pageHeightPt: number;
  fonts: readonly PdfFont[];
  images: readonly PlacedImage[];
  /** JavaScript anywhere in the file (document, page or link actions). */
  hasJavaScript: boolean;
}

export const POINTS_PER_INCH = 72;

/** A page within a point of the size we need is that size: exports round to the point. */
const PAGE_TOLERANCE_IN = 1 / POINTS_PER_INCH;

/** Images drawn smaller than this (in points, either side) are hidden details, not pictures. */
const MIN_PLACED_POINTS = 0.5;

/** How many missing fonts a finding names before it counts the rest. */
const FONTS_NAMED = 5;

/** Sizes measured in points are told to the hundredth of an inch. */
const inchesOfPoints = (points: number) => Math.round((points / POINTS_PER_INCH) * 100) / 100;

/**
 * Below a whole DPI by less than this is that DPI: PDF writers round the drawing matrix (pdfkit
 * to 5 digits), so 300 px over 1 in may be drawn over 1.0000003 in.
 */
const PLACED_DPI_SLACK = 0.01;

/** A placed image's resolution: its pixels over the inches it is drawn at. */
export function placedImageDpi(image: PlacedImage): number {
  const dpi = Math.min(
    (image.widthPx * POINTS_PER_INCH) / image.widthPt,
    (image.heightPx * POINTS_PER_INCH) / image.heightPt,
  );
  return Math.floor(dpi + PLACED_DPI_SLACK);
}

/**
 * The findings of a PDF for the ordered size: its page against the trim plus the bleed, its
 * fonts embedded (or text outlined), its least sharp placed picture at the size it is drawn,
 * and warnings for JavaScript (never run) and pages past the first (not printed).
 */
export function pdfFindings(facts: PdfFacts, boxes: PrintBoxes): Finding[] {
  const findings = [
    pageSizeFinding(facts, boxes),
    fontsFinding(facts.fonts),
    placedImagesFinding(facts.images),
  ];
  if (facts.pageCount > 1) {
    findings.push({
      check: 'pages',
      level: 'warning',
      message: `The PDF has ${facts.pageCount} pages: we print only the first. Please upload each side as its own file.`,
    });
  }
  if (facts.hasJavaScript) {
    findings.push({
      check: 'script',
      level: 'warning',
      message:
        'The PDF contains JavaScript, which we never run: we print only what is on the page.',
    });
  }
  return findings;
}

function pageSizeFinding(facts: PdfFacts, boxes: PrintBoxes): Finding {
  const widthIn = inchesOfPoints(facts.pageWidthPt);
  const heightIn = inchesOfPoints(facts.pageHeightPt);
  const near = (width: number, height: number) =>
    Math.abs(facts.pageWidthPt / POINTS_PER_INCH - width) <= PAGE_TOLERANCE_IN &&
    Math.abs(facts.pageHeightPt / POINTS_PER_INCH - height) <= PAGE_TOLERANCE_IN;
  const full = bleedBox(boxes);
  const page = size(widthIn, heightIn);
  const needed = size(full.widthIn, full.heightIn);
  const trim = size(boxes.trimWidthIn, boxes.trimHeightIn);
  const bleed = `${formatInches(boxes.bleedPerSideIn)} in`;
  if (near(full.widthIn, full.heightIn)) {
    return {
      check: 'page-size',
      level: 'pass',
      message:
        boxes.bleedPerSideIn > 0
          ? `The page is ${page}: the cut (${trim}) with ${bleed} of bleed on every side.`
          : `The page is ${page}, the size of the cut.`,
    };
  }
  if (near(boxes.trimWidthIn, boxes.trimHeightIn)) {
    return {
      check: 'page-size',
      level: 'warning',
      message: `The page is ${page}, the size of the cut, with no bleed; we need ${needed} (${bleed} more on every side).`,
    };
  }
  return {
    check: 'page-size',
    level: 'problem',
    message: `The page is ${page}, but we need ${needed}: the cut (${trim}) with ${bleed} of bleed on every side. Please set the page to that size.`,
  };
}

function fontsFinding(fonts: readonly PdfFont[]): Finding {
  const missing = fonts.filter((font) => !font.embedded).map((font) => font.name);
  if (missing.length === 1) {
    return {
      check: 'fonts',
      level: 'problem',
      message: `Font ${missing[0]} is not embedded: please embed fonts or convert text to outlines.`,
    };
  }
  if (missing.length > 1) {
    const named = missing.slice(0, FONTS_NAMED).join(', ');
    const more = missing.length > FONTS_NAMED ? ` and ${missing.length - FONTS_NAMED} more` : '';
    return {
      check: 'fonts',
      level: 'problem',
      message: `${missing.length} fonts are not embedded (${named}${more}): please embed fonts or convert text to outlines.`,
    };
  }
  if (fonts.length === 0) {
    return {
      check: 'fonts',
      level: 'pass',
      message: 'There is no live text (any text is outlined): no fonts to embed.',
    };
  }
  return {
    check: 'fonts',
    level: 'pass',
    message:
      fonts.length === 1 ? 'Its one font is embedded.' : `All ${fonts.length} fonts are embedded.`,
  };
}

function placedImagesFinding(images: readonly PlacedImage[]): Finding {
  const visible = images.filter(
    (image) => image.widthPt >= MIN_PLACED_POINTS && image.heightPt >= MIN_PLACED_POINTS,
  );
  const [first, ...others] = visible;
  if (!first) {
    return {
      check: 'resolution',
      level: 'pass',
      message: 'There are no placed pictures: shapes and text print sharp at any size.',
    };
  }
  const worst = others.reduce(
    (least, image) => (placedImageDpi(image) < placedImageDpi(least) ? image : least),
    first,
  );
  return resolutionFinding(
    placedImageDpi(worst),
    inchesOfPoints(worst.widthPt),
    inchesOfPoints(worst.heightPt),
    visible.length === 1
      ? 'The placed picture'
      : `The least sharp of the ${visible.length} placed pictures`,
  );
}

/** A PDF that opens only with a password: we cannot read it, nor print it. */
export const PDF_PASSWORD_FINDING: Finding = {
  check: 'file',
  level: 'problem',
  message: 'This PDF is protected by a password: please send it without one.',
};

// ---------------------------------------------------------------------------------------------
// Photoshop

/**
 * A Photoshop file whose picture we cannot draw: saved without its flattened picture
 * ("Maximize Compatibility" off), or in a mode or depth the reader does not draw (CMYK, Lab,
 * 16 bits, ...). Its size and colour mode are still read from its header; a person checks the
 * rest.
 */
export function psdByHandFinding(why: 'no-composite' | 'not-drawn'): Finding {
  return {
    check: 'file',
    level: 'warning',
    message:
      why === 'no-composite'
        ? 'This Photoshop file was saved without its flattened picture ("Maximize Compatibility" off): we will check it by hand and send you a proof. Save it with that option on for an instant proof.'
        : 'We read the size and colour mode of this Photoshop file but cannot draw its picture: we will check it by hand and send you a proof.',
  };
}
