import {
  type Column,
  cellBand,
  isHandEditable,
  isSelectColumn,
  type Row,
  type UiStyles,
} from '@specwright/core';
import type {
  CellClassParams,
  ColDef,
  EditableCallbackParams,
  ICellEditorParams,
  SuppressKeyboardEventParams,
} from 'ag-grid-community';
import { appColumnDef } from './app-column';
import { approvalColumnDef } from './approval-column';
import { ColumnHeader } from './ColumnHeader';
import { onProposedChangeCellKey, onScoreCellKey, passAltArrows } from './cell-keyboard';
import { cellText, compareCells, selectOptions } from './cell-value';
import { commentsColumnDef } from './comments-column';
import { linksColumnDef } from './links-column';
import { ProposedChangeCell } from './ProposedChangeCell';
import { RowNumberCell } from './RowNumberCell';
import { ScoreCell } from './ScoreCell';
import { ScoreDescriptionCell } from './score-cells';
import { findKey, PROPOSED_CHANGE_COL_ID, ROW_NUMBER_COL_ID, type TableContext } from './table-context';
import { testsColumnDef } from './tests-column';
import { styleForRow, styleTarget } from './ui-styles';

/** Long text editors accept very long values (imported files may hold them). */
const MAX_TEXT_LENGTH = 10_000_000;

export interface ColumnDefsInput {
  columns: readonly Column[];
  uiStyles: UiStyles | undefined;
  /** Whether some row has a proposed change: the column of decisions (headed Review) then appears. */
  hasPending: boolean;
  /** Digits of the largest row number: the row-number column widens with them. */
  rowNumberDigits: number;
  /** Columns frozen at the left edge. */
  frozen?: readonly string[];
  /** Long text wraps onto several lines (in the text column and the long-text columns). */
  wrap?: { textField: string | undefined } | false;
  /** The filter row: a "contains" filter box under each column header. */
  filters?: boolean;
  /** Whether the Links column shows (after the file's columns). */
  links?: boolean;
  /** Whether the Comments column shows (after the row numbers): some row has open comments. */
  comments?: boolean;
  /** Whether the Approval column shows (after the Comments column): some row has a review mark. */
  approval?: boolean;
  /** Whether the Tests column shows (after the Links column): the spec has a test run. */
  tests?: boolean;
  /** Whether some row drifted from the code that names it: the row numbers widen for its mark. */
  drifted?: boolean;
}

const FILTERED: Partial<ColDef<Row>> = {
  filter: 'agTextColumnFilter',
  floatingFilter: true,
  suppressFloatingFilterButton: true,
  filterParams: { filterOptions: ['contains'], maxNumConditions: 1, debounceMs: 200 },
  filterValueGetter: (params) => cellText(params.data?.[params.colDef.field ?? '']),
};

const WRAPPED: Partial<ColDef<Row>> = { wrapText: true, autoHeight: true };

function editorOf(column: Column): Partial<ColDef<Row>> {
  if (isSelectColumn(column)) {
    return {
      cellEditor: 'agSelectCellEditor',
      cellEditorParams: (params: ICellEditorParams<Row>) => ({
        values: selectOptions(column.valueOptions, params.value),
      }),
    };
  }
  if (column.editorType === 'textarea') {
    return {
      cellEditor: 'agLargeTextCellEditor',
      cellEditorPopup: true,
      cellEditorParams: { maxLength: MAX_TEXT_LENGTH, rows: 8, cols: 60 },
    };
  }
  return { cellEditor: 'agTextCellEditor', cellEditorParams: { maxLength: MAX_TEXT_LENGTH } };
}

const bandOf = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? cellBand(value) : 'unscored';
const bandIs = (band: string) => (params: CellClassParams<Row>) => bandOf(params.value) === band;

/**
 * Score analysis columns: the score as a band-coloured cell whose pill opens the finding, the description
 * with the matched words highlighted.
 */
function rendererOf(field: string): Partial<ColDef<Row>> {
  if (field === 'score') {
    return {
      cellRenderer: ScoreCell,
      cellClassRules: {
        'sw-cell--band-high': bandIs('high'),
        'sw-cell--band-medium': bandIs('medium'),
        'sw-cell--band-low': bandIs('low'),
      },
      suppressKeyboardEvent: (params: SuppressKeyboardEventParams<Row>) =>
        passAltArrows(params) || onScoreCellKey(params.event),
    };
  }
  if (field === 'score_description') return { cellRenderer: ScoreDescriptionCell };
  return {};
}

/** Asked as an edit starts, so a table turns read-only without new column definitions (see TableContext). */
const notReadOnly = (params: EditableCallbackParams<Row, unknown, TableContext>) =>
  params.context?.readOnly !== true;
