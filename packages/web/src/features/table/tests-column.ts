import type { Row } from '@specwright/core';
import type { ColDef, GridApi } from 'ag-grid-community';
import { useMemo } from 'react';
import { type TestCell, testCells } from '../test-runs/test-result-text';
import { useSpecTestResults } from '../test-runs/use-test-results';
import { appColumnDef, fromContext, useColumnData } from './app-column';
import { TestStatusCell } from './TestStatusCell';
import { type TableContext, TESTS_COL_ID } from './table-context';
import { useRevealTestsColumn } from './tests-reveal-wiring';

/** The Tests column after the Links column: each requirement passed, failed or untested in the last run. */
export function testsColumnDef(): ColDef<Row> {
  return appColumnDef(TESTS_COL_ID, 'end', {
    headerName: 'Tests',
    headerTooltip: 'What the last imported test run says of each requirement, and when it ran',
    width: 210,
    minWidth: 110,
    valueGetter: fromContext<TestCell | null>(
      (context, rowId) => context.testResults.get(rowId) ?? null,
      null,
    ),
    valueFormatter: (params) => (params.value as TestCell | null)?.text ?? '',
    cellRenderer: TestStatusCell,
    cellClass: 'sw-cell sw-cell--tests',
  });
}

/**
 * Gives the grid's context the last run's cells and redraws the column when they change; whether it shows.
 * Results the user just imported bring the column into view (it is the last one, often scrolled off).
 */
export function useTestsColumn(api: GridApi<Row> | null, context: TableContext, fileId: string): boolean {
  const results = useSpecTestResults(fileId);
  const cells = useMemo(() => testCells(results), [results]);
  context.testResults = cells;
  const shown = useColumnData(api, TESTS_COL_ID, cells);
  useRevealTestsColumn(api, fileId, shown);
  return shown;
}
