import { countOf } from '../text/count.js';
import { normaliseColumn } from './columns.js';
import { isRecord, toFiniteNumber } from './guards.js';
import { LINK_MESSAGES, normaliseLinks, SPEC_FORMAT_VERSION } from './links.js';
import {
  type CellValue,
  type Column,
  type ProposedChangeStatus,
  proposedChangeStatuses,
  type RequirementFile,
  type Row,
  type SavedSpec,
  type UiStyles,
} from './model.js';
import { rowIdGenerator } from './row-ids.js';
import { firstTooLongRow } from './row-text-length.js';
import { normaliseUiStyles } from './ui-styles.js';
import { makeWellFormedInPlace, mayHoldEscapedSurrogate } from './well-formed.js';

/** The most columns a spec may have (a saved row holds at most this many fields, and a save this many columns). */
export const MAX_SPEC_COLUMNS = 1000;

export const IMPORT_MESSAGES = {
  tooManyColumns: (count: number) =>
    `A spec may have at most ${MAX_SPEC_COLUMNS.toLocaleString('en')} columns; this one has ${count.toLocaleString('en')}.`,
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

function toChangeStatus(value: unknown): ProposedChangeStatus {
  return proposedChangeStatuses.includes(value as ProposedChangeStatus)
    ? (value as ProposedChangeStatus)
    : 'unchanged';
}

function hasId(candidate: Record<string, unknown>): candidate is Record<string, unknown> & { id: string } {
  return typeof candidate.id === 'string' && candidate.id.trim() !== '';
}

/** Whether the rows are freshly parsed JSON that nothing else holds: they then become the rows in place. */
type RowSource = 'shared' | 'parsed';

/**
 * The row of an imported record: its cells (values made cell values), then its id, position and change
 * status. A record of freshly parsed JSON becomes the row itself (a file may hold 100,000 rows, and a copy
 * of each doubles the work); every other record is copied into one new object.
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

/** The records among `input` in row order: by rowOrder (the index where it has none), ties in file order. */
function recordsInRowOrder(input: unknown[]): Record<string, unknown>[] {
  const records: Record<string, unknown>[] = [];
  const orders: number[] = [];
  let inOrder = true;
  for (let index = 0; index < input.length; index++) {
    const candidate = input[index];
    if (!isRecord(candidate)) continue;
    const order = toFiniteNumber(candidate.rowOrder) ?? index;
    if (orders.length > 0 && order < (orders[orders.length - 1] as number)) inOrder = false;
    records.push(candidate);
    orders.push(order);
  }
  if (inOrder) return records;
  return records
    .map((_, position) => position)
    .sort((a, b) => (orders[a] as number) - (orders[b] as number) || a - b)
    .map((position) => records[position] as Record<string, unknown>);
}

/**
 * The ids of `input` when it holds only records, in row order, each with its own id: the usual file,
 * checked in one pass with one set operation per row. Undefined when anything needs the general path.
 */
function uniqueIdsInOrder(input: unknown[]): string[] | undefined {
  const seen = new Set<string>();
  const ids: string[] = new Array(input.length);
  let previousOrder = Number.NEGATIVE_INFINITY;
  for (let index = 0; index < input.length; index++) {
    const candidate = input[index];
    if (!isRecord(candidate) || !hasId(candidate)) return undefined;
    const order = toFiniteNumber(candidate.rowOrder) ?? index;
    if (order < previousOrder) return undefined;
    previousOrder = order;
    const size = seen.size;
    seen.add(candidate.id);
    if (seen.size === size) return undefined;
    ids[index] = candidate.id;
  }
  return ids;
}

/**
 * Every row is kept, in row order: a repeated id is renamed and a row without an id gets one continuing the
 * spec's own numbering. Both happen once every id of the file is known, so neither takes an existing id.
 */
function normaliseRows(input: unknown[], warnings: string[], source: RowSource): Row[] {
  const ids = uniqueIdsInOrder(input);
  if (ids) {
    const rows: Row[] = new Array(input.length);
    for (let index = 0; index < input.length; index++) {
      rows[index] = toRow(input[index] as Record<string, unknown>, ids[index] as string, index + 1, source);
    }
    return rows;
  }
  return normaliseIrregularRows(input, warnings, source);
}

/** `normaliseRows` for rows out of order, without ids, with repeated ids or with entries that are not rows. */
function normaliseIrregularRows(input: unknown[], warnings: string[], source: RowSource): Row[] {
  const records = recordsInRowOrder(input);
  const kept = new Set<string>();
  // Every id of the file, gathered only once one is renamed or generated.
  let taken: Set<string> | undefined;
  const takenIds = () => {
    taken ??= new Set(records.filter(hasId).map((record) => record.id));
    return taken;
  };
  const ids: (string | null)[] = [];
  let generated = 0;
  for (const record of records) {
    if (!hasId(record)) {
      ids.push(null);
      generated++;
    } else if (!kept.has(record.id)) {
      kept.add(record.id);
      ids.push(record.id);
    } else {
      const renamed = unusedVariant(record.id, takenIds());
      takenIds().add(renamed);
      warnings.push(`Duplicate row id '${record.id}' renamed to '${renamed}'.`);
      ids.push(renamed);
    }
  }
  const newId = generated > 0 ? rowIdGenerator(takenIds()) : () => '';
  if (generated > 0) warnings.push(IMPORT_MESSAGES.generatedIds(generated));
  const notRows = input.length - records.length;
  if (notRows > 0) warnings.push(IMPORT_MESSAGES.skippedNotRows(notRows));
  return records.map((record, index) => toRow(record, ids[index] ?? newId(), index + 1, source));
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

/** Validates and normalises an untrusted `{ formatVersion?, columns, rows, uiStyles?, links? }` value (docs/product-rules.md, "Data" and "Validation"). */
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
  if (record.columns.length > MAX_SPEC_COLUMNS) {
    return { ok: false, message: IMPORT_MESSAGES.tooManyColumns(record.columns.length) };
  }
  const warnings: string[] = [];
  const columns = normaliseColumns(record.columns, warnings);
  const normalised = normaliseRows(record.rows, warnings, rows);
  const tooLong = firstTooLongRow(normalised);
  if (tooLong) return { ok: false, message: tooLong };
  const uiStyles: UiStyles | undefined = normaliseUiStyles(record.uiStyles);
  const version = toFiniteNumber(record.formatVersion) ?? 1;
  if (version > SPEC_FORMAT_VERSION) warnings.push(LINK_MESSAGES.newerFormat(version));
  const links =
    record.links === undefined
      ? []
      : normaliseLinks(record.links, new Set(normalised.map((row) => row.id)), warnings);
  const spec: SavedSpec = {
    columns,
    rows: normalised,
    ...(uiStyles ? { uiStyles } : {}),
    ...(links.length ? { links } : {}),
  };
  return { ok: true, spec, warnings };
}

/**
 * Parses JSON text and imports it; invalid JSON gives 'Invalid JSON format.' Lone surrogates become U+FFFD.
 */
export function importSpecText(text: string, source: ImportSource = 'file'): ImportResult {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, message: IMPORT_MESSAGES.invalidJson };
  }
  if (mayHoldEscapedSurrogate(text)) makeWellFormedInPlace(json);
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
    ...(spec.links?.length ? { links: spec.links } : {}),
  };
}
