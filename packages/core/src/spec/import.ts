import { countOf } from '../text/count.js';
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
import { rowIdGenerator } from './row-ids.js';
import { normaliseUiStyles } from './ui-styles.js';

export const IMPORT_MESSAGES = {
  missingColumnsOrRows: "Invalid JSON format: Missing 'columns' or 'rows'.",
  invalidColumnsArray: 'Invalid JSON structure: missing or invalid columns array',
  invalidRowsArray: 'Invalid JSON structure: missing or invalid rows array',
  invalidJson: 'Invalid JSON format.',
  generatedIds: (count: number) =>
    `Generated ${count === 1 ? 'an id' : 'ids'} for ${countOf(count, 'row')} without one.`,
  skippedNotRows: (count: number) =>
    `Skipped ${countOf(count, 'entry', 'entries')} of 'rows' that ${count === 1 ? 'is not a row' : 'are not rows'}.`,
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

function hasId(candidate: Record<string, unknown>): candidate is Record<string, unknown> & { id: string } {
  return typeof candidate.id === 'string' && candidate.id.trim() !== '';
}

function toRow(candidate: Record<string, unknown>, id: string): Row {
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
  return row;
}

/** The id a repeated id is renamed to: the first `<id>-<n>` (n ≥ 2) no row has. */
function unusedVariant(id: string, taken: ReadonlySet<string>): string {
  let n = 2;
  while (taken.has(`${id}-${n}`)) n++;
  return `${id}-${n}`;
}

/**
 * Every row is kept, in row order: a repeated id is renamed and a row without an id gets one continuing the
 * spec's own numbering. Both happen once every id of the file is known, so neither takes an existing id.
 */
function normaliseRows(input: unknown[], warnings: string[]): Row[] {
  const records = input.filter(isRecord);
  const notRows = input.length - records.length;
  const ordered = input
    .map((candidate, index) => ({ candidate, index }))
    .filter((entry): entry is { candidate: Record<string, unknown>; index: number } =>
      isRecord(entry.candidate),
    )
    .map(({ candidate, index }) => ({ candidate, order: toFiniteNumber(candidate.rowOrder) ?? index, index }))
    .sort((a, b) => a.order - b.order || a.index - b.index)
    .map(({ candidate }) => candidate);
  const taken = new Set(records.filter(hasId).map((candidate) => candidate.id));
  const kept = new Set<string>();
  const ids = ordered.map((candidate) => {
    if (!hasId(candidate)) return null;
    if (!kept.has(candidate.id)) {
      kept.add(candidate.id);
      return candidate.id;
    }
    const renamed = unusedVariant(candidate.id, taken);
    taken.add(renamed);
    warnings.push(`Duplicate row id '${candidate.id}' renamed to '${renamed}'.`);
    return renamed;
  });
  const newId = rowIdGenerator(taken);
  const generated = ids.filter((id) => id === null).length;
  if (generated > 0) warnings.push(IMPORT_MESSAGES.generatedIds(generated));
  if (notRows > 0) warnings.push(IMPORT_MESSAGES.skippedNotRows(notRows));
  return ordered.map((candidate, index) => ({
    ...toRow(candidate, ids[index] ?? newId()),
    rowOrder: index + 1,
  }));
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
