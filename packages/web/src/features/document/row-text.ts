import type { Row } from '@specwright/core';

/** A row's description as text (cells may hold numbers, booleans or nothing). */
export function descriptionOf(row: Row | undefined): string {
  const value = row?.description;
  return value === undefined || value === null ? '' : String(value);
}
