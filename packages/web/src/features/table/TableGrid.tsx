import { type RequirementFile, type Row, textColumnOf, visibleColumns } from '@specwright/core';
import type {
  CellEditingStartedEvent,
  CellEditRequestEvent,
  CellFocusedEvent,
  ColumnMovedEvent,
  ColumnResizedEvent,
  GetRowIdParams,
  GridApi,
  GridReadyEvent,
  RowSelectionOptions,
  SelectionChangedEvent,
  SortChangedEvent,
} from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useDriftedRows } from '../code-trace/use-code-trace';
import { useOpenCommentCounts } from '../comments/comment-counts';
import { useReviewBadges } from '../reviews/use-review-badges';
import { useApprovalColumn } from './approval-column';
import { useBandFilter } from './band-filter';
import { passAltArrows } from './cell-keyboard';
import { buildColumnDefs } from './column-defs';
import { useCommentsColumn } from './comments-column';
import { installColumnDragThreshold } from './drag-threshold';
import { markTableRendered } from './first-paint';
import { installGridClipboard } from './grid-clipboard';
import {
  onCellEditingStarted,
  onCellEditRequest,
  onCellFocused,
  onColumnMoved,
  onColumnResized,
  onSelectionChanged,
} from './grid-handlers';
import { TABLE_GRID_MODULES } from './grid-modules';
import { tableTheme } from './grid-theme';
import { statusRowClassRules } from './proposed-change-status';
import { useDriftMarks } from './RowNumberCell';
import { TablePresence } from './TablePresence';
import { TableToolbar } from './TableToolbar';
import { useTableLayout } from './table-layout-wiring';
import { rememberedSort, rememberTableSort, restoreTableSort } from './table-sort-wiring';
import { useTestsColumn } from './tests-column';
import { installTruncationTooltips } from './truncation-tooltip';
import { styleForRow, styleTarget } from './ui-styles';
import { fillWidth, useFillWidth } from './use-fill-width';
import { useGridRows } from './use-grid-rows';
import { useLinksColumn } from './use-links-column';
import { useSelectionSync } from './use-selection-sync';
import { useTableContext } from './use-table-context';
import { useTableOwnSpot } from './use-table-own-spot';

/** Given to the grid directly too, so it never measures the theme to lay out 50,000 rows. */
const ROW_HEIGHT = 32;
const HEADER_HEIGHT = 34;

const rowSelection: RowSelectionOptions<Row> = {
  mode: 'singleRow',
  checkboxes: false,
  enableClickSelection: false,
};

const defaultColDef = { cellDataType: false, suppressKeyboardEvent: passAltArrows } as const;
const getRowId = ({ data }: GetRowIdParams<Row>) => data.id;

interface TableGridProps {
  fileId: string;
  file: RequirementFile;
  selectedRowId: string | null;
  /** The file's first rows, shown while the rest is read: nothing can be edited yet. */
  loading: boolean;
}

