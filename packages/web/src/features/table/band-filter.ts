import { cellBand, type Row, type ScoreBandOrUnscored } from '@specwright/core';
import type { GridApi, IRowNode } from 'ag-grid-community';
import { useEffect, useMemo, useRef } from 'react';

/**
 * The grid's external filter for the score bands the table layout shows: rows of other bands are hidden;
 * no band chosen shows every row. With `commented` (the open comment counts by row), only those rows show. The filter reads a ref, so changing the bands only re-filters, and the
 * grid is re-filtered only when they changed: re-running its row model at mount would cost a 100,000-row
 * file a second pass over every row before its first rows are painted.
 */
export function useBandFilter(
  api: GridApi<Row> | null,
  bands: readonly ScoreBandOrUnscored[] | undefined,
  commented: ReadonlyMap<string, number> | null,
) {
  // The grid's first rows are filtered with the bands shown from the start.
  const shown = useRef<ReadonlySet<ScoreBandOrUnscored>>(new Set(bands));
  const withComments = useRef(commented);
  useEffect(() => {
    const next = new Set(bands);
    const previous = shown.current;
    shown.current = next;
    const changed = next.size !== previous.size || [...next].some((band) => !previous.has(band));
    if (changed) api?.onFilterChanged();
  }, [api, bands]);
  useEffect(() => {
    const changed = withComments.current !== commented;
    withComments.current = commented;
    if (changed) api?.onFilterChanged();
  }, [api, commented]);
  return useMemo(
    () => ({
      isExternalFilterPresent: () => shown.current.size > 0 || withComments.current !== null,
      doesExternalFilterPass: (node: IRowNode<Row>) =>
        (shown.current.size === 0 || shown.current.has(cellBand(node.data?.score))) &&
        (withComments.current === null || withComments.current.has(node.data?.id ?? '')),
    }),
    [],
  );
}
