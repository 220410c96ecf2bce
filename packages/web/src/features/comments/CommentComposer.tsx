import { COMMENT_KIND_LABELS, COMMENT_KINDS, type CommentKind, type CommentPerson } from '@specwright/core';
import { useId, useState } from 'react';
import { useComments } from '../../state/read-stores';
import { onComposerKey } from './comment-keys';
import { quoteInComment, startThread } from './comments-actions';
import { MentionTextarea } from './MentionTextarea';

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
      <label className="comments__label" htmlFor={`${id}-body`}>
        {kind === 'proposal' ? 'Why' : 'Comment'}
      </label>
      <MentionTextarea
        id={`${id}-body`}
        rows={3}
        value={body}
        onChange={setBody}
        members={members}
        onKeyDown={(event) => onComposerKey(event, () => void send(), cancel)}
      />
      {kind === 'proposal' ? (
        <>
          <label className="comments__label" htmlFor={`${id}-proposed`}>
            New text
          </label>
          <textarea
            id={`${id}-proposed`}
            className="properties__input comments__text"
            rows={4}
            value={proposed}
            onChange={(event) => setProposed(event.target.value)}
            onKeyDown={(event) => onComposerKey(event, () => void send(), cancel)}
          />
        </>
      ) : null}
      {error ? (
        <p className="comments__error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="comments__actions">
        <span className="comments__hint">Ctrl+Enter to send</span>
        <button type="submit" className="button small primary" disabled={sending || body.trim() === ''}>
          {sending ? 'Sending…' : 'Add comment'}
        </button>
      </div>
    </form>
  );
}
