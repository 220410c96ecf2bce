import { type ConfirmationDialogProps, openDialog } from '../../state/dialogs';

/** Asks before a repository is forgotten. */
export function confirmRepositoryDeletion(props: ConfirmationDialogProps): void {
  openDialog('confirmation', props);
}
