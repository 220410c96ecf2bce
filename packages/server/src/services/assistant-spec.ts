import { ROW_SYSTEM_FIELDS } from '@specwright/core';

/** A spec row as the chat and agent read it: an id and cell values. */
export type SpecRecord = { readonly id: string } & Readonly<Record<string, unknown>>;

export interface SpecTable {
  columns: ReadonlyArray<{ readonly field: string; readonly headerName?: string }>;
  rows: readonly SpecRecord[];
}

const systemFields = new Set<string>(ROW_SYSTEM_FIELDS);

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function asRecords(value: unknown): SpecRecord[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isObject).flatMap((row) => {
    const id = typeof row.id === 'number' ? String(row.id) : row.id;
    return typeof id === 'string' && id.trim() !== '' ? [{ ...row, id }] : [];
  });
}

function asColumns(value: unknown): SpecTable['columns'] {
  if (!Array.isArray(value)) return [];
  return value.filter(isObject).flatMap((column) =>
    typeof column.field === 'string'
      ? [
          {
            field: column.field,
            headerName: typeof column.headerName === 'string' ? column.headerName : undefined,
          },
        ]
      : [],
  );
}

/**
 * The table in the chat's spec text: the saved format ({columns, rows}), a requirement file ({columns,
 * data}) or a bare row array. Null when the text is not JSON or holds no rows.
 */
export function parseSpecText(content: string): SpecTable | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(content);
  } catch {
    return null;
  }
  if (Array.isArray(parsed)) return { columns: [], rows: asRecords(parsed) };
  if (!isObject(parsed)) return null;
  const rows = asRecords(parsed.rows ?? parsed.data);
  return rows.length > 0 ? { columns: asColumns(parsed.columns), rows } : null;
}

/**
 * The fields worth sending to a model: the columns (in their order; every row field when there are none)
 * with text in at least one row. System fields and numbers (row order, scores as numbers) are left out.
 */
export function textFields(table: SpecTable): string[] {
  const candidates =
    table.columns.length > 0
      ? table.columns.map((column) => column.field)
      : [...new Set(table.rows.flatMap((row) => Object.keys(row)))];
  return [...new Set(candidates)].filter(
    (field) =>
      !systemFields.has(field) &&
      table.rows.some((row) => typeof row[field] === 'string' && (row[field] as string).trim() !== ''),
  );
}

/** One row as a compact JSON line: its id and its non-empty text fields. */
export function compactRow(row: SpecRecord, fields: readonly string[]): string {
  const compact: Record<string, string> = { id: row.id };
  for (const field of fields) {
    const value = row[field];
    if (typeof value === 'string' && value.trim() !== '') compact[field] = value;
  }
  return JSON.stringify(compact);
}
