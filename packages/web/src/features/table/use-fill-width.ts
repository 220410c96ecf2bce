import type { Column, Row } from '@specwright/core';
import type { GridApi } from 'ag-grid-community';
import { type RefObject, useEffect } from 'react';

/** Room kept for the vertical scroll bar and the grid's borders. */
const SCROLLBAR_ALLOWANCE = 18;

/** Widens the requirement text column to take the grid's spare width (never below its saved width). */
export function fillWidth(api: GridApi<Row>, root: HTMLElement, textColumn: Column): void {
  if (api.isDestroyed()) return;
  const column = api.getColumn(textColumn.field);
  if (!column?.isVisible()) return;
  const others = api
    .getAllDisplayedColumns()
    .filter((shown) => shown !== column)
    .reduce((sum, shown) => sum + shown.getActualWidth(), 0);
  const spare = root.clientWidth - SCROLLBAR_ALLOWANCE - others - textColumn.width;
  const width = textColumn.width + Math.max(0, Math.floor(spare));
  if (width !== column.getActualWidth()) api.setColumnWidths([{ key: column, newWidth: width }]);
}

/**
 * Columns fill the width: when the columns are narrower than the grid, the requirement text column takes
 * the spare room (shown wider, not saved: its saved width stays what the user set). Follows the grid's size.
 */
export function useFillWidth(
  api: GridApi<Row> | null,
  rootRef: RefObject<HTMLElement | null>,
  textColumn: Column | undefined,
  columnsKey: unknown,
): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: columnsKey changes when the grid's columns were rebuilt (their widths reset)
  useEffect(() => {
    const root = rootRef.current;
    if (!api || !root || !textColumn) return;
    const fill = () => fillWidth(api, root, textColumn);
    fill();
    const observer = new ResizeObserver(fill);
    observer.observe(root);
    return () => observer.disconnect();
  }, [api, rootRef, textColumn, columnsKey]);
}
