/**
 * The most characters one cell of a requirement row may hold, in analyses and kept specs: far
 * beyond any requirement, and small enough that rows cannot be used to store bulk data.
 */
export const MAX_REQUIREMENT_TEXT_LENGTH = 10_000;

const formatted = MAX_REQUIREMENT_TEXT_LENGTH.toLocaleString('en');

/** The 400 message of a request field over MAX_REQUIREMENT_TEXT_LENGTH (the answer names the field). */
export const REQUIREMENT_TEXT_TOO_LONG_MESSAGE = `A requirement's text may have at most ${formatted} characters.`;

/** The import message of a row with a cell over MAX_REQUIREMENT_TEXT_LENGTH. */
export function rowTextTooLongMessage(rowNumber: number, rowId: string, length: number): string {
  const row = rowId ? `Row ${rowNumber} (${rowId})` : `Row ${rowNumber}`;
  return `${row} has a text of ${length.toLocaleString('en')} characters; a requirement's text may have at most ${formatted}. Please shorten it and import again.`;
}
