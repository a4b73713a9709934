import { formatCount } from '@shop/domain/configuration-summary';
import type {
  ConfiguratorChange,
  ConfiguratorState,
} from '@shop/domain/rules/configurator-cascade';
import {
  CUSTOM_QUANTITY_FIELD,
  dropdownQuantities,
  INPUT_THE_NUMBER_LABEL,
  selectCustomQuantity,
  selectPresetQuantity,
  visiblePresetButtons,
} from '@shop/domain/rules/quantity-rules';
import {
  CUSTOM_SETS_FIELD,
  CUSTOM_SETS_KINDS,
  customSetsMessage,
  setsControlView,
  SETS_INPUT_OPTION_LABEL,
  SETS_PRESETS,
  SETS_TOOLTIP,
  selectSets,
} from '@shop/domain/rules/sets-rules';
import { useId, useState } from 'react';
import { numberKeys } from '~/ui/number-keys';
import { QuantityTip } from './help/help-tips';

/** What every field of the quote form gets: the state and the way to change it. */
export interface FieldProps {
  state: ConfiguratorState;
  dispatch(change: ConfiguratorChange): void;
}

/** The Quantity and Number of Sets fields of the quote form (spec 000 §4-§5). */
export function QuantityField({
  state,
  dispatch,
  onTyping,
  message,
}: FieldProps & { onTyping(): void; message: string | null }) {
  const quantities = state.options.quantities;
  const id = useId();
  const buttons = visiblePresetButtons(quantities);
  const more = dropdownQuantities(quantities);
  const selection = state.quantity;
  return (
    // Named by the legend's text alone: the tip's button and text are not part of its name.
    <fieldset className="field field--quantity" aria-labelledby={`${id}-legend`}>
      <legend className="field__label-row">
        <span id={`${id}-legend`}>Quantity</span>
        <QuantityTip />
      </legend>
      <div
        className={`quantity-buttons${selection.mode === 'custom' ? ' quantity-buttons--custom' : ''}`}
      >
        {/* Native radios: arrow keys move between the presets, as in any radio group. */}
        {buttons.map((q, index) => (
          <label key={q} className="chip">
            <input
              type="radio"
              name={`${id}-preset`}
              className="visually-hidden"
              checked={selection.mode === 'preset' && selection.index === index}
              onChange={() =>
                dispatch({ field: 'quantity', quantity: selectPresetQuantity(index) })
              }
            />
            {formatCount(q)}
          </label>
        ))}
        <select
          aria-label="More quantities"
          value={
            selection.mode === 'more'
              ? String(selection.index)
              : selection.mode === 'custom'
                ? 'custom'
                : ''
          }
          onChange={(event) =>
            dispatch({
              field: 'quantity',
              quantity:
                event.target.value === 'custom'
                  ? selectCustomQuantity('')
                  : selectPresetQuantity(Number(event.target.value)),
            })
          }
        >
          <option value="" disabled>
            More
          </option>
          {more.map((q, i) => (
            <option key={q} value={buttons.length + i}>
              {formatCount(q)}
            </option>
          ))}
          <option value="custom">{INPUT_THE_NUMBER_LABEL}</option>
        </select>
      </div>
      {selection.mode === 'custom' ? (
        <>
          <label htmlFor={id} className="visually-hidden">
            Custom quantity
          </label>
          <input
            id={id}
            inputMode="numeric"
            placeholder={INPUT_THE_NUMBER_LABEL}
            // It appears because the visitor asked to type a number: take them there.
            autoFocus
            value={selection.typed}
            aria-invalid={message !== null}
            aria-describedby={`${id}-msg`}
            onKeyDown={numberKeys(CUSTOM_QUANTITY_FIELD)}
            onChange={(event) => {
              onTyping();
              dispatch({ field: 'quantity', quantity: selectCustomQuantity(event.target.value) });
            }}
          />
        </>
      ) : null}
      <p id={`${id}-msg`} className="field__message" aria-live="polite">
        {message}
      </p>
    </fieldset>
  );
}

export function SetsField({ state, dispatch }: FieldProps) {
  const id = useId();
  const view = setsControlView(state.sets);
  const message = customSetsMessage(state.sets);
  const custom = view.listed === null;
  return (
    <div className="field">
      <div className="field__label-row">
        <label htmlFor={id}>Number of Sets</label>
        <Tooltip id={`${id}-tip`} label="What are sets?">
          {SETS_TOOLTIP}
        </Tooltip>
      </div>
      <select
        id={id}
        aria-describedby={`${id}-tip`}
        value={view.listed ?? 'custom'}
        onChange={(event) =>
          dispatch({
            field: 'sets',
            sets:
              event.target.value === 'custom'
                ? selectSets(CUSTOM_SETS_KINDS)
                : selectSets(Number(event.target.value)),
          })
        }
      >
        {SETS_PRESETS.map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
        <option value="custom">{SETS_INPUT_OPTION_LABEL}</option>
      </select>
      {custom ? (
        <input
          aria-label="Custom number of sets"
          inputMode="numeric"
          value={view.typed}
          aria-invalid={message !== null}
          aria-describedby={`${id}-msg`}
          onKeyDown={numberKeys(CUSTOM_SETS_FIELD)}
          onChange={(event) =>
            dispatch({ field: 'sets', sets: selectSets(CUSTOM_SETS_KINDS, event.target.value) })
          }
        />
      ) : null}
      <p id={`${id}-msg`} className="field__message" aria-live="polite">
        {message}
      </p>
    </div>
  );
}

/** A "?" button that shows its text on hover or focus; Escape hides it (WCAG 1.4.13). */
function Tooltip({ id, label, children }: { id: string; label: string; children: string }) {
  const [dismissed, setDismissed] = useState(false);
  return (
    <span className={dismissed ? 'tooltip tooltip--dismissed' : 'tooltip'}>
      <button
        type="button"
        className="tooltip__trigger"
        aria-label={label}
        aria-describedby={id}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setDismissed(true);
        }}
        onBlur={() => setDismissed(false)}
        onMouseLeave={() => setDismissed(false)}
      >
        ?
      </button>
      <span role="tooltip" id={id} className="tooltip__bubble">
        {children}
      </span>
    </span>
  );
}
