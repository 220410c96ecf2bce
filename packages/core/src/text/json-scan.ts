/** Scanning JSON text without parsing it: where a string or a container ends. Syntax is left to JSON.parse. */

export const QUOTE = 0x22;
const BACKSLASH = 0x5c;
export const OPEN_BRACE = 0x7b;
export const OPEN_BRACKET = 0x5b;
export const CLOSE_BRACE = 0x7d;
export const CLOSE_BRACKET = 0x5d;

/** What `jsonContainerEnd` answers for a container nesting deeper than it was allowed to. */
export const JSON_TOO_DEEP = -2;

/** The index after the closing quote of the JSON string whose opening quote is at `at`; -1 when the text ends inside it. */
export function jsonStringEnd(text: string, at: number): number {
  let from = at + 1;
  for (;;) {
    const quote = text.indexOf('"', from);
    if (quote < 0) return -1;
    let backslashes = 0;
    while (text.charCodeAt(quote - 1 - backslashes) === BACKSLASH) backslashes++;
    if (backslashes % 2 === 0) return quote + 1;
    from = quote + 1;
  }
}

/**
 * The index after the array or object that opens at `at`, if it ends before `limit`; -1 otherwise (also
 * when a string in it is not closed), and JSON_TOO_DEEP as soon as it nests more than `maxDepth` levels
 * (itself counted).
 */
export function jsonContainerEnd(text: string, at: number, limit = text.length, maxDepth = Infinity): number {
  let depth = 0;
  let index = at;
  while (index < limit) {
    const code = text.charCodeAt(index);
    if (code === QUOTE) {
      index = jsonStringEnd(text, index);
      if (index < 0) return -1;
      continue;
    }
    if (code === OPEN_BRACE || code === OPEN_BRACKET) {
      depth++;
      if (depth > maxDepth) return JSON_TOO_DEEP;
    } else if (code === CLOSE_BRACE || code === CLOSE_BRACKET) {
      depth--;
      if (depth <= 0) return index + 1;
    }
    index++;
  }
  return -1;
}
