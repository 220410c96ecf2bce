import {
  type Column,
  isRequirementRow,
  type RequirementFile,
  rowText,
  textColumnOf,
  visibleColumns,
} from '@specwright/core';

const NOT_CHECKED_FIELDS = new Set([
  'id',
  'rowOrder',
  'tempChangeStatus',
  'originalRowId',
  'score',
  'score_description',
  'score_suggestion',
]);

/** The columns a quality review can check: the visible free-text columns (text and textarea). */
export function qualityReviewColumns(file: RequirementFile): Column[] {
  return visibleColumns(file).filter(
    (column) =>
      !NOT_CHECKED_FIELDS.has(column.field) &&
      (column.editorType === 'text' || column.editorType === 'textarea'),
  );
}

/** The column a quality review starts on: the spec's requirement text column when it can check it, else the first it can. */
export function defaultQualityReviewColumn(file: RequirementFile): string {
  const columns = qualityReviewColumns(file);
  const text = textColumnOf(file);
  return (columns.find((column) => column.field === text) ?? columns[0])?.field ?? '';
}

/** The rows a quality review sends: the requirements (chapter, context and comment rows are neither checked nor charged). */
const sentRows = (file: RequirementFile) => file.data.filter(isRequirementRow);

/** What an advanced review costs in credits: one per requirement sent. */
export const qualityReviewCost = (file: RequirementFile): number => sentRows(file).length;

/** What a quality review sends for each requirement: its id and the text of the chosen column. */
export function qualityReviewRequirements(
  file: RequirementFile,
  field: string,
): { id: string; description: string }[] {
  return sentRows(file).map((row) => ({ id: row.id, description: rowText(row, field) }));
}
