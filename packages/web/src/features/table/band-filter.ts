import { cellBand, type Row, type ScoreBandOrUnscored } from '@specwright/core';
import type { GridApi, IRowNode } from 'ag-grid-community';
import { useEffect, useMemo, useRef } from 'react';

/**
 * The grid's external filter for the score bands the table layout shows: rows of other bands are hidden;
 * no band chosen shows every row. The filter reads a ref, so changing the bands only re-filters.
 */
export function useBandFilter(api: GridApi<Row> | null, bands: readonly ScoreBandOrUnscored[] | undefined) {
  const shown = useRef<ReadonlySet<ScoreBandOrUnscored>>(new Set());
  useEffect(() => {
    shown.current = new Set(bands);
    api?.onFilterChanged();
  }, [api, bands]);
  return useMemo(
    () => ({
      isExternalFilterPresent: () => shown.current.size > 0,
      doesExternalFilterPass: (node: IRowNode<Row>) => shown.current.has(cellBand(node.data?.score)),
    }),
    [],
  );
}
