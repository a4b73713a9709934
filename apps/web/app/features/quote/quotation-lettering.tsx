/**
 * The design a quotation's items were priced with (issue 17 item 8): its outline preview and its
 * facts, as the cart shows them (no cut file: a quotation is not an order).
 */
import type { LetteringView } from '@shop/domain/cart-contract';
import { LetteringFacts, LetteringOutlinePreview } from '~/ui/lettering-facts';

export function QuotationLettering({
  lettering,
  headingId,
  paintId,
}: {
  lettering: LetteringView;
  headingId: string;
  /** Unique in the page: names the preview's and the swatch's paints. */
  paintId: string;
}) {
  return (
    <section
      className="quotation__lettering"
      aria-labelledby={headingId}
      data-testid="quotation-lettering"
    >
      <h3 id={headingId}>Lettering</h3>
      <LetteringOutlinePreview lettering={lettering} paintId={`${paintId}-paint`} />
      <LetteringFacts lettering={lettering} swatchId={`${paintId}-swatch`} />
    </section>
  );
}