const isColumnSelected = (field: string) => (params: CellClassParams<Row, unknown, TableContext>) =>
  params.context?.selectedColumn === field;
const isFindMatch = (field: string) => (params: CellClassParams<Row, unknown, TableContext>) =>
  params.data !== undefined && params.context?.findMatches.has(findKey(params.data.id, field)) === true;
const isFindCurrent = (field: string) => (params: CellClassParams<Row, unknown, TableContext>) =>
  params.data !== undefined && params.context?.findCurrent === findKey(params.data.id, field);

interface DataColumnOptions {
  frozen: boolean;
  wrapped: boolean;
  filtered: boolean;
}

function dataColumnDef(
  column: Column,
  uiStyles: UiStyles | undefined,
  options: DataColumnOptions,
): ColDef<Row> {
  const { frozen, wrapped, filtered } = options;
  const target = styleTarget(uiStyles);
  const styled = target !== null && target !== 'row' && target.column === column.field;
  const renderer = rendererOf(column.field);
  return {
    colId: column.field,
    field: column.field,
    headerName: column.headerName,
    width: column.width,
    minWidth: Math.max(50, column.minWidth),
    sortable: true,
    resizable: true,
    comparator: compareCells,
    editable: isHandEditable(column) ? notReadOnly : false,
    pinned: frozen ? 'left' : null,
    lockPinned: true,
    ...editorOf(column),
    ...renderer,
    ...(wrapped ? WRAPPED : {}),
    ...(filtered ? FILTERED : {}),
    cellClass: `sw-cell sw-cell--${column.align}${wrapped ? ' sw-cell--wrap' : ''}`,
    cellClassRules: {
      ...renderer.cellClassRules,
      'sw-cell--column-selected': isColumnSelected(column.field),
      'sw-cell--find-match': isFindMatch(column.field),
      'sw-cell--find-current': isFindCurrent(column.field),
    },
    headerComponent: ColumnHeader,
    ...(styled ? { cellStyle: (params) => ({ ...styleForRow(uiStyles, params.data) }) } : {}),
  };
}

/**
 * The row-number column: 40 px (up to 80 px, wider only when the numbers need it), never moved; 18 px
 * more while some row shows the drifted-from-code mark before its number.
 */
export function rowNumberColumnDef(digits: number, drifted = false): ColDef<Row> {
  const mark = drifted ? 18 : 0;
  return appColumnDef(ROW_NUMBER_COL_ID, 'pinned-left', {
    headerName: '#',
    valueGetter: (params) => params.data?.rowOrder,
    cellRenderer: RowNumberCell,
    width: Math.min(80, Math.max(40, 12 + digits * 8)) + mark,
    minWidth: 40,
    maxWidth: 80 + mark,
    resizable: true,
    cellClass: 'sw-cell sw-cell--row-number',
    headerClass: 'sw-header--row-number',
  });
}

/** Accept/Reject (or Keep/Delete) buttons, pinned right, only while some row has a proposed change. */
export function proposedChangeColumnDef(): ColDef<Row> {
  return appColumnDef(PROPOSED_CHANGE_COL_ID, 'pinned-right', {
    headerName: 'Review',
    width: 236,
    minWidth: 236,
    resizable: false,
    cellRenderer: ProposedChangeCell,
    cellClass: 'sw-cell sw-cell--review',
    suppressKeyboardEvent: (params: SuppressKeyboardEventParams<Row>) =>
      passAltArrows(params) || onProposedChangeCellKey(params.event),
  });
}

/** The grid's column definitions for the file's visible columns, in display order. */
export function buildColumnDefs({
  columns,
  uiStyles,
  hasPending,
  rowNumberDigits,
  frozen = [],
  wrap = false,
  filters = false,
  links = false,
  comments = false,
  approval = false,
  tests = false,
  drifted = false,
}: ColumnDefsInput): ColDef<Row>[] {
  const isWrapped = (column: Column) =>
    wrap !== false && (column.field === wrap.textField || column.editorType === 'textarea');
  return [
    rowNumberColumnDef(rowNumberDigits, drifted),
    ...(comments ? [commentsColumnDef()] : []),
    ...(approval ? [approvalColumnDef()] : []),
    ...columns.map((column) =>
      dataColumnDef(column, uiStyles, {
        frozen: frozen.includes(column.field),
        wrapped: isWrapped(column),
        filtered: filters,
      }),
    ),
    ...(links ? [linksColumnDef()] : []),
    ...(tests ? [testsColumnDef()] : []),
    ...(hasPending ? [proposedChangeColumnDef()] : []),
  ];
}
