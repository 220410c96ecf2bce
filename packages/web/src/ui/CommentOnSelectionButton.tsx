import type { CSSProperties } from 'react';
import { COMMENT_ON_SELECTION_KEYS } from './comment-on-selection';

/**
 * "Comment on selection": opens the comment composer quoting the selected text. Pressing it keeps the
 * focus (and so the selection) where it is.
 */
export function CommentOnSelectionButton({
  onComment,
  className = '',
  style,
}: {
  onComment: () => void;
  className?: string;
  style?: CSSProperties;
}) {
  return (
    <button
      type="button"
      className={`button small primary comment-on-selection ${className}`.trim()}
      style={style}
      title={`Comment on selection (${COMMENT_ON_SELECTION_KEYS})`}
      onMouseDown={(event) => event.preventDefault()}
      onClick={onComment}
    >
      Comment on selection
    </button>
  );
}
