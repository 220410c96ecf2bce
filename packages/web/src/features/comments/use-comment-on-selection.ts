import { useMemo } from 'react';
import type { SelectedSpan } from '../../ui/comment-on-selection';
import { useCommentRights } from './comment-rights';
import { commentOnSelection } from './comments-actions';

/** Starts a comment quoting a span of one cell of a row. */
export type CommentOnSpan = (rowId: string, field: string, span: SelectedSpan) => void;

/**
 * How an editor of the file comments on the text selected in it, or undefined when the user may not
 * comment here (a file not kept in the account, or a role without the right).
 */
export function useCommentOnSelection(fileId: string): CommentOnSpan | undefined {
  const { canComment } = useCommentRights(fileId);
  return useMemo<CommentOnSpan | undefined>(
    () =>
      canComment ? (rowId, field, span) => commentOnSelection(fileId, field, { rowId, ...span }) : undefined,
    [canComment, fileId],
  );
}
