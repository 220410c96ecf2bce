import { COLUMN_FORM_MESSAGES } from '@specwright/core';
import type { DialogRequest } from '../state/ui';
import { type Action, activeSpecOf, always } from './action-types';
import { NO_SPECIFICATION_FILE_OPEN } from './file-actions';

type DialogKind = DialogRequest['kind'];

/** An Edit menu item opening its column dialog on the active spec (spec sections 2 and 5). */
function columnDialogAction(id: string, label: string, kind: DialogKind): Action {
  return {
    id,
    label,
    isEnabled: always,
    run: ({ state, ui }) => {
      const active = activeSpecOf(state);
      if (!active) {
        ui.openModal(NO_SPECIFICATION_FILE_OPEN);
        return;
      }
      if (kind === 'editColumn' && active.spec.edit.file.columns.length === 0) {
        ui.openModal({ type: 'info', title: 'Edit Column', message: COLUMN_FORM_MESSAGES.noColumnsToEdit });
        return;
      }
      ui.openDialog({ kind, fileId: active.fileId });
    },
  };
}

export const columnActions: Action[] = [
  columnDialogAction('edit.addColumn', 'Add Column…', 'addColumn'),
  columnDialogAction('edit.removeColumn', 'Remove Column…', 'removeColumns'),
  columnDialogAction('edit.editColumn', 'Edit Column…', 'editColumn'),
  columnDialogAction('edit.hideColumns', 'Hide Columns…', 'hideColumns'),
  columnDialogAction('edit.showColumns', 'Show Columns…', 'showColumns'),
  columnDialogAction('edit.fillDefaultValue', 'Fill Default Value…', 'fillDefaultValue'),
];
