import type { Command, Row } from '@specwright/core';
import { type Action, type ActionContext, type ActionState, activeSpecOf } from './action-types';

function newRowId(): string {
  return `req-${crypto.randomUUID().slice(0, 8)}`;
}

/** The row to select after deleting one: the next, else the previous. */
function neighbourOf(rows: readonly Row[], rowId: string | null): string | null {
  const index = rows.findIndex((row) => row.id === rowId);
  if (index === -1) return null;
  return (rows[index + 1] ?? rows[index - 1])?.id ?? null;
}

const hasSelection = (state: ActionState): boolean => activeSpecOf(state)?.spec.selectedRowId != null;

/** A toolbar row command on the selected row of the active spec; the new row (if any) gets selected. */
function rowAction(
  id: string,
  label: string,
  isEnabled: (state: ActionState) => boolean,
  command: (selectedRowId: string | null, newId: string) => Command,
  shortcut?: string,
): Action {
  return {
    id,
    label,
    ...(shortcut ? { shortcut } : {}),
    isEnabled,
    run: ({ state, specs }: ActionContext) => {
      const active = activeSpecOf(state);
      if (!active) return;
      const newId = newRowId();
      const selected = active.spec.selectedRowId;
      const neighbour = id === 'rows.delete' ? neighbourOf(active.spec.edit.file.data, selected) : null;
      specs.dispatch(active.fileId, command(selected, newId), label);
      if (id.startsWith('rows.insert') || id === 'rows.duplicate') specs.selectRow(active.fileId, newId);
      if (neighbour) specs.selectRow(active.fileId, neighbour);
    },
  };
}

const onSpec = (state: ActionState) => activeSpecOf(state) !== undefined;

export const rowActions: Action[] = [
  rowAction('rows.insertAbove', 'Insert Row Above', onSpec, (rowId, newId) => ({
    type: 'insertRow',
    anchorId: rowId,
    position: 'above',
    newId,
  })),
  rowAction('rows.insertBelow', 'Insert Row Below', onSpec, (rowId, newId) => ({
    type: 'insertRow',
    anchorId: rowId,
    position: 'below',
    newId,
  })),
  rowAction('rows.duplicate', 'Duplicate Row', hasSelection, (rowId, newId) => ({
    type: 'duplicateRow',
    rowId: rowId ?? '',
    newId,
  })),
  rowAction('rows.delete', 'Delete Row', hasSelection, (rowId) => ({
    type: 'deleteRows',
    rowIds: rowId ? [rowId] : [],
  })),
  rowAction(
    'rows.moveUp',
    'Move Row Up',
    hasSelection,
    (rowId) => ({ type: 'moveRow', rowId: rowId ?? '', direction: 'up' }),
    'Alt+ArrowUp',
  ),
  rowAction(
    'rows.moveDown',
    'Move Row Down',
    hasSelection,
    (rowId) => ({ type: 'moveRow', rowId: rowId ?? '', direction: 'down' }),
    'Alt+ArrowDown',
  ),
];
