export type TabType = 'page' | 'spec' | 'templatesPage';
export type ViewMode = 'table' | 'doc' | 'report';

/** The table view's sort of a spec tab: a view setting, kept across reloads, not an edit. */
export interface TableSort {
  field: string;
  direction: 'asc' | 'desc';
}

/** One open tab in the workspace. Page tabs use a fixed id from `PAGE_IDS`. */
export interface Tab {
  id: string;
  title: string;
  type: TabType;
  requirementFileId?: string;
  viewMode?: ViewMode;
  sort?: TableSort;
}

const TAB_TYPES: readonly string[] = ['page', 'spec', 'templatesPage'] satisfies TabType[];
const VIEW_MODES: readonly string[] = ['table', 'doc', 'report'] satisfies ViewMode[];

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

/** Type guard for a tab read back from storage. */
export function isTab(value: unknown): value is Tab {
  if (!isRecord(value)) return false;
  const { id, title, type, requirementFileId, viewMode, sort } = value;
  return (
    typeof id === 'string' &&
    id.length > 0 &&
    typeof title === 'string' &&
    typeof type === 'string' &&
    TAB_TYPES.includes(type) &&
    (requirementFileId === undefined || typeof requirementFileId === 'string') &&
    (viewMode === undefined || (typeof viewMode === 'string' && VIEW_MODES.includes(viewMode))) &&
    (sort === undefined || isTableSort(sort))
  );
}
