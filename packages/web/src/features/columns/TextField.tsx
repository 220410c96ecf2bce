import type { InputHTMLAttributes } from 'react';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
}

/** A labelled input with its error (or hint) below, linked for assistive technology. */
export function TextField({ id, label, error, hint, ...input }: TextFieldProps) {
  const noteId = `${id}-note`;
  const note = error ?? hint;
  return (
    <div className="form-field">
      <label className="form-field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="form-input"
        aria-invalid={error ? true : undefined}
        aria-describedby={note ? noteId : undefined}
        {...input}
      />
      {note ? (
        <p id={noteId} className={error ? 'form-field__error' : 'form-field__hint'}>
          {note}
        </p>
      ) : null}
    </div>
  );
}
