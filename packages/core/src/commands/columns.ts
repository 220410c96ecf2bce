import { createColumn } from '../spec/columns.js';
import type { CellValue, Column, RequirementFile, Row, UiStyles } from '../spec/model.js';
import { withoutKey } from './row-list.js';
import type { ColumnChanges } from './types.js';

const RESERVED_FIELDS = new Set(['id', 'rowOrder', 'tempChangeStatus', 'originalRowId']);

function touched(file: RequirementFile, changes: Partial<RequirementFile>): RequirementFile {
  return { ...file, ...changes, columnsVersion: file.columnsVersion + 1 };
}

/** Adds a column at the end; a duplicate or reserved field is ignored. Rows get its default value. */
export function addColumn(file: RequirementFile, column: Column): RequirementFile {
  const field = column.field.trim();
  if (field === '' || RESERVED_FIELDS.has(field) || file.columns.some((c) => c.field === field)) return file;
  const added = createColumn({ ...column, field, order: file.columns.length });
  const value = added.defaultValue ?? '';
  return touched(file, {
    columns: [...file.columns, added],
    columnOrder: [...file.columnOrder, field],
    data: file.data.map((row) => (row[field] === undefined ? { ...row, [field]: value } : row)),
  });
}

function renameField(rows: readonly Row[], from: string, to: string): Row[] {
  return rows.map((row) => {
    if (!(from in row)) return row;
    const value: CellValue | undefined = row[from];
    return { ...withoutKey(row, from), [to]: value ?? null };
  });
}

/** Changes a column; a rename to an existing (or reserved) field is ignored, a rename moves the values. */
export function editColumn(file: RequirementFile, field: string, changes: ColumnChanges): RequirementFile {
  const current = file.columns.find((column) => column.field === field);
  if (!current) return file;
  const newField = (changes.field ?? field).trim();
  const renamed = newField !== field;
  if (
    renamed &&
    (newField === '' || RESERVED_FIELDS.has(newField) || file.columns.some((c) => c.field === newField))
  ) {
    return file;
  }
  const updated: Column = { ...current, ...changes, field: newField, order: current.order };
  if (!renamed) {
    return touched(file, { columns: file.columns.map((column) => (column === current ? updated : column)) });
  }
  const rename = (f: string) => (f === field ? newField : f);
  const uiStyles = file.uiStyles && {
    ...file.uiStyles,
    ...(file.uiStyles.styleControlColumn
      ? { styleControlColumn: rename(file.uiStyles.styleControlColumn) }
      : {}),
    ...(file.uiStyles.applyToColumn ? { applyToColumn: rename(file.uiStyles.applyToColumn) } : {}),
    ...(file.uiStyles.textColumn ? { textColumn: rename(file.uiStyles.textColumn) } : {}),
  };
  return touched(file, {
    columns: file.columns.map((column) => (column === current ? updated : column)),
    columnOrder: file.columnOrder.map(rename),
    hiddenColumns: file.hiddenColumns.map(rename),
    data: renameField(file.data, field, newField),
    ...(uiStyles ? { uiStyles } : {}),
  });
}

/** Removes columns and their values from every row (permanent data loss, warned about in the dialog). */
export function removeColumns(file: RequirementFile, fields: readonly string[]): RequirementFile {
  const doomed = new Set(fields.filter((field) => file.columns.some((c) => c.field === field)));
  if (doomed.size === 0) return file;
  const textColumn = file.uiStyles?.textColumn;
  const uiStyles =
    file.uiStyles && textColumn !== undefined && doomed.has(textColumn)
      ? withoutTextColumn(file.uiStyles)
      : file.uiStyles;
  return touched(file, {
    ...(uiStyles !== file.uiStyles ? { uiStyles } : {}),
    columns: file.columns
      .filter((column) => !doomed.has(column.field))
      .map((column, order) => ({ ...column, order })),
    columnOrder: file.columnOrder.filter((field) => !doomed.has(field)),
    hiddenColumns: file.hiddenColumns.filter((field) => !doomed.has(field)),
    data: file.data.map((row) => [...doomed].reduce((next, field) => withoutKey(next, field), row)),
  });
}

function withoutTextColumn(uiStyles: UiStyles): UiStyles | undefined {
  const { textColumn: _dropped, ...rest } = uiStyles;
  return Object.keys(rest).length > 0 ? rest : undefined;
}

/**
 * Chooses the column that holds the requirement text (kept in uiStyles.textColumn); `null` forgets the
 * choice. An unknown field is ignored.
 */
export function setTextColumn(file: RequirementFile, field: string | null): RequirementFile {
  if (field === null) {
    if (file.uiStyles?.textColumn === undefined) return file;
    return { ...file, uiStyles: withoutTextColumn(file.uiStyles) };
  }
  if (!file.columns.some((column) => column.field === field) || file.uiStyles?.textColumn === field) {
    return file;
  }
  return { ...file, uiStyles: { ...file.uiStyles, textColumn: field } };
}

export function hideColumns(file: RequirementFile, fields: readonly string[]): RequirementFile {
  const known = fields.filter(
    (f) => file.columns.some((c) => c.field === f) && !file.hiddenColumns.includes(f),
  );
  if (known.length === 0) return file;
  return touched(file, { hiddenColumns: [...file.hiddenColumns, ...known] });
}

export function showColumns(file: RequirementFile, fields: readonly string[]): RequirementFile {
  const shown = new Set(fields);
  if (!file.hiddenColumns.some((field) => shown.has(field))) return file;
  return touched(file, { hiddenColumns: file.hiddenColumns.filter((field) => !shown.has(field)) });
}

export function moveColumn(file: RequirementFile, field: string, toIndex: number): RequirementFile {
  const from = file.columnOrder.indexOf(field);
  if (from === -1 || !Number.isFinite(toIndex)) return file;
  const to = Math.min(file.columnOrder.length - 1, Math.max(0, Math.round(toIndex)));
  if (to === from) return file;
  const order = file.columnOrder.filter((f) => f !== field);
  order.splice(to, 0, field);
  return touched(file, { columnOrder: order });
}

export function resizeColumn(file: RequirementFile, field: string, width: number): RequirementFile {
  const current = file.columns.find((column) => column.field === field);
  if (!current || !Number.isFinite(width)) return file;
  const clamped = Math.max(current.minWidth, Math.round(width));
  if (clamped === current.width) return file;
  return touched(file, {
    columns: file.columns.map((column) => (column === current ? { ...column, width: clamped } : column)),
  });
}
