import { type KeyboardEvent, useLayoutEffect, useRef, useState } from 'react';
import { IS_MAC } from '../../app/platform';
import { CommentOnSelectionButton } from '../../ui/CommentOnSelectionButton';
import { isCommentOnSelectionKey, type SelectedSpan, selectedSpanOf } from '../../ui/comment-on-selection';
import { LintHints } from '../../ui/lint/LintHints';
import { useLiveLint } from '../live-lint/use-live-lint';

interface DescriptionEditorProps {
  initialText: string;
  /** Where the caret starts (e.g. where the text was clicked); at the end when undefined. */
  initialCaret?: number | undefined;
  /** Names the entry being edited, e.g. "requirement 3". */
  entryName: string;
  onSave: (text: string) => void;
  onCancel: () => void;
  /** Whether the text is linted while edited: requirements are, chapters, context and comments not. */
  linted: boolean;
  /** Called on every keystroke so the view can keep a draft that is switched away from. */
  onDraftChange?: (text: string) => void;
  /** Comments on the text selected in the editor; absent where the user may not comment. */
  onCommentOnSelection?: ((span: SelectedSpan) => void) | undefined;
}

const SAVE_HINT = IS_MAC ? '⌘+Enter' : 'Ctrl+Enter';

function supportsFieldSizing(): boolean {
  return (
    typeof CSS !== 'undefined' &&
    typeof CSS.supports === 'function' &&
    CSS.supports('field-sizing', 'content')
  );
}

/** Grows the textarea with its text where the browser cannot do it with `field-sizing: content`. */
function autoGrow(textarea: HTMLTextAreaElement | null): void {
  if (!textarea || supportsFieldSizing()) return;
  textarea.style.height = 'auto';
  textarea.style.height = `${textarea.scrollHeight + 2}px`;
}

/** In-place editor of one description: Save (Ctrl/Cmd+Enter) or Cancel (Escape). */
export function DescriptionEditor({
  initialText,
  initialCaret,
  entryName,
  onSave,
  onCancel,
  linted,
  onDraftChange,
  onCommentOnSelection,
}: DescriptionEditorProps) {
  const [draft, setDraft] = useState(initialText);
  const [selected, setSelected] = useState<SelectedSpan | null>(null);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const lint = useLiveLint(draft, { enabled: linted });

  // Focus and caret only where the editor opens; they are the user's afterwards.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, on opening
  useLayoutEffect(() => {
    const textarea = textareaRef.current;
    if (!textarea) return;
    textarea.focus({ preventScroll: true });
    const caret = Math.min(Math.max(initialCaret ?? textarea.value.length, 0), textarea.value.length);
    textarea.setSelectionRange(caret, caret);
    autoGrow(textarea);
    textarea.scrollIntoView?.({ block: 'nearest' });
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (onCommentOnSelection && isCommentOnSelectionKey(event)) {
      event.preventDefault();
      event.stopPropagation();
      const span = selectedSpanOf(event.currentTarget);
      if (span) onCommentOnSelection(span);
    } else if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      event.stopPropagation();
      onSave(draft);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onCancel();
    }
  };

  return (
    <div className="doc-editor">
      <textarea
        ref={textareaRef}
        className="doc-editor__input"
        aria-label={`Description of ${entryName}`}
        value={draft}
        rows={2}
        onChange={(event) => {
          setDraft(event.target.value);
          autoGrow(event.target);
          onDraftChange?.(event.target.value);
        }}
        onKeyDown={onKeyDown}
        onSelect={(event) => setSelected(selectedSpanOf(event.currentTarget))}
      />
      <LintHints text={lint.text} findings={lint.findings} />
      <div className="doc-editor__bar">
        <span className="doc-editor__hint">{SAVE_HINT} to save · Esc to cancel</span>
        {onCommentOnSelection && selected ? (
          <CommentOnSelectionButton primary={false} onComment={() => onCommentOnSelection(selected)} />
        ) : null}
        <button type="button" className="button small" onClick={onCancel}>
          Cancel
        </button>
        <button type="button" className="button small primary" onClick={() => onSave(draft)}>
          Save
        </button>
      </div>
    </div>
  );
}
