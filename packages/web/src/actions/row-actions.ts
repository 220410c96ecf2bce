import {
  type Action,
  type ActionState,
  type AnyAction,
  activeSpecEditable,
  activeSpecOf,
} from './action-types';
import {
  addRowAndSelect,
  deleteRowSelectingNeighbour,
  INSERT_ROW_LABELS,
  newRowId,
  type RowTarget,
} from './row-edits';

const onSpec = (state: ActionState): boolean =>
  activeSpecOf(state) !== undefined && activeSpecEditable(state);
const hasSelection = (state: ActionState): boolean =>
  activeSpecOf(state)?.spec.selectedRowId != null && activeSpecEditable(state);

/** Insert Row Above/Below on the active spec: next to the selected row (at the start or end without one). */
function insertAction<const Id extends string>(id: Id, position: 'above' | 'below'): Action<Id> {
  const label = INSERT_ROW_LABELS[position];
  return {
    id,
    label,
    isEnabled: onSpec,
    run: ({ state, specs }) => {
      const active = activeSpecOf(state);
      if (!active) return;
      const anchorId = active.spec.selectedRowId;
      const command = { type: 'insertRow', anchorId, position, newId: newRowId() } as const;
      addRowAndSelect(specs, active.fileId, active.spec.edit.file, command, label);
    },
  };
}

/** Move Row Up/Down: the selected row, by one place. */
function moveAction<const Id extends string>(
  id: Id,
  label: string,
  direction: 'up' | 'down',
  shortcut: string,
): Action<Id> {
  return {
    id,
    label,
    shortcut,
    isEnabled: hasSelection,
    run: ({ state, specs }) => {
      const active = activeSpecOf(state);
      const rowId = active?.spec.selectedRowId;
      if (active && rowId) specs.dispatch(active.fileId, { type: 'moveRow', rowId, direction }, label);
    },
  };
}

/** The toolbar's row actions, on the selected row of the active spec. */
export const rowActions = [
  insertAction('rows.insertAbove', 'above'),
  insertAction('rows.insertBelow', 'below'),
  {
    id: 'rows.duplicate',
    label: 'Duplicate Row',
    isEnabled: hasSelection,
    run: ({ state, specs }) => {
      const active = activeSpecOf(state);
      const rowId = active?.spec.selectedRowId;
      if (!active || !rowId) return;
      const command = { type: 'duplicateRow', rowId, newId: newRowId() } as const;
      addRowAndSelect(specs, active.fileId, active.spec.edit.file, command, 'Duplicate Row');
    },
  },
  {
    id: 'rows.delete',
    label: 'Delete Row',
    isEnabled: (state: ActionState, row?: RowTarget) =>
      (row !== undefined && activeSpecEditable(state)) || hasSelection(state),
    // The toolbar deletes the active spec's selected row; the document view names the row it deletes.
    run: ({ state, specs, openSpec }, row?: RowTarget) => {
      const active = activeSpecOf(state);
      const fileId = row ? row.fileId : active?.fileId;
      const rowId = row ? row.rowId : active?.spec.selectedRowId;
      const file = row ? openSpec(row.fileId)?.edit.file : active?.spec.edit.file;
      if (fileId && rowId && file) deleteRowSelectingNeighbour(specs, fileId, file, rowId);
    },
  },
  moveAction('rows.moveUp', 'Move Row Up', 'up', 'Alt+ArrowUp'),
  moveAction('rows.moveDown', 'Move Row Down', 'down', 'Alt+ArrowDown'),
] as const satisfies readonly AnyAction[];
