/**
 * A cart line's lettering (issue 17 item 8): the text as typed, its typeface and colour by name,
 * its size, a small true-proportion preview drawn from the cut file's outlines, and the cut file
 * to download.
 */
import type { CartLine } from '@shop/domain/cart-contract';
import { LetteringFacts, LetteringOutlinePreview } from '~/ui/lettering-facts';
import './cart-lettering.css';

export type CartLettering = NonNullable<CartLine['lettering']>;

export function CartLetteringDetails({
  lineId,
  lettering,
}: {
  lineId: number;
  lettering: CartLettering;
}) {
  return (
    <div className="cart-lettering" data-testid="cart-lettering">
      <LetteringOutlinePreview lettering={lettering} paintId={`lettering-paint-${lineId}`} />
      <LetteringFacts lettering={lettering} swatchId={`lettering-swatch-${lineId}`} />
      {lettering.preview ? (
        <a className="cart-lettering__download" href={lettering.cut_file_url} download>
          Download cut file (SVG)
        </a>
      ) : (
        // No preview means the shop cannot draw the design (its typeface is no longer offered):
        // the cut file could not be drawn either, so no link that would fail.
        <p className="cart-lettering__unavailable">
          The cut file is not available: this typeface is no longer offered. We will contact you
          about this line.
        </p>
      )}
    </div>
  );
}
