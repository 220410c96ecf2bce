import type { Row } from '@specwright/core';
import type { GridApi } from 'ag-grid-community';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { type GridRows, gridRows, rowDelta } from './row-delta';

/** Up to this many changed rows are updated node by node; more go in one transaction. */
const NODE_UPDATE_LIMIT = 500;
/** A file with more rows first shows this many (more than the tallest screen holds), then all of them. */
export const FIRST_ROWS = 200;

/** Runs `task` at the start of the frame after the next one, when the next one has been painted. */
function afterNextPaint(task: () => void): () => void {
  let frame = requestAnimationFrame(() => {
    frame = requestAnimationFrame(task);
  });
  return () => cancelAnimationFrame(frame);
}

/** Gives changed rows to their nodes without re-running the row model (a row being edited stays put). */
function updateNodes(api: GridApi<Row>, rows: readonly Row[]): boolean {
  const nodes = rows.map((row) => api.getRowNode(row.id));
  if (nodes.some((node) => node === undefined)) return false;
  nodes.forEach((node, i) => {
    node?.updateData(rows[i] as Row);
  });
  return true;
}

/**
 * Feeds the file's rows to the grid. The grid gets its first rows as a prop; afterwards an edit updates
 * the changed rows' nodes only (a cell edit in a 50,000-row file repaints one row instead of laying out
 * 50,000), and other changes replace the row data, which the grid matches by row id. Also tells whether
 * a row has a proposed change, found in the same pass over the rows.
 *
 * With `firstRowsFirst`, a large file's first rows are painted before the grid builds a node for each of
 * its rows (a 100,000-row file shows its top in a fraction of the time); the rest follow right after that
 * paint. Only for a table that starts at the top, unsorted and unfiltered, where those rows are the ones
 * seen.
 */
export function useGridRows(
  api: GridApi<Row> | null,
  rows: readonly Row[],
  firstRowsFirst: boolean,
): { initialRows: Row[]; pending: boolean } {
  const [initial] = useState(() => gridRows(rows));
  const [initialRows] = useState(() =>
    firstRowsFirst && rows.length > FIRST_ROWS ? rows.slice(0, FIRST_ROWS) : (rows as Row[]),
  );
  const shown = useRef<GridRows>(initial);
  const complete = useRef(initialRows.length === rows.length);
  const next = useMemo(() => rowDelta(shown.current, rows), [rows]);
  useLayoutEffect(() => {
    if (!api || complete.current) return;
    return afterNextPaint(() => {
      if (api.isDestroyed()) return;
      complete.current = true;
      api.setGridOption('rowData', shown.current.rows as Row[]);
    });
  }, [api]);
  useLayoutEffect(() => {
    if (!api || api.isDestroyed()) return;
    // `next` was worked out against the rows last given to the grid: only this effect changes them.
    const { delta } = next;
    shown.current = { rows, pending: next.pending };
    // Until every row is in the grid, the newest rows wait for that step.
    if (delta.kind === 'none' || !complete.current) return;
    if (delta.kind === 'update' && delta.rows.length <= NODE_UPDATE_LIMIT && updateNodes(api, delta.rows))
      return;
    if (delta.kind === 'update') api.applyTransaction({ update: delta.rows });
    else api.setGridOption('rowData', rows as Row[]);
  }, [api, rows, next]);
  return { initialRows, pending: next.pending };
}
