import type { EditState, HistoryStep } from '@specwright/core';

/** Undo and redo steps kept across a reload, at most. */
export const MAX_PERSISTED_STEPS = 100;
/**
 * Rows referenced by the kept steps' files, at most (each step adds about one file's row list): a
 * 100,000-row spec keeps its last 9 steps, a 1,000-row spec its last 100.
 */
export const MAX_PERSISTED_ROW_REFERENCES = 1_000_000;

/** The undo steps nearest the current file (the end of `past`, the start of `future`), within the bounds. */
export function persistedHistory(edit: EditState): {
  past: readonly HistoryStep[];
  future: readonly HistoryStep[];
} {
  const rows = Math.max(1, edit.file.data.length);
  const budget = Math.min(MAX_PERSISTED_STEPS, Math.floor(MAX_PERSISTED_ROW_REFERENCES / rows) - 1);
  const pastCount = Math.max(0, Math.min(edit.past.length, budget));
  const futureCount = Math.max(0, Math.min(edit.future.length, budget - pastCount));
  return {
    past: pastCount === 0 ? [] : edit.past.slice(-pastCount),
    future: edit.future.slice(0, futureCount),
  };
}
