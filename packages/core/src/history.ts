import { applyCommand } from './commands/apply.js';
import type { Command } from './commands/types.js';
import type { RequirementFile } from './spec/model.js';

/**
 * Undo/redo over immutable files. Each step keeps the file before and after the command: files share
 * unchanged rows, so a step costs one row array, and undo can never drift from what was applied.
 * A group command (an agent turn, "accept all") is one step.
 */
export interface HistoryStep {
  readonly label: string;
  readonly before: RequirementFile;
  readonly after: RequirementFile;
}

export interface EditState {
  readonly file: RequirementFile;
  readonly past: readonly HistoryStep[];
  readonly future: readonly HistoryStep[];
}

export const HISTORY_LIMIT = 200;

export function startEditing(file: RequirementFile): EditState {
  return { file, past: [], future: [] };
}

/** Applies a command and records it; a command that changes nothing leaves the state as it is. */
export function execute(state: EditState, command: Command, label: string = command.type): EditState {
  const after = applyCommand(state.file, command);
  if (after === state.file) return state;
  const past = [...state.past, { label, before: state.file, after }].slice(-HISTORY_LIMIT);
  return { file: after, past, future: [] };
}

/**
 * Makes `file` current as one step, for a change that is not a command: another window's edits merged
 * into this one. Undo takes it back like any step.
 */
export function replaceFile(state: EditState, file: RequirementFile, label: string): EditState {
  if (file === state.file) return state;
  const past = [...state.past, { label, before: state.file, after: file }].slice(-HISTORY_LIMIT);
  return { file, past, future: [] };
}

/**
 * Applies another person's change to the current file and to every step's `before` and `after`, so undo
 * and redo take back only this tab's own edits and keep the others' in. Files shared between steps are
 * changed once each, so the steps stay structurally shared.
 */
export function rebaseHistory(
  state: EditState,
  change: (file: RequirementFile) => RequirementFile,
): EditState {
  const changed = new Map<RequirementFile, RequirementFile>();
  const apply = (file: RequirementFile) => {
    let next = changed.get(file);
    if (!next) {
      next = change(file);
      changed.set(file, next);
    }
    return next;
  };
  const file = apply(state.file);
  if (file === state.file && state.past.length === 0 && state.future.length === 0) return state;
  const step = (entry: HistoryStep): HistoryStep => ({
    label: entry.label,
    before: apply(entry.before),
    after: apply(entry.after),
  });
  return { file, past: state.past.map(step), future: state.future.map(step) };
}

export function undo(state: EditState): EditState {
  const step = state.past.at(-1);
  if (!step) return state;
  return { file: step.before, past: state.past.slice(0, -1), future: [step, ...state.future] };
}

/**
 * Takes back the step that added row `rowId` as if it had never been made, when it is the last step and
 * nothing changed since: a row added and dismissed at once (Esc before typing) leaves no undo or redo step.
 * Otherwise the state is returned as it is.
 */
export function retractAddedRow(state: EditState, rowId: string): EditState {
  const step = state.past.at(-1);
  if (!step || step.after !== state.file) return state;
  const has = (file: RequirementFile) => file.data.some((row) => row.id === rowId);
  if (has(step.before) || !has(step.after)) return state;
  return { file: step.before, past: state.past.slice(0, -1), future: state.future };
}

export function redo(state: EditState): EditState {
  const step = state.future[0];
  if (!step) return state;
  return { file: step.after, past: [...state.past, step], future: state.future.slice(1) };
}

export function canUndo(state: EditState): boolean {
  return state.past.length > 0;
}

export function canRedo(state: EditState): boolean {
  return state.future.length > 0;
}
