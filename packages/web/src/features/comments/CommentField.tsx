import type { CommentPerson } from '@specwright/core';
import type { RefObject } from 'react';
import { onComposerKey } from './comment-keys';
import { MentionTextarea } from './MentionTextarea';

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
  inputRef?: RefObject<HTMLTextAreaElement | null>;
  /** The workspace's members: '@' offers their names. */
  members?: readonly CommentPerson[];
}

/** A comment's text area with its label: Ctrl/Cmd+Enter sends, Escape cancels. */
export function CommentField({
  id,
  label,
  hideLabel = false,
  value,
  rows,
  placeholder,
  members,
  ...on
}: CommentFieldProps) {
  const labelled = (
    <label className={hideLabel ? 'visually-hidden' : 'comments__label'} htmlFor={id}>
      {label}
    </label>
  );
  if (members) {
    return (
      <>
        {labelled}
        <MentionTextarea
          id={id}
          rows={rows}
          placeholder={placeholder}
          value={value}
          onChange={on.onChange}
          members={members}
          inputRef={on.inputRef}
          onKeyDown={(event) => onComposerKey(event, on.onSend, on.onCancel)}
        />
      </>
    );
  }
  return (
    <>
      {labelled}
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
