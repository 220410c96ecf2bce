import { isSelectColumn } from './columns.js';
import type { Align, Column, EditorType } from './model.js';

export const COLUMN_FORM_MESSAGES = {
  fieldHasSpaces: 'Field name cannot contain spaces.',
  fixErrors: 'Please fix errors before submitting.',
  fieldRequired: 'Field name is required.',
  headerRequired: 'Header name is required.',
  fieldExists: 'A column with this field name already exists.',
  optionsRequired: 'Add at least one option for a select column.',
  noColumnsToEdit: 'No columns available to edit.',
  selectToRemove: 'Please select at least one column to remove.',
  selectToHide: 'Please select at least one column to hide.',
  selectToShow: 'Please select at least one column to show.',
  removeWarning:
    'Removing a column permanently deletes its data in every row. This cannot be recovered after saving.',
  renameWarning: 'Renaming the field name moves the values of every row to the new field.',
} as const;

export interface ColumnDraft {
  field: string;
  headerName: string;
  editorType: EditorType;
  align: Align;
  width: number;
  editable: boolean;
  /** Option inputs as typed, blanks included: blanks are dropped on submit. */
  options: string[];
  defaultValue: string;
}

export type ColumnDraftErrors = Partial<Record<'field' | 'headerName' | 'options', string>>;

/** Field-level errors of a column form; `existingFields` are the other columns' fields. */
export function validateColumnDraft(
  draft: ColumnDraft,
  existingFields: readonly string[],
): ColumnDraftErrors {
  const errors: ColumnDraftErrors = {};
  const field = draft.field.trim();
  if (field === '') errors.field = COLUMN_FORM_MESSAGES.fieldRequired;
  else if (/\s/.test(draft.field)) errors.field = COLUMN_FORM_MESSAGES.fieldHasSpaces;
  else if (existingFields.includes(field)) errors.field = COLUMN_FORM_MESSAGES.fieldExists;
  if (draft.headerName.trim() === '') errors.headerName = COLUMN_FORM_MESSAGES.headerRequired;
  const isSelect = draft.editorType === 'select' || draft.editorType === 'enum';
  if (isSelect && cleanOptions(draft.options).length === 0)
    errors.options = COLUMN_FORM_MESSAGES.optionsRequired;
  return errors;
}

/** Blank options dropped, the rest trimmed and de-duplicated. */
export function cleanOptions(options: readonly string[]): string[] {
  return [...new Set(options.map((option) => option.trim()).filter((option) => option !== ''))];
}

/** The option inputs to show: at least one row is always kept. */
export function optionInputs(options: readonly string[]): string[] {
  return options.length === 0 ? [''] : [...options];
}

export function draftFromColumn(column: Column): ColumnDraft {
  return {
    field: column.field,
    headerName: column.headerName,
    editorType: column.editorType,
    align: column.align,
    width: column.width,
    editable: column.editable,
    options: optionInputs(column.valueOptions ?? []),
    defaultValue: column.defaultValue ?? '',
  };
}

export function emptyColumnDraft(): ColumnDraft {
  return {
    field: '',
    headerName: '',
    editorType: 'text',
    align: 'center',
    width: 150,
    editable: true,
    options: [''],
    defaultValue: '',
  };
}

/** The column a valid draft describes (order is set by the command). */
export function columnFromDraft(draft: ColumnDraft): Column {
  const options = cleanOptions(draft.options);
  const column: Column = {
    field: draft.field.trim(),
    headerName: draft.headerName.trim(),
    editable: draft.editable,
    editorType: draft.editorType,
    align: draft.align,
    width: Math.max(50, Math.round(draft.width) || 150),
    minWidth: 50,
    order: 0,
    ...(draft.defaultValue !== '' ? { defaultValue: draft.defaultValue } : {}),
  };
  return isSelectColumn(column) ? { ...column, valueOptions: options } : column;
}
