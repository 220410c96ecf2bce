import { z } from 'zod';

/**
 * Text in requests. PostgreSQL cannot store the NUL character (U+0000) in text or JSON, nor a lone UTF-16
 * surrogate (half of a character, which only a JSON escape such as "\ud800" can send) in JSON, and no
 * field needs either, so every string a request carries goes through one of these two schemas.
 */

const NUL = '\u0000';
/** A surrogate not paired with its other half: in a `u` pattern, a pair matches as one code point. */
const LONE_SURROGATE = /\p{Surrogate}/u;
const LONE_SURROGATES = /\p{Surrogate}/gu;
const REPLACEMENT_CHARACTER = '\uFFFD';

export const NUL_CHARACTER_MESSAGE = 'Text must not contain NUL characters.';
export const LONE_SURROGATE_MESSAGE =
  'Text must not contain half of a character (a lone UTF-16 surrogate such as \\ud800).';

export function hasLoneSurrogate(value: string): boolean {
  return LONE_SURROGATE.test(value);
}

/** `value` with each lone surrogate replaced by U+FFFD, as the browser shows it (String#toWellFormed). */
export function withWellFormedCharacters(value: string): string {
  return hasLoneSurrogate(value) ? value.replace(LONE_SURROGATES, REPLACEMENT_CHARACTER) : value;
}

/** Why `value` cannot be stored, or null: the message of its NUL character or lone surrogate. */
function unstorableTextMessage(value: string): string | null {
  if (value.includes(NUL)) return NUL_CHARACTER_MESSAGE;
  return hasLoneSurrogate(value) ? LONE_SURROGATE_MESSAGE : null;
}

/** A string field with NUL characters and lone surrogates refused (400): ids, names, emails, messages. */
export function text() {
  return z.string().superRefine((value, context) => {
    const message = unstorableTextMessage(value);
    if (message) context.addIssue({ code: 'custom', message });
  });
}

export function withoutNulCharacters(value: string): string {
  return value.includes(NUL) ? value.replaceAll(NUL, '') : value;
}

/** Spec content as it can be stored: NUL characters dropped, lone surrogates replaced by U+FFFD. */
export function storableSpecText(value: string): string {
  return withWellFormedCharacters(withoutNulCharacters(value));
}

/**
 * Spec content — a row's cells, a column's name, the spec as JSON text — as it came from an imported
 * file: NUL characters are dropped and lone surrogates replaced rather than refused, since nobody can see
 * them to remove them.
 */
export function specText() {
  return z.string().overwrite(storableSpecText);
}

/** A spec row with its column names made storable (its cells are specText). */
export function withoutNulInFieldNames<Row extends Record<string, unknown>>(row: Row): Row {
  if (!Object.keys(row).some((field) => unstorableTextMessage(field) !== null)) return row;
  return Object.fromEntries(
    Object.entries(row).map(([field, value]) => [storableSpecText(field), value]),
  ) as Row;
}

/**
 * The first answer of `check` that is not null over the strings and field names of a JSON-like value.
 * Walks with a list rather than recursion, so no depth of nesting overflows the stack.
 */
function firstInText<Answer>(value: unknown, check: (text: string) => Answer | null): Answer | null {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      const answer = check(item);
      if (answer !== null) return answer;
    } else if (Array.isArray(item)) {
      for (const element of item) pending.push(element);
    } else if (typeof item === 'object' && item !== null) {
      for (const [field, fieldValue] of Object.entries(item)) {
        const answer = check(field);
        if (answer !== null) return answer;
        pending.push(fieldValue);
      }
    }
  }
  return null;
}

/** The message of a string or field name of a JSON-like value that cannot be stored, or null. */
export function unstorableTextIn(value: unknown): string | null {
  return firstInText(value, unstorableTextMessage);
}

/** Whether a JSON-like value has a NUL character in any of its strings or field names. */
export function containsNulCharacter(value: unknown): boolean {
  return firstInText(value, (text) => (text.includes(NUL) ? true : null)) !== null;
}

/** A zod refinement of a JSON value stored as it is: refused (400) when text in it cannot be stored. */
export function refuseUnstorableText(value: unknown, context: z.core.$RefinementCtx): void {
  const message = unstorableTextIn(value);
  if (message) context.addIssue({ code: 'custom', message });
}

/** A copy of a JSON-like value (nested no deeper than a request may be) with storable text. */
function storableCopy(value: unknown): unknown {
  if (typeof value === 'string') return storableSpecText(value);
  if (Array.isArray(value)) return value.map(storableCopy);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([field, item]) => [storableSpecText(field), storableCopy(item)]),
  );
}

/** A JSON-like value (a whole spec) with every string and field name made storable (storableSpecText). */
export function withoutNulInValue(value: unknown): unknown {
  return unstorableTextIn(value) === null ? value : storableCopy(value);
}
