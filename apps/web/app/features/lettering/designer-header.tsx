/**
 * The extra header of /vinyl-lettering-designer (spec 001 §2): what the tool does, above the
 * Vinyl Lettering page it opens; with `?product=transfer-decals` its Transfer Decals variant,
 * above the Transfer Decals page (the customer's own artwork: no creation tool there).
 */
import type { DesignerPageVariant } from '@shop/domain/lettering/lettering-constants';
import './designer-header.css';

/** `typefaces`: how many the picker offers (the list itself loads with the designer). */
export function DesignerHeader({
  variant,
  typefaces,
}: {
  variant: DesignerPageVariant;
  typefaces: number;
}) {
  if (variant === 'transfer-decals') {
    return (
      <header className="designer-header" data-variant="transfer-decals">
        <h2 className="designer-header__title">Transfer Decals</h2>
        <p className="designer-header__lead">
          Your own artwork as a decal that goes on in one piece: send your logo or design, choose
          the size you need in inches and see the price and dispatch date as you choose. Every decal
          arrives on transfer tape: peel the backing, squeegee it on and lift the tape away.
        </p>
        <ul className="designer-header__points">
          <li>Your artwork, full colour</li>
          <li>Any size in inches</li>
          <li>Real-time price</li>
          <li>Supplied on transfer tape</li>
        </ul>
      </header>
    );
  }
  return (
    <header className="designer-header">
      <h2 className="designer-header__title">Vinyl Lettering Designer</h2>
      <p className="designer-header__lead">
        Type your words and see them cut in vinyl as you type: custom letters in {typefaces} fonts,
        any size you need and the shop&apos;s vinyl colors, metallics included, with a real-time
        preview of the exact size and price. Your letters arrive cut, weeded and spaced on transfer
        tape, ready to apply.
      </p>
      <ul className="designer-header__points">
        <li>{typefaces} fonts</li>
        <li>Exact size in inches</li>
        <li>Solid and metallic colors</li>
        <li>Real-time preview</li>
        <li>Pre-spaced on transfer tape</li>
      </ul>
    </header>
  );
}
