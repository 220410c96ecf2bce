import {
  applyCommand,
  type CellValue,
  cellBand,
  createColumn,
  idColumnOf,
  isRequirementRow,
  parseScore,
  type RequirementFile,
  type Row,
  rowKind,
  rowText,
  type ScoreBandOrUnscored,
  textColumnOf,
} from '@specwright/core';
import { analyzeRequirement as analyzeText } from '@specwright/quality';
import { type RowLinks, rowLinksOf } from './requirement-links.js';
import { parseQuery, requirementIndexOf, searchIndex } from './requirement-search.js';
import type { AnalyzeInput, GetInput, ListInput, SearchInput, SetStatusInput } from './tool-schemas.js';

/** A tool call the caller can fix (an unknown id, a column that does not exist): answered as an MCP tool error. */
export class ToolError extends Error {
  override name = 'ToolError';
}

/** The column set_requirement_status writes. */
export const STATUS_FIELD = 'status';

/** A row as the tools answer it: its ids, kind, requirement text, score and every other column's value. */
export interface RequirementView {
  id: string;
  /** The ID the user sees (the spec's ID column), or the row id. */
  label: string;
  kind: ReturnType<typeof rowKind>;
  text: string;
  score: number | null;
  band: ScoreBandOrUnscored;
  values: Record<string, CellValue>;
}

function viewOf(file: RequirementFile, row: Row): RequirementView {
  const textField = textColumnOf(file);
  const idField = idColumnOf(file);
  const shown = idField === undefined ? undefined : row[idField];
  const values: Record<string, CellValue> = {};
  for (const column of file.columns) {
    const value = row[column.field];
    if (column.field !== textField && value !== undefined) values[column.field] = value;
  }
  return {
    id: row.id,
    label: typeof shown === 'string' && shown.trim() !== '' ? shown.trim() : row.id,
    kind: rowKind(row),
    text: rowText(row, textField),
    score: parseScore(row.score),
    band: cellBand(row.score),
    values,
  };
}

/** The row named by its row id or by the ID the user sees in the spec's ID column. */
export function findRow(file: RequirementFile, id: string): Row {
  const wanted = id.trim();
  const byRowId = file.data.find((row) => row.id === wanted);
  if (byRowId) return byRowId;
  const idField = idColumnOf(file);
  const byLabel =
    idField === undefined
      ? undefined
      : file.data.find((row) => typeof row[idField] === 'string' && String(row[idField]).trim() === wanted);
  if (byLabel) return byLabel;
  throw new ToolError(
    `No requirement with id "${wanted}" in this spec. Use list_requirements or search_requirements to find its id.`,
  );
}

const normalised = (value: CellValue | undefined) =>
  value === null || value === undefined ? '' : String(value).trim().toLowerCase();

function columnFilter(file: RequirementFile, filters: Record<string, string | string[]>) {
  const known = new Set(['this_is_a', ...file.columns.map((column) => column.field)]);
  const unknown = Object.keys(filters).filter((field) => !known.has(field));
  if (unknown.length > 0) {
    const columns = file.columns.map((column) => column.field).join(', ');
    throw new ToolError(`No column "${unknown.join('", "')}" in this spec. Its columns: ${columns}.`);
  }
  const wanted = Object.entries(filters).map(
    ([field, values]) =>
      [field, new Set((Array.isArray(values) ? values : [values]).map(normalised))] as const,
  );
  return (row: Row) => wanted.every(([field, values]) => values.has(normalised(row[field])));
}

/** list_requirements: requirements (structure rows too if asked) by column values and score bands, paged. */
export function listRequirements(file: RequirementFile, input: ListInput) {
  const matchesColumns = columnFilter(file, input.filters ?? {});
  const bands = input.bands && input.bands.length > 0 ? new Set(input.bands) : undefined;
  const rows = file.data.filter(
    (row) =>
      (input.include_structure || isRequirementRow(row)) &&
      (bands === undefined || bands.has(cellBand(row.score))) &&
      matchesColumns(row),
  );
  return {
    total: rows.length,
    offset: input.offset,
    requirements: rows.slice(input.offset, input.offset + input.limit).map((row) => viewOf(file, row)),
  };
}

/** get_requirement: one row by id, with its links to and from other rows. */
export function getRequirement(
  file: RequirementFile,
  input: GetInput,
): RequirementView & { links: RowLinks } {
  const row = findRow(file, input.id);
  return { ...viewOf(file, row), links: rowLinksOf(file, row.id) };
}

/** search_requirements: ranked by relevance over a token index built once per version of the rows. */
export function searchRequirements(file: RequirementFile, input: SearchInput) {
  const query = parseQuery(input.query);
  if (query.words.length === 0) throw new ToolError('The query has no words to search for.');
  const { total, hits } = searchIndex(requirementIndexOf(file), query, input.limit);
  return { total, results: hits.map((hit) => ({ relevance: hit.relevance, ...viewOf(file, hit.row) })) };
}

/**
 * set_requirement_status: the file with `status` written into the row's status column (added first when the
 * spec has none). A status column with fixed values only takes one of them.
 */
export function setRequirementStatus(file: RequirementFile, input: SetStatusInput) {
  const row = findRow(file, input.id);
  const column = file.columns.find((candidate) => candidate.field === STATUS_FIELD);
  const options = column?.valueOptions ?? [];
  const isFixed = column !== undefined && (column.editorType === 'select' || column.editorType === 'enum');
  if (isFixed && options.length > 0 && !options.includes(input.status)) {
    throw new ToolError(`The status column takes one of: ${options.join(', ')}.`);
  }
  const withColumn = column
    ? file
    : applyCommand(file, {
        type: 'addColumn',
        column: createColumn({ field: STATUS_FIELD, headerName: 'Status', editorType: 'text' }),
      });
  const updated = applyCommand(withColumn, {
    type: 'editCell',
    rowId: row.id,
    field: STATUS_FIELD,
    value: input.status,
  });
  const changed = updated.data.find((candidate) => candidate.id === row.id) ?? row;
  return { file: updated, requirement: viewOf(updated, changed), addedColumn: column === undefined };
}

/** analyze_requirement: the quality engine's score, findings and suggestion for a row's text or a given text. */
export function analyzeRequirement(file: RequirementFile | null, input: AnalyzeInput) {
  let id: string | undefined;
  let text: string;
  if (input.id !== undefined) {
    if (file === null) throw new ToolError('Give the spec that holds the requirement, or its text.');
    const row = findRow(file, input.id);
    id = row.id;
    text = rowText(row, textColumnOf(file));
  } else text = input.text ?? '';
  const analysis = analyzeText(text);
  return {
    ...(id === undefined ? {} : { id }),
    text,
    score: analysis.score,
    band: cellBand(analysis.score),
    description: analysis.description,
    suggestion: analysis.suggestion,
    findings: analysis.findings.map((finding) => ({
      category: finding.category,
      score: finding.score,
      words: finding.words,
      explanation: finding.explanation,
      suggestion: finding.suggestion,
    })),
  };
}
