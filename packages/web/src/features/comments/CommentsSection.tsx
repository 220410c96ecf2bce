import { type CommentThread, rowText, textColumnOf } from '@specwright/core';
import { useEffect } from 'react';
import { useComments } from '../../state/read-stores';
import { useSpecFile } from '../../state/spec-files';
import { CommentComposer } from './CommentComposer';
import { CommentThreadView } from './CommentThreadView';
import { useCommentRights } from './comment-rights';
import { acceptProposal, loadComments } from './comments-actions';
import { useMentionMembers } from './mention-members';
import './comments.css';

export const NOT_KEPT_MESSAGE = 'Keep this spec in your account to comment on it.';

/** The comment threads of the selected row, and a composer for those who may comment. */
export function CommentsSection({ fileId, rowId }: { fileId: string; rowId: string }) {
  const { specId, canComment, canEdit } = useCommentRights(fileId);
  return (
    <section className="comments" aria-labelledby="comments-title">
      <h3 id="comments-title" className="comments__title">
        Comments
      </h3>
      {specId ? (
        <KeptSpecComments {...{ fileId, rowId, specId, canComment, canEdit }} />
      ) : (
        <p className="side-area__empty">{NOT_KEPT_MESSAGE}</p>
      )}
    </section>
  );
}

interface KeptSpecCommentsProps {
  fileId: string;
  rowId: string;
  specId: string;
  canComment: boolean;
  canEdit: boolean;
}

function KeptSpecComments({ fileId, rowId, specId, canComment, canEdit }: KeptSpecCommentsProps) {
  const file = useSpecFile(fileId);
  const comments = useComments((state) => state.specs[specId]);
  const members = useMentionMembers(fileId);
  useEffect(() => {
    void loadComments(specId);
  }, [specId]);
  const row = file?.data.find((found) => found.id === rowId);
  if (!file || !row) return null;
  const textField = textColumnOf(file);
  const threads = (comments?.threads ?? []).filter((thread) => thread.row_id === rowId);
  const accept = (thread: CommentThread) => {
    const field = thread.field ?? textField;
    if (!canEdit || !field) return undefined;
    return () => acceptProposal({ fileId, specId, field, current: row[field] ?? '' }, thread);
  };

  return (
    <>
      {!comments || comments.status === 'loading' ? (
        <p className="side-area__empty" role="status">
          Loading comments…
        </p>
      ) : null}
      {comments?.status === 'error' ? (
        <div className="comments__error" role="alert">
          <p>Comments could not be loaded: {comments.error}</p>
          <button type="button" className="button small" onClick={() => void loadComments(specId, true)}>
            Try again
          </button>
        </div>
      ) : null}
      {comments?.status === 'ready' && threads.length === 0 ? (
        <p className="side-area__empty">No comments on this requirement yet.</p>
      ) : null}
      {threads.map((thread) => (
        <CommentThreadView
          key={thread.id}
          specId={specId}
          thread={thread}
          canComment={canComment}
          onAccept={accept(thread)}
          members={members}
        />
      ))}
      {canComment ? (
        <CommentComposer
          key={rowId}
          fileId={fileId}
          specId={specId}
          rowId={rowId}
          textField={textField}
          text={rowText(row, textField)}
          members={members}
        />
      ) : null}
    </>
  );
}
