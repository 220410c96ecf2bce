import type { ProposedChangeVerdict } from '@specwright/core';
import { LINKS_COLUMN } from '../../ui/links/links-column';
import type { RowLinkViews } from '../../ui/links/row-links';
import type { ReviewBadge } from '../../ui/ReviewBadges';
import type { TestCell } from '../test-runs/test-result-text';

/** What the grid's cell and header components reach through AG Grid's `context`. */
export interface TableContext {
  readonly fileId: string;
  /** True while the file's first rows are shown and the rest is still being read: no cell can be edited. */
  readOnly: boolean;
  /** The column highlighted by the header menu's Select Column, if any. */
  selectedColumn: string | null;
  selectColumn: (field: string | null) => void;
  decide: (rowId: string, decision: ProposedChangeVerdict) => void;
  /** Cells matching the find box (keys from `findKey`), and the one the find box is on. */
  findMatches: ReadonlySet<string>;
  findCurrent: string | null;
  showFind: (matches: ReadonlySet<string>, current: string | null) => void;
  /** Each linked row's links, for the Links column; set when the file's links or labels change. */
  links: RowLinkViews;
  /** Opens a row's links in the properties panel. */
  showLinks: (rowId: string) => void;
  /** The open comment threads of each row that has one or more (a spec kept in the account). */
  openComments: ReadonlyMap<string, number>;
  /** Each row's marks in the spec's open review, and whether it changed since approved. */
  reviewBadges: ReadonlyMap<string, readonly ReviewBadge[]>;
  /** What the spec's last test run says of each requirement row (a spec kept in the account). */
  testResults: ReadonlyMap<string, TestCell>;
  /** The rows whose text changed since the last code scan found them named in code. */
  drifted: ReadonlySet<string>;
}

/** The key of one cell in the find results. */
export function findKey(rowId: string, field: string): string {
  return `${rowId}\u0000${field}`;
}

export const ROW_NUMBER_COL_ID = 'sw-row-number';
/** The column of the proposed changes' decisions; its id (and CSS classes) keep the header's word, Review. */
export const PROPOSED_CHANGE_COL_ID = 'sw-review';
/** The app's column of each row's links; not a column of the file. */
export const LINKS_COL_ID = LINKS_COLUMN.field;
/** The column of each row's open comment threads, shown while some row has one. */
export const COMMENTS_COL_ID = 'sw-comments';
/** The column of each row's human review marks (headed Approval: Review names the proposed changes). */
export const APPROVAL_COL_ID = 'sw-approval';
/** The column of each requirement's status in the last test run, shown once the spec has a run. */
export const TESTS_COL_ID = 'sw-tests';

export function isDataColumnId(colId: string): boolean {
  return ![
    ROW_NUMBER_COL_ID,
    PROPOSED_CHANGE_COL_ID,
    LINKS_COL_ID,
    COMMENTS_COL_ID,
    APPROVAL_COL_ID,
    TESTS_COL_ID,
  ].includes(colId);
}
