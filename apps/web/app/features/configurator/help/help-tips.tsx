import { INSTALL_READY_EXPLANATIONS } from '@shop/domain/product-content/lettering-notes';
import { INPUT_THE_NUMBER_LABEL } from '@shop/domain/rules/quantity-rules';
import { Toggletip } from '~/ui/toggletip';

/**
 * The quote form's tips (spec 001 §2 "Quantity tip and classic-paper tip popups", and the
 * lettering install-ready explanations): short enough to come with the page, opened by the
 * visitor beside the field they explain.
 */

/** Beside Quantity on every quote form: tiers, a typed quantity, and sets. */
export function QuantityTip() {
  return (
    <Toggletip label="About quantities">
      <span className="toggletip__line">
        <strong>Tiers:</strong> the more you order, the less each piece costs. The price list shows
        every tier&apos;s total and price per piece.
      </span>
      <span className="toggletip__line">
        <strong>Another number:</strong> choose &ldquo;{INPUT_THE_NUMBER_LABEL}&rdquo; under More
        and type it. It is priced between the tiers around it; above the largest tier, we quote.
      </span>
      <span className="toggletip__line">
        <strong>Several designs?</strong> Keep the quantity per design and choose how many designs
        under Number of Sets.
      </span>
    </Toggletip>
  );
}

/** Beside the product (or its material) when Classic Paper Stickers are chosen. */
export function ClassicPaperTip() {
  return (
    <Toggletip label="About classic paper">
      <span className="toggletip__line">
        <strong>Uncoated paper:</strong> write on it with a ballpoint pen, pencil or marker, or
        stamp it: good for price tags, jar labels and seals.
      </span>
      <span className="toggletip__line">
        It is not waterproof: keep it indoors and dry. For outdoors or the fridge, choose a vinyl
        sticker.
      </span>
    </Toggletip>
  );
}

/** Beside Install Ready on the vinyl-lettering form (spec 001 §2 "Lettering install-ready"). */
export function InstallReadyTip() {
  return (
    <Toggletip label="About install-ready lettering">
      <span className="toggletip__line">
        <strong>Yes:</strong> {INSTALL_READY_EXPLANATIONS.yes}
      </span>
      <span className="toggletip__line">
        <strong>No:</strong> {INSTALL_READY_EXPLANATIONS.no}
      </span>
    </Toggletip>
  );
}
