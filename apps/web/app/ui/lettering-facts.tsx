/**
 * A lettering design's facts and its small outline preview (issue 17 item 8), shared by the
 * cart, the quotation and the compare panel: the text as typed (line breaks kept), its
 * alignment with several lines, typeface and colour by name (with a swatch) and size.
 */
import type { LetteringView } from '@shop/domain/cart-contract';
import { letteringColourById } from '@shop/domain/lettering/colours';
import { ALIGNMENT_NAMES } from '@shop/domain/lettering/lettering-summary';
import { PaintDefs, PaintedOutlines, paintFill } from './lettering-paint';
import './lettering-facts.css';

export type LetteringFactsView = Pick<
  LetteringView,
  'lines' | 'alignment' | 'font_name' | 'selected_color' | 'color_name' | 'width' | 'height'
>;

/** Path data is only commands and numbers; anything else is not drawn. */
const PATH_DATA = /^[MLQCZ][MLQCZ0-9 .-]*$/;
const PATH_DATA_MAX = 100_000;

/** The preview's outlines if every one is plain path data, else null (nothing is drawn). */
export function drawablePreview(preview: LetteringView['preview']) {
  if (!preview) return null;
  const { width_mm, height_mm, paths } = preview;
  const sized = [width_mm, height_mm].every((mm) => Number.isFinite(mm) && mm > 0);
  const plain = paths.every((d) => d.length <= PATH_DATA_MAX && PATH_DATA.test(d));
  return sized && plain && paths.length > 0 ? preview : null;
}

/** The preview's box in px: true proportions within 120 x 80. */
export function previewPixels(widthMm: number, heightMm: number) {
  const scale = Math.min(120 / widthMm, 80 / heightMm);
  return { width: Math.round(widthMm * scale), height: Math.max(1, Math.round(heightMm * scale)) };
}

/** How the preview names the design to a screen reader. */
export const previewLabel = (lines: readonly string[]) =>
  `Preview of the lettering: ${lines.join(' / ')}`;

const inches = (value: number) => value.toFixed(2);

/**
 * The outlines the API drew (cut file's paths, in mm) at true proportions within 120 x 80 px,
 * or nothing when they are not plain path data. `paintId` must be unique in the page.
 */
export function LetteringOutlinePreview({
  lettering,
  paintId,
}: {
  lettering: Pick<LetteringView, 'lines' | 'selected_color' | 'preview'>;
  paintId: string;
}) {
  const preview = drawablePreview(lettering.preview);
  if (!preview) return null;
  return (
    <svg
      className="lettering-preview"
      data-testid="lettering-preview"
      viewBox={`0 0 ${preview.width_mm} ${preview.height_mm}`}
      {...previewPixels(preview.width_mm, preview.height_mm)}
      role="img"
      aria-label={previewLabel(lettering.lines)}
    >
      <PaintedOutlines
        paths={preview.paths}
        colour={letteringColourById(lettering.selected_color)}
        paintId={paintId}
        widthMm={preview.width_mm}
      />
    </svg>
  );
}

/** The design's facts as a list; `swatchId` names the swatch's paint, unique in the page. */
export function LetteringFacts({
  lettering,
  swatchId,
}: {
  lettering: LetteringFactsView;
  swatchId: string;
}) {
  const colour = letteringColourById(lettering.selected_color);
  return (
    <dl className="lettering-facts">
      <div>
        <dt>Text</dt>
        <dd className="lettering-facts__text">{lettering.lines.join('\n')}</dd>
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
            <svg className="lettering-facts__swatch" viewBox="0 0 16 16" aria-hidden="true">
              <PaintDefs paint={colour.paint} id={swatchId} patternPeriod={8} />
              <rect
                x={0.5}
                y={0.5}
                width={15}
                height={15}
                rx={3}
                fill={paintFill(colour.paint, swatchId)}
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
  );
}
