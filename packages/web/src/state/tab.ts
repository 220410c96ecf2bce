import { SCORE_BANDS, type ScoreBandOrUnscored } from '@specwright/core';

/** `markdown`: an editable Markdown document, such as a generated design draft. */
export type TabType = 'page' | 'spec' | 'templatesPage' | 'markdown';
export type ViewMode = 'table' | 'doc' | 'report' | 'trace';

/** The table view's sort of a spec tab: a view setting, kept across reloads, not an edit. */
export interface TableSort {
  field: string;
  direction: 'asc' | 'desc';
}

/** How a spec tab's table is laid out: view settings kept across reloads, never edits of the spec. */
export interface TableLayout {
  /** Columns frozen at the left edge, so scrolling right keeps them in view. */
  frozen?: string[];
  /** The score bands shown; absent or empty: every row. */
  bands?: ScoreBandOrUnscored[];
  /** Whether long text wraps onto several lines (rows grow to fit). */
  wrap?: boolean;
  /** Whether the filter row (a filter box under each column header) shows. */
  filters?: boolean;
  /** Whether the app's Links column shows; absent: when the spec has links. */
  links?: boolean;
  /** Whether only the rows with open comment threads show. */
  openComments?: boolean;
}

/** One open tab in the tab set. Page tabs use a fixed id from `PAGE_IDS`. */
export interface Tab {
  id: string;
  title: string;
  type: TabType;
  requirementFileId?: string;
  viewMode?: ViewMode;
  sort?: TableSort;
  table?: TableLayout;
}

const TAB_TYPES: readonly string[] = ['page', 'spec', 'templatesPage', 'markdown'] satisfies TabType[];
const VIEW_MODES: readonly string[] = ['table', 'doc', 'report', 'trace'] satisfies ViewMode[];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isTableSort(value: unknown): value is TableSort {
  return (
    isRecord(value) &&
    typeof value.field === 'string' &&
    (value.direction === 'asc' || value.direction === 'desc')
  );
}

const BAND_FILTERS: readonly string[] = [...SCORE_BANDS, 'unscored'];
const isStringList = (value: unknown, allowed?: readonly string[]): value is string[] =>
  Array.isArray(value) &&
  value.every((item) => typeof item === 'string' && (!allowed || allowed.includes(item)));

function isTableLayout(value: unknown): value is TableLayout {
  if (!isRecord(value)) return false;
  const { frozen, bands, wrap, filters, links, openComments } = value;
  return (
    (frozen === undefined || isStringList(frozen)) &&
    (bands === undefined || isStringList(bands, BAND_FILTERS)) &&
    (wrap === undefined || typeof wrap === 'boolean') &&
    (filters === undefined || typeof filters === 'boolean') &&
    (links === undefined || typeof links === 'boolean') &&
    (openComments === undefined || typeof openComments === 'boolean')
  );
}

/** Type guard for a tab read back from storage. */
export function isTab(value: unknown): value is Tab {
  if (!isRecord(value)) return false;
  const { id, title, type, requirementFileId, viewMode, sort, table } = value;
  return (
    typeof id === 'string' &&
    id.length > 0 &&
    typeof title === 'string' &&
    typeof type === 'string' &&
    TAB_TYPES.includes(type) &&
    (requirementFileId === undefined || typeof requirementFileId === 'string') &&
    (viewMode === undefined || (typeof viewMode === 'string' && VIEW_MODES.includes(viewMode))) &&
    (sort === undefined || isTableSort(sort)) &&
    (table === undefined || isTableLayout(table))
  );
}
