import type { ReviewDecision, Row } from '@specwright/core';
import type { GridApi } from 'ag-grid-community';
import { useRef } from 'react';
import { useSpecFilesStore } from '../../state/spec-files';
import type { TableContext } from './table-context';

const REVIEW_LABELS: Record<ReviewDecision, string> = {
  accept: 'Accept Change',
  reject: 'Reject Change',
  keep: 'Keep Row',
  delete: 'Delete Row',
};

/** The grid's context object: one per grid, so AG Grid never sees it change. */
export function useTableContext(fileId: string, api: GridApi<Row> | null): TableContext {
  const apiRef = useRef(api);
  apiRef.current = api;
  const context = useRef<TableContext | null>(null);
  if (context.current === null) {
    const created: TableContext = {
      fileId,
      selectedColumn: null,
      selectColumn: (field) => {
        const previous = created.selectedColumn;
        if (previous === field) return;
        created.selectedColumn = field;
        const columns = [previous, field].filter((f): f is string => f !== null);
        const grid = apiRef.current;
        if (grid && !grid.isDestroyed()) grid.refreshCells({ columns, force: true });
      },
      review: (rowId, decision) =>
        useSpecFilesStore
          .getState()
          .dispatch(fileId, { type: 'reviewRow', rowId, decision }, REVIEW_LABELS[decision]),
    };
    context.current = created;
  }
  return context.current;
}
