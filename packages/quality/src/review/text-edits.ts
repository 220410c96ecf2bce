/** Replace text[start, end) with `replacement`. */
export interface TextEdit {
  start: number;
  end: number;
  replacement: string;
}

/**
 * Applies edits given in positions of the original text. Edits are applied from the end; an edit that
 * overlaps one later in the text is skipped. Insertions at the same place keep their list order.
 */
export function applyEdits(text: string, edits: readonly TextEdit[]): string {
  const ordered = edits
    .map((edit, order) => ({ ...edit, order }))
    .sort((a, b) => b.start - a.start || b.end - a.end || b.order - a.order);
  let result = text;
  let boundary = Number.POSITIVE_INFINITY;
  for (const { start, end, replacement } of ordered) {
    if (start < 0 || end > text.length || start > end) continue;
    if (end > boundary) continue;
    result = result.slice(0, start) + replacement + result.slice(end);
    boundary = start;
  }
  return result;
}
