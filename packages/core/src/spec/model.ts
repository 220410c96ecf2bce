export const proposedChangeStatuses = [
  'unchanged',
  'added',
  'removed',
  'changed-original',
  'changed-updated',
] as const;
export type ProposedChangeStatus = (typeof proposedChangeStatuses)[number];

export const editorTypes = ['text', 'textarea', 'select', 'enum'] as const;
export type EditorType = (typeof editorTypes)[number];

export const alignments = ['left', 'center', 'right'] as const;
export type Align = (typeof alignments)[number];

import type { SpecLink } from './links.js';

export type CellValue = string | number | boolean | null;

/** Fields every row carries besides its column values; never shown as editable columns. */
export const ROW_SYSTEM_FIELDS = ['id', 'rowOrder', 'tempChangeStatus', 'originalRowId'] as const;

/**
 * One requirement. Column values live beside the system fields, as in the saved format.
 * `originalRowId` links a changed-updated row to its changed-original copy.
 */
export interface Row {
  readonly id: string;
  readonly rowOrder: number;
  readonly tempChangeStatus: ProposedChangeStatus;
  readonly originalRowId?: string;
  readonly [field: string]: CellValue | undefined;
}

export interface Column {
  readonly field: string;
  readonly headerName: string;
  readonly editable: boolean;
  readonly editorType: EditorType;
  readonly valueOptions?: readonly string[];
  readonly align: Align;
  readonly width: number;
  readonly minWidth: number;
  readonly order: number;
  readonly defaultValue?: string;
}

export const COLUMN_DEFAULTS = { width: 150, minWidth: 50, align: 'center', editorType: 'text' } as const;

export interface CellStyle {
  backgroundColor?: string;
  color?: string;
  fontWeight?: string;
  fontStyle?: string;
}

export interface UiStyles {
  readonly styleControlColumn?: string;
  readonly applyToColumn?: string;
  /** Style per value of the control column. */
  readonly styles?: Readonly<Record<string, CellStyle>>;
  /** The column holding the requirement text when the spec has no `description` column (see `textColumnOf`). */
  readonly textColumn?: string;
}

export type DiffKind = 'added' | 'deleted' | 'changed';

export interface RequirementFile {
  readonly id: string;
  readonly title: string;
  readonly type: 'spec' | 'folder';
  readonly data: readonly Row[];
  readonly columns: readonly Column[];
  readonly uiStyles?: UiStyles;
  readonly diffInfo?: Readonly<Record<string, DiffKind>>;
  readonly originalFileId?: string;
  readonly columnOrder: readonly string[];
  readonly hiddenColumns: readonly string[];
  /** Bumped on every column change so views can rebuild their column definitions. */
  readonly columnsVersion: number;
  /** Links between rows of this spec; absent when it has none. */
  readonly links?: readonly SpecLink[];
}

/** The saved and imported format: `{ formatVersion?, columns, rows, uiStyles?, links? }`. */
export interface SavedSpec {
  /** Written as `SPEC_FORMAT_VERSION`; a file without it is version 1. */
  formatVersion?: number;
  columns: Column[];
  rows: Row[];
  uiStyles?: UiStyles;
  links?: SpecLink[];
}
