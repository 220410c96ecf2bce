import type { ColumnChanges } from '../commands/types.js';
import {
  type ColumnDraft,
  type ColumnDraftErrors,
  columnFromDraft,
  validateColumnDraft,
} from './column-form.js';
import { isSelectColumn, orderedColumns } from './columns.js';
import { type Column, type RequirementFile, ROW_SYSTEM_FIELDS } from './model.js';

export const COLUMN_DIALOG_MESSAGES = {
  reservedField: `The field names ${ROW_SYSTEM_FIELDS.join(', ')} are reserved.`,
  fillValueRequired: 'Please enter a value to fill.',
} as const;

const RESERVED: ReadonlySet<string> = new Set(ROW_SYSTEM_FIELDS);

/** Columns whose field is a row system field (id, rowOrder): they can be neither renamed nor removed. */
export function isLockedColumn(column: Pick<Column, 'field'>): boolean {
  return RESERVED.has(column.field);
}

/** The column form's errors, plus the reserved field names that the add/edit commands would ignore. */
export function validateColumnDialogDraft(
  draft: ColumnDraft,
  existingFields: readonly string[],
  currentField?: string,
): ColumnDraftErrors {
  const errors = validateColumnDraft(draft, existingFields);
  const field = draft.field.trim();
  if (!errors.field && field !== currentField && RESERVED.has(field)) {
    errors.field = COLUMN_DIALOG_MESSAGES.reservedField;
  }
  return errors;
}

/** A field name suggested from a header name: 'Acceptance criteria' → 'acceptance_criteria'. */
export function suggestFieldName(headerName: string): string {
  return headerName
    .trim()
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
}

/** What Edit Column changes on `current` for a valid draft (options only for select columns). */
export function columnChangesFromDraft(draft: ColumnDraft, current: Column): ColumnChanges {
  const next = columnFromDraft(draft);
  return {
    field: isLockedColumn(current) ? current.field : next.field,
    headerName: next.headerName,
    editable: next.editable,
    editorType: next.editorType,
    align: next.align,
    width: Math.max(current.minWidth, next.width),
    valueOptions: isSelectColumn(next) ? next.valueOptions : undefined,
    defaultValue: next.defaultValue,
  };
}

/** The columns the Remove Columns dialog offers: all but the locked ones, in display order. */
export function removableColumns(file: RequirementFile): Column[] {
  return orderedColumns(file).filter((column) => !isLockedColumn(column));
}

/** The columns shown now (Hide Columns offers these) and the hidden ones (Show Columns), in display order. */
export function columnsByVisibility(file: RequirementFile): { visible: Column[]; hidden: Column[] } {
  const hidden = new Set(file.hiddenColumns);
  const ordered = orderedColumns(file);
  return {
    visible: ordered.filter((column) => !hidden.has(column.field)),
    hidden: ordered.filter((column) => hidden.has(column.field)),
  };
}
