import type { Row } from '@specwright/core';
import type { GridApi } from 'ag-grid-community';
import type { CustomCellRendererProps } from 'ag-grid-react';
import { useEffect } from 'react';
import { WarningIcon } from '../../ui/icons';
import { ROW_NUMBER_COL_ID, type TableContext } from './table-context';

/** The words of the mark (the properties panel says since which commit). */
const DRIFTED_NAME = 'Drifted from code';

/** A row's number, after a mark when its text changed since a code scan found it named in code. */
export function RowNumberCell({ data, value, context }: CustomCellRendererProps<Row, unknown, TableContext>) {
  const drifted = data ? context.drifted.has(data.id) : false;
  return (
    <>
      {drifted ? (
        <span className="sw-drifted" role="img" aria-label={DRIFTED_NAME} title={DRIFTED_NAME}>
          <WarningIcon size={12} />
        </span>
      ) : null}
      {String(value ?? '')}
    </>
  );
}

/** Gives the grid's context the drifted rows and redraws the row numbers when they change. */
export function useDriftMarks(
  api: GridApi<Row> | null,
  context: TableContext,
  drifted: ReadonlySet<string>,
): boolean {
  context.drifted = drifted;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the cells read the new rows from the context
  useEffect(() => {
    if (api && !api.isDestroyed()) api.refreshCells({ columns: [ROW_NUMBER_COL_ID], force: true });
  }, [api, drifted]);
  return drifted.size > 0;
}
