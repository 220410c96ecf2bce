import type { Row } from '@specwright/core';
import type { ColDef, GridApi } from 'ag-grid-community';
import { appColumnDef, fromContext, useColumnData } from './app-column';
import { CommentCountCell } from './CommentCountCell';
import { COMMENTS_COL_ID, type TableContext } from './table-context';

/** The narrow Comments column after the row numbers: each row's open threads. */
export function commentsColumnDef(): ColDef<Row> {
  return appColumnDef(COMMENTS_COL_ID, 'pinned-left', {
    headerName: 'Comments',
    headerTooltip: 'Open comment threads of the row; select the row to read them',
    width: 116,
    minWidth: 116,
    resizable: false,
    valueGetter: fromContext((context, rowId) => context.openComments.get(rowId) ?? 0, 0),
    cellRenderer: CommentCountCell,
    cellClass: 'sw-cell sw-cell--comments',
  });
}

/** Gives the grid's context the counts and redraws the column's cells when they change. */
export function useCommentsColumn(
  api: GridApi<Row> | null,
  context: TableContext,
  counts: ReadonlyMap<string, number>,
): boolean {
  context.openComments = counts;
  return useColumnData(api, COMMENTS_COL_ID, counts);
}
