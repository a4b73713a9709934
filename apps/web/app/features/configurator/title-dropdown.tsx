import { useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useHydrated } from '~/ui/use-hydrated';

/**
 * The featured pages (spec 000 §2). A pick with the mouse opens the page at once; arrow keys only
 * move the choice, so a keyboard user is not sent away on the first key: Enter or Go opens it.
 */
export function TitleDropdown({
  pages,
  current,
}: {
  pages: Array<{ name: string; urlSlug: string; items: Array<{ name: string; urlSlug: string }> }>;
  current: { urlSlug: string; categorySlug: string };
}) {
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const id = useId();
  const here = `${current.categorySlug}/${current.urlSlug}`;
  const [choice, setChoice] = useState(here);
  const fromKeyboard = useRef(false);
  const open = (page: string) => {
    if (page !== here) void navigate(`/${page}?featured=1`);
  };
  return (
    <form
      className="field field--inline configurator__pages"
      onSubmit={(event) => {
        event.preventDefault();
        open(choice);
      }}
    >
      <label htmlFor={id}>Product page</label>
      <select
        id={id}
        value={choice}
        disabled={!hydrated}
        onPointerDown={() => {
          fromKeyboard.current = false;
        }}
        onKeyDown={(event) => {
          fromKeyboard.current = true;
          if (event.key === 'Enter') {
            event.preventDefault();
            open(choice);
          }
        }}
        onChange={(event) => {
          setChoice(event.target.value);
          if (!fromKeyboard.current) open(event.target.value);
        }}
      >
        {pages.map((group) => (
          <optgroup key={group.urlSlug} label={group.name}>
            {group.items.map((item) => (
              <option key={item.urlSlug} value={`${group.urlSlug}/${item.urlSlug}`}>
                {item.name}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      {choice !== here ? (
        <button type="submit" className="button button--small">
          Go
        </button>
      ) : null}
    </form>
  );
}
