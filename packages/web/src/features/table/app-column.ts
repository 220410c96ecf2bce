import type { Row } from '@specwright/core';
import type { ColDef, GridApi, ValueGetterFunc } from 'ag-grid-community';
import { useEffect } from 'react';
import type { TableContext } from './table-context';

/**
 * Where one of the app's own columns stands: pinned at the left edge (row numbers, Comments), pinned at
 * the right edge (Review), at the left end of the data columns, scrolling with them (Approval), or at the right end of the data columns, scrolling with them (Links).
 */
export type AppColumnPlace = 'pinned-left' | 'start' | 'pinned-right' | 'end';

const PLACES: Record<AppColumnPlace, Partial<ColDef<Row>>> = {
  'pinned-left': { lockPosition: 'left', pinned: 'left', lockPinned: true },
  start: { lockPosition: 'left' },
  'pinned-right': { pinned: 'right', lockPinned: true },
  end: { lockPosition: 'right' },
};

/** What the app shows in such a column: its header, width, cells and keys. */
export type AppColumnParts = Omit<ColDef<Row>, 'colId' | 'sortable' | 'editable' | 'suppressMovable'>;

/**
 * One of the app's own columns, not one of the file's: never sorted, edited or moved by the user, at
 * its place whatever the file's columns are.
 */
export function appColumnDef(colId: string, place: AppColumnPlace, parts: AppColumnParts): ColDef<Row> {
  return { colId, sortable: false, editable: false, suppressMovable: true, ...PLACES[place], ...parts };
}

/** A cell's value read for its row from the grid's context, where the app keeps what it shows beside the file. */
export function fromContext<T>(
  read: (context: TableContext, rowId: string) => T,
  none: T,
): ValueGetterFunc<Row> {
  return (params) => {
    const context: TableContext | undefined = params.context;
    const id = params.data?.id;
    return id === undefined || context === undefined ? none : read(context, id);
  };
}

/**
 * Redraws column `colId` when what it shows (kept in the grid's context by the caller) changes; whether
 * there is something to show.
 */
export function useColumnData(
  api: GridApi<Row> | null,
  colId: string,
  data: { readonly size: number },
): boolean {
  useEffect(() => {
    if (api && !api.isDestroyed() && data.size > 0) api.refreshCells({ columns: [colId], force: true });
  }, [api, colId, data]);
  return data.size > 0;
}
