/**
 * The extra header of /vinyl-lettering-designer (spec 001 §2): what the tool does, above the
 * Vinyl Lettering page it opens.
 */
import './designer-header.css';

/** `typefaces`: how many the picker offers (the list itself loads with the designer). */
export function DesignerHeader({ typefaces }: { typefaces: number }) {
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
