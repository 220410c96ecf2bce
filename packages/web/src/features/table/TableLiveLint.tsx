import type { Column, Row } from '@specwright/core';
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { LintHints } from '../../ui/lint/LintHints';
import { isLintedCell } from '../live-lint/linted-columns';
import { useLiveLint } from '../live-lint/use-live-lint';
import { editingCell, editorOf } from './cell-editor-dom';
import { useForgetClosedEditor } from './use-forget-closed-editor';

interface EditorTarget {
  element: HTMLInputElement | HTMLTextAreaElement;
  text: string;
}

/** Where the hints float: under the editor, or above it when the editor is near the bottom of the window. */
function placement(element: HTMLElement) {
  const rect = element.getBoundingClientRect();
  const below = rect.bottom + 180 < window.innerHeight;
  return below
    ? { top: rect.bottom + 4, left: rect.left, minWidth: Math.min(rect.width, 560) }
    : { bottom: window.innerHeight - rect.top + 4, left: rect.left, minWidth: Math.min(rect.width, 560) };
}

/**
 * Live lint for the table's cell editors: listens to the editors inside `container` (no change to the
 * grid), lints the text of prose columns after a pause in typing, and floats the hints by the editor.
 */
export function TableLiveLint({
  containerRef,
  columns,
  rows,
  textColumn,
}: {
  containerRef: RefObject<HTMLElement | null>;
  columns: readonly Column[];
  rows: readonly Row[];
  /** The spec's requirement text column, linted whatever its editor. */
  textColumn: string | undefined;
}) {
  const [target, setTarget] = useState<EditorTarget | null>(null);
  const forgetTarget = useCallback(() => setTarget(null), []);
  const lint = useLiveLint(target?.text ?? '', { enabled: target !== null });
  // Read at each keystroke, so the listeners need not be attached again after every edit.
  const rowsRef = useRef(rows);
  rowsRef.current = rows;

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const isLinted = (cell: { rowId: string; colId: string }) => {
      const column = columns.find((c) => c.field === cell.colId);
      const row = rowsRef.current.find((r) => r.id === cell.rowId);
      return column !== undefined && row !== undefined && isLintedCell(row, column, textColumn);
    };
    const follow = (event: Event) => {
      const element = editorOf(event.target, container);
      if (!element) return;
      const cell = editingCell(container);
      setTarget(cell && isLinted(cell) ? { element, text: element.value } : null);
    };
    const leave = (event: FocusEvent) => {
      if (editorOf(event.target, container)) setTarget(null);
    };
    container.addEventListener('input', follow, true);
    container.addEventListener('focusin', follow, true);
    container.addEventListener('focusout', leave, true);
    return () => {
      container.removeEventListener('input', follow, true);
      container.removeEventListener('focusin', follow, true);
      container.removeEventListener('focusout', leave, true);
    };
  }, [containerRef, columns, textColumn]);

  useForgetClosedEditor(target?.element ?? null, forgetTarget);

  if (!target || lint.findings.length === 0 || lint.text !== target.text) return null;
  return createPortal(
    <div className="lint-hints--floating" style={placement(target.element)}>
      <LintHints text={lint.text} findings={lint.findings} />
    </div>,
    document.body,
  );
}
