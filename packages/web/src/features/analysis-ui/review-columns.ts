import {
  type Column,
  isRequirementRow,
  type RequirementFile,
  rowText,
  textColumnOf,
  visibleColumns,
} from '@specwright/core';

const NOT_REVIEWABLE = new Set([
  'id',
  'rowOrder',
  'tempChangeStatus',
  'originalRowId',
  'score',
  'score_description',
  'score_suggestion',
]);

/** The columns a review can check: the visible free-text columns (text and textarea). */
export function reviewableColumns(file: RequirementFile): Column[] {
  return visibleColumns(file).filter(
    (column) =>
      !NOT_REVIEWABLE.has(column.field) && (column.editorType === 'text' || column.editorType === 'textarea'),
  );
}

/** The column a review starts on: the spec's requirement text column when it is reviewable, else the first reviewable column. */
export function defaultReviewColumn(file: RequirementFile): string {
  const columns = reviewableColumns(file);
  const text = textColumnOf(file);
  return (columns.find((column) => column.field === text) ?? columns[0])?.field ?? '';
}

/** The rows a review sends: the requirements (chapter, context and comment rows are neither reviewed nor charged). */
const reviewedRows = (file: RequirementFile) => file.data.filter(isRequirementRow);

/** What an advanced review costs in credits: one per requirement sent. */
export const reviewCost = (file: RequirementFile): number => reviewedRows(file).length;

/** What a review sends for each requirement: its id and the text of the chosen column. */
export function reviewRequirements(
  file: RequirementFile,
  field: string,
): { id: string; description: string }[] {
  return reviewedRows(file).map((row) => ({ id: row.id, description: rowText(row, field) }));
}
