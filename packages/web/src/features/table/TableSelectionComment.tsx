import { type RefObject, useCallback, useEffect, useReducer, useState } from 'react';
import { createPortal } from 'react-dom';
import { CommentOnSelectionButton } from '../../ui/CommentOnSelectionButton';
import { isCommentOnSelectionKey, type SelectedSpan, selectedSpanOf } from '../../ui/comment-on-selection';
import type { CommentOnSpan } from '../comments/use-comment-on-selection';
import { editingCell, editorOf } from './cell-editor-dom';
import { useForgetClosedEditor } from './use-forget-closed-editor';

/** The text selected in the cell being edited: which cell, the span, and the editor's place on screen. */
interface EditorSelection {
  rowId: string;
  field: string;
  span: SelectedSpan;
  element: HTMLInputElement | HTMLTextAreaElement;
}

/** The button sits over the editor's top right corner, inside the window. */
function placement(element: HTMLElement) {
  const rect = element.getBoundingClientRect();
  return { top: Math.max(rect.top - 34, 4), right: Math.max(window.innerWidth - rect.right, 4) };
}

/**
 * "Comment on selection" for the table's cell editors: follows the text selected in the editor inside
 * `container` (no change to the grid) and offers a comment quoting it, by the button or by its shortcut.
 */
export function TableSelectionComment({
  containerRef,
  commentOn,
}: {
  containerRef: RefObject<HTMLElement | null>;
  commentOn: CommentOnSpan | undefined;
}) {
  const [selection, setSelection] = useState<EditorSelection | null>(null);
  const forgetSelection = useCallback(() => setSelection(null), []);

  useEffect(() => {
    const container = containerRef.current;
    if (!container || !commentOn) return;
    const selectionIn = (target: EventTarget | null): EditorSelection | null => {
      const element = editorOf(target, container);
      const cell = element ? editingCell(container) : null;
      const span = element ? selectedSpanOf(element) : null;
      return element && cell && span ? { rowId: cell.rowId, field: cell.colId, span, element } : null;
    };
    const follow = (event: Event) => setSelection(selectionIn(event.target));
    const onKey = (event: KeyboardEvent) => {
      if (!isCommentOnSelectionKey(event)) return;
      const chosen = selectionIn(event.target);
      if (!chosen) return;
      event.preventDefault();
      event.stopPropagation();
      commentOn(chosen.rowId, chosen.field, chosen.span);
    };
    const leave = (event: FocusEvent) => {
      if (editorOf(event.target, container)) setSelection(null);
    };
    const events = ['select', 'keyup', 'mouseup', 'input'] as const;
    for (const name of events) container.addEventListener(name, follow, true);
    container.addEventListener('keydown', onKey, true);
    container.addEventListener('focusout', leave, true);
    return () => {
      for (const name of events) container.removeEventListener(name, follow, true);
      container.removeEventListener('keydown', onKey, true);
      container.removeEventListener('focusout', leave, true);
    };
  }, [containerRef, commentOn]);

  useForgetClosedEditor(selection?.element ?? null, forgetSelection);

  // The editor moves with the window's size and the grid's scrolling; the button follows it.
  const [, redraw] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    if (!selection) return;
    window.addEventListener('resize', redraw);
    window.addEventListener('scroll', redraw, true);
    return () => {
      window.removeEventListener('resize', redraw);
      window.removeEventListener('scroll', redraw, true);
    };
  }, [selection]);

  if (!selection || !commentOn) return null;
  return createPortal(
    <CommentOnSelectionButton
      className="sw-table__quote-button"
      style={placement(selection.element)}
      onComment={() => commentOn(selection.rowId, selection.field, selection.span)}
    />,
    document.body,
  );
}
