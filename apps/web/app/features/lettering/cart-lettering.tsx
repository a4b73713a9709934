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
      <a className="cart-lettering__download" href={lettering.cut_file_url} download>
        Download cut file (SVG)
      </a>
    </div>
  );
}
