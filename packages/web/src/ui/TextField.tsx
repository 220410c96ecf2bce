import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';
import './form.css';

interface FieldLabelling {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
}

type InputFieldProps = FieldLabelling &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> & { multiline?: false };

/** A text area always shows "n / maxLength" under it. */
type TextAreaFieldProps = FieldLabelling &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className' | 'value' | 'maxLength'> & {
    multiline: true;
    value: string;
    maxLength: number;
  };

export type TextFieldProps = InputFieldProps | TextAreaFieldProps;

/**
 * A labelled input (or, with `multiline`, a text area with a character counter) with its error or hint
 * below, linked for assistive technology.
 */
export function TextField(props: TextFieldProps) {
  if (props.multiline) return <CountedTextArea {...props} />;
  const { id, label, error, hint, multiline: _multiline, ...input } = props;
  const note = fieldNote(id, error, hint);
  return (
    <LabelledField id={id} label={label}>
      <input
        id={id}
        className="form-input"
        aria-invalid={error ? true : undefined}
        aria-describedby={note?.id}
        {...input}
      />
      {note?.line}
    </LabelledField>
  );
}

function CountedTextArea({ id, label, error, hint, multiline: _multiline, ...textarea }: TextAreaFieldProps) {
  const note = fieldNote(id, error, hint);
  const counterId = `${id}-counter`;
  const { value, maxLength } = textarea;
  const nearLimit = value.length >= maxLength * 0.9;
  return (
    <LabelledField id={id} label={label}>
      <textarea
        id={id}
        className="form-input form-textarea"
        rows={6}
        aria-invalid={error ? true : undefined}
        aria-describedby={note ? `${note.id} ${counterId}` : counterId}
        {...textarea}
      />
      <div className="form-textarea__footer">
        {note?.line}
        <p
          id={counterId}
          className={`form-textarea__counter${nearLimit ? ' form-textarea__counter--near' : ''}`}
          data-testid={counterId}
        >
          {value.length} / {maxLength}
        </p>
      </div>
    </LabelledField>
  );
}

function LabelledField({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="form-field">
      <label className="form-field__label" htmlFor={id}>
        {label}
      </label>
      {children}
    </div>
  );
}

/** The line under a field: its error, else its hint. */
function fieldNote(fieldId: string, error: string | undefined, hint: string | undefined) {
  const text = error ?? hint;
  if (!text) return undefined;
  const id = `${fieldId}-note`;
  const line = (
    <p id={id} className={error ? 'form-field__error' : 'form-field__hint'}>
      {text}
    </p>
  );
  return { id, line };
}
