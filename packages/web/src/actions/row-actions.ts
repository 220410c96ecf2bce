import { type Action, whenSpecTabActive } from './action-types';

/** Row commands of the toolbar; enabled on a spec tab. Their commands arrive with the table view. */
function rowAction(id: string, label: string, shortcut?: string): Action {
  return { id, label, ...(shortcut ? { shortcut } : {}), isEnabled: whenSpecTabActive, run: () => {} };
}

export const rowActions: Action[] = [
  rowAction('rows.insertAbove', 'Insert Row Above'),
  rowAction('rows.insertBelow', 'Insert Row Below'),
  rowAction('rows.duplicate', 'Duplicate Row'),
  rowAction('rows.delete', 'Delete Row'),
  rowAction('rows.moveUp', 'Move Row Up', 'Alt+ArrowUp'),
  rowAction('rows.moveDown', 'Move Row Down', 'Alt+ArrowDown'),
];
