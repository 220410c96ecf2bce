import { type Column, type RequirementFile, visibleColumns } from '@specwright/core';

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

/** The column a review starts on: description when there is one, else the first reviewable column. */
export function defaultReviewColumn(file: RequirementFile): string {
  const columns = reviewableColumns(file);
  return (columns.find((column) => column.field === 'description') ?? columns[0])?.field ?? '';
}

/** What a review sends for each row: its id and the text of the chosen column. */
export function reviewRequirements(
  file: RequirementFile,
  field: string,
): { id: string; description: string }[] {
  return file.data.map((row) => {
    const value = row[field];
    return { id: row.id, description: value === undefined || value === null ? '' : String(value) };
  });
}
