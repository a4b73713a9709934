/**
 * A compare card's lettering design (issue 17 item 8): the quote data's `lettering` block as the
 * cart and the quotation show theirs (text, typeface, colour with a swatch, size), with a small
 * preview of the text set in its own typeface and painted in its colour. The entry keeps the
 * design, not its outlines: drawing them would load fontkit into the panel, so the preview is
 * the face itself, which the browser fetches once (lib/typefaces.ts).
 */
import type { QuotePayload } from '@shop/domain/cart-contract';
import { letteringColourById, type LetteringColour } from '@shop/domain/lettering/colours';
import { typefaceById } from '@shop/domain/lettering/typefaces';
import { useEffect, type CSSProperties } from 'react';
import { loadFontFace, typefaceFamily } from '~/lib/typefaces';
import { LetteringFacts, previewLabel } from '~/ui/lettering-facts';
import { paintBackground } from '~/ui/lettering-paint';

export type LetteringOrder = NonNullable<QuotePayload['lettering']>;

/** The text's paint: a flat colour, or a gradient or bands clipped to the letters. */
function textPaint(colour: LetteringColour | undefined): CSSProperties {
  if (!colour) return {};
  const { paint } = colour;
  if (paint.kind === 'solid') {
    // White vinyl on a light box: a hairline keeps the letters visible, as in the cart.
    return colour.id === 'white'
      ? { color: paint.hex, WebkitTextStroke: '0.6px #8a8f98' }
      : { color: paint.hex };
  }
  return {
    backgroundImage: paintBackground(paint),
    WebkitBackgroundClip: 'text',
    backgroundClip: 'text',
    color: 'transparent',
  };
}

export function CompareLettering({
  lettering,
  entryKey,
}: {
  lettering: LetteringOrder;
  /** The entry's key, unique in the page: it names the swatch's paint. */
  entryKey: string;
}) {
  const typeface = typefaceById(lettering.selected_font);
  const colour = letteringColourById(lettering.selected_color);
  useEffect(() => {
    // Until (or unless) the face loads, the text shows in the fallback; the facts name the face.
    if (typeface) loadFontFace(typeface).catch(() => {});
  }, [typeface]);

  const style: CSSProperties = {
    fontFamily: typeface ? `"${typefaceFamily(typeface)}", sans-serif` : undefined,
    fontWeight: typeface?.weight,
    textAlign: lettering.alignment,
    ...textPaint(colour),
  };
  return (
    <div className="compare-lettering" data-testid="compare-lettering">
      <div
        className="compare-lettering__preview"
        role="img"
        aria-label={previewLabel(lettering.lines)}
      >
        <span
          className="compare-lettering__text"
          style={style}
          data-testid="compare-lettering-text"
        >
          {lettering.lines.join('\n')}
        </span>
      </div>
      <LetteringFacts
        lettering={{
          ...lettering,
          font_name: typeface?.family ?? lettering.selected_font,
          color_name: colour?.name ?? lettering.selected_color,
        }}
        swatchId={`${entryKey}-swatch`}
      />
    </div>
  );
}
