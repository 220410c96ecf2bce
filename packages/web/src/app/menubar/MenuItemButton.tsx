import type { SimpleActionId } from '../../actions/app-actions';
import { ariaKeyShortcut, formatShortcut } from '../../actions/shortcuts';
import { useAction } from '../../actions/use-action';
import { IS_MAC } from '../platform';

interface MenuItemButtonProps {
  actionId: SimpleActionId;
  /** Closes the menu (returning focus to its trigger) before the action runs. */
  onBeforeRun: () => void;
}

/** One menu item: renders an action, with its shortcut right-aligned. */
export function MenuItemButton({ actionId, onBeforeRun }: MenuItemButtonProps) {
  const { action, enabled, pressed, run } = useAction(actionId, 'menu');
  const { shortcut } = action;
  return (
    <button
      type="button"
      // Toggles and view modes are checkable items (their state is read out and shown with a tick).
      {...(pressed === undefined
        ? { role: 'menuitem' }
        : { role: 'menuitemcheckbox', 'aria-checked': pressed })}
      tabIndex={-1}
      className="menu-item"
      aria-disabled={enabled ? undefined : true}
      aria-keyshortcuts={shortcut ? ariaKeyShortcut(shortcut, IS_MAC) : undefined}
      data-action-id={action.id}
      onPointerMove={(event) => {
        if (document.activeElement !== event.currentTarget) event.currentTarget.focus();
      }}
      onClick={() => {
        if (!enabled) return;
        onBeforeRun();
        run();
      }}
    >
      <span className="menu-item__label">{action.label}</span>
      {pressed === undefined ? null : (
        <span className="menu-item__check" aria-hidden="true">
          {pressed ? '✓' : ''}
        </span>
      )}
      {shortcut ? (
        <span className="menu-item__shortcut" aria-hidden="true">
          {formatShortcut(shortcut, IS_MAC)}
        </span>
      ) : null}
    </button>
  );
}
