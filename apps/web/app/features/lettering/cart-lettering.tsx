/**
 * A cart line's lettering (issue 17 item 8): the text as typed, its typeface and colour by name,
 * its size, a small true-proportion preview drawn from the cut file's outlines, and the cut file
 * to download.
 */
import type { CartLine } from '@shop/domain/cart-contract';
import { letteringColourById } from '@shop/domain/lettering/colours';
import { ALIGNMENT_NAMES } from '@shop/domain/lettering/lettering-summary';
import { PaintDefs, PaintedOutlines, paintFill } from './lettering-paint';
import './cart-lettering.css';

export type CartLettering = NonNullable<CartLine['lettering']>;

/** Path data is only commands and numbers; anything else is not drawn. */
const PATH_DATA = /^[MLQCZ][MLQCZ0-9 .-]*$/;
const PATH_DATA_MAX = 100_000;

/** The preview's outlines if every one is plain path data, else null (nothing is drawn). */
export function drawablePreview(preview: CartLettering['preview']) {
  if (!preview) return null;
  const { width_mm, height_mm, paths } = preview;
  const sized = [width_mm, height_mm].every((mm) => Number.isFinite(mm) && mm > 0);
  const plain = paths.every((d) => d.length <= PATH_DATA_MAX && PATH_DATA.test(d));
  return sized && plain && paths.length > 0 ? preview : null;
}

const inches = (value: number) => value.toFixed(2);

/** The preview's box in px: true proportions within 120 x 80. */
export function previewPixels(widthMm: number, heightMm: number) {
  const scale = Math.min(120 / widthMm, 80 / heightMm);
  return { width: Math.round(widthMm * scale), height: Math.max(1, Math.round(heightMm * scale)) };
}

export function CartLetteringDetails({
  lineId,
  lettering,
}: {
  lineId: number;
  lettering: CartLettering;
}) {
  const colour = letteringColourById(lettering.selected_color);
  const preview = drawablePreview(lettering.preview);
  const text = lettering.lines.join('\n');
  const paintId = `lettering-paint-${lineId}`;
  const swatchPaintId = `lettering-swatch-${lineId}`;
  return (
    <div className="cart-lettering" data-testid="cart-lettering">
      {preview ? (
        <svg
          className="cart-lettering__preview"
          data-testid="lettering-preview"
          viewBox={`0 0 ${preview.width_mm} ${preview.height_mm}`}
          {...previewPixels(preview.width_mm, preview.height_mm)}
          role="img"
          aria-label={`Preview of the lettering: ${lettering.lines.join(' / ')}`}
        >
          <PaintedOutlines
            paths={preview.paths}
            colour={colour}
            paintId={paintId}
            widthMm={preview.width_mm}
          />
        </svg>
      ) : null}
      <dl className="cart-lettering__facts">
        <div>
          <dt>Text</dt>
          <dd className="cart-lettering__text">{text}</dd>
        </div>
        {lettering.lines.length > 1 ? (
          <div>
            <dt>Alignment</dt>
            <dd>{ALIGNMENT_NAMES[lettering.alignment]}</dd>
          </div>
        ) : null}
        <div>
          <dt>Typeface</dt>
          <dd>{lettering.font_name}</dd>
        </div>
        <div>
          <dt>Color</dt>
          <dd>
            {colour ? (
              <svg className="cart-lettering__swatch" viewBox="0 0 16 16" aria-hidden="true">
                <PaintDefs paint={colour.paint} id={swatchPaintId} patternPeriod={8} />
                <rect
                  x={0.5}
                  y={0.5}
                  width={15}
                  height={15}
                  rx={3}
                  fill={paintFill(colour.paint, swatchPaintId)}
                  stroke="#8a8f98"
                />
              </svg>
            ) : null}
            {lettering.color_name}
          </dd>
        </div>
        <div>
          <dt>Size (W x H)</dt>
          <dd>
            {inches(lettering.width)} x {inches(lettering.height)} in
          </dd>
        </div>
      </dl>
      <a className="cart-lettering__download" href={lettering.cut_file_url} download>
        Download cut file (SVG)
      </a>
    </div>
  );
}
