/**
 * The artwork guide (spec 001 §2 "Artwork guide", §9 "Bleed"): which templates exist and the
 * three boxes every template shows — background bleed, trim line and inside safety area.
 *
 * Reading of the numbers. Spec 000 §9 repeats the shop's FAQ ("5mm bleed"); spec 001 covers the
 * artwork-guide page, so its numbers draw the templates (spec README: the document covering the
 * page wins). 001 §9 gives stickers a 0.08in margin, "0.16 added to each dimension for background
 * bleed, 0.16 less for the safety area". For business cards it says "0.04in" but then lists
 * 3.5x2 trim, 3.66x2.16 bleed and 3.34x1.84 safety, which is again 0.08in on each side; the
 * listed dimensions are what a customer measures in the template, so they win and 0.04in is
 * read as a slip. Both kinds therefore use 0.08in a side, kept as one number per kind so a
 * product can change on its own. Every page that names a bleed (the guide, the FAQ, the
 * SPECIAL FEATURES tips) words it with `bleedText`, so the FAQ no longer says 000 §9's "5mm":
 * a customer who read 5mm and then measured 0.08in on our template would not know which to
 * trust (issue 27 item 11, ADR 0034).
 *
 * Lengths are held in thousandths of an inch, so 3.5 + 2 × 0.08 is exactly 3.66 (integers, as
 * money is held in cents) and only converted at the edge.
 */

export type ArtworkKind = 'sticker' | 'business-card';
export type StickerShape = 'square-rectangle' | 'circle-oval';
export type TemplateExtension = 'ai' | 'pdf';

export const ARTWORK_KINDS: ReadonlyArray<{ id: ArtworkKind; label: string }> = [
  { id: 'sticker', label: 'Stickers' },
  { id: 'business-card', label: 'Business Cards' },
];

/** A size tab: the label as the guide prints it ('2X3' is 2in wide, 3in high) and the trim. */
export interface GuideSize {
  label: string;
  widthIn: number;
  heightIn: number;
}

function sizeFromLabel(label: string): GuideSize {
  const [width, height] = label.split('X').map(Number);
  if (!width || !height) throw new Error(`Not a size label: ${label}`);
  return { label, widthIn: width, heightIn: height };
}

/** Spec 001 §2: square sizes 2X2, 2X3, 3X3, 2X4, 3X4, 4X4; circle sizes 2X2, 3X3, 4X4. */
export const STICKER_SHAPES: ReadonlyArray<{
  id: StickerShape;
  label: string;
  sizes: readonly GuideSize[];
}> = [
  {
    id: 'square-rectangle',
    label: 'Square or Rectangle',
    sizes: ['2X2', '2X3', '3X3', '2X4', '3X4', '4X4'].map(sizeFromLabel),
  },
  { id: 'circle-oval', label: 'Circle or Oval', sizes: ['2X2', '3X3', '4X4'].map(sizeFromLabel) },
];

/** Spec 001 §2: business cards come in a single size. */
export const BUSINESS_CARD_SIZES: readonly GuideSize[] = [sizeFromLabel('3.5X2')];

export const TEMPLATE_EXTENSIONS: ReadonlyArray<{ ext: TemplateExtension; label: string }> = [
  { ext: 'ai', label: 'AI Template' },
  { ext: 'pdf', label: 'PDF Template' },
];

/** The sizes offered for a kind (and, for stickers, a shape). */
export function guideSizes(kind: ArtworkKind, shape: StickerShape | null): readonly GuideSize[] {
  if (kind === 'business-card') return BUSINESS_CARD_SIZES;
  return STICKER_SHAPES.find((entry) => entry.id === (shape ?? 'square-rectangle'))?.sizes ?? [];
}

/** The size with this label, or the first offered (a shape without it was chosen). */
export function guideSize(
  kind: ArtworkKind,
  shape: StickerShape | null,
  label: string | null,
): GuideSize {
  const sizes = guideSizes(kind, shape);
  const found = sizes.find((entry) => entry.label === label) ?? sizes[0];
  if (!found) throw new Error(`The guide offers no ${kind} sizes`);
  return found;
}

/** The largest background bleed in the guide, so illustrations can share one scale. */
export function largestBleedIn(): { w: number; h: number } {
  const all = [
    ...STICKER_SHAPES.flatMap((shape) =>
      shape.sizes.map((entry) => templateDimensions('sticker', entry).bleed),
    ),
    ...BUSINESS_CARD_SIZES.map((entry) => templateDimensions('business-card', entry).bleed),
  ];
  return { w: Math.max(...all.map((b) => b.w)), h: Math.max(...all.map((b) => b.h)) };
}

export function shapeLabel(shape: StickerShape): string {
  return STICKER_SHAPES.find((entry) => entry.id === shape)?.label ?? shape;
}

/** Thousandths of an inch added outside the trim, and kept clear inside it, on every side. */
const MARGIN_MILS: Record<ArtworkKind, { bleed: number; safety: number }> = {
  sticker: { bleed: 80, safety: 80 },
  'business-card': { bleed: 80, safety: 80 },
};

/** Spec 001 §9: the cut may move up to 0.08in, which is why the safety margin is as wide. */
export const CUT_MOVEMENT_IN = 0.08;

export const MM_PER_INCH = 25.4;

/** A box in inches, and the same in millimetres rounded to 0.1mm. */
export interface GuideBox {
  w: number;
  h: number;
  mm: { w: number; h: number };
}

