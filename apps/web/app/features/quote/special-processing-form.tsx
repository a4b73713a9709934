import { formatCount } from '@shop/domain/configuration-summary';
import { SPECIAL_PROCESSING_NUMERIC_FIELDS as NUMERIC } from '@shop/domain/rules/special-processing-verdict';
import { NAME_MAX_LENGTH } from '@shop/domain/accounts';
import {
  useId,
  type ClipboardEvent,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { FormAlert } from '~/ui/form-message';
import { numberKeys } from '~/ui/number-keys';
import { AttachmentsField } from './attachments-field';
import type { SpecialProcessingRequest } from './use-special-processing-request';

/** Enter in a text field does not send the form: only Send Quote does. */
function preventImplicitSubmit(event: KeyboardEvent<HTMLFormElement>) {
  if (event.key === 'Enter' && event.target instanceof HTMLInputElement) event.preventDefault();
}

/** Spec 001 §5: sizes are typed, never pasted. */
const blockPaste = (event: ClipboardEvent<HTMLInputElement>) => event.preventDefault();

/**
 * The Special Processing form (spec 001 §2 "Special Processing modal", §4 cascade, §5): the
 * person, the product's choices in the spec's order, the special processes with their
 * sub-options, remarks, files and Send Quote. Every list and flag comes from the domain's state;
 * this only shows it and reports changes.
 */
export function SpecialProcessingForm({
  request,
  formRef,
  note,
}: {
  request: SpecialProcessingRequest;
  formRef: RefObject<HTMLFormElement | null>;
  /** A line above the form (the embossed-paper link's "mention Single Color Printing"). */
  note: string | null;
}) {
  const { state, change, problems, person } = request;
  const { values, options, view } = state;
  const id = useId();
  const firstEnabledOption = options.specialProcessing.find((entry) => !entry.disabled)?.option;

  return (
    <form
      ref={formRef}
      className="sp-form"
      noValidate
      onSubmit={request.onSubmit}
      onKeyDown={preventImplicitSubmit}
    >
      {note ? <p className="sp-form__note">{note}</p> : null}
      <fieldset className="sp-form__group">
        <legend>Your details</legend>
        <div className="sp-form__pair">
          <Text
            label="First Name"
            field="firstname"
            value={person.firstname}
            autoComplete="given-name"
            maxLength={NAME_MAX_LENGTH}
            readOnly={request.emailReadOnly}
            error={problems.firstname}
            onChange={(text) => request.setPerson('firstname', text)}
          />
          <Text
            label="Last Name"
            field="lastname"
            value={person.lastname}
            autoComplete="family-name"
            maxLength={NAME_MAX_LENGTH}
            readOnly={request.emailReadOnly}
            error={problems.lastname}
            onChange={(text) => request.setPerson('lastname', text)}
          />
        </div>
        <Text
          label="Email Address"
          field="email_address"
          type="email"
          value={person.email_address}
          autoComplete="email"
          readOnly={request.emailReadOnly}
          hint={request.emailReadOnly ? 'The request is sent as your account.' : undefined}
          error={problems.email_address}
          onChange={(text) => request.setPerson('email_address', text)}
        />
      </fieldset>

      <fieldset className="sp-form__group">
        <legend>Your product</legend>
        <Choice
          label="Product"
          field="product_id"
          value={values.productId}
          options={options.products}
          error={problems.product_id}
          onChange={(productId) => change({ field: 'product', productId })}
        />
        {/* Cards have no cutting: no empty select to puzzle over. */}
        {options.cuttings.length > 0 ? (
          <Choice
            label="Supply"
            field="cutting_id"
            value={values.cuttingId}
            options={options.cuttings.map(({ option, disabled }) => ({ ...option, disabled }))}
            error={problems.cutting_id}
            onChange={(cuttingId) => change({ field: 'cutting', cuttingId })}
          />
        ) : null}
        {options.shapes.length > 0 ? (
          <Choice
            label="Shape"
            field="shape_id"
            value={values.shapeId}
            options={options.shapes}
            error={problems.shape_id}
            onChange={(shapeId) => change({ field: 'shape', shapeId })}
          />
        ) : null}
        {options.orientations.length > 0 ? (
          <Choice
            label="Orientation"
            field="orientation_id"
            value={values.orientationId}
            options={options.orientations}
            error={problems.orientation_id}
            onChange={(orientationId) => change({ field: 'orientation', orientationId })}
          />
        ) : null}
        {view.cutPerShapeRequired ? (
          <Text
            label="Number of Cuts"
            field="cut_per_shape"
            value={values.cutPerShape}
            inputMode="numeric"
            onKeyDown={numberKeys(NUMERIC.cut_per_shape)}
            error={problems.cut_per_shape}
            onChange={(text) => change({ field: 'cutPerShape', text })}
          />
        ) : null}
        {view.eaRequired ? (
          <Text
            label="Stickers/Sheet"
            field="ea"
            value={values.ea}
            inputMode="numeric"
            onKeyDown={numberKeys(NUMERIC.ea)}
            error={problems.ea}
            onChange={(text) => change({ field: 'ea', text })}
          />
        ) : null}
        {options.finishings.length > 0 ? (
          <Choice
            label={view.finishingLabel}
            field="finishing_id"
            value={values.finishingId}
            options={options.finishings}
            error={problems.finishing_id}
            onChange={(finishingId) => change({ field: 'finishing', finishingId })}
          />
        ) : null}
        {options.premiumProcessing.length > 0 ? (
          <Choice
            label="Premium Processing"
            field="premium_processing_id"
            value={values.premiumProcessingId}
            options={options.premiumProcessing}
            error={problems.premium_processing_id}
            onChange={(premiumProcessingId) =>
              change({ field: 'premiumProcessing', premiumProcessingId })
            }
          />
        ) : null}
        {options.premiumCoating.length > 0 ? (
          <Choice
            label="Premium Coating"
            field="premium_coating_id"
            value={values.premiumCoatingId}
            options={options.premiumCoating}
            onClear={
              view.premiumCoatingForced
                ? undefined
                : () => change({ field: 'premiumCoating', premiumCoatingId: null })
            }
            error={problems.premium_coating_id}
            onChange={(premiumCoatingId) => change({ field: 'premiumCoating', premiumCoatingId })}
          />
        ) : null}
        {options.adhesives.length > 0 ? (
          <Choice
            label="Adhesive"
            field="adhesive_id"
            value={values.adhesiveId}
            options={options.adhesives}
            error={problems.adhesive_id}
            onChange={(adhesiveId) => change({ field: 'adhesive', adhesiveId })}
          />
        ) : null}
        {options.colors.length > 0 ? (
          <Choice
            label="Color"
            field="color_id"
            value={values.colorId}
            options={options.colors}
            error={problems.color_id}
            onChange={(colorId) => change({ field: 'color', colorId })}
          />
        ) : null}
        {view.sizeMode === 'fixed' ? (
          <Choice
            label={view.sizeLabel}
            field="size_id"
            value={values.sizeId}
            options={options.fixedSizes}
            error={request.sizeMessage ?? problems.size_id}
            onChange={(sizeId) => change({ field: 'fixedSize', sizeId })}
          />
        ) : (
          <fieldset className="sp-form__size" aria-describedby={`${id}-size-message`}>
            <legend>{view.sizeLabel === 'Sheet Size' ? 'Sheet Size (in)' : view.sizeLabel}</legend>
            <div className="sp-form__size-inputs">
              <SizeInput
                label="Width"
                field="width"
                value={values.width}
                invalid={Boolean(request.sizeMessage ?? problems.width)}
                describedBy={`${id}-size-message`}
                onChange={(width) => change({ field: 'size', width, height: values.height })}
              />
              <span aria-hidden="true">×</span>
              <SizeInput
                label="Height"
                field="height"
                value={values.height}
                invalid={Boolean(request.sizeMessage ?? problems.height)}
                describedBy={`${id}-size-message`}
                onChange={(height) => change({ field: 'size', width: values.width, height })}
              />
            </div>
            <p className="field__message" id={`${id}-size-message`} aria-live="polite">
              {request.sizeMessage ?? problems.width ?? problems.height}
            </p>
          </fieldset>
        )}
        {options.quantities.length > 0 ? (
          <Choice
            label="Quantity"
            field="quantity"
            value={values.quantity}
            options={options.quantities.map((quantity) => ({
              id: quantity,
              name: formatCount(quantity),
            }))}
            error={problems.quantity}
            onChange={(quantity) => change({ field: 'quantity', quantity })}
          />
        ) : null}
      </fieldset>

      <fieldset className="sp-form__group sp-form__options" aria-describedby={`${id}-options`}>
        <legend>
          Special Processing <span className="sp-form__required">(required)</span>
        </legend>
        {options.specialProcessing.map(({ option, disabled }) => {
          const ticked = values.selection.optionIds.includes(option.id);
          return (
            <div key={option.id} className="sp-form__option">
              <label className="sp-form__check">
                <input
                  type="checkbox"
                  // "Please select a special processing option." puts the focus on the first
                  // option that can be ticked.
                  data-field={option === firstEnabledOption ? 'addons' : undefined}
                  checked={ticked}
                  disabled={disabled}
                  onChange={() => change({ field: 'option', optionId: option.id })}
                />
                <span>
                  {option.name}
                  {disabled ? (
                    <span className="sp-form__unavailable"> (not available for this choice)</span>
                  ) : null}
                </span>
              </label>
              {option.description ? (
                <p className="sp-form__option-text">{option.description}</p>
              ) : null}
              {ticked && option.items.length > 0 ? (
                <fieldset className="sp-form__subitems">
                  <legend className="visually-hidden">{option.name} options</legend>
                  {option.items.map((item) => (
                    <label key={item.id} className="sp-form__check">
                      <input
                        type="checkbox"
                        checked={values.selection.subItemIds.includes(item.id)}
                        disabled={options.disabledSubItemIds.includes(item.id)}
                        onChange={() =>
                          change({ field: 'subItem', optionId: option.id, itemId: item.id })
                        }
                      />
                      <span>{item.name}</span>
                    </label>
                  ))}
                </fieldset>
              ) : null}
            </div>
          );
        })}
        <p className="field__message" id={`${id}-options`} aria-live="polite">
          {problems.addons}
        </p>
      </fieldset>

      <div className="field">
        <label htmlFor={`${id}-comment`}>Remarks</label>
        <textarea
          id={`${id}-comment`}
          data-field="comment"
          rows={4}
          maxLength={4000}
          placeholder="If you have any other requests, please fill them out here..."
          value={request.comment}
          aria-invalid={problems.comment ? true : undefined}
          aria-describedby={`${id}-comment-message`}
          onChange={(event) => request.setComment(event.target.value)}
        />
        <p className="field__message" id={`${id}-comment-message`} aria-live="polite">
          {problems.comment}
        </p>
      </div>

      <AttachmentsField
        files={request.files}
        onChange={request.setFiles}
        error={problems.attachments}
      />

      <FormAlert>{request.formError}</FormAlert>
      <button
        type="submit"
        className="button button--primary button--wide"
        disabled={!request.canSend}
        aria-busy={request.sending || undefined}
        aria-describedby={`${id}-send-hint`}
      >
        {request.sending ? 'Sending…' : 'Send Quote'}
      </button>
      <p className="sp-form__send-hint" id={`${id}-send-hint`}>
        {request.sending ? null : request.sendHint}
      </p>
    </form>
  );
}

interface TextProps {
  label: string;
  field: string;
  value: string;
  error?: string;
  hint?: ReactNode;
  type?: 'text' | 'email';
  inputMode?: 'numeric' | 'decimal';
  autoComplete?: string;
  maxLength?: number;
  readOnly?: boolean;
  /** A numeric input's keystroke filter (numberKeys). */
  onKeyDown?(event: KeyboardEvent<HTMLInputElement>): void;
  onChange(text: string): void;
}

function Text({ label, field, error, hint, onChange, type = 'text', ...input }: TextProps) {
  const id = useId();
  const describedBy = hint ? `${id}-hint ${id}-message` : `${id}-message`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={type}
        data-field={field}
        aria-required="true"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
        {...input}
      />
      {hint ? (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      <p className="field__message" id={`${id}-message`} aria-live="polite">
        {error}
      </p>
    </div>
  );
}

function SizeInput({
  label,
  field,
  value,
  invalid,
  describedBy,
  onChange,
}: {
  label: string;
  field: 'width' | 'height';
  value: string;
  invalid: boolean;
  /** The size's message, read with each side. */
  describedBy: string;
  onChange(text: string): void;
}) {
  const id = useId();
  return (
    <span className="sp-form__size-input">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        data-field={field}
        aria-required="true"
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        value={value}
        onPaste={blockPaste}
        onKeyDown={numberKeys(NUMERIC[field])}
        onChange={(event) => onChange(event.target.value)}
      />
    </span>
  );
}

interface ChoiceProps {
  label: string;
  field: string;
  value: number | null;
  options: readonly { id: number; name: string; disabled?: boolean }[];
  error?: string | null;
  onChange(id: number): void;
  /** Set for a select that may be left unset: its first choice is None. */
  onClear?(): void;
}

function Choice({ label, field, value, options, error, onChange, onClear }: ChoiceProps) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        data-field={field}
        value={value ?? ''}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-message`}
        onChange={(event) => {
          if (event.target.value === '') onClear?.();
          else onChange(Number(event.target.value));
        }}
      >
        {onClear ? <option value="">None</option> : null}
        {options.map((option) => (
          <option key={option.id} value={option.id} disabled={option.disabled}>
            {option.name}
          </option>
        ))}
      </select>
      <p className="field__message" id={`${id}-message`} aria-live="polite">
        {error}
      </p>
    </div>
  );
}
