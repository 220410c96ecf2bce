import type { Command, RequirementFile, Row } from '@specwright/core';
import type {
  CellEditRequestEvent,
  CellFocusedEvent,
  ColumnMovedEvent,
  ColumnResizedEvent,
  SelectionChangedEvent,
} from 'ag-grid-community';
import { useSpecFilesStore } from '../../state/spec-files';
import { editedValue } from './cell-value';
import { fullOrderIndex } from './column-move';
import { isDataColumnId, type TableContext } from './table-context';

function currentFile(fileId: string): RequirementFile | undefined {
  return useSpecFilesStore.getState().specs[fileId]?.edit.file;
}

function dispatch(fileId: string, command: Command, label: string): void {
  useSpecFilesStore.getState().dispatch(fileId, command, label);
}

/** An inline edit never touches the row: it becomes a core editCell command (one undo step). */
export function onCellEditRequest(fileId: string, event: CellEditRequestEvent<Row>): void {
  const field = event.colDef.field;
  if (!field || !event.data) return;
  const value = editedValue(event.oldValue, event.newValue);
  dispatch(fileId, { type: 'editCell', rowId: event.data.id, field, value }, 'Edit Cell');
}

/** The focused cell's row is the selected row: clicks and Up/Down move both. */
export function onCellFocused(context: TableContext, event: CellFocusedEvent<Row>): void {
  if (event.rowIndex === null || event.rowPinned) return;
  const colId = typeof event.column === 'string' ? event.column : event.column?.getColId();
  if (context.selectedColumn !== null && colId !== context.selectedColumn) context.selectColumn(null);
  const rowId = event.api.getDisplayedRowAtIndex(event.rowIndex)?.data?.id;
  const specs = useSpecFilesStore.getState();
  if (rowId && specs.specs[context.fileId]?.selectedRowId !== rowId) specs.selectRow(context.fileId, rowId);
}

/** The store owns the selection: when the grid changes it by itself (Space), it is put back. */
export function onSelectionChanged(fileId: string, event: SelectionChangedEvent<Row>): void {
  if (event.source === 'api') return;
  const selected = useSpecFilesStore.getState().specs[fileId]?.selectedRowId;
  const node = selected ? event.api.getRowNode(selected) : undefined;
  if (node && !node.isSelected()) node.setSelected(true, true);
}

/** A finished resize by the user is stored in the file (so it is saved and can be undone). */
export function onColumnResized(fileId: string, event: ColumnResizedEvent<Row>): void {
  if (!event.finished || event.source !== 'uiColumnResized') return;
  const commands: Command[] = (event.columns ?? [])
    .filter((column) => isDataColumnId(column.getColId()))
    .map((column) => ({ type: 'resizeColumn', field: column.getColId(), width: column.getActualWidth() }));
  const [only] = commands;
  if (commands.length === 1 && only) dispatch(fileId, only, 'Resize Column');
  else if (commands.length > 1)
    dispatch(fileId, { type: 'group', label: 'Resize Columns', commands }, 'Resize Columns');
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
  if (toIndex !== undefined) dispatch(fileId, { type: 'moveColumn', field, toIndex }, 'Move Column');
}
