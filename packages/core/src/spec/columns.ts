import { isRecord, toFiniteNumber } from './guards.js';
import {
  type Align,
  alignments,
  COLUMN_DEFAULTS,
  type Column,
  type EditorType,
  editorTypes,
  type RequirementFile,
} from './model.js';

/** Fields that are managed by the product and never imported or shown as columns. */
const HIDDEN_SYSTEM_FIELDS = new Set(['tempChangeStatus', 'originalRowId']);
/** Fields that may be shown but never edited by hand: the product keeps them consistent. */
const READ_ONLY_FIELDS = new Set(['id', 'rowOrder']);

export function isSelectColumn(column: Column): boolean {
  return column.editorType === 'select' || column.editorType === 'enum';
}

function cleanOptions(value: unknown): string[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const options = value
    .filter((option) => ['string', 'number', 'boolean'].includes(typeof option))
    .map((option) => String(option).trim())
    .filter((option) => option.length > 0);
  return [...new Set(options)];
}

/** Builds a column from untrusted input, applying the defaults; undefined when it has no usable field. */
export function normaliseColumn(input: unknown, index: number): Column | undefined {
  if (!isRecord(input)) return undefined;
  const field = typeof input.field === 'string' ? input.field.trim() : '';
  if (field === '' || HIDDEN_SYSTEM_FIELDS.has(field)) return undefined;
  const editorType = editorTypes.includes(input.editorType as EditorType)
    ? (input.editorType as EditorType)
    : COLUMN_DEFAULTS.editorType;
  const align = alignments.includes(input.align as Align) ? (input.align as Align) : COLUMN_DEFAULTS.align;
  const minWidth = Math.max(
    COLUMN_DEFAULTS.minWidth,
    toFiniteNumber(input.minWidth) ?? COLUMN_DEFAULTS.minWidth,
  );
  const width = Math.max(minWidth, toFiniteNumber(input.width) ?? COLUMN_DEFAULTS.width);
  const headerName =
    typeof input.headerName === 'string' && input.headerName.trim() !== '' ? input.headerName : field;
  const valueOptions = cleanOptions(input.valueOptions);
  const defaultValue =
    typeof input.defaultValue === 'string' || typeof input.defaultValue === 'number'
      ? String(input.defaultValue)
      : undefined;
  return {
    field,
    headerName,
    editable: READ_ONLY_FIELDS.has(field) ? false : input.editable !== false,
    editorType,
    ...(valueOptions ? { valueOptions } : {}),
    align,
    width,
    minWidth,
    order: toFiniteNumber(input.order) ?? index,
    ...(defaultValue !== undefined ? { defaultValue } : {}),
  };
}

/** A new column with the product defaults. */
export function createColumn(fields: Partial<Column> & Pick<Column, 'field' | 'headerName'>): Column {
  return {
    editable: true,
    editorType: COLUMN_DEFAULTS.editorType,
    align: COLUMN_DEFAULTS.align,
    width: COLUMN_DEFAULTS.width,
    minWidth: COLUMN_DEFAULTS.minWidth,
    order: 0,
    ...fields,
  };
}

/** The columns in display order, hidden ones included. */
export function orderedColumns(file: RequirementFile): Column[] {
  const byField = new Map(file.columns.map((column) => [column.field, column]));
  const ordered = file.columnOrder.flatMap((field) => byField.get(field) ?? []);
  const missing = file.columns.filter((column) => !file.columnOrder.includes(column.field));
  return [...ordered, ...missing];
}

/** The columns shown in the views, in display order. */
export function visibleColumns(file: RequirementFile): Column[] {
  const hidden = new Set(file.hiddenColumns);
  return orderedColumns(file).filter((column) => !hidden.has(column.field));
}
