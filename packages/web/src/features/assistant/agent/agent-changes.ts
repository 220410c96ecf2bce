import {
  type AgentRequest,
  type AgentRow,
  type CellValue,
  type Command,
  hasProposedChanges,
  proposeChanges,
  type RequirementFile,
  type Row,
  toSavedSpec,
} from '@specwright/core';

/** How many rows of each kind a proposal marks. */
export interface ChangeCounts {
  changed: number;
  added: number;
  removed: number;
}

const isSameCell = (before: CellValue | undefined, after: CellValue | undefined) =>
  (before ?? '') === (after ?? '') || String(before ?? '') === String(after ?? '');

/**
 * A row of the agent's answer as a row of the file: only the file's column values are taken from the
 * answer (the model may echo system fields or invent others); a known row keeps its other fields, and a
 * cell the model wrote back as the same text (5 vs "5", null vs "") keeps its original value.
 */
function toFileRow(file: RequirementFile, original: Row | undefined, answer: AgentRow): Row {
  const values: Record<string, CellValue> = {};
  for (const column of file.columns) {
    const before = original?.[column.field];
    const after = answer[column.field];
    const unchanged = after === undefined || isSameCell(before, after);
    if (!unchanged) values[column.field] = after;
    else if (!original) values[column.field] = after ?? column.defaultValue ?? '';
  }
  return original
    ? { ...original, ...values }
    : { id: answer.id, rowOrder: 0, tempChangeStatus: 'unchanged', ...values };
}

/** The rows an agent answer stands for, in its order; a repeated id keeps its first row. */
export function agentRowsToFileRows(file: RequirementFile, answer: readonly AgentRow[]): Row[] {
  const originals = new Map(file.data.map((row) => [row.id, row]));
  const seen = new Set<string>();
  const rows: Row[] = [];
  for (const row of answer) {
    if (seen.has(row.id)) continue;
    seen.add(row.id);
    rows.push(toFileRow(file, originals.get(row.id), row));
  }
  return rows;
}

/**
 * The edit that shows an agent answer in the table as proposed changes (added, removed, changed-original /
 * changed-updated), as one command so it is one undo step; null when the answer changes nothing.
 */
export function agentProposalCommand(file: RequirementFile, answer: readonly AgentRow[]): Command | null {
  const rows = proposeChanges(file.data, agentRowsToFileRows(file, answer));
  return hasProposedChanges(rows) ? { type: 'replaceRows', rows } : null;
}

export function countChanges(rows: readonly Row[]): ChangeCounts {
  const counts: ChangeCounts = { changed: 0, added: 0, removed: 0 };
  for (const row of rows) {
    if (row.tempChangeStatus === 'changed-updated') counts.changed += 1;
    else if (row.tempChangeStatus === 'added') counts.added += 1;
    else if (row.tempChangeStatus === 'removed') counts.removed += 1;
  }
  return counts;
}

/** "2 changed, 1 added, 1 removed" (only the kinds present). */
export function describeCounts(counts: ChangeCounts): string {
  const parts = [
    counts.changed > 0 ? `${counts.changed} changed` : '',
    counts.added > 0 ? `${counts.added} added` : '',
    counts.removed > 0 ? `${counts.removed} removed` : '',
  ];
  return parts.filter(Boolean).join(', ');
}

/** The spec as the agent call sends it (docs/product-rules.md, "Calls", req_data): its columns, and rows without the proposed-change fields. */
export function agentRequestData(file: RequirementFile): AgentRequest['req_data'] {
  const saved = toSavedSpec(file);
  const rows = file.data.map(({ tempChangeStatus: _status, originalRowId: _original, ...row }) => {
    const cells: AgentRow = { id: row.id };
    for (const [field, value] of Object.entries(row)) if (value !== undefined) cells[field] = value;
    return cells;
  });
  return { columns: saved.columns.map((column) => ({ ...column })), rows };
}
