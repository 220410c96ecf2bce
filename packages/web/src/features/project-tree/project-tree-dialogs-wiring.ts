import { type InfoDialogProps, openDialog } from '../../state/dialogs';

/** Says what a repository operation did or why it failed, in a message dialog. */
export function showRepositoryMessage(props: InfoDialogProps): void {
  openDialog('info', props);
}
