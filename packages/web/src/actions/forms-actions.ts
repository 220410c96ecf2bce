import { openFormDialog } from '../features/forms/forms-dialog-store';
import { type Action, always } from './action-types';

/** Help → Send Feedback and the Templates page's Request a Template (spec sections 2 and 5). */
export const formsActions: Action[] = [
  {
    id: 'help.feedback',
    label: 'Send Feedback…',
    isEnabled: always,
    run: () => openFormDialog('feedback'),
  },
  {
    id: 'templates.request',
    label: 'Request a Template…',
    isEnabled: always,
    run: () => openFormDialog('templateRequest'),
  },
];
