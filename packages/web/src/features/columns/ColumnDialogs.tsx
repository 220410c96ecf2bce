import type { DialogRequest } from '../../state/ui';
import { AddColumnDialog } from './AddColumnDialog';
import { EditColumnDialog } from './EditColumnDialog';
import { FillDefaultValueDialog } from './FillDefaultValueDialog';
import { HideColumnsDialog } from './HideColumnsDialog';
import { RemoveColumnsDialog } from './RemoveColumnsDialog';
import { ShowColumnsDialog } from './ShowColumnsDialog';
import { useDialogFile } from './use-dialog-file';
import './columns.css';

/** The Edit menu's column dialog for a dialog request, on the file it names. */
export function ColumnDialogs({ dialog, onClose }: { dialog: DialogRequest; onClose: () => void }) {
  const file = useDialogFile(dialog.fileId, onClose);
  if (!file) return null;
  switch (dialog.kind) {
    case 'addColumn':
      return <AddColumnDialog file={file} onClose={onClose} />;
    case 'editColumn':
      return <EditColumnDialog file={file} field={dialog.field} onClose={onClose} />;
    case 'removeColumns':
      return <RemoveColumnsDialog file={file} onClose={onClose} />;
    case 'hideColumns':
      return <HideColumnsDialog file={file} onClose={onClose} />;
    case 'showColumns':
      return <ShowColumnsDialog file={file} onClose={onClose} />;
    case 'fillDefaultValue':
      return <FillDefaultValueDialog file={file} onClose={onClose} />;
  }
}
