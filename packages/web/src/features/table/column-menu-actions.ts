import type { Row } from '@specwright/core';
import type { GridApi, SortDirection } from 'ag-grid-community';
import { runAction } from '../../actions/app-actions';
import { isDataColumnId, type TableContext } from './table-context';

/** Sorts the view by one column (or clears every sort); sorting is a view matter, not an edit. */
export function sortBy(api: GridApi<Row>, field: string, sort: SortDirection | null): void {
  if (sort === null) {
    api.applyColumnState({ defaultState: { sort: null } });
    return;
  }
  api.applyColumnState({ state: [{ colId: field, sort }], defaultState: { sort: null } });
}

export function isSorted(api: GridApi<Row>): boolean {
  return api.getColumnState().some((state) => state.sort != null);
}

export function visibleDataColumnCount(api: GridApi<Row>): number {
  return (api.getColumns() ?? []).filter((column) => isDataColumnId(column.getColId())).length;
}

/** Highlights a column's cells and puts the keyboard focus on its first cell. */
export function selectColumn(api: GridApi<Row>, context: TableContext, field: string): void {
  context.selectColumn(field);
  if (api.getDisplayedRowCount() === 0) return;
  api.ensureIndexVisible(0);
  api.ensureColumnVisible(field);
  api.setFocusedCell(0, field);
}

export function editColumn(context: TableContext, field: string): void {
  runAction('columns.openEditDialog', { source: 'grid' }, { fileId: context.fileId, field });
}

export function hideColumn(context: TableContext, field: string, headerName: string): void {
  runAction('columns.hide', { source: 'grid' }, { fileId: context.fileId, field, headerName });
}
