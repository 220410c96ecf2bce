import { type Action, never } from './action-types';

// Edit menu column dialogs (spec section 5): each opens its dialog on the active spec.
export const columnActions: Action[] = [
  { id: 'edit.addColumn', label: 'Add Column…', isEnabled: never, run: () => {} },
  { id: 'edit.removeColumn', label: 'Remove Column…', isEnabled: never, run: () => {} },
  { id: 'edit.editColumn', label: 'Edit Column…', isEnabled: never, run: () => {} },
  { id: 'edit.hideColumns', label: 'Hide Columns…', isEnabled: never, run: () => {} },
  { id: 'edit.showColumns', label: 'Show Columns…', isEnabled: never, run: () => {} },
  { id: 'edit.fillDefaultValue', label: 'Fill Default Value…', isEnabled: never, run: () => {} },
];
