import type { Action, ActionContext, ActionState } from './action-types';

export interface ActionRegistry {
  get: (id: string) => Action | undefined;
  list: () => readonly Action[];
  isEnabled: (id: string, state: ActionState) => boolean;
  /** Runs the action when it is enabled; returns whether it ran. Unknown ids throw: they are programming errors. */
  runAction: (id: string) => boolean;
}

export function createActionRegistry(
  actions: readonly Action[],
  getContext: () => ActionContext,
): ActionRegistry {
  const byId = new Map<string, Action>();
  for (const action of actions) {
    if (byId.has(action.id)) throw new Error(`Duplicate action id: ${action.id}`);
    byId.set(action.id, action);
  }

  const require = (id: string): Action => {
    const action = byId.get(id);
    if (!action) throw new Error(`Unknown action: ${id}`);
    return action;
  };

  return {
    get: (id) => byId.get(id),
    list: () => actions,
    isEnabled: (id, state) => require(id).isEnabled(state),
    runAction: (id) => {
      const action = require(id);
      const context = getContext();
      if (!action.isEnabled(context.state)) return false;
      const result = action.run(context);
      if (result instanceof Promise) {
        result.catch((error: unknown) => console.error(`Action ${id} failed`, error));
      }
      return true;
    },
  };
}
