import { IS_MAC } from '../../app/platform';
import { CloseIcon } from '../../ui/icons';
import type { DeleteNotice } from './use-entry-handlers';

const UNDO_HINT = IS_MAC ? '⌘Z' : 'Ctrl+Z';

interface UndoNoticeProps {
  notice: DeleteNotice | null;
  onUndo: () => void;
  onDismiss: () => void;
}

/** A status line after a delete: nothing is lost, Undo brings the row back. Always present, so it is announced. */
export function UndoNotice({ notice, onUndo, onDismiss }: UndoNoticeProps) {
  return (
    <div className="doc-view__notice-region" role="status">
      {notice ? (
        <div className="doc-view__notice">
          <span>
            {notice.message} <span className="doc-view__notice-hint">Undo brings it back ({UNDO_HINT}).</span>
          </span>
          <button type="button" className="button small" onClick={onUndo}>
            Undo
          </button>
          <button
            type="button"
            className="doc-view__notice-close"
            aria-label="Dismiss"
            title="Dismiss"
            onClick={onDismiss}
          >
            <CloseIcon size={14} />
          </button>
        </div>
      ) : null}
    </div>
  );
}
