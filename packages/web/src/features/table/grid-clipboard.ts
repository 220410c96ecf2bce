import type { Row } from '@specwright/core';
import type { GridApi } from 'ag-grid-community';
import { runAction } from '../../actions/app-actions';
import { cellText } from './cell-value';
import { isDataColumnId } from './table-context';

/** Whether a cell editor (inline or popup) has the focus: the clipboard then belongs to it. */
function isEditing(api: GridApi<Row>): boolean {
  return api.getEditingCells().length > 0;
}

/** The shown rows' ids and the shown data columns' fields, in display order. */
function displayed(api: GridApi<Row>): { rowIds: string[]; fields: string[] } {
  const rowIds: string[] = [];
  api.forEachNodeAfterFilterAndSort((node) => {
    if (node.data) rowIds.push(node.data.id);
  });
  const fields = api
    .getAllDisplayedColumns()
    .map((column) => column.getColId())
    .filter(isDataColumnId);
  return { rowIds, fields };
}

/**
 * Spreadsheet clipboard for the grid (AG Grid Community has none): pasting tab-separated cells at the
 * focused cell fills the block as one undoable edit; copying puts the focused cell's text on the clipboard.
 */
export function installGridClipboard(root: HTMLElement, api: GridApi<Row>, fileId: string): () => void {
  const onPaste = (event: ClipboardEvent) => {
    const focused = api.getFocusedCell();
    const text = event.clipboardData?.getData('text/plain') ?? '';
    if (!focused || isEditing(api) || text === '') return;
    const { rowIds, fields } = displayed(api);
    const columnIndex = fields.indexOf(focused.column.getColId());
    if (columnIndex === -1) return;
    event.preventDefault();
    runAction(
      'table.paste',
      { source: 'grid' },
      { fileId, target: { rowIds, fields, rowIndex: focused.rowIndex, columnIndex }, text },
    );
  };
  const onCopy = (event: ClipboardEvent) => {
    const focused = api.getFocusedCell();
    if (!focused || isEditing(api) || !isDataColumnId(focused.column.getColId())) return;
    const row = api.getDisplayedRowAtIndex(focused.rowIndex)?.data;
    if (!row || !event.clipboardData) return;
    event.preventDefault();
    event.clipboardData.setData('text/plain', cellText(row[focused.column.getColId()]));
  };
  root.addEventListener('paste', onPaste);
  root.addEventListener('copy', onCopy);
  return () => {
    root.removeEventListener('paste', onPaste);
    root.removeEventListener('copy', onCopy);
  };
}
