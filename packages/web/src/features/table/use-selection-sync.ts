import type { Row } from '@specwright/core';
import type { GridApi } from 'ag-grid-community';
import { type RefObject, useEffect, useRef } from 'react';

/**
 * Keeps the grid's selected row on the store's selected row, and the keyboard focus with it when the row
 * moves (Alt+↑/↓) while the grid has the focus. Brings the row into view when the selection changes.
 */
export function useSelectionSync(
  api: GridApi<Row> | null,
  selectedRowId: string | null,
  rows: readonly Row[],
  root: RefObject<HTMLElement | null>,
): void {
  const shown = useRef<{ id: string | null; index: number | null }>({ id: null, index: null });
  // `rows` is a dependency on purpose: a moved row has a new index to follow.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-run when the rows change
  useEffect(() => {
    if (!api || api.isDestroyed()) return;
    if (selectedRowId === null) {
      api.deselectAll();
      shown.current = { id: null, index: null };
      return;
    }
    const node = api.getRowNode(selectedRowId);
    if (!node) return;
    if (!node.isSelected()) node.setSelected(true, true);
    const index = node.rowIndex;
    if (index === null) return;
    const focused = api.getFocusedCell();
    const gridHasFocus = root.current?.contains(document.activeElement) ?? false;
    if (focused && focused.rowIndex !== index && gridHasFocus && api.getEditingCells().length === 0) {
      api.setFocusedCell(index, focused.column);
    }
    if (shown.current.id !== selectedRowId || shown.current.index !== index) api.ensureIndexVisible(index);
    shown.current = { id: selectedRowId, index };
  }, [api, selectedRowId, rows, root]);
}
