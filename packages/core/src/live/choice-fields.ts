import type { CellValue } from '../spec/model.js';
import { mergeCell } from './merge-cell.js';

/**
 * The fields whose values are choices, not text (select columns, a proposal's status): two edits of one
 * are never merged character by character.
 */
export function choiceFieldsOf(columns: unknown): Set<string> {
  const fields = new Set(['tempChangeStatus', 'originalRowId']);
  if (!Array.isArray(columns)) return fields;
  for (const column of columns as readonly { field?: unknown; editorType?: unknown }[]) {
    if (typeof column.field === 'string' && (column.editorType === 'select' || column.editorType === 'enum'))
      fields.add(column.field);
  }
  return fields;
}

/**
 * What an edit of one cell writes when the cell changed under it (someone else's change arrived while it
 * was typed): `current` is the cell now, `start` what the editor opened on, `value` what was typed. A text
 * keeps both changes (merged by the server's rule, the edit as the later one); a choice takes the edit's.
 */
export function valueOverCurrent(
  current: CellValue,
  start: CellValue,
  value: CellValue,
  kind: 'text' | 'choice',
): CellValue {
  const merge = mergeCell(current, start, value, kind);
  return merge.kind === 'write' ? merge.value : current;
}
