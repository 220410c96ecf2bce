import { type ConfirmationDialogProps, openDialog } from '../../state/dialogs';

/** Asks before a kept spec goes to the trash. */
export function confirmSpecDeletion(props: ConfirmationDialogProps): void {
  openDialog('confirmation', props);
}