/** The AG Grid of one requirement file: rows by id, columns from the file, every edit a core command. */
export function TableGrid({ fileId, file, selectedRowId, loading }: TableGridProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const [api, setApi] = useState<GridApi<Row> | null>(null);
  const context = useTableContext(fileId, api);
  context.readOnly = loading;
  const layout = useTableLayout(fileId);
  const startsAtTop = !selectedRowId && !layout.bands?.length && !rememberedSort(fileId);
  const { initialRows, pending: hasPending } = useGridRows(api, file.data, startsAtTop);
  const digits = String(file.data.length).length;
  const textField = textColumnOf(file);
  const openComments = useOpenCommentCounts(fileId);
  const bandFilter = useBandFilter(api, layout.bands, layout.openComments ? openComments : null);
  const showComments = useCommentsColumn(api, context, openComments);
  const showApproval = useApprovalColumn(api, context, useReviewBadges(fileId));
  const showLinks = useLinksColumn(api, context, file, layout.links);
  const showTests = useTestsColumn(api, context, fileId);
  const showDrift = useDriftMarks(api, context, useDriftedRows(fileId));

  // biome-ignore lint/correctness/useExhaustiveDependencies: columns change only with these parts of the file
  const columnDefs = useMemo(
    () =>
      buildColumnDefs({
        columns: visibleColumns(file),
        uiStyles: file.uiStyles,
        hasPending,
        rowNumberDigits: digits,
        ...(layout.frozen ? { frozen: layout.frozen } : {}),
        wrap: layout.wrap === true && { textField },
        filters: layout.filters === true,
        links: showLinks,
        comments: showComments,
        approval: showApproval,
        tests: showTests,
        drifted: showDrift,
      }),
    [
      file.columns,
      file.columnOrder,
      file.hiddenColumns,
      file.uiStyles,
      hasPending,
      digits,
      layout.frozen,
      layout.wrap,
      layout.filters,
      showLinks,
      showComments,
      showApproval,
      showTests,
      showDrift,
      textField,
    ],
  );
  const uiStyles = file.uiStyles;
  const getRowStyle = useMemo(
    () =>
      styleTarget(uiStyles) === 'row'
        ? ({ data }: { data?: Row }) => ({ ...styleForRow(uiStyles, data) })
        : undefined,
    [uiStyles],
  );

  const textColumn = file.columns.find((column) => column.field === textField);
  const handlers = useMemo(
    () => ({
      onGridReady: (event: GridReadyEvent<Row>) => {
        restoreTableSort(fileId, event.api);
        // Widened before the first rows are drawn, so they are not laid out twice.
        if (rootRef.current && textColumn) fillWidth(event.api, rootRef.current, textColumn);
        setApi(event.api);
      },
      onFirstDataRendered: () => markTableRendered(fileId),
      onSortChanged: (event: SortChangedEvent<Row>) => rememberTableSort(fileId, event.api),
      onCellFocused: (event: CellFocusedEvent<Row>) => onCellFocused(context, event),
      onCellEditingStarted: (event: CellEditingStartedEvent<Row>) => onCellEditingStarted(fileId, event),
      onCellEditRequest: (event: CellEditRequestEvent<Row>) => onCellEditRequest(fileId, event),
      onColumnResized: (event: ColumnResizedEvent<Row>) => onColumnResized(fileId, event),
      onColumnMoved: (event: ColumnMovedEvent<Row>) => onColumnMoved(fileId, event),
      onSelectionChanged: (event: SelectionChangedEvent<Row>) => onSelectionChanged(fileId, event),
    }),
    [fileId, context, textColumn],
  );

  useSelectionSync(api, selectedRowId, file.data, rootRef);
  useTableOwnSpot(fileId, api, selectedRowId);
  useFillWidth(api, rootRef, textColumn, columnDefs);
  useEffect(() => {
    const root = rootRef.current;
    return root && api ? installGridClipboard(root, api, fileId) : undefined;
  }, [api, fileId]);
  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const removeThreshold = installColumnDragThreshold(root);
    const removeTooltips = installTruncationTooltips(root);
    return () => {
      removeThreshold();
      removeTooltips();
    };
  }, []);

  return (
    <>
      <TableToolbar fileId={fileId} file={file} api={api} context={context} />
      <div ref={rootRef} className="sw-table__grid" data-testid="table-grid">
        <AgGridReact<Row>
          theme={tableTheme}
          modules={TABLE_GRID_MODULES}
          rowData={initialRows}
          columnDefs={columnDefs}
          defaultColDef={defaultColDef}
          getRowId={getRowId}
          context={context}
          rowHeight={ROW_HEIGHT}
          headerHeight={HEADER_HEIGHT}
          rowSelection={rowSelection}
          rowClassRules={statusRowClassRules}
          getRowStyle={getRowStyle}
          readOnlyEdit
          stopEditingWhenCellsLoseFocus
          suppressFieldDotNotation
          suppressDragLeaveHidesColumns
          suppressNoRowsOverlay
          {...bandFilter}
          animateRows={false}
          suppressAnimationFrame
          {...handlers}
        />
        <TablePresence fileId={fileId} api={api} rootRef={rootRef} />
      </div>
    </>
  );
}
