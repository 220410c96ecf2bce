import { visibleColumns } from '../spec/columns.js';
import type { Column, RequirementFile } from '../spec/model.js';

/** Field names (and header names) that mark a spec's own requirement ID column, compared in lower case. */
const ID_FIELDS: ReadonlySet<string> = new Set(['req_id', 'requirement_id', 'reqid', 'req-id', 'identifier']);
const ID_HEADERS: ReadonlySet<string> = new Set(['id', 'req id', 'req. id', 'requirement id', 'identifier']);

/** Whether a column is a spec's own requirement ID column, by its field or its header. */
export function isIdColumn(column: Pick<Column, 'field' | 'headerName'>): boolean {
  return ID_FIELDS.has(column.field.toLowerCase()) || ID_HEADERS.has(column.headerName.trim().toLowerCase());
}

/** The field of the spec's visible ID column (e.g. `req_id`, or a column headed "ID"), if it has one. */
export function idColumnOf(file: RequirementFile): string | undefined {
  return visibleColumns(file).find(isIdColumn)?.field;
}

/**
 * How results name the rows `rowIds`: by the ID the user sees in the spec's ID column, or by the row id
 * where there is no such column or its cell is empty.
 */
export function rowLabelsOf(file: RequirementFile, rowIds: Iterable<string>): Record<string, string> {
  const field = idColumnOf(file);
  const wanted = new Set(rowIds);
  const labels: Record<string, string> = {};
  for (const row of file.data) {
    if (!wanted.has(row.id)) continue;
    const shown = field === undefined ? undefined : row[field];
    labels[row.id] = typeof shown === 'string' && shown.trim() !== '' ? shown.trim() : row.id;
  }
  return labels;
}
