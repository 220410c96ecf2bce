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

/** Text fields a model is shown at most: bounds the prompt's column list and the work per row. */
export const MAX_PROMPT_FIELDS = 100;

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/**
 * The fields worth sending to a model: the columns (in their order; every row field when there are none)
 * with text in at least one row, at most MAX_PROMPT_FIELDS. System fields and numbers (row order, scores as
 * numbers) are left out.
 */
export function textFields(table: SpecTable): string[] {
  // One pass over the cells: a wide spec of sparse rows costs its size, not rows × columns.
  const withText = new Set<string>();
  for (const row of table.rows) {
    for (const [field, value] of Object.entries(row)) if (isText(value)) withText.add(field);
  }
  const candidates = table.columns.length > 0 ? table.columns.map((column) => column.field) : [...withText];
  return [...new Set(candidates)]
    .filter((field) => !systemFields.has(field) && withText.has(field))
    .slice(0, MAX_PROMPT_FIELDS);
}

const fieldPositions = new WeakMap<readonly string[], ReadonlyMap<string, number>>();

function positionsOf(fields: readonly string[]): ReadonlyMap<string, number> {
  let positions = fieldPositions.get(fields);
  if (!positions) {
    positions = new Map(fields.map((field, index) => [field, index]));
    fieldPositions.set(fields, positions);
  }
  return positions;
}

/** One row as a compact JSON line: its id and its non-empty text fields, in the order of `fields`. */
export function compactRow(row: SpecRecord, fields: readonly string[]): string {
  const positions = positionsOf(fields);
  // The row's own cells rather than every field: sparse rows of a wide spec stay cheap.
  const cells = Object.keys(row)
    .filter((field) => positions.has(field) && isText(row[field]))
    .sort((a, b) => (positions.get(a) ?? 0) - (positions.get(b) ?? 0));
  const compact: Record<string, string> = { id: row.id };
  for (const field of cells) compact[field] = row[field] as string;
  return JSON.stringify(compact);
}
