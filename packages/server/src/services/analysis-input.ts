import type { ScoreRequirement } from '@specwright/core';
import type { ScoreInput } from '@specwright/quality';
import { AppError } from '../errors.js';

export const NO_REQUIREMENTS_MESSAGE = 'No requirements found in the active file.';

/** 400 for no rows, 413 for more than `maxRequirements`. */
export function checkRequirementCount(count: number, maxRequirements: number): void {
  if (count === 0) throw new AppError(400, NO_REQUIREMENTS_MESSAGE);
  if (count > maxRequirements) {
    throw new AppError(413, `This specification has ${count} requirements; the limit is ${maxRequirements}.`);
  }
}

/** Fields that describe the row or its score rather than the requirement. */
const nonTextFields = new Set([
  'id',
  'score',
  'score_description',
  'score_suggestion',
  'tempChangeStatus',
  'rowOrder',
  'this_is_a',
]);

/** The text to score: the description column when the row has one, else its other string columns joined. */
export function scoreText(row: Record<string, unknown>): string {
  if (typeof row.description === 'string') return row.description;
  return Object.entries(row)
    .filter(([field, value]) => !nonTextFields.has(field) && typeof value === 'string' && value.trim() !== '')
    .map(([, value]) => String(value).trim())
    .reduce(
      (text, value) => (text === '' ? value : `${text}${/[.!?:;]$/.test(text) ? '' : '.'} ${value}`),
      '',
    );
}

export function scoreInputs(rows: readonly ScoreRequirement[]): ScoreInput[] {
  return rows.map((row) => ({ id: row.id, text: scoreText(row) }));
}
