import { hasLoneSurrogate, withWellFormedCharacters } from '../api/text.js';

/** A JSON escape of a surrogate, paired or not: text without one holds no lone surrogate once parsed. */
const ESCAPED_SURROGATE = /\\u[dD][89a-fA-F]/;

export function mayHoldEscapedSurrogate(jsonText: string): boolean {
  return ESCAPED_SURROGATE.test(jsonText);
}

/**
 * Replaces, in place, each lone surrogate of the strings and field names of freshly parsed JSON by U+FFFD
 * (as the browser shows it), so a spec imported with one can be saved: the server refuses what it cannot
 * store. Walks with a list rather than recursion, since a file may nest as deep as it likes.
 */
export function makeWellFormedInPlace(value: unknown): void {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const container = pending.pop();
    if (typeof container !== 'object' || container === null) continue;
    const record = container as Record<string, unknown>;
    for (const field of Object.keys(record)) {
      let item = record[field];
      if (typeof item === 'string') item = withWellFormedCharacters(item);
      else if (typeof item === 'object' && item !== null) pending.push(item);
      if (hasLoneSurrogate(field) && !Array.isArray(record)) {
        delete record[field];
        record[withWellFormedCharacters(field)] = item;
      } else {
        record[field] = item;
      }
    }
  }
}
