import type { Row } from '@specwright/core';
import { cellText } from './cell-value';

/** One cell whose text contains the searched text. */
export interface FindMatch {
  readonly rowId: string;
  readonly field: string;
}

/** Every cell of the shown rows and columns containing `query` (ignoring case), in reading order. */
export function findMatches(rows: readonly Row[], fields: readonly string[], query: string): FindMatch[] {
  const needle = query.trim().toLocaleLowerCase();
  if (needle === '') return [];
  const matches: FindMatch[] = [];
  for (const row of rows) {
    for (const field of fields) {
      if (cellText(row[field]).toLocaleLowerCase().includes(needle)) matches.push({ rowId: row.id, field });
    }
  }
  return matches;
}

/** The next (or previous) match index, wrapping around; -1 when there is none. */
export function stepMatch(current: number, count: number, direction: 1 | -1): number {
  if (count === 0) return -1;
  if (current < 0) return direction === 1 ? 0 : count - 1;
  return (current + direction + count) % count;
}
