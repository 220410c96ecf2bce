import { type Action, never } from './action-types';

// File menu: New, Open File, Save As, Export as CSV (spec sections 2, 5 and 8).
export const fileActions: Action[] = [
  { id: 'file.new', label: 'New…', isEnabled: never, run: () => {} },
  { id: 'file.open', label: 'Open File…', shortcut: 'Mod+O', isEnabled: never, run: () => {} },
  { id: 'file.saveAs', label: 'Save As…', shortcut: 'Mod+S', isEnabled: never, run: () => {} },
  { id: 'file.exportCsv', label: 'Export as CSV', isEnabled: never, run: () => {} },
];
