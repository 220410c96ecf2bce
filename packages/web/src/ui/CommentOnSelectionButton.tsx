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
  primary = true,
}: {
  onComment: () => void;
  className?: string;
  style?: CSSProperties;
  /** Drawn as the main button: floating over a text; beside an editor's Save, a plain one. */
  primary?: boolean;
}) {
  return (
    <button
      type="button"
      className={`button small${primary ? ' primary' : ''} ${className}`.trim()}
      style={style}
      title={`Comment on selection (${COMMENT_ON_SELECTION_KEYS})`}
      onMouseDown={(event) => event.preventDefault()}
      onClick={onComment}
    >
      Comment on selection
    </button>
  );
}
