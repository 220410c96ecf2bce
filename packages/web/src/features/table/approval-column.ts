import type { Row } from '@specwright/core';
import type { ColDef, GridApi } from 'ag-grid-community';
import { useEffect } from 'react';
import type { ReviewBadge } from '../../ui/ReviewBadges';
import { ReviewBadgesCell } from './ReviewBadgesCell';
import { APPROVAL_COL_ID, type TableContext } from './table-context';

const NO_BADGES: readonly ReviewBadge[] = [];

/** The Approval column after the Comments column: each row's marks in the open review, or its change since approved. */
export function approvalColumnDef(): ColDef<Row> {
  return {
    colId: APPROVAL_COL_ID,
    headerName: 'Approval',
    headerTooltip: 'The row’s marks in the open review, and whether it changed since it was approved',
    width: 200,
    minWidth: 120,
    sortable: false,
    editable: false,
    suppressMovable: true,
    lockPosition: 'left',
    valueGetter: (params) => {
      const context: TableContext | undefined = params.context;
      const id = params.data?.id;
      return id === undefined ? NO_BADGES : (context?.reviewBadges.get(id) ?? NO_BADGES);
    },
    valueFormatter: (params) =>
      (params.value as readonly ReviewBadge[]).map((badge) => badge.text).join(' · '),
    cellRenderer: ReviewBadgesCell,
    cellClass: 'sw-cell sw-cell--approval',
  };
}

/** Gives the grid's context the badges and redraws the column's cells when they change. */
export function useApprovalColumn(
  api: GridApi<Row> | null,
  context: TableContext,
  badges: ReadonlyMap<string, readonly ReviewBadge[]>,
): boolean {
  context.reviewBadges = badges;
  useEffect(() => {
    if (api && !api.isDestroyed() && badges.size > 0) {
      api.refreshCells({ columns: [APPROVAL_COL_ID], force: true });
    }
  }, [api, badges]);
  return badges.size > 0;
}