export interface TemplateDimensions {
  /** The finished size: where the sticker or card is cut. */
  trim: GuideBox;
  /** The background: trim plus the bleed on every side; also the template's page size. */
  bleed: GuideBox;
  /** Inside safety: trim less the safety margin on every side; text and logos stay inside. */
  safety: GuideBox;
  /** Per side, in inches. */
  bleedPerSideIn: number;
  safetyPerSideIn: number;
}

const toMils = (inches: number) => Math.round(inches * 1000);
const toInches = (mils: number) => mils / 1000;
const toMm = (mils: number) => Math.round((mils * MM_PER_INCH) / 100) / 10;

function box(widthMils: number, heightMils: number): GuideBox {
  return {
    w: toInches(widthMils),
    h: toInches(heightMils),
    mm: { w: toMm(widthMils), h: toMm(heightMils) },
  };
}

export function templateDimensions(kind: ArtworkKind, size: GuideSize): TemplateDimensions {
  const { bleed, safety } = MARGIN_MILS[kind];
  const width = toMils(size.widthIn);
  const height = toMils(size.heightIn);
  return {
    trim: box(width, height),
    bleed: box(width + 2 * bleed, height + 2 * bleed),
    safety: box(width - 2 * safety, height - 2 * safety),
    bleedPerSideIn: toInches(bleed),
    safetyPerSideIn: toInches(safety),
  };
}

/** 3.66 -> '3.66', 2 -> '2': inches as the guide prints them. */
export function formatInches(inches: number): string {
  return String(Number(inches.toFixed(3)));
}

/** 54.86 -> '54.9', 93 -> '93.0'. */
export function formatMm(mm: number): string {
  return mm.toFixed(1);
}

/** '3.66 × 2.16 in (93.0 × 54.9 mm)'. */
export function describeBox(guideBox: GuideBox): string {
  return (
    `${formatInches(guideBox.w)} × ${formatInches(guideBox.h)} in ` +
    `(${formatMm(guideBox.mm.w)} × ${formatMm(guideBox.mm.h)} mm)`
  );
}

/**
 * The file a template is downloaded as: 'sticker-circle-oval-3x3.pdf', 'business-card-3.5x2.ai'.
 * Business cards have no shape; a shape given for them is ignored.
 */
export function templateFileName(
  kind: ArtworkKind,
  shape: StickerShape | null,
  size: GuideSize,
  ext: TemplateExtension,
): string {
  const sizePart = size.label.toLowerCase();
  const kindPart = kind === 'sticker' ? `sticker-${shape ?? 'square-rectangle'}` : kind;
  return `${kindPart}-${sizePart}.${ext}`;
}

/** Spec 001 §7: templates are static files under the artwork-guide path. */
export const TEMPLATE_PATH_PREFIX = '/user-guide/artwork-guide/templates/';

export function templateUrl(
  kind: ArtworkKind,
  shape: StickerShape | null,
  size: GuideSize,
  ext: TemplateExtension,
): string {
  return TEMPLATE_PATH_PREFIX + templateFileName(kind, shape, size, ext);
}

export interface TemplateSpec {
  kind: ArtworkKind;
  /** null for business cards. */
  shape: StickerShape | null;
  size: GuideSize;
  ext: TemplateExtension;
  fileName: string;
}

/** Every template the guide offers, in the order the guide shows them. */
export function allTemplates(): TemplateSpec[] {
  const choices: Array<Pick<TemplateSpec, 'kind' | 'shape' | 'size'>> = [
    ...STICKER_SHAPES.flatMap((shape) =>
      shape.sizes.map((guideSize) => ({
        kind: 'sticker' as const,
        shape: shape.id,
        size: guideSize,
      })),
    ),
    ...BUSINESS_CARD_SIZES.map((guideSize) => ({
      kind: 'business-card' as const,
      shape: null,
      size: guideSize,
    })),
  ];
  return choices.flatMap((choice) =>
    TEMPLATE_EXTENSIONS.map(({ ext }) => ({
      ...choice,
      ext,
      fileName: templateFileName(choice.kind, choice.shape, choice.size, ext),
    })),
  );
}

/** The template a file name stands for, or null when the guide offers no such file. */
export function parseTemplateFileName(name: string): TemplateSpec | null {
  return allTemplates().find((template) => template.fileName === name) ?? null;
}

/** The general rules of spec 000 §9 (FAQ) and 001 §9, for the guide's list. */
export const ARTWORK_RULES = {
  dpi: 300,
  fileFormats: ['AI', 'EPS', 'PDF', 'SVG', 'PSD', 'JPEG', 'PNG'],
  minCutLineSpacingIn: 0.2,
} as const;

/** A length as the guide's text prints it: '0.08in (2mm)', '.2in' stays the FAQ's own form. */
function inchesWithMm(mils: number): string {
  return `${formatInches(toInches(mils))}in (${Math.round((mils * MM_PER_INCH) / 1000)}mm)`;
}

/**
 * The bleed of a kind as every page words it: '0.08in (2mm)'. The one source of the number the
 * FAQ, the guide's rules and topics and the SPECIAL FEATURES tips say (issue 27 item 11).
 */
export function bleedText(kind: ArtworkKind): string {
  return inchesWithMm(MARGIN_MILS[kind].bleed);
}

/** The inside safety margin of a kind, worded as `bleedText`. */
export function safetyText(kind: ArtworkKind): string {
  return inchesWithMm(MARGIN_MILS[kind].safety);
}

/** '.2in': the cut-line spacing as the FAQ states it (spec 000 §9). */
export function cutSpacingText(): string {
  return `${formatInches(ARTWORK_RULES.minCutLineSpacingIn).replace(/^0\./, '.')}in`;
}
