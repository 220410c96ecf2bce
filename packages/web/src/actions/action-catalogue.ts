import type { AnyAction } from './action-types';

/**
 * The actions of the app, by type only: filled by declaration merging where the app composes its list
 * of actions (app/app-action-list.ts), so actions/ names no feature and still types every id.
 * Each property is a union of actions; the ids are the union of their `id`s.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging (`declare module`) in app/.
export interface ActionCatalogue {}

/** Every action the app registers. */
export type AppAction = Extract<ActionCatalogue[keyof ActionCatalogue], AnyAction>;
