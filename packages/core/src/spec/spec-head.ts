import {
  CLOSE_BRACE,
  CLOSE_BRACKET,
  jsonContainerEnd,
  jsonStringEnd,
  OPEN_BRACE,
  OPEN_BRACKET,
  QUOTE,
} from '../text/json-scan.js';

/**
 * The first rows of a spec file read from the first bytes of its text alone, so a large file's top can be
 * shown while the rest is still being read. Only the usual layout qualifies: one top-level object whose
 * `columns` array (and `uiStyles`, if any) comes before `rows`. Anything else — a head that ends inside
 * `columns`, another layout, text that is not JSON — gives undefined, and the caller reads the whole file.
 */
export interface SpecHead {
  columns: unknown[];
  rows: unknown[];
  uiStyles?: unknown;
}

const COMMA = 44;
const COLON = 58;

function skipSpace(text: string, at: number): number {
  let i = at;
  for (; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code !== 32 && code !== 10 && code !== 13 && code !== 9) break;
  }
  return i;
}

/** The index after the JSON value that starts at `at`, or -1 when the text ends inside it. */
function valueEnd(text: string, at: number): number {
  const first = text.charCodeAt(at);
  if (first === QUOTE) return jsonStringEnd(text, at);
  if (first === OPEN_BRACE || first === OPEN_BRACKET) return jsonContainerEnd(text, at);
  // A number, true, false or null ends at the next delimiter; at the text's end it may be cut short.
  for (let i = at; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === COMMA || code === CLOSE_BRACE || code === CLOSE_BRACKET || code <= 32) return i;
  }
  return -1;
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Up to `maxRows` complete rows of the `rows` array that opens at `at` (just after its `[`). */
function headRows(text: string, at: number, maxRows: number): unknown[] {
  const rows: unknown[] = [];
  let i = at;
  while (rows.length < maxRows) {
    i = skipSpace(text, i);
    if (text.charCodeAt(i) === CLOSE_BRACKET) break;
    const end = valueEnd(text, i);
    if (end < 0) break;
    const row = parsed(text.slice(i, end));
    if (row === undefined) break;
    rows.push(row);
    i = skipSpace(text, end);
    if (text.charCodeAt(i) !== COMMA) break;
    i++;
  }
  return rows;
}

/** The columns and first rows of the spec whose text begins with `head`; see `SpecHead`. */
export function readSpecHead(head: string, maxRows: number): SpecHead | undefined {
  let i = skipSpace(head, head.charCodeAt(0) === 0xfeff ? 1 : 0);
  if (head.charCodeAt(i) !== OPEN_BRACE) return undefined;
  i++;
  let columns: unknown[] | undefined;
  let uiStyles: unknown;
  for (;;) {
    i = skipSpace(head, i);
    if (head.charCodeAt(i) !== QUOTE) return undefined;
    const keyEnd = jsonStringEnd(head, i);
    if (keyEnd < 0) return undefined;
    const key = parsed(head.slice(i, keyEnd));
    i = skipSpace(head, keyEnd);
    if (head.charCodeAt(i) !== COLON) return undefined;
    i = skipSpace(head, i + 1);
    if (key === 'rows') {
      if (!columns || head.charCodeAt(i) !== OPEN_BRACKET) return undefined;
      const rows = headRows(head, i + 1, maxRows);
      if (rows.length === 0) return undefined;
      return uiStyles === undefined ? { columns, rows } : { columns, rows, uiStyles };
    }
    const end = valueEnd(head, i);
    if (end < 0) return undefined;
    if (key === 'columns' || key === 'uiStyles') {
      const value = parsed(head.slice(i, end));
      if (value === undefined) return undefined;
      if (key === 'uiStyles') uiStyles = value;
      else if (Array.isArray(value)) columns = value;
      else return undefined;
    }
    i = skipSpace(head, end);
    if (head.charCodeAt(i) !== COMMA) return undefined;
    i++;
  }
}
