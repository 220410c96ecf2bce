import type { Row } from '@specwright/core';
import type { GridApi } from 'ag-grid-community';
import { useEffect } from 'react';
import { useAccountSpecs, useTraceData } from '../../state/read-stores';
import { useTraceDataStore } from '../../state/trace-data';
import { TESTS_COL_ID } from './table-context';

/** Scrolls the Tests column into view once the grid has it, when the store asks for it for this spec. */
export function useRevealTestsColumn(api: GridApi<Row> | null, fileId: string, shown: boolean): void {
  const specId = useAccountSpecs((state) => state.links[fileId]?.specId);
  const reveal = useTraceData((state) => specId !== undefined && state.revealTests === specId);
  useEffect(() => {
    if (!api || api.isDestroyed() || !shown || !reveal) return;
    const bringIntoView = () => {
      if (!api.getColumn(TESTS_COL_ID)) return false;
      api.ensureColumnVisible(TESTS_COL_ID, 'end');
      useTraceDataStore.getState().testsRevealed();
      return true;
    };
    if (bringIntoView()) return;
    // A first run adds the column: the grid shows it after this render.
    const onColumns = () => {
      if (bringIntoView()) api.removeEventListener('displayedColumnsChanged', onColumns);
    };
    api.addEventListener('displayedColumnsChanged', onColumns);
    return () => {
      if (!api.isDestroyed()) api.removeEventListener('displayedColumnsChanged', onColumns);
    };
  }, [api, shown, reveal]);
}
