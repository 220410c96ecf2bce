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

/** Where the file comes from decides the wording of the structure errors (docs/product-rules.md, "Validation"). */
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

/** Whether the rows are freshly parsed JSON that nothing else holds: they then become the rows in place. */
type RowSource = 'shared' | 'parsed';

/**
 * The row of an imported record: its cells (values made cell values), then its id, position and change
 * status. A record of freshly parsed JSON becomes the row itself (a file may hold 100,000 rows, and a copy
 * of each doubles the work); any other record is copied into one new object.
 */
function toRow(candidate: Record<string, unknown>, id: string, rowOrder: number, source: RowSource): Row {
  const row: Record<string, unknown> = source === 'parsed' ? candidate : {};
  for (const field in candidate) {
    if (!Object.hasOwn(candidate, field)) continue;
    // An own `__proto__` key from JSON.parse would otherwise set the row's prototype.
    if (field === '__proto__') {
      if (row === candidate) delete row[field];
      continue;
    }
    const value = candidate[field];
    // Parsed JSON holds no undefined or non-finite numbers: only objects and arrays change.
    if (row === candidate && (typeof value !== 'object' || value === null)) continue;
    const cell = toCellValue(value);
    if (cell !== undefined) row[field] = cell;
  }
  row.id = id;
  row.rowOrder = rowOrder;
  row.tempChangeStatus = toChangeStatus(candidate.tempChangeStatus);
  if (typeof row.originalRowId !== 'string') delete row.originalRowId;
  return row as Row;
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
function normaliseRows(input: unknown[], warnings: string[], source: RowSource): Row[] {
  const entries: { candidate: Record<string, unknown>; order: number; index: number }[] = [];
  const taken = new Set<string>();
  let inOrder = true;
  for (const [index, candidate] of input.entries()) {
    if (!isRecord(candidate)) continue;
    const order = toFiniteNumber(candidate.rowOrder) ?? index;
    const previous = entries.at(-1);
    if (previous && order < previous.order) inOrder = false;
    entries.push({ candidate, order, index });
    if (hasId(candidate)) taken.add(candidate.id);
  }
  if (!inOrder) entries.sort((a, b) => a.order - b.order || a.index - b.index);
  const kept = new Set<string>();
  const ids = entries.map(({ candidate }) => {
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
  const generated = ids.filter((id) => id === null).length;
  // Made only when needed: it reads every id of the file.
  const newId = generated > 0 ? rowIdGenerator(taken) : () => '';
  if (generated > 0) warnings.push(IMPORT_MESSAGES.generatedIds(generated));
  const notRows = input.length - entries.length;
  if (notRows > 0) warnings.push(IMPORT_MESSAGES.skippedNotRows(notRows));
  return entries.map(({ candidate }, index) => toRow(candidate, ids[index] ?? newId(), index + 1, source));
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

/** Validates and normalises an untrusted `{ columns, rows, uiStyles? }` value (docs/product-rules.md, "Data" and "Validation"). */
export function importSpec(json: unknown, source: ImportSource = 'file'): ImportResult {
  return importValue(json, source, 'shared');
}

function importValue(json: unknown, source: ImportSource, rows: RowSource): ImportResult {
  const record = isRecord(json) ? json : {};
  if (source === 'file' && (!Array.isArray(record.columns) || !Array.isArray(record.rows))) {
    return { ok: false, message: IMPORT_MESSAGES.missingColumnsOrRows };
  }
  if (!Array.isArray(record.columns)) return { ok: false, message: IMPORT_MESSAGES.invalidColumnsArray };
  if (!Array.isArray(record.rows)) return { ok: false, message: IMPORT_MESSAGES.invalidRowsArray };
  const warnings: string[] = [];
  const columns = normaliseColumns(record.columns, warnings);
  const normalised = normaliseRows(record.rows, warnings, rows);
  const uiStyles: UiStyles | undefined = normaliseUiStyles(record.uiStyles);
  return { ok: true, spec: { columns, rows: normalised, ...(uiStyles ? { uiStyles } : {}) }, warnings };
}

/** Parses JSON text and imports it; invalid JSON gives 'Invalid JSON format.' */
export function importSpecText(text: string, source: ImportSource = 'file'): ImportResult {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, message: IMPORT_MESSAGES.invalidJson };
  }
  // Nothing else holds the parsed rows, so they are normalised in place.
  return importValue(json, source, 'parsed');
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
