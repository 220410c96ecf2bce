import { MAX_REQUIREMENT_TEXT_LENGTH, rowTextTooLongMessage } from '../analysis/limits.js';
import type { Row } from './model.js';

/** The message for the first row with a cell longer than MAX_REQUIREMENT_TEXT_LENGTH; null when none is. */
export function firstTooLongRow(rows: readonly Row[]): string | null {
  for (let index = 0; index < rows.length; index++) {
    const row = rows[index] as Row;
    for (const value of Object.values(row)) {
      if (typeof value === 'string' && value.length > MAX_REQUIREMENT_TEXT_LENGTH) {
        return rowTextTooLongMessage(index + 1, row.id, value.length);
      }
    }
  }
  return null;
}
