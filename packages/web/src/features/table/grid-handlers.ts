import type { CellValue, RequirementFile, Row } from '@specwright/core';
import type {
  CellEditingStartedEvent,
  CellEditRequestEvent,
  CellFocusedEvent,
  ColumnMovedEvent,
  ColumnResizedEvent,
  SelectionChangedEvent,
} from 'ag-grid-community';
import type { RunOptions } from '../../actions/action-types';
import { runAction } from '../../actions/app-actions';
import { readSpecFiles } from '../../state/read-stores';
import { editedValue } from './cell-value';
import { fullOrderIndex } from './column-move';
import { isDataColumnId, type TableContext } from './table-context';

function currentFile(fileId: string): RequirementFile | undefined {
  return readSpecFiles().specs[fileId]?.edit.file;
}

const FROM_GRID: RunOptions = { source: 'grid' };

/** Per open file, the cell whose editor is open and what it held then (one editor is open at a time). */
const editorStarts = new Map<string, { rowId: string; field: string; value: CellValue }>();

/** Remembers what the cell held when its editor opened, so an edit of someone else meanwhile is kept. */
export function onCellEditingStarted(fileId: string, event: CellEditingStartedEvent<Row>): void {
  const field = event.colDef.field;
  const rowId = event.data?.id;
  if (!field || !rowId) return;
  const row = currentFile(fileId)?.data.find((candidate) => candidate.id === rowId);
  editorStarts.set(fileId, { rowId, field, value: (row?.[field] ?? null) as CellValue });
}

/** An inline edit never touches the row: it becomes a core editCell command (one undo step). */
export function onCellEditRequest(fileId: string, event: CellEditRequestEvent<Row>): void {
  const field = event.colDef.field;
  if (!field || !event.data) return;
  const rowId = event.data.id;
  const value = editedValue(event.oldValue, event.newValue);
  const start = editorStarts.get(fileId);
  editorStarts.delete(fileId);
  const startValue = start?.rowId === rowId && start.field === field ? start.value : undefined;
  runAction('cells.edit', FROM_GRID, { fileId, rowId, field, value, startValue });
}

/** The focused cell's row is the selected row: clicks and Up/Down move both. */
export function onCellFocused(context: TableContext, event: CellFocusedEvent<Row>): void {
  if (event.rowIndex === null || event.rowPinned) return;
  const colId = typeof event.column === 'string' ? event.column : event.column?.getColId();
  if (context.selectedColumn !== null && colId !== context.selectedColumn) context.selectColumn(null);
  const rowId = event.api.getDisplayedRowAtIndex(event.rowIndex)?.data?.id;
  const selected = readSpecFiles().specs[context.fileId]?.selectedRowId;
  if (rowId && selected !== rowId) runAction('rows.select', FROM_GRID, { fileId: context.fileId, rowId });
}

/** The store owns the selection: when the grid changes it by itself (Space), it is put back. */
export function onSelectionChanged(fileId: string, event: SelectionChangedEvent<Row>): void {
  if (event.source === 'api') return;
  const selected = readSpecFiles().specs[fileId]?.selectedRowId;
  const node = selected ? event.api.getRowNode(selected) : undefined;
  if (node && !node.isSelected()) node.setSelected(true, true);
}

/** A finished resize by the user is stored in the file (so it is saved and can be undone). */
export function onColumnResized(fileId: string, event: ColumnResizedEvent<Row>): void {
  if (!event.finished || event.source !== 'uiColumnResized') return;
  const widths = (event.columns ?? [])
    .filter((column) => isDataColumnId(column.getColId()))
    .map((column) => ({ field: column.getColId(), width: column.getActualWidth() }));
  if (widths.length > 0) runAction('columns.resize', FROM_GRID, { fileId, widths });
}

/** A finished drag of a column header becomes a core moveColumn command. */
export function onColumnMoved(fileId: string, event: ColumnMovedEvent<Row>): void {
  const field = event.column?.getColId();
  if (!event.finished || !field || !isDataColumnId(field) || event.source === 'api') return;
  const file = currentFile(fileId);
  if (!file) return;
  const visibleOrder = event.api
    .getAllDisplayedColumns()
    .map((column) => column.getColId())
    .filter(isDataColumnId);
  const toIndex = fullOrderIndex(file.columnOrder, field, visibleOrder);
  if (toIndex !== undefined) runAction('columns.move', FROM_GRID, { fileId, field, toIndex });
}
