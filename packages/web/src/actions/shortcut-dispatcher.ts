import type { AnyAction, RunOptions } from './action-types';
import type { ActionRegistry } from './registry';
import { matchesShortcut, parseShortcut } from './shortcuts';

export interface ShortcutDispatcherOptions {
  isMac: boolean;
  /** When true (e.g. a modal is open) no shortcut runs. */
  isBlocked?: () => boolean;
}

function isEditableTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** In a text field, Ctrl/Cmd+Z belongs to the field's own undo and Alt/plain keys to typing. */
function worksInTextFields(shortcut: { key: string; mod: boolean }): boolean {
  return shortcut.mod && !['z', 'y'].includes(shortcut.key.toLowerCase());
}

/**
 * Turns key presses into actions. A matching shortcut always swallows the browser's default
 * (so Ctrl+S never opens the browser's save dialog) and runs its action when the action is enabled.
 * In text fields only Ctrl/Cmd shortcuts other than undo/redo run.
 */
export function createShortcutDispatcher<A extends AnyAction>(
  registry: ActionRegistry<A>,
  options: ShortcutDispatcherOptions,
) {
  const bindings = registry
    .list()
    .flatMap((action) =>
      action.shortcut ? [{ id: action.id, shortcut: parseShortcut(action.shortcut) }] : [],
    );

  return (event: KeyboardEvent): boolean => {
    if (event.defaultPrevented || options.isBlocked?.()) return false;
    const binding = bindings.find(({ shortcut }) => matchesShortcut(event, shortcut, options.isMac));
    if (!binding) return false;
    const { shortcut } = binding;
    if (isEditableTarget(event.target) && !worksInTextFields(shortcut)) return false;
    event.preventDefault();
    // Only actions without arguments have shortcuts (the Action type says so), so none is passed.
    const runWithoutArgs = registry.runAction as unknown as (id: string, options: RunOptions) => boolean;
    runWithoutArgs(binding.id, { source: 'shortcut' });
    return true;
  };
}
