import { type Action, type AnyAction, never } from './action-types';

/** An operation the menus already show but a later issue implements: always disabled until then. */
function planned<const Id extends string>(id: Id, label: string, shortcut?: string): Action<Id> {
  return { id, label, ...(shortcut ? { shortcut } : {}), isEnabled: never, run: () => {} };
}

export const plannedActions = [
  planned('generate.design', 'Design'),
  planned('generate.architecture', 'Architecture'),
] as const satisfies readonly AnyAction[];
