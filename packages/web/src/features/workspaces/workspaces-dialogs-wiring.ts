import { type ConfirmationDialogProps, openDialog } from '../../state/dialogs';

/** Asks before a workspace is deleted, a member removed, an invitation withdrawn or the user leaves. */
export function confirmWorkspaceChange(props: ConfirmationDialogProps): void {
  openDialog('confirmation', props);
}
