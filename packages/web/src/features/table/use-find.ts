import type { Row } from '@specwright/core';
import type { GridApi } from 'ag-grid-community';
import { useEffect, useMemo, useState } from 'react';
import { runAction } from '../../actions/app-actions';
import { type FindMatch, findMatches, stepMatch } from './find-matches';
import { findKey, isDataColumnId, type TableContext } from './table-context';

function shownRowsAndFields(api: GridApi<Row>): { rows: Row[]; fields: string[] } {
  const rows: Row[] = [];
  api.forEachNodeAfterFilterAndSort((node) => {
    if (node.data) rows.push(node.data);
  });
  const fields = api
    .getAllDisplayedColumns()
    .map((column) => column.getColId())
    .filter(isDataColumnId);
  return { rows, fields };
}

/**
 * The find box's search over the shown rows and columns: the matches (marked in the grid), the current
 * one, and stepping between them (the grid scrolls to it and its row is selected).
 */
export function useFind(api: GridApi<Row> | null, context: TableContext, data: readonly Row[]) {
  const [query, setQuery] = useState('');
  const [current, setCurrent] = useState(-1);
  // Recomputed when the text, the rows or the grid's view (sort, filter, columns) change.
  const [viewVersion, setViewVersion] = useState(0);
  useEffect(() => {
    if (!api) return;
    const bump = () => setViewVersion((version) => version + 1);
    const events = ['sortChanged', 'filterChanged', 'displayedColumnsChanged'] as const;
    for (const event of events) api.addEventListener(event, bump);
    return () => {
      if (api.isDestroyed()) return;
      for (const event of events) api.removeEventListener(event, bump);
    };
  }, [api]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: data and viewVersion say when the shown cells changed
  const matches = useMemo((): FindMatch[] => {
    if (!api || query.trim() === '') return [];
    const { rows, fields } = shownRowsAndFields(api);
    return findMatches(rows, fields, query);
  }, [api, query, data, viewVersion]);

  const at = current < matches.length ? current : -1;
  useEffect(() => {
    const match = matches[at];
    context.showFind(
      new Set(matches.map((m) => findKey(m.rowId, m.field))),
      match ? findKey(match.rowId, match.field) : null,
    );
  }, [context, matches, at]);
  useEffect(() => () => context.showFind(new Set(), null), [context]);

  const go = (direction: 1 | -1) => {
    const next = stepMatch(at, matches.length, direction);
    const match = matches[next];
    setCurrent(next);
    if (!api || !match) return;
    const rowIndex = api.getRowNode(match.rowId)?.rowIndex;
    if (rowIndex !== null && rowIndex !== undefined) api.ensureIndexVisible(rowIndex, 'middle');
    api.ensureColumnVisible(match.field, 'auto');
    runAction('rows.select', { source: 'grid' }, { fileId: context.fileId, rowId: match.rowId });
  };

  const search = (text: string) => {
    setQuery(text);
    setCurrent(-1);
  };
  return { query, search, count: matches.length, current: at, next: () => go(1), previous: () => go(-1) };
}
