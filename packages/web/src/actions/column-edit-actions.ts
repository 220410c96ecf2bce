import { type Command, textColumnOf } from '@specwright/core';
import { type AnyAction, activeSpecEditable } from './action-types';

/** The edits the column dialogs make. */
export type ColumnCommand = Extract<
  Command,
  { type: 'addColumn' | 'editColumn' | 'removeColumns' | 'hideColumns' | 'showColumns' | 'fillDefaultValue' }
>;

export interface ColumnWidth {
  field: string;
  width: number;
}

/** The column edits of the table (drag, resize, header menu) and the column dialogs, on a given open file. */
export const columnEditActions = [
  {
    id: 'columns.resize',
    label: 'Resize Column',
    isEnabled: activeSpecEditable,
    // Several columns resized in one drag are one undo step.
    run: ({ specs }, { fileId, widths }: { fileId: string; widths: readonly ColumnWidth[] }) => {
      const commands: Command[] = widths.map(({ field, width }) => ({ type: 'resizeColumn', field, width }));
      const [only] = commands;
      if (commands.length === 1 && only) specs.dispatch(fileId, only, 'Resize Column');
      else if (commands.length > 1)
        specs.dispatch(fileId, { type: 'group', label: 'Resize Columns', commands }, 'Resize Columns');
    },
  },
  {
    id: 'columns.move',
    label: 'Move Column',
    isEnabled: activeSpecEditable,
    run: ({ specs }, { fileId, field, toIndex }: { fileId: string; field: string; toIndex: number }) =>
      specs.dispatch(fileId, { type: 'moveColumn', field, toIndex }, 'Move Column'),
  },
  {
    id: 'columns.hide',
    label: 'Hide Column',
    isEnabled: activeSpecEditable,
    run: ({ specs }, { fileId, field, headerName }: { fileId: string; field: string; headerName: string }) =>
      specs.dispatch(fileId, { type: 'hideColumns', fields: [field] }, `Hide Column ${headerName}`),
  },
  {
    id: 'columns.openEditDialog',
    label: 'Edit Column…',
    isEnabled: activeSpecEditable,
    run: ({ dialogs }, { fileId, field }: { fileId: string; field: string }) =>
      dialogs.open('editColumn', { fileId, field }),
  },
  {
    id: 'columns.apply',
    label: 'Edit Columns',
    isEnabled: activeSpecEditable,
    // Removing the requirement text column asks first (docs/product-rules.md, "Data").
    run: (
      { specs, dialogs, openSpec },
      { fileId, command, label }: { fileId: string; command: ColumnCommand; label: string },
    ) => {
      const apply = () => specs.dispatch(fileId, command, label);
      const file = openSpec(fileId)?.edit.file;
      const textColumn = file ? textColumnOf(file) : undefined;
      if (
        command.type !== 'removeColumns' ||
        textColumn === undefined ||
        !command.fields.includes(textColumn)
      ) {
        apply();
        return;
      }
      const header = file?.columns.find((column) => column.field === textColumn)?.headerName || textColumn;
      dialogs.open('confirmation', {
        title: 'Remove the Text Column?',
        message: `“${header}” holds the requirement text. Remove it anyway?`,
        confirmLabel: 'Remove',
        cancelLabel: 'Cancel',
        onConfirm: apply,
      });
    },
  },
] as const satisfies readonly AnyAction[];
