import type { ScoreBandOrUnscored } from '@specwright/core';
import { readTabSet, useTabSet } from '../../state/read-stores';
import { specTabId } from '../../state/spec-tabs';
import type { TableLayout } from '../../state/tab';
import { useTabSetStore } from '../../state/tab-set';

const NO_LAYOUT: TableLayout = {};

/** The table layout a spec's tab remembers (frozen columns, band filter, wrapping). */
export function useTableLayout(fileId: string): TableLayout {
  const tabId = specTabId(fileId);
  return useTabSet((state) => state.tabs.find((tab) => tab.id === tabId)?.table) ?? NO_LAYOUT;
}

function layoutOf(fileId: string): TableLayout {
  const tabId = specTabId(fileId);
  return readTabSet().tabs.find((tab) => tab.id === tabId)?.table ?? NO_LAYOUT;
}

export function changeTableLayout(fileId: string, changes: TableLayout): void {
  useTabSetStore.getState().setTableLayout(specTabId(fileId), changes);
}

export function isFrozen(fileId: string, field: string): boolean {
  return layoutOf(fileId).frozen?.includes(field) ?? false;
}

/** Freezes a column at the left edge, or unfreezes it. */
export function toggleFrozen(fileId: string, field: string): void {
  const frozen = layoutOf(fileId).frozen ?? [];
  changeTableLayout(fileId, {
    frozen: frozen.includes(field) ? frozen.filter((f) => f !== field) : [...frozen, field],
  });
}

/** Shows or hides the rows of one score band. */
export function toggleBand(fileId: string, band: ScoreBandOrUnscored): void {
  const bands = layoutOf(fileId).bands ?? [];
  changeTableLayout(fileId, {
    bands: bands.includes(band) ? bands.filter((b) => b !== band) : [...bands, band],
  });
}
