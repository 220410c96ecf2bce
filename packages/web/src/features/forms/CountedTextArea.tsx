import { FORM_TEXT_MAX_LENGTH } from '@specwright/core';
import type { TextareaHTMLAttributes } from 'react';

interface CountedTextAreaProps
  extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className' | 'value' | 'maxLength'> {
  id: string;
  label: string;
  value: string;
  error?: string | undefined;
}

/** A labelled text area with its error and a "n / 1000" counter below (spec sections 5 and 9). */
export function CountedTextArea({ id, label, value, error, ...textarea }: CountedTextAreaProps) {
  const counterId = `${id}-counter`;
  const errorId = `${id}-error`;
  const nearLimit = value.length >= FORM_TEXT_MAX_LENGTH * 0.9;
  return (
    <div className="form-field">
      <label className="form-field__label" htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        className="form-input form-textarea"
        value={value}
        maxLength={FORM_TEXT_MAX_LENGTH}
        rows={6}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${errorId} ${counterId}` : counterId}
        {...textarea}
      />
      <div className="form-textarea__footer">
        {error ? (
          <p id={errorId} className="form-field__error">
            {error}
          </p>
        ) : null}
        <p
          id={counterId}
          className={`form-textarea__counter${nearLimit ? ' form-textarea__counter--near' : ''}`}
          data-testid={counterId}
        >
          {value.length} / {FORM_TEXT_MAX_LENGTH}
        </p>
      </div>
    </div>
  );
}
