import { configuratorSizeCheck } from '@shop/domain/rules/configurator-checks';
import { numericRefusal, numericValue } from '@shop/domain/numeric-input';
import { CUTS_FIELD } from '@shop/domain/rules/cut-count-rules';
import {
  dimensionField,
  QUOTE_PAGE_DIMENSION_MAX_LENGTH,
  SPECIAL_SIZE_QUOTE,
} from '@shop/domain/rules/size-rules';
import { useId, useState, type ReactNode, type RefObject } from 'react';
import { numberKeys } from '~/ui/number-keys';
import type { FieldProps } from './quantity-fields';

// The quote form's option fields: a select, the size with its presets and message, a count.

interface SelectFieldProps {
  label: string;
  value: number | null;
  options: Array<{ id: number; name: string; disabled?: boolean }>;
  onChange(id: number): void;
  /** A tip or help button beside the label. */
  help?: ReactNode;
}

export function SelectField({ label, value, options, onChange, help }: SelectFieldProps) {
  const id = useId();
  return (
    <div className="field">
      {help ? (
        <div className="field__label-row">
          <label htmlFor={id}>{label}</label>
          {help}
        </div>
      ) : (
        <label htmlFor={id}>{label}</label>
      )}
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {options.map((option) => (
          <option key={option.id} value={option.id} disabled={option.disabled}>
            {option.name}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Spec 000 §5, 001 §5: the quote page's and price tab's width and height inputs. */
const SIZE_FIELDS = {
  width: dimensionField('width', QUOTE_PAGE_DIMENSION_MAX_LENGTH),
  height: dimensionField('height', QUOTE_PAGE_DIMENSION_MAX_LENGTH),
} as const;

/** A side's inches as its input reads them (0: not entered, or not one number). */
const inchesOf = (side: 'width' | 'height', text: string) =>
  numericValue(SIZE_FIELDS[side], text) ?? 0;

interface SizeFieldProps extends FieldProps {
  onTyping(): void;
  message: string | null;
  /** Set for a special size: the message's link asks for a quotation (spec 000 §5, 001 §5). */
  onRequestQuote: (() => void) | null;
  widthRef: RefObject<HTMLInputElement | null>;
  heightRef: RefObject<HTMLInputElement | null>;
}

export function SizeField({
  state,
  dispatch,
  onTyping,
  message,
  onRequestQuote,
  widthRef,
  heightRef,
}: SizeFieldProps) {
  const config = state.configuration;
  const id = useId();
  const [text, setText] = useState({
    width: String(config.widthIn || ''),
    height: String(config.heightIn || ''),
  });
  // A preset or a cascade can change the size from outside the inputs: show it (React's way of
  // adjusting state to a prop, during render rather than in an effect).
  const [shown, setShown] = useState({ widthIn: config.widthIn, heightIn: config.heightIn });
  if (shown.widthIn !== config.widthIn || shown.heightIn !== config.heightIn) {
    setShown({ widthIn: config.widthIn, heightIn: config.heightIn });
    if (
      inchesOf('width', text.width) !== config.widthIn ||
      inchesOf('height', text.height) !== config.heightIn
    ) {
      setText({ width: String(config.widthIn || ''), height: String(config.heightIn || '') });
    }
  }
  const readOnly = state.view.sizeReadOnly;
  // A side whose text is not one number says so, naming it (issue 27 item 1); the size counts
  // it as not entered, so nothing is priced or ordered until it is fixed.
  const refused = (['width', 'height'] as const).flatMap((side) => {
    const refusal = numericRefusal(SIZE_FIELDS[side], text[side]);
    return refusal === null ? [] : [{ side, refusal }];
  });
  // Only the missing side is marked; a size out of range marks both.
  const check = configuratorSizeCheck(state);
  const invalidSides =
    refused.length > 0
      ? refused.map((entry) => entry.side)
      : message === null
        ? []
        : check.status === 'missing' && check.field !== 'both'
          ? [check.field]
          : ['width', 'height'];
  const shownMessage =
    refused.length > 0 ? refused.map((entry) => entry.refusal).join(' ') : message;
  // Text is kept as typed, pasted or autofilled: keys are filtered as typed (numberKeys).
  const type = (side: 'width' | 'height', value: string) => {
    const next = { ...text, [side]: value };
    setText(next);
    onTyping();
    dispatch({
      field: 'size',
      widthIn: inchesOf('width', next.width),
      heightIn: inchesOf('height', next.height),
    });
  };
  return (
    <fieldset className="field field--size">
      <legend>{state.view.sizeLabel === 'Sheet Size' ? 'Sheet Size' : 'Size (in)'}</legend>
      {state.options.sizes.length > 0 ? (
        <select
          aria-label="Size presets"
          value={state.sizePresetId ?? 'custom'}
          onChange={(event) => {
            if (event.target.value !== 'custom')
              dispatch({ field: 'sizePreset', sizePresetId: Number(event.target.value) });
          }}
        >
          {state.options.sizes.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
          {readOnly ? null : <option value="custom">Custom size</option>}
        </select>
      ) : null}
      <div className="field--size__inputs">
        <label htmlFor={`${id}-w`}>Width</label>
        <input
          id={`${id}-w`}
          ref={widthRef}
          inputMode="decimal"
          value={text.width}
          readOnly={readOnly}
          aria-invalid={invalidSides.includes('width')}
          aria-describedby={`${id}-msg`}
          onKeyDown={numberKeys(SIZE_FIELDS.width)}
          onChange={(e) => type('width', e.target.value)}
        />
        <span aria-hidden="true">×</span>
        <label htmlFor={`${id}-h`}>Height</label>
        <input
          id={`${id}-h`}
          ref={heightRef}
          inputMode="decimal"
          value={text.height}
          readOnly={readOnly}
          aria-invalid={invalidSides.includes('height')}
          aria-describedby={`${id}-msg`}
          onKeyDown={numberKeys(SIZE_FIELDS.height)}
          onChange={(e) => type('height', e.target.value)}
        />
      </div>
      <p id={`${id}-msg`} className="field__message" aria-live="polite">
        {shownMessage}
        {onRequestQuote && refused.length === 0 ? (
          <>
            {state.view.sizeMessagePage === 'price-tab' ? ` ${SPECIAL_SIZE_QUOTE.hint}` : null}{' '}
            {/* It opens the quote request (or signing in first) exactly as the button does. */}
            <button type="button" className="link-button" onClick={onRequestQuote}>
              {SPECIAL_SIZE_QUOTE.link}
            </button>
          </>
        ) : null}
      </p>
    </fieldset>
  );
}

export function CountField({
  label,
  value,
  message,
  onChange,
}: {
  label: string;
  value: number | null;
  message: string | null;
  onChange(value: number | null): void;
}) {
  const id = useId();
  const [text, setText] = useState(value === null ? '' : String(value));
  // A cascade can clear the count from outside the input: show it.
  if (numericValue(CUTS_FIELD, text) !== value) setText(value === null ? '' : String(value));
  // Text that is not a whole number is kept and refused, naming the field (issue 27 item 1).
  const refusal = numericRefusal(CUTS_FIELD, text);
  const shown = refusal ?? message;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        inputMode="numeric"
        value={text}
        aria-invalid={shown !== null}
        aria-describedby={`${id}-msg`}
        onKeyDown={numberKeys(CUTS_FIELD)}
        onChange={(event) => {
          setText(event.target.value);
          onChange(numericValue(CUTS_FIELD, event.target.value));
        }}
      />
      <p id={`${id}-msg`} className="field__message" aria-live="polite">
        {shown}
      </p>
    </div>
  );
}
