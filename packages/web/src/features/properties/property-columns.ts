import {
  type CellValue,
  type Column,
  isHandEditable,
  isSelectColumn,
  orderedColumns,
  type RequirementFile,
  ROW_SYSTEM_FIELDS,
} from '@specwright/core';

const SYSTEM_FIELDS: ReadonlySet<string> = new Set(ROW_SYSTEM_FIELDS);

/**
 * The columns the properties panel edits (docs/product-rules.md, "Validation"): every column in display order except the change
 * status, the original-copy link, columns that are not editable and the score results (shown apart, read-only).
 */
export function propertyColumns(file: RequirementFile): Column[] {
  return orderedColumns(file).filter((column) => isHandEditable(column) && !SYSTEM_FIELDS.has(column.field));
}

/** A cell as the text a field shows. */
export function cellText(value: CellValue | undefined): string {
  return value === undefined || value === null ? '' : String(value);
}

/** A select column's options, with the current value first when it is not one of them. */
export function selectOptions(column: Column, current: string): string[] {
  const options = [...(column.valueOptions ?? [])];
  return options.includes(current) ? options : [current, ...options];
}

export type FieldKind = 'text' | 'textarea' | 'select';

export function fieldKind(column: Column): FieldKind {
  if (isSelectColumn(column)) return 'select';
  return column.editorType === 'textarea' ? 'textarea' : 'text';
}
