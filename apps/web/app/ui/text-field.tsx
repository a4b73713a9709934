import { useId, type ComponentProps, type ReactNode } from 'react';

interface FieldProps {
  label: ReactNode;
  /** The field's message: set, the control is marked invalid and the message is announced. */
  error?: string;
  /** A lasting hint under the control, read with it. */
  hint?: ReactNode;
  /** Without it, a generated id. */
  id?: string;
  /** Extra classes on the field's wrapper (its layout in the form). */
  className?: string;
}

export type TextFieldProps = FieldProps & Omit<ComponentProps<'input'>, 'id' | 'className'>;
export type TextAreaFieldProps = FieldProps & Omit<ComponentProps<'textarea'>, 'id' | 'className'>;
export type SelectFieldProps = FieldProps & Omit<ComponentProps<'select'>, 'id' | 'className'>;

/**
 * A labelled text input with its hint and its message below. The message element is always
 * there, announced politely as it changes, and the control points at it (`aria-describedby`);
 * `aria-invalid` is set only while there is an error. Works with react-hook-form's `register`
 * (spread it; the ref reaches the input).
 */
export function TextField({ label, error, hint, id, className, ...input }: TextFieldProps) {
  const field = useFieldIds(id, hint !== undefined);
  return (
    <FieldShell field={field} label={label} error={error} hint={hint} className={className}>
      <input
        id={field.id}
        aria-invalid={error ? true : undefined}
        aria-describedby={field.describedBy}
        {...input}
      />
    </FieldShell>
  );
}

/** The same field with a multi-line <textarea>. */
export function TextAreaField({
  label,
  error,
  hint,
  id,
  className,
  ...textarea
}: TextAreaFieldProps) {
  const field = useFieldIds(id, hint !== undefined);
  return (
    <FieldShell field={field} label={label} error={error} hint={hint} className={className}>
      <textarea
        id={field.id}
        aria-invalid={error ? true : undefined}
        aria-describedby={field.describedBy}
        {...textarea}
      />
    </FieldShell>
  );
}

/** The same field with a <select> (its options are the children). */
export function SelectField({ label, error, hint, id, className, ...select }: SelectFieldProps) {
  const field = useFieldIds(id, hint !== undefined);
  return (
    <FieldShell field={field} label={label} error={error} hint={hint} className={className}>
      <select
        id={field.id}
        aria-invalid={error ? true : undefined}
        aria-describedby={field.describedBy}
        {...select}
      />
    </FieldShell>
  );
}

interface FieldIds {
  id: string;
  hintId: string;
  messageId: string;
  describedBy: string;
}

function useFieldIds(given: string | undefined, hasHint: boolean): FieldIds {
  const generated = useId();
  const id = given ?? generated;
  const hintId = `${id}-hint`;
  const messageId = `${id}-message`;
  return { id, hintId, messageId, describedBy: hasHint ? `${hintId} ${messageId}` : messageId };
}

function FieldShell({
  field,
  label,
  error,
  hint,
  className,
  children,
}: Omit<FieldProps, 'id'> & { field: FieldIds; children: ReactNode }) {
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={field.id}>{label}</label>
      {children}
      {hint !== undefined ? (
        <p className="field__hint" id={field.hintId}>
          {hint}
        </p>
      ) : null}
      <p className="field__message" id={field.messageId} aria-live="polite">
        {error}
      </p>
    </div>
  );
}
