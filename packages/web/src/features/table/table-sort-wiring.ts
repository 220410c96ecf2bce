import type { Row } from '@specwright/core';
import type { GridApi } from 'ag-grid-community';
import { readTabSet } from '../../state/read-stores';
import { specTabId } from '../../state/spec-tabs';
import type { TableSort } from '../../state/tab';
import { useTabSetStore } from '../../state/tab-set';
import { applyGridSort, gridSort } from './table-sort';

/** Remembers the sort of a spec's table in its tab, so a reload shows the table sorted the same way. */
export function rememberTableSort(fileId: string, api: GridApi<Row>): void {
  const tabId = specTabId(fileId);
  const sort = gridSort(api);
  const current = readTabSet().tabs.find((tab) => tab.id === tabId)?.sort;
  if (current?.field === sort?.field && current?.direction === sort?.direction) return;
  useTabSetStore.getState().setTableSort(tabId, sort);
}

/** The sort a spec's tab remembers for its table, if any. */
export function rememberedSort(fileId: string): TableSort | undefined {
  return readTabSet().tabs.find((tab) => tab.id === specTabId(fileId))?.sort;
}

/** Sorts a newly shown grid as its spec tab remembers (a column no longer shown is ignored). */
export function restoreTableSort(fileId: string, api: GridApi<Row>): void {
  applyGridSort(api, rememberedSort(fileId));
}
