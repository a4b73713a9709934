import { HOW_TO_LINKS, LETTERING_FOOTER_NOTES } from '@shop/domain/product-content/lettering-notes';
import { HowToButton } from './how-to-button';
import './lettering-notes.css';

/**
 * Under a lettering page's pictures (spec 001 §2): the links to the two how-to guides and the
 * lettering footer notes. Small, as it comes with the page; the guides load when opened.
 */
export function LetteringNotes() {
  return (
    <div className="lettering-notes">
      <ul className="lettering-notes__links">
        {HOW_TO_LINKS.map((link) => (
          <li key={link.template}>
            <HowToButton template={link.template} label={link.label} />
          </li>
        ))}
      </ul>
      <ul className="lettering-notes__notes">
        {LETTERING_FOOTER_NOTES.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
    </div>
  );
}
