import {
  DEFAULT_TEXT_COLUMN,
  isRequirementRow,
  type RequirementFile,
  rowText,
  type ScoreRequirement,
  textColumnOf,
} from '@specwright/core';

/** Row fields that describe the row's place or proposed-change state, not its content. */
const NOT_SENT = new Set(['id', 'rowOrder', 'tempChangeStatus', 'originalRowId']);

function scoreText(value: unknown): string {
  return value === undefined || value === null || value === '' ? '0' : String(value);
}

/**
 * The requirements a score analysis sends: the id plus every string column of each row, with
 * score defaulting to '0' and score_description to ''. The engine reads the requirement text from
 * `description`, so a spec whose text column is another one sends that column's text as `description`.
 * Rows without an id and chapter, context and comment rows are not sent.
 */
export function scoreRequirements(file: RequirementFile): ScoreRequirement[] {
  const fields = file.columns.map((column) => column.field).filter((field) => !NOT_SENT.has(field));
  const textField = textColumnOf(file);
  return file.data
    .filter((row) => typeof row.id === 'string' && row.id.trim() !== '' && isRequirementRow(row))
    .map((row) => {
      const requirement: ScoreRequirement = {
        id: row.id,
        score: scoreText(row.score),
        score_description: typeof row.score_description === 'string' ? row.score_description : '',
      };
      for (const field of fields) {
        const value = row[field];
        if (typeof value === 'string' && field !== 'score' && field !== 'score_description') {
          requirement[field] = value;
        }
      }
      if (textField !== undefined && textField !== DEFAULT_TEXT_COLUMN) {
        requirement[DEFAULT_TEXT_COLUMN] = rowText(row, textField);
      }
      return requirement;
    });
}
