import { COMMENT_KIND_LABELS, type CommentPerson, type CommentThread } from '@specwright/core';
import { useId, useState } from 'react';
import { changedWhen } from '../properties/changed-when';
import { onComposerKey } from './comment-keys';
import { changeThread, replyInThread } from './comments-actions';
import { MentionText } from './MentionText';
import { MentionTextarea } from './MentionTextarea';
import { namesOf } from './mention-members';

interface CommentThreadViewProps {
  specId: string;
  thread: CommentThread;
  canComment: boolean;
  /** Writes the proposed text into the spec and records it; absent without the edit right. */
  onAccept: (() => Promise<void>) | undefined;
  /** Who can be mentioned with `@Name` (their mentions are marked in the text). */
  members: readonly CommentPerson[];
}

/** One thread: kind, author, time, the quoted text, the comment, its replies and what can be done with it. */
export function CommentThreadView({ specId, thread, canComment, onAccept, members }: CommentThreadViewProps) {
  const [reply, setReply] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const now = Date.now();
  const kind = COMMENT_KIND_LABELS[thread.kind];
  const resolved = thread.status === 'resolved';
  const names = namesOf(members);

  const run = async (work: () => Promise<void>) => {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  };
  const sendReply = () =>
    run(async () => {
      await replyInThread(specId, thread.id, reply);
      setReply('');
    });

  return (
    <article
      className={`comments__thread${resolved ? ' comments__thread--resolved' : ''}`}
      aria-label={`${kind} by ${thread.author.name}`}
    >
      <header className="comments__meta">
        <span className={`comments__kind comments__kind--${thread.kind}`}>{kind}</span>
        <span className="comments__author">{thread.author.name}</span>
        <time dateTime={thread.created_at}>{changedWhen(thread.created_at, now)}</time>
        {resolved ? <span className="comments__status">Resolved</span> : null}
      </header>
      {thread.quote ? <blockquote className="comments__quote">{thread.quote}</blockquote> : null}
      <p className="comments__body">
        <MentionText text={thread.body} names={names} />
      </p>
      {thread.proposed_text !== null ? (
        <div className="comments__proposal">
          <span className="comments__label">New text</span>
          <p className="comments__body">{thread.proposed_text}</p>
        </div>
      ) : null}
      {thread.accepted_by ? (
        <p className="comments__outcome">Accepted by {thread.accepted_by.name}</p>
      ) : thread.resolved_by ? (
        <p className="comments__outcome">Resolved by {thread.resolved_by.name}</p>
      ) : null}
      {thread.replies.length > 0 ? (
        <ol className="comments__replies" aria-label="Replies">
          {thread.replies.map((answer) => (
            <li key={answer.id}>
              <div className="comments__meta">
                <span className="comments__author">{answer.author.name}</span>
                <time dateTime={answer.created_at}>{changedWhen(answer.created_at, now)}</time>
              </div>
              <p className="comments__body">
                <MentionText text={answer.body} names={names} />
              </p>
            </li>
          ))}
        </ol>
      ) : null}
      {error ? (
        <p className="comments__error" role="alert">
          {error}
        </p>
      ) : null}
      {canComment ? (
        <div className="comments__reply">
          <label className="visually-hidden" htmlFor={`${id}-reply`}>
            Reply
          </label>
          <MentionTextarea
            id={`${id}-reply`}
            rows={1}
            placeholder="Reply…"
            value={reply}
            onChange={setReply}
            members={members}
            onKeyDown={(event) =>
              onComposerKey(
                event,
                () => void sendReply(),
                () => setReply(''),
              )
            }
          />
          <div className="comments__actions">
            <button
              type="button"
              className="button small"
              disabled={busy || reply.trim() === ''}
              onClick={() => void sendReply()}
            >
              Reply
            </button>
            <button
              type="button"
              className="button small"
              disabled={busy}
              onClick={() =>
                void run(() => changeThread(specId, thread.id, { status: resolved ? 'open' : 'resolved' }))
              }
            >
              {resolved ? 'Reopen' : 'Resolve'}
            </button>
            {onAccept && thread.kind === 'proposal' && thread.accepted_at === null ? (
              <button
                type="button"
                className="button small primary"
                disabled={busy}
                onClick={() => void run(onAccept)}
              >
                Accept change
              </button>
            ) : null}
          </div>
        </div>
      ) : null}
    </article>
  );
}
