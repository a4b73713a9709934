import { configuratorSizeCheck } from '@shop/domain/rules/configurator-checks';
import { filterCountInput } from '@shop/domain/rules/cut-count-rules';
import {
  filterDimensionInput,
  QUOTE_PAGE_DIMENSION_MAX_LENGTH,
  SPECIAL_SIZE_QUOTE,
} from '@shop/domain/rules/size-rules';
import { useId, useState, type ReactNode, type RefObject } from 'react';
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
    if (Number(text.width) !== config.widthIn || Number(text.height) !== config.heightIn) {
      setText({ width: String(config.widthIn || ''), height: String(config.heightIn || '') });
    }
  }
  const readOnly = state.view.sizeReadOnly;
  // Only the missing side is marked; a size out of range marks both.
  const check = configuratorSizeCheck(state);
  const invalidSides =
    message === null
      ? []
      : check.status === 'missing' && check.field !== 'both'
        ? [check.field]
        : ['width', 'height'];
  const type = (side: 'width' | 'height', value: string) => {
    const filtered = filterDimensionInput(value, QUOTE_PAGE_DIMENSION_MAX_LENGTH);
    const next = { ...text, [side]: filtered };
    setText(next);
    onTyping();
    dispatch({
      field: 'size',
      widthIn: Number(next.width) || 0,
      heightIn: Number(next.height) || 0,
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
          maxLength={QUOTE_PAGE_DIMENSION_MAX_LENGTH}
          aria-invalid={invalidSides.includes('width')}
          aria-describedby={`${id}-msg`}
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
          maxLength={QUOTE_PAGE_DIMENSION_MAX_LENGTH}
          aria-invalid={invalidSides.includes('height')}
          aria-describedby={`${id}-msg`}
          onChange={(e) => type('height', e.target.value)}
        />
      </div>
      <p id={`${id}-msg`} className="field__message" aria-live="polite">
        {message}
        {onRequestQuote ? (
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
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        inputMode="numeric"
        maxLength={6}
        value={value ?? ''}
        aria-invalid={message !== null}
        aria-describedby={`${id}-msg`}
        onChange={(event) => {
          const text = filterCountInput(event.target.value);
          onChange(text === '' ? null : Number(text));
        }}
      />
      <p id={`${id}-msg`} className="field__message" aria-live="polite">
        {message}
      </p>
    </div>
  );
}
