import { renumber } from '../commands/row-list.js';
import type { CellValue, Row } from '../spec/model.js';
import { originalCopyId } from './decisions.js';

const IGNORED_FIELDS = new Set(['rowOrder', 'tempChangeStatus', 'originalRowId']);

function sameContent(a: Row, b: Row): boolean {
  const fields = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const field of fields) {
    if (IGNORED_FIELDS.has(field)) continue;
    const left: CellValue | undefined = a[field] ?? null;
    const right: CellValue | undefined = b[field] ?? null;
    if (left !== right) return false;
  }
  return true;
}

/**
 * Merges a modified row list (e.g. from the agent) into the original one as proposed changes:
 * new ids are added, missing ids are removed (kept in place), changed rows become an original copy
 * (changed-original) followed by the updated row (changed-updated). Unchanged rows keep their object.
 */
export function proposeChanges(original: readonly Row[], modified: readonly Row[]): Row[] {
  const originalIndex = new Map(original.map((row, index) => [row.id, index]));
  const modifiedIds = new Set(modified.map((row) => row.id));
  const merged: Row[] = [];
  let next = 0;
  const emitRemovedUpTo = (end: number) => {
    for (; next < end; next++) {
      const candidate = original[next];
      if (candidate && !modifiedIds.has(candidate.id))
        merged.push({ ...candidate, tempChangeStatus: 'removed' });
    }
  };
  for (const row of modified) {
    const index = originalIndex.get(row.id);
    const before = index === undefined ? undefined : original[index];
    if (index === undefined || !before) {
      merged.push({ ...row, tempChangeStatus: 'added' });
      continue;
    }
    if (index >= next) {
      emitRemovedUpTo(index);
      next = index + 1;
    }
    if (sameContent(before, row)) merged.push(before);
    else {
      const copyId = originalCopyId(row.id);
      merged.push({ ...before, id: copyId, tempChangeStatus: 'changed-original' });
      merged.push({ ...row, tempChangeStatus: 'changed-updated', originalRowId: copyId });
    }
  }
  emitRemovedUpTo(original.length);
  return renumber(merged);
}
