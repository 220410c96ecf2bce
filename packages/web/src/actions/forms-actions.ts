import { type AnyAction, always } from './action-types';

/** Help → Send Feedback and the Templates page's Request a Template (docs/product-rules.md, "Screens" and "Validation"). */
export const formsActions = [
  {
    id: 'help.feedback',
    label: 'Send Feedback…',
    feature: 'send_feedback',
    isEnabled: always,
    run: ({ dialogs }) => dialogs.open('feedback'),
  },
  {
    id: 'templates.request',
    label: 'Request a Template…',
    feature: 'request_template',
    isEnabled: always,
    run: ({ dialogs }) => dialogs.open('templateRequest'),
  },
] as const satisfies readonly AnyAction[];
