/**
 * A design's lines in a summary (the cart's and the quotation's details). Apart from
 * lettering-order.ts so the cart page can tell these lines from the others without loading the
 * typeface list and the measurement.
 */
import type { LetteringAlignment } from './measure';

export const ALIGNMENT_NAMES: Record<LetteringAlignment, string> = {
  left: 'Left',
  center: 'Center',
  right: 'Right',
};

/** The text, the typeface by name and, with several lines, their alignment. */
export function letteringSummaryLines(design: {
  readonly lines: readonly string[];
  readonly alignment: LetteringAlignment;
  readonly fontName: string;
}): string[] {
  return [
    `Text: ${design.lines.join(' / ')}`,
    `Typeface: ${design.fontName}`,
    ...(design.lines.length > 1 ? [`Alignment: ${ALIGNMENT_NAMES[design.alignment]}`] : []),
  ];
}

/** A summary's lines but the design's own, for a view that shows the design beside them. */
export function detailsBesideLettering(
  details: readonly string[],
  design: Parameters<typeof letteringSummaryLines>[0],
): string[] {
  const shownBeside = new Set(letteringSummaryLines(design));
  return details.filter((detail) => !shownBeside.has(detail));
}
