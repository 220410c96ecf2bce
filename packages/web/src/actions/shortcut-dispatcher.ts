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

/**
 * Turns key presses into actions. A matching shortcut always swallows the browser's default
 * (so Ctrl+S never opens the browser's save dialog) and runs its action when the action is enabled.
 * Shortcuts without Ctrl/Cmd/Alt are left to text fields.
 */
export function createShortcutDispatcher(registry: ActionRegistry, options: ShortcutDispatcherOptions) {
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
    if (!shortcut.mod && !shortcut.alt && isEditableTarget(event.target)) return false;
    event.preventDefault();
    registry.runAction(binding.id);
    return true;
  };
}
