import { specCanRedo, specCanUndo } from '../state/spec-files';
import { type AnyAction, activeSpecEditable, activeSpecOf } from './action-types';

/** Undo/redo of the active spec's edits (every edit is a core command recorded in its history). */
export const historyActions = [
  {
    id: 'edit.undo',
    label: 'Undo',
    shortcut: 'Mod+Z',
    isEnabled: (state) => activeSpecEditable(state) && specCanUndo(activeSpecOf(state)?.spec),
    run: ({ state, specs }) => {
      const active = activeSpecOf(state);
      if (active) specs.undo(active.fileId);
    },
  },
  {
    id: 'edit.redo',
    label: 'Redo',
    shortcut: 'Mod+Shift+Z',
    isEnabled: (state) => activeSpecEditable(state) && specCanRedo(activeSpecOf(state)?.spec),
    run: ({ state, specs }) => {
      const active = activeSpecOf(state);
      if (active) specs.redo(active.fileId);
    },
  },
] as const satisfies readonly AnyAction[];
