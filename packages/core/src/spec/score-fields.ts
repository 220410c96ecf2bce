import type { Column } from './model.js';

/** The three columns score analysis writes (docs/product-rules.md, "Data"), with their headers. */
export const SCORE_COLUMNS = [
  { field: 'score', headerName: 'Score', width: 96 },
  { field: 'score_description', headerName: 'Score Description', width: 320 },
  { field: 'score_suggestion', headerName: 'Score Suggestion', width: 320 },
] as const;

export type ScoreField = (typeof SCORE_COLUMNS)[number]['field'];

const SCORE_FIELDS: ReadonlySet<string> = new Set(SCORE_COLUMNS.map((column) => column.field));

/** Whether a field holds score-analysis results: written by the analysis, never edited by hand. */
export function isScoreField(field: string): boolean {
  return SCORE_FIELDS.has(field);
}

/** Fields the product keeps consistent itself: shown, never typed into. */
const SYSTEM_FIELDS: ReadonlySet<string> = new Set(['id', 'rowOrder']);

/** Whether the user may type into a column's cells: editable, and neither a system field nor a score result. */
export function isHandEditable(column: Pick<Column, 'field' | 'editable'>): boolean {
  return column.editable && !SYSTEM_FIELDS.has(column.field) && !isScoreField(column.field);
}
