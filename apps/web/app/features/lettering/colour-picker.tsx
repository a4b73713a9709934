/**
 * The colour picker (issue 17 item 2): the vinyl colours the product sells, gold, silver and
 * bronze as gradients, hologram and full colour as patterns, each a swatch painted as the
 * lettering will be.
 */
import type { LetteringColour } from '@shop/domain/lettering/colours';
import { useId } from 'react';
import { paintBackground } from '~/ui/lettering-paint';

export function ColourPicker({
  colours,
  chosen,
  onChoose,
}: {
  colours: readonly LetteringColour[];
  chosen: LetteringColour;
  onChoose(colour: LetteringColour): void;
}) {
  const name = useId();
  return (
    <fieldset className="colour-picker">
      <legend className="designer__label">
        Color: <span className="colour-picker__chosen">{chosen.name}</span>
      </legend>
      <div className="colour-picker__swatches">
        {colours.map((colour) => (
          <label key={colour.id} className="colour-picker__option" title={colour.name}>
            <input
              type="radio"
              className="visually-hidden"
              name={name}
              value={colour.id}
              checked={colour.id === chosen.id}
              onChange={() => onChoose(colour)}
            />
            <span
              className="colour-picker__swatch"
              style={{ background: paintBackground(colour.paint) }}
              aria-hidden="true"
            />
            <span className="visually-hidden">{colour.name}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
