import { normaliseColumn } from './columns.js';
import { isRecord, toFiniteNumber } from './guards.js';
import {
  type CellValue,
  type ChangeStatus,
  type Column,
  changeStatuses,
  type RequirementFile,
  type Row,
  type SavedSpec,
  type UiStyles,
} from './model.js';
import { normaliseUiStyles } from './ui-styles.js';

export const IMPORT_MESSAGES = {
  missingColumnsOrRows: "Invalid JSON format: Missing 'columns' or 'rows'.",
  invalidColumnsArray: 'Invalid JSON structure: missing or invalid columns array',
  invalidRowsArray: 'Invalid JSON structure: missing or invalid rows array',
  invalidJson: 'Invalid JSON format.',
} as const;

export type ImportResult = { ok: true; spec: SavedSpec; warnings: string[] } | { ok: false; message: string };

/** Where the file comes from decides the wording of the structure errors (docs/product-rules.md §5). */
export type ImportSource = 'file' | 'repository';

function toCellValue(value: unknown): CellValue | undefined {
  if (value === undefined) return undefined;
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : String(value);
  try {
    return JSON.stringify(value) ?? null;
  } catch {
    return null;
  }
}

function toChangeStatus(value: unknown): ChangeStatus {
  return changeStatuses.includes(value as ChangeStatus) ? (value as ChangeStatus) : 'unchanged';
}

function normaliseRows(input: unknown[], warnings: string[]): Row[] {
  const seen = new Set<string>();
  const rows: { row: Row; order: number; index: number }[] = [];
  let dropped = 0;
  input.forEach((candidate, index) => {
    if (!isRecord(candidate) || typeof candidate.id !== 'string' || candidate.id.trim() === '') {
      dropped++;
      return;
    }
    let id = candidate.id;
    for (let n = 2; seen.has(id); n++) id = `${candidate.id}-${n}`;
    if (id !== candidate.id) warnings.push(`Duplicate row id '${candidate.id}' renamed to '${id}'.`);
    seen.add(id);
    const cells: Record<string, CellValue> = {};
    for (const [field, value] of Object.entries(candidate)) {
      const cell = toCellValue(value);
      if (cell !== undefined) cells[field] = cell;
    }
    const row: Row = {
      ...cells,
      id,
      rowOrder: 0,
      tempChangeStatus: toChangeStatus(candidate.tempChangeStatus),
    };
    if (typeof candidate.originalRowId !== 'string') delete (row as Record<string, unknown>).originalRowId;
    rows.push({ row, order: toFiniteNumber(candidate.rowOrder) ?? index, index });
  });
  if (dropped > 0) warnings.push(`${dropped} row(s) without an id were skipped.`);
  rows.sort((a, b) => a.order - b.order || a.index - b.index);
  return rows.map(({ row }, index) => ({ ...row, rowOrder: index + 1 }));
}

function normaliseColumns(input: unknown[], warnings: string[]): Column[] {
  const columns: Column[] = [];
  const fields = new Set<string>();
  input.forEach((candidate, index) => {
    const column = normaliseColumn(candidate, index);
    if (!column) warnings.push(`Column ${index + 1} has no field name and was skipped.`);
    else if (fields.has(column.field)) warnings.push(`Duplicate column '${column.field}' was skipped.`);
    else {
      fields.add(column.field);
      columns.push(column);
    }
  });
  return columns
    .map((column, index) => ({ column, index }))
    .sort((a, b) => a.column.order - b.column.order || a.index - b.index)
    .map(({ column }, order) => ({ ...column, order }));
}

/** Validates and normalises an untrusted `{ columns, rows, uiStyles? }` value (docs/product-rules.md §3–§5 import rules). */
export function importSpec(json: unknown, source: ImportSource = 'file'): ImportResult {
  const record = isRecord(json) ? json : {};
  if (source === 'file' && (!Array.isArray(record.columns) || !Array.isArray(record.rows))) {
    return { ok: false, message: IMPORT_MESSAGES.missingColumnsOrRows };
  }
  if (!Array.isArray(record.columns)) return { ok: false, message: IMPORT_MESSAGES.invalidColumnsArray };
  if (!Array.isArray(record.rows)) return { ok: false, message: IMPORT_MESSAGES.invalidRowsArray };
  const warnings: string[] = [];
  const columns = normaliseColumns(record.columns, warnings);
  const rows = normaliseRows(record.rows, warnings);
  const uiStyles: UiStyles | undefined = normaliseUiStyles(record.uiStyles);
  return { ok: true, spec: { columns, rows, ...(uiStyles ? { uiStyles } : {}) }, warnings };
}

/** Parses JSON text and imports it; invalid JSON gives 'Invalid JSON format.' */
export function importSpecText(text: string, source: ImportSource = 'file'): ImportResult {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, message: IMPORT_MESSAGES.invalidJson };
  }
  return importSpec(json, source);
}

/** Turns an imported spec into an open requirement file. */
export function createRequirementFile(
  spec: SavedSpec,
  identity: { id: string; title: string },
): RequirementFile {
  return {
    id: identity.id,
    title: identity.title,
    type: 'spec',
    data: spec.rows,
    columns: spec.columns,
    ...(spec.uiStyles ? { uiStyles: spec.uiStyles } : {}),
    columnOrder: spec.columns.map((column) => column.field),
    hiddenColumns: [],
    columnsVersion: 0,
  };
}
