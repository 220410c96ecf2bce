import { type InfoDialogProps, openDialog } from '../../state/dialogs';

/** Says how an account operation went (a sign-in, a sign-up, a verification link) in a message dialog. */
export function showAccountMessage(props: InfoDialogProps): void {
  openDialog('info', props);
}
