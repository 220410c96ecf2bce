import { renumber, withoutKey } from '../commands/row-list.js';
import type { ProposedChangeVerdict } from '../commands/types.js';
import type { DiffKind, RequirementFile, Row } from '../spec/model.js';

const ORIGINAL_SUFFIX = '~original';

function settled(row: Row): Row {
  return withoutKey({ ...row, tempChangeStatus: 'unchanged' }, 'originalRowId');
}

/** The changed-updated row a row's decision applies to (a changed-original row acts through its pair). */
function decisionTarget(rows: readonly Row[], row: Row): Row {
  if (row.tempChangeStatus !== 'changed-original') return row;
  return rows.find((r) => r.tempChangeStatus === 'changed-updated' && r.originalRowId === row.id) ?? row;
}

/**
 * Applies the user's decision on one proposed change (docs/product-rules.md, "States and transitions"): added → accept keeps / reject deletes; removed → delete
 * removes / keep keeps; changed-updated → accept drops the original copy / reject restores it.
 */
export function decideProposedChange(
  file: RequirementFile,
  rowId: string,
  decision: ProposedChangeVerdict,
): readonly Row[] {
  const rows = file.data;
  const clicked = rows.find((row) => row.id === rowId);
  if (!clicked) return rows;
  const row = decisionTarget(rows, clicked);
  const approve = decision === 'accept' || decision === 'keep';
  switch (row.tempChangeStatus) {
    case 'added':
      return approve
        ? rows.map((r) => (r === row ? settled(r) : r))
        : renumber(rows.filter((r) => r !== row));
    case 'removed': {
      const remove = decision === 'delete' || decision === 'accept';
      return remove ? renumber(rows.filter((r) => r !== row)) : rows.map((r) => (r === row ? settled(r) : r));
    }
    case 'changed-updated': {
      const originalId = row.originalRowId;
      if (approve) {
        return renumber(rows.filter((r) => r.id !== originalId).map((r) => (r === row ? settled(r) : r)));
      }
      return renumber(
        rows.filter((r) => r !== row).map((r) => (r.id === originalId ? { ...settled(r), id: row.id } : r)),
      );
    }
    case 'changed-original':
      // An original copy with no updated partner: settle it.
      return rows.map((r) => (r === row ? { ...settled(r), id: r.id.replace(ORIGINAL_SUFFIX, '') } : r));
    default:
      return rows;
  }
}

/** Rejects every proposed change: originals and removed rows stay (status cleared), added and updated rows go. */
export function discardAllChanges(rows: readonly Row[]): readonly Row[] {
  if (!rows.some((row) => row.tempChangeStatus !== 'unchanged')) return rows;
  const updatedIdByOriginal = new Map(
    rows.filter((r) => r.tempChangeStatus === 'changed-updated').map((r) => [r.originalRowId, r.id]),
  );
  const kept = rows
    .filter((row) => row.tempChangeStatus !== 'added' && row.tempChangeStatus !== 'changed-updated')
    .map((row) => {
      if (row.tempChangeStatus === 'unchanged') return row;
      const restoredId = updatedIdByOriginal.get(row.id) ?? row.id.replace(ORIGINAL_SUFFIX, '');
      return { ...settled(row), id: row.tempChangeStatus === 'changed-original' ? restoredId : row.id };
    });
  return renumber(kept);
}

/** Accepts every proposed change: added and updated rows stay, removed rows and original copies go. */
export function acceptAllChanges(rows: readonly Row[]): readonly Row[] {
  if (!rows.some((row) => row.tempChangeStatus !== 'unchanged')) return rows;
  return renumber(
    rows
      .filter((row) => row.tempChangeStatus !== 'removed' && row.tempChangeStatus !== 'changed-original')
      .map((row) => (row.tempChangeStatus === 'unchanged' ? row : settled(row))),
  );
}

export function hasProposedChanges(rows: readonly Row[]): boolean {
  return rows.some((row) => row.tempChangeStatus !== 'unchanged');
}

/** Row diff info (docs/product-rules.md, "States and transitions"): added → added, removed → deleted, changed-updated → changed. */
export function computeDiffInfo(rows: readonly Row[]): Record<string, DiffKind> {
  const diff: Record<string, DiffKind> = {};
  for (const row of rows) {
    if (row.tempChangeStatus === 'added') diff[row.id] = 'added';
    else if (row.tempChangeStatus === 'removed') diff[row.id] = 'deleted';
    else if (row.tempChangeStatus === 'changed-updated') diff[row.id] = 'changed';
  }
  return diff;
}

export function originalCopyId(rowId: string): string {
  return `${rowId}${ORIGINAL_SUFFIX}`;
}
