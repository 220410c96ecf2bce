import { COMMENT_KIND_LABELS, type CommentPerson, type CommentThread } from '@specwright/core';
import { useId, useState } from 'react';
import { changedWhen } from '../properties/changed-when';
import { CommentField, CommentFooter } from './CommentField';
import { changeThread, replyInThread } from './comments-actions';
import { MentionText } from './MentionText';
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
      {canComment ? (
        <div className="comments__reply">
          <CommentField
            id={`${id}-reply`}
            label="Reply"
            hideLabel
            rows={1}
            placeholder="Reply…"
            value={reply}
            onChange={setReply}
            onSend={() => void sendReply()}
            onCancel={() => setReply('')}
            members={members}
          />
          <CommentFooter
            error={error}
            buttons={[
              { label: 'Reply', disabled: busy || reply.trim() === '', onPress: () => void sendReply() },
              {
                label: resolved ? 'Reopen' : 'Resolve',
                disabled: busy,
                onPress: () =>
                  void run(() => changeThread(specId, thread.id, { status: resolved ? 'open' : 'resolved' })),
              },
              onAccept && thread.kind === 'proposal' && thread.accepted_at === null
                ? { label: 'Accept change', primary: true, disabled: busy, onPress: () => void run(onAccept) }
                : null,
            ]}
          />
        </div>
      ) : null}
    </article>
  );
}
