import type {
  ActionContext,
  ActionSource,
  ActionState,
  ActionWithId,
  AnyAction,
  RunArgs,
  RunOptions,
} from './action-types';

/** What the app does around every run: analytics and telling the user about a failure. */
export interface ActionRunHooks {
  /** Records a `feature_used` event for an action that names a feature; told where the run started. */
  recordFeatureUse?: (feature: string, source: ActionSource) => void;
  /** Shows the user that an action failed (it is logged to the console as well). */
  reportFailure?: (action: AnyAction, error: unknown) => void;
}

export interface ActionRegistry<A extends AnyAction = AnyAction> {
  get: <Id extends A['id']>(id: Id) => ActionWithId<A, Id> | undefined;
  list: () => readonly AnyAction[];
  isEnabled: (id: A['id'], state: ActionState) => boolean;
  /**
   * The one way an operation runs: when the action is enabled it records its feature use, runs it
   * with a fresh context and turns a failure (a throw or a rejected promise) into a report. Returns
   * whether it ran without throwing. Unknown ids throw: they are programming errors.
   */
  runAction: <Id extends A['id']>(
    id: Id,
    options: RunOptions,
    ...args: RunArgs<ActionWithId<A, Id>>
  ) => boolean;
}

/** An action's run, called with whatever argument its caller passed (checked by `runAction`'s type). */
type LooseRun = (context: ActionContext, ...args: unknown[]) => void | Promise<void>;
type LooseIsEnabled = (state: ActionState, ...args: unknown[]) => boolean;

export function createActionRegistry<const A extends AnyAction>(
  actions: readonly A[],
  getContext: () => ActionContext,
  hooks: ActionRunHooks = {},
): ActionRegistry<A> {
  const byId = new Map<string, A>();
  for (const action of actions) {
    if (byId.has(action.id)) throw new Error(`Duplicate action id: ${action.id}`);
    byId.set(action.id, action);
  }

  const require = (id: string): A => {
    const action = byId.get(id);
    if (!action) throw new Error(`Unknown action: ${id}`);
    return action;
  };

  const fail = (action: AnyAction, error: unknown) => {
    console.error(`Action ${action.id} failed`, error);
    hooks.reportFailure?.(action, error);
  };

  return {
    get: <Id extends A['id']>(id: Id) => byId.get(id) as ActionWithId<A, Id> | undefined,
    list: () => actions,
    isEnabled: (id, state) => require(id).isEnabled(state),
    runAction: (id, options, ...args) => {
      const action = require(id);
      const context = getContext();
      if (!(action.isEnabled as LooseIsEnabled)(context.state, ...args)) return false;
      if (action.feature) hooks.recordFeatureUse?.(action.feature, options.source);
      try {
        const result = (action.run as LooseRun)(context, ...args);
        if (result instanceof Promise) result.catch((error: unknown) => fail(action, error));
        return true;
      } catch (error) {
        fail(action, error);
        return false;
      }
    },
  };
}
