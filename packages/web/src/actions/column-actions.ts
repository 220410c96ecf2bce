import { COLUMN_FORM_MESSAGES } from '@specwright/core';
import type { ColumnDialogKind } from '../state/dialogs';
import { NO_SPECIFICATION_FILE_OPEN } from './action-messages';
import { type Action, type AnyAction, activeSpecEditable, activeSpecOf } from './action-types';

/** An Edit menu item opening its column dialog on the active spec (docs/product-rules.md, "Screens" and "Validation"). */
function columnDialogAction<const Id extends string>(
  id: Id,
  label: string,
  kind: ColumnDialogKind,
): Action<Id> {
  return {
    id,
    label,
    isEnabled: activeSpecEditable,
    run: ({ state, dialogs }) => {
      const active = activeSpecOf(state);
      if (!active) {
        dialogs.open('info', NO_SPECIFICATION_FILE_OPEN);
        return;
      }
      if (kind === 'editColumn' && active.spec.edit.file.columns.length === 0) {
        dialogs.open('info', { title: 'Edit Column', message: COLUMN_FORM_MESSAGES.noColumnsToEdit });
        return;
      }
      dialogs.open(kind, { fileId: active.fileId });
    },
  };
}

export const columnActions = [
  columnDialogAction('edit.addColumn', 'Add Column…', 'addColumn'),
  columnDialogAction('edit.removeColumn', 'Remove Column…', 'removeColumns'),
  columnDialogAction('edit.editColumn', 'Edit Column…', 'editColumn'),
  columnDialogAction('edit.hideColumns', 'Hide Columns…', 'hideColumns'),
  columnDialogAction('edit.showColumns', 'Show Columns…', 'showColumns'),
  columnDialogAction('edit.fillDefaultValue', 'Fill Default Value…', 'fillDefaultValue'),
] as const satisfies readonly AnyAction[];
