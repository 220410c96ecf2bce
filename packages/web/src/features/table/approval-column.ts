import type { Row } from '@specwright/core';
import type { ColDef, GridApi } from 'ag-grid-community';
import type { ReviewBadge } from '../../ui/ReviewBadges';
import { appColumnDef, fromContext, useColumnData } from './app-column';
import { ReviewBadgesCell } from './ReviewBadgesCell';
import { APPROVAL_COL_ID, type TableContext } from './table-context';

const NO_BADGES: readonly ReviewBadge[] = [];

/** The Approval column after the Comments column: each row's marks in the open review, or its change since approved. */
export function approvalColumnDef(): ColDef<Row> {
  return appColumnDef(APPROVAL_COL_ID, 'start', {
    headerName: 'Approval',
    headerTooltip: 'The row’s marks in the open review, and whether it changed since it was approved',
    width: 200,
    minWidth: 120,
    valueGetter: fromContext((context, rowId) => context.reviewBadges.get(rowId) ?? NO_BADGES, NO_BADGES),
    valueFormatter: (params) =>
      (params.value as readonly ReviewBadge[]).map((badge) => badge.text).join(' · '),
    cellRenderer: ReviewBadgesCell,
    cellClass: 'sw-cell sw-cell--approval',
  });
}

/** Gives the grid's context the badges and redraws the column's cells when they change. */
export function useApprovalColumn(
  api: GridApi<Row> | null,
  context: TableContext,
  badges: ReadonlyMap<string, readonly ReviewBadge[]>,
): boolean {
  context.reviewBadges = badges;
  return useColumnData(api, APPROVAL_COL_ID, badges);
}
