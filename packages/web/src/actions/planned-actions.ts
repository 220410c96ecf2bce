import { type Action, never } from './action-types';

/** An operation the menus already show but a later issue implements: always disabled until then. */
function planned(id: string, label: string, shortcut?: string): Action {
  return { id, label, ...(shortcut ? { shortcut } : {}), isEnabled: never, run: () => {} };
}

export const plannedActions: Action[] = [
  planned('generate.test', 'Test…'),
  planned('generate.design', 'Design'),
  planned('generate.architecture', 'Architecture'),
  planned('generate.traceability', 'Traceability…'),
];
