import { isRequirementRow, type RequirementFile, type Row, rowText, textColumnOf } from '@specwright/core';
import type { TraceSource, TraceTarget } from '@specwright/quality/generate';

/** The value of a row's field as text; the row id for the 'id' field and for an empty cell of the left side. */
function cell(row: Row, field: string): string {
  const value = row[field];
  return value === null || value === undefined ? '' : String(value).trim();
}

/** The left side of a trace: each requirement's identifier (the chosen field) and its requirement text. */
export function traceTargets(file: RequirementFile, field: string): TraceTarget[] {
  const textField = textColumnOf(file);
  return file.data
    .filter(isRequirementRow)
    .map((row) => ({ id: cell(row, field) || row.id, text: rowText(row, textField) }));
}

/** The right side: each item (a test), named by its ID column or row id, with the field naming left ids. */
export function traceSources(
  file: RequirementFile,
  field: string,
  idField: string | undefined,
): TraceSource[] {
  const textField = textColumnOf(file);
  return file.data.filter(isRequirementRow).map((row) => ({
    id: sourceId(row, idField),
    text: rowText(row, textField),
    references: cell(row, field),
  }));
}

const sourceId = (row: Row, idField: string | undefined) =>
  (idField === undefined ? '' : cell(row, idField)) || row.id;
