/**
 * A lettering colour as SVG paint (issue 17): flat colours are their hex; gold, silver and bronze
 * a gradient across each letter; hologram and full colour repeating bands. Data from the domain's
 * colours.ts; this only draws it.
 */
import type { LetteringColour, LetteringPaint } from '@shop/domain/lettering/colours';
import { EDITOR_MAX_PX } from '@shop/domain/lettering/lettering-constants';

/** `fill` for a paint whose defs (if any) are drawn by `PaintDefs` with the same id. */
export function paintFill(paint: LetteringPaint, id: string): string {
  return paint.kind === 'solid' ? paint.hex : `url(#${id})`;
}

/**
 * The gradient a custom colour needs, under `id`. A pattern's bands repeat every
 * `patternPeriod` user units (the caller scales the editor's period to its drawing).
 */
export function PaintDefs({
  paint,
  id,
  patternPeriod,
}: {
  paint: LetteringPaint;
  id: string;
  patternPeriod: number;
}) {
  if (paint.kind === 'solid') return null;
  const stops = paint.stops.map((stop) => (
    <stop key={stop.offset} offset={stop.offset} stopColor={stop.hex} />
  ));
  if (paint.kind === 'gradient') {
    return (
      <defs>
        <linearGradient id={id} gradientTransform={`rotate(${paint.angleDeg} 0.5 0.5)`}>
          {stops}
        </linearGradient>
      </defs>
    );
  }
  return (
    <defs>
      <linearGradient
        id={id}
        gradientUnits="userSpaceOnUse"
        spreadMethod="repeat"
        x1={0}
        y1={0}
        x2={patternPeriod}
        y2={0}
        gradientTransform={`rotate(${paint.angleDeg})`}
      >
        {stops}
      </linearGradient>
    </defs>
  );
}

/**
 * A design's outlines (SVG path data in mm) painted in its colour, for a picture `widthMm` wide:
 * the small previews (cart, quotation) and the designer's canvas.
 */
export function PaintedOutlines({
  paths,
  colour,
  paintId,
  widthMm,
}: {
  paths: readonly string[];
  colour: LetteringColour | undefined;
  paintId: string;
  widthMm: number;
}) {
  return (
    <>
      {colour ? (
        <PaintDefs
          paint={colour.paint}
          id={paintId}
          // The bands as many times across as in the editor's widest box.
          patternPeriod={
            colour.paint.kind === 'pattern'
              ? (colour.paint.periodPx / EDITOR_MAX_PX.width) * widthMm
              : 0
          }
        />
      ) : null}
      <g
        fill={colour ? paintFill(colour.paint, paintId) : 'currentColor'}
        // White vinyl on a white card: a hairline keeps the letters visible.
        stroke={colour?.id === 'white' ? '#8a8f98' : 'none'}
        strokeWidth={colour?.id === 'white' ? widthMm / 240 : undefined}
      >
        {paths.map((d, index) => (
          <path key={index} d={d} />
        ))}
      </g>
    </>
  );
}

/** The paint as a CSS background, for swatches. */
export function paintBackground(paint: LetteringPaint): string {
  if (paint.kind === 'solid') return paint.hex;
  const stops = paint.stops.map((stop) => `${stop.hex} ${stop.offset * 100}%`).join(', ');
  if (paint.kind === 'gradient') return `linear-gradient(${paint.angleDeg + 90}deg, ${stops})`;
  const period = 12;
  const bands = paint.stops.map((stop) => `${stop.hex} ${stop.offset * period}px`).join(', ');
  return `repeating-linear-gradient(${paint.angleDeg + 90}deg, ${bands})`;
}
