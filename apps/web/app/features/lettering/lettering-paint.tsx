/**
 * A lettering colour as SVG paint (issue 17): flat colours are their hex; gold, silver and bronze
 * a gradient across each letter; hologram and full colour repeating bands. Data from the domain's
 * colours.ts; this only draws it.
 */
import type { LetteringPaint } from '@shop/domain/lettering/colours';

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
