import {
  type ConfirmationDialogProps,
  type DialogPropsByKind,
  type InfoDialogProps,
  openDialogProps,
  type ProgressDialogProps,
} from '../state/dialogs';
import { type AnyAction, always } from './action-types';

/**
 * The message, question and progress dialogs a feature shows along an operation (a failed sign-in, a
 * file that cannot be opened, a conversation to delete): features open them through these actions.
 */
export const dialogActions = [
  {
    id: 'dialogs.showMessage',
    label: 'Show Message',
    isEnabled: always,
    run: ({ dialogs }, message: InfoDialogProps) => dialogs.open('info', message),
  },
  {
    id: 'dialogs.confirm',
    label: 'Confirm',
    isEnabled: always,
    run: ({ dialogs }, question: ConfirmationDialogProps) => dialogs.open('confirmation', question),
  },
  {
    id: 'dialogs.showProgress',
    label: 'Show Progress',
    isEnabled: always,
    run: ({ dialogs }, progress: ProgressDialogProps) => dialogs.open('progress', progress),
  },
  {
    id: 'dialogs.openRepositoryCommit',
    label: 'Commit to Repository',
    isEnabled: always,
    run: ({ dialogs }, props: DialogPropsByKind['repositoryCommit']) =>
      dialogs.open('repositoryCommit', props),
  },
  {
    id: 'dialogs.openAddRepository',
    label: 'Add Repository',
    isEnabled: always,
    run: ({ dialogs }, props: DialogPropsByKind['addRepository']) => dialogs.open('addRepository', props),
  },
  {
    id: 'dialogs.closeProgress',
    label: 'Close Progress',
    isEnabled: always,
    // Only the progress dialog: a dialog opened since (e.g. an error message) stays.
    run: ({ dialogs }) => {
      if (openDialogProps('progress')) dialogs.close();
    },
  },
] as const satisfies readonly AnyAction[];
