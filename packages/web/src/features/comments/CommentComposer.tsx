import { COMMENT_KIND_LABELS, COMMENT_KINDS, type CommentKind, type CommentPerson } from '@specwright/core';
import { useEffect, useId, useRef, useState } from 'react';
import { useComments } from '../../state/read-stores';
import { CommentField, CommentFooter } from './CommentField';
import { quoteInComment, startThread } from './comments-actions';

interface CommentComposerProps {
  fileId: string;
  specId: string;
  rowId: string;
  /** The field of the row's requirement text, and its text now (a proposed change starts from it). */
  textField: string | undefined;
  text: string;
  /** Who can be mentioned with `@Name`. */
  members: readonly CommentPerson[];
}

/** Starts a thread on the selected row, or on the text selected in the document view. */
export function CommentComposer({ fileId, specId, rowId, textField, text, members }: CommentComposerProps) {
  const [kind, setKind] = useState<CommentKind>('comment');
  const [body, setBody] = useState('');
  const [proposed, setProposed] = useState(text);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const quoted = useComments((state) => state.quote);
  const quote = quoted && quoted.fileId === fileId && quoted.rowId === rowId ? quoted : null;
  const id = useId();
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  // A quote chosen in an editor or the document opens the composer ready to type.
  useEffect(() => {
    if (quote) bodyRef.current?.focus();
  }, [quote]);

  const cancel = () => {
    setBody('');
    setProposed(text);
    setError(null);
    quoteInComment(null);
  };
  const send = async () => {
    if (sending) return;
    setSending(true);
    setError(null);
    try {
      const field = quote?.field ?? (kind === 'proposal' ? textField : undefined);
      await startThread(specId, {
        row_id: rowId,
        kind,
        body,
        ...(field ? { field } : {}),
        ...(quote ? { quote: quote.quote, start: quote.start, end: quote.end } : {}),
        ...(kind === 'proposal' ? { proposed_text: proposed } : {}),
      });
      setBody('');
      setKind('comment');
      quoteInComment(null);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setSending(false);
    }
  };
  const onKind = (next: CommentKind) => {
    if (next === 'proposal' && kind !== 'proposal') setProposed(text);
    setKind(next);
  };

  return (
    <form
      className="comments__composer"
      aria-label="New comment"
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      {quote ? (
        <div className="comments__quote-draft">
          <blockquote className="comments__quote">{quote.quote}</blockquote>
          <button type="button" className="button small" onClick={() => quoteInComment(null)}>
            Remove quote
          </button>
        </div>
      ) : null}
      <label className="comments__label" htmlFor={`${id}-kind`}>
        Kind
      </label>
      <select
        id={`${id}-kind`}
        className="properties__input"
        value={kind}
        onChange={(event) => onKind(event.target.value as CommentKind)}
      >
        {COMMENT_KINDS.map((choice) => (
          <option key={choice} value={choice}>
            {COMMENT_KIND_LABELS[choice]}
          </option>
        ))}
      </select>
      <CommentField
        id={`${id}-body`}
        label={kind === 'proposal' ? 'Why' : 'Comment'}
        rows={3}
        value={body}
        onChange={setBody}
        onSend={() => void send()}
        onCancel={cancel}
        inputRef={bodyRef}
        members={members}
      />
      {kind === 'proposal' ? (
        <CommentField
          id={`${id}-proposed`}
          label="New text"
          rows={4}
          value={proposed}
          onChange={setProposed}
          onSend={() => void send()}
          onCancel={cancel}
        />
      ) : null}
      <CommentFooter
        error={error}
        hint="Ctrl+Enter to send"
        buttons={[
          {
            label: sending ? 'Sending…' : 'Add comment',
            primary: true,
            disabled: sending || body.trim() === '',
          },
        ]}
      />
    </form>
  );
}
