import type { Row } from '@specwright/core';
import type { GridApi } from 'ag-grid-community';
import type { TableSort } from '../../state/tab';

/** The grid's current sort (its first sorted column), or undefined when unsorted. */
export function gridSort(api: GridApi<Row>): TableSort | undefined {
  const sorted = api
    .getColumnState()
    .filter((column) => column.sort === 'asc' || column.sort === 'desc')
    .sort((a, b) => (a.sortIndex ?? 0) - (b.sortIndex ?? 0))[0];
  return sorted && (sorted.sort === 'asc' || sorted.sort === 'desc')
    ? { field: sorted.colId, direction: sorted.sort }
    : undefined;
}

/** Sorts the grid by one column (a column the grid does not show is ignored). */
export function applyGridSort(api: GridApi<Row>, sort: TableSort | undefined): void {
  if (!sort || !api.getColumn(sort.field)) return;
  api.applyColumnState({
    state: [{ colId: sort.field, sort: sort.direction }],
    defaultState: { sort: null },
  });
}
