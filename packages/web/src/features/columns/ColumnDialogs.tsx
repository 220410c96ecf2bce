import type { RequirementFile } from '@specwright/core';
import type { ComponentType } from 'react';
import type { ColumnDialogKind, DialogPropsByKind } from '../../state/dialogs';
import { AddColumnDialog } from './AddColumnDialog';
import { EditColumnDialog } from './EditColumnDialog';
import { FillDefaultValueDialog } from './FillDefaultValueDialog';
import { HideColumnsDialog } from './HideColumnsDialog';
import { RemoveColumnsDialog } from './RemoveColumnsDialog';
import { ShowColumnsDialog } from './ShowColumnsDialog';
import { useDialogFile } from './use-dialog-file';
import './columns.css';

interface OnFile {
  file: RequirementFile;
  onClose: () => void;
}

/** A column dialog opened on a file id: it shows on that open file, and closes if the file is closed. */
function onOpenFile<Extra extends object>(Dialog: ComponentType<OnFile & Extra>) {
  return function ColumnDialogOnFile(props: Extra & { fileId: string; onClose: () => void }) {
    const file = useDialogFile(props.fileId, props.onClose);
    return file ? <Dialog {...props} file={file} /> : null;
  };
}

/** The Edit menu's column dialogs, by dialog kind. */
export const COLUMN_DIALOGS: {
  [K in ColumnDialogKind]: ComponentType<DialogPropsByKind[K] & { onClose: () => void }>;
} = {
  addColumn: onOpenFile(AddColumnDialog),
  removeColumns: onOpenFile(RemoveColumnsDialog),
  editColumn: onOpenFile<{ field?: string | undefined }>(EditColumnDialog),
  hideColumns: onOpenFile(HideColumnsDialog),
  showColumns: onOpenFile(ShowColumnsDialog),
  fillDefaultValue: onOpenFile(FillDefaultValueDialog),
};
