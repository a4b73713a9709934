/**
 * The SVG a vinyl cutter cuts (issue 17): every glyph as an outlined `<path>` (no `<text>`, no
 * font needed), in millimetres, at exactly the ordered size. The viewBox is `0 0 W H` with W x H
 * the ordered size in mm, and the design's outline box fills it, so a cutter importing the file
 * at its stated width and height cuts what was ordered. Lines keep the alignment they were
 * measured with (measure.ts).
 */
import { MM_PER_INCH } from '../rules/size-rules';
import type { LetteringMeasurement, LetteringSize, OutlineCommand } from './measure';

/** Millimetres to `decimals` places; the cut file's three are a micrometre, below any blade. */
function mmTo(decimals: number): (value: number) => string {
  const factor = 10 ** decimals;
  return (value) => {
    const rounded = Math.round(value * factor) / factor;
    return String(rounded === 0 ? 0 : rounded);
  };
}

const SVG_COMMAND: Record<OutlineCommand['command'], string> = {
  moveTo: 'M',
  lineTo: 'L',
  quadraticCurveTo: 'Q',
  bezierCurveTo: 'C',
  closePath: 'Z',
};

/** A design's outlines at a size: one SVG path `d` a glyph, in mm from the top left. */
export interface LetteringOutline {
  readonly widthMm: number;
  readonly heightMm: number;
  readonly paths: readonly string[];
}

/**
 * The outlines the cut file draws, with coordinates to `decimals` mm (3 for the cutter; the
 * cart's small preview needs far fewer).
 */
export function letteringOutline(
  measurement: LetteringMeasurement,
  size: LetteringSize,
  decimals = 3,
): LetteringOutline {
  const mm = mmTo(decimals);
  const widthMm = size.widthIn * MM_PER_INCH;
  const heightMm = size.heightIn * MM_PER_INCH;
  const { box } = measurement;
  // Font units to mm, each side on its own so the outlines fill the ordered box exactly (an
  // ordered size rounded to 0.01 in differs from the text's proportions by a fraction of that).
  const scaleX = widthMm / (box.maxX - box.minX);
  const scaleY = heightMm / (box.maxY - box.minY);

  const paths = measurement.glyphs.map((glyph) => {
    // Font outlines are y up; SVG is y down from the top left of the design's box.
    const x = (unitsX: number): string => mm((glyph.originX + unitsX - box.minX) * scaleX);
    const y = (unitsY: number): string => mm((box.maxY - glyph.originY - unitsY) * scaleY);
    return glyph.outline
      .map(({ command, args }) => {
        const points: string[] = [];
        for (let i = 0; i + 1 < args.length; i += 2) {
          points.push(`${x(args[i] ?? 0)} ${y(args[i + 1] ?? 0)}`);
        }
        return SVG_COMMAND[command] + points.join(' ');
      })
      .join('');
  });
  return { widthMm, heightMm, paths };
}

export function cutFileSvg(measurement: LetteringMeasurement, size: LetteringSize): string {
  const { widthMm, heightMm, paths } = letteringOutline(measurement, size);
  const mm = mmTo(3);
  const w = mm(widthMm);
  const h = mm(heightMm);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}mm" height="${h}mm" viewBox="0 0 ${w} ${h}">`,
    ...paths.map((d) => `  <path d="${d}"/>`),
    '</svg>',
    '',
  ].join('\n');
}
