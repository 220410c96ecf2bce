import type { Ref } from 'react';
import { onComposerKey } from './comment-keys';

interface CommentFieldProps {
  id: string;
  label: string;
  /** The label is read out but not shown (the placeholder says it). */
  hideLabel?: boolean;
  value: string;
  rows: number;
  placeholder?: string;
  onChange: (value: string) => void;
  /** Ctrl/Cmd+Enter. */
  onSend: () => void;
  /** Escape. */
  onCancel: () => void;
  inputRef?: Ref<HTMLTextAreaElement>;
}

/** A comment's text area with its label: Ctrl/Cmd+Enter sends, Escape cancels. */
export function CommentField({
  id,
  label,
  hideLabel = false,
  value,
  rows,
  placeholder,
  ...on
}: CommentFieldProps) {
  return (
    <>
      <label className={hideLabel ? 'visually-hidden' : 'comments__label'} htmlFor={id}>
        {label}
      </label>
      <textarea
        ref={on.inputRef}
        id={id}
        className="properties__input comments__text"
        rows={rows}
        placeholder={placeholder}
        value={value}
        onChange={(event) => on.onChange(event.target.value)}
        onKeyDown={(event) => onComposerKey(event, on.onSend, on.onCancel)}
      />
    </>
  );
}

/** One button under a comment: a submit button, or one that runs `onPress`. */
export interface CommentButton {
  label: string;
  disabled: boolean;
  primary?: boolean;
  onPress?: () => void;
}

/** What failed, a hint, and the buttons under a comment's text. */
export function CommentFooter({
  error,
  hint,
  buttons,
}: {
  error: string | null;
  hint?: string;
  buttons: readonly (CommentButton | null)[];
}) {
  return (
    <>
      {error ? (
        <p className="comments__error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="comments__actions">
        {hint ? <span className="comments__hint">{hint}</span> : null}
        {buttons.map((button) =>
          button ? (
            <button
              key={button.label}
              type={button.onPress ? 'button' : 'submit'}
              className={`button small${button.primary ? ' primary' : ''}`}
              disabled={button.disabled}
              onClick={button.onPress}
            >
              {button.label}
            </button>
          ) : null,
        )}
      </div>
    </>
  );
}
