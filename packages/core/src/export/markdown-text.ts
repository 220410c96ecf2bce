import type { CellValue } from '../spec/model.js';

/** A line start that Markdown would read as a heading, quote, list, rule, table or setext underline. */
const BLOCK_START = /^(#{1,6}(?=\s|$)|>|[-+*](?=\s|$)|\d{1,9}[.)](?=\s|$)|={2,}\s*$|-{2,}\s*$|\|)/;

/** A cell value as text ('' for empty cells). */
export function cellText(value: CellValue | undefined): string {
  return value === null || value === undefined ? '' : String(value);
}

/**
 * One line of user text made safe to place in Markdown: HTML cannot start (`<` becomes `&lt;`), and a line
 * start that would change the document's structure (`#`, `>`, `-`, `1.`, `|`, `===`) is escaped with a
 * backslash. Inline emphasis is left as the user wrote it.
 */
export function markdownLine(line: string): string {
  const safe = line.trim().replace(/</g, '&lt;');
  if (!BLOCK_START.test(safe)) return safe;
  // A digit cannot be escaped: an ordered-list marker is broken at its dot or parenthesis instead.
  const ordered = /^(\d{1,9})([.)])/.exec(safe);
  return ordered ? `${ordered[1]}\\${safe.slice(ordered[1]?.length ?? 0)}` : `\\${safe}`;
}

/** Text as lines of Markdown, blank lines dropped so a value stays one paragraph. */
export function markdownLines(text: string): string[] {
  return text
    .split(/\r\n|\r|\n/)
    .map(markdownLine)
    .filter((line) => line !== '');
}

/** Text on one line (a heading): line breaks become spaces. */
export function markdownInline(text: string): string {
  return markdownLine(text.replace(/\s+/g, ' '));
}
