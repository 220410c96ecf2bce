import { type Column, isRequirementRow } from '@specwright/core';

const NEVER_LINTED = new Set(['id', 'score', 'score_description', 'score_suggestion']);

/** Columns holding requirement prose, linted while edited: description and the long-text columns. */
export function isLintedColumn(column: Pick<Column, 'field' | 'editorType'>): boolean {
  if (NEVER_LINTED.has(column.field)) return false;
  return column.field === 'description' || column.editorType === 'textarea';
}

/** Whether a cell is linted while edited: a prose column of a requirement, never of a chapter, context or comment. */
export function isLintedCell(
  row: Readonly<Record<string, unknown>>,
  column: Pick<Column, 'field' | 'editorType'>,
): boolean {
  return isRequirementRow(row) && isLintedColumn(column);
}
