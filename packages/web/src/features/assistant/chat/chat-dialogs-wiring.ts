import { type ConfirmationDialogProps, openDialog } from '../../../state/dialogs';

/** Asks before a conversation is deleted. */
export function confirmConversationDeletion(props: ConfirmationDialogProps): void {
  openDialog('confirmation', props);
}
