import type { PresenceSpot, Row } from '@specwright/core';
import type {
  CellEditingStartedEvent,
  CellEditingStoppedEvent,
  CellFocusedEvent,
  GridApi,
} from 'ag-grid-community';
import { useCallback, useEffect, useRef } from 'react';
import { readSpecFiles } from '../../state/read-stores';
import { setOwnSpot } from '../presence/presence-wiring';
import { isDataColumnId } from './table-context';

const NOWHERE: PresenceSpot = { rowId: null, field: null, editing: false };

function focusedSpot(event: CellFocusedEvent<Row>): PresenceSpot {
  if (event.rowIndex === null || event.rowPinned) return NOWHERE;
  const field = typeof event.column === 'string' ? event.column : (event.column?.getColId() ?? null);
  const rowId = event.api.getDisplayedRowAtIndex(event.rowIndex)?.data?.id ?? null;
  return { rowId, field: field && isDataColumnId(field) ? field : null, editing: false };
}

const editingSpot = (
  event: CellEditingStartedEvent<Row> | CellEditingStoppedEvent<Row>,
  editing: boolean,
) => ({
  rowId: event.data?.id ?? null,
  field: event.column.getColId(),
  editing,
});

/**
 * Tells the others where this tab is in the table: the selected row, the cell focused in it and whether it
 * is being edited. Nowhere once the table is closed.
 */
export function useTableOwnSpot(
  fileId: string,
  api: GridApi<Row> | null,
  selectedRowId: string | null,
): void {
  const cell = useRef<PresenceSpot>(NOWHERE);
  const publish = useCallback(() => {
    const rowId = readSpecFiles().specs[fileId]?.selectedRowId ?? null;
    const onRow = rowId !== null && cell.current.rowId === rowId;
    setOwnSpot(fileId, {
      rowId,
      field: onRow ? cell.current.field : null,
      editing: onRow && cell.current.editing,
    });
  }, [fileId]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: published again when the selected row changes
  useEffect(publish, [publish, selectedRowId]);

  useEffect(() => {
    if (!api || api.isDestroyed()) return;
    const track = (spot: PresenceSpot) => {
      cell.current = spot;
      publish();
    };
    const focused = (event: CellFocusedEvent<Row>) => track(focusedSpot(event));
    const started = (event: CellEditingStartedEvent<Row>) => track(editingSpot(event, true));
    const stopped = (event: CellEditingStoppedEvent<Row>) => track(editingSpot(event, false));
    api.addEventListener('cellFocused', focused);
    api.addEventListener('cellEditingStarted', started);
    api.addEventListener('cellEditingStopped', stopped);
    return () => {
      if (api.isDestroyed()) return;
      api.removeEventListener('cellFocused', focused);
      api.removeEventListener('cellEditingStarted', started);
      api.removeEventListener('cellEditingStopped', stopped);
    };
  }, [api, publish]);

  useEffect(() => () => setOwnSpot(fileId, null), [fileId]);
}
