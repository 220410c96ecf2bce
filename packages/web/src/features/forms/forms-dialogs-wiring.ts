import { type InfoDialogProps, openDialog } from '../../state/dialogs';

/** Says that a form was sent, in place of the form. */
export function showFormMessage(props: InfoDialogProps): void {
  openDialog('info', props);
}
