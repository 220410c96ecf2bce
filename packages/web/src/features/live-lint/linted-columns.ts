import { type Column, DEFAULT_TEXT_COLUMN, isRequirementRow } from '@specwright/core';

const NEVER_LINTED = new Set(['id', 'score', 'score_description', 'score_suggestion']);

/**
 * Columns holding requirement prose, linted while edited: the spec's requirement text column
 * (`textColumnOf`, description by default) and the long-text columns.
 */
export function isLintedColumn(
  column: Pick<Column, 'field' | 'editorType'>,
  textColumn: string | undefined = DEFAULT_TEXT_COLUMN,
): boolean {
  if (NEVER_LINTED.has(column.field)) return false;
  return column.field === textColumn || column.editorType === 'textarea';
}

/** Whether a cell is linted while edited: a prose column of a requirement, never of a chapter, context or comment. */
export function isLintedCell(
  row: Readonly<Record<string, unknown>>,
  column: Pick<Column, 'field' | 'editorType'>,
  textColumn?: string,
): boolean {
  return isRequirementRow(row) && isLintedColumn(column, textColumn);
}
