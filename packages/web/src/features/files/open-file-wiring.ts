import {
  closeDialog,
  type InfoDialogProps,
  openDialog,
  openDialogProps,
  type ProgressDialogProps,
} from '../../state/dialogs';

// The dialogs of File → Open File, which runs after the browser's file chooser (not inside an action).

/** A large file's reading shows a progress dialog. */
export function showOpeningProgress(progress: ProgressDialogProps): void {
  openDialog('progress', progress);
}

/** Closes the progress dialog only: a dialog opened since (e.g. an error message) stays. */
export function closeOpeningProgress(): void {
  if (openDialogProps('progress')) closeDialog();
}

/** Says why a file cannot be opened. */
export function showOpeningMessage(message: InfoDialogProps): void {
  openDialog('info', message);
}
