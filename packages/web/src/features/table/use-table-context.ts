import type { Row } from '@specwright/core';
import type { GridApi } from 'ag-grid-community';
import { useRef } from 'react';
import { runAction } from '../../actions/app-actions';
import type { TableContext } from './table-context';

/** The grid's context object: one per grid, so AG Grid never sees it change. */
export function useTableContext(fileId: string, api: GridApi<Row> | null): TableContext {
  const apiRef = useRef(api);
  apiRef.current = api;
  const context = useRef<TableContext | null>(null);
  if (context.current === null) {
    const created: TableContext = {
      fileId,
      readOnly: false,
      selectedColumn: null,
      selectColumn: (field) => {
        const previous = created.selectedColumn;
        if (previous === field) return;
        created.selectedColumn = field;
        const columns = [previous, field].filter((f): f is string => f !== null);
        const grid = apiRef.current;
        if (grid && !grid.isDestroyed()) grid.refreshCells({ columns, force: true });
      },
      findMatches: new Set(),
      findCurrent: null,
      showFind: (matches, current) => {
        if (matches === created.findMatches && current === created.findCurrent) return;
        created.findMatches = matches;
        created.findCurrent = current;
        const grid = apiRef.current;
        if (grid && !grid.isDestroyed()) grid.refreshCells({ force: true });
      },
      links: new Map(),
      openComments: new Map(),
      reviewBadges: new Map(),
      testResults: new Map(),
      drifted: new Set(),
      showLinks: (rowId) => {
        runAction('links.show', { source: 'grid' }, { fileId, rowId });
      },
      decide: (rowId, decision) => {
        runAction('changes.decide', { source: 'grid' }, { fileId, rowId, decision });
      },
    };
    context.current = created;
  }
  return context.current;
}
