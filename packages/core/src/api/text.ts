import { z } from 'zod';

/**
 * Text in requests. PostgreSQL cannot store the NUL character (U+0000) in text or JSON, and no field needs
 * it, so every string a request carries goes through one of these two schemas.
 */

const NUL = '\u0000';

export const NUL_CHARACTER_MESSAGE = 'Text must not contain NUL characters.';

/** A string field with NUL characters refused (400): ids, names, emails, messages a person typed. */
export function text() {
  return z.string().refine((value) => !value.includes(NUL), NUL_CHARACTER_MESSAGE);
}

export function withoutNulCharacters(value: string): string {
  return value.includes(NUL) ? value.replaceAll(NUL, '') : value;
}

/**
 * Spec content — a row's cells, a column's name, the spec as JSON text — as it came from an imported
 * file: NUL characters are dropped rather than refused, since nobody can see them to remove them.
 */
export function specText() {
  return z.string().overwrite(withoutNulCharacters);
}

/** A spec row with the NUL characters dropped from its column names (its cells are specText). */
export function withoutNulInFieldNames<Row extends Record<string, unknown>>(row: Row): Row {
  if (!Object.keys(row).some((field) => field.includes(NUL))) return row;
  return Object.fromEntries(
    Object.entries(row).map(([field, value]) => [withoutNulCharacters(field), value]),
  ) as Row;
}

/** Whether a JSON-like value has a NUL character in any of its strings or field names. */
export function containsNulCharacter(value: unknown): boolean {
  if (typeof value === 'string') return value.includes(NUL);
  if (Array.isArray(value)) return value.some(containsNulCharacter);
  if (typeof value !== 'object' || value === null) return false;
  return Object.entries(value).some(([field, item]) => field.includes(NUL) || containsNulCharacter(item));
}

/** A JSON-like value (a whole spec) with the NUL characters dropped from every string and field name. */
export function withoutNulInValue(value: unknown): unknown {
  if (typeof value === 'string') return withoutNulCharacters(value);
  if (Array.isArray(value)) return containsNulCharacter(value) ? value.map(withoutNulInValue) : value;
  if (typeof value !== 'object' || value === null || !containsNulCharacter(value)) return value;
  return Object.fromEntries(
    Object.entries(value).map(([field, item]) => [withoutNulCharacters(field), withoutNulInValue(item)]),
  );
}
