/**
 * The typeface picker (issue 17 item 2): about 80 faces, each name set in its own face. A face's
 * file loads when its name scrolls into view in the open list, or when it is chosen; the page
 * never ships the 80 files up front.
 */
import { TYPEFACES, type Typeface, type TypefaceCategory } from '@shop/domain/lettering/typefaces';
import { useEffect, useId, useRef, useState } from 'react';
import { loadFontFace, typefaceFamily } from '~/lib/typefaces';

const CATEGORY_NAMES: Record<TypefaceCategory, string> = {
  'sans-serif': 'Sans serif',
  serif: 'Serif',
  script: 'Script',
  display: 'Display',
};
const CATEGORIES = Object.keys(CATEGORY_NAMES) as TypefaceCategory[];

/** The face's name in the face (once loaded; the page's font until then). */
function faceStyle(typeface: Typeface) {
  return { fontFamily: `${typefaceFamily(typeface)}, var(--font-body, sans-serif)` };
}

export function TypefacePicker({
  chosen,
  loading,
  onChoose,
}: {
  chosen: Typeface;
  /** The face being loaded after a choice, if any. */
  loading: boolean;
  onChoose(typeface: Typeface): void;
}) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const list = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    loadFontFace(chosen).catch(() => undefined);
  }, [chosen]);

  // Faces load as their names come into view in the open list.
  useEffect(() => {
    const root = list.current;
    if (!open || !root) return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          const typeface = TYPEFACES.find(
            (t) => t.id === (entry.target as HTMLElement).dataset.face,
          );
          if (typeface) loadFontFace(typeface).catch(() => undefined);
          observer.unobserve(entry.target);
        }
      },
      { root, rootMargin: '120px 0px' },
    );
    root.querySelectorAll('[data-face]').forEach((option) => observer.observe(option));
    // The chosen face starts in the middle of the list (the list scrolls, never the page).
    const chosenOption = root.querySelector<HTMLElement>('label:has(input:checked)');
    if (chosenOption) {
      const offset = chosenOption.getBoundingClientRect().top - root.getBoundingClientRect().top;
      root.scrollTop += offset - (root.clientHeight - chosenOption.clientHeight) / 2;
    }
    return () => observer.disconnect();
  }, [open]);

  return (
    <div className="typeface-picker">
      <span className="designer__label" id={`${listId}-label`}>
        Typeface
      </span>
      <button
        ref={toggle}
        type="button"
        className="typeface-picker__toggle"
        aria-expanded={open}
        aria-controls={listId}
        aria-describedby={`${listId}-label`}
        onClick={() => setOpen((isOpen) => !isOpen)}
      >
        <span style={faceStyle(chosen)}>{chosen.family}</span>
        {loading ? <span className="typeface-picker__loading"> (loading…)</span> : null}
      </button>
      <div ref={list} id={listId} className="typeface-picker__list" hidden={!open}>
        {CATEGORIES.map((category) => (
          <fieldset key={category} className="typeface-picker__category">
            <legend>{CATEGORY_NAMES[category]} typefaces</legend>
            {TYPEFACES.filter((t) => t.category === category).map((typeface) => (
              <label key={typeface.id} className="typeface-picker__option" data-face={typeface.id}>
                <input
                  type="radio"
                  name={listId}
                  value={typeface.id}
                  checked={typeface.id === chosen.id}
                  onChange={() => onChoose(typeface)}
                  onKeyDown={(event) => {
                    // Enter or Escape closes the list on the chosen face.
                    if (event.key === 'Enter' || event.key === 'Escape') {
                      event.preventDefault();
                      setOpen(false);
                      toggle.current?.focus();
                    }
                  }}
                />
                <span style={faceStyle(typeface)}>{typeface.family}</span>
              </label>
            ))}
          </fieldset>
        ))}
      </div>
    </div>
  );
}
