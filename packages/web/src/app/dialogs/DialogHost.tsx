import { AnalysisDialogHost } from '../../features/analysis-ui/AnalysisDialogHost';
import { ColumnDialogs } from '../../features/columns/ColumnDialogs';
import { FileNoticeToast } from '../../features/files/FileNoticeToast';
import { OpenFileInput } from '../../features/files/OpenFileInput';
import { FormsDialogHost } from '../../features/forms/FormsDialogHost';
import { useUiStore } from '../../state/ui';

/**
 * The form dialog requested through the ui store (`openDialog`), plus the app-wide file helpers:
 * the hidden input of File → Open File and the notice shown after opening a file.
 */
export function DialogHost() {
  const dialog = useUiStore((state) => state.dialog);
  const closeDialog = useUiStore((state) => state.closeDialog);
  return (
    <>
      {dialog ? (
        <ColumnDialogs
          key={`${dialog.kind}:${dialog.fileId}:${dialog.kind === 'editColumn' ? (dialog.field ?? '') : ''}`}
          dialog={dialog}
          onClose={closeDialog}
        />
      ) : null}
      <FormsDialogHost />
      <AnalysisDialogHost />
      <OpenFileInput />
      <FileNoticeToast />
    </>
  );
}
